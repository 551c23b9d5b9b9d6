// The exit category of every error GLSandboxReviewServer throws (see ReportableError).
import GLSandboxImage

extension ReviewServerError: ReportableError {
    /// The page cannot be served: the port is taken, or the system refused a socket.
    public var category: ExitCategory { .unavailable }
}
