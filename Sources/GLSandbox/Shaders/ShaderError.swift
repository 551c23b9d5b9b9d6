import Foundation

/// Why a shader could not be loaded, compiled or linked.
public enum ShaderError: Error, Hashable, Sendable, CustomStringConvertible {
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
    /// A shader file given by path does not exist.
    case shaderNotFound(String)
    /// `#include "file"` names a file that does not exist.
    case includeNotFound(file: String, includedFrom: String, line: Int, written: String)
    /// Files include each other in a circle; the chain, outermost first, ends where it began.
    case includeCycle([String])
    /// The source defines neither `mainImage` nor `main`.
    case unknownDialect(file: String)
    /// A uniform GLSandbox sets is declared with another type than the one it sets.
    case uniformType(file: String, name: String, declared: String, expected: String)
    /// A channel image could not become a texture.
    case channel(index: Int, reason: String)
    /// The code reads channel `channel` as another kind of texture than the one it was given:
    /// with a 3D direction (a cubemap or a volume) where it is a 2D picture or nothing, or with a
    /// 2D coordinate where it is a cubemap or a volume. `given` and `read` say which, in words;
    /// `line` is the user's line that reads it. (The compiler's own words for this are a page of
    /// overloads of `texture`.)
    case channelKind(file: String, line: Int, channel: Int, given: String, read: String)
    /// A shader or include that is not text a compiler can read: a folder, a FIFO or device,
    /// too large, a NUL byte, not UTF-8.
    case notText(file: String, reason: String)
    /// `#include` reaches outside the folders it may read (the shader's, the current one, `-I`).
    case includeOutsideRoots(file: String, includedFrom: String, line: Int, written: String, roots: [String])
    /// Includes nested deeper than `limit` files.
    case includeTooDeep(chain: [String], limit: Int)
    /// Expanding the includes would never end in reasonable time or memory: too large, or one
    /// file included too many times (`reason` says which).
    case expandedTooLarge(file: String, reason: String)
    /// A macro (or a use of one) that expands past `limit` tokens.
    case macroGrowth(file: String, line: Int, name: String, limit: Int)
    /// A VS Code shader-toy extension directive (`#iChannel0 ...`, `#iUniform ...`) that is malformed or unsupported.
    case badDirective(file: String, line: Int, reason: String)
    /// `#iVertex "file"` names a file that does not exist.
    case vertexNotFound(file: String, namedIn: String, line: Int, written: String)
    /// `#iVertex "file"` reaches outside the folders a shader may read.
    case vertexOutsideRoots(file: String, namedIn: String, line: Int, written: String, roots: [String])
    /// An ISF file whose header (its first comment) cannot be read: not JSON, not an object, or
    /// asking for what GLSandbox does not run yet (`reason` says which).
    case isfHeader(file: String, reason: String)
    /// An ISF input whose `TYPE` is none of ISF's.
    case isfInputType(file: String, name: String, type: String)
    /// An ISF file that uses what GLSandbox does not run yet (`what`: more than 16 pictures and
    /// render targets together); its header was read.
    case isfUnsupported(file: String, what: String)
    /// An ISF target's `WIDTH` or `HEIGHT` (`pass` says whose) that does not evaluate, or asks for
    /// a size GLSandbox cannot make (`reason` says which).
    case isfPassSize(file: String, pass: String, expression: String, reason: String)
    /// A VEDA file whose header asks for what GLSandbox does not run (`what`: PASSES with targets,
    /// IMPORTED files, glslify, another analyser).
    case vedaUnsupported(file: String, what: String)

