import GLSandbox

/// Something that went wrong while a render loop ran, kept for its summary
/// (``RenderLoopSummary/faults``; the JSON's `errors` are their words). Each case keeps the
/// error the library threw, typed, so a caller can switch on it (`case .frameFailed(_, let error
/// as ShaderError)`); only a failed frame or output stops the loop, the others are reported and it goes on.
public enum RenderLoopFault: Error, Sendable, Equatable, CustomStringConvertible {
    /// A frame could not be drawn or read back (the loop stops: ``StopReason/renderError``).
    case frameFailed(frame: Int, any Error)
    /// A frame could not be encoded as PNG (the next ones are still written).
    case frameNotEncoded(frame: Int, any Error)
    /// A frame or the end of an output could not be written (the loop stops: ``StopReason/outputError``).
    case outputFailed(FrameOutputError)
    /// A `.resize` command: the framebuffer of the new size could not be made (the old one stays).
    case resizeFailed(Size, any Error)
    /// A `.loadScene` command: the scene is unknown or could not be made (the old one stays).
    case sceneNotLoaded(String, any Error)
    /// A `.snapshot` command: the frame could not be drawn or written.
    case snapshotFailed(path: String, any Error)
    /// A `.setFPS` command outside 0 (unpaced) to 10000 frames a second (the pacing stays).
    case frameRateOutOfRange(Double)
    /// GL objects were still alive when the loop deleted its context (a leak in a renderer).
    case objectsLeftAtTeardown(String)
    /// ``RenderLoop/abandon(waitingForOutputsUntil:)``: the outputs were not finished in time.
    case outputsUnfinished
    /// Only the first faults are kept: this many more (nil: an unknown number) were not.
    case othersNotKept(Int?)

    public var description: String {
        switch self {
        case .frameFailed(let frame, let error), .frameNotEncoded(let frame, let error): "frame \(frame): \(error)"
        case .outputFailed(let error): error.description
        case .resizeFailed(let size, let error): "resize to \(size): \(error)"
        case .sceneNotLoaded(let name, let error): "load scene \(name): \(error)"
        case .snapshotFailed(let path, let error): "snapshot \(path): \(error)"
        case .frameRateOutOfRange(let fps): "fps \(fps): use 0 (unpaced) up to 10000"
        case .objectsLeftAtTeardown(let objects): "GL objects left at teardown: \(objects)"
        case .outputsUnfinished: "the outputs were still being written when the process had to end"
        case .othersNotKept(let count): count.map { "\($0) more errors not kept" } ?? "more errors not kept"
        }
    }

    /// Two faults are equal when they say the same (the errors they carry need not be `Equatable`).
    public static func == (lhs: RenderLoopFault, rhs: RenderLoopFault) -> Bool {
        lhs.description == rhs.description
    }
}
