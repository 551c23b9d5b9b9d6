import Foundation
import GLSandbox

/// A tiny renderer: a flag of three horizontal stripes, drawn with scissored clears into an
/// offscreen framebuffer, the bottom one with GL's own calls (`import GLSandbox` brings them). Its middle stripe is white, or blue when `MY_RENDERER_COLOR=blue`, so
/// the story can change a colour without editing code.
public enum FlagRenderer {
    public static func render(size: Size = Size(120, 80)) throws -> RGBAImage {
        let gl = try GLContext()
        defer { gl.close() }
        let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: size, colors: [.renderbuffer(.rgba8)]))
        defer { fbo.destroy() }
        let middle = ProcessInfo.processInfo.environment["MY_RENDERER_COLOR"] == "blue" ? RGBA(0, 0, 1) : RGBA(1, 1, 1)
        let third = size.height / 3
        try fbo.clear(color: RGBA(1, 0, 0))
        try fbo.clear(color: middle, region: PixelRect(x: 0, y: third, width: size.width, height: third))
        // The bottom stripe with raw GL, in our context and our framebuffer.
        try gl.makeCurrent()
        try fbo.bindForDrawing()
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(0, 0, GLsizei(size.width), GLsizei(third))
        glClearColor(0, 0.5, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
        return try fbo.readImage()
    }
}
