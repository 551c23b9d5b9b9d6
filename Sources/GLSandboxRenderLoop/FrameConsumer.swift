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
/// **The first write error stops the loop.** When the folder, a GIF or a stream cannot be
/// written (a full disk, a reader that closed the pipe), the error is kept as the loop's
/// ``FrameOutputError``, the loop is asked to stop, and that output gets no more frames: one
/// error, not one a frame. The other outputs still get the frames already rendered, and finish.
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
    // Written by the consumer thread, read after join() returned true.
    private var failures: [RenderLoopFault] = []
    private var firstOutputError: FrameOutputError?
    private var folderFailed = false
    private var failedSinks: Set<Int> = []
    /// Called once, on the consumer thread, at the first write error.
    private let stopLoop: @Sendable () -> Void

    init(frames: FrameQueue, directory: String?, compression: PNG.Compression = .fast, encoders: Int = 2,
         sinks: [any FrameSink] = [], statistics: LoopStatistics, tracker: DeliveryTracker,
         stopLoop: @escaping @Sendable () -> Void = {}) {
        self.stopLoop = stopLoop
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
            while true {
                // Every frame whose encoding is done (and every one before it) goes to disk now,
                // not when the pool is next full: a slow next frame must not hold a finished one.
                while let oldest = inFlight.first, oldest.result.isSet { write(inFlight.removeFirst()) }
                let next: Frame?
                if inFlight.isEmpty {
                    next = frames.take()   // nothing to write: wait for a frame
                } else if let waiting = frames.poll() {
                    next = waiting
                } else {
                    write(inFlight.removeFirst())   // no frame yet: wait for the oldest encoding instead
                    continue
                }
                guard let frame = next else { break }
                tracker.received(frame)
                if directory != nil && !folderFailed {
                    let box = ResultBox<Result<[UInt8], PNGError>>()
                    let compression = self.compression
                    pool.async { box.set(Result { () throws(PNGError) in try PNG.encode(frame.image, compression: compression) }) }
                    inFlight.append(Encoding(number: frame.number, result: box))
                    while inFlight.count >= encoders { write(inFlight.removeFirst()) }
                }
                for (index, sink) in sinks.enumerated() where !failedSinks.contains(index) {
                    do { try sink.receive(frame) } catch {
                        failedSinks.insert(index)
                        outputFailed(FrameOutputError(frame: frame.number, reason: "\(error)"))
                    }
                }
            }
            while !inFlight.isEmpty { write(inFlight.removeFirst()) }
            for (index, sink) in sinks.enumerated() where !failedSinks.contains(index) {
                do { try sink.finish() } catch { outputFailed(FrameOutputError(frame: nil, reason: "\(error)")) }
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
        let bytes: [UInt8]
        switch encoding.result.wait() {
        case .success(let encoded): bytes = encoded
        case .failure(let error):
            // Not the folder's fault: this frame is reported, the next ones are still written.
            record(.frameNotEncoded(frame: encoding.number, error))
            return
        }
        guard !folderFailed else { return }
        do {
            // Renamed into place (never half a file), not flushed to disk one by one: a frame of a
            // sequence that a power cut loses is rendered again, and fsync per frame cost time.
            try PNG.writeAtomically(bytes, to: directory + "/" + Self.fileName(for: encoding.number), durable: false)
            statistics.frameWritten()
        } catch {
            folderFailed = true
            outputFailed(FrameOutputError(frame: encoding.number, reason: "\(error)"))
        }
    }

    /// Keeps the first write error, reports it, and asks the loop to stop.
    private func outputFailed(_ error: FrameOutputError) {
        record(.outputFailed(error))
        if firstOutputError == nil {
            firstOutputError = error
            stopLoop()
        }
    }

    /// Keeps an error for the summary: the first 100, then a count.
    private func record(_ error: RenderLoopFault) {
        if failures.count < 100 { failures.append(error) } else if failures.count == 100 { failures.append(.othersNotKept(nil)) }
    }

    /// Waits until the queue was closed and every queued frame handled; returns the errors, and
    /// the first write error.
    func join() -> (errors: [RenderLoopFault], outputError: FrameOutputError?) {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return (failures, firstOutputError)
    }

    /// As ``join()``, but gives up at `deadline` (nil then): for a consumer blocked on a stream
    /// nobody reads, when the process must end anyway. (Not `Date.distantFuture`:
    /// `NSCondition.wait(until:)` traps on it; use ``join()``.)
    func join(before deadline: Date) -> (errors: [RenderLoopFault], outputError: FrameOutputError?)? {
        done.lock()
        defer { done.unlock() }
        while !finished { if !done.wait(until: deadline) && !finished { return nil } }
        return (failures, firstOutputError)
    }
}

/// A frame could not go where it was asked to go (the `--out` folder, a GIF, a stream): the
/// loop stops at the first such error (exit 73 in the CLI).
public struct FrameOutputError: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The frame being written; nil when finishing an output (closing the GIF).
    public var frame: Int?
    public var reason: String
    public var description: String { frame.map { "frame \($0): \(reason)" } ?? reason }
}
