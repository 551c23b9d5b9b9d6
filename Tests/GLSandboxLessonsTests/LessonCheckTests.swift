import Foundation
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// `glsandbox lesson check`: the exercises of docs/lessons.md, checked headless. The shipped
/// solutions of shader exercises are checked here (a shader is read when the lesson starts); the
/// Swift ones need a rebuild and are checked by docs/solutions/check.sh (`make test-solutions`).
@Suite("Lesson exercises")
struct LessonCheckTests {
    private static let expectedFolder = packageRoot.appendingPathComponent("docs/images/exercises").path

    @Test("every lesson, 1 to 21, has an exercise, and each has its expected picture and solution")
    func everyLessonHasAnExercise() {
        #expect(Set(LessonExercise.all.map(\.lesson)) == Set(1...21))
        for exercise in LessonExercise.all {
            let picture = Self.expectedFolder + "/\(exercise.name).png"
            #expect(FileManager.default.fileExists(atPath: picture), "\(picture)")
            let solution = packageRoot.appendingPathComponent("docs/solutions/\(exercise.name)/" + (exercise.file as NSString).lastPathComponent)
            #expect(FileManager.default.fileExists(atPath: solution.path), "\(solution.path)")
        }
    }

    /// A solution that drifted from its lesson (the lesson changed, the solution did not) would
    /// teach the wrong file: each must be the lesson's file with the exercise's one change.
    @Test("each solution is its lesson's file with exactly the exercise's change", arguments: LessonExercise.all)
    func solutionIsTheLessonWithOneChange(_ exercise: LessonExercise) throws {
        let lesson = try String(contentsOf: packageRoot.appendingPathComponent(exercise.file), encoding: .utf8)
        let solution = try String(contentsOf: packageRoot.appendingPathComponent(
            "docs/solutions/\(exercise.name)/" + (exercise.file as NSString).lastPathComponent), encoding: .utf8)
        #expect(lesson.components(separatedBy: exercise.original).count == 2, "the lesson has '\(exercise.original)' once")
        #expect(solution == lesson.replacingOccurrences(of: exercise.original, with: exercise.solution))
    }

