import GLSandbox

/// Lesson 1: the classic GLUT start. `DemoWindow` did the GLUT part (glutInit, a 600x480
/// double-buffered RGBA window with depth, callbacks); each frame we clear the window to black,
/// and the window shows it when the buffers are swapped.
///
/// Try: change `.black` to `RGBA(0.2, 0.4, 0.6)` and run again.
@MainActor
final class Lesson1BlackWindow: Lesson {
    private let context: GLContext

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
    }

    func draw(frame: Int, size: Size) throws {
        try WindowFramebuffer.clear(in: context, color: .black)
    }

    func destroy() {}
}
