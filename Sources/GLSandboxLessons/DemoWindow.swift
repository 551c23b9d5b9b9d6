import CGLUT
import Foundation
import GLSandbox

/// The GLUT window the lessons draw in: `glsandbox demo`.
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
    /// What `glsandbox demo` was asked for.
    public struct Options: Sendable {
        public var lesson: Int
        /// Quit after this many frames (nil: until ESC, `q`, or the window is closed).
        public var frames: Int?
        /// Save the last frame here (read from the back buffer before its swap).
        public var screenshot: String?
        public var shaders: ShaderLibrary?
        /// Run this shader (`demo --shader FILE`) instead of a lesson.
        public var shader: ShaderScene?
        /// What the shader sees besides time, frame and mouse (which the window drives).
        public var shaderInputs: ShaderInputs
        /// iDate stays at `shaderInputs.date` (`--date`), instead of following the clock.
        public var fixedDate: Bool
        public var dialect: ShaderDialect?
        /// Where a Shadertoy export's textures are.
        public var media: String?
        /// Samples per pixel for lesson 4's framebuffer (0: one sample, no multisampling).
        public var samples: Int = 0
        /// Print `window ID` (the X window's id, for `xdotool` or `xwininfo -id`) with the first
        /// frame, `drawing N` before frame N is drawn and `frame N` after it is shown, on standard
        /// output (flushed), so a script or a test can wait for the window to be up and drawing
        /// instead of sleeping.
        public var printFrames = false

        public init(lesson: Int = 1, frames: Int? = nil, screenshot: String? = nil, shaders: ShaderLibrary? = nil,
                    shader: ShaderScene? = nil, shaderInputs: ShaderInputs = ShaderInputs(), fixedDate: Bool = false,
                    dialect: ShaderDialect? = nil) {
            self.lesson = lesson
            self.frames = frames
            self.screenshot = screenshot
            self.shaders = shaders
            self.shader = shader
            self.shaderInputs = shaderInputs
            self.fixedDate = fixedDate
            self.dialect = dialect
        }
    }

    /// What ended the demo.
    public struct Outcome: Sendable {
        public var reason: EndReason
        public var frames: Int
        public var screenshot: String?
        /// GL objects left after the lesson was destroyed (should be 0).
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
        /// A frame could not be drawn (``run(_:)`` then throws ``DemoError/runFailed(_:)``).
        case failed
    }

    /// The window size the lessons are made for.
    public nonisolated static let size = Size(600, 480)
    public nonisolated static let title = "GLSandbox"
    public nonisolated static var lessonRange: ClosedRange<Int> { Lessons.numbers }

    private static var current: DemoWindow?

    private let options: Options
    private var context: GLContext?
    private var lesson: (any Lesson)?
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

    /// Opens the window, runs the lesson until it ends, and returns how it ended.
    public static func run(_ options: Options) throws(DemoError) -> Outcome {
        guard lessonRange.contains(options.lesson) else { throw .lessonOutOfRange(options.lesson) }
        if let frames = options.frames, frames < 1 { throw .invalidFrames(frames) }
        let connection: DisplayConnection
        switch DisplayConnection.open(lesson: options.lesson) {
        case .success(let open): connection = open
        case .failure(let error): throw error
        }
        defer { connection.close() }
        var shaders = ShaderLibrary(folder: URL(fileURLWithPath: "."))
        if options.shader == nil {
            do { shaders = try options.shaders ?? ShaderLibrary.locate() } catch { throw .setUp(error) }
        }

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
            if let shader = options.shader {
                window.lesson = try ShaderPlayground(context: context, scene: shader, inputs: options.shaderInputs,
                                                     fixedDate: options.fixedDate, dialect: options.dialect, media: options.media)
            } else {
                window.lesson = try Lessons.make(options.lesson, context: context, shaders: shaders, samples: options.samples)
            }
        } catch {
            glutDestroyWindow(glutGetWindow())
            glutExit()
            if let error = error as? ShaderError { throw .shader(error) }
            if let error = error as? ProgramError { throw .shader(ShaderError(error)) }
            if let error = error as? LessonError { throw .lesson(error) }
            throw .setUp(error)
        }

        glutDisplayFunc { MainActor.assumeIsolated { DemoWindow.current?.display() } }
        glutReshapeFunc { width, height in MainActor.assumeIsolated { DemoWindow.current?.reshape(Int(width), Int(height)) } }
        glutKeyboardFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.keyPressed(key) } }
        glutSpecialFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.lesson?.specialKeyPressed(key) } }
        glutKeyboardUpFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.lesson?.keyReleased(key) } }
        glutSpecialUpFunc { key, _, _ in MainActor.assumeIsolated { DemoWindow.current?.lesson?.specialKeyReleased(key) } }
        // A held key is one press, as in a browser (freeglut would otherwise repeat it as up and
        // down again). Only for a shader: the lessons turn the camera while an arrow is held.
        if window.lesson is ShaderPlayground { glutIgnoreKeyRepeat(1) }
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
        guard !finished, let lesson, let context else { return }
        frame += 1
        if options.printFrames {
            print("drawing \(frame)")
            fflush(nil)
        }
        do {
            // Framebuffer 0, the window's: lessons draw into it as into any framebuffer, and its
            // picture is read from the back buffer before the swap shows it.
            let window = Framebuffer(defaultOf: context, size: size)
            try lesson.draw(into: window, inputs: options.shaderInputs.frame(frame - 1))
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
        if let title = lesson.windowTitle { glutSetWindowTitle(title) }
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
            lesson?.keyPressed(key)
        }
    }

    private func mouse(_ event: MouseEvent) {
        lesson?.mouse(event, size: size)
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

    /// Destroys the lesson's GL objects (and stops its threads) while the context is current. Once.
    private func finish(reason: EndReason) {
        guard !finished else { return }
        finished = true
        self.reason = reason
        lesson?.destroy()
        lesson = nil
        liveObjects = context?.liveObjectCount ?? 0
        context = nil
    }
}

