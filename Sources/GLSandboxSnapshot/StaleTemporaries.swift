import Foundation
import GLSandboxImage

/// Temporary files that a killed process left in our folders.
///
/// Every golden, record and picture is written to `.NAME.tmp-PID-RANDOM` and renamed into
/// place (see `AtomicFile`); a process killed in between (SIGKILL, a CI timeout) leaves that
/// file behind. Such a file is removed when its process is gone or it is more than an hour old
/// (a process id may be reused). Nothing else is ever touched: only names of that exact pattern,
/// only plain files, and symbolic links are not followed.
enum StaleTemporaries {
    static let maximumAge: TimeInterval = 3600

    /// Removes the stale temporaries in `folder` and its subfolders (16 deep at most).
    static func remove(in folder: URL, now: Date = Date()) {
        func walk(_ directory: String, depth: Int) {
            guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
            for name in names {
                let path = directory + "/" + name
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    walk(path, depth: depth + 1)
                } else if info.st_mode & S_IFMT == S_IFREG, let owner = AtomicFile.temporaryOwner(of: name)?.pid {
                    let age = now.timeIntervalSince1970 - TimeInterval(info.st_mtim.tv_sec)
                    let gone = kill(owner, 0) != 0 && errno == ESRCH
                    if gone || age > maximumAge { unlink(path) }
                }
            }
        }
        walk(folder.path, depth: 0)
    }

    /// Folders already cleaned by this process.
    private static let cleaned = CleanedFolders()

    /// `remove(in:)`, once per process and folder.
    static func removeOnce(in folder: URL) {
        if cleaned.insert(folder.standardizedFileURL.path) { remove(in: folder) }
    }

    private final class CleanedFolders: @unchecked Sendable {   // `folders` is guarded by `lock`
        private let lock = NSLock()
        private var folders: Set<String> = []
        func insert(_ folder: String) -> Bool { lock.withLock { folders.insert(folder).inserted } }
    }
}
