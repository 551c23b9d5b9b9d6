import GLSandbox

/// Four full-screen blended layers, each one bilinear lookup a pixel into a 1024x1024 RGBA8 texture.
final class TexturedBench: BenchScene {
    static let layers = 4
    let drawing: BenchDrawing
    let texture: Texture2D
    let work: FrameWork
    var target: Framebuffer { drawing.target }

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        drawing = try BenchDrawing(context, size: size, shaders: shaders, fragment: "bench-textured.frag", blending: true)
        do {
            texture = try Texture2D(context, format: .rgba8, size: Size(1024, 1024))
        } catch {
            drawing.destroy()
            throw error
        }
        var image = RGBAImage(size: texture.size)
        for y in 0..<1024 {
            for x in 0..<1024 { image[x, y] = Pixel(UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255)) }
        }
        do { try texture.upload(image) } catch {
            texture.destroy()
            drawing.destroy()
            throw error
        }
        try texture.setSampling(linear: true, repeats: true)
        try drawing.program.use()
        try drawing.program.set("image", integer: 0)
        work = FrameWork(draws: Self.layers, triangles: 2 * Self.layers, pixels: Self.layers * size.pixelCount, limit: .memset)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try drawing.beginFrame(target)
        try texture.bind(unit: 0)
        for _ in 0..<Self.layers { try drawing.mesh.draw() }
    }

    func finishFrame() throws { try drawing.context.finish() }

    func destroy() {
        texture.destroy()
        drawing.destroy()
    }
}
