import GLSandbox

/// Why the window could not run, in words that name no command-line flag (a tool that opens the
/// window words its advice itself: `glsandbox demo` through the lessons' `DemoError`).
public enum WindowError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No X display could be opened: `reason` says why (`DISPLAY` unset, or unreachable).
    case noDisplay(reason: String)
    /// `DemoWindow.Options.frames` below 1.
    case invalidFrames(Int)
    /// The renderer could not be made (what `making` threw, other than a shader's error).
    case setUp(any Error)
    /// The renderer's shader did not load or compile.
    case shader(ShaderError)
    /// A frame could not be drawn or read back, with the library's error.
    case runFailed(any Error)
    /// The last frame could not be written (`PNGError`, ...).
    case screenshot(any Error)

    public var description: String {
        switch self {
        case .noDisplay(let reason): "\(reason); open the window on an X display, or under a virtual X server (xvfb-run)"
        case .invalidFrames(let count): "invalid frame count \(count): show at least 1 frame"
        case .setUp(let error): "the window's renderer could not start: \(error)"
        case .shader(let error): error.description
        case .runFailed(let error): "a frame failed while running: \(error)"
        case .screenshot(let error): "the screenshot could not be saved: \(error)"
        }
    }

    /// Two errors are equal when they say the same (the errors they carry need not be `Equatable`).
    public static func == (lhs: WindowError, rhs: WindowError) -> Bool { lhs.description == rhs.description }
}
