import Foundation

/// A serial executor that runs every job on one dedicated thread: the executor of a
/// ``GLWorker``, so that everything isolated to the worker runs on the thread that owns its
/// GL context, whatever thread the awaiting task was on.
///
/// **Thread rule.** Jobs may be enqueued from any thread (this type is `Sendable`; its queue is
/// guarded by a condition lock); they run one at a time, in order, on the executor's thread.
/// The thread lives until ``shutDown()``, which its owner calls as its last job.
final class GLThreadExecutor: SerialExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var stopping = false
    private var thread: pthread_t?

    /// Starts the thread and waits until it is running, so ``isCurrent`` is right from the start.
    init() {
        let started = Thread { [self] in
            condition.lock()
            thread = pthread_self()
            condition.broadcast()
            condition.unlock()
            runJobs()
        }
        started.stackSize = 8 << 20
        started.start()
        condition.lock()
        while thread == nil { condition.wait() }
        condition.unlock()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Lets code already on the thread use `assumeIsolated`.
    func checkIsolated() {
        precondition(isCurrent, "not on the GLWorker's thread")
    }

    /// True on the executor's thread.
    var isCurrent: Bool {
        condition.lock()
        defer { condition.unlock() }
        guard let thread else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    /// Ends the thread once the jobs queued so far have run. Called as the owner's last job.
    func shutDown() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        let executor = asUnownedSerialExecutor()
        while true {
            condition.lock()
            while jobs.isEmpty && !stopping { condition.wait() }
            if jobs.isEmpty {   // stopping, and nothing left to run
                condition.unlock()
                return
            }
            let batch = jobs
            jobs.removeAll(keepingCapacity: true)
            condition.unlock()
            for job in batch { job.runSynchronously(on: executor) }
        }
    }
}
