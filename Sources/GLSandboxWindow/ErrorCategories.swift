// The exit category of every error GLSandboxWindow throws (see ReportableError).
import GLSandbox

extension WindowError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noDisplay: .unavailable
        case .invalidFrames: .usage
        case .screenshot: .cannotCreate
        case .setUp, .runFailed: .software
        case .shader(let inner): inner.category
        }
    }
}
