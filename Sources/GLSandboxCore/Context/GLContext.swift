import COpenGL
import Foundation
import Synchronization

/// Counts every time this library makes a context current or releases one, on any thread: a
/// ``GLContext/whileCurrent(_:)`` scope skips asking the platform which context is current
/// only while no switch happened since it last made sure.
private let contextSwitches = Atomic<UInt64>(0)

/// A headless OpenGL context: what every GL object of the library is made in.
///
/// ```swift
/// let gl = try GLContext()       // EGL surfaceless on Mesa, or what GLSANDBOX_BACKEND says
/// let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(600, 480), colors: [.renderbuffer(.rgba8)]))
/// try fbo.clear(color: RGBA(0, 0, 0, 1))
/// let image = try fbo.readImage()
/// fbo.destroy()
/// ```
///
/// **Thread rule.** A GL context is current on one thread at a time, and every GL object made
/// in it may be touched only while it is current. So a `GLContext` and its objects belong to
/// the thread that created them: they are not `Sendable` (the compiler refuses to move them to
/// another thread or actor), and every call checks, at run time too, that it runs on the
/// owning thread: a call from another thread throws ``ContextError/wrongThread(function:)``.
/// To render from another thread, create the context on that thread (see the render loop,
/// which owns one for its whole life).
///
/// **Async code.** A task may resume on another thread after any `await`, so a context must
/// never be held across one: the initializers are `noasync` (the compiler refuses them in an
/// async function). From async code, render through a ``GLWorker``, an actor whose executor is
/// the one thread that owns its context: `let image = try await worker.run { gl in ... }`.
///
/// Several contexts may live on one thread; each call makes its own context current first,
/// and an object's calls run in the context that made it or throw.
public final class GLContext {
    /// What the driver says about itself: vendor, renderer, version, limits.
    public let info: DriverInfo
    /// The backend that made this context; nil for an adopted one (``init(adoptingCurrentContext:)``).
    public var backend: BackendKind? { platform.kind }

    let platform: any ContextBackend
    private let owner: pthread_t
    // Read by every call (`makeCurrent`). Swift's run-time exclusivity check (`swift_beginAccess`,
    // about 75 instructions a call, more than the rest of the check) looks for overlapping
    // accesses on one thread; these properties are never handed out `inout` nor held across a
    // call that could reach them again, so there is none to find, and the check is off for them.
    @exclusivity(unchecked) private var closed = false
    /// Open ``whileCurrent(_:)`` scopes, and the switch count when this context was last made
    /// sure of inside one.
    @exclusivity(unchecked) private var scopes = 0
    @exclusivity(unchecked) private var sureAtSwitch: UInt64 = .max
    /// Live GL objects by kind, so tests and benchmarks can assert nothing leaked.
    private var live: [GLObjectKind: Int] = [:]
    /// Names to delete at the next call that makes this context current: objects dropped without
    /// `destroy()`, and objects destroyed while this context could not be made current (their
    /// names must never be deleted in whichever other context happened to be current).
    @exclusivity(unchecked) private var orphans: [(kind: GLObjectKind, name: GLuint)] = []
    /// How many objects were dropped without `destroy()` (a bug in the caller; we clean up).
    public private(set) var undestroyedObjectCount = 0
    /// The driver's capabilities, asked once; see ``capabilities()``.
    var cachedCapabilities: DriverCapabilities?