    /// Where the exercise asks for a change, the unchanged lesson does not pass: it says what
    /// differs and leaves a diff picture that an outside reader (ImageMagick) opens.
    @Test("the unchanged lesson fails its check: exit 1, what differs, the lesson's and a diff picture", arguments: LessonExercise.all)
    func unchangedLessonFails(_ exercise: LessonExercise) throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try glsandbox("lesson", "check", "\(exercise.lesson)", "--exercise", "\(exercise.number)",
                                   "--expected", Self.expectedFolder, "--out", out.path)
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("lesson \(exercise.lesson), exercise \(exercise.number) (\(exercise.title)): not yet"), "\(result.stdout)")
        #expect(result.stdout.contains("pixels"), "what differs: \(result.stdout)")
        let diff = out.appendingPathComponent("\(exercise.name).diff.png").path
        #expect(result.stdout.contains(diff))
        #expect(result.stdout.contains("yellow: an anti-aliased edge, ignored"), "the diff picture's colours explained: \(result.stdout)")
        let identify = try run("/usr/bin/env", ["identify", "-format", "%m %w %h", diff])
        #expect(identify.stdout == "PNG 600 480", "identify: \(identify.stdout) \(identify.stderr)")
        let actual = out.appendingPathComponent("\(exercise.name).actual.png").path
        #expect(FileManager.default.fileExists(atPath: actual))

        // The change the exercise asks for is plain to see, measured by ImageMagick: some pixel
        // changes by a quarter of the range or more, and at least 1,000 pixels by more than 10 %.
        // (Exercise 11's highlight once changed by 44 of 255 at most: nobody saw it.)
        let expected = Self.expectedFolder + "/\(exercise.name).png"
        let peak = try run("/usr/bin/env", ["compare", "-metric", "PAE", expected, actual, "null:"])
        let peakFraction = peak.stderr.split(separator: "(").last.flatMap { Double($0.prefix { $0 != ")" }) } ?? 0
        #expect(peakFraction >= 0.25, "largest difference \(peak.stderr)")
        let count = try run("/usr/bin/env", ["compare", "-metric", "AE", "-fuzz", "10%", expected, actual, "null:"])
        #expect((Int(count.stderr.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) >= 1000, "pixels differing by over 10 %: \(count.stderr)")
    }

    /// The shader exercises' solutions, laid over a copy of shaders/, pass (exit 0).
    @Test("the shipped shader solutions pass their check", arguments: LessonExercise.all.filter { !$0.editsSwift })
    func shaderSolutionPasses(_ exercise: LessonExercise) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("shaders")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("shaders"), to: copy)
        let name = (exercise.file as NSString).lastPathComponent
        let target = copy.appendingPathComponent(name)
        try FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("docs/solutions/\(exercise.name)/\(name)"), to: target)
        let result = try glsandbox("lesson", "check", "\(exercise.lesson)", "--exercise", "\(exercise.number)",
                                   "--expected", Self.expectedFolder, "--out", folder.appendingPathComponent("out").path,
                                   environment: ["GLSANDBOX_SHADERS": copy.path])
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("matches the expected picture"))
    }

    /// The expected pictures, read by ImageMagick, against what the exercises say in numbers:
    /// glClearColor(0.2, 0.4, 0.6, 1) is (51, 102, 153) in 8 bits; lesson 3's orange is
    /// (1.0, 0.5, 0.0), 127 or 128 in green by the spec's rounding.
    @Test("the expected pictures hold the colours the exercises name (read by ImageMagick)")
    func expectedPicturesByAnOutsideReader() throws {
        let sky = try run("/usr/bin/env", ["convert", Self.expectedFolder + "/lesson1-ex1.png", "-format", "%[pixel:p{300,240}] %k", "info:"])
        #expect(sky.stdout == "srgba(51,102,153,1) 1", "\(sky.stdout) \(sky.stderr)")
        let orange = try run("/usr/bin/env", ["convert", Self.expectedFolder + "/lesson3-ex1.png", "-format", "%[pixel:p{300,240}]", "info:"])
        #expect(["srgba(255,128,0,1)", "srgba(255,127,0,1)"].contains(orange.stdout), "\(orange.stdout) \(orange.stderr)")
    }

    @Test("bad input: a lesson or exercise that does not exist (64), a missing expected picture (66)")
    func badInput() throws {
        let noLesson = try glsandbox("lesson", "check", "99")
        #expect(noLesson.status == 64)
        #expect(noLesson.stderr.contains("lesson 99 has no exercises"), "\(noLesson.stderr)")
        let noExercise = try glsandbox("lesson", "check", "3", "--exercise", "9")
        #expect(noExercise.status == 64)
        #expect(noExercise.stderr.contains("lesson 3 has no exercise 9: it has 1"), "\(noExercise.stderr)")
        let empty = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let missing = try glsandbox("lesson", "check", "1", "--expected", empty.path)
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("lesson1-ex1.png is missing"), "\(missing.stderr)")
    }

    /// Lesson 5's check: half a second of its render thread, so the 240 fps solution turns the
    /// triangle four times as far (240 degrees, not 60) and the pictures differ visibly.
    @Test("lesson 5's check picture is the same on every run (its render thread's frames are counted, not timed)")
    @MainActor
    func lessonFiveIsDeterministic() throws {
        let first = try LessonRenderer.render(lesson: 5, shaders: shaders)
        let second = try LessonRenderer.render(lesson: 5, shaders: shaders)
        #expect(first == second)
    }
}

extension LessonExercise: CustomTestStringConvertible {
    public var testDescription: String { "lesson \(lesson), exercise \(number) (\(title))" }
}
