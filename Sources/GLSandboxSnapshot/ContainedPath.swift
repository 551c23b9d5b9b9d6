import Foundation
import GLSandboxImage

/// A path named by a failure record, resolved strictly inside one folder.
///
/// A record is untrusted input: `glsandbox snapshots accept` runs on artifacts folders
/// downloaded from anyone's pull request. So every path a record names goes through this one
/// rule before it is read, written or removed:
/// - it is relative (never `/...`), not empty, and has no `..` component;
/// - every folder on the way that exists resolves (`realpath`) inside the root, so a symbolic
///   link that points out (`snapshots/T -> /home/me`) is refused;
/// - the file itself is never a symbolic link (checked with `lstat`), and what is read or
///   removed is a plain file, never a folder.
public struct ContainedPath: Sendable, Equatable, CustomStringConvertible {
    /// The folder the path must stay in (trusted: given by the user or the configuration).
    public let root: URL
    /// The path inside `root`, as `a/b/c.png` (`.` components dropped).
    public let relative: String

    /// Checks `path` by its words alone (no file is looked at): relative, not empty, no `..`.
    public init(_ path: String, inside root: URL) throws(ContainedPathError) {
        if path.hasPrefix("/") { throw .absolute(path) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if parts.isEmpty || path.contains("\0") { throw .empty(path) }
        if parts.contains("..") { throw .climbsOut(path) }
        self.root = root.standardizedFileURL
        self.relative = parts.joined(separator: "/")
    }

    /// `root/relative`, for messages (the file need not exist).
    public var url: URL { root.appendingPathComponent(relative) }
    public var description: String { url.path }

    /// The real path of a plain file that exists: to read or remove.
    public func existingFile() throws(ContainedPathError) -> String {
        let path = try resolve(creatingFolders: false)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            throw errno == ENOENT ? .notFound(url.path) : .unreadable(url.path, reason: Self.words(errno))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(url.path) }
        return path
    }

    /// The real path to write the file at: the folders on the way are made (inside the root),
    /// and the file is no symbolic link or folder.
    public func forWriting() throws(ContainedPathError) -> String {
        let path = try resolve(creatingFolders: true)
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { throw .notAFile(url.path) }
        return path
    }

    /// Checks without making anything: the folders that exist stay inside, the file (if it
    /// exists) is no symbolic link. What `review` does before listing a record.
    public func check() throws(ContainedPathError) {
        let path = try resolve(creatingFolders: false)
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(url.path) }
    }

    /// Walks from the root's real path, component by component.
    private func resolve(creatingFolders: Bool) throws(ContainedPathError) -> String {
        if creatingFolders { try Self.makeFolders(root.path) }
        guard let rootReal = Self.realPath(root.path) else {
            // No root yet: nothing inside exists, so nothing can lead out.
            return url.path
        }
        var current = rootReal
        var parts = relative.split(separator: "/").map(String.init)
        let leaf = parts.removeLast()
        var exists = true
        for part in parts {
            let next = current + "/" + part
            var info = stat()
            if exists, lstat(next, &info) == 0 {
                guard let real = Self.realPath(next), real == rootReal || real.hasPrefix(rootReal + "/") else {
                    throw .leavesFolder(url.path, folder: root.path)
                }
                var target = stat()
                guard stat(real, &target) == 0, target.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(next) }
                current = real
            } else if !exists || errno == ENOENT {
                if creatingFolders {
                    if mkdir(next, 0o755) != 0 && errno != EEXIST { throw .cannotCreateFolder(next, reason: Self.words(errno)) }
                    guard let real = Self.realPath(next), real.hasPrefix(rootReal + "/") else { throw .leavesFolder(url.path, folder: root.path) }
                    current = real
                } else {
                    exists = false
                    current = next
                }
            } else {
                throw .unreadable(next, reason: Self.words(errno))
            }
        }
        let path = current + "/" + leaf
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw .symbolicLink(url.path) }
        return path
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `strerror` in lower case: "not a directory", "permission denied".
    static func words(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// `mkdir -p` with POSIX calls, so that a failure says which folder and why in plain words
    /// (Foundation's `createDirectory` reports an `NSCocoaErrorDomain` dump).
    public static func makeFolders(_ path: String) throws(ContainedPathError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .cannotCreateFolder(path, reason: "a file is in the way") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeFolders(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw .cannotCreateFolder(path, reason: words(errno)) }
    }
}

/// Why a record's path was refused, or its file could not be used.
public enum ContainedPathError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty(String)
    case absolute(String)
    case climbsOut(String)
    /// A symbolic link on the way leads out of `folder`.
    case leavesFolder(String, folder: String)
    case symbolicLink(String)
    case notAFile(String)
    case notAFolder(String)
    case notFound(String)
    case unreadable(String, reason: String)
    case cannotCreateFolder(String, reason: String)

    /// The path is refused by the rule (the record is bad data), as opposed to a missing file
    /// or a folder that cannot be made.
    public var isRefusal: Bool {
        switch self {
        case .empty, .absolute, .climbsOut, .leavesFolder, .symbolicLink, .notAFile, .notAFolder: true
        case .notFound, .unreadable, .cannotCreateFolder: false
        }
    }

    public var description: String {
        switch self {
        case .empty(let path): "the path '\(path)' is empty"
        case .absolute(let path): "the path \(path) is absolute; a record names files inside its folder"
        case .climbsOut(let path): "the path \(path) climbs out with '..'"
        case .leavesFolder(let path, let folder): "\(path) leads out of \(folder) through a symbolic link"
        case .symbolicLink(let path): "\(path) is a symbolic link"
        case .notAFile(let path): "\(path) is not a plain file"
        case .notAFolder(let path): "\(path) is not a folder"
        case .notFound(let path): "no such file: \(path)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .cannotCreateFolder(let path, let reason): "cannot create the folder \(path): \(reason)"
        }
    }
}
