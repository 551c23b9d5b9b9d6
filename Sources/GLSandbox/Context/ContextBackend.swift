/// One platform's handle on a live GL context (EGL or OSMesa).
///
/// Owned by ``GLContext``; used only on the context's thread.
protocol ContextBackend: AnyObject {
    var kind: BackendKind { get }
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
