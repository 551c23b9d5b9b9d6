import Foundation
import GLSandbox
@testable import GLSandboxSnapshotTesting
@_spi(Internals) import SnapshotTesting
import Testing

@Suite("Snapshot strategy for swift-snapshot-testing")
struct SnapshotStrategyTests {
    @Test("records, matches, and on a change fails with GLSandbox's pictures")
    func strategy() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("artifacts")
        var image = RGBAImage(size: Size(16, 8), filling: Pixel(10, 20, 30))
        let strategy = Snapshotting<RGBAImage, RGBAImage>.glsandboxImage(artifacts: artifacts)
        let recorded = verifySnapshot(of: image, as: strategy, named: "img", record: .all, snapshotDirectory: folder.path)
        #expect(recorded != nil, "recording reports itself as a failure")
        #expect(verifySnapshot(of: image, as: strategy, named: "img", record: .never, snapshotDirectory: folder.path) == nil)
        image[3, 3] = Pixel(255, 255, 255)
        let failure = try #require(verifySnapshot(of: image, as: strategy, named: "img", record: .never, snapshotDirectory: folder.path))
        #expect(failure.contains("1 of 128 pixels differ"))
        #expect(failure.contains("side-by-side.png"))
        let tolerant = Snapshotting<RGBAImage, RGBAImage>.glsandboxImage(tolerance: Tolerance(maxDifferingPixels: 1), artifacts: artifacts)
        #expect(verifySnapshot(of: image, as: tolerant, named: "img", record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test("without an artifacts folder, failure pictures go to the package's .build/glsandbox-artifacts")
    func defaultArtifactsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The documented default: GLSANDBOX_ARTIFACTS, else .build/glsandbox-artifacts of the
        // package (swift test runs in its root).
        let expected = ProcessInfo.processInfo.environment["GLSANDBOX_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? packageRoot.appendingPathComponent(".build/glsandbox-artifacts").path
        let image = RGBAImage(size: Size(4, 4), filling: Pixel(10, 20, 30))
        _ = verifySnapshot(of: image, as: .glsandboxImage, named: "img", record: .all, snapshotDirectory: folder.path)
        let failure = try #require(verifySnapshot(of: RGBAImage(size: Size(4, 4), filling: Pixel(0, 0, 0)), as: .glsandboxImage,
                                                  named: "img", record: .never, snapshotDirectory: folder.path))
        let sideBySide = try #require(failure.split(separator: "\n").first { $0.hasPrefix("side by side: ") })
        let path = String(sideBySide.dropFirst("side by side: ".count))
        #expect(path.hasPrefix(expected + "/"), "\(path)")
        #expect(FileManager.default.fileExists(atPath: path))
        try? FileManager.default.removeItem(atPath: path)
    }

    @Test("GLSandbox's record rules reach swift-snapshot-testing: CI=true records nothing; its own variable wins")
    func recordRules() {
        #expect(RecordModeFromEnvironment.record(for: ["CI": "true"]) == .never)
        #expect(RecordModeFromEnvironment.record(for: [:]) == .missing)
        #expect(RecordModeFromEnvironment.record(for: ["GLSANDBOX_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(RecordModeFromEnvironment.record(for: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == nil)
    }

    @Test("under CI=true a missing reference is not recorded (a process of its own: the mode is process-wide)")
    func ciRecordsNothing() throws {
        // This test process runs the check in a child: GLSANDBOX_STRATEGY_CHILD makes the
        // child's copy of this test do the assertion instead.
        if let folder = ProcessInfo.processInfo.environment["GLSANDBOX_STRATEGY_CHILD"] {
            let image = RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3))
            let failure = verifySnapshot(of: image, as: .glsandboxImage, named: "ci", snapshotDirectory: folder)
            #expect(failure?.contains("not recorded") == true, "\(failure ?? "passed")")
            return
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        let child = try run(testBinary, ["--testing-library", "swift-testing", "--filter", "ciRecordsNothing"],
                            environment: ["CI": "true", "GLSANDBOX_STRATEGY_CHILD": folder.path, "GLSANDBOX_RECORD": "",
                                          "SNAPSHOT_TESTING_RECORD": ""])
        #expect(child.status == 0, "\(child.stdout.suffix(2000))\(child.stderr.suffix(2000))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing recorded")
    }
}
