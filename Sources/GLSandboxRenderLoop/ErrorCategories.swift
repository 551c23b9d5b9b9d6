// The exit category of every error GLSandboxRenderLoop throws (see ReportableError).
import GLSandbox

extension RenderLoopError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .invalidConfiguration: .usage
        case .notRunning, .alreadyStarted: .software   // a misuse of the loop
        }
    }
}

extension ShardError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension FrameOutputError: ReportableError {
    /// A frame that could not be written out.
    public var category: ExitCategory { .cannotCreate }
}

extension RawRGBAFrameSink.RawStreamError: ReportableError {
    /// The stream's reader went away or the disk behind it is full.
    public var category: ExitCategory { .cannotCreate }
}
