import Foundation

/// Work posted from any thread, waiting for the render thread.
///
/// **Why a lock:** many producers and one consumer touch one array for a few instructions each;
/// an `NSLock` is the cheapest correct tool (Threading Programming Guide, "Using Locks"), and it
/// is clean under ThreadSanitizer here. The only code run while it is held is the hand-over
/// closures of ``append(_:ifClosed:)`` and ``close(handingOver:)``, which must stay short and
/// take no lock of their own (they queue work on a dispatch queue); see the lock order in
/// ``RenderLoop``.
///
/// Nothing is lost at closing: whatever is waiting, and whatever comes later, goes to the
/// closures, in the order it arrived (they run under the lock, so none overtakes another).
final class CommandQueue<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Element] = []
    private var closed = false

    /// Appends an element and returns true; once the queue is closed, hands the element to
    /// `ifClosed` instead (under the lock) and returns false.
    @discardableResult
    func append(_ element: Element, ifClosed: (Element) -> Void = { _ in }) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { ifClosed(element); return false }
        pending.append(element)
        return true
    }

    /// Refuses further elements and hands those still waiting to `handingOver` (under the lock).
    func close(handingOver: ([Element]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        closed = true
        let taken = pending
        pending.removeAll()
        handingOver(taken)
    }

    /// Takes everything waiting, in the order it was appended. The array's storage is kept for
    /// the next batch, so it is as large as the largest backlog, not the number ever posted.
    func takeAll() -> [Element] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending.removeAll(keepingCapacity: true)
        return taken
    }
}
