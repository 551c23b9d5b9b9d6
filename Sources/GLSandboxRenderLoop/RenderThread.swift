import Foundation
import Synchronization

/// A thread with a run loop that runs work posted from any thread, in order: the render
/// thread, and the executor of the ``Renderer`` actor.
///
/// Its life (Threading Programming Guide, "Run Loops"):
/// 1. ``start(setUp:tearDown:)`` spawns the thread, which names itself, installs a custom input
///    source (posted work) and an observer (loop statistics) on its run loop, runs `setUp`, and
///    signals that it is ready;
/// 2. it runs its run loop until a stop is requested; posted work, timers and sources run there;
/// 3. ``requestStop()`` sets the stop flag, stops and wakes the loop; the thread runs `tearDown`
///    (where GL objects are deleted, on their own thread), retires, and ``join()`` returns.
///
/// Two kinds of work can be posted. ``post(_:)`` (actor jobs) always runs: posted after the
/// thread retired, it runs on a private serial queue instead, so an `await` on the actor never
/// hangs (by then the GL state is gone and the actor says so). ``postUnlessRetired(_:onDropped:)``
/// (commands) is dropped once the thread retires: refused when posted later, and handed to its
/// `onDropped` when it was still waiting at retirement. Either is safe from any thread at any
/// moment: the thread marks itself retired and closes its queue in one step, so nothing ever
/// runs on the retired queue while the thread still counts as running.
public final class RenderThread: SerialExecutor, @unchecked Sendable {
    public typealias Work = @Sendable () -> Void

    /// Work waiting for the thread; `onDropped` nil means it must run (an actor job).
    private struct Posted: Sendable {
        var body: Work
        var onDropped: (@Sendable () -> Void)?
    }

    /// The thread's name, set with `pthread_setname_np` from inside it (a name given to
    /// `Thread` before `start()` is dropped on Linux).
    public let name: String
    private let work = CommandQueue<Posted>()
    private let retiredQueue: DispatchQueue

    /// Why atomics: the stop flag is read on every loop turn and written once from another
    /// thread; a lock would do, but a flag is what atomics are for. Release on store, acquire on
    /// load: whatever the stopping thread wrote before asking is visible to the render thread.
    private let stopRequested = Atomic<Bool>(false)

    /// Guards the fields below: set once by the render thread, read by others.
    private let lifecycle = NSCondition()
    private var phase = Phase.notStarted
    private var starting = false
    private var threadID: pthread_t?
    private var handle: RunLoopHandle?
    private var source: RunLoopInputSource?
    private var observer: RunLoopActivityObserver?
    private var activity = LoopActivity()

    enum Phase { case notStarted, running, retired }

    /// How often the run loop went round, slept and woke (the observer's counts).
    public struct LoopActivity: Sendable, Equatable {
        public var iterations = 0
        public var sleeps = 0
        public var wakeUps = 0
    }

    public init(name: String = "glsandbox-render") {
        self.name = name
        self.retiredQueue = DispatchQueue(label: "\(name).retired")
    }


    /// Spawns the thread and waits until `setUp` ran on it. `setUp` runs before any posted work.
    /// A thread starts once; later calls return false and do nothing.
    @discardableResult
    public func start(setUp: @escaping @Sendable () -> Void = {}, tearDown: @escaping @Sendable () -> Void = {}) -> Bool {
        lifecycle.lock()
        guard phase == .notStarted, !starting else { lifecycle.unlock(); return false }
        starting = true
        lifecycle.unlock()
        let thread = Thread { [self] in
            ThreadName.set(name)
            let source = RunLoopInputSource { [self] in runPostedWork() }
            let observer = RunLoopActivityObserver()
            lifecycle.lock()
            threadID = pthread_self()
            handle = .current
            self.source = source
            self.observer = observer
            lifecycle.unlock()
            source.signal()   // run anything posted before the thread existed

            setUp()

            lifecycle.lock()
            phase = .running
            lifecycle.broadcast()
            lifecycle.unlock()

            // Run until asked to stop. `run(mode:before:)` returns after a handled source or
            // CFRunLoopStop (a timer firing never makes it return), so the flag is checked
            // after every batch of posted work and after every stop request.
            while !stopRequested.load(ordering: .acquiring) {
                _ = RunLoop.current.run(mode: .default, before: .distantFuture)
            }
            runPostedWork()
            tearDown()
            source.invalidate()
            observer.invalidate()
            retire(activity: LoopActivity(iterations: observer.iterations, sleeps: observer.sleeps, wakeUps: observer.wakeUps))
        }
        thread.stackSize = 8 << 20
        thread.start()
        lifecycle.lock()
        while phase == .notStarted { lifecycle.wait() }
        lifecycle.unlock()
        return true
    }

    /// Posts work to run on the thread, in order, and wakes its loop at once. Once the thread
    /// has retired, the work runs on the retired queue instead (in order): it always runs.
    public func post(_ body: @escaping Work) {
        let retiredQueue = self.retiredQueue
        if work.append(Posted(body: body), ifClosed: { retiredQueue.async(execute: $0.body) }) { wake() }
    }

