import Foundation
import GLSandbox
import GLSandboxSnapshotTesting
import SnapshotTesting
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
}
