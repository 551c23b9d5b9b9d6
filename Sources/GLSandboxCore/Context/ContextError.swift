/// Why a headless OpenGL context could not be made.
public enum ContextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `GLSANDBOX_BACKEND` (or a `--backend` value) names no backend.
    case unknownBackend(String)
    /// Every attempt failed; each attempt says which backend, which version and what the driver said.
    case noContext(attempts: [Attempt])
    /// A context exists but could not be made current on this thread.
    case makeCurrentFailed(backend: BackendKind, detail: String)
    /// The context, or one of its objects, was used on a thread that does not own it: after an
    /// `await` resumed on another thread, for example. `function` names the call.
    case wrongThread(function: String)
    /// The context was used after ``GLContext/close()``.
    case closed

    /// One try at making a context.
    public struct Attempt: Error, Hashable, Sendable, CustomStringConvertible {
        public var backend: BackendKind
        /// What was asked for, e.g. "4.5 core debug", or the step that failed, e.g. "eglInitialize".
        public var request: String
        /// What the library answered, e.g. "EGL_BAD_MATCH (0x3009)".
        public var error: String

        public init(backend: BackendKind, request: String, error: String) {
            self.backend = backend
            self.request = request
            self.error = error
        }

        public var description: String { "\(backend) \(request): \(error)" }
    }

    public var description: String {
        switch self {
        case .unknownBackend(let value):
            let valid = BackendKind.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown backend '\(value)' in \(BackendKind.environmentVariable); valid values: \(valid)"
        case .noContext(let attempts):
            let tried = attempts.map(\.description).joined(separator: "; ")
            let backends = Set(attempts.map(\.backend))
            let advice = backends == [.osmesa]
                ? "OSMesa is not available here (Mesa 25.1 removed it): use \(BackendKind.environmentVariable)=egl or auto"
                : backends.contains(.osmesa)
                    ? "install Mesa's EGL driver (apt-get install libegl-mesa0 libgl1-mesa-dri)"
                    : "install Mesa's EGL driver (apt-get install libegl-mesa0 libgl1-mesa-dri), or try \(BackendKind.environmentVariable)=auto"
            return "no OpenGL context could be created (tried: \(tried)); \(advice)"
        case .makeCurrentFailed(let backend, let detail):
            return "could not make the \(backend) context current on this thread: \(detail)"
        case .wrongThread(let function):
            return "a GLContext was used on a thread that does not own it (\(function)): GL objects belong to the thread that created their context, and an async function may resume on another thread after an await; render through a GLWorker (try await worker.run { gl in ... }) or create the context on the thread that renders"
        case .closed:
            return "the GLContext was used after close(); make a new context"
        }
    }
}
