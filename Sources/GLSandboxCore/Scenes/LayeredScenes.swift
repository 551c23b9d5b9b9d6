/// Scenes that each show one piece of fixed-function state: the depth test, the stencil test,
/// alpha blending. Each is a list of layers, a layer being a mesh drawn with a ``DrawState``.
final class LayeredRenderer: FrameRenderer {
    struct Layer {
        var mesh: Mesh
        var state: DrawState
    }

    private let context: GLContext
    private let program: ShaderProgram
    private var layers: [Layer] = []
    private let background: RGBA

    /// `layers`: vertices (x, y, z, r, g, b, a per vertex) and the state to draw them with.
    init(_ context: GLContext, shaders: ShaderLibrary, background: RGBA, layers: [(vertices: [Float], state: DrawState)]) throws {
        self.context = context
        self.background = background
        program = try ShaderProgram(context, library: shaders, vertex: "flat.vert", fragment: "flat.frag")
        do {
            for layer in layers {
                self.layers.append(Layer(mesh: try Mesh(context, vertices: layer.vertices, components: [3, 4]), state: layer.state))
            }
        } catch {
            destroy()
            throw error
        }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        try DrawState().apply(in: context)
        try target.clear(color: background, depth: 1, stencil: 0)
        try program.use()
        for layer in layers {
            try layer.state.apply(in: context)
            try layer.mesh.draw()
        }
        try DrawState().apply(in: context)
    }

    func destroy() {
        for layer in layers { layer.mesh.destroy() }
        layers.removeAll()
        program.destroy()
    }
}

/// Vertices of an axis-aligned rectangle (two triangles) at depth `z` in one colour.
func rectangle(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, z: Float, _ color: RGBA) -> [Float] {
    let c = [color.red, color.green, color.blue, color.alpha]
    return [x0, y0, z] + c + [x1, y0, z] + c + [x1, y1, z] + c
        + [x0, y0, z] + c + [x1, y1, z] + c + [x0, y1, z] + c
}

extension SceneCatalogue {
    /// A near red square drawn first and a far green triangle drawn over it: with the depth test
    /// the square stays in front where they overlap.
    public static let depth = Scene(name: "depth", summary: "depth test: a near square stays in front of a far triangle drawn after it") { context, shaders in
        let test = DrawState(depthTest: .less)
        return try LayeredRenderer(context, shaders: shaders, background: background, layers: [
            (rectangle(-0.6, -0.6, 0.2, 0.2, z: -0.5, RGBA(0.9, 0.2, 0.2)), test),
            ([-0.3, -0.8, 0.5, 0.1, 0.8, 0.3, 1,   0.9, -0.8, 0.5, 0.1, 0.8, 0.3, 1,   0.3, 0.8, 0.5, 0.1, 0.8, 0.3, 1], test),
        ])
    }

    /// A diamond drawn into the stencil buffer only, then a colourful triangle that shows only
    /// where the stencil was set.
    public static let stencil = Scene(name: "stencil", summary: "stencil mask: a triangle seen only through a diamond cut into the stencil buffer") { context, shaders in
        let diamond: [Float] = [0, -0.7, 0, 1, 1, 1, 1,   0.7, 0, 0, 1, 1, 1, 1,   0, 0.7, 0, 1, 1, 1, 1,
                                0, -0.7, 0, 1, 1, 1, 1,   0, 0.7, 0, 1, 1, 1, 1,   -0.7, 0, 0, 1, 1, 1, 1]
        let triangle: [Float] = [-0.9, -0.9, 0, 1, 0, 0, 1,   0.9, -0.9, 0, 0, 1, 0, 1,   0, 0.9, 0, 0, 0, 1, 1]
        return try LayeredRenderer(context, shaders: shaders, background: background, layers: [
            (diamond, DrawState(stencil: .init(test: .always, reference: 1, replaceOnPass: true), writesColor: false)),
            (triangle, DrawState(stencil: .init(test: .equal, reference: 1))),
        ])
    }

    /// Three half-transparent rectangles overlapping: alpha blending mixes their colours.
    public static let blend = Scene(name: "blend", summary: "alpha blending: three half-transparent rectangles mixing where they overlap") { context, shaders in
        let blending = DrawState(alphaBlending: true)
        return try LayeredRenderer(context, shaders: shaders, background: RGBA(1, 1, 1), layers: [
            (rectangle(-0.8, -0.6, 0.2, 0.6, z: 0, RGBA(1, 0, 0, 0.5)), blending),
            (rectangle(-0.4, -0.8, 0.6, 0.4, z: 0, RGBA(0, 0.8, 0, 0.5)), blending),
            (rectangle(-0.1, -0.3, 0.8, 0.8, z: 0, RGBA(0, 0, 1, 0.5)), blending),
        ])
    }
}
