import COpenGL
import GLSandbox

/// Lesson 1: the classic GLUT start. `DemoWindow.swift` does the GLUT part (glutInit, a 600x480
/// double-buffered RGBA window with a depth buffer, the display callback, glutSwapBuffers);
/// each frame this lesson clears the window to black, and the window shows it when the buffers
/// are swapped. Words: [framebuffer](../../docs/glossary.md#framebuffer),
/// [double buffering](../../docs/glossary.md#double-buffering).
///
/// Exercise (docs/lessons.md): clear to a sky blue (red 0.2, green 0.4, blue 0.6), then check
/// it with `swift run glsandbox lesson check 1`.
@MainActor
final class Lesson1BlackWindow: @MainActor Lesson {
    init(context: GLContext, shaders: ShaderLibrary) throws {}

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))   // draw into the whole window
        glClearColor(0, 0, 0, 1)                                       // the colour glClear fills with: black, opaque
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT)) // fill every pixel (and reset the depth buffer)
    }

    func destroy() {}
}
