import Foundation
import GLSandboxImage
import GLSandboxSnapshot
import SnapshotTesting
import Testing

/// A strategy for pointfreeco/swift-snapshot-testing: snapshot an ``RGBAImage`` as a PNG, compare
/// it with GLSandbox's comparison (exact, tolerant or perceptual), and on failure write GLSandbox's
/// expected / actual / diff / side-by-side pictures, a failure record and `index.html` (on Linux
/// too, where the library's own image strategies are not available).
///
/// ```swift
/// assertSnapshot(of: image, as: .glsandboxImage)
/// assertSnapshot(of: image, as: .glsandboxImage(tolerance: Tolerance(maxDifferingPixels: 10), renderer: gl.info))
/// ```
///
/// It is a plain `Snapshotting` value: the strategy on ``SnapshotPicture`` pulled back to
/// `RGBAImage`, so `.glsandboxImage.pullback { (scene: MyScene) in render(scene) }` makes one for
/// your own values. The record mode is swift-snapshot-testing's own (`record:`,
/// `withSnapshotTesting(record:)`, the `.snapshots(record:)` trait, `SNAPSHOT_TESTING_RECORD`);
/// hand it GLSandbox's rules with `.glsandbox` (`CI=true` records nothing, `GLSANDBOX_RECORD`):
///
/// ```swift
/// @Suite(.snapshots(record: .glsandbox)) struct FlagTests { ... }   // Swift Testing
/// override func invokeTest() { withSnapshotTesting(record: .glsandbox) { super.invokeTest() } }   // XCTest
/// ```
///
/// The pictures are named after the Swift Testing test (`FlagTests/flag.actual.png`, then
/// `flag.2` for its next failure); an XCTest method's name does not reach a strategy, so an
/// XCTest failure is `snapshot-PID-N`. When GLSandbox's rules say `never` (`CI=true`), a missing
/// reference's picture is saved as `actual` with a record of kind `missing`.
extension Snapshotting where Value == RGBAImage, Format == SnapshotPicture {
    public static var glsandboxImage: Snapshotting { .glsandboxImage() }

    /// - Parameters:
    ///   - renderer: the driver that made the image (`context.info`), written in the failure record.
    ///   - artifacts: where failure pictures go (default `GLSANDBOX_ARTIFACTS`, else
    ///     `.build/glsandbox-artifacts` of the package being tested: the folder above the current
    ///     one that holds a `Package.swift`, where `swift test` runs).
    public static func glsandboxImage(tolerance: Tolerance = .exact, renderer: DriverInfo? = nil, artifacts: URL? = nil) -> Snapshotting {
        glsandboxImage(tolerance: tolerance, renderer: renderer, artifacts: artifacts, currentDirectory: nil)
    }

    /// `currentDirectory` (and `environment`) stand for the process's, for tests.
    static func glsandboxImage(tolerance: Tolerance, renderer: DriverInfo?, artifacts: URL?, currentDirectory: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> Snapshotting {
        Snapshotting<SnapshotPicture, SnapshotPicture>(
            pathExtension: "png",
            diffing: .glsandboxImage(tolerance: tolerance, renderer: renderer, artifacts: artifacts,
                                     currentDirectory: currentDirectory, environment: environment)
        ).pullback(SnapshotPicture.init)
    }
}

/// An image on its way through one assertion of swift-snapshot-testing, which hands the same
/// picture to the comparison and then, after a failure, asks for its data again (to write it
/// into `SNAPSHOT_ARTIFACTS`). The picture remembers that its comparison failed, so that second
/// request is not taken for a missing reference.
public final class SnapshotPicture {
    public let image: RGBAImage
    /// Set when the comparison with the reference failed.
    public internal(set) var mismatched = false

    public init(_ image: RGBAImage) {
        self.image = image
    }
}

extension Diffing where Value == SnapshotPicture {
    public static func glsandboxImage(tolerance: Tolerance = .exact, renderer: DriverInfo? = nil, artifacts: URL? = nil) -> Diffing {
        glsandboxImage(tolerance: tolerance, renderer: renderer, artifacts: artifacts, currentDirectory: nil)
    }

