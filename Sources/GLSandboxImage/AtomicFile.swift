import Foundation

/// Writes files so that a reader, or a crash, never sees half of one: the bytes go to a
/// temporary file in the same folder, are flushed to disk (unless `durable` is false), and the
/// file is renamed into place (`rename(2)` replaces the old file in one step).
///
/// An output that exists and is not a regular file (`/dev/null`, `/dev/stdout`, a named pipe)
/// is written in place instead: renaming over it would replace the device or the pipe with a
/// file. A failed write there (`/dev/full`: no space left) is a ``WriteError`` like any other.
///
/// Temporary files are named `.NAME.tmp-PID-RANDOM` (see ``temporaryPath(for:)``). A process
/// killed with SIGKILL leaves its temporary file behind; ``removeStaleTemporaries(in:for:)``
/// removes those whose process is gone, and never another running process's.
public enum AtomicFile {
    /// Why a file could not be written.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(WriteError) {
        let file = try Writer(path: path, durable: durable)
        do throws(WriteError) {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// A file written piece by piece that appears at its path whole or not at all: the pieces go
    /// to a temporary file beside it (`.NAME.tmp-PID-RANDOM`), which ``commit()`` flushes to disk
    /// (unless `durable` is false) and renames over the path. A device or a pipe is written in
    /// place. A writer discarded, or dropped, before ``commit()`` removes its temporary file.
    /// ``AtomicFile/write(_:to:durable:)`` is one piece; an ``AnimatedGIF`` writes many.
    ///
    /// Used from one thread at a time.
    public final class Writer {
        /// Where the file will be once committed.
        public let path: String
        private let temporary: String
        /// Written straight into `path` (a device or a pipe): no flush, no rename, nothing to remove.
        private let inPlace: Bool
        private let durable: Bool
        /// -1 once committed or discarded.
        private var descriptor: Int32

        /// Checks the place (``outputProblem(at:)``) and opens the temporary file.
        public init(path: String, durable: Bool = true) throws(WriteError) {
            if let problem = outputProblem(at: path) { throw WriteError(path: path, reason: problem.description) }
            let inPlace = isSpecialFile(path)
            let temporary = inPlace ? path : temporaryPath(for: path)
            descriptor = inPlace ? open(path, O_WRONLY | O_CLOEXEC) : open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
            self.path = path
            self.temporary = temporary
            self.inPlace = inPlace
            self.durable = durable
        }

        deinit { discard() }

        /// Writes every byte, or throws the system's reason.
        public func write(_ bytes: [UInt8]) throws(WriteError) {
            guard descriptor >= 0 else { throw WriteError(path: path, reason: "the file was committed or discarded already") }
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw WriteError(path: path, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }

        /// Flushes the file to disk (when durable), closes it and renames it over ``path``. On
        /// failure the temporary file is removed and ``path`` is left as it was.
        public func commit() throws(WriteError) {
            guard descriptor >= 0 else { throw WriteError(path: path, reason: "the file was committed or discarded already") }
            var failure = durable && !inPlace && fsync(descriptor) != 0 ? String(cString: strerror(errno)) : nil
            if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
            descriptor = -1
            if failure == nil, !inPlace, rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
            if let failure {
                if !inPlace { unlink(temporary) }
                throw WriteError(path: path, reason: failure)
            }
        }

        /// Closes and removes the temporary file (nothing to remove for a device or a pipe).
        /// Does nothing after ``commit()`` or a first `discard()`.
        public func discard() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            if !inPlace { unlink(temporary) }
        }
    }

    /// Why nothing can be written at `path`, seen before anything is written; nil when nothing
    /// is in the way. The one check of an output file's place, for every writer (PNG, GIF,
    /// records) and for the command line, which asks before it renders:
    /// - a device or a pipe (`/dev/null`, `/dev/stdout`) must be writable as it is;
    /// - otherwise `path` must not be a folder (nor end with `/`), and its folder must exist and
    ///   be writable.
    public static func outputProblem(at path: String) -> OutputProblem? {
        if isSpecialFile(path) {
            return access(path, W_OK) == 0 ? nil : .deviceNotWritable(reason: String(cString: strerror(errno)))
        }
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return .isDirectory
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .folderMissing(folder)
        }
        return FileManager.default.isWritableFile(atPath: folder) ? nil : .folderNotWritable(folder)
    }

    /// What stands in the way of an output file (see ``outputProblem(at:)``).
    public enum OutputProblem: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path is a folder, or ends with `/`.
        case isDirectory
        /// The folder the file would go in does not exist (or is not a folder).
        case folderMissing(String)
        case folderNotWritable(String)
        /// A device or a pipe that may not be written; the system's reason.
        case deviceNotWritable(reason: String)

        public var description: String {
            switch self {
            case .isDirectory: "it is a directory"
            case .folderMissing(let folder): "the folder \(folder) does not exist"
            case .folderNotWritable(let folder): "the folder \(folder) is not writable"
            case .deviceNotWritable(let reason): reason
            }
        }
    }

    /// True when `path` exists (after following links) and is neither a regular file nor a
    /// folder: a device, a named pipe or a socket, which an output must be written into, never
    /// renamed over.
    public static func isSpecialFile(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFREG && kind != S_IFDIR
    }

    // MARK: Temporary files

    /// The hidden name a file is written under before its rename, in the same folder:
    /// `FOLDER/.NAME.tmp-PID-RANDOM`. The process id says whose it is, so a later run can tell a
    /// file a killed process left from one a running process is still writing.
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    }

    /// The final name and the owner's process id of a temporary file name made by
    /// ``temporaryPath(for:)`` (`.NAME.tmp-PID-RANDOM`); nil for any other name.
    public static func temporaryOwner(of name: String) -> (finalName: String, pid: pid_t)? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let finalName = String(name[name.index(after: name.startIndex) ..< marker.lowerBound])
        let numbers = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard !finalName.isEmpty, numbers.count == 2,
              numbers.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let pid = pid_t(numbers[0]), pid > 0, UInt32(numbers[1]) != nil else { return nil }
        return (finalName, pid)
    }

    /// Removes, in `folder`, the regular files named like our temporary files
    /// (`.NAME.tmp-PID-RANDOM`) whose NAME `isFinalName` accepts and whose process has ended: what
    /// a run killed with SIGKILL left. A temporary file of a process still running (another run
    /// writing into the same folder) is kept, and so is every other file.
    public static func removeStaleTemporaries(in folder: String, for isFinalName: (String) -> Bool) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let (finalName, pid) = temporaryOwner(of: name), isFinalName(finalName), !isRunning(pid) else { continue }
            let path = folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(path)
        }
    }

    /// True while a process with this id exists (`kill(pid, 0)`: EPERM means it exists but is
    /// not ours to signal).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}


extension AtomicFile {
    /// Writes `value` as JSON (keys sorted, pretty-printed, a final newline), atomically: the
    /// one format of the records beside goldens and failures.
    public static func writeJSON(_ value: some Encodable, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try write([UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")], to: path)
    }
}
