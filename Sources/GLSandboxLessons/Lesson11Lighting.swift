import COpenGL
import GLSandbox

/// Lesson 11: [Phong lighting](../../docs/glossary.md#phong-lighting). Each pixel of the cube is
/// lit by a point light: **ambient** (a little light from everywhere, 0.1), **diffuse** (the cosine
/// between the surface's [normal](../../docs/glossary.md#normal) and the direction to the light)
/// and **specular** (a highlight where the light's mirror direction meets your eye: white, the
/// light's own colour, added on top of the surface's colour). All of it
/// happens in `shaders/lesson11.frag`; Swift sets the matrices (a
/// [model](../../docs/glossary.md#model-matrix), a [lookAt](../../docs/glossary.md#lookat)
/// [view](../../docs/glossary.md#view-matrix) and a [projection](../../docs/glossary.md#projection))
/// and the light's and the eye's positions as `vec3` [uniforms](../../docs/glossary.md#uniform).
/// WASD or the arrow keys move the light left, right, up and down; the cube turns slowly.
@MainActor
final class Lesson11Lighting: @MainActor Lesson {
    private let program: ShaderProgram
    private let cube: Mesh
    private(set) var light = SIMD3<Float>(0.5, 0.5, 2.0)   // up, right and in front: its highlight falls on the front face
    private let eye = SIMD3<Float>(0, 0, 3)

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson11.vert", fragment: "lesson11.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: true), components: [3, 3])
    }

    func keyPressed(_ key: UInt8) {
        switch key {
        case UInt8(ascii: "a"): light.x -= 0.25
        case UInt8(ascii: "d"): light.x += 0.25
        case UInt8(ascii: "w"): light.y += 0.25
        case UInt8(ascii: "s"): light.y -= 0.25
        default: break
        }
    }


    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // draw into the whole window
        glEnable(GLenum(GL_DEPTH_TEST))                                 // keep the nearest surface (lesson 8)
        glClearColor(0.05, 0.05, 0.08, 1)                               // the colour glClear fills with: nearly black
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // fill every pixel, and reset the depth buffer
        let model = Matrix4.rotation(radians: Float(inputs.time) * 0.5, axis: SIMD3(1, 1, 0))
        let view = Matrix4.lookAt(eye: eye, target: .zero, up: SIMD3(0, 1, 0))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)
        try program.use()
        glUniformMatrix4fv(glGetUniformLocation(program.name, "model"), 1, GLboolean(GL_FALSE), model.floats)    // look up "model", set its 16 floats (lesson 8)
        glUniformMatrix4fv(glGetUniformLocation(program.name, "view"), 1, GLboolean(GL_FALSE), view.floats)      // the camera, from lookAt
        glUniformMatrix4fv(glGetUniformLocation(program.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)  // the lens: perspective
        glUniform3f(glGetUniformLocation(program.name, "lightPosition"), light.x, light.y, light.z)   // a vec3 uniform: where the light is, in the world
        glUniform3f(glGetUniformLocation(program.name, "viewPosition"), eye.x, eye.y, eye.z)         // where the eye is: the specular highlight needs it
        glUniform3f(glGetUniformLocation(program.name, "objectColor"), 1, 0.5, 0.31)   // coral
        try cube.draw()
        glDisable(GLenum(GL_DEPTH_TEST))                                // leave GL as we found it for whoever draws next
    }

    var windowTitle: String? { "GLSandbox - lesson 11: WASD or arrows move the light" }

    func destroy() {
        cube.destroy()
        program.destroy()
    }
}
