import Foundation
import GLSandbox
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// The exercises' checks reject wrong answers: each exercise's near misses (the answers a
/// learner gives that are close but wrong, in `docs/solutions/lessonN-exK/near-misses.txt`)
/// fail its check, beside the shipped solution that passes. The shader exercises are tried
/// here, in this process; the Swift ones need a rebuild and are tried by docs/solutions/check.sh
/// (`make test-solutions`), which reads the same files.
@Suite("Lesson exercises: near misses fail")
struct LessonNearMissTests {
    private static let expectedFolder = packageRoot.appendingPathComponent("docs/images/exercises")

    /// One near miss: the line a learner wrote where the solution changes one, and why it is wrong.
    struct NearMiss {
        let line: String
        let why: String
    }

    /// A solution that is not its lesson with one line changed (LessonCheckTests says more).
    struct SolutionDrift: Error, CustomStringConvertible {
        let name: String, lines: Int
        var description: String { "\(name): the solution differs from the lesson in \(lines) lines, not one" }
    }

    /// The near misses of `exercise`: lines of the file not starting with `#`; the comment
    /// line above each says why it is wrong.
    static func nearMisses(of exercise: LessonExercise) throws -> [NearMiss] {
        let path = packageRoot.appendingPathComponent("docs/solutions/\(exercise.name)/near-misses.txt")
        var result: [NearMiss] = []
        var why = ""
        for line in try String(contentsOf: path, encoding: .utf8).components(separatedBy: "\n") {
            if line.hasPrefix("#") { why = String(line.dropFirst()).trimmingCharacters(in: .whitespaces); continue }
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            result.append(NearMiss(line: line, why: why))
        }
        return result
    }

    /// The lesson's file, its solution, and the number (from 0) of the one line they differ in.
    static func lessonAndSolution(_ exercise: LessonExercise) throws -> (lesson: [String], solution: [String], line: Int) {
        let name = (exercise.file as NSString).lastPathComponent
        let lesson = try String(contentsOf: packageRoot.appendingPathComponent(exercise.file), encoding: .utf8)
            .components(separatedBy: "\n")
        let solution = try String(contentsOf: packageRoot.appendingPathComponent("docs/solutions/\(exercise.name)/\(name)"),
                                  encoding: .utf8).components(separatedBy: "\n")
        let differing = zip(lesson, solution).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        guard lesson.count == solution.count, differing.count == 1 else {
            throw SolutionDrift(name: exercise.name, lines: differing.count)
        }
        return (lesson, solution, differing[0])
    }

    private static let shaderExercises = LessonExercise.all.filter { !$0.editsSwift }

    @Test("every exercise has at least two near misses, each one line unlike the lesson's and the solution's", arguments: LessonExercise.all)
    func everyExerciseHasNearMisses(_ exercise: LessonExercise) throws {
        let misses = try Self.nearMisses(of: exercise)
        #expect(misses.count >= 2, "\(exercise.name): \(misses.count) near misses")
        let (lesson, solution, line) = try Self.lessonAndSolution(exercise)
        for miss in misses {
            #expect(!miss.why.isEmpty, "\(exercise.name): '\(miss.line)' says why it is wrong in a # line above it")
            #expect(miss.line != lesson[line] && miss.line != solution[line], "\(exercise.name): '\(miss.line)'")
            #expect(!miss.line.contains("\n"))
        }
        #expect(Set(misses.map(\.line)).count == misses.count, "\(exercise.name): a near miss twice")
    }

    /// Each shader near miss laid over a copy of shaders/ (in place of the line the solution
    /// changes) is rendered as `lesson check` renders it and compared with the exercise's
    /// picture and tolerance: it must not match; the solution laid the same way must. One GL
    /// context for all of an exercise's renders.
    @Test("the shader exercises' near misses fail their check, the solution passes", arguments: shaderExercises)
    @MainActor
    func shaderNearMissesFail(_ exercise: LessonExercise) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("shaders")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("shaders"), to: copy)
        let file = copy.appendingPathComponent((exercise.file as NSString).lastPathComponent)
        let (lesson, solution, line) = try Self.lessonAndSolution(exercise)
        let context = try GLContext()
        defer { context.close() }
        func check(_ text: String) throws -> LessonCheck.Outcome {
            var changed = lesson
            changed[line] = text
            try changed.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
            return try LessonCheck.run(exercise, shaders: ShaderLibrary(folder: copy), expected: Self.expectedFolder, in: context)
        }
        let right = try check(solution[line])
        #expect(right.matches, "the solution: \(right.difference)")
        for miss in try Self.nearMisses(of: exercise) {
            let outcome = try check(miss.line)
            #expect(!outcome.matches, "\(miss.why): '\(miss.line)' passed: \(outcome.difference)")
        }
    }
}

