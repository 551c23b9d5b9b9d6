import Foundation
import GLSandboxImage

/// A golden on disk: `NAME.png` and, beside it, the renderer that made it (`NAME.json`).
///
/// The two are written as a pair under an exclusive `flock` on the golden's folder (a folder's
/// lock needs no lock file in the user's `snapshots/`, and survives the renames), so two
/// processes recording one golden at once (`--record all` in parallel) never leave one's
/// picture with the other's renderer record; the pair is read under a shared lock.
public enum GoldenFile {
    /// Seam for tests: called once the picture is written, before its renderer record.
    static let pictureWritten = SnapshotArtifacts.HookSlot()
    /// Seam for tests: called when a writer is about to wait for another's lock on the folder.
    static let waitingForLock = SnapshotArtifacts.HookSlot()

    /// Writes `image` as the golden `png` (atomically), with its renderer record or, without a
    /// renderer, no record (an old one would name the wrong renderer). Makes the folder.
    public static func write(_ image: RGBAImage, renderer: DriverInfo?, to png: URL) throws {
        try write(png: try PNG.encode(image), metadata: renderer.map { SnapshotMetadata(info: $0, size: image.size) }, to: png.path)
    }

    /// Writes encoded PNG bytes as the golden at `path` (a resolved, trusted path), with `metadata`.
    public static func write(png bytes: [UInt8], metadata: SnapshotMetadata?, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try ContainedPath.makeFolders(folder)
        let json = metadataPath(path)
        try withFolderLock(folder, exclusive: true) {
            try PNG.writeAtomically(bytes, to: path)
            pictureWritten.value?(URL(fileURLWithPath: path))
            if let metadata {
                try metadata.write(to: URL(fileURLWithPath: json))
            } else {
                var info = stat()
                if lstat(json, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(json) }
            }
        }
    }

    /// The golden `png` and the renderer record beside it (nil when there is none), read as a pair.
    public static func read(_ png: URL) throws -> (image: RGBAImage, renderer: SnapshotMetadata?) {
        var result: (RGBAImage, SnapshotMetadata?)?
        try withFolderLock(png.deletingLastPathComponent().path, exclusive: false) {
            result = (try PNG.read(from: png.path), SnapshotMetadata.read(from: URL(fileURLWithPath: metadataPath(png.path))))
        }
        return result!
    }

    /// `NAME.json` for `NAME.png`.
    static func metadataPath(_ png: String) -> String {
        (png.hasSuffix(".png") ? String(png.dropLast(4)) : png) + ".json"
    }

    private static func withFolderLock(_ folder: String, exclusive: Bool, _ body: () throws -> Void) throws {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        if flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
            waitingForLock.value?(URL(fileURLWithPath: folder))
            while flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) != 0 && errno == EINTR {}
        }
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }
}
