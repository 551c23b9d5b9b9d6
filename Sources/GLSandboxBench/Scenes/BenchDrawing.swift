import GLSandbox

/// What the drawing scenes (fill, triangles, drawcalls, textured) share: a standard framebuffer,
/// a program from `bench.vert` (or another vertex shader) and one fragment shader, and one mesh of 2D positions.
final class BenchDrawing {
    let context: GLContext
    let target: Framebuffer
    let program: ShaderProgram
    let mesh: Mesh
    private let blending: Bool

    /// - Parameter blending: alpha blending for the whole scene. With opaque layers llvmpipe
    ///   drops the commands of a tile that a later opaque draw covers, so "overdraw" would
    ///   measure one layer; blended layers must each be shaded.
    init(_ context: GLContext, size: Size, shaders: ShaderLibrary, vertex: String = "bench.vert", fragment: String = "bench.frag",
         vertices: [Float] = unitQuad, blending: Bool = false) throws {
        self.context = context
        self.blending = blending
        target = try Framebuffer(context, spec: .standard(size: size))
        do {
            program = try ShaderProgram(context, library: shaders, vertex: vertex, fragment: fragment)
        } catch {
            target.destroy()
            throw error
        }
        do {
            mesh = try Mesh(context, vertices: vertices, components: [2])
            try DrawState(alphaBlending: blending).apply(in: context)
        } catch {
            program.destroy()
            target.destroy()
            throw error
        }
        try program.use()
        try program.set("offset", -1, -1)   // the unit quad over the whole framebuffer
        try program.set("scale", 2)
    }

    /// Binds and clears `target` (the scene's own ``target``) and uses the program: the start of every frame.
    func beginFrame(_ target: Framebuffer) throws {
        try target.bindForDrawing()
        try target.clear(color: SceneCatalogue.background, depth: 1)
        try program.use()
    }

    func destroy() {
        if blending { try? DrawState().apply(in: context) }
        mesh.destroy()
        program.destroy()
        target.destroy()
    }
}

/// A quad from (0, 0) to (1, 1) as two triangles; `bench.vert` places and scales it.
let unitQuad: [Float] = [0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1]