    /// Posts work that only makes sense while the thread runs (a command). Returns false, doing
    /// nothing, once the thread has retired; work still waiting when it retires is not run and
    /// `onDropped` is called instead (on the retiring thread, under its locks, before ``join()``
    /// returns: it must be quick and take no lock, e.g. count). From any thread, at any moment.
    @discardableResult
    public func postUnlessRetired(_ body: @escaping Work, onDropped: @escaping @Sendable () -> Void = {}) -> Bool {
        guard work.append(Posted(body: body, onDropped: onDropped)) else { return false }
        wake()
        return true
    }

    private func wake() {
        lifecycle.lock()
        let source = self.source
        lifecycle.unlock()
        source?.signal()
    }

    /// Runs `body` on the thread and waits for its result. Must not be called on the thread.
    public func sync<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        precondition(!isCurrent, "RenderThread.sync on its own thread would deadlock")
        let box = ResultBox<T>()
        post { box.set(body()) }
        return box.wait()
    }

    /// Asks the loop to stop after the work already posted; returns at once.
    public func requestStop() {
        stopRequested.store(true, ordering: .releasing)
        lifecycle.lock()
        let handle = self.handle
        let source = self.source
        lifecycle.unlock()
        handle?.stop()
        // CFRunLoopStop only stops a run in progress (CF keeps the flag per run): a stop that
        // lands after the loop checked the flag and before it entered `run(mode:before:)` was
        // lost, and the loop slept until its limit date (seen once in ten `make test` runs).
        // A signalled source stays signalled until a run handles it, and that run returns.
        source?.signal()
    }

    public var isStopRequested: Bool { stopRequested.load(ordering: .acquiring) }

    /// Waits until the thread has torn down and retired. Returns the loop's activity counts.
    @discardableResult
    public func join() -> LoopActivity {
        lifecycle.lock()
        defer { lifecycle.unlock() }
        while phase != .retired { lifecycle.wait() }
        return activity
    }

    /// As ``join()``, but gives up at `deadline` (nil then: the thread is still running). Not
    /// `Date.distantFuture` (`NSCondition.wait(until:)` traps on it): use ``join()``.
    public func join(before deadline: Date) -> LoopActivity? {
        lifecycle.lock()
        defer { lifecycle.unlock() }
        while phase != .retired {
            if !lifecycle.wait(until: deadline) && phase != .retired { return nil }
        }
        return activity
    }

    /// True on the render thread.
    public var isCurrent: Bool {
        lifecycle.lock()
        defer { lifecycle.unlock() }
        guard let threadID else { return false }
        return pthread_equal(threadID, pthread_self()) != 0
    }

    /// The loop's activity so far (exact once joined).
    public var loopActivity: LoopActivity {
        lifecycle.lock()
        defer { lifecycle.unlock() }
        if phase == .retired { return activity }
        guard let observer, isCurrentLocked else { return activity }
        return LoopActivity(iterations: observer.iterations, sleeps: observer.sleeps, wakeUps: observer.wakeUps)
    }

    private var isCurrentLocked: Bool {
        guard let threadID else { return false }
        return pthread_equal(threadID, pthread_self()) != 0
    }

    // MARK: Executor

    /// Runs actor jobs on the render thread (or, once retired, on the retired queue).
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        post { job.runSynchronously(on: executor) }
    }

    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Lets `assumeIsolated` succeed on the render thread (and on the retired queue after it).
    public func checkIsolated() {
        if isCurrent { return }
        lifecycle.lock()
        let retired = phase == .retired
        lifecycle.unlock()
        precondition(retired, "not on the render thread \(name)")
        dispatchPrecondition(condition: .onQueue(retiredQueue))
    }

    // MARK: Private

    private func runPostedWork() {
        // Take the batch under the lock, run it without: work may post more work.
        for posted in work.takeAll() { posted.body() }
    }

    /// Marks the thread retired and closes the work queue in one critical section (lifecycle
    /// lock, then the queue's): from then on, actor jobs run on the retired queue, where
    /// ``checkIsolated()`` already sees `.retired`. Leftover jobs go there first, in order;
    /// leftover commands are dropped.
    private func retire(activity: LoopActivity) {
        let retiredQueue = self.retiredQueue
        lifecycle.lock()
        phase = .retired
        // The thread is about to end, and the system may give its pthread_t to a new thread
        // (seen: a dispatch worker that then waited for the loop was taken for the render
        // thread, and sync() trapped): from here on no thread is the render thread.
        threadID = nil
        self.activity = activity
        source = nil
        observer = nil
        work.close { leftovers in
            for posted in leftovers {
                if let onDropped = posted.onDropped { onDropped() } else { retiredQueue.async(execute: posted.body) }
            }
        }
        lifecycle.broadcast()   // after the drops are counted: join() sees them
        lifecycle.unlock()
    }
}

/// A one-shot result handed from one thread to another.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: T?

    func set(_ newValue: T) {
        condition.lock()
        value = newValue
        condition.broadcast()
        condition.unlock()
    }

    /// True once a value was set (never blocks).
    var isSet: Bool {
        condition.lock()
        defer { condition.unlock() }
        return value != nil
    }

    func wait() -> T {
        condition.lock()
        defer { condition.unlock() }
        while value == nil { condition.wait() }
        return value!
    }
}
