import Foundation

/// Reads the whole of an input file with POSIX calls, refusing anything that is not a regular
/// file before it could block or grow without bound: a named pipe (FIFO) would block the read
/// forever, a character device such as /dev/zero would never end.
///
/// The check happens twice: `stat` before opening (a FIFO's `open` itself blocks until a writer
/// comes), then `fstat` on the descriptor, opened with `O_NONBLOCK` so that a path swapped for a
/// FIFO between the two cannot block the `open` either. (On a regular file `O_NONBLOCK` changes
/// nothing.) Foundation's `Data(contentsOf:)` is not used: it leaked its buffer for empty files
/// in Swift 6.3.1, which LeakSanitizer reported.
package enum RegularFile {
    package enum Failure: Error, Equatable {
        case notFound
        case isDirectory
        /// What it is instead, in words ("a named pipe (FIFO)").
        case notRegular(kind: String)
        case unreadable(reason: String)
        /// Larger than the caller's limit; nothing was read.
        case tooBig(bytes: Int)
    }

    /// The bytes of the file at `path`, at most `limit` of them (a larger file is refused
    /// before any byte is read).
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        try read(path, limit: limit, first: nil)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter), checked as
    /// ``read(_:limit:)`` checks it: enough to tell its format without reading it all.
    package static func readStart(_ path: String, count: Int) throws(Failure) -> [UInt8] {
        try read(path, limit: .max, first: count)
    }

    private static func read(_ path: String, limit: Int, first: Int?) throws(Failure) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .notFound }
            throw .unreadable(reason: String(cString: strerror(errno)))
        }
        try check(info)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENOENT { throw .notFound }
            throw .unreadable(reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        try check(info)   // the path may have been replaced between stat and open
        let size = min(Int(info.st_size), first ?? .max)
        guard size <= limit else { throw .tooBig(bytes: size) }
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + offset, size - offset) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }   // the file shrank while we read it
            offset += count
        }
        return offset == size ? bytes : Array(bytes.prefix(offset))
    }

    private static func check(_ info: stat) throws(Failure) {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw .isDirectory
        case S_IFIFO: throw .notRegular(kind: "a named pipe (FIFO)")
        case S_IFCHR: throw .notRegular(kind: "a character device")
        case S_IFBLK: throw .notRegular(kind: "a block device")
        case S_IFSOCK: throw .notRegular(kind: "a socket")
        default: throw .notRegular(kind: "not a regular file")
        }
    }
}
