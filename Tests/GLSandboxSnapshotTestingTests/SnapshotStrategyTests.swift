import Foundation
import GLSandbox
import GLSandboxSnapshot
@testable import GLSandboxSnapshotTesting
import SnapshotTesting   // its public API only: the strategy needs no @_spi
import Testing
import TestSupport
import GLTestSupport

@Suite("Snapshot strategy for swift-snapshot-testing")
struct SnapshotStrategyTests {
    @Test("records, matches, and on a change fails with GLSandbox's pictures")
    func strategy() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("artifacts")
        var image = RGBAImage(size: Size(16, 8), filling: Pixel(10, 20, 30))
        let strategy = Snapshotting<RGBAImage, SnapshotPicture>.glsandboxImage(artifacts: artifacts)
        let recorded = verifySnapshot(of: image, as: strategy, named: "img", record: .all, snapshotDirectory: folder.path)
        #expect(recorded != nil, "recording reports itself as a failure")
        #expect(verifySnapshot(of: image, as: strategy, named: "img", record: .never, snapshotDirectory: folder.path) == nil)
        image[3, 3] = Pixel(255, 255, 255)
        let failure = try #require(verifySnapshot(of: image, as: strategy, named: "img", record: .never, snapshotDirectory: folder.path))
        #expect(failure.contains("1 of 128 pixels differ"))
        #expect(failure.contains("side-by-side.png"))
        let tolerant = Snapshotting<RGBAImage, SnapshotPicture>.glsandboxImage(tolerance: Tolerance(maxDifferingPixels: 1), artifacts: artifacts)
        #expect(verifySnapshot(of: image, as: tolerant, named: "img", record: .never, snapshotDirectory: folder.path) == nil)
    }

    @Test("without an artifacts folder, failure pictures go to the package's .build/glsandbox-artifacts, named after the test, with the renderer")
    func defaultArtifactsFolder() throws {
        // The documented default: GLSANDBOX_ARTIFACTS, else .build/glsandbox-artifacts of the
        // package around the current folder (swift test runs in its root).
        #expect(StrategyArtifacts.defaultFolder(currentDirectory: packageRoot.path, environment: [:]).path
                == packageRoot.appendingPathComponent(".build/glsandbox-artifacts").path)
        #expect(StrategyArtifacts.defaultFolder(currentDirectory: packageRoot.path, environment: ["GLSANDBOX_ARTIFACTS": "/x/y"]).path == "/x/y")
        // End to end in a package of its own (never the project's own artifacts folder).
        let package = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: package) }
        try "// a package\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let snapshots = package.appendingPathComponent("__Snapshots__").path
        let info = try withContext { $0.info }
        let strategy = Snapshotting<RGBAImage, SnapshotPicture>.glsandboxImage(tolerance: .exact, renderer: info, artifacts: nil,
                                                                         currentDirectory: package.path, environment: [:])
        let image = RGBAImage(size: Size(4, 4), filling: Pixel(10, 20, 30))
        _ = verifySnapshot(of: image, as: strategy, named: "img", record: .all, snapshotDirectory: snapshots)
        let failure = try #require(verifySnapshot(of: RGBAImage(size: Size(4, 4), filling: Pixel(0, 0, 0)), as: strategy,
                                                  named: "img", record: .never, snapshotDirectory: snapshots))
        let artifacts = package.appendingPathComponent(".build/glsandbox-artifacts")
        let sideBySide = try #require(failure.split(separator: "\n").first { $0.hasPrefix("side by side: ") })
        #expect(sideBySide == "side by side: \(artifacts.path)/SnapshotStrategyTests/defaultArtifactsFolder.side-by-side.png")
        let record = try #require(FailureRecord.all(in: artifacts).first?.record)
        #expect(record.name == "SnapshotStrategyTests/defaultArtifactsFolder")
        #expect(record.renderer?.renderer == info.renderer, "the renderer given to the strategy is recorded")
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(record.actual).path))
    }

    @Test("GLSandbox's record rules as swift-snapshot-testing's record mode: CI=true records nothing; its own variable wins")
    func recordRules() {
        typealias Record = SnapshotTestingConfiguration.Record
        #expect(Record.glsandbox(environment: ["CI": "true"]) == .never)
        #expect(Record.glsandbox(environment: [:]) == .missing)
        #expect(Record.glsandbox(environment: ["GLSANDBOX_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(Record.glsandbox(environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    }

    @Test("a failed comparison under record mode never is not taken for a missing reference (no record of kind missing)")
    func mismatchUnderNeverIsNotMissing() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let artifacts = folder.appendingPathComponent("artifacts")
        let strategy = Snapshotting<RGBAImage, SnapshotPicture>.glsandboxImage(tolerance: .exact, renderer: nil, artifacts: artifacts,
                                                                               currentDirectory: folder.path, environment: ["CI": "true"])
        let recorder = Snapshotting<RGBAImage, SnapshotPicture>.glsandboxImage(tolerance: .exact, renderer: nil, artifacts: artifacts,
                                                                               currentDirectory: folder.path, environment: [:])
        _ = verifySnapshot(of: RGBAImage(size: Size(2, 2), filling: Pixel(1, 2, 3)), as: recorder, named: "m", record: .all,
                           snapshotDirectory: folder.path)
        let failure = withSnapshotTesting(record: .glsandbox(environment: ["CI": "true"])) {
            verifySnapshot(of: RGBAImage(size: Size(2, 2), filling: Pixel(9, 9, 9)), as: strategy, named: "m", snapshotDirectory: folder.path)
        }
        #expect(failure?.contains("4 of 4 pixels differ") == true, "\(failure ?? "passed")")
        #expect(FailureRecord.all(in: artifacts).map(\.record.kind) == [.mismatch])
    }

    @Test("under CI=true a missing reference is not recorded, and the picture is saved as actual (in a process of its own, started with CI=true)")
    func ciRecordsNothing() throws {
        // This test process runs the check in a child: GLSANDBOX_STRATEGY_CHILD makes the
        // child's copy of this test do the assertion instead.
        if let folder = ProcessInfo.processInfo.environment["GLSANDBOX_STRATEGY_CHILD"] {
            let image = RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3))
            let strategy = Snapshotting<RGBAImage, SnapshotPicture>.glsandboxImage(artifacts: URL(fileURLWithPath: folder + "/artifacts"))
            // The record mode comes from swift-snapshot-testing's own configuration, given GLSandbox's rules.
            let failure = withSnapshotTesting(record: .glsandbox) {
                verifySnapshot(of: image, as: strategy, named: "ci", snapshotDirectory: folder + "/snapshots")
            }
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
        let snapshots = folder.appendingPathComponent("snapshots").path
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []).isEmpty, "nothing recorded")
        // The picture CI rendered is kept, to download and commit.
        let artifacts = folder.appendingPathComponent("artifacts")
        let records = FailureRecord.all(in: artifacts).map(\.record)
        #expect(records.map(\.name) == ["SnapshotStrategyTests/ciRecordsNothing"])
        #expect(records.map(\.kind) == [.missing])
        let actual = artifacts.appendingPathComponent("SnapshotStrategyTests/ciRecordsNothing.actual.png")
        #expect(try PNG.read(from: actual.path) == RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)))
    }
}
