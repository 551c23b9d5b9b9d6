import Foundation
import GLSandbox
import Testing

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

    @Test("loop --out killed by SIGINT, SIGTERM or SIGKILL at random moments: only whole PNGs",
          arguments: [SIGINT, SIGTERM, SIGKILL])
    func killRecording(signal: Int32) throws {
        let folder = try temporaryFolder("kill-\(signal)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var total = 0
        for round in 0..<4 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glsandboxBinary)
            process.arguments = ["loop", "--frames", "100000", "--fps", "0", "--size", "64x48", "--out", folder.path, "--json"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if signal != SIGKILL {
                // Catchable signals: wait until it records (its handlers are installed by then),
                // however slowly a loaded or sanitized build starts.
                let first = folder.appendingPathComponent("frame-000001.png").path
                let deadline = Date().addingTimeInterval(30)
                while !FileManager.default.fileExists(atPath: first) && Date() < deadline { usleep(10_000) }
            }
            Thread.sleep(forTimeInterval: Double.random(in: 0...0.6) + Double(round) * 0.01)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if signal != SIGKILL {
                #expect(process.terminationReason == .exit && process.terminationStatus == 0, "a clean stop on signal \(signal)")
            }
            total = try checkFrames(in: folder)
            // The next run starts from frame 1 again and overwrites: clear the folder between rounds.
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasPrefix("frame-") {
                try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        _ = total
        // Temporary files a SIGKILL left (hidden, never final names) are removed by the next run.
        let again = try run(glsandboxBinary, ["loop", "--frames", "3", "--fps", "0", "--size", "64x48", "--out", folder.path], timeout: 60)
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
        let first = try run(glsandboxBinary, ["snapshot", "triangle", "--snapshots", folder.path, "--record", "all", "--size", "64x48"], timeout: 60)
        #expect(first.status == 1 && first.stdout.contains("recorded"))
        let recorded = try RGBAImage(pngFile: golden)
        for _ in 0..<8 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glsandboxBinary)
            process.arguments = ["snapshot", "triangle", "--snapshots", folder.path, "--record", "all", "--size", "64x48"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: Double.random(in: 0.01...0.15))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(try RGBAImage(pngFile: golden) == recorded, "the golden was damaged")
        }
        let finals = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        #expect(Set(finals).isSubset(of: ["triangle.png", "triangle.json"]))
    }
}
