import Dispatch
import Foundation
import GLSandboxImage

/// Failure pictures: `NAME.expected.png`, `NAME.actual.png`, `NAME.diff.png` and
/// `NAME.side-by-side.png` in the artifacts folder (`FlagTests/flag.actual.png` for a name
/// from a test), one ``FailureRecord`` (`NAME.failure.json`) beside them, and one `index.html`
/// rebuilt from all the records, for triage in a browser.
///
/// Several processes of one test run write into one folder (XCTest, Swift Testing, and
/// `--parallel`): each keeps the others' failures. The first assertion of a process removes
/// what an *earlier* run left (see ``SnapshotRun``), so a green run leaves no stale report.
/// Writers take a file lock on the folder (`.lock`); safe from threads and processes.
public final class SnapshotArtifacts: @unchecked Sendable {   // `prepared` is guarded by `lock`
    public static let shared = SnapshotArtifacts()

    private let lock = NSLock()
    private var prepared: Set<String> = []
    private var _hooks = Hooks()

    /// Seams for tests, to make interleavings with other processes deterministic.
    struct Hooks: Sendable {
        /// Called in `record(...)` once its record and pictures are on disk, before the report is rebuilt.
        var picturesWritten: (@Sendable (URL) -> Void)?
    }
    var hooks: Hooks {
        get { lock.withLock { _hooks } }
        set { lock.withLock { _hooks = newValue } }
    }

    /// Called (in tests) when a writer is about to wait for another's folder lock.
    static let waitingForFolderLock = HookSlot()

    final class HookSlot: @unchecked Sendable {   // `hook` is guarded by `lock`
        private let lock = NSLock()
        private var hook: (@Sendable (URL) -> Void)?
        var value: (@Sendable (URL) -> Void)? {
            get { lock.withLock { hook } }
            set { lock.withLock { hook = newValue } }
        }
    }

    /// The paths of one failure's pictures and record.
    public struct Files: Sendable, Equatable {
        public var expected: URL?
        public var actual: URL
        public var diff: URL?
        public var sideBySide: URL?
        public var index: URL
        public var record: URL
    }

    /// Once per process and folder: removes the records of earlier runs and the pictures they
    /// list (nothing else: the folder may hold the user's own files), our temporaries that a
    /// killed process left, and the report when nothing of this run is left. Called by every
    /// assertion; cheap after the first.
    public func prepare(_ folder: URL, run: String = SnapshotRun.current) {
        let first = lock.withLock { prepared.insert(folder.path).inserted }
        guard first, FileManager.default.fileExists(atPath: folder.path) else { return }
        try? Self.withFolderLock(folder) {
            for (record, file) in FailureRecord.all(in: folder) where record.run != run {
                Self.removeFiles(of: record, file: file, in: folder)
            }
            StaleTemporaries.remove(in: folder)
            try Self.writeIndex(in: folder)
        }
    }

