import GLSandbox

/// One lesson: a small program drawing into the GLUT window, read top to bottom.
///
/// Lessons run on the main thread, the thread of GLUT and of the window's GL context.
@MainActor
protocol Lesson: AnyObject {
    /// Builds the lesson's GL objects in the window's context.
    init(context: GLContext, shaders: ShaderLibrary) throws

    /// Draws frame number `frame` (from 1) into the window, whose size is `size`.
    func draw(frame: Int, size: Size) throws

    /// A title for the window, or nil to keep "GLSandbox".
    var windowTitle: String? { get }

    /// Deletes the lesson's GL objects (and stops any thread it started).
    func destroy()
}

extension Lesson {
    var windowTitle: String? { nil }
    /// A key other than ESC and `q` (which quit).
    func keyPressed(_ key: UInt8) {}
    /// A mouse button went down or up, or the mouse moved with it held.
    func mouse(_ event: MouseEvent, size: Size) {}
}

/// The lessons, by number.
enum Lessons {
    static let titles = [
        1: "a black window: glutInit, a 600x480 double-buffered window, a clear and a swap",
        2: "a triangle from a vertex buffer, drawn by a vertex and a fragment shader",
        3: "shaders loaded from shaders/ and reloaded when you save them",
        4: "render to a texture through a framebuffer object, then show the texture",
        5: "a render thread with its own headless context; the window only presents its frames",
        6: "your own shader: shaders/lesson6.frag (The Book of Shaders style), reloaded as you save it",
    ]

    @MainActor
    static func make(_ number: Int, context: GLContext, shaders: ShaderLibrary) throws -> any Lesson {
        switch number {
        case 1: try Lesson1BlackWindow(context: context, shaders: shaders)
        case 2: try Lesson2Triangle(context: context, shaders: shaders)
        case 3: try Lesson3HotReload(context: context, shaders: shaders)
        case 4: try Lesson4RenderToTexture(context: context, shaders: shaders)
        case 5: try Lesson5RenderThread(context: context, shaders: shaders)
        default: try ShaderPlayground(context: context, shaders: shaders)
        }
    }
}
