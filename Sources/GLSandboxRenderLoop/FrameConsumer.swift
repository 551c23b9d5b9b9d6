import Foundation
import GLSandbox

/// The consumer thread: takes frames from the queue and writes them as PNG files
/// (`DIR/frame-000001.png`, ...) or, with no folder, just receives them.
///
/// Each file is written to a temporary name and renamed, so a file under its final name is
/// always a whole PNG, also when the process is interrupted.
final class FrameConsumer: @unchecked Sendable {
    private let frames: FrameQueue
    private let directory: String?
    private let statistics: LoopStatistics
    private let done = NSCondition()
    private var finished = false
    // Written by the consumer thread only; read after join().
    private var lastNumber = 0
    private var ordered = true
    private var failures: [String] = []
    private let strict: Bool

    init(frames: FrameQueue, directory: String?, statistics: LoopStatistics) {
        self.frames = frames
        self.directory = directory
        self.statistics = statistics
        if case .mailbox = frames.policy { strict = false } else { strict = true }
    }

    static func fileName(for number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    func start() {
        let thread = Thread { [self] in
            ThreadName.set("glsandbox-frames")
            while let frame = frames.take() {
                statistics.frameDelivered()
                if strict ? frame.number != lastNumber + 1 : frame.number <= lastNumber { ordered = false }
                lastNumber = frame.number
                if let directory {
                    do {
                        try PNG.writeAtomically(try PNG.encode(frame.image, fast: true), to: directory + "/" + Self.fileName(for: frame.number))
                        statistics.frameWritten()
                    } catch {
                        failures.append("frame \(frame.number): \(error)")
                    }
                }
            }
            done.lock()
            finished = true
            done.broadcast()
            done.unlock()
        }
        thread.start()
    }

    /// Waits until the queue was closed and every queued frame handled.
    func join() -> (inOrder: Bool, errors: [String]) {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return (ordered, failures)
    }
}