/// What a check prints and leaves behind, and what each lesson reads.
@Suite("Lesson checks: output, leftovers and shared files")
struct LessonCheckHygieneTests {
    private static let expectedFolder = packageRoot.appendingPathComponent("docs/images/exercises").path

    /// A headless check has no window: the window's key help ("space pauses ...") and the
    /// hot-reload watcher's lines are for the window only.
    @Test("lesson check 3 and 6 print no window help", arguments: [3, 6])
    func checkPrintsNoWindowHelp(_ lesson: Int) throws {
        let out = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try glsandbox("lesson", "check", "\(lesson)", "--expected", Self.expectedFolder, "--out", out.path)
        #expect(result.status == 1, "the unchanged lesson: \(result.stdout) \(result.stderr)")
        for text in ["space pauses", "watching"] {
            #expect(!result.stdout.contains(text) && !result.stderr.contains(text), "\(text): \(result.stdout) \(result.stderr)")
        }
    }

    /// A failed check leaves the lesson's picture and a diff picture; the pass that follows
    /// removes those two (they would show an old mistake) and nothing else in the folder.
    @Test("a pass removes the check's own old failure pictures, and only those")
    func passRemovesOldFailurePictures() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let failed = try glsandbox("lesson", "check", "3", "--expected", Self.expectedFolder, "--out", out.path)
        #expect(failed.status == 1)
        let own = ["lesson3-ex1.actual.png", "lesson3-ex1.diff.png"]
        let others = ["lesson6-ex1.diff.png", "mine.png"]
        for name in own { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)") }
        for name in others { try Data("keep".utf8).write(to: out.appendingPathComponent(name)) }

        let copy = folder.appendingPathComponent("shaders")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("shaders"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("lesson3.frag"))
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("docs/solutions/lesson3-ex1/lesson3.frag"),
                                         to: copy.appendingPathComponent("lesson3.frag"))
        let passed = try glsandbox("lesson", "check", "3", "--expected", Self.expectedFolder, "--out", out.path,
                                   environment: ["GLSANDBOX_SHADERS": copy.path])
        #expect(passed.status == 0, "\(passed.stdout) \(passed.stderr)")
        for name in own { #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name) stayed") }
        for name in others {
            #expect((try? Data(contentsOf: out.appendingPathComponent(name))) == Data("keep".utf8), "\(name) was touched")
        }
    }

    /// Lessons 8 and 9 shared `lesson8.frag`: after exercise 8, lesson 9 drew depth too, and a
    /// right answer to exercise 9 failed. Exercise 8's solution must leave lesson 9's picture alone.
    @Test("exercise 8's solution leaves lesson 9's picture as it was")
    @MainActor
    func lessonNineKeepsItsPictureAfterExerciseEight() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("shaders")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("shaders"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("lesson8.frag"))
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("docs/solutions/lesson8-ex1/lesson8.frag"),
                                         to: copy.appendingPathComponent("lesson8.frag"))
        let before = try LessonRenderer.render(lesson: 9, size: Size(120, 96), shaders: shaders)
        let after = try LessonRenderer.render(lesson: 9, size: Size(120, 96), shaders: ShaderLibrary(folder: copy))
        #expect(before == after)
    }

    /// The same, for every shader an exercise edits: only its own lesson's source names it.
    @Test("each exercise's shader file is named by one lesson's source only")
    func exerciseShadersBelongToOneLesson() throws {
        let folder = packageRoot.appendingPathComponent("Sources/GLSandboxLessons")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "LessonExercise.swift" }
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        for exercise in LessonExercise.all where !exercise.editsSwift {
            let name = (exercise.file as NSString).lastPathComponent
            let readers = sources.filter { $0.1.contains("\"\(name)\"") }.map(\.0)
            #expect(readers.count == 1, "\(name) is named by \(readers)")
        }
    }
}
