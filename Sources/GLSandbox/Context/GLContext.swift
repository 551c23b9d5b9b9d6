import COpenGL
import Foundation

/// A headless OpenGL context: what every GL object of the library is made in.
///
/// ```swift
/// let gl = try GLContext()       // EGL surfaceless on Mesa, or what GLSANDBOX_BACKEND says
/// let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(600, 480), colors: [.renderbuffer(.rgba8)]))
/// fbo.clear(color: RGBA(0, 0, 0, 1))
/// let image = try fbo.readImage()
/// fbo.destroy()
/// ```
///
/// **Thread rule.** A GL context is current on one thread at a time, and every GL object made
/// in it may be touched only while it is current. So a `GLContext` and its objects belong to
/// the thread that created them: they are not `Sendable` (the compiler refuses to move them to
/// another thread or actor), and every call checks, at run time too, that it runs on the
/// owning thread. To render from another thread, create the context on that thread (see the
/// render loop, which owns one for its whole life).
///
/// Several contexts may live on one thread; each call makes its own context current first.
public final class GLContext {
    /// What the driver says about itself: vendor, renderer, version, limits.
    public let info: DriverInfo
    /// The backend that made this context; nil for an adopted one (``init(adoptingCurrentContext:)``).
    public var backend: BackendKind? { platform.kind }

    let platform: any ContextBackend
    private let owner: pthread_t
    private var closed = false
    /// Live GL objects by kind, so tests and benchmarks can assert nothing leaked.
    private var live: [GLObjectKind: Int] = [:]
    /// Objects that were dropped without `destroy()`; deleted at the next call on this thread.
    private var orphans: [(kind: GLObjectKind, name: GLuint)] = []
    /// How many objects were dropped without `destroy()` (a bug in the caller; we clean up).
    public private(set) var undestroyedObjectCount = 0
    /// The driver's capabilities, asked once; see ``capabilities()``.
    var cachedCapabilities: DriverCapabilities?

    /// Makes a context as `request` says, trying backends and versions in order.
    ///
    /// - Throws: ``ContextError/noContext(attempts:)`` listing every attempt and the driver's
    ///   answer when none succeeds.
    public init(_ request: ContextRequest) throws(ContextError) {
        var attempts: [ContextError.Attempt] = []
        let order = request.backend == .auto ? BackendKind.fallbackOrder : [request.backend]
        var made: (any ContextBackend)?
        for kind in order {
            switch kind {
            case .eglSurfaceless, .eglDevice: made = EGLBackend.make(kind: kind, request: request, attempts: &attempts)
            case .osmesa: made = OSMesaBackend.make(request: request, attempts: &attempts)
            case .auto: continue
            }
            if made != nil { break }
        }
        guard let made else { throw .noContext(attempts: attempts) }
        do {
            try made.makeCurrent()
        } catch {
            made.destroy()
            throw error
        }
        platform = made
        owner = pthread_self()
        info = DriverInfo.query(backend: made.name, detail: made.detail)
    }

    /// Wraps the context that is current on this thread right now, made by something else
    /// (a GLUT or GLX window, say), so the library's objects can be used in it. GLSandbox never
    /// makes it current or destroys it; the window's owner does. `detail` says whose it is.
    public init(adoptingCurrentContext detail: String) {
        let adopted = AdoptedBackend(detail: detail)
        platform = adopted
        owner = pthread_self()
        info = DriverInfo.query(backend: adopted.name, detail: detail)
    }

    /// Makes a context with the backend named by `GLSANDBOX_BACKEND` (default `auto`).
    public convenience init() throws(ContextError) {
        try self.init(ContextRequest.fromEnvironment())
    }

    deinit {
        close()
    }

    /// Deletes what is left and destroys the context. Safe to call twice; called by `deinit`.
    public func close() {
        guard !closed else { return }
        checkThread()
        closed = true
        if (try? platform.makeCurrent()) != nil { deleteOrphans() }
        platform.destroy()
    }

    // MARK: Thread and currency

    /// Traps when called off the owning thread: GL calls there would be undefined behaviour.
    @inline(__always)
    func checkThread(function: StaticString = #function) {
        precondition(pthread_equal(owner, pthread_self()) != 0,
                     "GLContext used from a thread that does not own it (\(function)); create the context on the thread that renders")
    }

    /// Makes this context current on the calling (owning) thread and runs pending clean-up.
    /// Every GL-touching call in the library starts here.
    func makeCurrent(function: StaticString = #function) throws(ContextError) {
        checkThread(function: function)
        precondition(!closed, "GLContext used after close()")
        if !platform.isCurrent { try platform.makeCurrent() }
        if !orphans.isEmpty { deleteOrphans() }
    }

    /// Leaves the calling thread with no current context (it stays owned by this thread).
    public func releaseCurrent() {
        checkThread()
        platform.releaseCurrent()
    }

    // MARK: Synchronization

    /// Waits until every command issued so far has finished (`glFinish`): a real sync point,
    /// without which timed "frames" are only queued, not rendered.
    public func finish() throws(ContextError) {
        try makeCurrent()
        glFinish()
    }

    /// Hands queued commands to the driver without waiting (`glFlush`).
    public func flush() throws(ContextError) {
        try makeCurrent()
        glFlush()
    }

    // MARK: Live objects

    /// The number of GL objects made through this context and not yet deleted.
    public var liveObjectCount: Int { live.values.reduce(0, +) }

    /// Live GL objects by kind.
    public var liveObjects: [GLObjectKind: Int] { live.filter { $0.value > 0 } }

    func didCreate(_ kind: GLObjectKind) { live[kind, default: 0] += 1 }

    func didDelete(_ kind: GLObjectKind) { live[kind, default: 0] -= 1 }

    /// Called from an object's `deinit` when it was never destroyed. Does not call GL:
    /// the name is deleted at the next call on this context.
    func adoptOrphan(_ kind: GLObjectKind, name: GLuint) {
        undestroyedObjectCount += 1
        orphans.append((kind, name))
    }

    private func deleteOrphans() {
        let pending = orphans
        orphans.removeAll()
        for (kind, name) in pending {
            kind.delete(name)
            didDelete(kind)
        }
    }

    // MARK: Errors

    /// Reads and clears every pending GL error flag.
    @discardableResult
    func takeErrors() -> [GLErrorCode] {
        var errors: [GLErrorCode] = []
        while true {
            let code = glGetError()
            if code == GL_NO_ERROR || errors.count > 16 { break }
            errors.append(GLErrorCode(rawValue: code))
        }
        return errors
    }
}

@available(*, unavailable, message: "a GLContext belongs to the thread that created it")
extension GLContext: Sendable {}
