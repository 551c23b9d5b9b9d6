import CBaseline
import GLSandbox

/// Thousands of small draws a frame, each with its own uniform: the cost of a draw call.
final class DrawCallsBench: BenchScene {
    static let draws = 2000
    static let columns = 50
    let context: GLContext
    let target: Framebuffer
    let program: ShaderProgram
    let quad: Mesh
    let offset: ShaderProgram.Uniform
    let size: Size
    let work: FrameWork

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        self.context = context
        self.size = size
        target = try Framebuffer(context, spec: .standard(size: size))
        program = try ShaderProgram(context, library: shaders, vertex: "bench.vert", fragment: "bench.frag")
        quad = try Mesh(context, vertices: unitQuad, components: [2])
        offset = program.uniform("offset")
        program.use()
        program.set("scale", 2 / Float(Self.columns) * 0.8)
        program.set("color", RGBA(0.9, 0.5, 0.2))
        let quadPixels = Int(Double(size.pixelCount) / Double(Self.columns * Self.columns) * 0.64)
        work = FrameWork(draws: Self.draws, triangles: 2 * Self.draws, pixels: Self.draws * quadPixels)
    }

    func frame() throws {
        try target.bindForDrawing()
        target.clear(color: SceneCatalogue.background, depth: 1)
        program.use()
        let step = 2 / Float(Self.columns)
        for i in 0..<Self.draws {
            program.set(offset, -1 + step * Float(i % Self.columns), -1 + step * Float((i / Self.columns) % Self.columns))
            quad.draw()
        }
        try context.finish()
    }

    var baseline: (() -> Void)? {
        let (fbo, w, h, prog, vao, location) = (target.name, Int32(size.width), Int32(size.height), program.name,
                                                quad.vertexArrayName, offset.location)
        return { gls_baseline_drawcalls_frame(fbo, w, h, prog, vao, location, Int32(Self.draws), Int32(Self.columns)) }
    }

    func destroy() {
        quad.destroy()
        program.destroy()
        target.destroy()
    }
}
