import Foundation
import Synchronization

/// Counters shared between the render thread, the consumer and whoever reads the summary.
///
/// **Why atomics, and which ordering:** each counter has one writer and is read by others while
/// the loop runs (progress) and after it (summary). Relaxed increments suffice: nothing else is
/// published through a counter, and the final read happens after `join()`, which already
/// orders everything before it. The instants are several words each, so they sit behind a lock
/// (an `NSLock`: `Synchronization.Mutex` drew false reports from ThreadSanitizer here).
final class LoopStatistics: @unchecked Sendable {
    private let rendered = Atomic<Int>(0)
    private let delivered = Atomic<Int>(0)
    private let written = Atomic<Int>(0)
    private let commands = Atomic<Int>(0)
    private let dropped = Atomic<Int>(0)
    private let maxLatencyNanoseconds = Atomic<Int>(0)
    private let timesLock = NSLock()
    private var firstFrame: ContinuousClock.Instant?
    private var lastDelivery: ContinuousClock.Instant?

    var framesRendered: Int { rendered.load(ordering: .relaxed) }
    var framesDelivered: Int { delivered.load(ordering: .relaxed) }
    var framesWritten: Int { written.load(ordering: .relaxed) }
    var commandsProcessed: Int { commands.load(ordering: .relaxed) }
    var commandsDropped: Int { dropped.load(ordering: .relaxed) }
    var maxCommandLatency: Duration { .nanoseconds(maxLatencyNanoseconds.load(ordering: .relaxed)) }

    func frameStarted() {
        timesLock.withLock { if firstFrame == nil { firstFrame = .now } }
    }
    func frameRendered() { rendered.add(1, ordering: .relaxed) }
    func frameDelivered() {
        delivered.add(1, ordering: .relaxed)
        timesLock.withLock { lastDelivery = .now }
    }
    func frameWritten() { written.add(1, ordering: .relaxed) }
    func commandDropped() { dropped.add(1, ordering: .relaxed) }
    func commandApplied(latency: Duration) {
        commands.add(1, ordering: .relaxed)
        let nanoseconds = Int(latency.components.seconds) * 1_000_000_000 + Int(latency.components.attoseconds / 1_000_000_000)
        var current = maxLatencyNanoseconds.load(ordering: .relaxed)
        while nanoseconds > current {
            let (exchanged, original) = maxLatencyNanoseconds.compareExchange(expected: current, desired: nanoseconds, ordering: .relaxed)
            if exchanged { break }
            current = original
        }
    }

    /// Seconds from the first frame started to the last frame delivered.
    var elapsedSeconds: Double {
        timesLock.withLock {
            guard let first = firstFrame, let last = lastDelivery else { return 0 }
            let duration = last - first
            return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
    }
}
