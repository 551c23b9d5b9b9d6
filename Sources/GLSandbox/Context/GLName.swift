import COpenGL

/// One GL object name and its life: counted as live while it exists, deleted once, on its
/// context's thread, by an explicit ``delete()``; handed back to the context (deleted at its next
/// call, and counted in ``GLContext/undestroyedObjectCount``) when dropped without it, because a
/// `deinit` must not call GL.
///
/// Every GL object type of the library (framebuffers, renderbuffers, textures, programs, buffers,
/// vertex arrays) keeps its names in these.
final class GLName {
    let context: GLContext
    let kind: GLObjectKind
    let value: GLuint
    private(set) var isDeleted = false

    /// Takes ownership of a name just made in `context`.
    init(_ value: GLuint, kind: GLObjectKind, in context: GLContext) {
        self.value = value
        self.kind = kind
        self.context = context
        context.didCreate(kind)
    }

    /// Deletes the GL object. Calling twice does nothing.
    func delete() {
        guard !isDeleted else { return }
        isDeleted = true
        try? context.makeCurrent()
        kind.delete(value)
        context.didDelete(kind)
    }

    deinit {
        if !isDeleted { context.adoptOrphan(kind, name: value) }
    }
}
