import COpenGL
import GLSandbox

/// Lesson 16: [blending](../../docs/glossary.md#blending) and the order it needs, as
/// LearnOpenGL's "Blending" chapter teaches it.
///
/// Three panes of coloured glass (red nearest, then green, then blue) hang in front of a grey
/// wall, each hiding half of what is behind it. With `glEnable(GL_BLEND)` a fragment does not
/// replace the pixel: GL mixes the two as `glBlendFunc` says. `shaders/lesson16.frag` writes
/// [premultiplied alpha](../../docs/glossary.md#premultiplied-alpha) (the colour already times
/// alpha), so the factors are `GL_ONE` for the new colour and `GL_ONE_MINUS_SRC_ALPHA` for
/// what was there: `new = colour·alpha + (1 − alpha)·old`.
///
/// That mix is not the same in every order (red over green is not green over red), and the
/// depth buffer knows nothing of glass. So the opaque things are drawn first; then the panes,
/// **sorted back to front** (farthest first), with **depth writes off** (`glDepthMask(GL_FALSE)`:
/// a pane is still hidden by the wall in front of it, but does not hide the panes drawn after
/// it). Space draws them unsorted, in the table's order, nearest first; `d` turns depth writes
/// back on for them: then a nearer pane, drawn first, hides the farther ones completely, the
/// artefact every renderer meets once.
@MainActor
final class Lesson16Blending: @MainActor Lesson {
    private let program: ShaderProgram       // the panes
    private let wallProgram: ShaderProgram
    private let square: Mesh
    /// The grey wall behind the panes: its centre, half its side, its colour (opaque).
    private let wall = (centre: SIMD3<Float>(0.6, 0, -1), half: Float(0.8), color: SIMD4<Float>(0.5, 0.5, 0.5, 1))
    /// The panes, nearest first (the order a scene happens to list them): centre and colour
    /// (straight alpha: each hides half of what is behind it).
    private let panes: [(centre: SIMD3<Float>, color: SIMD4<Float>)] = [
        (SIMD3(-0.3, 0.2, 0.6), SIMD4(1, 0, 0, 0.5)),      // red, nearest
        (SIMD3(0, -0.1, 0), SIMD4(0, 1, 0, 0.5)),          // green
        (SIMD3(0.3, 0.15, -0.5), SIMD4(0, 0, 1, 0.5)),     // blue, farthest
    ]
    private let eye = SIMD3<Float>(0, 0, 3)
    /// Space toggles it.
    var sorted = true
    /// `d` toggles it.
    var depthWritesForPanes = false

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson16.vert", fragment: "lesson16.frag")
        wallProgram = try ShaderProgram(context, library: shaders, vertex: "lesson16.vert", fragment: "lesson16-wall.frag")
        square = try Mesh(context, vertices: [-0.5, -0.5,  0.5, -0.5,  0.5, 0.5,   -0.5, -0.5,  0.5, 0.5,  -0.5, 0.5], components: [2])
    }

    func keyPressed(_ key: UInt8) {
        switch key {
        case UInt8(ascii: " "): sorted.toggle()
        case UInt8(ascii: "d"): depthWritesForPanes.toggle()
        default: break
        }
    }

    var windowTitle: String? {
        "GLSandbox - lesson 16: panes \(sorted ? "sorted back to front" : "unsorted") (space), depth writes \(depthWritesForPanes ? "on" : "off") (d)"
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthMask(GLboolean(GL_TRUE))                                 // glClear of the depth buffer obeys the mask too
        glClearColor(0.1, 0.1, 0.12, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        let view = Matrix4.lookAt(eye: eye, target: SIMD3(0, 0, 0), up: SIMD3(0, 1, 0))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)

        // The opaque pass: the wall, no blending, depth written as usual.
        glDisable(GLenum(GL_BLEND))
        try wallProgram.use()
        setMatrices(wallProgram, view: view, projection: projection)
        glUniform4f(glGetUniformLocation(wallProgram.name, "wallColor"), wall.color.x, wall.color.y, wall.color.z, wall.color.w)
        try drawSquare(wallProgram, at: wall.centre, side: wall.half * 2)

        // The transparent pass: blended, depth tested but (unless `d`) not written.
        glEnable(GLenum(GL_BLEND))                                      // mix each fragment with the pixel...
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))     // ...as new = src·1 + dst·(1 − src alpha): premultiplied "over"
        glDepthMask(depthWritesForPanes ? GLboolean(GL_TRUE) : GLboolean(GL_FALSE))   // GL_FALSE: the depth buffer is only read
        let order = sorted
            ? panes.sorted { distanceSquared($0.centre) > distanceSquared($1.centre) }   // farthest from the eye first
            : panes                                                                      // the table's order: nearest first
        try program.use()
        setMatrices(program, view: view, projection: projection)
        for pane in order {
            glUniform4f(glGetUniformLocation(program.name, "paneColor"), pane.color.x, pane.color.y, pane.color.z, pane.color.w)
            try drawSquare(program, at: pane.centre, side: 1)
        }

        glDepthMask(GLboolean(GL_TRUE))                                 // leave GL as we found it for whoever draws next
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_DEPTH_TEST))
    }

    /// One square facing the eye, `side` wide, centred at `centre`, drawn with `program` (in use).
    private func drawSquare(_ program: ShaderProgram, at centre: SIMD3<Float>, side: Float) throws {
        let model = Matrix4.translation(centre) * Matrix4.scale(SIMD3(side, side, 1))
        glUniformMatrix4fv(glGetUniformLocation(program.name, "model"), 1, GLboolean(GL_FALSE), model.floats)
        try square.draw()
    }

    private func setMatrices(_ program: ShaderProgram, view: Matrix4, projection: Matrix4) {
        glUniformMatrix4fv(glGetUniformLocation(program.name, "view"), 1, GLboolean(GL_FALSE), view.floats)
        glUniformMatrix4fv(glGetUniformLocation(program.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)
    }

    private func distanceSquared(_ point: SIMD3<Float>) -> Float {
        let d = point - eye
        return (d * d).sum()
    }

    func destroy() {
        square.destroy()
        wallProgram.destroy()
        program.destroy()
    }
}
