import CGLUT
import GLSandbox

/// What draws in the GLUT window (``DemoWindow``): a ``FrameRenderer`` that also hears the
/// window's keys and mouse and may name the window.
///
/// It draws into **the `Framebuffer` it is handed** (the window's framebuffer 0; a framebuffer
/// object when the same renderer is rendered headless), so nothing that draws here needs GLUT.
/// The window hands it `DemoWindow.Options.inputs` with the frame number of each frame (frame k
/// at k / 60 s).
///
/// Main thread only, the thread of GLUT and of the window's GL context: a conformance is
/// `@MainActor WindowRenderer` (an isolated conformance: `draw` may only be called there). Every
/// requirement but `draw` and `destroy` has a do-nothing default.
@MainActor
public protocol WindowRenderer: FrameRenderer {
    /// A title for the window, or nil to keep ``DemoWindow/title``. Asked after every frame.
    var windowTitle: String? { get }

    /// Whether a held key is one press, as in a browser (freeglut would otherwise repeat it as
    /// up and down again). False by default: a lesson turns its camera while an arrow is held.
    var ignoresKeyRepeat: Bool { get }

    // Requirements (not only extension methods), so a conforming type's own version is the one
    // called through `any WindowRenderer`; the extension below gives the defaults.
    /// A key that types a character went down (ESC and `q` never come here: they quit).
    func keyPressed(_ key: UInt8)
    /// A key that types no character went down: a ``SpecialKey`` (GLUT's `GLUT_KEY_*` number).
    func specialKeyPressed(_ key: Int32)
    func keyReleased(_ key: UInt8)
    func specialKeyReleased(_ key: Int32)
    /// The left mouse button went down or up, or the mouse moved with it held; `size` is the
    /// window's size now.
    func mouse(_ event: MouseEvent, size: Size)
}

extension WindowRenderer {
    public var windowTitle: String? { nil }
    public var ignoresKeyRepeat: Bool { false }
    public func keyPressed(_ key: UInt8) {}
    public func specialKeyPressed(_ key: Int32) {}
    public func keyReleased(_ key: UInt8) {}
    public func specialKeyReleased(_ key: Int32) {}
    public func mouse(_ event: MouseEvent, size: Size) {}
}

/// A mouse event in window pixels, from the top-left (as GLUT gives them).
public struct MouseEvent: Sendable, Equatable {
    public enum Kind: Sendable { case pressed, dragged, released }
    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// GLUT's numbers for the keys that type no character, as ``WindowRenderer/specialKeyPressed(_:)``
/// is handed them, named so that what draws in the window needs no `import CGLUT`.
public enum SpecialKey {
    public static let left = GLUT_KEY_LEFT
    public static let up = GLUT_KEY_UP
    public static let right = GLUT_KEY_RIGHT
    public static let down = GLUT_KEY_DOWN
}
