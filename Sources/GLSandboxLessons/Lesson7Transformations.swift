import COpenGL
import GLSandbox

/// Lesson 7: transformations. A square's corners never change in the buffer; a 4x4
/// [matrix](../../docs/glossary.md#matrix) [uniform](../../docs/glossary.md#uniform) turns it,
/// one radian a second, in [clip space](../../docs/glossary.md#clip-space). `Matrix4.rotation` builds the matrix (the formula is glRotate's), and
/// `glUniformMatrix4fv` hands its 16 floats to the vertex shader (`shaders/lesson7.vert`), which
/// multiplies every corner by it.
///
/// Try: `Matrix4.translation(SIMD3(0.3, 0, 0)) * rotation` (turn, then move) against
/// `rotation * Matrix4.translation(...)` (move, then turn about the centre of the window).
@MainActor
final class Lesson7Transformations: @MainActor Lesson {
    private let program: ShaderProgram
    private let square: Mesh

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson7.vert", fragment: "lesson7.frag")
        square = try Mesh(context, vertices: [-0.5, -0.5,  0.5, -0.5,  0.5, 0.5,  -0.5, -0.5,  0.5, 0.5,  -0.5, 0.5], components: [2])
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // draw into the whole window
        glClearColor(0.1, 0.1, 0.12, 1)                                 // the colour glClear fills with: dark grey
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // fill every pixel, and reset the depth buffer
        let rotation = Matrix4.rotation(radians: Float(inputs.time), axis: SIMD3(0, 0, 1))   // about z: in the window's plane
        try program.use()
        let location = glGetUniformLocation(program.name, "transform")          // where the uniform lives in the program
        glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), rotation.floats)   // 1 matrix, already column-major (no transpose)
        glUniform4f(glGetUniformLocation(program.name, "color"), 1, 0.5, 0, 1)  // orange
        try square.draw()
    }

    func destroy() {
        square.destroy()
        program.destroy()
    }
}
