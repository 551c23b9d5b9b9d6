import Foundation
import GLSandbox
import GLSandboxSnapshot
import SnapshotTesting

/// A strategy for pointfreeco/swift-snapshot-testing: snapshot an ``RGBAImage`` as a PNG, compare
/// it with GLSandbox's comparison (exact, tolerant or perceptual), and on failure write GLSandbox's
/// expected / actual / diff / side-by-side pictures and `index.html` (on Linux too, where the
/// library's own image strategies are not available).
///
/// ```swift
/// assertSnapshot(of: image, as: .glsandboxImage)
/// assertSnapshot(of: image, as: .glsandboxImage(tolerance: Tolerance(maxDifferingPixels: 10)))
/// ```
extension Snapshotting where Value == RGBAImage, Format == RGBAImage {
    public static var glsandboxImage: Snapshotting { .glsandboxImage() }

    /// - Parameter artifacts: where failure pictures go (default `GLSANDBOX_ARTIFACTS`, else
    ///   `glsandbox-artifacts` in the temporary folder).
    public static func glsandboxImage(tolerance: Tolerance = .exact, artifacts: URL? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .glsandboxImage(tolerance: tolerance, artifacts: artifacts))
    }
}

extension Diffing where Value == RGBAImage {
    public static func glsandboxImage(tolerance: Tolerance = .exact, artifacts: URL? = nil) -> Diffing {
        .diff(
            toData: { image in Data((try? PNG.encode(image)) ?? []) },
            // An unreadable reference becomes an empty image: the comparison then reports the
            // size mismatch instead of crashing.
            fromData: { data in (try? PNG.decode([UInt8](data))) ?? RGBAImage(size: Size(0, 0)) },
            diffV2: { expected, actual in
                let difference = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
                if difference.matches { return nil }
                let folder = artifacts
                    ?? ProcessInfo.processInfo.environment[SnapshotConfiguration.artifactsVariable].map { URL(fileURLWithPath: $0) }
                    ?? FileManager.default.temporaryDirectory.appendingPathComponent("glsandbox-artifacts")
                let name = "snapshot-\(FailureCounter.next())"
                var message = "images differ (\(tolerance)): \(difference)"
                var attachments: [DiffAttachment] = []
                if let files = try? SnapshotArtifacts.shared.record(name: name, expected: expected, actual: actual, tolerance: tolerance,
                                                                    summary: message, in: folder) {
                    message += "\nside by side: \(files.sideBySide?.path ?? "-")\nall failures: \(files.index.path)"
                    if let diff = files.diff, let data = FileManager.default.contents(atPath: diff.path) {
                        attachments.append(.data(data, name: "diff.png"))
                    }
                }
                return (message, attachments)
            })
    }
}

/// Numbers failures, for artifact names (a `Diffing` does not know the snapshot's name).
private enum FailureCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0   // guarded by lock
    static func next() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}
