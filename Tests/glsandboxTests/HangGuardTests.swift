import Foundation
import Testing
import TestSupport
import GLTestSupport

/// The tests' own hang guard must not keep what it guards: every test that spawns a program
/// relies on the `Process` (and the pipes it holds) going away when the test is done.
@Suite struct HangGuardTests {
    /// A process that was never started: nothing but the guard can hold it once the test lets go
    /// (a started one is also held by Foundation until its end has been handled, at its own pace).
    @Test("a cancelled hang guard lets its process and its pipes go")
    func cancelledGuardReleasesTheProcess() {
        weak var released: Process?
        weak var releasedPipe: Pipe?
        do {
            let process = Process()
            let output = Pipe()
            process.standardOutput = output
            let hung = HangGuard(process)
            hung.cancel()
            released = process
            releasedPipe = output
        }
        // The guard's work item stays queued until its ten-minute deadline; it must not hold them.
        #expect(released == nil, "the process is still held (by the hang guard's queued work item)")
        #expect(releasedPipe == nil, "the process's output pipe (two open descriptors) is still held")
    }
}