    /// Writes the pictures and the record of a failure, and rebuilds `index.html`.
    /// `expected` is nil for a missing golden (only `actual` is written). `difference`, the
    /// comparison the caller already made of the two, draws the diff picture without comparing
    /// them again; without it they are compared under `tolerance`.
    public func record(_ record: FailureRecord, expected: RGBAImage?, actual: RGBAImage, tolerance: Tolerance,
                       difference: ImageDifference? = nil, in folder: URL) throws -> Files {
        prepare(folder, run: record.run)
        let base = folder.appendingPathComponent(record.name)
        try ContainedPath.makeFolders(base.deletingLastPathComponent().path)
        func url(_ suffix: String) -> URL { URL(fileURLWithPath: base.path + suffix) }
        var pictures: [(RGBAImage, String)] = [(actual, ".actual.png")]
        if let expected {
            let diff = difference.map { DiffImages.diff(expected: expected, actual: actual, difference: $0) }
                ?? DiffImages.diff(expected: expected, actual: actual, tolerance: tolerance)
            pictures += [(expected, ".expected.png"), (diff, ".diff.png"), (DiffImages.sideBySide([expected, actual, diff]), ".side-by-side.png")]
        }
        // Encoded in parallel with libpng's fast setting: these pictures are for eyes, not for
        // keeping, and a failing test should not wait long for them.
        let errors = ErrorSlots(count: pictures.count)
        let encoded = EncodedSlots(count: pictures.count)
        let work = pictures
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            do { encoded.set(index, try PNG.encode(work[index].0, fast: true)) } catch { errors.set(index, error) }
        }
        if let error = errors.first { throw error }
        var written = record
        written.actual = record.name + ".actual.png"
        if expected != nil {
            written.expected = record.name + ".expected.png"
            written.diff = record.name + ".diff.png"
            written.sideBySide = record.name + ".side-by-side.png"
        }
        let recordURL = url(FailureRecord.suffix)
        // Record and pictures in one step under the folder lock, the record first: only what a
        // record lists is ever removed, so pictures of a process killed halfway are still
        // found (and removed) by a later run.
        try Self.withFolderLock(folder) {
            try written.write(to: recordURL)
            for (index, (_, suffix)) in work.enumerated() {
                try PNG.writeAtomically(encoded.bytes(index), to: base.path + suffix)
            }
            hooks.picturesWritten?(folder)
            try Self.writeIndex(in: folder)
        }
        return Files(expected: expected == nil ? nil : url(".expected.png"), actual: url(".actual.png"),
                     diff: expected == nil ? nil : url(".diff.png"), sideBySide: expected == nil ? nil : url(".side-by-side.png"),
                     index: folder.appendingPathComponent("index.html"), record: recordURL)
    }

    /// Removes one record and its pictures (after `accept`), and rebuilds the report.
    public static func remove(_ record: FailureRecord, file: URL, in folder: URL) throws {
        try withFolderLock(folder) {
            removeFiles(of: record, file: file, in: folder)
            try writeIndex(in: folder)
        }
    }

    /// Unlinks the record, then its pictures: each only when it is a plain file inside
    /// `folder` (see ``ContainedPath``); a folder is never removed. The record goes first, so
    /// a concurrent `accept` that finds a picture gone also finds the record gone, and knows
    /// the failure was accepted by the other (issue 35).
    static func removeFiles(of record: FailureRecord, file: URL, in folder: URL) {
        if let path = try? ContainedPath(relative(file, to: folder), inside: folder).existingFile() { unlink(path) }
        for picture in record.pictures {
            if let path = try? ContainedPath(picture, inside: folder).existingFile() { unlink(path) }
        }
    }

    /// Runs `body` holding an exclusive `flock` on `FOLDER/.lock`, against other processes.
    /// A `.lock` that is a symbolic link (none of ours is) is refused, never followed.
    static func withFolderLock(_ folder: URL, _ body: () throws -> Void) throws {
        try ContainedPath.makeFolders(folder.path)
        let lockPath = folder.appendingPathComponent(".lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor < 0 && errno == ELOOP { throw ContainedPathError.symbolicLink(lockPath) }
        guard descriptor >= 0 else { return try body() }   // a read-only folder: nothing to lock against
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waitingForFolderLock.value?(folder)
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        defer { flock(descriptor, LOCK_UN) }
        try body()
    }

    static func relative(_ url: URL, to folder: URL) -> String {
        let path = url.standardizedFileURL.path, base = folder.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Errors from parallel work, one slot each.
    private final class ErrorSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [(any Error)?]
        init(count: Int) { errors = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ error: any Error) { lock.withLock { errors[index] = error } }
        var first: (any Error)? { lock.withLock { errors.compactMap { $0 }.first } }
    }

    /// Encoded pictures from parallel work, one slot each.
    private final class EncodedSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [[UInt8]]
        init(count: Int) { slots = Array(repeating: [], count: count) }
        func set(_ index: Int, _ bytes: [UInt8]) { lock.withLock { slots[index] = bytes } }
        func bytes(_ index: Int) -> [UInt8] { lock.withLock { slots[index] } }
    }

    /// Rebuilds `index.html` from every record in the folder; removes it when there is none.
    static func writeIndex(in folder: URL) throws {
        let records = FailureRecord.all(in: folder).map(\.record)
        let url = folder.appendingPathComponent("index.html")
        var info = stat()
        let exists = lstat(url.path, &info) == 0
        // Someone else's index.html (a folder of the user's own) is never replaced or removed.
        guard !exists || isOurReport(url.path) else { return }
        guard !records.isEmpty else {
            if exists { unlink(url.path) }
            return
        }
        // The same page `glsandbox snapshots review --serve` shows, without its buttons: each
        // failure with the command that accepts it.
        let entries = records.enumerated().map { index, record in
            var refused: [String] = []
            func url(_ file: String?) -> String? {
                guard let file else { return nil }
                guard let link = link(file, in: folder) else { refused.append(file); return nil }
                return link
            }
            var entry = ReviewPage.Entry(id: index, record: record, expected: url(record.expected), actual: url(record.actual),
                                         diff: url(record.diff), command: "glsandbox snapshots accept \(shellQuoted(record.name))")
            entry.sideBySide = url(record.sideBySide)
            func width(_ file: String?) -> Int? {
                file.flatMap { try? ContainedPath($0, inside: folder) }.flatMap { pngWidth($0.url.path) }
            }
            entry.width = width(record.actual)
            entry.sideBySideWidth = width(record.sideBySide)
            if !refused.isEmpty { entry.refused = "refused: \(refused.joined(separator: ", ")) is not a path inside this folder" }
            return entry
        }
        let html = ReviewPage.html(entries, served: false, intro: """
            Expected (the golden), actual (this run), and the difference: changed pixels in red over a faded copy,
            anti-aliased pixels (ignored by a perceptual comparison) in yellow. Accept the right ones with the command
            under each, run in the package (add this folder's path when it is not the package's own artifacts folder), or all
            with <code>glsandbox snapshots accept --all</code>; or review them with buttons:
            <code>glsandbox snapshots review --serve</code>.
            """)
        try AtomicFile.write(Array(html.utf8), to: url.path)
    }

    /// The width a PNG file's header declares, or nil when it is no PNG (read without following
    /// a link or blocking on a pipe).
    static func pngWidth(_ path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 24)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 24) }
        guard count == 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        return width > 0 ? width : nil
    }

    /// The title that marks a report as ours (also in reports of earlier versions).
    static let reportTitle = "<title>" + ReviewPage.title

    /// `text` as one word for a POSIX shell: in single quotes, each `'` written as `'\''`;
    /// plain names (letters, digits, `/._-`) as they are.
    public static func shellQuoted(_ text: String) -> String {
        let plain = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/._-")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(plain.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Whether `path` is a plain file that starts like our report.
    static func isOurReport(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, 256) }
        return count > 0 && String(decoding: bytes.prefix(count), as: UTF8.self).contains(reportTitle)
    }

    /// A picture's path as a relative URL (each byte outside `A-Z a-z 0-9 - . _ ~ /`
    /// percent-encoded, so a `:` can never make it a `javascript:` link), or nil when it is no
    /// path inside the folder.
    static func link(_ path: String, in folder: URL) -> String? {
        guard let contained = try? ContainedPath(path, inside: folder) else { return nil }
        var allowed = CharacterSet()
        allowed.insert(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/")
        return contained.relative.addingPercentEncoding(withAllowedCharacters: allowed)
    }
}
