import GLSandbox

/// Lesson 20's pair (`--scene instanced`, `--scene per-object`; not run by default): 10,000
/// small quads, a 100 x 100 grid, each placed by a per-instance attribute
/// (`glVertexAttribDivisor(1, 1)`). `instanced` draws them in one `glDrawArraysInstanced`;
/// `per-object` in 10,000 `glDrawArraysInstancedBaseInstance` calls of one instance each: the
/// same vertices, the same picture, the cost of a draw call set against one call.
final class InstancingBench: BenchScene {
    static let count = 10_000
    static let columns = 100
    let drawing: BenchDrawing
    let instanced: Bool
    let work: FrameWork
    private let offsets: GLuint
    var target: Framebuffer { drawing.target }

    init(_ context: GLContext, size: Size, shaders: ShaderLibrary, instanced: Bool) throws {
        self.instanced = instanced
        drawing = try BenchDrawing(context, size: size, shaders: shaders, vertex: "bench-instanced.vert")
        let step = 2 / Float(Self.columns)
        try drawing.program.set("scale", step * 0.8)
        try drawing.program.set("color", RGBA(0.2, 0.6, 0.9))
        var places: [Float] = []
        places.reserveCapacity(2 * Self.count)
        for i in 0..<Self.count { places += [-1 + step * Float(i % Self.columns), -1 + step * Float(i / Self.columns)] }
        // The offsets: attribute 1 of the quad's vertex array, one entry per instance.
        try context.makeCurrent()
        var buffer: GLuint = 0
        glGenBuffers(1, &buffer)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        places.withUnsafeBytes { glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
        glBindVertexArray(drawing.mesh.vertexArrayName)
        glVertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
        glEnableVertexAttribArray(1)
        glVertexAttribDivisor(1, 1)
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        offsets = buffer
        let quadPixels = Int(Double(size.pixelCount) / Double(Self.count) * 0.64)
        work = FrameWork(draws: instanced ? 1 : Self.count, triangles: 2 * Self.count, pixels: Self.count * quadPixels)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try drawing.beginFrame(target)   // binds, clears and uses the program: the context is current
        glBindVertexArray(drawing.mesh.vertexArrayName)
        if instanced {
            glDrawArraysInstanced(GLenum(GL_TRIANGLES), 0, 6, GLsizei(Self.count))
        } else {
            for i in 0..<Self.count { glDrawArraysInstancedBaseInstance(GLenum(GL_TRIANGLES), 0, 6, 1, GLuint(i)) }
        }
        glBindVertexArray(0)
    }

    func finishFrame() throws { try drawing.context.finish() }

    func destroy() {
        var buffer = offsets
        if (try? drawing.context.makeCurrent()) != nil { glDeleteBuffers(1, &buffer) }
        drawing.destroy()
    }
}
