import GLSandbox

/// Four full-screen blended layers, each one bilinear lookup a pixel into a 1024x1024 RGBA8 texture.
final class TexturedBench: BenchScene {
    static let layers = 4
    let context: GLContext
    let target: Framebuffer
    let program: ShaderProgram
    let quad: Mesh
    let texture: Texture2D
    let work: FrameWork

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        self.context = context
        target = try Framebuffer(context, spec: .standard(size: size))
        program = try ShaderProgram(context, library: shaders, vertex: "bench.vert", fragment: "bench-textured.frag")
        quad = try Mesh(context, vertices: unitQuad, components: [2])
        texture = try Texture2D(context, format: .rgba8, size: Size(1024, 1024))
        var image = RGBAImage(size: texture.size)
        for y in 0..<1024 {
            for x in 0..<1024 { image[x, y] = Pixel(UInt8(x & 255), UInt8(y & 255), UInt8((x ^ y) & 255)) }
        }
        try texture.upload(image)
        texture.setSampling(linear: true, repeats: true)
        // Blending on: every layer must really be shaded. Without it llvmpipe drops the earlier
        // layers of a tile that a later opaque one covers, and "overdraw" would measure one layer.
        try DrawState(alphaBlending: true).apply(in: context)
        program.use()
        program.set("offset", -1, -1)
        program.set("scale", 2)
        program.set("image", integer: 0)
        work = FrameWork(draws: Self.layers, triangles: 2 * Self.layers, pixels: Self.layers * size.pixelCount, limit: .memset)
    }

    func frame() throws {
        try target.bindForDrawing()
        target.clear(color: SceneCatalogue.background, depth: 1)
        program.use()
        texture.bind(unit: 0)
        for _ in 0..<Self.layers { quad.draw() }
        try context.finish()
    }

    func destroy() {
        try? DrawState().apply(in: context)
        texture.destroy()
        quad.destroy()
        program.destroy()
        target.destroy()
    }
}