    static func glsandboxImage(tolerance: Tolerance, renderer: DriverInfo?, artifacts: URL?, currentDirectory: String?,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> Diffing {
        let folder = { artifacts ?? StrategyArtifacts.defaultFolder(currentDirectory: currentDirectory, environment: environment) }
        let recordsNothing = SnapshotTestingConfiguration.Record.glsandbox(environment: environment) == .never
        return .diff(
            toData: { picture in
                // Data asked for a picture that was never compared: its reference is missing (or
                // every reference is being recorded). Under GLSandbox's `never` (CI) it is not
                // recorded, so the picture is saved as `actual`, to look at and commit.
                if recordsNothing, !picture.mismatched {
                    StrategyArtifacts.saveMissing(picture.image, renderer: renderer, in: folder())
                }
                return Data((try? PNG.encode(picture.image)) ?? [])
            },
            // An unreadable reference becomes an empty image: the comparison then reports the
            // size mismatch instead of crashing.
            fromData: { data in SnapshotPicture((try? PNG.decode([UInt8](data))) ?? RGBAImage(size: Size(0, 0))) },
            diffV2: { reference, picture in
                let expected = reference.image, actual = picture.image
                let difference = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
                if difference.matches { return nil }
                picture.mismatched = true
                let name = StrategyArtifacts.nextName()
                var message = "images differ (\(tolerance)): \(difference)"
                var attachments: [DiffAttachment] = []
                let record = FailureRecord(run: SnapshotRun.current, name: name.path, test: name.test, kind: .mismatch,
                                           summary: message, golden: StrategyArtifacts.golden,
                                           actual: name.path + ".actual.png",
                                           renderer: renderer.map { SnapshotMetadata(info: $0, size: actual.size) },
                                           differingPixels: difference.differingPixels, maxChannelDelta: difference.maxChannelDelta)
                if let files = try? SnapshotArtifacts.shared.record(record, expected: expected, actual: actual, tolerance: tolerance,
                                                                    difference: difference, in: folder()) {
                    message += "\nside by side: \(files.sideBySide?.path ?? "-")\nall failures: \(files.index.path)"
                    if let diff = files.diff, let data = FileManager.default.contents(atPath: diff.path) {
                        attachments.append(.data(data, name: "diff.png"))
                    }
                }
                return (message, attachments)
            })
    }
}

/// Naming and saving for the strategy (a `Diffing` is not told the snapshot's name).
enum StrategyArtifacts {
    /// What a record says for the golden: swift-snapshot-testing keeps it, `accept` cannot.
    static let golden = "(swift-snapshot-testing's __Snapshots__ folder)"

    /// `GLSANDBOX_ARTIFACTS`, else `.build/glsandbox-artifacts` of the package around `currentDirectory`.
    static func defaultFolder(currentDirectory: String?, environment: [String: String]) -> URL {
        SnapshotConfiguration.artifactsFolder(
            packageRoot: SnapshotConfiguration.packageRoot(around: currentDirectory ?? FileManager.default.currentDirectoryPath),
            environment: environment)
    }

    /// Failures of one process, counted per name (not the assertions of `GLSandboxTesting`).
    private static let naming = SnapshotNaming()

    /// After the Swift Testing test (`FlagTests/flag`, `FlagTests/flag.2`), else `snapshot-PID-N`.
    static func nextName() -> SnapshotName {
        if let test = Test.current, !test.isSuite {
            return naming.next(filePath: test.sourceLocation.fileName, function: test.name,
                               suite: Array(test.id.nameComponents.dropLast()))
        }
        return SnapshotName(name: "snapshot-\(getpid())-\(FailureCounter.next())")
    }

    /// Saves the picture of a missing reference as `actual`, with a record of kind `missing`.
    static func saveMissing(_ image: RGBAImage, renderer: DriverInfo?, in folder: URL) {
        let name = nextName()
        let summary = "no reference, and record mode is 'never' (CI=true or GLSANDBOX_RECORD=never): swift-snapshot-testing did not "
            + "write it; this run's picture is saved as actual: record it locally and commit it"
        let record = FailureRecord(run: SnapshotRun.current, name: name.path, test: name.test, kind: .missing, summary: summary,
                                   golden: golden, actual: name.path + ".actual.png",
                                   renderer: renderer.map { SnapshotMetadata(info: $0, size: image.size) })
        _ = try? SnapshotArtifacts.shared.record(record, expected: nil, actual: image, tolerance: .exact, in: folder)
    }
}

/// Numbers failures, for artifact names outside a Swift Testing test.
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

extension SnapshotTestingConfiguration.Record {
    /// GLSandbox's record rules as swift-snapshot-testing's record mode, to hand to
    /// `withSnapshotTesting(record:)` or the `.snapshots(record:)` trait: `GLSANDBOX_RECORD`
    /// names the mode; with `CI=true` (and neither that nor swift-snapshot-testing's own
    /// `SNAPSHOT_TESTING_RECORD` set) nothing is recorded, so CI cannot write a golden; else
    /// missing references are recorded. `SNAPSHOT_TESTING_RECORD`, when set, wins.
    public static var glsandbox: Self { glsandbox(environment: ProcessInfo.processInfo.environment) }

    static func glsandbox(environment: [String: String]) -> Self {
        if let own = environment["SNAPSHOT_TESTING_RECORD"], !own.isEmpty, let record = Self(rawValue: own) { return record }
        let mode = (try? SnapshotConfiguration.resolve(filePath: FileManager.default.currentDirectoryPath + "/Package.swift",
                                                       environment: environment).record) ?? .missing
        return switch mode {
        case .missing: .missing
        case .all: .all
        case .failed: .failed
        case .never: .never
        }
    }
}
