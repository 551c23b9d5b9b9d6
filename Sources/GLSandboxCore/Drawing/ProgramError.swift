import Foundation

/// Why a GL program could not be loaded, compiled or linked: the core's errors for
/// ``ShaderLibrary`` and ``ShaderProgram``. (The shader player wraps these in its own
/// `ShaderError`, with the dialects', includes' and channels' cases beside them.)
public enum ProgramError: Error, Hashable, Sendable, CustomStringConvertible {
    case folderNotFound(String)
    case fileNotFound(file: String, folder: String)
    case unreadable(file: String)
    /// The driver's compile log, with `0:LINE(COL)` rewritten as `FILE:LINE:COL`.
    case compileFailed(file: String, log: String)
    case linkFailed(files: [String], log: String)
    /// The program linked, but the fragment shader reads inputs (`unmatched`) that the vertex
    /// shader does not write; `written` is what it writes.
    case interfaceMismatch(vertex: String, fragment: String, unmatched: [String], written: [String])
    case context(ContextError)

    public var description: String {
        switch self {
        case .folderNotFound(let reason): "shader folder not found: \(reason)"
        case .fileNotFound(let file, let folder): "shader \(file) not found in \(folder)"
        case .unreadable(let file): "shader \(file) is not readable UTF-8 text"
        case .compileFailed(let file, let log): "shader \(file) failed to compile: \(log)"
        case .linkFailed(let files, let log): "shaders \(files.joined(separator: " + ")) failed to link: \(log)"
        case .interfaceMismatch(let vertex, let fragment, let unmatched, let written):
            "\(fragment) reads the input\(unmatched.count == 1 ? "" : "s") \(unmatched.joined(separator: ", ")), which \(vertex) does not write "
                + "(its outputs: \(written.isEmpty ? "none" : written.joined(separator: ", "))); the program links but draws black there: "
                + "a vertex shader's out and the fragment shader's in it feeds need the same name and type, so rename one of them"
        case .context(let error): error.description
        }
    }

    /// The compile log in one line (for one-line command-line errors).
    public var oneLine: String {
        description.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " | ")
    }
}
