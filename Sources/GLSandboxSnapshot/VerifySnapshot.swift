import Foundation
import GLSandbox

/// Compares `image` with the golden `NAME.png` and returns why it does not match, or nil.
///
/// Does not report anything: `assertSnapshot(of:named:...)` in GLSandboxTesting
/// is this plus reporting to Swift Testing or XCTest. Writes goldens only as the record mode
/// says, always atomically; a failing comparison never changes a golden unless the mode is
/// `failed`.
///
/// - Parameters:
///   - renderer: the driver that made `image`, stored beside a recorded golden and compared
///     with the golden's on failure (a new Mesa changes pixels).
public func verifySnapshot(of image: RGBAImage, named name: String, tolerance: Tolerance = .exact,
                           configuration: SnapshotConfiguration, renderer: DriverInfo? = nil) -> SnapshotFailure? {
    guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
        return SnapshotFailure(message: "invalid snapshot name '\(name)': use letters, digits, '-' and '_' (it becomes a file name)")
    }
    let folder = configuration.snapshotDirectory
    let golden = folder.appendingPathComponent(name + ".png")
    let metadataURL = folder.appendingPathComponent(name + ".json")
    let mode = configuration.record

    func recordGolden(_ reason: String) -> SnapshotFailure {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PNG.write(image, to: golden.path)
            if let renderer { try SnapshotMetadata(info: renderer, size: image.size).write(to: metadataURL) }
            return SnapshotFailure(message: "\(reason): recorded \(golden.path) (\(image.size)); look at it and commit it, then run again")
        } catch {
            return SnapshotFailure(message: "\(reason), and recording it failed: \(error)")
        }
    }

    if mode == .all { return recordGolden("record mode 'all'") }
    guard FileManager.default.fileExists(atPath: golden.path) else {
        if mode == .never {
            return SnapshotFailure(message: "no golden \(golden.path), and record mode is 'never' (CI=true or GLSANDBOX_RECORD=never): "
                                   + "nothing was written; record it locally (GLSANDBOX_RECORD=missing) and commit it")
        }
        return recordGolden("no golden for '\(name)'")
    }

    let expected: RGBAImage
    do {
        expected = try PNG.read(from: golden.path)
    } catch {
        return SnapshotFailure(message: "the golden cannot be read: \(error); delete it and record it again")
    }
    let difference = ImageComparison.compare(expected: expected, actual: image, tolerance: tolerance)
    if difference.matches { return nil }

    var lines = ["snapshot '\(name)' does not match its golden (\(tolerance)): \(difference)"]
    if let renderer, let recorded = SnapshotMetadata.read(from: metadataURL) {
        let current = SnapshotMetadata(info: renderer, size: image.size)
        if !recorded.sameRenderer(as: current) {
            lines.append("note: the golden was made by \(recorded.renderer), \(recorded.version); this run uses \(current.renderer), "
                         + "\(current.version). A different Mesa or driver changes pixels: re-record the goldens on this renderer "
                         + "(GLSANDBOX_RECORD=failed) if the new pictures are right, or compare with a tolerance")
        }
    }
    var files: SnapshotArtifacts.Files?
    do {
        files = try SnapshotArtifacts.shared.record(name: name, expected: expected, actual: image,
                                                    tolerance: tolerance, summary: lines.joined(separator: " "),
                                                    in: configuration.artifactsDirectory)
    } catch {
        lines.append("(the failure pictures could not be written: \(error))")
    }
    if let files {
        lines.append("expected: \(files.expected?.path ?? "-")")
        lines.append("actual: \(files.actual.path)")
        lines.append("diff: \(files.diff?.path ?? "-")")
        lines.append("side by side: \(files.sideBySide?.path ?? "-")")
        lines.append("all failures: \(files.index.path)")
    }
    if mode == .failed {
        do {
            try PNG.write(image, to: golden.path)
            if let renderer { try SnapshotMetadata(info: renderer, size: image.size).write(to: metadataURL) }
            lines.append("record mode 'failed': the golden was overwritten with this run's image")
        } catch {
            lines.append("record mode 'failed', but overwriting the golden failed: \(error)")
        }
    }
    return SnapshotFailure(message: lines.joined(separator: "\n"), artifacts: files)
}
