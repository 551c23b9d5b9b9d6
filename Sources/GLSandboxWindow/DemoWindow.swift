import CGLUT
import Foundation
import GLSandbox

/// The GLUT window: a 600x480 double-buffered window whose main loop draws a ``WindowRenderer``
/// about 60 times a second until ESC or `q`, the close button, the window's destruction,
/// SIGTERM or the X server's end (`glsandbox demo` runs a lesson or a shader in it).
///
/// The window knows nothing of what it shows: ``run(_:making:)`` is handed a closure that makes
/// the renderer in the window's context, and the renderer is destroyed when the window ends.
///
/// GLUT is not thread-safe and `glutMainLoop` owns the thread that called `glutInit`, so
/// everything here runs on the main thread (`@MainActor`). GLUT's callbacks are C functions
/// that cannot capture anything; they find the window through ``current``.
///
/// An executable of your own that opens this window should link with
/// `-Xlinker --export-dynamic-symbol=XGetGeometry`, as `glsandbox` does (Package.swift): Mesa's
/// GLX loader then uses this module's guard against a crash when the window is destroyed
/// (Sources/CWindowSize/window_size.c).
@MainActor
public final class DemoWindow {
    /// How the window runs (what it shows is the renderer ``run(_:making:)`` makes).
    public struct Options: Sendable {
        /// Quit after this many frames (nil: until ESC, `q`, or the window is closed).
        public var frames: Int?
        /// Save the last frame here (read from the back buffer before its swap).
        public var screenshot: String?
        /// What the renderer is handed each frame, with the frame number set (frame k at k / 60 s).
        public var inputs: ShaderInputs
        /// Print `window ID` (the X window's id, for `xdotool` or `xwininfo -id`) with the first
        /// frame, `drawing N` before frame N is drawn and `frame N` after it is shown, on standard
        /// output (flushed), so a script or a test can wait for the window to be up and drawing
        /// instead of sleeping.
        public var printFrames: Bool

        public init(frames: Int? = nil, screenshot: String? = nil, inputs: ShaderInputs = ShaderInputs(), printFrames: Bool = false) {
            self.frames = frames
            self.screenshot = screenshot
            self.inputs = inputs
            self.printFrames = printFrames
        }
    }

    /// Makes what the window shows, in the window's context (current on the main thread, where
    /// this is called once, after the window opened). What it throws ends ``run(_:making:)``:
    /// a `ShaderError` (or a `ProgramError`) as ``WindowError/shader(_:)``, anything else as
    /// ``WindowError/setUp(_:)``.
    public typealias Making = @MainActor (GLContext) throws -> any WindowRenderer

    /// What ended the demo.
    public struct Outcome: Sendable {
        public var reason: EndReason
        public var frames: Int
        public var screenshot: String?
        /// GL objects left after the renderer was destroyed (should be 0).
        public var liveObjects: Int
    }

    /// Why the window's main loop ended.
    public enum EndReason: Sendable, Equatable, CaseIterable {
        /// ESC or `q` was pressed.
        case key
        /// ``Options/frames`` frames were shown.
        case framesDone
        /// The window was closed (its close button, or the window manager's close message).
        case closed
        /// The window was destroyed without a close message (`xdotool windowkill`, say).
        case destroyed
        /// SIGTERM asked the demo to end.
        case terminated
        /// A frame could not be drawn (``run(_:making:)`` then throws ``WindowError/runFailed(_:)``).
        case failed
    }

    /// The window's size when it opens (the lessons are made for it).
    public nonisolated static let size = Size(600, 480)
    public nonisolated static let title = "GLSandbox"

    private static var current: DemoWindow?

    private let options: Options
    private var context: GLContext?
    private var renderer: (any WindowRenderer)?
    private var size = DemoWindow.size
    private var frame = 0
    private var lastImage: RGBAImage?
    private var reason = EndReason.closed
    private var failure: (any Error)?
    private var finished = false
    private var liveObjects = 0
    private var watcher: WindowWatcher?

    private init(options: Options) {
        self.options = options
    }

