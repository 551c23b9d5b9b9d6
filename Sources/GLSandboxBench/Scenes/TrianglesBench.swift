import GLSandbox

/// A mesh of many small triangles (a 160 x 120 grid, 38,400 triangles) in one draw: vertex and
/// setup throughput.
final class TrianglesBench: BenchScene {
    static let columns = 160, rows = 120
    let drawing: BenchDrawing
    let work: FrameWork
    var target: Framebuffer { drawing.target }

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary) throws {
        var vertices: [Float] = []
        vertices.reserveCapacity(Self.columns * Self.rows * 12)
        let dx = 1 / Float(Self.columns), dy = 1 / Float(Self.rows)
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                let x = Float(column) * dx, y = Float(row) * dy
                // Two triangles a cell, shrunk a little so edges do not overlap.
                vertices += [x, y, x + dx * 0.9, y, x, y + dy * 0.9]
                vertices += [x + dx, y + dy * 0.1, x + dx, y + dy, x + dx * 0.1, y + dy]
            }
        }
        drawing = try BenchDrawing(context, size: size, shaders: shaders, vertices: vertices)
        try drawing.program.set("color", RGBA(0.4, 0.8, 0.4))
        work = FrameWork(draws: 1, triangles: Self.columns * Self.rows * 2, pixels: Int(Double(size.pixelCount) * 0.81))
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try drawing.beginFrame(target)
        try drawing.mesh.draw()
    }

    func finishFrame() throws { try drawing.context.finish() }

    func destroy() { drawing.destroy() }
}
