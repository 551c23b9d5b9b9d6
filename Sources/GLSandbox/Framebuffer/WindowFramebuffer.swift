import COpenGL

/// Framebuffer 0: a window's own (default) framebuffer, which its toolkit (GLUT, GLX) created.
///
/// Headless contexts have none (binding it there gives `GL_FRAMEBUFFER_UNDEFINED`); in a window
/// it is what the user sees after a buffer swap.
public enum WindowFramebuffer {
    /// Binds the window's framebuffer for drawing, with the viewport set to `size`.
    public static func bind(in context: GLContext, size: Size) throws(ContextError) {
        try context.makeCurrent()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
    }

    /// Clears the window's colour (and depth) buffer.
    public static func clear(in context: GLContext, color: RGBA) throws(ContextError) {
        try context.makeCurrent()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glClearColor(color.red, color.green, color.blue, color.alpha)
        glClearDepth(1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
    }

    /// Reads the back buffer (what the next swap will show) into an image, top row first.
    /// Call before swapping: after it, the back buffer's contents are undefined.
    public static func readBackBuffer(in context: GLContext, size: Size) throws(FramebufferError) -> RGBAImage {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        glReadBuffer(GLenum(GL_BACK))
        let image = try Readback.read(size: size, method: .direct, context: context)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        return image
    }
}
