/// An actor that owns a ``GLContext`` on a thread of its own: the way to render from async code.
///
/// ```swift
/// let worker = GLWorker()
/// let image = try await worker.run { gl in
///     try SceneCatalogue.triangle.renderImage(in: gl, size: Size(64, 48), shaders: shaders)
/// }
/// await Task.yield()        // suspend as often as you like: the context never moves
/// ```
///
/// **Thread rule.** The worker's executor is one dedicated thread, and the context is made on
/// it at the first ``run(_:)`` and used only there: every `run` body runs on that thread, one at
/// a time, in the order the calls arrive, whichever thread the awaiting task is on. The body is
/// synchronous, so it cannot suspend while it holds the context. GL objects are not `Sendable`:
/// make, use and destroy them inside one body (objects left undestroyed are deleted with the
/// context and counted in ``GLContext/undestroyedObjectCount``), and return `Sendable` values
/// (an `RGBAImage`, numbers).
///
/// ``close()`` destroys the context (later calls throw ``GLWorkerError/closed``); a worker that
/// is simply dropped closes its context on its thread and ends the thread.
public actor GLWorker {
    private let executor: GLThreadExecutor
    private let request: ContextRequest?
    private var context: GLContext?
    private var closed = false

    /// The actor's executor: its own thread.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// A worker whose context is made as `request` says (default: as `GLSANDBOX_BACKEND` says),
    /// on the worker's thread, at the first ``run(_:)``. Starts the thread; cheap otherwise.
    public init(_ request: ContextRequest? = nil) {
        self.request = request
        self.executor = GLThreadExecutor()
    }

    /// Runs `body` on the worker's thread with its context current, and returns its result.
    ///
    /// - Throws: ``GLWorkerError/context(_:)`` when the context cannot be made (the same error
    ///   again on every later call), ``GLWorkerError/closed`` after ``close()``, and whatever
    ///   `body` throws.
    public func run<T: Sendable>(_ body: sending (GLContext) throws -> T) throws -> T {
        let gl = try currentContext()
        return try body(gl)
    }

    /// True when called from a task running on the worker's thread (inside ``run(_:)``).
    public nonisolated var isOnWorkerThread: Bool { executor.isCurrent }

    /// Destroys the context and every object left in it. Later calls throw ``GLWorkerError/closed``.
    public func close() {
        closed = true
        context?.close()
        context = nil
    }

    isolated deinit {
        context?.close()
        executor.shutDown()
    }

    private var startError: ContextError?

    private func currentContext() throws(GLWorkerError) -> GLContext {
        guard !closed else { throw .closed }
        if let context { return context }
        if let startError { throw .context(startError) }
        do {
            let made = try Self.makeContext(request)
            context = made
            return made
        } catch {
            startError = error
            throw .context(error)
        }
    }

    /// Made in a synchronous function: `GLContext`'s initializers are `noasync`.
    private static func makeContext(_ request: ContextRequest?) throws(ContextError) -> GLContext {
        if let request { return try GLContext(request) }
        return try GLContext()
    }
}

/// Why a ``GLWorker`` could not run a body.
public enum GLWorkerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The worker's context could not be made.
    case context(ContextError)
    /// The worker was closed.
    case closed

    public var description: String {
        switch self {
        case .context(let error): error.description
        case .closed: "the GLWorker was closed; make a new one"
        }
    }
}
