import COpenGL
import GLSandbox
import GLSandboxRenderLoop

/// Lesson 5: a render thread with its own headless GL context renders frames; the window's
/// main thread only presents them.
///
/// The window's context never leaves the main thread (GLUT re-binds it there before every
/// callback), so the render thread makes its own EGL context. Frames travel through a
/// mailbox: the renderer never waits for the window, and a frame replaced before the window
/// took it is counted as dropped. The window title shows the loop's counts.
/// See docs/threading.md for every lock, condition and atomic involved, and Apple's
/// [Threading Programming Guide](https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Multithreading/Introduction/Introduction.html)
/// for the ideas: a thread with a [run loop](../../docs/glossary.md#run-loop) (its chapter
/// "Run Loops"), and data handed between threads under a lock ("Synchronization"). Words:
/// [thread](../../docs/glossary.md#thread), [executor](../../docs/glossary.md#executor),
/// [mailbox](../../docs/glossary.md#mailbox).
@MainActor
final class Lesson5RenderThread: @MainActor Lesson {
    private let context: GLContext
    private let loop: RenderLoop
    private let texture: Texture2D
    private let quad: TexturedQuad
    private var presented = 0
    private var lastNumber = 0

    private let mode: LessonMode

    /// The render thread's loop: the `spin` scene (the triangle turns 2 degrees per rendered
    /// frame) at 60 frames a second, newest frame only (a mailbox). Exercise 5.1 changes the 60.
    static func loopConfiguration(shaders: ShaderLibrary) -> RenderLoop.Configuration {
        RenderLoop.Configuration(
            scene: SceneCatalogue.spin, size: Size(600, 480), fps: 240, framePolicy: .mailbox,
            contextRequest: ContextRequest(backend: .eglSurfaceless), shaders: shaders, consumer: .caller)
    }

    convenience init(context: GLContext, shaders: ShaderLibrary) throws {
        try self.init(context: context, shaders: shaders, mode: .window)
    }

    init(context: GLContext, shaders: ShaderLibrary, mode: LessonMode) throws {
        self.context = context
        self.mode = mode
        var configuration = Self.loopConfiguration(shaders: shaders)
        if mode == .check {
            // The same frames, without the clock: half a second's worth (fps / 2), rendered as
            // fast as possible, none dropped (back-pressure), so the last is always the same picture.
            configuration.frameLimit = max(1, Int(configuration.fps / 2))
            configuration.fps = 0
            configuration.framePolicy = .backpressure(capacity: 4)
        }
        loop = RenderLoop(configuration)
        texture = try Texture2D(context, format: .rgba8, size: configuration.size)
        quad = try TexturedQuad(context, shaders: shaders)
        try texture.upload(RGBAImage(size: configuration.size, filling: Pixel(0, 0, 0)))
        try loop.start()
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        switch mode {
        case .window:
            if let newest = loop.pollFrame() { try present(newest) }   // never waits: the window stays responsive
        case .check:
            var last: Frame?
            while let next = loop.takeFrame() { last = next }         // waits until the loop has rendered them all
            if let last { try present(last) }
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))   // draw into the whole window
        glClearColor(0, 0, 0, 1)                                       // black behind the picture
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT)) // fill every pixel
        try quad.draw(texture)
    }

    /// Copies a frame the render thread made into the window's texture.
    private func present(_ frame: Frame) throws {
        try texture.upload(frame.image)
        presented += 1
        lastNumber = frame.number
    }

    var windowTitle: String? {
        "GLSandbox - lesson 5: rendered \(loop.framesRendered), presented \(presented), dropped \(loop.frames.droppedCount)"
    }

    func destroy() {
        let summary = loop.stop()   // the render thread deletes its own GL objects, on itself
        print("lesson 5: rendered \(summary.framesRendered), presented \(presented), dropped \(summary.framesDropped)")
        quad.destroy()
        texture.destroy()
    }
}
