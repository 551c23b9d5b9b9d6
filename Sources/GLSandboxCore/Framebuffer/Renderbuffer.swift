import COpenGL

/// A renderbuffer: an image to render into and read back (not to sample).
///
/// Belongs to the thread of its ``GLContext``. Delete it with ``GLImage/destroy()`` on that
/// thread; one dropped without it is deleted at the context's next call and counted in
/// ``GLContext/undestroyedObjectCount``.
public final class Renderbuffer: GLImage {

    /// Allocates a renderbuffer.
    ///
    /// With `validation: .beforeGL` (the default) limits are checked first and a typed error
    /// says which; with `.driverOnly` GL is asked anyway and its error flag is mapped to the
    /// same typed errors (the `fbo` command uses this to show the driver's own verdict).
    public init(_ context: GLContext, format: InternalFormat, size: Size, samples: Int = 0,
                validation: Validation = .beforeGL) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        try ImageRules.checkRange(size: size, samples: samples)
        if validation == .beforeGL {
            try ImageRules.check(.renderbuffer, format: format, size: size, samples: samples, in: context)
        }
        context.takeErrors()
        var name: GLuint = 0
        glGenRenderbuffers(1, &name)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), name)
        glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), format.glValue,
                                         GLsizei(size.width), GLsizei(size.height))
        let errors = context.takeErrors()
        var allocated: GLint = 0, width: GLint = 0
        if errors.isEmpty {
            glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_SAMPLES), &allocated)
            glGetRenderbufferParameteriv(GLenum(GL_RENDERBUFFER), GLenum(GL_RENDERBUFFER_WIDTH), &width)
        }
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), 0)
        if errors.isEmpty && width == 0 && size.width > 0 {
            // Mesa raises no error when the memory runs out: it leaves the renderbuffer 0x0.
            glDeleteRenderbuffers(1, &name)
            throw .outOfMemory(call: "glRenderbufferStorageMultisample", format: format, kind: .renderbuffer,
                               size: size, samples: samples, flagged: false)
        }
        if let error = errors.first {
            glDeleteRenderbuffers(1, &name)
            throw ImageRules.explain(error, call: "glRenderbufferStorageMultisample", format: format,
                                     kind: .renderbuffer, size: size, samples: samples, in: context)
        }
        super.init(context, handle: GLName(name, kind: .renderbuffer, in: context), format: format, size: size,
                   requestedSamples: samples, samples: Int(allocated))
    }

    /// Describes a renderbuffer the caller made (format, size and samples asked from GL); the
    /// library never deletes it. The context must be current.
    init(adopting name: GLuint, in context: GLContext) throws(FramebufferError) {
        let adopted = try AdoptedImage(format: GL_RENDERBUFFER_INTERNAL_FORMAT, width: GL_RENDERBUFFER_WIDTH,
                                       height: GL_RENDERBUFFER_HEIGHT, samples: GL_RENDERBUFFER_SAMPLES) { parameter in
            var value: GLint = 0
            glGetNamedRenderbufferParameteriv(name, GLenum(parameter), &value)
            return value
        }
        super.init(context, handle: GLName(adopting: name, kind: .renderbuffer, in: context), format: adopted.format,
                   size: adopted.size, requestedSamples: adopted.samples, samples: adopted.samples)
    }
}

/// Whether the library checks an allocation against its rules before calling GL.
public enum Validation: Sendable {
    /// Check first and throw a typed error naming the rule; GL is not called for bad input.
    case beforeGL
    /// Call GL anyway and map its error flag to a typed error: shows what the driver does.
    case driverOnly
}
