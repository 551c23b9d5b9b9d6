// The one file that touches CoreFoundation. swift-corelibs-foundation's RunLoop has timers
// and `perform`, but on Linux `perform` does not wake a sleeping loop, and there is no public
// custom input source or observer. CoreFoundation (shipped with the toolchain, not documented
// as public API on Linux) has all three; this file wraps just what the render thread needs.
import CoreFoundation
import Foundation

/// A custom run-loop input source (Threading Programming Guide: "Defining a Custom Input
/// Source"): other threads ``signal()`` it; the run loop calls `perform` on its own thread.
///
/// Thread rule: create, add and remove on the run loop's thread; ``signal()`` from any thread.
final class RunLoopInputSource: @unchecked Sendable {
    private let source: CFRunLoopSource
    private let runLoop: CFRunLoop
    private let handler: Handler

    private final class Handler {
        let perform: () -> Void
        init(_ perform: @escaping () -> Void) { self.perform = perform }
    }

    /// Makes the source and adds it to the current thread's run loop in the default mode.
    /// `perform` runs on this thread each time the loop finds the source signalled.
    init(order: Int = 0, perform: @escaping () -> Void) {
        handler = Handler(perform)
        var context = CFRunLoopSourceContext()
        context.version = 0
        context.info = Unmanaged.passUnretained(handler).toOpaque()
        context.perform = { info in
            guard let info else { return }
            Unmanaged<Handler>.fromOpaque(info).takeUnretainedValue().perform()
        }
        source = CFRunLoopSourceCreate(kCFAllocatorDefault, CFIndex(order), &context)
        runLoop = CFRunLoopGetCurrent()
        CFRunLoopAddSource(runLoop, source, kCFRunLoopCommonModes)
    }

    /// Marks the source ready and wakes the loop at once (without the wake-up, a sleeping
    /// loop would not notice until its next timer or its limit date).
    func signal() {
        CFRunLoopSourceSignal(source)
        CFRunLoopWakeUp(runLoop)
    }

    /// Removes the source from its run loop. Call on the run loop's thread.
    func invalidate() {
        CFRunLoopSourceInvalidate(source)
    }
}

/// A repeating run-loop timer (Threading Programming Guide: "Configuring Timer Sources").
///
/// Foundation's `Timer` is the usual way, but swift-corelibs-foundation's `Timer` leaks itself
/// and its `CFRunLoopTimer` after `invalidate()` (LeakSanitizer showed it, once per loop), so the
/// render loop schedules the CF timer directly. Thread rule: create and invalidate on the run
/// loop's thread.
final class RunLoopTimer {
    private let timer: CFRunLoopTimer

    /// Adds a timer to the current thread's run loop (default mode) that first fires `interval`
    /// seconds from now, then every `interval` seconds; a late fire is skipped, not queued.
    init(interval: TimeInterval, fire: @escaping () -> Void) {
        let first = CFAbsoluteTimeGetCurrent() + interval
        timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, first, interval, 0, 0) { _ in fire() }
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, kCFRunLoopDefaultMode)
    }

    func invalidate() {
        CFRunLoopTimerInvalidate(timer)
    }
}

/// A run-loop observer (Threading Programming Guide: "Configuring Run Loop Observers"): counts
/// how often the loop went to sleep and woke, for the loop's statistics.
final class RunLoopActivityObserver {
    private let observer: CFRunLoopObserver
    private let counts: Counts

    final class Counts {
        var iterations = 0
        var sleeps = 0
        var wakeUps = 0
    }

    /// Adds an observer to the current thread's run loop.
    init() {
        let counts = Counts()
        self.counts = counts
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.afterWaiting.rawValue
            | CFRunLoopActivity.beforeSources.rawValue
        observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFOptionFlags(activities), true, 0) { _, activity in
            switch activity {
            case .beforeWaiting: counts.sleeps += 1
            case .afterWaiting: counts.wakeUps += 1
            case .beforeSources: counts.iterations += 1
            default: break
            }
        }
        CFRunLoopAddObserver(CFRunLoopGetCurrent(), observer, kCFRunLoopCommonModes)
    }

    var iterations: Int { counts.iterations }
    var sleeps: Int { counts.sleeps }
    var wakeUps: Int { counts.wakeUps }

    func invalidate() {
        CFRunLoopObserverInvalidate(observer)
    }
}

/// A handle on a thread's run loop that other threads may use to wake or stop it
/// (`CFRunLoopWakeUp` and `CFRunLoopStop` are thread-safe).
struct RunLoopHandle: @unchecked Sendable {
    private let runLoop: CFRunLoop

    /// The calling thread's run loop.
    static var current: RunLoopHandle { RunLoopHandle(runLoop: CFRunLoopGetCurrent()) }

    func wakeUp() { CFRunLoopWakeUp(runLoop) }

    /// Makes the loop's current `run(mode:before:)` return (a timer firing never does).
    func stop() { CFRunLoopStop(runLoop) }
}
