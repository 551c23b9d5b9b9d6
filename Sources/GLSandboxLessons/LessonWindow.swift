import Foundation
import GLSandbox
import GLSandboxWindow

/// `glsandbox demo`: a lesson, or a shader of yours, in the GLUT window (``DemoWindow``).
///
/// What the window does not know is done here: the lesson number is checked, the shader folder
/// found, the lesson (or the ``ShaderPlayground``) made in the window's context, and the window's
/// errors worded for the demo (``DemoError``).
///
/// Main thread only, as GLUT is (`@MainActor`).
@MainActor
public enum LessonWindow {
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
        /// Samples per pixel for lesson 4's framebuffer (0: one sample, no multisampling).
        public var samples: Int = 0
        /// Print `window ID`, `drawing N` and `frame N` on standard output (see
        /// `DemoWindow.Options.printFrames`).
        public var printFrames = false
        /// This program as the user ran it, for advice that shows a command to type (`swift run
        /// glsandbox` in a checkout, `glsandbox` where it is installed).
        public var command = "swift run glsandbox"

        public init(lesson: Int = 1, frames: Int? = nil, screenshot: String? = nil, shaders: ShaderLibrary? = nil,
                    shader: ShaderScene? = nil, shaderInputs: ShaderInputs = ShaderInputs(), fixedDate: Bool = false) {
            self.lesson = lesson
            self.frames = frames
            self.screenshot = screenshot
            self.shaders = shaders
            self.shader = shader
            self.shaderInputs = shaderInputs
            self.fixedDate = fixedDate
        }
    }

    /// The lesson numbers, from 1.
    public nonisolated static var lessonRange: ClosedRange<Int> { Lessons.numbers }

    /// Opens the window, runs the lesson (or the shader) until it ends, and returns how it ended.
    /// - Throws: ``DemoError/lessonOutOfRange(_:)`` before anything else; the window's errors
    ///   (``DemoWindow/run(_:making:)``) in the demo's words; ``DemoError/lesson(_:)`` for a
    ///   lesson that refused its settings.
    public static func run(_ options: Options) throws(DemoError) -> DemoWindow.Outcome {
        guard lessonRange.contains(options.lesson) else { throw .lessonOutOfRange(options.lesson) }
        if let frames = options.frames, frames < 1 { throw .invalidFrames(frames) }
        let window = DemoWindow.Options(frames: options.frames, screenshot: options.screenshot, inputs: options.shaderInputs,
                                        printFrames: options.printFrames)
        let make: DemoWindow.Making
        if let shader = options.shader {
            make = { context in
                try ShaderPlayground(context: context, scene: shader, inputs: options.shaderInputs, fixedDate: options.fixedDate)
            }
        } else {
            // Found before the window opens; a folder that is not found is the lesson's set-up error.
            let shaders: ShaderLibrary
            do { shaders = try options.shaders ?? ShaderLibrary.locate() } catch { throw .setUp(error) }
            make = { context in try Lessons.make(options.lesson, context: context, shaders: shaders, samples: options.samples) }
        }
        do {
            return try DemoWindow.run(window, making: make)
        } catch {
            throw DemoError(error, lesson: options.lesson, command: options.command)
        }
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

    /// The window's error in the demo's words. `lesson` is what the advice of `noDisplay` runs:
    /// a command that finishes (`--frames`, `--screenshot`), since a window under `xvfb-run` is
    /// seen by nobody and without them would run forever; `command` is the program as the user
    /// ran it.
    public init(_ error: WindowError, lesson: Int, command: String = "swift run glsandbox") {
        switch error {
        case .noDisplay(let reason):
            self = .noDisplay("\(reason); run the window under a virtual X server for 60 frames and look at its last one with "
                + "`xvfb-run -a \(command) demo --lesson \(lesson) --frames 60 --screenshot lesson\(lesson).png`, "
                + "or render without a window with `glsandbox render triangle --out triangle.png`")
        case .invalidFrames(let count): self = .invalidFrames(count)
        case .setUp(let inner as LessonError): self = .lesson(inner)
        case .setUp(let inner): self = .setUp(inner)
        case .shader(let inner): self = .shader(inner)
        case .runFailed(let inner): self = .runFailed(inner)
        case .screenshot(let inner): self = .screenshot(inner)
        }
    }

    public var description: String {
        switch self {
        case .noDisplay(let message): message
        case .lessonOutOfRange(let number):
            "there is no lesson \(number); lessons are 1 to \(LessonWindow.lessonRange.upperBound) (LessonCatalogue.titles names them)"
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
