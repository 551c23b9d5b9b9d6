import COpenGL

/// A GL sampler object: how a texture unit filters and wraps, whatever the texture's own
/// settings. One texture (a multipass buffer, say) can then be read with linear filtering by one
/// pass and nearest by another.
///
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class Sampler {
    public let context: GLContext
    public let sampling: Texture2D.TextureSampling
    private let handle: GLName

    public init(_ context: GLContext, sampling: Texture2D.TextureSampling) throws(ContextError) {
        try context.makeCurrent()
        var name: GLuint = 0
        glGenSamplers(1, &name)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MIN_FILTER), sampling.glMinFilter)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_MAG_FILTER), sampling.glMagFilter)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_S), sampling.glWrap)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_T), sampling.glWrap)
        glSamplerParameteri(name, GLenum(GL_TEXTURE_WRAP_R), sampling.glWrap)   // a volume's z
        self.context = context
        self.sampling = sampling
        self.handle = GLName(name, kind: .sampler, in: context)
    }

    /// Uses this sampler on texture unit `unit` (nil: the unit goes back to the texture's own settings).
    package static func bind(_ sampler: Sampler?, unit: Int) {
        glBindSampler(GLuint(unit), sampler?.handle.value ?? 0)
    }

    public func destroy() {
        handle.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension Sampler: Sendable {}