/// Why the demo could not run.
public enum DemoError: Error, Equatable, Sendable, CustomStringConvertible {
    case noDisplay(String)
    case lessonOutOfRange(Int)
    case invalidFrames(Int)
    /// The lesson could not be made (the shader folder not found, a GL error), with the library's error.
    case setUp(any Error)
    /// The shader (`--shader`, lesson 6) did not load or compile.
    case shader(ShaderError)
    /// A frame could not be drawn or read back, with the library's error.
    case runFailed(any Error)
    /// The last frame could not be written as a PNG (`PNGError`).
    case screenshot(any Error)
    /// The lesson refused its settings (a sample count, a size, a texture file).
    case lesson(LessonError)

    public var description: String {
        switch self {
        case .noDisplay(let message): message
        case .lessonOutOfRange(let number):
            "there is no lesson \(number); lessons are 1 to \(DemoWindow.lessonRange.upperBound) (LessonCatalogue.titles names them)"
        case .invalidFrames(let count): "invalid frame count \(count): show at least 1 frame"
        case .setUp(let error): "the lesson could not start: \(error)"
        case .shader(let error): error.description
        case .runFailed(let error): "the lesson failed while running: \(error)"
        case .screenshot(let error): "the screenshot could not be saved: \(error)"
        case .lesson(let error): "the lesson could not start: \(error)"
        }
    }

    /// Two errors are equal when they say the same (the errors they carry need not be `Equatable`).
    public static func == (lhs: DemoError, rhs: DemoError) -> Bool { lhs.description == rhs.description }
}

/// The lesson titles, for `glsandbox demo --list`.
public enum LessonCatalogue {
    public static var titles: [(number: Int, title: String)] {
        Lessons.all.map { ($0.number, $0.title) }
    }
}
