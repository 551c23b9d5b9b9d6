import COpenGL
import GLSandbox

/// Lesson 2: a triangle from a vertex buffer, every GL call in plain sight.
///
/// Three vertices, each a position (x, y in [clip space](../../docs/glossary.md#clip-space), -1
/// to 1 across the [viewport](../../docs/glossary.md#viewport)) and a colour (r, g, b), go into
/// one [buffer](../../docs/glossary.md#vertex-buffer); a [vertex array](../../docs/glossary.md#vertex-array)
/// says how its floats make [attributes](../../docs/glossary.md#attribute). A
/// [vertex shader](../../docs/glossary.md#shader) places each vertex; the
/// [rasterizer](../../docs/glossary.md#rasterizer) fills the triangle, blending the corner colours
/// (the [varying](../../docs/glossary.md#varying) `vertexColor`); a fragment shader writes each
/// pixel. The two shaders are compiled, then [linked](../../docs/glossary.md#link) into a program;
/// a failure throws the driver's own log. The shaders are `shaders/triangle.vert`
/// and `shaders/triangle.frag`. From lesson 3 on, `ShaderProgram` and `Mesh` do these same calls.
///
/// Try: move a corner (change a position), or give all corners the same colour.
@MainActor
final class Lesson2Triangle: @MainActor Lesson {
    private var program: GLuint = 0
    private var vertexArray: GLuint = 0
    private var buffer: GLuint = 0

    init(context: GLContext, shaders: ShaderLibrary) throws {
        // 1. Compile two shaders and link them into a program.
        let vertexShader = try Self.compile(try shaders.source("triangle.vert"), stage: GL_VERTEX_SHADER)
        let fragmentShader = try Self.compile(try shaders.source("triangle.frag"), stage: GL_FRAGMENT_SHADER)
        program = glCreateProgram()                    // an empty program
        glAttachShader(program, vertexShader)          // add the vertex stage...
        glAttachShader(program, fragmentShader)        // ...and the fragment stage
        glLinkProgram(program)                         // connect them: vertex outputs feed fragment inputs
        glDeleteShader(vertexShader)                   // the program keeps what it needs
        glDeleteShader(fragmentShader)                 // (both are freed with the program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)   // did it link?
        guard linked == GL_TRUE else {
            var log = [GLchar](repeating: 0, count: 4096), length: GLsizei = 0
            glGetProgramInfoLog(program, GLsizei(log.count), &length, &log)   // the linker's messages: why not
            glDeleteProgram(program)                                          // a program that did not link is of no use
            program = 0
            let text = String(decoding: log.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ProgramError.linkFailed(files: ["triangle.vert", "triangle.frag"],
                                         log: text.isEmpty ? "the driver gave no log" : text)
        }

        // 2. Put the vertices in a buffer, and describe them in a vertex array.
        let vertices: [Float] = [
            //  x     y     r  g  b
            -0.8, -0.8,  1, 0, 0,
             0.8, -0.8,  0, 1, 0,
             0.0,  0.8,  0, 0, 1,
        ]
        glGenVertexArrays(1, &vertexArray)             // a vertex array: how to read attributes
        glBindVertexArray(vertexArray)                 // the calls below describe this one
        glGenBuffers(1, &buffer)                       // a buffer: memory the GPU reads
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)  // the vertex-data slot now holds it
        vertices.withUnsafeBytes {                     // copy the floats in; STATIC: written once, drawn often
            glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        let stride = GLsizei(5 * MemoryLayout<Float>.size)   // bytes from one vertex to the next
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)   // attribute 0 (position): 2 floats at byte 0
        glEnableVertexAttribArray(0)                                                        // and read it
        glVertexAttribPointer(1, 3, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                              UnsafeRawPointer(bitPattern: 2 * MemoryLayout<Float>.size)) // attribute 1 (colour): 3 floats after the position
        glEnableVertexAttribArray(1)                                                        // and read it
        glBindVertexArray(0)                           // done describing
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))   // clip space -1..1 covers the whole window
        glClearColor(0.1, 0.1, 0.12, 1)                               // a dark grey background
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT)) // fill the window with it (and reset depth)
        glUseProgram(program)                                         // draw with our two shaders
        glBindVertexArray(vertexArray)                                // from our vertices
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)                      // one triangle: vertices 0, 1, 2
        glBindVertexArray(0)                                          // leave no vertex array bound
    }

    func destroy() {
        glDeleteBuffers(1, &buffer)               // give back the GPU memory of the vertices
        glDeleteVertexArrays(1, &vertexArray)     // and the description of them
        glDeleteProgram(program)                  // and the linked shaders
    }

    /// Compiles one shader; a mistake throws the driver's log, with lines in the file's numbers.
    private static func compile(_ source: ShaderSource, stage: Int32) throws -> GLuint {
        let shader = glCreateShader(GLenum(stage))                        // an empty shader of this stage
        source.text.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)                      // hand GL the GLSL text
        }
        glCompileShader(shader)                                           // compile it (the driver's compiler)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)       // did it compile?
        guard compiled == GL_TRUE else {
            var log = [GLchar](repeating: 0, count: 4096), length: GLsizei = 0
            glGetShaderInfoLog(shader, GLsizei(log.count), &length, &log) // the compiler's messages
            glDeleteShader(shader)                                        // a shader that did not compile is of no use
            let text = String(decoding: log.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ProgramError.compileFailed(file: source.name, log: text)
        }
        return shader
    }
}
