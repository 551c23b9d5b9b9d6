import COpenGL
import Foundation
import GLSandbox

/// Lesson 20: [instancing](../../docs/glossary.md#instancing), as LearnOpenGL's "Instancing"
/// chapter teaches it: ten thousand small squares, a 100 x 100 grid over the window.
///
/// Drawn one by one, each square is a draw call: the driver checks the state and sets up a
/// draw ten thousand times a frame for six vertices each; on a GPU that work on the CPU sets
/// the pace. (llvmpipe rasterises on the CPU as well, so there the 20,000 small triangles cost
/// most of the frame, and the 10,000 calls add about a quarter: `bench` measured 6.7 against
/// 8.5 ms a frame at 600x480, a debug build on a loaded 2-core machine.) **Instanced**, the square is drawn once with a count:
/// `glDrawArraysInstanced(GL_TRIANGLES, 0, 6, 10_000)` runs the vertex shader for 6 x 10,000
/// vertices, and `gl_InstanceID` (0 to 9,999) says which copy a vertex belongs to. What differs
/// between copies comes from [per-instance attributes](../../docs/glossary.md#per-instance-attribute):
/// an attribute whose buffer holds one entry per instance, made so by
/// `glVertexAttribDivisor(location, 1)` (advance once per instance; 0, the default, advances per
/// vertex). Attribute 1 is each square's place; attribute 2, the colour, is not an array yet:
/// `glVertexAttrib3f` gives it one value for every vertex (the exercise gives each square its own).
///
/// Space switches to one draw call per square: the same attributes, but ten thousand calls of
/// `glDrawArraysInstancedBaseInstance(..., 1, i)` (one instance each, starting at entry i),
/// the same picture. The window's title shows the frame time of each way (the average over the
/// last 30 frames); `glsandbox bench --scene instanced --scene per-object` measures the pair.
@MainActor
final class Lesson20Instancing: @MainActor Lesson {
    /// 100 x 100 squares.
    static let columns = 100, rows = 100
    static var count: Int { columns * rows }
    private let program: ShaderProgram
    private var vertexArray: GLuint = 0
    private var squareBuffer: GLuint = 0      // six corners: the square, per vertex
    private var offsetBuffer: GLuint = 0      // 10,000 places: per instance
    private var colourBuffer: GLuint = 0      // 10,000 colours: per instance, for the exercise
    /// Space toggles it.
    var instanced = true
    /// When each of the last frames began, for the frame time in the title.
    private var frameStarts: [ContinuousClock.Instant] = []

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson20.vert", fragment: "lesson20.frag")
        // Each square: its grid cell, less a margin of 15 % on each side.
        let cell = SIMD2<Float>(2 / Float(Self.columns), 2 / Float(Self.rows))   // in clip space, -1..1 across
        var offsets: [Float] = [], colours: [Float] = []
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                offsets += [-1 + (Float(column) + 0.15) * cell.x, -1 + (Float(row) + 0.15) * cell.y]
                colours += [Float(column) / Float(Self.columns - 1), 0.5, Float(row) / Float(Self.rows - 1)]   // red across, blue up
            }
        }
        let square: [Float] = [0, 0, 1, 0, 1, 1,   0, 0, 1, 1, 0, 1]   // two triangles

        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)                                 // the calls below describe this one
        squareBuffer = Self.buffer(square)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)   // attribute 0: 2 floats a vertex
        glEnableVertexAttribArray(0)                                   // (divisor 0: the next corner for each vertex)
        offsetBuffer = Self.buffer(offsets)
        colourBuffer = Self.buffer(colours)
        perInstance(1, from: offsetBuffer, components: 2, divisor: 1) // attribute 1: each square's place
        // Attribute 2, the colour: while no array is enabled for it, every vertex reads one value.
        perInstance(2, from: colourBuffer, components: 3, divisor: 1)
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
    }

    /// A buffer holding `floats`, left bound to GL_ARRAY_BUFFER.
    private static func buffer(_ floats: [Float]) -> GLuint {
        var name: GLuint = 0
        glGenBuffers(1, &name)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), name)
        floats.withUnsafeBytes { glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
        return name
    }

    /// Feeds attribute `location` of the bound vertex array from `buffer`, `components` floats
    /// an entry, the next entry every `divisor` instances (1: one entry per instance; 0: per vertex).
    private func perInstance(_ location: GLuint, from buffer: GLuint, components: GLint, divisor: GLuint) {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        glVertexAttribPointer(location, components, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)   // entries packed one after another
        glEnableVertexAttribArray(location)                                                           // read it (else: the one value)
        glVertexAttribDivisor(location, divisor)                                                      // per instance, not per vertex
    }

    func keyPressed(_ key: UInt8) {
        if key == UInt8(ascii: " ") { instanced.toggle(); frameStarts = [] }
    }

    /// The average time from one frame's start to the next's, over the last 30 frames.
    var frameTime: Duration? {
        guard let first = frameStarts.first, let last = frameStarts.last, frameStarts.count > 1 else { return nil }
        return (last - first) / (frameStarts.count - 1)
    }

    var windowTitle: String? {
        let way = instanced ? "instanced, 1 draw call" : "one draw call per square, \(Self.count)"
        let time = frameTime.map { String(format: "%.1f ms a frame", Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1000) } ?? "timing..."
        return "GLSandbox - lesson 20: \(Self.count) squares, \(way): \(time) (space switches)"
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        frameStarts.append(.now)
        if frameStarts.count > 30 { frameStarts.removeFirst() }
        let size = target.drawableSize
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)        // the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glClearColor(0.1, 0.1, 0.12, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        try program.use()
        glUniform2f(glGetUniformLocation(program.name, "size"), 0.7 * 2 / Float(Self.columns), 0.7 * 2 / Float(Self.rows))
        glUniform1f(glGetUniformLocation(program.name, "time"), Float(inputs.time))
        glBindVertexArray(vertexArray)
        if instanced {
            glDrawArraysInstanced(GLenum(GL_TRIANGLES), 0, 6, GLsizei(Self.count))          // one call: 6 vertices, 10,000 times
        } else {
            for i in 0..<Self.count {                                                        // 10,000 calls: one square each,
                glDrawArraysInstancedBaseInstance(GLenum(GL_TRIANGLES), 0, 6, 1, GLuint(i))  // reading entry i of attributes 1 and 2
            }
        }
        glBindVertexArray(0)
    }

    func destroy() {
        glVertexAttrib4f(2, 0, 0, 0, 1)           // attribute 2's one value back to GL's default (it is the context's, not the vertex array's)
        glDeleteBuffers(1, &colourBuffer)
        glDeleteBuffers(1, &offsetBuffer)
        glDeleteBuffers(1, &squareBuffer)
        glDeleteVertexArrays(1, &vertexArray)
        program.destroy()
    }
}
