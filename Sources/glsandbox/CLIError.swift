import Foundation
import GLSandbox
import GLSandboxLessons

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
        case let error as LessonError:
            switch error {
            // The lesson's message names its Swift argument; on the command line the flag is what to change.
            case .samples(let count, let maximum): self = .samples(count, maximum: maximum)
            case .emptySize: self.init(error.description, code: Self.usage)
            case .file: self.init(error.description, code: Self.noInput)
            case .incompleteFramebuffer: self.init(error.description, code: Self.software)
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
        case let error as ImageFileError:
            switch error {
            case .fileNotFound: self.init(error.description, code: Self.noInput)
            default: self.init(error.description, code: Self.dataError)
            }
        case let error as TextureBudgetError:
            switch error {
            case .exceeded: self.init(error.description, code: Self.dataError)
            case .invalidSetting: self.init(error.description, code: Self.usage)
            }
        default:
            self.init("\(error)", code: Self.software)
        }
    }

    /// `--samples` below 0 (`demo`, `render`, `lesson check`).
    static func negativeSamples(_ samples: Int) -> CLIError {
        CLIError("invalid --samples \(samples): samples per pixel cannot be negative; use 0 (one sample per pixel, no multisampling) or more",
                 code: usage)
    }

    /// `--samples` above what the driver offers (a lesson's `LessonError.samples`, in the flag's words).
    static func samples(_ count: Int, maximum: Int) -> CLIError {
        CLIError("invalid --samples \(count): \(count) samples per pixel is not possible here: use 0 (one sample per pixel, no multisampling) "
                 + "or 1 to \(maximum) (GL_MAX_SAMPLES on this driver is \(maximum))", code: usage)
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
