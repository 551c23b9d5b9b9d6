import COpenGL

/// One GL object name and its life: counted as live while it exists, deleted once, on its
/// context's thread, by an explicit ``delete()``; handed back to the context (deleted at its next
/// call, and counted in ``GLContext/undestroyedObjectCount``) when dropped without it, because a
/// `deinit` must not call GL.
///
/// Every GL object type of the library (framebuffers, renderbuffers, textures, programs, buffers,
/// vertex arrays) keeps its names in these.
package final class GLName {
    package let context: GLContext
    package let kind: GLObjectKind
    package let value: GLuint
    /// False for a name someone else made and deletes (``init(adopting:kind:in:)``).
    package let isOwned: Bool
    package private(set) var isDeleted = false

    /// Takes ownership of a name just made in `context`.
    package init(_ value: GLuint, kind: GLObjectKind, in context: GLContext) {
        self.value = value
        self.kind = kind
        self.context = context
        self.isOwned = true
        context.didCreate(kind)
    }

    /// Uses a name made by the caller, not by the library: it is not counted as live and is
    /// never deleted here (``delete()`` only forgets it); its maker deletes it.
    package init(adopting value: GLuint, kind: GLObjectKind, in context: GLContext) {
        self.value = value
        self.kind = kind
        self.context = context
        self.isOwned = false
    }

    /// Deletes the GL object, in its own context: at once when that context can be made
    /// current, else as soon as it can (see ``GLContext/delete(_:name:)``). Calling twice does
    /// nothing; an adopted name is only forgotten.
    package func delete() {
        guard !isDeleted else { return }
        isDeleted = true
        if isOwned { context.delete(kind, name: value) }
    }

    deinit {
        if isOwned && !isDeleted { context.adoptOrphan(kind, name: value) }
    }
}
