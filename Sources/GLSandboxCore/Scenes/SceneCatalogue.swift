import COpenGL

/// The scenes GLSandbox ships, by name.
public enum SceneCatalogue {
    public static let all: [Scene] = [clear, triangle, spin, depth, stencil, msaa, textured, blend, multipleRenderTargets]

    /// The scene called `name`.
    public static func scene(named name: String) throws(SceneError) -> Scene {
        guard let scene = all.first(where: { $0.name == name.lowercased() }) else {
            throw .unknownScene(name, available: all.map(\.name))
        }
        return scene
    }

    /// The colour the `clear` scene fills with: (51, 102, 153) in 8 bits.
    public static let clearColor = RGBA(0.2, 0.4, 0.6, 1)
    /// The background of the drawn scenes: (26, 26, 31) in 8 bits.
    public static let background = RGBA(0.1, 0.1, 0.12, 1)

    /// Fills the colour buffer with one colour: the smallest possible frame.
    public static let clear = Scene(name: "clear", summary: "fills the framebuffer with one colour (51, 102, 153)") { _, _ in
        ClearRenderer(color: clearColor)
    }

    /// One triangle with a red, a green and a blue corner on a dark background.
    public static let triangle = Scene(name: "triangle", summary: "a triangle with red, green and blue corners, from shaders/triangle.*") { context, shaders in
        try MeshRenderer(context, shaders: shaders, vertex: "triangle.vert", fragment: "triangle.frag",
                         vertices: [
                            //  x      y     r  g  b
                            -0.8, -0.8, 1, 0, 0,
                             0.8, -0.8, 0, 1, 0,
                             0.0,  0.8, 0, 0, 1,
                         ], components: [2, 3], background: background)
    }
}

extension SceneCatalogue {
    /// The triangle turning 2 degrees a frame: a frame's picture depends only on its number.
    public static let spin = Scene(name: "spin", summary: "the triangle turning 2 degrees a frame, from shaders/spin.vert (for the render loop)") { context, shaders in
        SpinRenderer(try MeshRenderer(context, shaders: shaders, vertex: "spin.vert", fragment: "triangle.frag",
                                      vertices: [-0.6, -0.5, 1, 0, 0, 0.6, -0.5, 0, 1, 0, 0.0, 0.7, 0, 0, 1],
                                      components: [2, 3], background: background))
    }
}

/// Turns a mesh by the frame number: frame k (from 0) is turned 2(k + 1) degrees, so the render
/// loop's frame n (numbered from 1, as its files are) shows 2n degrees.
final class SpinRenderer: FrameRenderer {
    let mesh: MeshRenderer
    init(_ mesh: MeshRenderer) { self.mesh = mesh }
    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        try target.clear(color: mesh.background, depth: 1, stencil: 0)
        try mesh.program.use()
        try mesh.program.set("angle", Float((inputs.frame + 1) % 180) * Float.pi / 90)
        try mesh.mesh.draw()
    }
    func destroy() { mesh.destroy() }
}

/// Clears to one colour: its own, or the inputs' ``ShaderInputs/background`` when set (the
/// render loop's `setClearColor` command).
final class ClearRenderer: FrameRenderer {
    let color: RGBA
    init(color: RGBA) { self.color = color }
    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        try target.clear(color: inputs.background ?? color, depth: 1, stencil: 0)
    }
    func destroy() {}
}

/// Clears, then draws one mesh with one program.
final class MeshRenderer: FrameRenderer {
    let program: ShaderProgram
    let mesh: Mesh
    let background: RGBA

    init(_ context: GLContext, shaders: ShaderLibrary, vertex: String, fragment: String,
         vertices: [Float], components: [Int], background: RGBA) throws {
        program = try ShaderProgram(context, library: shaders, vertex: vertex, fragment: fragment)
        do {
            mesh = try Mesh(context, vertices: vertices, components: components)
        } catch {
            program.destroy()
            throw error
        }
        self.background = background
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        try target.clear(color: background, depth: 1, stencil: 0)
        try program.use()
        try mesh.draw()
    }

    func destroy() {
        mesh.destroy()
        program.destroy()
    }
}
