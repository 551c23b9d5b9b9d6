import Foundation

/// Commands posted from any thread, waiting for the render thread.
///
/// **Why a lock:** many producers and one consumer touch one array for a few instructions each;
/// an `NSLock` is the cheapest correct tool (Threading Programming Guide, "Using Locks"), and it
/// is clean under ThreadSanitizer here. Nothing else is locked while it is held (see the lock
/// order in ``RenderLoop``).
final class CommandQueue<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Element] = []
    private var closed = false

    /// Appends an element; returns false, appending nothing, once the queue is closed.
    @discardableResult
    func append(_ element: Element) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return false }
        pending.append(element)
        return true
    }

    /// Refuses further elements and returns those still waiting.
    func close() -> [Element] {
        lock.lock()
        defer { lock.unlock() }
        closed = true
        let taken = pending
        pending.removeAll()
        return taken
    }

    /// Takes everything waiting, in the order it was appended.
    func takeAll() -> [Element] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending
        pending.removeAll(keepingCapacity: true)
        return taken
    }
}
