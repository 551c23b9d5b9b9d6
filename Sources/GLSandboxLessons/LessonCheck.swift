import Foundation
import GLSandbox

/// `glsandbox lesson check`: renders a lesson headless, as it is now, and compares it with the
/// picture its exercise expects.
///
/// Main thread (lessons are `@MainActor`); the GL context lives and dies inside ``run(_:shaders:expected:samples:in:)`` unless the caller hands one in.
public enum LessonCheck {
    /// What a check found.
    public struct Outcome: Sendable {
        public let exercise: LessonExercise
        /// The lesson's picture now, top row first.
        public let actual: RGBAImage
        /// The picture the exercise expects.
        public let expected: RGBAImage
        /// How they differ, within the exercise's ``LessonExercise/tolerance``.
        public let difference: ImageDifference
        public var matches: Bool { difference.matches }
        /// Changed pixels in red over a faded copy of the expected picture; pixels that differ
        /// but sit on an anti-aliased edge (ignored by the comparison) in yellow.
        public var diffImage: RGBAImage { DiffImages.diff(expected: expected, actual: actual, difference: difference) }
    }

    /// Why a check could not compare.
    public enum Failure: Error, Sendable, CustomStringConvertible {
        /// No lesson with that number, or no exercise with that number in it.
        case noSuchExercise(lesson: Int, exercise: Int, known: [Int])
        /// The expected picture is not where it should be.
        case expectedPictureMissing(String)
        /// The expected picture is there but cannot be read.
        case expectedPictureUnreadable(String, reason: String)

        public var description: String {
            switch self {
            case .noSuchExercise(let lesson, let exercise, let known) where known.isEmpty:
                "lesson \(lesson) has no exercises (exercise \(exercise) asked): lessons \(LessonExercise.lessons.lowerBound) to \(LessonExercise.lessons.upperBound) have them"
            case .noSuchExercise(let lesson, let exercise, let known):
                "lesson \(lesson) has no exercise \(exercise): it has \(known.map(String.init).joined(separator: ", "))"
            case .expectedPictureMissing(let path):
                "the expected picture \(path) is missing: run the check from the GLSandbox checkout (or name the folder of the pictures)"
            case .expectedPictureUnreadable(let path, let reason):
                "the expected picture \(path) cannot be read: \(reason)"
            }
        }
    }

    /// The exercise `exercise` of lesson `lesson`, or a ``Failure/noSuchExercise(lesson:exercise:known:)``.
    public static func exercise(lesson: Int, number exercise: Int) throws(Failure) -> LessonExercise {
        let exercises = LessonExercise.of(lesson: lesson)
        guard let found = exercises.first(where: { $0.number == exercise }) else {
            throw .noSuchExercise(lesson: lesson, exercise: exercise, known: exercises.map(\.number))
        }
        return found
    }

    /// Renders the exercise's lesson headless (frame ``LessonExercise/frame``, shaders from
    /// `shaders`, `samples` as `demo --samples` gives them, nil for the lesson's own; in
    /// `context`, or a context of its own when nil) and compares it with `expected/<name>.png`
    /// within the exercise's ``LessonExercise/tolerance``.
    /// - Throws: ``Failure`` for a missing or unreadable picture (before any GL call); the
    ///   lesson's own errors (a shader that does not compile, no GL context).
    @MainActor
    public static func run(_ exercise: LessonExercise, shaders: ShaderLibrary, expected folder: URL,
                           samples: Int? = nil, in context: GLContext? = nil) throws -> Outcome {
        let path = folder.appendingPathComponent(exercise.name + ".png").path
        guard FileManager.default.fileExists(atPath: path) else { throw Failure.expectedPictureMissing(path) }
        let expected: RGBAImage
        do { expected = try RGBAImage(pngFile: path) } catch {
            throw Failure.expectedPictureUnreadable(path, reason: "\(error)")
        }
        let actual = try LessonRenderer.render(lesson: exercise.lesson, frames: exercise.frame, samples: samples,
                                               shaders: shaders, mode: .check, in: context)
        let difference = ImageComparison.compare(expected: expected, actual: actual, tolerance: exercise.tolerance)
        return Outcome(exercise: exercise, actual: actual, expected: expected, difference: difference)
    }
}
