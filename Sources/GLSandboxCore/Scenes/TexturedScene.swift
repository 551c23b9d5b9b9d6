/// A checkerboard texture, made on the CPU and uploaded, on a quad in the middle of the frame.
/// Nearest filtering: every texel is a crisp block, and the picture is exact on any driver.
final class TexturedRenderer: FrameRenderer {
    private let context: GLContext
    private let quad: TexturedQuad
    private let texture: Texture2D

    init(_ context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        var board = RGBAImage(size: Size(8, 8))
        for y in 0..<8 {
            for x in 0..<8 {
                board[x, y] = (x + y) % 2 == 0 ? Pixel(240, 200, 40) : Pixel(40, 60, 160)
            }
        }
        board[0, 0] = Pixel(220, 30, 30)   // marks the top-left corner: a flipped upload would show
        texture = try Texture2D(context, format: .rgba8, size: board.size)
        do {
            try texture.upload(board)
            quad = try TexturedQuad(context, shaders: shaders, extent: 0.6)
        } catch {
            texture.destroy()
            throw error
        }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        try DrawState().apply(in: context)
        try target.clear(color: SceneCatalogue.background, depth: 1, stencil: 0)
        try quad.draw(texture)
    }

    func destroy() {
        quad.destroy()
        texture.destroy()
    }
}

extension SceneCatalogue {
    public static let textured = Scene(name: "textured", summary: "a textured quad: an 8x8 checkerboard uploaded from memory, nearest filtering") { context, shaders in
        try TexturedRenderer(context, shaders: shaders)
    }
}
