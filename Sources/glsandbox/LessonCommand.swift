import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxLessons

/// `glsandbox lesson`: the lessons' exercises, and a check of your solution.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "The lessons' exercises: list them, and check your solution against the expected picture.",
        discussion: """
            Each lesson has an exercise (docs/lessons.md shows it with its picture). Edit the lesson's file as it asks, then `swift run glsandbox lesson check N`: the lesson is rendered without a window, as it is now, and compared with the picture the exercise expects. Solutions are in docs/solutions/.
            """,
        subcommands: [ExercisesCommand.self, CheckCommand.self]
    )
}

extension LessonCommand {
    /// `glsandbox lesson exercises [N]`
    struct ExercisesCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "exercises",
            abstract: "List the exercises (of one lesson, or of all): what to change, and in which file."
        )

        @Argument(help: "A lesson, 1 to \(LessonExercise.lessons.upperBound) (all when left out).")
        var lesson: Int?

        func validate() throws {
            if let lesson, LessonExercise.of(lesson: lesson).isEmpty {
                throw ValidationError("lesson \(lesson) has no exercises: lessons 1 to \(LessonExercise.lessons.upperBound) have them")
            }
        }

        func run() throws {
            let exercises = lesson.map(LessonExercise.of(lesson:)) ?? LessonExercise.all
            for exercise in exercises {
                print("lesson \(exercise.lesson), exercise \(exercise.number): \(exercise.title)")
                print("    \(exercise.task)")
                print("    edit \(exercise.file); check with `glsandbox lesson check \(exercise.lesson) --exercise \(exercise.number)`")
            }
        }
    }

    /// `glsandbox lesson check N [--exercise K]`
    struct CheckCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Render a lesson without a window and compare it with its exercise's expected picture.",
            discussion: """
                Exit 0 when the picture matches (colours compared as people see them; a few anti-aliased edge pixels may differ), and the pictures an earlier failed check of it left in --out are removed; 1 when it does not: then it prints what differs and writes the lesson's picture and a diff picture (changed pixels in red, anti-aliased ones in yellow) into --out.

                A Swift file you changed is rebuilt by `swift run`; shaders are read from shaders/ (or GLSANDBOX_SHADERS) when the lesson starts.

                Exit 64 for a lesson or exercise that does not exist, 65 for a shader that does not compile, 66 when the expected picture is missing, 69 without a GL context.
                """
        )

        @Argument(help: "The lesson, 1 to \(LessonExercise.lessons.upperBound).")
        var lesson: Int

        @Option(parsing: .unconditional, help: "The exercise of that lesson.")
        var exercise = 1

        @Option(parsing: .unconditional, help: "Samples per pixel for lesson 4, as `demo --samples` (0: the lesson's own choice).",
                transform: SampleCount.checked)
        var samples = 0

        @Option(help: ArgumentHelp("The folder of the expected pictures (lessonN-exK.png).", valueName: "DIR"))
        var expected: String?

        @Option(help: ArgumentHelp("Where the lesson's picture and the diff picture go when they differ.", valueName: "DIR"))
        var out = "out/lesson-check"

        func run() throws {
            try MainActor.assumeIsolated { try check() }
        }

        func validate() throws {
            do { _ = try LessonCheck.exercise(lesson: lesson, number: exercise) } catch { throw ValidationError(error.description) }
        }

        @MainActor
        private func check() throws {
            let exercise = try reportingErrors { try LessonCheck.exercise(lesson: lesson, number: self.exercise) }   // checked in validate()
            let shaders = try reportingErrors { try ShaderLibrary.locate() }
            let folder = try expectedFolder(beside: shaders)
            let outcome: LessonCheck.Outcome
            do {
                outcome = try LessonCheck.run(exercise, shaders: shaders, expected: folder, samples: samples == 0 ? nil : samples)
            } catch {
                throw CLIError(error)
            }

            let heading = "lesson \(exercise.lesson), exercise \(exercise.number) (\(exercise.title))"
            let outFolder = URL(fileURLWithPath: out)
            let actualPath = outFolder.appendingPathComponent(exercise.name + ".actual.png").path
            let diffPath = outFolder.appendingPathComponent(exercise.name + ".diff.png").path
            if outcome.matches {
                print("\(heading): matches the expected picture")
                // The pictures of an earlier failed check of this exercise would show an old
                // mistake: remove those two (regular files only), and nothing else in --out.
                for path in [actualPath, diffPath] {
                    var info = stat()
                    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
                }
                return
            }
            try CLIError.makeFolder(out, purpose: "for the lesson's pictures")
            try reportingErrors {
                try outcome.actual.writePNG(to: actualPath)
                try outcome.diffImage.writePNG(to: diffPath)
            }
            print("""
                \(heading): not yet: \(outcome.difference)
                    the task: \(exercise.task)
                    edit:     \(exercise.file)
                    expected: \(folder.appendingPathComponent(exercise.name + ".png").path)
                    yours:    \(actualPath)
                    diff:     \(diffPath) (red: differs; yellow: an anti-aliased edge, ignored)
                """)
            throw CLIError.exit(CLIError.negative)
        }

        /// `--expected`, else `docs/images/exercises` in the checkout the shaders come from, else
        /// in the current directory.
        private func expectedFolder(beside shaders: ShaderLibrary) throws(CLIError) -> URL {
            if let expected { return URL(fileURLWithPath: expected) }
            let relative = "docs/images/exercises"
            let candidates = [shaders.folder.deletingLastPathComponent().appendingPathComponent(relative),
                              URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(relative)]
            return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[1]
        }
    }
}
