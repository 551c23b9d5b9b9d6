import CBaseline
import GLSandbox

/// Thousands of small draws a frame, each with its own uniform: the cost of a draw call.
final class DrawCallsBench: BenchScene {
    static let draws = 2000
    static let columns = 50
    let drawing: BenchDrawing
    let offset: ShaderProgram.Uniform
    let size: Size
    let work: FrameWork
    var target: Framebuffer { drawing.target }

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        self.size = size
        drawing = try BenchDrawing(context, size: size, shaders: shaders)
        offset = try drawing.program.uniform("offset")
        try drawing.program.set("scale", 2 / Float(Self.columns) * 0.8)
        try drawing.program.set("color", RGBA(0.9, 0.5, 0.2))
        let quadPixels = Int(Double(size.pixelCount) / Double(Self.columns * Self.columns) * 0.64)
        work = FrameWork(draws: Self.draws, triangles: 2 * Self.draws, pixels: Self.draws * quadPixels)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try drawing.beginFrame(target)
        let step = 2 / Float(Self.columns)
        // A hot loop: inside whileCurrent the calls skip asking EGL which context is current.
        let (program, mesh) = (drawing.program, drawing.mesh)   // held once, not retained per draw
        try drawing.context.whileCurrent {
            for i in 0..<Self.draws {
                try program.set(offset, -1 + step * Float(i % Self.columns), -1 + step * Float((i / Self.columns) % Self.columns))
                try mesh.draw()
            }
        }
    }

    func finishFrame() throws { try drawing.context.finish() }

    var baseline: (() -> Void)? {
        let (fbo, w, h, prog, vao, location) = (target.name, Int32(size.width), Int32(size.height), drawing.program.name,
                                                drawing.mesh.vertexArrayName, offset.location)
        return { gls_baseline_drawcalls_frame(fbo, w, h, prog, vao, location, Int32(Self.draws), Int32(Self.columns)) }
    }

    func destroy() { drawing.destroy() }
}
