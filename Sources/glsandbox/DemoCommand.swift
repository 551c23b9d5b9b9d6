import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxLessons
import GLSandboxWindow

/// `glsandbox demo`: the GLUT window and the lessons.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the 600x480 GLUT window and run a lesson (1 = the black window).",
        discussion: """
            ESC or q quits; closing or destroying the window, SIGTERM, and the X server going away \
            end it too (exit 0). Needs an X display: on a machine without one, run it under a \
            virtual X server for a few frames and save the last, \
            `xvfb-run -a swift run glsandbox demo --lesson 1 --frames 60 --screenshot lesson1.png`, \
            or render without a window with `glsandbox render`. See docs/lessons.md.
            """
    )

    @Option(parsing: .unconditional, help: "The lesson to run, 1 to \(LessonWindow.lessonRange.upperBound) (`--list` names them).")
    var lesson = 1

    @Option(parsing: .unconditional, help: "Lesson 4: samples per pixel for its framebuffer (0: one sample per pixel, no multisampling; up to GL_MAX_SAMPLES, 4 on llvmpipe).",
            transform: SampleCount.checked)
    var samples = 0

    @OptionGroup(title: "What to draw (a shader runs in the window instead of a lesson, reloaded when you save it; mouse: iMouse; space pauses, r restarts, s saves a PNG)")
    var what: SceneOrShader

    @OptionGroup(title: "Shader inputs (with a shader; time, frame and mouse come from the window)")
    var shaderOptions: ShaderOptions

    @Option(parsing: .unconditional, help: "Quit after this many frames.")
    var frames: Int?

    @Option(help: "Save the last frame as a PNG, or a JPEG for a .jpg name (read from the back buffer before the swap).")
    var screenshot: String?

    @Flag(help: "Print `window ID` (the X window, for xdotool) with the first frame, `drawing N` before frame N is drawn and `frame N` after it is shown, on standard output: a script can wait for the window instead of sleeping.")
    var printFrames = false

    @Flag(help: "List the lessons and exit.")
    var list = false

    /// The shader's path, when one runs instead of a lesson.
    var shader: String? { what.shader }

    func validate() throws {
        if let scene = what.scene {
            throw ValidationError("demo has no scenes: '\(scene)' is not a shader's path (ending in .frag, .glsl, .fs or .json, or containing /); "
                                  + "give ./\(scene) for a file of that name, or --lesson N for a lesson")
        }
        if list { return }
        if let screenshot { try checkPictureName(screenshot) }
        if shader == nil && shaderOptions.anyGiven {
            throw ValidationError("the shader inputs (--mouse, --channel0, --date, ...) need a shader: give its path (or --shader PATH)")
        }
        if shaderOptions.time != nil || shaderOptions.frame != nil {
            throw ValidationError("the window runs the shader's clock: --time and --frame are for render and snapshot (space pauses, r restarts)")
        }
        if shaderOptions.keys != nil {
            throw ValidationError("the window reads its own keys: --keys (a script of keys held) is for render, loop, snapshot and bench")
        }
        if samples != 0 && lesson != 4 {
            throw ValidationError("--samples is for lesson 4 (multisampling): use `demo --lesson 4 --samples 4`")
        }
    }

    /// GLUT must run on the main thread, where `glsandbox` calls `run()`.
    func run() throws {
        try MainActor.assumeIsolated { try runOnMainThread() }
    }

    @MainActor
    private func runOnMainThread() throws {
        if list {
            for (number, title) in LessonCatalogue.titles { print("\(number)  \(title)") }
            return
        }
        if let screenshot { try checkWritable(screenshot) }
        var options = LessonWindow.Options(lesson: lesson, frames: frames, screenshot: screenshot)
        options.samples = samples
        options.printFrames = printFrames
        options.command = GLSandboxCommand.asRun
        if let shader {
            options.shader = try shaderOptions.load(shader)
            options.shaderInputs = try shaderOptions.inputs()
            options.fixedDate = shaderOptions.date != nil
        }
        let outcome: DemoWindow.Outcome
        do {
            outcome = try LessonWindow.run(options)
        } catch {
            switch error {
            case .shader(let error): throw CLIError(error)
            case .noDisplay: throw CLIError(error.description, code: CLIError.unavailable)
            case .lessonOutOfRange(let number):
                throw CLIError("there is no lesson \(number); lessons are 1 to \(LessonWindow.lessonRange.upperBound) (`glsandbox demo --list` names them)",
                               code: CLIError.usage)
            case .invalidFrames(let count): throw CLIError("invalid --frames \(count): show at least 1 frame", code: CLIError.usage)
            case .screenshot: throw CLIError(error.description, code: CLIError.cannotCreate)
            case .setUp, .runFailed: throw CLIError(error.description, code: CLIError.software)
            case .lesson(.samples(let count, let maximum)): throw CLIError.samples(count, maximum: maximum)
            case .lesson(let lessonError): throw CLIError(error.description, code: CLIError(lessonError).code)   // "the lesson could not start: ..."
            }
        }
        if let path = outcome.screenshot { print("screenshot: \(path)") }
        print("demo ended after \(outcome.frames) frames: \(Self.words(for: outcome.reason))")
        if outcome.liveObjects != 0 {
            throw CLIError("\(outcome.liveObjects) GL objects were left alive", code: CLIError.software)
        }
    }

    /// What ended the window, in the words of `demo ended after N frames: ...`.
    static func words(for reason: DemoWindow.EndReason) -> String {
        switch reason {
        case .key: "ESC or q"
        case .framesDone: "--frames"
        case .closed: "the window was closed"
        case .destroyed: "the window was destroyed"
        case .terminated: "SIGTERM"
        case .failed: "error"
        }
    }
}
