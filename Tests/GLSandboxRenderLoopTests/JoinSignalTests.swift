import Foundation
import Testing
import TestSupport
import GLTestSupport

/// Issue 35, item 10: SIGTERM to `glsandbox join` while ffmpeg runs ends ffmpeg too (it was
/// orphaned, and finished a hidden temporary file nobody removed) and leaves no concat list or
/// log in `$TMPDIR`, as `loop --video` already does.
///
/// The ffmpeg that join starts is a script first on `PATH` that says it started (its pid, into a
/// named pipe the test reads) and then waits on a second named pipe before it runs the real
/// ffmpeg: the test knows ffmpeg is running without any clock, and afterwards whether anything
/// still waits on that pipe (opening it for writing without blocking fails with ENXIO when
/// no process has it open for reading).
@Suite("join under signals", needsFFmpeg)
struct JoinSignalTests {
    @Test("SIGTERM while ffmpeg joins: ffmpeg ends too, no temporary output, no list or log left, and join ends by SIGTERM")
    func terminated() throws {
        let folder = try temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.appendingPathComponent("tmp"), bin = folder.appendingPathComponent("bin"), out = folder.appendingPathComponent("out")
        for made in [temporary, bin, out] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        let segment = out.appendingPathComponent("seg.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10:duration=1", "-pix_fmt", "yuv420p"], segment)
        let started = folder.appendingPathComponent("started").path, go = folder.appendingPathComponent("go").path
        #expect(mkfifo(started, 0o600) == 0 && mkfifo(go, 0o600) == 0)
        let realFFmpeg = try #require(["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let wrapper = bin.appendingPathComponent("ffmpeg")
        try """
            #!/bin/sh
            echo $$ > '\(started)'
            read line < '\(go)'
            exec '\(realFFmpeg)' "$@"
            """.write(to: wrapper, atomically: true, encoding: .utf8)
        #expect(chmod(wrapper.path, 0o755) == 0)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["join", segment.path, "--out", out.appendingPathComponent("joined.mp4").path]
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["TMPDIR"] = temporary.path + "/"
        process.environment = environment
        let (_, err) = try spawnCapturingOutput(process)
        // SIGKILL: a child of the test runner may start with SIGTERM blocked (a join that never
        // takes SIGTERM off its default action then ignores it, and so would ignore the guard's).
        let hung = HangGuard(process, signal: SIGKILL)
        defer { hung.cancel() }

        // The event: the wrapper (join's ffmpeg) has started and says its pid.
        let reader = try #require(FileHandle(forReadingAtPath: started))
        let said = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        try reader.close()
        #expect(Int32(said.trimmingCharacters(in: .whitespacesAndNewlines)) != nil, "\(said)")

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!hung.fired)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM, "\(process.terminationStatus) \(errors)")

        // Nothing waits on `go` any more: join's ffmpeg ended with it.
        let writer = open(go, O_WRONLY | O_NONBLOCK)
        let orphaned = writer >= 0
        if orphaned {
            _ = write(writer, "go\n", 3)   // let the orphan go on, as it would have
            close(writer)
        }
        #expect(!orphaned, "join's ffmpeg was left running after join ended")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["seg.mp4"], "no temporary output beside the output")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "no concat list or log left in $TMPDIR")
    }
}
