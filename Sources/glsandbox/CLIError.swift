import Foundation
import GLSandbox

/// An error the CLI reports: one line on stderr, then a documented exit code.
struct CLIError: Error {
    var message: String
    var code: Int32
    /// Lines printed as they are before the one-line message: a compiler's `FILE:LINE:COLUMN:
    /// error: ...` lines, which editors and terminals can jump to.
    var details: [String] = []

    static let negative: Int32 = 1       // the answer is "no" (incomplete framebuffer)
    static let refused: Int32 = 2        // GL refused the configuration
    static let usage: Int32 = 64         // EX_USAGE: bad arguments
    static let dataError: Int32 = 65     // EX_DATAERR: bad shader or image data
    static let noInput: Int32 = 66       // EX_NOINPUT: an input file is missing
    static let unavailable: Int32 = 69   // EX_UNAVAILABLE: no GL context
    static let software: Int32 = 70      // EX_SOFTWARE: an unexpected GL error
    static let cannotCreate: Int32 = 73  // EX_CANTCREAT: output not writable

    init(_ message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    /// Maps the library's typed errors to a message and an exit code.
    init(_ error: any Error) {
        switch error {
        case let error as CLIError:
            self = error
        case let error as FramebufferSpecError:
            self.init(error.description, code: Self.usage)
        case let error as SceneError:
            self.init(error.description, code: Self.usage)
        case let error as ContextError:
            switch error {
            case .unknownBackend: self.init(error.description, code: Self.usage)
            default: self.init(error.description, code: Self.unavailable)
            }
        case let error as FramebufferError:
            switch error {
            case .sizeAboveLimit, .samplesAboveLimit, .tooManyColorAttachments, .formatNotRenderable, .wrongAttachmentPoint,
                 .invalidSpec:   // refused before GL was called: bad input, never a driver error
                self.init(error.description, code: Self.usage)
            case .context(let inner):
                self.init(inner)
            default:
                self.init(error.description, code: Self.software)
            }
        case let error as ShaderError:
            switch error {
            case .folderNotFound, .fileNotFound, .shaderNotFound, .includeNotFound: self.init(error.oneLine, code: Self.noInput)
            case .context(let inner): self.init(inner)
            case .compileFailed(let file, let log):
                let lines = log.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let errors = max(1, lines.filter { $0.contains("error") }.count)
                self.init("\(file) failed to compile: \(errors) error\(errors == 1 ? "" : "s") above", code: Self.dataError)
                details = lines
            default: self.init(error.oneLine, code: Self.dataError)
            }
        case let error as MultipassError:
            switch error {
            case .noImagePass, .noSuchBuffer, .inputNotFound, .mediaNotFound: self.init(error.description, code: Self.noInput)
            case .timeNotAllowed: self.init(error.description, code: Self.usage)
            default: self.init(error.description, code: Self.dataError)
            }
        case let error as ShaderInputError:
            self.init(error.description, code: Self.usage)
        case let error as PNGError:
            switch error {
            case .fileNotFound: self.init(error.description, code: Self.noInput)
            case .unwritable: self.init(error.description, code: Self.cannotCreate)
            case .encodeFailed: self.init(error.description, code: Self.software)
            default: self.init(error.description, code: Self.dataError)
            }
        default:
            self.init("\(error)", code: Self.software)
        }
    }

    /// Prints `glsandbox: error: MESSAGE` on stderr and exits with the code.
    func report() -> Never {
        for line in details { FileHandle.standardError.write(Data((line + "\n").utf8)) }
        if !message.isEmpty {
            let line = message.replacingOccurrences(of: "\n", with: " | ")
            FileHandle.standardError.write(Data("glsandbox: error: \(line)\n".utf8))
        }
        Foundation.exit(code)
    }
}

/// Runs `body`, turning any error into a ``CLIError``.
func reportingErrors<T>(_ body: () throws -> T) throws(CLIError) -> T {
    do { return try body() } catch { throw CLIError(error) }
}

/// Writes a JSON value, keys sorted, to stdout.
func printJSON<T: Encodable>(_ value: T) {
    print(jsonText(value))
}

/// A JSON value, keys sorted, pretty-printed.
func jsonText<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}
