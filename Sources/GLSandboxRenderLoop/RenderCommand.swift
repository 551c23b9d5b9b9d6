import GLSandbox

/// What other threads can ask of a running render loop. Posted with ``RenderLoop/post(_:sender:)``;
/// applied on the render thread, in order per sender, between frames.
public enum RenderCommand: Sendable, Equatable {
    /// The colour the scene clears to (for scenes that take one, e.g. `clear`).
    case setClearColor(RGBA)
    /// Re-makes the framebuffer at a new size.
    case resize(Size)
    /// Switches to another scene of the catalogue; an unknown name is recorded as an error.
    case loadScene(String)
    /// Draws the scene as the commands before it left it and writes a PNG file (atomically).
    case snapshot(path: String)
    /// Paces frames at a new rate (0: as fast as possible); outside 0...10000 is recorded as an error.
    case setFPS(Double)
    /// Renders no frames until ``resume``; commands are still applied.
    case pause
    /// Renders frames again after ``pause``.
    case resume
    /// Does nothing but get counted: for tests and latency measurements.
    case ping
    /// Stops the loop after the current frame.
    case stop
}

/// A command on its way, stamped with who sent it, their sequence number and when.
struct CommandEnvelope: Sendable {
    var command: RenderCommand
    var sender: Int
    var sequence: Int
    var postedAt: ContinuousClock.Instant
}

/// A command as applied: who sent it, their sequence number, and how long it waited.
public struct AppliedCommand: Sendable, Equatable {
    public var command: RenderCommand
    public var sender: Int
    public var sequence: Int
    /// From `post` to applied on the render thread: the wake-up latency plus any frame in progress.
    public var latency: Duration
}
