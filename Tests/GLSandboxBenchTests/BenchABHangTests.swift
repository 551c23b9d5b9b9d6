import Foundation
import Testing
import TestSupport
import GLTestSupport

/// Issue 35, item 9: `bench --ab` with a wrapper script whose child hangs. At the round's limit
/// only the script was killed; its child kept the output pipe open and glsandbox read it for
/// ever. Now the whole process group is killed (Foundation's `Process` starts each child as the
/// leader of a group of its own) and the run ends with its error.
///
/// The limit is `--turn-limit 5` (the default would be 80.2 s here: 60 s + 20 s per scene and
/// second of round), so this test takes that long; the event it waits for is glsandbox's exit. It
/// waits on a thread of its own (`onOwnThread`), not on one of the cooperative pool's, which on
/// 2 cores has two threads for the whole suite.
@Suite("bench --ab with a hung wrapper")
struct BenchABHangTests {
    @Test("a wrapper whose child hangs: at the limit the whole group is killed, exit 70 naming the round, the child gone")
    func hungChild() async throws {
        let folder = try temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("child.pid").path
        let wrapper = folder.appendingPathComponent("hang.sh")
        // The child holds the wrapper's standard output (the pipe glsandbox reads) and never ends.
        try "#!/bin/sh\nsleep 100000 &\necho $! > '\(pidFile)'\nwait\n".write(to: wrapper, atomically: true, encoding: .utf8)
        #expect(chmod(wrapper.path, 0o755) == 0)
        let result = try await onOwnThread {
            Result { try glsandbox("bench", "--ab", wrapper.path, "--scene", "clear", "--size", "64x48", "--rounds", "4", "--round-duration", "0.01", "--turn-limit", "5") }
        }.get()
        #expect(!result.timedOut, "glsandbox read the hung child's pipe for ever")
        #expect(result.status == 70, "\(result.stderr)")
        #expect(result.stderr.contains("the base build \(wrapper.path) did not finish round 1 in 5 s and was stopped"), "\(result.stderr)")
        let pid = try #require(Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        // Gone, or a zombie waiting for init to reap it: never still running.
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: " ").dropFirst(2).first
        #expect(state == nil || state == "Z", "the wrapper's child is still running (state \(state.map(String.init) ?? "?"))")
        if state != nil && state != "Z" { kill(pid, SIGKILL) }
    }
}
