/// Multiple render targets: one draw writes two colour images (a colour and its complement);
/// then the left half of the first and the right half of the second are copied side by side
/// into the target, so one picture shows both.
final class MultipleTargetsRenderer: FrameRenderer {
    private let context: GLContext
    private let program: ShaderProgram
    private let mesh: Mesh
    private var targets: Framebuffer?

    init(_ context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        program = try ShaderProgram(context, library: shaders, vertex: "flat.vert", fragment: "mrt.frag")
        do {
            mesh = try Mesh(context, vertices: [-0.8, -0.8, 0, 1, 0, 0, 1,   0.8, -0.8, 0, 0, 1, 0, 1,   0, 0.8, 0, 0, 0, 1, 1],
                            components: [3, 4])
        } catch {
            program.destroy()
            throw error
        }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        let size = target.drawableSize
        if targets?.drawableSize != size {
            targets?.destroy()
            targets = try Framebuffer(context, spec: FramebufferSpec(size: size, colors: [.texture(.rgba8), .texture(.rgba8)]))
        }
        guard let targets else { return }
        try targets.bindForDrawing()
        try DrawState().apply(in: context)
        try targets.clear(color: SceneCatalogue.background)
        try program.use()
        try mesh.draw()
        let half = size.width / 2
        try targets.blit(colorAttachment: 0, from: PixelRect(x: 0, y: 0, width: half, height: size.height),
                         into: target, at: PixelRect(x: 0, y: 0, width: half, height: size.height))
        try targets.blit(colorAttachment: 1, from: PixelRect(x: half, y: 0, width: size.width - half, height: size.height),
                         into: target, at: PixelRect(x: half, y: 0, width: size.width - half, height: size.height))
        try target.bindForDrawing()
    }

    func destroy() {
        targets?.destroy()
        targets = nil
        mesh.destroy()
        program.destroy()
    }
}

extension SceneCatalogue {
    public static let multipleRenderTargets = Scene(name: "mrt", summary: "multiple render targets: one draw, two images (left: colour, right: its complement)") { context, shaders in
        try MultipleTargetsRenderer(context, shaders: shaders)
    }

    /// The triangle turned to show long slanted edges, with 4 samples resolved to one.
    public static let msaa = Scene(name: "msaa", summary: "multisampling: a slanted triangle drawn with 4 samples and resolved", defaultSamples: 4) { context, shaders in
        FixedAngleRenderer(try MeshRenderer(context, shaders: shaders, vertex: "spin.vert", fragment: "triangle.frag",
                                            vertices: [-0.6, -0.5, 1, 0, 0, 0.6, -0.5, 0, 1, 0, 0.0, 0.7, 0, 0, 1],
                                            components: [2, 3], background: background), angle: 0.3)
    }
}

/// Draws a mesh turned by a fixed angle.
final class FixedAngleRenderer: FrameRenderer {
    let mesh: MeshRenderer
    let angle: Float
    init(_ mesh: MeshRenderer, angle: Float) { self.mesh = mesh; self.angle = angle }
    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        try DrawState().apply(in: target.context)
        try target.clear(color: mesh.background, depth: 1, stencil: 0)
        try mesh.program.use()
        try mesh.program.set("angle", angle)
        try mesh.mesh.draw()
    }
    func destroy() { mesh.destroy() }
}
