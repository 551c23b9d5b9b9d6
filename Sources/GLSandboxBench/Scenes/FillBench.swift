import CBaseline
import GLSandbox

/// Overdraw: 8 full-screen half-transparent quads a frame, flat colour, blended: raw fill rate.
final class FillBench: BenchScene {
    static let layers = 8
    let drawing: BenchDrawing
    let size: Size
    let work: FrameWork
    var target: Framebuffer { drawing.target }

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        self.size = size
        drawing = try BenchDrawing(context, size: size, shaders: shaders, blending: true)
        try drawing.program.set("color", RGBA(0.3, 0.6, 0.9, 0.5))
        work = FrameWork(draws: Self.layers, triangles: 2 * Self.layers, pixels: Self.layers * size.pixelCount, limit: .memset)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try drawing.beginFrame(target)
        for _ in 0..<Self.layers { try drawing.mesh.draw() }
    }

    func finishFrame() throws { try drawing.context.finish() }

    var baseline: (() -> Void)? {
        let (fbo, w, h, prog, vao) = (target.name, Int32(size.width), Int32(size.height), drawing.program.name, drawing.mesh.vertexArrayName)
        return { gls_baseline_fill_frame(fbo, w, h, prog, vao, Int32(Self.layers)) }
    }

    func destroy() { drawing.destroy() }
}
