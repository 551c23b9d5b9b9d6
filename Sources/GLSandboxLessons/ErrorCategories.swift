// The exit category of every error GLSandboxLessons throws (see ReportableError).
import GLSandbox

extension LessonError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .emptySize, .samples, .noSuchLesson: .usage
        case .file: .noInput
        case .incompleteFramebuffer: .software
        case .unsupported: .unavailable
        }
    }

    public var remedy: Remedy? {
        if case .samples(let count, let maximum) = self { return .samplesWithinLimit(requested: count, maximum: maximum) }
        return nil
    }

    public var cause: String {
        if case .samples = self { return "" }   // the remedy says it all
        return description
    }
}

extension LessonCheck.Failure: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noSuchExercise: .usage
        case .expectedPictureMissing: .noInput
        case .expectedPictureUnreadable: .dataError
        }
    }
}

extension DemoError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noDisplay: .unavailable
        case .lessonOutOfRange, .invalidFrames: .usage
        case .screenshot: .cannotCreate
        case .setUp, .runFailed: .software
        case .shader(let inner): inner.category
        case .lesson(let inner): inner.category
        }
    }
}