    public var description: String {
        switch self {
        // The cases a GL program's build shares with a shader file say what the core's say.
        case .folderNotFound(let reason): ProgramError.folderNotFound(reason).description
        case .fileNotFound(let file, let folder): ProgramError.fileNotFound(file: file, folder: folder).description
        case .unreadable(let file): ProgramError.unreadable(file: file).description
        case .compileFailed(let file, let log): ProgramError.compileFailed(file: file, log: log).description
        case .linkFailed(let files, let log): ProgramError.linkFailed(files: files, log: log).description
        case .interfaceMismatch(let vertex, let fragment, let unmatched, let written):
            ProgramError.interfaceMismatch(vertex: vertex, fragment: fragment, unmatched: unmatched, written: written).description
        case .context(let error): error.description
        case .shaderNotFound(let path): "shader file \(path) not found"
        case .includeNotFound: causeAndRemedy
        case .includeCycle(let chain): "#include cycle: \(chain.joined(separator: " includes ")); an included file must not include a file that includes it"
        case .unknownDialect: causeAndRemedy
        case .uniformType(let file, let name, let declared, let expected):
            "\(file): uniform \(name) is declared as \(declared), but GLSandbox sets \(name) as \(expected): declare it `uniform \(expected) \(name)`, or rename it"
        case .channel(let index, let reason): "channel \(index): \(reason)"
        case .channelKind: causeAndRemedy
        case .notText(let file, let reason): "shader \(file) cannot be read as a shader: \(reason)"
        case .includeOutsideRoots: causeAndRemedy
        case .includeTooDeep(let chain, let limit):
            "#include nested deeper than \(limit) files (\(chain.first ?? "?") ... \(chain.last ?? "?")): includes this deep are a loop or a mistake"
        case .expandedTooLarge(let file, let reason):
            "\(file): \(reason): an include is repeated too often (a file included twice by each of a chain of files doubles at every step); include each file once"
        case .macroGrowth(let file, let line, let name, let limit):
            "\(file):\(line): the macro \(name) expands to more than \(limit) tokens (macros that each use the one before twice double at every step); the GL compiler would need gigabytes: write it without the repetition"
        case .badDirective(let file, let line, let reason): "\(file):\(line): \(reason)"
        case .vertexNotFound(let file, let from, let line, let written):
            "\(from):\(line): #iVertex \"\(written)\": \(file) not found (a vertex shader is found relative to the file that names it)"
        case .vertexOutsideRoots: causeAndRemedy
        case .isfHeader(let file, let reason): "\(file) is an ISF file whose header cannot be read: \(reason); ISF's header is the first comment, a JSON object"
        case .isfUnsupported(let file, let what):
            "\(file) uses \(what), which GLSandbox does not run yet: it runs ISF files with at most \(ISF.maximumSamplers) pictures and render targets together"
        case .isfPassSize(let file, let pass, let expression, let reason):
            "\(file): \(pass) \"\(expression)\" \(reason); a size is a number or arithmetic (+ - * / ^) on $WIDTH, $HEIGHT and the names of "
                + "number inputs ($amount), with floor, ceil, round, min, max and the like, such as \"floor($WIDTH/4.0)\""
        case .vedaUnsupported(let file, let what):
            "\(file) is a VEDA file whose header asks for \(what), which GLSandbox does not run yet: it runs VEDA files whose PASSES draw this file into TARGETs, with --audio for \"audio\": true"
        case .isfInputType(let file, let name, let type):
            "\(file): ISF input \(name) has TYPE \(type), which is none of ISF's (event, bool, long, float, point2D, color, image, audio, audioFFT)"
        }
    }

    /// The core's error as the player's: the same case, the same words.
    public init(_ error: ProgramError) {
        switch error {
        case .folderNotFound(let reason): self = .folderNotFound(reason)
        case .fileNotFound(let file, let folder): self = .fileNotFound(file: file, folder: folder)
        case .unreadable(let file): self = .unreadable(file: file)
        case .compileFailed(let file, let log): self = .compileFailed(file: file, log: log)
        case .linkFailed(let files, let log): self = .linkFailed(files: files, log: log)
        case .interfaceMismatch(let vertex, let fragment, let unmatched, let written):
            self = .interfaceMismatch(vertex: vertex, fragment: fragment, unmatched: unmatched, written: written)
        case .context(let error): self = .context(error)
        }
    }

    /// The compile log in one line (for one-line command-line errors).
    public var oneLine: String {
        description.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " | ")
    }
}

extension ShaderError {
    /// Runs a call into the GL core, its `ProgramError` thrown as the player's ``ShaderError``.
    @inline(__always)
    static func program<T>(_ body: () throws(ProgramError) -> T) throws(ShaderError) -> T {
        do { return try body() } catch { throw ShaderError(error) }
    }
}
