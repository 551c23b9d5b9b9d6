import Foundation

/// The folder GLSL files are loaded from at run time.
///
/// `GLSANDBOX_SHADERS` names it; otherwise the first `shaders/` folder found in the current
/// directory, beside or above the executable, or in this package's checkout.
public struct ShaderLibrary: Sendable, Equatable {
    public let folder: URL

    /// The environment variable that overrides the folder.
    public static let environmentVariable = "GLSANDBOX_SHADERS"

    public init(folder: URL) {
        self.folder = folder
    }

    /// The folder the environment and the usual places point to.
    ///
    /// - Throws: ``ProgramError/folderNotFound(_:)`` when `GLSANDBOX_SHADERS` names no folder,
    ///   or no `shaders/` folder is found.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(ProgramError) -> ShaderLibrary {
        if let override = environment[environmentVariable], !override.isEmpty {
            guard isFolder(override) else {
                throw .folderNotFound("\(environmentVariable)=\(override) is not a folder")
            }
            return ShaderLibrary(folder: URL(fileURLWithPath: override, isDirectory: true))
        }
        var candidates = [FileManager.default.currentDirectoryPath + "/shaders"]
        var directory = executable.deletingLastPathComponent()
        // Installed by `make install`: PREFIX/bin/glsandbox and PREFIX/share/glsandbox/shaders.
        candidates.append(directory.deletingLastPathComponent().appendingPathComponent("share/glsandbox/shaders").path)
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("shaders").path)
            directory.deleteLastPathComponent()
        }
        // This source file is Sources/GLSandbox/Scenes/ShaderLibrary.swift in the checkout.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("shaders").path)
        guard let found = candidates.first(where: { isFolder($0) && isFolder($0 + "/.") && hasShaders($0) }) else {
            throw .folderNotFound("no shaders/ folder in the current directory or beside the executable; set \(environmentVariable)")
        }
        return ShaderLibrary(folder: URL(fileURLWithPath: found, isDirectory: true).standardizedFileURL)
    }

    /// The text of `file` (e.g. `triangle.vert`).
    public func source(_ file: String) throws(ProgramError) -> ShaderSource {
        let path = folder.appendingPathComponent(file).path
        guard FileManager.default.fileExists(atPath: path) else {
            throw .fileNotFound(file: file, folder: folder.path)
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .unreadable(file: path)
        }
        return ShaderSource(name: file, path: path, text: text)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// This process's executable file: `/proc/self/exe`, which is right however the program was
    /// started (`argv[0]` is only `glsandbox` when it was found on `PATH`, or a link to it);
    /// `argv[0]`, links resolved, where `/proc` cannot be read.
    static var executable: URL {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath() }
        return URL(fileURLWithPath: String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    private static func hasShaders(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path + "/triangle.vert")
    }
}

/// GLSL text and where it came from.
public struct ShaderSource: Sendable, Equatable {
    /// The file name, used in error messages.
    public var name: String
    public var path: String
    public var text: String
    /// Where each line of `text` came from, when it was assembled from several files (a
    /// dialect's preamble, includes); compile errors are then reported in the user's lines.
    public var sourceMap: SourceMap?

    public init(name: String, path: String? = nil, text: String, sourceMap: SourceMap? = nil) {
        self.name = name
        self.path = path ?? name
        self.text = text
        self.sourceMap = sourceMap
    }
}
