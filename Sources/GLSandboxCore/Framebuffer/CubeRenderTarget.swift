import COpenGL

/// A cubemap to draw into, one face at a time: a floating-point ``TextureCube`` and six
/// framebuffer objects, face i attached to the i-th (GL's order +X, -X, +Y, -Y, +Z, -Z). What
/// Shadertoy's Cube A pass draws (a `ShaderRenderer` keeps two, ping-pong).
///
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class CubeRenderTarget {
    public let context: GLContext
    /// The six faces, to sample once drawn.
    public let texture: TextureCube
    private var framebuffers: [GLName]

    /// Makes a cubemap of `side` pixels a face in `format` (Shadertoy: RGBA16F, 1024), cleared to zero.
    ///
    /// - Throws: ``FramebufferError/incomplete(_:explanation:)`` when GL refuses to draw into a face,
    ///   or what ``TextureCube/init(_:format:side:levels:)`` throws.
    public init(_ context: GLContext, format: InternalFormat = .rgba16f, side: Int) throws(FramebufferError) {
        let texture = try TextureCube(context, format: format, side: side)
        var names: [GLName] = []
        var previous: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previous)) }
        for face in 0..<6 {
            var name: GLuint = 0
            glGenFramebuffers(1, &name)
            names.append(GLName(name, kind: .framebuffer, in: context))
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
            glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0),
                                   GLenum(GL_TEXTURE_CUBE_MAP_POSITIVE_X + Int32(face)), texture.name, 0)
            let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
            if status != GLenum(GL_FRAMEBUFFER_COMPLETE) {
                names.forEach { $0.delete() }
                texture.destroy()
                let known = FramebufferStatus(glValue: status) ?? .unsupported
                throw .incomplete(known, explanation: "a \(format) cubemap face of \(side)x\(side) cannot be drawn into here (\(known.glName))")
            }
        }
        self.context = context
        self.texture = texture
        self.framebuffers = names
        try clear()
    }

    /// One face's side in pixels.
    public var side: Int { texture.side }

    /// Binds face `face` (0 to 5) for drawing, the viewport over it.
    public func bindForDrawing(face: Int) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffers[face].value)
        glViewport(0, 0, GLsizei(side), GLsizei(side))
    }

    /// Clears all six faces to zero.
    public func clear() throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glClearColor(0, 0, 0, 0)
        for framebuffer in framebuffers {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer.value)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Deletes the framebuffers and the texture. Calling twice does nothing.
    public func destroy() {
        framebuffers.forEach { $0.delete() }
        texture.destroy()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension CubeRenderTarget: Sendable {}
