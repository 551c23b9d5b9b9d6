import Foundation

/// Waits for what a child process does to a folder, by events, never by time: the kernel's
/// inotify reports files made, closed and renamed in the folder, and a pipe written by the
/// process's termination handler reports its exit. A test therefore waits exactly as long as
/// the process takes, on a quiet machine or a loaded one.
///
/// Make the watch *before* starting the process, so that no event can come before it.
/// Not thread-safe: one test thread uses it.
package final class FolderWatch {
    /// One thing that happened to a file in the folder.
    package struct Event {
        package var name: String
        /// `IN_CREATE`, `IN_CLOSE_WRITE` or `IN_MOVED_TO`.
        var mask: UInt32
        package var created: Bool { mask & UInt32(IN_CREATE) != 0 }
        package var closedAfterWriting: Bool { mask & UInt32(IN_CLOSE_WRITE) != 0 }
        package var renamedHere: Bool { mask & UInt32(IN_MOVED_TO) != 0 }
    }

    let folder: URL
    private let inotify: Int32
    private let exited: ExitPipe

    /// The pipe a termination handler writes to. Shared by the watch and the handler, and
    /// closed only when both are gone: a handler that runs late must never write into a
    /// descriptor number that the process has since reused for something else.
    private final class ExitPipe: Sendable {
        let read: Int32, write: Int32
        init(_ ends: [Int32]) { (read, write) = (ends[0], ends[1]) }
        deinit {
            close(read)
            close(write)
        }
    }

    package init(_ folder: URL) throws {
        self.folder = folder
        inotify = inotify_init1(Int32(IN_CLOEXEC))
        guard inotify >= 0,
              inotify_add_watch(inotify, folder.path, UInt32(IN_CREATE) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)) >= 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        exited = ExitPipe(ends)
    }

    deinit {
        close(inotify)
    }

    /// Makes `process`'s exit an event of this watch. Call before `process.run()`.
    package func observeExit(of process: Process) {
        let pipe = exited
        process.terminationHandler = { _ in
            var byte: UInt8 = 1
            _ = write(pipe.write, &byte, 1)
        }
    }

    /// Blocks until an event satisfies `condition`; false if the watched process exited first.
    @discardableResult
    package func wait(until condition: (Event) -> Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var fds = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: exited.read, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return false
            }
            if fds[0].revents & Int16(POLLIN) != 0 {
                let count = read(inotify, &buffer, buffer.count)
                var offset = 0
                while count > 0 && offset < count {
                    let event = buffer.withUnsafeBytes { raw -> (Event, Int) in
                        let header = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let nameStart = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = raw[nameStart ..< nameStart + Int(header.len)].prefix { $0 != 0 }
                        return (Event(name: String(decoding: nameBytes, as: UTF8.self), mask: header.mask),
                                MemoryLayout<inotify_event>.size + Int(header.len))
                    }
                    if condition(event.0) { return true }
                    offset += event.1
                }
                continue   // events first: a process may make the file and exit at once
            }
            if fds[1].revents != 0 { return false }
        }
    }

    /// Blocks until `name` exists in the folder (made, or renamed into place); false if the
    /// process exited without making it.
    @discardableResult
    package func wait(forFile name: String) -> Bool {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) { return true }
        // Looked up at every event, so an overflowing event queue (a fast writer) cannot hide it.
        let path = folder.appendingPathComponent(name).path
        let found = wait { $0.name == name ? ($0.renamedHere || $0.closedAfterWriting) : FileManager.default.fileExists(atPath: path) }
        return found || FileManager.default.fileExists(atPath: path)
    }
}
