import Foundation
import GLSandbox

/// Counts frames as a consumer receives them and checks their order.
/// Used by the consumer thread, or by a caller taking frames itself (``RenderLoop/pollFrame()``).
final class DeliveryTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var lastNumber = 0
    private var ordered = true
    private let strict: Bool
    private let statistics: LoopStatistics

    /// `strict`: every number must follow the previous one (no frame lost or repeated);
    /// otherwise numbers must only increase (a mailbox drops frames on purpose).
    init(strict: Bool, statistics: LoopStatistics, firstNumber: Int = 1) {
        self.strict = strict
        self.statistics = statistics
        self.lastNumber = firstNumber - 1
    }

    func received(_ frame: Frame) {
        lock.withLock {
            if strict ? frame.number != lastNumber + 1 : frame.number <= lastNumber { ordered = false }
            lastNumber = frame.number
        }
        statistics.frameDelivered()
    }

    var inOrder: Bool { lock.withLock { ordered } }
}

/// The consumer thread: takes frames from the queue and writes them as PNG files
/// (`DIR/frame-000001.png`, ...) or, with no folder, just receives them.
///
/// Each file is written to a temporary name and renamed, so a file under its final name is
/// always a whole PNG, also when the process is interrupted.
final class FrameConsumer: @unchecked Sendable {
    private let frames: FrameQueue
    private let directory: String?
    private let sinks: [any FrameSink]
    private let statistics: LoopStatistics
    private let tracker: DeliveryTracker
    private let done = NSCondition()
    private var finished = false      // guarded by done
    private var failures: [String] = [] // written by the consumer thread, read after join()

    init(frames: FrameQueue, directory: String?, sinks: [any FrameSink] = [], statistics: LoopStatistics, tracker: DeliveryTracker) {
        self.frames = frames
        self.directory = directory
        self.sinks = sinks
        self.statistics = statistics
        self.tracker = tracker
    }

    static func fileName(for number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    func start() {
        let thread = Thread { [self] in
            ThreadName.set("glsandbox-frames")
            while let frame = frames.take() {
                tracker.received(frame)
                if let directory {
                    do {
                        // Renamed into place (never half a file), not flushed to disk one by one: a frame of a
                        // sequence that a power cut loses is rendered again, and fsync per frame cost time.
                        try PNG.writeAtomically(try PNG.encode(frame.image, fast: true), to: directory + "/" + Self.fileName(for: frame.number), durable: false)
                        statistics.frameWritten()
                    } catch {
                        failures.append("frame \(frame.number): \(error)")
                    }
                }
                for sink in sinks {
                    do { try sink.receive(frame) } catch { failures.append("frame \(frame.number): \(error)") }
                }
            }
            for sink in sinks {
                do { try sink.finish() } catch { failures.append("\(error)") }
            }
            done.lock()
            finished = true
            done.broadcast()
            done.unlock()
        }
        thread.start()
    }

    /// Waits until the queue was closed and every queued frame handled; returns write errors.
    func join() -> [String] {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return failures
    }
}
