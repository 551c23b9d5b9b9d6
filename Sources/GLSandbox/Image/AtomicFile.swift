import Foundation

/// Writes files so that a reader, or a crash, never sees half of one: the bytes go to a
/// temporary file in the same folder, are flushed to disk (unless `durable` is false), and the
/// file is renamed into place (`rename(2)` replaces the old file in one step).
public enum AtomicFile {
    /// Why a file could not be written.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw WriteError(path: path, reason: "the folder \(folder) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw WriteError(path: path, reason: "it is a directory")
        }
        let temporary = folder + "/" + temporaryName(for: url.lastPathComponent)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(temporary)
                throw WriteError(path: path, reason: reason)
            }
            offset += written
        }
        let synced = durable ? fsync(descriptor) : 0
        close(descriptor)
        guard synced == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}

extension AtomicFile {
    /// The temporary a write of `name` goes through: `.NAME.tmp-PID-RANDOM`, hidden, beside it.
    static func temporaryName(for name: String) -> String {
        ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0 ... .max))"
    }

    /// The process that made the temporary file `name` (see `temporaryName(for:)`), or nil when
    /// the name is not one of ours. A process killed between writing and renaming (SIGKILL)
    /// leaves its temporary behind: callers remove those whose owner is gone.
    public static func temporaryOwner(ofName name: String) -> pid_t? {
        guard name.hasPrefix("."), let range = name.range(of: ".tmp-", options: .backwards), range.lowerBound > name.index(after: name.startIndex)
        else { return nil }
        let numbers = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, let pid = pid_t(numbers[0]), pid > 0, UInt32(numbers[1]) != nil else { return nil }
        return pid
    }

    /// Writes `value` as JSON (keys sorted, pretty-printed, a final newline), atomically: the
    /// one format of the records beside goldens and failures.
    public static func writeJSON(_ value: some Encodable, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try write([UInt8](try encoder.encode(value)) + [UInt8(ascii: "\n")], to: path)
    }
}
