import Foundation
import GLSandbox
import GLSandboxSnapshot
@_spi(Internals) import SnapshotTesting
import Testing

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
    ///   `.build/glsandbox-artifacts` of the package being tested: the folder above the current
    ///   one that holds a `Package.swift`, where `swift test` runs).
    public static func glsandboxImage(tolerance: Tolerance = .exact, artifacts: URL? = nil) -> Snapshotting {
        _ = RecordModeFromEnvironment.applied
        return Snapshotting(pathExtension: "png", diffing: .glsandboxImage(tolerance: tolerance, artifacts: artifacts))
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
                // The same rules as GLSandboxTesting's assertSnapshot, from the package `swift test` runs in.
                let folder = artifacts ?? (try? SnapshotConfiguration.resolve(
                    filePath: FileManager.default.currentDirectoryPath + "/Package.swift"))?.artifactsDirectory
                    ?? FileManager.default.temporaryDirectory.appendingPathComponent("glsandbox-artifacts")
                // Named after the Swift Testing test when there is one; else numbered per process.
                let test = Test.current.map { SnapshotNaming.testName($0.name) }
                let name = "\(test ?? "snapshot")-\(getpid())-\(FailureCounter.next())"
                var message = "images differ (\(tolerance)): \(difference)"
                var attachments: [DiffAttachment] = []
                let record = FailureRecord(run: SnapshotRun.current, name: name, test: Test.current?.name, kind: .mismatch,
                                           summary: message, golden: "(swift-snapshot-testing's __Snapshots__ folder)",
                                           actual: name + ".actual.png", differingPixels: difference.differingPixels,
                                           maxChannelDelta: difference.maxChannelDelta)
                if let files = try? SnapshotArtifacts.shared.record(record, expected: expected, actual: actual, tolerance: tolerance,
                                                                    in: folder) {
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

/// GLSandbox's record rules for swift-snapshot-testing too, once per process, before its first
/// assertion with this strategy: `GLSANDBOX_RECORD` names the mode; with `CI=true` (and neither
/// that nor swift-snapshot-testing's own `SNAPSHOT_TESTING_RECORD` set) nothing is recorded,
/// so CI cannot write a golden. A `record:` argument or `.snapshots(record:)` trait still wins.
enum RecordModeFromEnvironment {
    static let applied: Void = {
        if let record = record(for: ProcessInfo.processInfo.environment) {
            _record = record   // its setter writes the process-wide default
        }
    }()

    /// The mode to set for `environment`, or nil to leave swift-snapshot-testing's own.
    static func record(for environment: [String: String]) -> SnapshotTestingConfiguration.Record? {
        guard environment["SNAPSHOT_TESTING_RECORD", default: ""].isEmpty,
              let mode = try? SnapshotConfiguration.resolve(filePath: FileManager.default.currentDirectoryPath + "/Package.swift",
                                                            environment: environment).record
        else { return nil }
        return switch mode {
        case .missing: .missing
        case .all: .all
        case .failed: .failed
        case .never: .never
        }
    }
}
