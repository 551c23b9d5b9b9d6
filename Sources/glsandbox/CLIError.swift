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

    /// Maps the library's errors to a message and an exit code: the code is the error's own
    /// ``ExitCategory`` (every library error is a ``ReportableError``); the message is its own
    /// description, except where ``worded(_:)`` words the remedy with this tool's flags.
    init(_ error: any Error) {
        if let error = error as? CLIError {
            self = error
        } else if let error = error as? any ReportableError {
            self = Self.worded(error) ?? CLIError(error.description, code: error.category.rawValue)
        } else {
            self.init("\(error)", code: Self.software)   // not the library's: a bug to report
        }
    }

    /// The remedies this tool words with its own flags (`--media`, `-I DIR`, `--dialect`,
    /// `--frame`, `--samples`, `glsandbox fbo --list-formats`): the library's errors name the
    /// rule, never a flag. Nil: the library's words stand.
    static func worded(_ error: any ReportableError) -> CLIError? {
        let code = error.category.rawValue
        switch error {
        case let error as FramebufferSpecError:
            guard case .unknownFormat = error else { return nil }
            return CLIError(words(for: error), code: code)
        case let error as FramebufferError:
            guard case .context(let inner) = error else { return nil }
            return worded(inner)
        case let error as ProgramError:   // the GL core's: worded as the player's same case
            return worded(ShaderError(error))
        case let error as ShaderError:
            switch error {
            case .includeNotFound(let file, let from, let line, let written):
                return CLIError("\(from):\(line): #include \"\(written)\": \(file) not found (includes are relative to the including file, "
                                + "then looked up in the -I folders)", code: code)
            case .includeOutsideRoots(let file, let from, let line, let written, let roots):
                return CLIError("\(from):\(line): #include \"\(written)\": \(file) is outside the folders a shader may include from "
                                + "(\(roots.joined(separator: ", "))): an include must lie inside the shader's folder, the current folder "
                                + "or a folder given with -I DIR", code: code)
            case .folderNotFound, .fileNotFound, .shaderNotFound, .vertexNotFound: return CLIError(error.oneLine, code: code)
            case .unknownDialect(let file):   // the library names the rule; here the flag that settles it
                return CLIError("\(file) defines neither mainImage (Shadertoy) nor main (Book of Shaders, plain GLSL): add one, "
                                + "or name the dialect with --dialect", code: code)
            case .context(let inner): return CLIError(inner)
            case .compileFailed(let file, let log):
                let lines = log.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                let errors = max(1, lines.filter { $0.contains("error") }.count)
                var worded = CLIError("\(file) failed to compile: \(errors) error\(errors == 1 ? "" : "s") above", code: code)
                worded.details = lines
                return worded
            default: return CLIError(error.oneLine, code: code)
            }
        case let error as MultipassError:
            switch error {
            case .mediaNotFound(let file, let media, let pass):
                return CLIError("\(pass) reads the texture \(file), which is not in \(media): download it there, or point --media at its folder", code: code)
            case .musicOrVideoNotFound(let kind, let file, let media, let pass):
                return CLIError("\(pass) reads the \(kind) \(file), which is not in \(media) (an export's inputs are looked up by their file name in the media folder): "
                                + "download it there, or point --media at its folder", code: code)
            case .channelsGivenTwice(let file):
                return CLIError("\(file) names its channels itself (#iChannelN lines), and --channel0..3 names them again: give each channel once", code: code)
            case .backbufferIsChannel0(let file):
                return CLIError("\(file) reads its backbuffer (the previous frame), which is channel 0: give pictures with --channel1..3", code: code)
            case .timeAndFrameDisagree(let time, let frame, let fps, let showing):
                return CLIError("--time \(time) and --frame \(frame) do not agree for a shader with a history (frames 0 to N run, frame k at iTime = k / fps): "
                                + "at --fps \(fps), --time \(time) is frame \(showing); give --frame alone, or --time alone", code: code)
            case .inputOutsideRoots(let name, let file, let line, let roots):
                return CLIError("\(file):\(line): #iChannel \"\(name)\" is outside the folders a shader may read (\(roots.joined(separator: ", "))): "
                                + "an input must lie inside the shader's folder, the current folder or a folder given with -I DIR", code: code)
            case .passFileOutsideRoots(let written, let file, let pass, let roots):
                return CLIError("\(pass) keeps its code in \"\(written)\", and \(file) is outside the folders a shader may read (\(roots.joined(separator: ", "))): "
                                + "a pass's file must lie inside the export's folder, the current folder or a folder given with -I DIR", code: code)
            case .cubemapFaceNotFound(let cubemap, let file, let face, let media, let pass, let rule):
                return CLIError("\(pass) reads the cubemap \(cubemap), whose face \(face) \(file) is not in \(media) (a cubemap's six faces are named \(rule)): "
                                + "download them there, or point --media at their folder", code: code)
            default: return nil
            }
        case let error as LessonError:
            // The lesson's message names its Swift argument; on the command line the flag is what to change.
            guard case .samples(let count, let maximum) = error else { return nil }
            return .samples(count, maximum: maximum)
        default:
            return nil
        }
    }

    /// A shader note (``ShaderNote``) in this tool's words: the flag that sets the uniform.
    static func words(for note: ShaderNote) -> String {
        guard case .unsetUniform(let file, let name, let type) = note else { return note.description }
        let sandbox: Set<String> = ["time", "mouse", "resolution", "backbuffer", "surfaceSize"]
        let dialect = sandbox.contains(name) ? " (time, mouse, resolution and backbuffer are GLSL Sandbox's names: --dialect glslsandbox sets them)" : ""
        if type.hasPrefix("sampler") {
            return "\(file) declares uniform \(type) \(name) and uses it, but nothing binds a picture to it: it reads black\(dialect); "
                + "GLSandbox binds the channels it knows (iChannel0..3 with --channel0..3, u_tex0..3)"
        }
        if type.hasSuffix("]") || !["float", "int", "vec2", "vec3", "vec4"].contains(type) {
            return "\(file) declares uniform \(type) \(name) and uses it, but nothing sets it: it stays 0\(dialect)"
        }
        return "\(file) declares uniform \(type) \(name) and uses it, but nothing sets it: it stays 0\(dialect); give it a value with --uniform \(name)=VALUE"
    }

    /// A framebuffer spec error, with the command that lists the formats.
    static func words(for error: FramebufferSpecError) -> String {
        guard case .unknownFormat(let text, let suggestion) = error else { return error.description }
        return "unknown format '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            + " (formats are GL internal formats in lower case, e.g. rgba8, depth24_stencil8; `glsandbox fbo --list-formats` lists them)"
    }

    /// A folder that could not be made (a read-only working directory, a file where a folder
    /// belongs) as exit 73 in plain words, "cannot make the folder out: Operation not permitted",
    /// never Foundation's `NSCocoaErrorDomain` dump. `purpose` follows the path ("for the lesson's pictures").
    static func cannotMakeFolder(_ path: String, _ error: any Error, purpose: String = "") -> CLIError {
        var reason = "the system refused"
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
        if let posix = underlying as? POSIXError {
            reason = String(cString: strerror(posix.code.rawValue))
        } else if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
            reason = String(cString: strerror(Int32(underlying.code)))
        }
        return CLIError("cannot make the folder \(path)\(purpose.isEmpty ? "" : " " + purpose): \(reason); give a place you can write", code: cannotCreate)
    }

    /// `--samples` above what the driver offers (a lesson's `LessonError.samples`, in the flag's words).
    static func samples(_ count: Int, maximum: Int) -> CLIError {
        CLIError("invalid --samples \(count): \(count) samples per pixel is not possible here: use 0 (one sample per pixel, no multisampling) "
                 + "or 1 to \(maximum) (GL_MAX_SAMPLES on this driver is \(maximum))", code: usage)
    }

    /// Prints `glsandbox: error: MESSAGE` on stderr and exits with the code.
    /// Paths, file names and compile logs are shown with their control characters escaped
    /// (`\u{1B}`), so nothing in them acts on the terminal.
    func report() -> Never {
        for line in details { FileHandle.standardError.write(Data((line.visibleControlCharacters + "\n").utf8)) }
        if !message.isEmpty {
            let line = message.replacingOccurrences(of: "\n", with: " | ").visibleControlCharacters
            FileHandle.standardError.write(Data("glsandbox: error: \(line)\n".utf8))
        }
        Foundation.exit(code)
    }
}

