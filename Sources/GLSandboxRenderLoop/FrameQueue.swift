import Foundation
import GLSandbox

/// A rendered frame: its number (from 1) and its pixels.
public struct Frame: Sendable {
    public var number: Int
    public var image: RGBAImage

    public init(number: Int, image: RGBAImage) {
        self.number = number
        self.image = image
    }
}

/// The hand-off between the render thread (producer) and a consumer thread.
///
/// **Why a condition:** the consumer must sleep until a frame arrives, and when recording, the
/// producer must sleep until there is room. That is "wait until a predicate holds", the job of a
/// condition variable (`NSCondition`: a lock plus wait/signal). Every wait re-checks its
/// predicate in a loop, because wake-ups may be spurious.
///
/// Two policies:
/// - ``Policy/backpressure(capacity:)``: bounded; a full queue makes the producer wait. No frame is dropped.
///   For recording.
/// - ``Policy/mailbox``: one slot; a new frame replaces an untaken one, which is counted as dropped.
///   For presenting, where only the newest frame matters.
///
/// The render thread never waits here: it asks ``claimRoom()`` before drawing and, when the
/// queue is full, goes back to its run loop; the consumer's next take calls the handler given
/// to ``onRoom(_:)``, which wakes the renderer. A blocked executor would deadlock a caller that
/// consumes frames itself and awaits the ``Renderer`` actor. (``put(_:)`` still waits, for
/// producers on threads of their own.)
public final class FrameQueue: @unchecked Sendable {
    public enum Policy: Sendable, Equatable {
        case backpressure(capacity: Int)
        case mailbox
    }

    public let policy: Policy
    private let condition = NSCondition()
    private var frames: [Frame] = []
    private var closed = false
    private var dropped = 0
    private var producerWaits = 0
    private var producerWaiting = false
    private var roomHandler: (@Sendable () -> Void)?
    /// Called under the lock just before any wait, and when ``claimRoom()`` refuses (tests use it
    /// to know a thread is waiting).
    /// Set it before the queue is shared.
    var willWait: (@Sendable () -> Void)?

    /// A back-pressure capacity below 1 is taken as 1.
    public init(policy: Policy) {
        if case .backpressure(let capacity) = policy, capacity < 1 {
            self.policy = .backpressure(capacity: 1)
        } else {
            self.policy = policy
        }
    }

    private var capacity: Int {
        switch policy {
        case .backpressure(let capacity): capacity
        case .mailbox: 1
        }
    }

    /// Hands a frame over. With back-pressure, waits while the queue is full.
    /// Returns false (the frame was not queued) only when the queue was closed first.
    @discardableResult
    public func put(_ frame: Frame) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        switch policy {
        case .backpressure:
            if frames.count >= capacity { producerWaits += 1 }
            while frames.count >= capacity && !closed { willWait?(); condition.wait() }
            if closed { return false }
            frames.append(frame)
        case .mailbox:
            if closed { return false }
            if !frames.isEmpty { dropped += frames.count; frames.removeAll() }
            frames.append(frame)
        }
        condition.broadcast()
        return true
    }

    /// Takes the oldest frame, waiting for one. Returns nil once the queue is closed and empty:
    /// frames queued before ``close()`` are still handed out, so none is lost.
    public func take() -> Frame? {
        condition.lock()
        while frames.isEmpty && !closed { willWait?(); condition.wait() }
        guard !frames.isEmpty else { condition.unlock(); return nil }
        let frame = frames.removeFirst()
        condition.broadcast()   // room for a waiting producer
        let notify = takeRoomHandler()
        condition.unlock()
        notify?()
        return frame
    }

    /// Takes the oldest frame if one is waiting; never blocks.
    public func poll() -> Frame? {
        condition.lock()
        guard !frames.isEmpty else { condition.unlock(); return nil }
        let frame = frames.removeFirst()
        condition.broadcast()
        let notify = takeRoomHandler()
        condition.unlock()
        notify?()
        return frame
    }

    /// For a producer that must not block (the render thread): true when a frame put now will
    /// be queued without waiting (always, with the mailbox policy; also once closed, where put
    /// refuses at once). False when the queue is full: the wait is counted, and the handler
    /// given to ``onRoom(_:)`` is called once, after the next frame is taken. One producer only.
    public func claimRoom() -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard case .backpressure = policy, frames.count >= capacity, !closed else { return true }
        producerWaits += 1
        producerWaiting = true
        willWait?()
        return false
    }

    /// Sets what ``claimRoom()``'s caller is told when room appears. It is called on the
    /// consumer's thread, outside the queue's lock: it should only post a wake-up.
    public func onRoom(_ handler: @escaping @Sendable () -> Void) {
        condition.lock()
        roomHandler = handler
        condition.unlock()
    }

    /// Under the lock: the handler to call if a producer waits for room (and clears the wait).
    private func takeRoomHandler() -> (@Sendable () -> Void)? {
        guard producerWaiting else { return nil }
        producerWaiting = false
        return roomHandler
    }

    /// No more frames will come: wakes every waiter. A producer blocked in ``put(_:)`` returns false.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Frames replaced before anyone took them (mailbox only).
    public var droppedCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return dropped
    }

    /// How often the producer found the queue full and waited, in ``put(_:)`` or ``claimRoom()``
    /// (back-pressure only).
    public var producerWaitCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return producerWaits
    }
}