    /// Makes a context as `request` says, trying backends and versions in order.
    ///
    /// - Throws: ``ContextError/noContext(attempts:)`` listing every attempt and the driver's
    ///   answer when none succeeds.
    @available(*, noasync, message: "a GLContext must not be held across an await; render through a GLWorker")
    public init(_ request: ContextRequest) throws(ContextError) {
        _ = LocalVariables.startAtZero   // Mesa reads it when the first context is made
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
    @available(*, noasync, message: "a GLContext must not be held across an await; render through a GLWorker")
    public init(adoptingCurrentContext detail: String) {
        let adopted = AdoptedBackend(detail: detail)
        platform = adopted
        owner = pthread_self()
        info = DriverInfo.query(backend: adopted.name, detail: detail)
    }

    /// Makes a context with the backend named by `GLSANDBOX_BACKEND` (default `auto`).
    @available(*, noasync, message: "a GLContext must not be held across an await; render through a GLWorker")
    public convenience init() throws(ContextError) {
        try self.init(ContextRequest.fromEnvironment())
    }

    deinit {
        close()
    }

    /// Deletes what is left and destroys the context. Safe to call twice; called by `deinit`.
    ///
    /// On a thread that does not own the context (a context dropped after an `await` resumed
    /// elsewhere, say) no GL object is deleted, since no GL call may run there; the platform
    /// context is destroyed, which frees its objects with it.
    public func close() {
        guard !closed else { return }
        closed = true
        if isOwningThread, (try? platform.makeCurrent()) != nil { deleteOrphans() }
        platform.destroy()
        contextSwitches.add(1, ordering: .relaxed)
    }

    /// Lets EGL free what it keeps for the calling thread (`eglReleaseThread`): call it on a
    /// thread that is about to end, after its last context is closed (the render loop's thread
    /// does). Left to the process's exit handlers, that state is freed there beside the other
    /// threads' (bgfx and Mesa report crashes at exit from it).
    public static func releaseThreadState() {
        EGLDisplayHandle.releaseThread()
    }

    // MARK: Thread and currency

    /// True on the thread that created the context, the only one where it may be used.
    public var isOwningThread: Bool { pthread_equal(owner, pthread_self()) != 0 }

    /// Throws ``ContextError/wrongThread(function:)`` off the owning thread: GL calls there
    /// would be undefined behaviour.
    @inline(__always)
    func checkThread(function: StaticString = #function) throws(ContextError) {
        guard isOwningThread else { throw .wrongThread(function: "\(function)") }
    }

    /// Makes this context current on the calling (owning) thread and runs pending clean-up.
    /// Every GL-touching call in the library starts here; call it before GL calls of your own
    /// (see `OpenGL.swift`: `import GLSandbox` brings GL's C functions), since with several
    /// contexts on a thread any library call may leave another one current.
    ///
    /// - Throws: ``ContextError/wrongThread(function:)`` off the owning thread,
    ///   ``ContextError/closed`` after ``close()``, ``ContextError/makeCurrentFailed(backend:detail:)``
    ///   when the platform refuses.
    @inline(__always)
    public func makeCurrent(function: StaticString = #function) throws(ContextError) {
        // The fast path, a few instructions: on the owning thread (checked on every call), inside
        // a whileCurrent scope, no context switched or closed by this library since this one was
        // made sure of (one relaxed atomic load), nothing to clean up: it is still current
        // (asking EGL would cost about 180 ns through glvnd).
        if isOwningThread && scopes > 0 && sureAtSwitch == contextSwitches.load(ordering: .relaxed) && orphans.isEmpty {
            return
        }
        try makeSureCurrent(function: function)
    }

    /// ``makeCurrent(function:)`` asking the platform: outside a scope, or after a switch.
    private func makeSureCurrent(function: StaticString) throws(ContextError) {
        try checkThread(function: function)
        guard !closed else { throw .closed }
        if !platform.isCurrent {
            try platform.makeCurrent()
            contextSwitches.add(1, ordering: .relaxed)
        }
        if scopes > 0 { sureAtSwitch = contextSwitches.load(ordering: .relaxed) }
        if !orphans.isEmpty { deleteOrphans() }
    }

    /// Runs `body` with this context current, for hot loops: inside, the library's calls on this
    /// context's objects skip asking the platform which context is current (about 180 ns a call
    /// through glvnd, next to about 2 µs for a small draw on llvmpipe) as long as no library call
    /// has made another context current, or closed one, since. What each call still checks is
    /// cheap: that it runs on the owning thread (a compare of thread identities; another thread
    /// still gets ``ContextError/wrongThread(function:)``, scope or not), and one atomic load.
    /// Outside a scope every call asks, so a context made current behind the library's back is
    /// always noticed; inside one, make no other context current yourself (raw `eglMakeCurrent`,
    /// GLX, another library).
    ///
    /// - Throws: what ``makeCurrent(function:)`` throws, before `body` runs; `body`'s errors.
    public func whileCurrent<T>(_ body: () throws -> T) throws -> T {
        try makeCurrent()
        scopes += 1
        sureAtSwitch = contextSwitches.load(ordering: .relaxed)
        defer { scopes -= 1 }
        return try body()
    }

    /// Leaves the calling thread with no current context (it stays owned by this thread).
    /// Does nothing off the owning thread.
    public func releaseCurrent() {
        guard isOwningThread, !closed else { return }
        platform.releaseCurrent()
        contextSwitches.add(1, ordering: .relaxed)
    }

    // MARK: Synchronization

    /// Waits until every command issued so far has finished (`glFinish`): a real sync point,
    /// without which timed "frames" are only queued, not rendered.
    public func finish() throws(ContextError) {
        try makeCurrent()
        glFinish()
    }

    /// True when the driver granted a debug context (`GL_CONTEXT_FLAG_DEBUG_BIT` in
    /// `GL_CONTEXT_FLAGS`): what a request with `debug: true` gets unless the driver refused it.
    public func isDebugContext() throws(ContextError) -> Bool {
        try makeCurrent()
        var flags: GLint = 0
        glGetIntegerv(GLenum(GL_CONTEXT_FLAGS), &flags)
        return flags & GLint(GL_CONTEXT_FLAG_DEBUG_BIT) != 0
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

    /// Deletes `name` in this context: now when the context can be made current here, else at
    /// the next call that makes it current (or with the context). Never in another context.
    func delete(_ kind: GLObjectKind, name: GLuint) {
        if (try? makeCurrent()) != nil {
            kind.delete(name)
            didDelete(kind)
        } else {
            orphans.append((kind, name))
        }
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
