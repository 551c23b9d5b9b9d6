import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Killing a recording process at any moment never leaves a truncated PNG under a final name.
@Suite("Nothing lost", .serialized)
struct NothingLostTests {
    /// Every final-named frame is a whole PNG, and they are numbered 1...N with no gap.
    private func checkFrames(in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("frame-") }.sorted()
        #expect(names == (0..<names.count).map { String(format: "frame-%06d.png", $0 + 1) }, sourceLocation: sourceLocation)
        for name in names {
            let image = try RGBAImage(pngFile: folder.appendingPathComponent(name).path)
            #expect(image.size == Size(64, 48), sourceLocation: sourceLocation)
        }
        return names.count
    }

    @Test("loop --out killed by SIGINT, SIGTERM or SIGKILL at chosen moments: only whole PNGs",
          arguments: [SIGINT, SIGTERM, SIGKILL])
    func killRecording(signal: Int32) throws {
        let folder = try temporaryFolder("kill-\(signal)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // Four moments, by events: at once (SIGKILL only: catchable signals wait for the
        // handlers, which are in place when the first frame is written), and after frames 1,
        // 2 and a random one up to 40, while the next frame is being written.
        let moments = [signal == SIGKILL ? 0 : 1, 1, 2, Int.random(in: 3...40)]
        for moment in moments {
            let watch = try FolderWatch(folder)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glsandboxBinary)
            process.arguments = ["loop", "--frames", "100000", "--fps", "0", "--size", "64x48", "--out", folder.path, "--json"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            watch.observeExit(of: process)
            try spawning { try process.run() }
            if moment > 0 {
                #expect(watch.wait(forFile: String(format: "frame-%06d.png", moment)), "the loop ended before frame \(moment)")
            }
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if signal != SIGKILL {
                #expect(process.terminationReason == .exit && process.terminationStatus == 0, "a clean stop on signal \(signal)")
            }
            _ = try checkFrames(in: folder)
            // The next run starts from frame 1 again and overwrites: clear the folder between rounds.
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("frame-") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        // Temporary files a SIGKILL left (hidden, never final names) are removed by the next run.
        let again = try run(glsandboxBinary, ["loop", "--frames", "3", "--fps", "0", "--size", "64x48", "--out", folder.path])
        #expect(again.status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(try checkFrames(in: folder) == 3)
    }

    @Test("a snapshot run recording a golden, killed at any moment, leaves the golden whole")
    func killRecordingGolden() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("triangle.png").path
        let first = try run(glsandboxBinary, ["snapshot", "triangle", "--snapshots", folder.path, "--record", "all", "--size", "64x48"])
        #expect(first.status == 1 && first.stderr.contains("recorded"), "\(first.stderr)")   // the message is said once, on stderr
        let recorded = try RGBAImage(pngFile: golden)
        // Killed at each moment of a recording, by events: at once, when the temporary file
        // is made, when it is written and closed, and when it is renamed over the golden.
        let moments: [(String, (FolderWatch.Event) -> Bool)] = [
            ("at once", { _ in true }),
            ("temporary file made", { $0.name.hasPrefix(".triangle.png.tmp-") && $0.created }),
            ("temporary file written", { $0.name.hasPrefix(".triangle.png.tmp-") && $0.closedAfterWriting }),
            ("renamed over the golden", { $0.name == "triangle.png" && $0.renamedHere }),
        ]
        for (moment, condition) in moments {
            let watch = try FolderWatch(folder)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glsandboxBinary)
            process.arguments = ["snapshot", "triangle", "--snapshots", folder.path, "--record", "all", "--size", "64x48"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            watch.observeExit(of: process)
            try spawning { try process.run() }
            if moment != "at once" { #expect(watch.wait(until: condition), "the run ended before: \(moment)") }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try RGBAImage(pngFile: golden) == recorded, "the golden was damaged when killed \(moment)")
        }
        let finals = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(Set(finals).isSubset(of: ["triangle.png", "triangle.json"]))
    }
}
