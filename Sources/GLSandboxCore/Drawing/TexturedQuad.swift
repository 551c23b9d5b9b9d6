/// Draws a texture on a rectangle of the target (the whole of it by default): how
/// render-to-texture results and frames from another thread get on screen, and the `textured`
/// scene. Uses `shaders/quad.vert` and `shaders/quad.frag`.
///
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class TexturedQuad {
    /// The context the quad was made in; it draws only textures of this context.
    public let context: GLContext
    private let program: ShaderProgram
    private let mesh: Mesh

    /// Makes the program (GLSL from `shaders`) and the rectangle in `context`; `extent` is the
    /// half-size of the rectangle in clip space, centred (1 = everything).
    public init(_ context: GLContext, shaders: ShaderLibrary, extent e: Float = 1) throws {
        self.context = context
        program = try ShaderProgram(context, library: shaders, vertex: "quad.vert", fragment: "quad.frag")
        do {
            mesh = try Mesh(context, vertices: [
                //  x   y   u  v      two triangles
                -e, -e, 0, 0,   e, -e, 1, 0,   e, e, 1, 1,
                -e, -e, 0, 0,   e, e, 1, 1,   -e, e, 0, 1,
            ], components: [2, 2])
        } catch {
            program.destroy()
            throw error
        }
    }

    /// Draws `texture` (bound to unit 0) into whatever framebuffer is bound.
    ///
    /// - Throws: ``FramebufferError/imageFromAnotherContext`` when `texture` was made in another
    ///   context (its name means another texture, or none, in the quad's), before any GL call.
    public func draw(_ texture: Texture2D) throws {
        guard texture.context === context else { throw FramebufferError.imageFromAnotherContext }
        try program.use()
        try program.set("image", integer: 0)
        try texture.bind(unit: 0)
        try mesh.draw()
    }

    public func destroy() {
        mesh.destroy()
        program.destroy()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension TexturedQuad: Sendable {}
