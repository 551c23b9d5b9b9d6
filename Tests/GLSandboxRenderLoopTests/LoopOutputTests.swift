import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Where `loop` and `render` put their frames when the output is not an ordinary file in an
/// ordinary folder: a device or a pipe, a folder another run writes into, a closed or broken
/// standard stream, and a signal while a frame takes hours (issue 22).
@Suite("Loop outputs", .serialized)
struct LoopOutputTests {
    /// Runs `body` with a named pipe in `folder` whose reading end is open (non-blocking), then
    /// returns every byte written into it, and checks it is still a pipe.
    private func throughPipe(in folder: URL, _ body: (String) throws -> Void) throws -> [UInt8] {
        let path = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(path, 0o644) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer {
            close(reader)
            unlink(path)
        }
        try body(path)
        var status = stat()
        #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the named pipe was replaced by a file")
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(reader, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }

    @Test("an output that is a named pipe (or a device) is written in place, never replaced by a file")
    func pipeOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try throughPipe(in: folder) { path in
            let result = try glsandbox("render", "triangle", "--size", "8x6", "--out", path)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try PNG.decode(png).size == Size(8, 6))
        let gif = try throughPipe(in: folder) { path in
            let result = try glsandbox("loop", "--frames", "2", "--fps", "10", "--size", "8x6", "--gif", path)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(gif.starts(with: Array("GIF89a".utf8)), "\(gif.prefix(16))")
        #expect(gif.last == 0x3B, "a whole GIF ends with its trailer byte")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    /// A process id that is surely not running: a child that has exited and been reaped.
    private func deadProcessID() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try spawning { try process.run() }
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("two runs on one folder: a run's tidy-up removes temporary files of ended runs only, never a running one's")
    func sharedFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dead = try deadProcessID()
        let alive = getpid()   // this test process: running, like a second `loop --start` run
        let kept = [".frame-000007.png.tmp-\(alive)-12345", ".x.gif.tmp-\(alive)-1", ".frame-000001.png.tmp-12", "notes.tmp-\(dead)-1",
                    ".y.gif.tmp-\(dead)-5", ".frame-1.txt.tmp-\(dead)-3"]
        let stale = [".frame-000002.png.tmp-\(dead)-99", ".x.gif.tmp-\(dead)-4"]
        for name in kept + stale { _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("x".utf8)) }
        let result = try glsandbox("loop", "--frames", "2", "--fps", "1000", "--size", "8x6", "--out", folder.path,
                                   "--gif", folder.appendingPathComponent("x.gif").path)
        #expect(result.status == 0, "\(result.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == Set(kept + ["frame-000001.png", "frame-000002.png", "x.gif"]), "\(names.sorted())")
    }

    @Test("a GIF run killed with SIGKILL leaves a hidden temporary file; the next run of that GIF removes it")
    func killedGIF() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = folder.appendingPathComponent("x.gif").path
        let watch = try FolderWatch(folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--frames", "100000", "--fps", "1000", "--size", "8x6", "--gif", gif]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        watch.observeExit(of: process)
        try spawning { try process.run() }
        #expect(watch.wait { $0.created && $0.name.hasPrefix(".x.gif.tmp-") }, "the loop ended before it made its GIF")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix(".x.gif.tmp-") })
        let again = try glsandbox("loop", "--frames", "2", "--fps", "10", "--size", "8x6", "--gif", gif)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.gif"])
    }

