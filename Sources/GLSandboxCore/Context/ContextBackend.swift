/// One platform's handle on a live GL context (EGL or OSMesa).
///
/// Owned by ``GLContext``; used only on the context's thread.
protocol ContextBackend: AnyObject {
    /// The headless backend, or nil for a context someone else made (see ``AdoptedBackend``).
    var kind: BackendKind? { get }
    /// The name `info` reports: a backend's raw value, or "adopted".
    var name: String { get }
    /// A human detail: the EGL device used, or the OSMesa library path.
    var detail: String { get }
    /// The version that was granted by the create call.
    var requestedVersion: ContextRequest.Version { get }
    /// True when this context is current on the calling thread.
    var isCurrent: Bool { get }
    func makeCurrent() throws(ContextError)
    /// Leaves the calling thread with no current context.
    func releaseCurrent()
    /// Destroys the platform context. Call once, on the owning thread.
    func destroy()
}

/// A context that something else created and made current on this thread, e.g. a GLUT window's.
/// GLSandbox uses it (framebuffers, shaders, meshes) but never makes it current, releases or
/// destroys it: its owner does.
final class AdoptedBackend: ContextBackend {
    let kind: BackendKind? = nil
    let name = "adopted"
    let detail: String
    let requestedVersion = ContextRequest.Version(0, 0)
    init(detail: String) { self.detail = detail }
    var isCurrent: Bool { true }
    func makeCurrent() throws(ContextError) {}
    func releaseCurrent() {}
    func destroy() {}
}
