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
/// **Encoding on a pool, writing in order.** PNG encoding (several ms a 600x480 frame) is the
/// slow part of recording, so each frame is encoded on a small pool (a concurrent dispatch
/// queue, at most ``encoders`` frames at once), while this thread writes the files one by one
/// in frame order, each as soon as it and every frame before it are encoded. So the files on
/// disk are always frames 1...N with no gap (a killed run leaves a prefix), every frame is
/// written, and an encoding or writing error is reported with its frame number.
///
/// Each file is written to a temporary name and renamed, so a file under its final name is
/// always a whole PNG, also when the process is interrupted.
///
/// **Thread rule.** Sinks are called on the consumer thread only, in frame order.
final class FrameConsumer: @unchecked Sendable {
    private let frames: FrameQueue
    private let directory: String?
    private let compression: PNG.Compression
    /// How many frames may be encoded at once (at least 1).
    let encoders: Int
    private let sinks: [any FrameSink]
    private let statistics: LoopStatistics
    private let tracker: DeliveryTracker
    private let done = NSCondition()
    private var finished = false      // guarded by done
    private var failures: [String] = [] // written by the consumer thread, read after join()

    init(frames: FrameQueue, directory: String?, compression: PNG.Compression = .fast, encoders: Int = 2,
         sinks: [any FrameSink] = [], statistics: LoopStatistics, tracker: DeliveryTracker) {
        self.frames = frames
        self.directory = directory
        self.compression = compression
        self.encoders = max(1, encoders)
        self.sinks = sinks
        self.statistics = statistics
        self.tracker = tracker
    }

    static func fileName(for number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"
    }

    /// A frame on its way to disk: its number and, once the pool is done, its PNG bytes.
    private struct Encoding {
        var number: Int
        var result: ResultBox<Result<[UInt8], PNGError>>
    }

    func start() {
        let thread = Thread { [self] in
            ThreadName.set("glsandbox-frames")
            let pool = DispatchQueue(label: "glsandbox.png-encoders", attributes: .concurrent)
            var inFlight: [Encoding] = []   // oldest first; only this thread touches it
            while let frame = frames.take() {
                tracker.received(frame)
                if directory != nil {
                    let box = ResultBox<Result<[UInt8], PNGError>>()
                    let compression = self.compression
                    pool.async { box.set(Result { () throws(PNGError) in try PNG.encode(frame.image, compression: compression) }) }
                    inFlight.append(Encoding(number: frame.number, result: box))
                    while inFlight.count >= encoders { write(inFlight.removeFirst()) }
                }
                for sink in sinks {
                    do { try sink.receive(frame) } catch { failures.append("frame \(frame.number): \(error)") }
                }
            }
            while !inFlight.isEmpty { write(inFlight.removeFirst()) }
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

    /// Waits for a frame's encoding and writes the file (on the consumer thread, in frame order).
    private func write(_ encoding: Encoding) {
        guard let directory else { return }
        do {
            // Renamed into place (never half a file), not flushed to disk one by one: a frame of a
            // sequence that a power cut loses is rendered again, and fsync per frame cost time.
            let bytes = try encoding.result.wait().get()
            try PNG.writeAtomically(bytes, to: directory + "/" + Self.fileName(for: encoding.number), durable: false)
            statistics.frameWritten()
        } catch {
            failures.append("frame \(encoding.number): \(error)")
        }
    }

    /// Waits until the queue was closed and every queued frame handled; returns write errors.
    func join() -> [String] {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return failures
    }
}