    @Test("a closed standard output is an error for --stdout and --json, never a descriptor the GIF reuses")
    func closedStandardOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gif = folder.appendingPathComponent("x.gif").path
        // `exec PROGRAM ... >&-`: the program starts with descriptor 1 closed.
        let result = try run("/bin/sh", ["-c", "exec \"$0\" loop --stdout rgba --gif \"$1\" --frames 2 --fps 10 --size 8x6 >&-", glsandboxBinary, gif])
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr == "glsandbox: error: standard output is closed, and --stdout writes to it: run with standard output open (a file or a pipe: > FILE, | PROGRAM)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let json = try run("/bin/sh", ["-c", "exec \"$0\" info --json >&-", glsandboxBinary])
        #expect(json.status == 73 && json.stderr.contains("standard output is closed, and --json writes to it"), "\(json.stderr)")
        // Closed but not needed: the GIF is written, and nothing else takes descriptor 1.
        let quiet = try run("/bin/sh", ["-c", "exec \"$0\" loop --gif \"$1\" --frames 2 --fps 10 --size 8x6 >&-", glsandboxBinary, gif])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        let frames = try run("/usr/bin/identify", [gif])
        #expect(frames.stdout.split(separator: "\n").count == 2, "\(frames.stdout) \(frames.stderr)")
        let commands = try run("/bin/sh", ["-c", "exec \"$0\" loop --commands --frames 2 <&-", glsandboxBinary])
        #expect(commands.status == 66 && commands.stderr.contains("standard input is closed, and --commands reads from it"), "\(commands.stderr)")
    }

    @Test("a reader that goes away (loop --stdout rgba | head -c 100): the loop stops at once, one short error line, exit 73")
    func readerGone() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--stdout", "rgba", "--frames", "20000", "--fps", "0", "--size", "8x6"]
        let (out, err) = try spawnCapturingOutput(process)
        nonisolated(unsafe) var errData = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let head = try out.fileHandleForReading.read(upToCount: 100)
        #expect(head?.count == 100)
        try out.fileHandleForReading.close()   // like head -c 100, which exits
        let hung = HangGuard(process)
        process.waitUntilExit()
        hung.cancel()
        group.wait()
        let stderr = String(decoding: errData, as: UTF8.self)
        #expect(process.terminationStatus == 73, "\(stderr.prefix(500))")
        let errors = stderr.split(separator: "\n").filter { $0.hasPrefix("glsandbox: error: ") }
        #expect(errors.count == 1 && errors[0].count < 200, "\(stderr.prefix(500))")
        #expect(errors.first?.contains("cannot write raw frames to standard output: Broken pipe") == true, "\(stderr.prefix(500))")
        let rendered = stderr.firstMatch(of: /rendered (\d+)/).flatMap { Int($0.1) }
        #expect(rendered != nil && rendered! < 20000, "\(stderr.prefix(500))")
    }

    @Test("a full output (/dev/full as standard output): one error, not one a frame, exit 73")
    func fullOutput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--stdout", "rgba", "--frames", "50", "--fps", "0", "--size", "8x6"]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let err = Pipe()
        process.standardOutput = full
        process.standardError = err
        try spawning { try process.run() }
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 73, "\(stderr)")
        let errors = stderr.split(separator: "\n").filter { $0.hasPrefix("glsandbox: error: ") }
        #expect(errors == ["glsandbox: error: frame 1: cannot write raw frames to standard output: No space left on device; the loop stopped there"],
                "\(stderr)")
    }

    @Test("one huge --commands line is skipped with a short message, and the lines after it still work")
    func hugeCommandLine() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--commands", "--frames", "1000000", "--fps", "30", "--size", "8x6", "--json"]
        let input = Pipe()
        process.standardInput = input
        let (out, err) = try spawnCapturingOutput(process)
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let hung = HangGuard(process)
        let huge = Data(repeating: UInt8(ascii: "x"), count: 300_000)
        try input.fileHandleForWriting.write(contentsOf: huge + Data("\nfps 60\nstop\n".utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        hung.cancel()
        group.wait()
        let stderr = String(decoding: errData, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr.prefix(300))")
        #expect(stderr == "a line of 300000 bytes is too long for a command (at most 4096): skipped\n", "\(stderr.prefix(300))")
        let summary = try JSONSerialization.jsonObject(with: outData) as? [String: Any]
        #expect(summary?["commandsProcessed"] as? Int == 2, "fps and stop applied: \(String(decoding: outData, as: UTF8.self))")
        #expect(summary?["stopReason"] as? String == "stop")
    }

    @Test("SIGTERM while a frame takes hours: the process ends (hang detector: 60 s), keeping the frames finished")
    func signalDuringLongFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("slow.frag")
        // Frame 0 is quick; from frame 1 every pixel runs eight sines a step for as long as
        // llvmpipe lets a loop run (it ends loops after 65,535 steps): about 5e11 sines a frame at
        // 1024x768, tens of minutes on these machines.
        try """
            void mainImage(out vec4 c, in vec2 p) {
                float v = 0.0;
                if (iFrame > 0) {
                    for (int i = 0; i < 1000000 + iFrame; i++) {
                        for (int j = 0; j < 1000000 + iFrame; j++) {
                            v = sin(v + 1.0); v = sin(v + 2.0); v = sin(v + 3.0); v = sin(v + 4.0);
                            v = sin(v + 5.0); v = sin(v + 6.0); v = sin(v + 7.0); v = sin(v + 8.0);
                        }
                    }
                }
                c = vec4(p / iResolution.xy, fract(v), 1.0);
            }
            """.write(to: shader, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let watch = try FolderWatch(out)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--shader", shader.path, "--frames", "5", "--size", "1024x768", "--out", out.path,
                             "--gif", out.appendingPathComponent("x.gif").path, "--json"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        watch.observeExit(of: process)
        let done = process.terminationHandler
        process.terminationHandler = { done?($0); exited.signal() }
        try spawning { try process.run() }
        #expect(watch.wait(forFile: "frame-000001.png"), "the loop ended before its first frame")
        kill(process.processIdentifier, SIGTERM)
        // Not a timing claim: a hang detector. A stopped loop ends in a second or two.
        let ended = exited.wait(timeout: .now() + 60) == .success
        if !ended { kill(process.processIdentifier, SIGKILL) }
        // Foundation finishes with the Process here (without it, LeakSanitizer finds the Process
        // and its run-loop source still held when the suite ends).
        process.waitUntilExit()
        #expect(ended, "SIGTERM did not end the loop while its frame rendered")
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(try RGBAImage(pngFile: out.appendingPathComponent("frame-000001.png").path).size == Size(1024, 768))
        let gif = try run("/usr/bin/identify", [out.appendingPathComponent("x.gif").path])
        #expect(gif.status == 0 && gif.stdout.contains("1024x768"), "the GIF holds the frame finished: \(gif.stdout) \(gif.stderr)")
    }
}
