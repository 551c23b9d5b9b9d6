import COpenGL
import GLSandbox

/// Lesson 8: a cube in 3D. Three matrices take each corner from the cube's own coordinates to
/// the window: **[model](../../docs/glossary.md#model-matrix)** (the cube turns),
/// **[view](../../docs/glossary.md#view-matrix)** (the camera stands 3 units back), and
/// **[projection](../../docs/glossary.md#projection)** (`Matrix4.perspective`: 45 degrees of view,
/// far things smaller), each a uniform the vertex shader multiplies by, in that order from the
/// right: `projection * view * model * position` lands in [clip space](../../docs/glossary.md#clip-space).
///
/// The [depth test](../../docs/glossary.md#depth-test): every pixel keeps the distance of what was
/// drawn there, and a later triangle farther away is not drawn over it. Press space to turn it
/// off: the faces are then painted in the order they are in the buffer, the back face last, and
/// you see the back of the cube through its front.
@MainActor
final class Lesson8Cube: @MainActor Lesson {
    private let program: ShaderProgram
    private let cube: Mesh
    /// Space toggles it.
    var depthTest = true

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson8.vert", fragment: "lesson8.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: false), components: [3, 3])
    }

    func keyPressed(_ key: UInt8) {
        if key == UInt8(ascii: " ") { depthTest.toggle() }
    }

    var windowTitle: String? { "GLSandbox - lesson 8: depth test \(depthTest ? "on" : "off (space turns it on)")" }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))    // draw into the whole window
        if depthTest { glEnable(GLenum(GL_DEPTH_TEST)) } else { glDisable(GLenum(GL_DEPTH_TEST)) }   // keep the nearest, or paint in order
        glClearColor(0.1, 0.1, 0.12, 1)                                    // the colour glClear fills with: dark grey
        glClearDepth(1)                                                    // 1 = as far as can be
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))     // reset colour and depth every frame
        let model = Matrix4.rotation(radians: Float(inputs.time) * 0.8, axis: SIMD3(0.5, 1, 0))
        let view = Matrix4.translation(SIMD3(0, 0, -3))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)
        try program.use()
        glUniformMatrix4fv(glGetUniformLocation(program.name, "model"), 1, GLboolean(GL_FALSE), model.floats)    // look up the uniform "model", set its 16 floats
        glUniformMatrix4fv(glGetUniformLocation(program.name, "view"), 1, GLboolean(GL_FALSE), view.floats)      // the same for "view"...
        glUniformMatrix4fv(glGetUniformLocation(program.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)  // ...and "projection"
        try cube.draw()
        glDisable(GLenum(GL_DEPTH_TEST))                                   // leave GL as we found it for whoever draws next
    }

    func destroy() {
        cube.destroy()
        program.destroy()
    }
}
