import Foundation
import GLSandbox

/// A tiny renderer: a flag of three horizontal stripes, drawn with scissored clears into an
/// offscreen framebuffer. Its middle stripe is white, or blue when `MY_RENDERER_COLOR=blue`, so
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
        try fbo.clear(color: RGBA(0, 0.5, 0), region: PixelRect(x: 0, y: 0, width: size.width, height: third))
        return try fbo.readImage()
    }
}
