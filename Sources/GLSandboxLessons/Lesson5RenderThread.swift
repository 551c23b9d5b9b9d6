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
final class Lesson5RenderThread: Lesson {
    private let context: GLContext
    private let loop: RenderLoop
    private let texture: Texture2D
    private let quad: TexturedQuad
    private var presented = 0
    private var lastNumber = 0

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        let size = Size(600, 480)
        loop = RenderLoop(RenderLoop.Configuration(
            scene: "spin", size: size, fps: 60, framePolicy: .mailbox,
            contextRequest: ContextRequest(backend: .eglSurfaceless), shaders: shaders, consumer: .caller))
        texture = try Texture2D(context, format: .rgba8, size: size)
        quad = try TexturedQuad(context, shaders: shaders)
        try texture.upload(RGBAImage(size: size, filling: Pixel(0, 0, 0)))
        try loop.start()
    }

    func draw(frame: Int, size: Size) throws {
        if let newest = loop.pollFrame() {
            try texture.upload(newest.image)
            presented += 1
            lastNumber = newest.number
        }
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        try quad.draw(texture)
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
