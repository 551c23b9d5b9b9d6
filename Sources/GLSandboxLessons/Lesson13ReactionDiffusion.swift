import COpenGL
import GLSandbox

/// Lesson 13: a simulation that lives on the GPU, [reaction–diffusion](../../docs/glossary.md#reaction-diffusion)
/// (the Gray–Scott model), kept in two [RGBA32F](../../docs/glossary.md#rgba32f) textures that
/// take turns: [ping-pong](../../docs/glossary.md#ping-pong).
///
/// Each cell of a 100x80 grid holds two amounts, chemical A in red and B in green, as 32-bit
/// floats (8-bit colour would round the small changes of one step away). One step is one draw:
/// `shaders/lesson13-step.frag` reads every cell and its eight neighbours from one texture and
/// writes the next state into the other. GL cannot read a texture while drawing into it, so
/// the two are attached to two framebuffers, **front** (the latest state, read) and **back**
/// (drawn into), and after every step they swap. This lesson makes them with the library's
/// ``Framebuffer`` (lesson 4 did the same by hand) and asks GL whether each is complete before
/// the first step. A last pass stretches the front texture over the window
/// (`shaders/lesson13-show.frag`).
///
/// The steps are counted, not timed: 32 a frame, so frame k shows 32k steps, the same on every
/// run. `r` starts again from the seeds. The exercise changes the two numbers that choose the
/// pattern, feed and kill, from spots to stripes.
@MainActor
final class Lesson13ReactionDiffusion: @MainActor Lesson {
    /// The grid: each cell shows as 6x6 pixels of the 600x480 window.
    let gridSize = Size(100, 80)
    /// Simulation steps per frame drawn.
    let stepsPerFrame = 32
    private let step: ShaderProgram
    private let show: ShaderProgram
    private let screen: Mesh
    /// A framebuffer and the RGBA32F texture attached to it (its colour attachment 0).
    private typealias Buffer = (framebuffer: Framebuffer, texture: Texture2D)
    private var front: Buffer   // the latest state: the step reads its texture, the window shows it
    private var back: Buffer    // the next state is drawn into it; then the two swap

    init(context: GLContext, shaders: ShaderLibrary) throws {
        step = try ShaderProgram(context, library: shaders, vertex: "lesson13.vert", fragment: "lesson13-step.frag")
        show = try ShaderProgram(context, library: shaders, vertex: "lesson13.vert", fragment: "lesson13-show.frag")
        screen = try Mesh(context, vertices: [-1, -1,  1, -1,  1, 1,   -1, -1,  1, 1,  -1, 1], components: [2])
        // Two framebuffers, each with one RGBA32F texture as its colour attachment 0.
        let spec = FramebufferSpec(size: gridSize, colors: [.texture(.rgba32f)])
        front = try Self.makeBuffer(context, spec: spec)
        do { back = try Self.makeBuffer(context, spec: spec) } catch { front.framebuffer.destroy(); throw error }
        try seed()
    }

    /// A framebuffer made from `spec` (it makes its texture), checked complete.
    private static func makeBuffer(_ context: GLContext, spec: FramebufferSpec) throws -> Buffer {
        let framebuffer = try Framebuffer(context, spec: spec)
        do {
            try framebuffer.requireComplete()   // glCheckFramebufferStatus: a typed error naming the status unless COMPLETE
            guard case .texture(let texture) = framebuffer.attachments[.color(0)] else {
                throw LessonError.incompleteFramebuffer(name: "the simulation's framebuffer", status: "no texture at GL_COLOR_ATTACHMENT0")
            }
            try texture.setSampling(linear: true, repeats: true)   // smooth when stretched over the window; the grid wraps
            return (framebuffer, texture)
        } catch {
            framebuffer.destroy()
            throw error
        }
    }

    /// The starting state: A = 1 everywhere, and a few squares of B (the same every run).
    private func seed() throws {
        try front.framebuffer.clear(color: RGBA(1, 0, 0, 1))                                     // A = 1, B = 0: nothing happens yet
        for (x, y) in [(47, 37), (15, 12), (80, 15), (20, 60), (78, 62)] {
            try front.framebuffer.clear(color: RGBA(0.5, 0.5, 0, 1), region: PixelRect(x: x, y: y, width: 8, height: 8))   // some B to start the reaction
        }
    }

    func keyPressed(_ key: UInt8) {
        if key == UInt8(ascii: "r") { try? seed() }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        // The simulation: each step draws the back framebuffer from the front one's texture.
        try step.use()
        glUniform1i(glGetUniformLocation(step.name, "state"), 0)              // the sampler reads texture unit 0
        glActiveTexture(GLenum(GL_TEXTURE0))                                  // texture calls now act on unit 0
        for _ in 0..<stepsPerFrame {
            try back.framebuffer.bindForDrawing()                             // glBindFramebuffer(back) and a 100x80 viewport
            glBindTexture(GLenum(GL_TEXTURE_2D), front.texture.name)          // read the latest state...
            try screen.draw()                                                 // ...and write the next, one fragment per cell
            (front, back) = (back, front)                                     // ping-pong: what was drawn is now the latest
        }

        // Show it: the front texture stretched over the whole target.
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // the whole window again
        try show.use()
        glUniform1i(glGetUniformLocation(show.name, "state"), 0)        // unit 0 again
        glBindTexture(GLenum(GL_TEXTURE_2D), front.texture.name)        // the state after this frame's steps
        try screen.draw()
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)                         // leave unit 0 empty for whoever draws next
    }

    var windowTitle: String? { "GLSandbox - lesson 13: reaction-diffusion in two ping-pong framebuffers; r starts again" }

    func destroy() {
        front.framebuffer.destroy()   // each framebuffer deletes the texture it made
        back.framebuffer.destroy()
        screen.destroy()
        show.destroy()
        step.destroy()
    }
}
