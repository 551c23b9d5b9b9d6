import COpenGL
import GLSandbox

/// Lesson 15: outlining a selected object with the [stencil buffer](../../docs/glossary.md#stencil-buffer),
/// as LearnOpenGL's "Stencil testing" chapter does.
///
/// The stencil buffer is a third image beside colour and depth: 8 bits per pixel that shaders
/// never see, which draws can write (`glStencilOp`) and test against (`glStencilFunc`). The GLUT
/// window has none, so the lesson draws into a framebuffer of its own made with the library's
/// ``Framebuffer``: an RGBA8 colour renderbuffer and a packed `GL_DEPTH24_STENCIL8` one
/// (`glsandbox fbo --color rgba8 --depth-stencil depth24_stencil8` shows that it is complete), and
/// copies its colour into the window at the end with `glBlitFramebuffer`.
///
/// **Pass 1** draws both cubes and, wherever a cube's fragment lands, writes 1 into the stencil
/// ([marking](../../docs/glossary.md#stencil-test) its pixels). **Pass 2** draws each cube
/// again, a tenth bigger, in one flat colour, with the depth test off (the outline shows through
/// everything) and the stencil test letting a fragment through only where the stencil is *not*
/// 1: inside the cubes nothing changes, so only a rim is left. `shaders/lesson15-outline.frag`
/// chooses each cube's outline colour; the right cube is not selected, and its fragments are
/// thrown away. Space turns the stencil test off: the bigger cube then covers the whole cube.
@MainActor
final class Lesson15StencilOutline: @MainActor Lesson {
    private let context: GLContext
    private let cubeProgram: ShaderProgram
    private let outlineProgram: ShaderProgram
    private let cube: Mesh
    private var scene: Framebuffer?        // colour + depth24_stencil8, made at the target's size
    /// The two cubes: where each stands, and its colour.
    private let cubes: [(position: SIMD3<Float>, color: SIMD3<Float>)] = [
        (SIMD3(-0.9, 0, 0), SIMD3(0.3, 0.6, 1.0)),    // left: blue, selected
        (SIMD3(0.9, 0, 0), SIMD3(0.4, 0.9, 0.4)),     // right: green
    ]
    /// Space toggles it.
    var stencilTest = true

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        cubeProgram = try ShaderProgram(context, library: shaders, vertex: "lesson15.vert", fragment: "lesson15.frag")
        outlineProgram = try ShaderProgram(context, library: shaders, vertex: "lesson15.vert", fragment: "lesson15-outline.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: true), components: [3, 3])
    }

    func keyPressed(_ key: UInt8) {
        if key == UInt8(ascii: " ") { stencilTest.toggle() }
    }

    var windowTitle: String? { "GLSandbox - lesson 15: stencil outline; space turns the stencil test \(stencilTest ? "off" : "on")" }

    /// The framebuffer the lesson draws in, (re)made at `size`: RGBA8 colour and DEPTH24_STENCIL8.
    private func sceneFramebuffer(_ size: Size) throws -> Framebuffer {
        if let scene, scene.drawableSize == size { return scene }
        scene?.destroy()
        let made = try Framebuffer(context, spec: FramebufferSpec(
            size: size, colors: [.renderbuffer(.rgba8)], depthStencil: .renderbuffer(.depth24_stencil8)))
        do { try made.requireComplete() } catch { made.destroy(); throw error }   // glCheckFramebufferStatus, explained if not complete
        scene = made
        return made
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize
        let scene = try sceneFramebuffer(size)
        let (w, h) = (GLsizei(size.width), GLsizei(size.height))
        let turn = Matrix4.rotation(radians: Float(inputs.time) * 0.5 + 0.6, axis: SIMD3(0.5, 1, 0))   // three faces show at frame 0
        let view = Matrix4.translation(SIMD3(0, 0, -4))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)

        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), scene.name)           // draw into our framebuffer: it has a stencil buffer
        glViewport(0, 0, w, h)
        glClearColor(0.1, 0.1, 0.12, 1)
        glClearStencil(0)                                               // the value glClear writes into the stencil: 0, nothing marked
        glStencilMask(0xFF)                                             // glClear obeys the write mask too: let it write all 8 bits
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
        glEnable(GLenum(GL_DEPTH_TEST))
        glEnable(GLenum(GL_STENCIL_TEST))

        // Pass 1: the cubes, each marking its pixels with 1.
        glStencilFunc(GLenum(GL_ALWAYS), 1, 0xFF)                       // every fragment passes the stencil test; the reference value is 1
        glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_REPLACE))   // stencil fails, depth fails: keep; both pass: write the reference, 1
        try cubeProgram.use()
        setMatrices(cubeProgram, view: view, projection: projection)
        for item in cubes {
            let model = Matrix4.translation(item.position) * turn
            glUniformMatrix4fv(glGetUniformLocation(cubeProgram.name, "model"), 1, GLboolean(GL_FALSE), model.floats)
            glUniform3f(glGetUniformLocation(cubeProgram.name, "objectColor"), item.color.x, item.color.y, item.color.z)
            try cube.draw()
        }

        // Pass 2: each cube a tenth bigger, flat, only where the stencil is not 1.
        if stencilTest { glEnable(GLenum(GL_STENCIL_TEST)) } else { glDisable(GLenum(GL_STENCIL_TEST)) }
        glStencilFunc(GLenum(GL_NOTEQUAL), 1, 0xFF)                     // pass only where the stencil is not 1: outside the cubes
        glStencilMask(0x00)                                             // and write nothing into it now
        glDisable(GLenum(GL_DEPTH_TEST))                                // the outline shows in front of everything
        try outlineProgram.use()
        setMatrices(outlineProgram, view: view, projection: projection)
        for (index, item) in cubes.enumerated() {
            let model = Matrix4.translation(item.position) * turn * Matrix4.scale(SIMD3(repeating: 1.1))
            glUniformMatrix4fv(glGetUniformLocation(outlineProgram.name, "model"), 1, GLboolean(GL_FALSE), model.floats)
            glUniform1i(glGetUniformLocation(outlineProgram.name, "object"), GLint(index))   // the shader picks the colour (or none)
            try cube.draw()
        }
        glStencilMask(0xFF)                                             // leave GL as we found it for whoever draws next
        glDisable(GLenum(GL_STENCIL_TEST))

        // Copy the colour into the target we are handed (the window's is 0).
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), scene.name)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.name)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)
    }

    private func setMatrices(_ program: ShaderProgram, view: Matrix4, projection: Matrix4) {
        glUniformMatrix4fv(glGetUniformLocation(program.name, "view"), 1, GLboolean(GL_FALSE), view.floats)
        glUniformMatrix4fv(glGetUniformLocation(program.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)
    }

    func destroy() {
        scene?.destroy()   // and the two renderbuffers it made
        cube.destroy()
        outlineProgram.destroy()
        cubeProgram.destroy()
    }
}
