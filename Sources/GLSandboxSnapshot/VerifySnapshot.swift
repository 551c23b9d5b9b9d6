import Foundation
import GLSandboxImage

/// Compares `image` with the golden `NAME.png` (an explicit name) and returns why it does not
/// match, or nil. See ``verifySnapshot(of:as:tolerance:configuration:renderer:)``.
public func verifySnapshot(of image: RGBAImage, named name: String, tolerance: Tolerance = .exact,
                           configuration: SnapshotConfiguration, renderer: DriverInfo? = nil) -> SnapshotFailure? {
    verifySnapshot(of: image, as: SnapshotName(name: name), tolerance: tolerance, configuration: configuration, renderer: renderer)
}

/// Compares `image` with its golden and returns why it does not match, or nil.
///
/// Does not report anything: `assertSnapshot` in GLSandboxTesting is this plus naming from the
/// test and reporting to Swift Testing or XCTest. Writes goldens only as the record mode says,
/// always atomically; a failing comparison never changes a golden unless the mode is `failed`.
/// Every failure leaves its pictures and a ``FailureRecord`` in the artifacts folder, also a
/// missing golden that was not recorded (its picture is saved as `actual`, to look at and accept).
///
/// - Parameters:
///   - renderer: the driver that made `image`, stored beside a recorded golden and compared
///     with the golden's on failure (a new Mesa changes pixels). Needed for per-renderer goldens.
public func verifySnapshot(of image: RGBAImage, as name: SnapshotName, tolerance: Tolerance = .exact,
                           configuration: SnapshotConfiguration, renderer: DriverInfo? = nil) -> SnapshotFailure? {
    for part in [name.group, name.name].compactMap({ $0 }) {
        if let problem = SnapshotName.problem(with: part) { return SnapshotFailure(message: problem, kind: .invalidName) }
    }
    let folder = configuration.snapshotDirectory
    let mode = configuration.record
    SnapshotArtifacts.shared.prepare(configuration.artifactsDirectory)
    StaleTemporaries.removeOnce(in: folder)

    // Where this renderer's golden is, and which golden this run compares with.
    let shared = folder.appendingPathComponent(name.path + ".png")
    var own = shared
    if configuration.goldens == .perRenderer {
        guard let renderer else {
            return SnapshotFailure(message: "per-renderer goldens (\(GoldenLayout.environmentVariable)=per-renderer) need the renderer: "
                                   + "pass `renderer: context.info` with the image", kind: .configuration)
        }
        own = folder.appendingPathComponent(renderer.rendererFamily).appendingPathComponent(name.path + ".png")
    }
    let exists = { (url: URL) in FileManager.default.fileExists(atPath: url.path) }
    let golden = exists(own) || own == shared || !exists(shared) ? own : shared
    let fallback = golden != own
        ? " (no \(renderer?.rendererFamily ?? "") golden yet: compared with the shared one, \(shared.path))" : ""
    func record(_ kind: FailureRecord.Kind, _ summary: String) -> FailureRecord {
        var location = own.standardizedFileURL.path
        if let root = configuration.packageRoot?.standardizedFileURL.path, location.hasPrefix(root + "/") {
            location = String(location.dropFirst(root.count + 1))
        }
        return FailureRecord(run: SnapshotRun.current, name: name.path, test: name.test, kind: kind, summary: summary,
                             golden: location, actual: name.path + ".actual.png",
                             renderer: renderer.map { SnapshotMetadata(info: $0, size: image.size) })
    }

    func recordGolden(_ reason: String) -> SnapshotFailure {
        do {
            try GoldenFile.write(image, renderer: renderer, to: own)
            return SnapshotFailure(message: "\(reason): recorded \(own.path) (\(image.size)); look at it and commit it, then run again")
        } catch {
            return SnapshotFailure(message: "\(reason), and recording it failed: \(error); make the golden folder writable, or choose "
                                   + "another (`directory:`, GLSANDBOX_SNAPSHOTS, --snapshots)", kind: .unwritable)
        }
    }

    if mode == .all { return recordGolden("record mode 'all'") }
    guard exists(golden) else {
        if mode == .never {
            var message = "no golden \(own.path), and record mode is 'never' (CI=true or GLSANDBOX_RECORD=never): the golden was not written"
            do {
                let files = try SnapshotArtifacts.shared.record(record(.missing, message), expected: nil, actual: image,
                                                                tolerance: tolerance, in: configuration.artifactsDirectory)
                message += "; this run's picture is \(files.actual.path): look at it, then accept it with "
                    + "`glsandbox snapshots accept \(name.path)` (also on the artifacts folder downloaded from CI), or record it locally "
                    + "(GLSANDBOX_RECORD=missing), and commit it\nall failures: \(files.index.path)"
                return SnapshotFailure(message: message, artifacts: files)
            } catch {
                return SnapshotFailure(message: message + " (and the picture could not be saved: \(error))", kind: .unwritable)
            }
        }
        return recordGolden("no golden for '\(name.path)'")
    }

    let expected: RGBAImage, recorded: SnapshotMetadata?
    do {
        (expected, recorded) = try GoldenFile.read(golden)
    } catch {
        return SnapshotFailure(message: "the golden \(golden.path) cannot be read: \(error); delete it and record it again")
    }
    let difference = ImageComparison.compare(expected: expected, actual: image, tolerance: tolerance)
    if difference.matches { return nil }

    var lines = ["snapshot '\(name.path)' does not match its golden\(fallback) (\(tolerance)): \(difference)"]
    if let renderer, let recorded {
        let current = SnapshotMetadata(info: renderer, size: image.size)
        if !recorded.sameRenderer(as: current) {
            lines.append("note: the golden was made by \(recorded.renderer), \(recorded.version); this run uses \(current.renderer), "
                         + "\(current.version). A different Mesa or driver changes pixels: re-record the goldens on this renderer "
                         + "(GLSANDBOX_RECORD=failed) if the new pictures are right, keep goldens per renderer "
                         + "(GLSANDBOX_GOLDENS=per-renderer), or compare with a tolerance")
        }
    }
    var failure = record(.mismatch, lines.joined(separator: " "))
    failure.differingPixels = difference.differingPixels
    failure.maxChannelDelta = difference.maxChannelDelta
    var files: SnapshotArtifacts.Files?
    var kind = SnapshotFailure.Kind.mismatch
    do {
        files = try SnapshotArtifacts.shared.record(failure, expected: expected, actual: image, tolerance: tolerance,
                                                    difference: difference, in: configuration.artifactsDirectory)
    } catch {
        lines.append("(the failure pictures could not be written: \(error))")
        kind = .unwritable
    }
    if let files {
        lines.append("expected: \(files.expected?.path ?? "-")")
        lines.append("actual: \(files.actual.path)")
        lines.append("diff: \(files.diff?.path ?? "-")")
        lines.append("side by side: \(files.sideBySide?.path ?? "-")")
        lines.append("all failures: \(files.index.path)")
        lines.append("accept this picture: glsandbox snapshots accept \(name.path)")
    }
    if mode == .failed {
        do {
            try GoldenFile.write(image, renderer: renderer, to: own)
            lines.append("record mode 'failed': the golden \(own.path) was overwritten with this run's image")
        } catch {
            lines.append("record mode 'failed', but overwriting the golden failed: \(error)")
            kind = .unwritable
        }
    }
    return SnapshotFailure(message: lines.joined(separator: "\n"), artifacts: files, kind: kind)
}
