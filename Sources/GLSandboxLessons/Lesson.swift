import GLSandbox

/// One lesson: a small program drawing into the GLUT window, read top to bottom.
///
/// Lessons run on the main thread, the thread of GLUT and of the window's GL context. A lesson
/// draws into **the framebuffer bound when `draw` is called** (the window's, framebuffer 0, in
/// the demo; a framebuffer object when ``LessonRenderer`` renders it headless), so no lesson
/// depends on GLUT.
@MainActor
protocol Lesson: AnyObject {
    /// Builds the lesson's GL objects in `context`, which is current on this thread.
    init(context: GLContext, shaders: ShaderLibrary) throws

    /// Draws frame number `frame` (from 1) into the bound framebuffer, whose size is `size`.
    /// Lessons that animate take their time from the frame number (60 frames a second), so
    /// frame 1 is always the same picture.
    func draw(frame: Int, size: Size) throws

    /// A title for the window, or nil to keep "GLSandbox".
    var windowTitle: String? { get }

    /// Deletes the lesson's GL objects (and stops any thread it started).
    func destroy()

    // Requirements (not only extension methods), so a lesson's own version is the one called
    // through `any Lesson`; the extension below gives the do-nothing defaults.
    func keyPressed(_ key: UInt8)
    func specialKeyPressed(_ key: Int32)
    func mouse(_ event: MouseEvent, size: Size)
}

extension Lesson {
    var windowTitle: String? { nil }
    /// A key other than ESC and `q` (which quit).
    func keyPressed(_ key: UInt8) {}
    /// An arrow key (GLUT_KEY_LEFT, ...).
    func specialKeyPressed(_ key: Int32) {}
    /// A mouse button went down or up, or the mouse moved with it held.
    func mouse(_ event: MouseEvent, size: Size) {}
}

/// Where a lesson draws: the GLUT window (it runs as long as the window is open), or a headless
/// check (`glsandbox lesson check`), where every picture must come out the same on every run.
/// Only lesson 5, whose frames come from a render thread running in real time, draws
/// differently: in a check its render thread renders half a second's frames unpaced, and the
/// lesson shows the last of them.
public enum LessonMode: Sendable { case window, check }

/// Seconds since the start for frame `frame`, at 60 frames a second (frame 1 is 0 s).
func lessonSeconds(_ frame: Int) -> Float { Float(frame - 1) / 60 }

/// The lessons, by number.
enum Lessons {
    static let titles = [
        1: "a black window: glutInit, a 600x480 double-buffered window, glClearColor, glClear and a swap",
        2: "a triangle: glGenBuffers, glBufferData, glVertexAttribPointer, shaders compiled and linked, glDrawArrays",
        3: "shaders loaded from shaders/ and reloaded when you save them; a time uniform",
        4: "render to a texture through a framebuffer object; multisampling and resolving it with glBlitFramebuffer",
        5: "a render thread with its own headless context; the window only presents its frames",
        6: "your own shader: shaders/lesson6.frag (The Book of Shaders style), reloaded as you save it",
        7: "transformations: a matrix uniform (glUniformMatrix4fv) turns a square over time",
        8: "a 3D cube: model, view and perspective projection matrices, and the depth test (space turns it off)",
        9: "a camera: arrow keys or WASD move, dragging the mouse turns (a lookAt view matrix)",
        10: "a texture from a PNG file: glTexImage2D, glGenerateMipmap; nearest and mipmapped filtering side by side",
        11: "Phong lighting: ambient, diffuse and specular; arrow keys or WASD move the light",
    ]

    @MainActor
    /// Lesson `number`. `samples` is what `demo --samples` asked for: nil (or 0) lets lesson 4
    /// choose (its `init(context:shaders:)`, which exercise 4.1 changes).
    static func make(_ number: Int, context: GLContext, shaders: ShaderLibrary, samples: Int? = nil,
                     mode: LessonMode = .window) throws -> any Lesson {
        switch number {
        case 1: try Lesson1BlackWindow(context: context, shaders: shaders)
        case 2: try Lesson2Triangle(context: context, shaders: shaders)
        case 3: try Lesson3HotReload(context: context, shaders: shaders)
        case 4:
            if let samples, samples != 0 { try Lesson4RenderToTexture(context: context, shaders: shaders, samples: samples) }
            else { try Lesson4RenderToTexture(context: context, shaders: shaders) }
        case 5: try Lesson5RenderThread(context: context, shaders: shaders, mode: mode)
        case 7: try Lesson7Transformations(context: context, shaders: shaders)
        case 8: try Lesson8Cube(context: context, shaders: shaders)
        case 9: try Lesson9Camera(context: context, shaders: shaders)
        case 10: try Lesson10Texture(context: context, shaders: shaders)
        case 11: try Lesson11Lighting(context: context, shaders: shaders)
        default: try ShaderPlayground(context: context, shaders: shaders, mode: mode)
        }
    }
}