/// Runs `body`, turning any error into a ``CLIError``.
func reportingErrors<T>(_ body: () throws -> T) throws(CLIError) -> T {
    do { return try body() } catch { throw CLIError(error) }
}

/// Writes a JSON value, keys sorted, to stdout; exit 73 when stdout cannot take it.
func printJSON<T: Encodable>(_ value: T) throws(CLIError) {
    try writeToStandardOutput(jsonText(value) + "\n")
}

/// Writes `text` to stdout and checks that it arrived: a closed stdout (`>&-`) or a full disk
/// behind it is exit 73 in words, never a silent exit 0 with the output lost.
func writeToStandardOutput(_ text: String) throws(CLIError) {
    fflush(nil)   // what print() left in the buffer goes first, in order
    if StandardStreams.closedAtStart.contains(STDOUT_FILENO) {
        throw CLIError("cannot write the output: standard output is closed; run without >&- or redirect it to a file", code: CLIError.cannotCreate)
    }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
        let result = bytes[written...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if result < 0 {
            if errno == EINTR { continue }
            throw CLIError("cannot write the output to standard output: \(String(cString: strerror(errno)))", code: CLIError.cannotCreate)
        }
        written += result
    }
}

/// A JSON value, keys sorted, pretty-printed. A value JSON cannot hold (an infinite or NaN
/// number) is exit 70 naming where it is, never an empty `{}` that reads as a result.
func jsonText<T: Encodable>(_ value: T) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do { return String(decoding: try encoder.encode(value), as: UTF8.self) } catch {
        var place = ""
        if case EncodingError.invalidValue(let bad, let context) = error {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            place = ": \(bad) at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        throw CLIError("cannot write the JSON output\(place) (JSON holds only finite numbers): a bug; please report it", code: CLIError.software)
    }
}
