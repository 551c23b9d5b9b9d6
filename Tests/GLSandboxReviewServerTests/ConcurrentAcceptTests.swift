import Foundation
import GLSandboxImage
@testable import GLSandboxSnapshot
import Testing
import TestSupport

/// Issue 35, "also noticed": two `snapshots accept --all` at once on one artifacts folder both
/// exited 66, each naming the failures the other had taken between its listing and its accept.
/// Decided: a failure whose record has left the folder by then was accepted by the other run;
/// that run says so and goes on, and both end 0 with every golden written once.
@Suite("Concurrent accepts")
struct ConcurrentAcceptTests {
    @Test("two accept --all at once on 60 failures: both exit 0, every golden is the actual picture, no record left")
    func twoAcceptAll() throws {
        let root = try temporaryFolder(); defer { try? FileManager.default.removeItem(at: root) }
        let artifacts = root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        try "// a package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let names = (0..<60).map { String(format: "shot%02d", $0) }
        for (index, name) in names.enumerated() {
            let record = FailureRecord(run: "A", name: name, test: nil, kind: .missing, summary: "no golden", golden: "snapshots/\(name).png",
                                       actual: "\(name).actual.png")
            try JSONEncoder().encode(record).write(to: artifacts.appendingPathComponent("\(name).failure.json"))
            try RGBAImage(size: Size(4, 4), filling: Pixel(UInt8(index), 2, 3)).writePNG(to: artifacts.appendingPathComponent("\(name).actual.png").path)
        }
        // Both started before either is waited for: they run at the same time.
        let processes = try (0..<2).map { _ -> (Process, Pipe, Pipe) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glsandboxBinary)
            process.arguments = ["snapshots", "accept", "--all", "artifacts"]
            process.currentDirectoryURL = root
            let (out, err) = try spawnCapturingOutput(process)
            return (process, out, err)
        }
        for (process, out, err) in processes {
            let hung = HangGuard(process)
            let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            hung.cancel()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(errors)\n\(printed)")
        }
        for (index, name) in names.enumerated() {
            let golden = try PNG.read(from: root.appendingPathComponent("snapshots/\(name).png").path)
            #expect(golden == RGBAImage(size: Size(4, 4), filling: Pixel(UInt8(index), 2, 3)), "\(name)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: artifacts.path).filter { $0.hasSuffix(".failure.json") }
        #expect(left.isEmpty, "\(left)")
    }
}
