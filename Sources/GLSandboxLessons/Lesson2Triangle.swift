import GLSandbox

/// Lesson 2: a triangle from a vertex buffer.
///
/// Three vertices, each a position (x, y in clip space, -1 to 1) and a colour (r, g, b), go into
/// one buffer (`Mesh`). A vertex shader places each vertex; the rasterizer fills the triangle,
/// blending the corner colours; a fragment shader writes each pixel. The shaders are
/// `shaders/triangle.vert` and `shaders/triangle.frag`.
///
/// Try: move a corner (change a position), or give all corners the same colour.
@MainActor
final class Lesson2Triangle: Lesson {
    private let context: GLContext
    private let program: ShaderProgram
    private let triangle: Mesh

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        program = try ShaderProgram(context, library: shaders, vertex: "triangle.vert", fragment: "triangle.frag")
        triangle = try Mesh(context, vertices: [
            //  x     y     r  g  b
            -0.8, -0.8,  1, 0, 0,
             0.8, -0.8,  0, 1, 0,
             0.0,  0.8,  0, 0, 1,
        ], components: [2, 3])
    }

    func draw(frame: Int, size: Size) throws {
        try WindowFramebuffer.bind(in: context, size: size)
        try WindowFramebuffer.clear(in: context, color: RGBA(0.1, 0.1, 0.12))
        program.use()
        triangle.draw()
    }

    func destroy() {
        triangle.destroy()
        program.destroy()
    }
}
