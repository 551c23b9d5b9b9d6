import Foundation
import GLSandbox

/// Lesson 4: render to a texture through a framebuffer object, then show the texture.
///
/// The framebuffer has a colour *texture* (so it can be sampled afterwards) and a packed
/// depth-stencil renderbuffer. It is a quarter of the window's size on each side, so when the
/// texture is stretched over the window you can see its pixels. Before drawing we ask whether
/// the framebuffer is complete, and print the library's explanation.
///
/// Try: make the texture `rgb9_e5` or give it 4 samples, and read what the check says.
@MainActor
final class Lesson4RenderToTexture: Lesson {
    private let context: GLContext
    private let offscreen: Framebuffer
    private let scene: any SceneRenderer
    private let quad: TexturedQuad
    private let texture: Texture2D

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        offscreen = try Framebuffer(context, spec: FramebufferSpec(
            size: Size(150, 120), colors: [.texture(.rgba8)], depthStencil: .renderbuffer(.depth24_stencil8)))
        let report = offscreen.checkCompleteness()
        print("lesson 4: offscreen framebuffer is \(report.status.glName): \(report.explanation)")
        try offscreen.requireComplete()
        guard case .texture(let texture) = offscreen.attachments[.color(0)] else { throw FramebufferError.noColorAttachment(0) }
        self.texture = texture
        scene = try SceneCatalogue.spin.makeRenderer(in: context, shaders: shaders)
        quad = try TexturedQuad(context, shaders: shaders)
    }

    func draw(frame: Int, size: Size) throws {
        // Pass 1: into the texture.
        try offscreen.bindForDrawing()
        try scene.draw(into: offscreen, frame: frame)
        // Pass 2: the texture over the whole window.
        try WindowFramebuffer.bind(in: context, size: size)
        try WindowFramebuffer.clear(in: context, color: .black)
        quad.draw(texture)
    }

    func destroy() {
        quad.destroy()
        scene.destroy()
        offscreen.destroy()
    }
}