    /// Opens the window, makes its renderer with `make`, draws until the window ends, and
    /// returns how it ended.
    /// - Throws: ``WindowError/invalidFrames(_:)`` for `frames` below 1 and
    ///   ``WindowError/noDisplay(reason:)`` without an X display, before any window opens;
    ///   ``WindowError/shader(_:)`` or ``WindowError/setUp(_:)`` for what `make` threw;
    ///   ``WindowError/runFailed(_:)`` for a frame that failed; ``WindowError/screenshot(_:)``.
    public static func run(_ options: Options, making make: Making) throws(WindowError) -> Outcome {
        if let frames = options.frames, frames < 1 { throw .invalidFrames(frames) }
        let connection: DisplayConnection
        switch DisplayConnection.open() {
        case .success(let open): connection = open
        case .failure(let error): throw error
        }
        defer { connection.close() }

        let window = DemoWindow(options: options)
        current = window
        defer { current = nil }

        var argc: Int32 = 1
        var argv: [UnsafeMutablePointer<CChar>?] = [strdup("glsandbox"), nil]
        defer { free(argv[0]) }
        glutInit(&argc, &argv)
        glutInitContextVersion(3, 3)                    // 3.3 core or newer (llvmpipe gives 4.5)
        glutInitContextProfile(GLUT_CORE_PROFILE)
        glutSetOption(GLenum(GLUT_ACTION_ON_WINDOW_CLOSE), GLUT_ACTION_GLUTMAINLOOP_RETURNS)
        glutInitDisplayMode(UInt32(GLUT_DOUBLE | GLUT_RGBA | GLUT_DEPTH))
        glutInitWindowSize(Int32(size.width), Int32(size.height))
        glutInitWindowPosition(40, 40)          // without a window manager, GLUT's default is (-1, -1): off screen by a pixel
        glutCreateWindow(title)

        window.watcher = WindowWatcher(connection: connection)
        defer { window.watcher?.stop() }
        let context = GLContext(adoptingCurrentContext: "GLUT window (freeglut, GLX)")
        window.context = context
        do {
            window.renderer = try make(context)
        } catch {
            glutDestroyWindow(glutGetWindow())
            glutExit()
            if let error = error as? ShaderError { throw .shader(error) }
            if let error = error as? ProgramError { throw .shader(ShaderError(error)) }
            throw .setUp(error)
        }

        glutDisplayFunc { MainActor.assumeIsolated { DemoWindow.current?.display() } }
        glutReshapeFunc { width, height in MainActor.assumeIsolated { DemoWindow.current?.reshape(Int(width), Int(height)) } }
        glutKeyboardFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.keyPressed(key) } }
        glutSpecialFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.renderer?.specialKeyPressed(key) } }
        glutKeyboardUpFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.renderer?.keyReleased(key) } }
        glutSpecialUpFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.renderer?.specialKeyReleased(key) } }
        if window.renderer?.ignoresKeyRepeat == true { glutIgnoreKeyRepeat(1) }
        glutCloseFunc { MainActor.assumeIsolated { DemoWindow.current?.windowClosing() } }
        glutMouseFunc { button, state, x, y in
            MainActor.assumeIsolated {
                guard button == GLUT_LEFT_BUTTON else { return }
                DemoWindow.current?.mouse(MouseEvent(kind: state == GLUT_DOWN ? .pressed : .released, x: Int(x), y: Int(y)))
            }
        }
        glutMotionFunc { x, y in MainActor.assumeIsolated { DemoWindow.current?.mouse(MouseEvent(kind: .dragged, x: Int(x), y: Int(y))) } }
        glutTimerFunc(16, { _ in MainActor.assumeIsolated { DemoWindow.current?.tick() } }, 0)

        glutMainLoop()   // returns after glutLeaveMainLoop or when the window is closed

        window.finish(reason: window.reason)
        glutExit()       // closes any window left and frees what freeglut and the GL driver hold
        if let failure = window.failure { throw .runFailed(failure) }
        var saved: String?
        if let path = options.screenshot, let image = window.lastImage {
            do { try image.write(to: path, format: try PictureFormat.forOutput(path)) } catch { throw .screenshot(error) }
            saved = path
        }
        return Outcome(reason: window.reason, frames: window.frame, screenshot: saved, liveObjects: window.liveObjects)
    }

    // MARK: Callbacks (main thread)

    private func display() {
        guard !finished, let renderer, let context else { return }
        frame += 1
        if options.printFrames {
            print("drawing \(frame)")
            fflush(nil)
        }
        do {
            // Framebuffer 0, the window's: the renderer draws into it as into any framebuffer, and
            // its picture is read from the back buffer before the swap shows it.
            let window = Framebuffer(defaultOf: context, size: size)
            try renderer.draw(into: window, inputs: options.inputs.frame(frame - 1))
            if options.screenshot != nil {
                lastImage = try window.readImage()
            }
        } catch {
            failure = error
            finish(reason: .failed)
            glutLeaveMainLoop()
            return
        }
        glutSwapBuffers()
        if let title = renderer.windowTitle { glutSetWindowTitle(title) }
        if options.printFrames {
            if frame == 1, let watcher { print("window \(watcher.window)") }
            print("frame \(frame)")
            fflush(nil)   // all C streams: print writes to stdout's buffer, which a pipe holds back
        }
        if let limit = options.frames, frame >= limit {
            finish(reason: .framesDone)
            glutLeaveMainLoop()
        }
    }

    private func reshape(_ width: Int, _ height: Int) {
        size = Size(max(1, width), max(1, height))
    }

    private func keyPressed(_ key: UInt8) {
        if key == 27 || key == UInt8(ascii: "q") {   // ESC or q
            finish(reason: .key)
            glutLeaveMainLoop()
        } else {
            renderer?.keyPressed(key)
        }
    }

    private func mouse(_ event: MouseEvent) {
        renderer?.mouse(event, size: size)
    }

    /// About 60 frames a second: ask for a redraw, and come back in 16 ms.
    private func tick() {
        guard !finished else { return }
        if let reason = watcher?.endReason() {
            finish(reason: reason)
            glutLeaveMainLoop()
            return
        }
        glutPostRedisplay()
        glutTimerFunc(16, { _ in MainActor.assumeIsolated { DemoWindow.current?.tick() } }, 0)
    }

    /// The window is being closed: its context is still current, so delete GL objects now.
    private func windowClosing() {
        finish(reason: .closed)
    }

    /// Destroys the renderer's GL objects (and stops its threads) while the context is current. Once.
    private func finish(reason: EndReason) {
        guard !finished else { return }
        finished = true
        self.reason = reason
        renderer?.destroy()
        renderer = nil
        liveObjects = context?.liveObjectCount ?? 0
        context = nil
    }
}
