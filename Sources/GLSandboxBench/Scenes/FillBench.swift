import CBaseline
import GLSandbox

/// Overdraw: 8 full-screen half-transparent quads a frame, flat colour, blended: raw fill rate.
final class FillBench: BenchScene {
    static let layers = 8
    let context: GLContext
    let target: Framebuffer
    let program: ShaderProgram
    let quad: Mesh
    let size: Size
    let work: FrameWork

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        self.context = context
        self.size = size
        target = try Framebuffer(context, spec: .standard(size: size))
        program = try ShaderProgram(context, library: shaders, vertex: "bench.vert", fragment: "bench.frag")
        quad = try Mesh(context, vertices: unitQuad, components: [2])
        // Blending on: every layer must really be shaded. Without it llvmpipe drops the earlier
        // layers of a tile that a later opaque one covers, and "overdraw" would measure one layer.
        try DrawState(alphaBlending: true).apply(in: context)
        program.use()
        program.set("offset", -1, -1)
        program.set("scale", 2)
        program.set("color", RGBA(0.3, 0.6, 0.9, 0.5))
        work = FrameWork(draws: Self.layers, triangles: 2 * Self.layers, pixels: Self.layers * size.pixelCount, limit: .memset)
    }

    func frame() throws {
        try target.bindForDrawing()
        target.clear(color: SceneCatalogue.background, depth: 1)
        program.use()
        for _ in 0..<Self.layers { quad.draw() }
        try context.finish()
    }

    var baseline: (() -> Void)? {
        let (fbo, w, h, prog, vao) = (target.name, Int32(size.width), Int32(size.height), program.name, quad.vertexArrayName)
        return { gls_baseline_fill_frame(fbo, w, h, prog, vao, Int32(Self.layers)) }
    }

    func destroy() {
        try? DrawState().apply(in: context)
        quad.destroy()
        program.destroy()
        target.destroy()
    }
}

/// A quad from (0, 0) to (1, 1) as two triangles; `bench.vert` places and scales it.
let unitQuad: [Float] = [0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1]
