/// What a finished loop did, counted by the code as it ran (`glsandbox loop --json`).
public struct RenderLoopSummary: Sendable, Codable, Equatable {
    /// Frames drawn and read back on the render thread.
    public var framesRendered: Int
    /// Frames a consumer took from the frame queue.
    public var framesDelivered: Int
    /// Frames a newer one replaced before anyone took them (mailbox policy only).
    public var framesDropped: Int
    /// True when the consumer saw frame numbers 1, 2, 3, ... with none missing or repeated
    /// (with the mailbox policy: strictly increasing).
    public var inOrder: Bool
    /// From the first frame started to the last frame delivered.
    public var elapsedSeconds: Double
    public var achievedFPS: Double
    public var targetFPS: Double
    public var commandsProcessed: Int
    /// Commands that were queued but not applied because the loop stopped first.
    public var commandsDropped: Int
    /// The largest post-to-applied wait of any command, in milliseconds.
    public var maxCommandLatencyMs: Double
    /// How often the renderer found the frame queue full and waited for the consumer.
    public var producerWaits: Int
    /// The run loop's activity, from its observer.
    public var loopIterations: Int
    public var loopWakeUps: Int
    /// Frames written to disk, when recording.
    public var framesWritten: Int
    /// The ``faults``, in words (what `glsandbox loop --json` prints as `errors`).
    public var errors: [String]
    /// Why the loop stopped (in the JSON, the case's raw value: `"frames"`, `"stop"`, ...).
    public var stopReason: StopReason
    /// The first frame that could not be written (the `--out` folder, a GIF, a stream): the loop
    /// stops there. Also in ``errors``; absent from the JSON when nil.
    public var outputError: FrameOutputError? = nil
    /// What went wrong while running (a frame that failed, a scene that did not load, a snapshot
    /// that could not be written), typed; the first 100 of each thread, then a count. Not in the
    /// JSON (``errors`` has their words), so a decoded summary has none.
    public var faults: [RenderLoopFault] = []

    private enum CodingKeys: String, CodingKey {
        case framesRendered, framesDelivered, framesDropped, inOrder, elapsedSeconds, achievedFPS, targetFPS
        case commandsProcessed, commandsDropped, maxCommandLatencyMs, producerWaits, loopIterations, loopWakeUps
        case framesWritten, errors, stopReason, outputError
    }

    /// The summary of a loop that never ran.
    static func neverStarted(targetFPS: Double) -> RenderLoopSummary {
        RenderLoopSummary(framesRendered: 0, framesDelivered: 0, framesDropped: 0, inOrder: true, elapsedSeconds: 0,
                          achievedFPS: 0, targetFPS: targetFPS, commandsProcessed: 0, commandsDropped: 0,
                          maxCommandLatencyMs: 0, producerWaits: 0, loopIterations: 0, loopWakeUps: 0,
                          framesWritten: 0, errors: [], stopReason: .neverStarted)
    }
}

/// Why a render loop stopped. The raw values are the words `glsandbox loop --json` prints as
/// `stopReason` (a contract: scripts read them).
public enum StopReason: String, Sendable, Codable, Equatable, CaseIterable {
    /// The frame count (``RenderLoop/Configuration/frameLimit``) was reached.
    case framesDone = "frames"
    /// ``RenderLoop/stop()``, ``RenderLoop/requestStop(reason:)`` or a posted `.stop` command.
    case stopped = "stop"
    /// A frame could not be drawn, or ``RenderLoop/start()`` threw.
    case renderError = "error"
    /// A frame could not be written (the `--out` folder, a GIF, a stream): ``RenderLoopSummary/outputError`` says which.
    case outputError = "output error"
    /// SIGINT (Ctrl-C) asked the loop to stop.
    case interrupted
    /// SIGTERM asked the loop to stop.
    case terminated
    /// ``RenderLoop/stop()`` or ``RenderLoop/waitUntilFinished()`` on a loop that was not started,
    /// or whose ``RenderLoop/start()`` threw before it made a thread (every count is then 0).
    case neverStarted = "never started"
}
