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

    /// Maps an error to a message and an exit code: a `CLIError` as it is; a library error
    /// (every one is a ``ReportableError``) by its ``ExitCategory``, its cause and its remedy in
    /// this tool's words (``words(for:)-(Remedy)``), after its detail lines (a compiler's); anything
    /// else is exit 70, a bug to report.
    init(_ error: any Error) {
        self = CLIError(reporting: error) ?? CLIError("\(error)", code: Self.software)   // not the library's: a bug to report
    }

    /// A `CLIError` as it is, or a library error in this tool's words; nil for any other error
    /// (the argument parser's, which it words itself).
    init?(reporting error: any Error) {
        if let error = error as? CLIError {
            self = error
        } else if let error = error as? any ReportableError {
            self.init(error.cause + (error.remedy.map(Self.words(for:)) ?? ""), code: error.category.rawValue)
            details = error.detailLines
        } else {
            return nil
        }
    }

    /// Every remedy the library states, in this tool's words: its flags (`--media`, `-I DIR`,
    /// `--dialect`, `--frame`/`--time`, `--samples`, `--channel0..3`, `glsandbox fbo
    /// --list-formats`), where the library names none. The one table of them: each follows the
    /// error's cause.
    static func words(for remedy: Remedy) -> String {
        switch remedy {
        case .lookInIncludeFolders: " (includes are relative to the including file, then looked up in the -I folders)"
        case .keepInsideAllowedFolders(let what, let base): ": \(what) must lie inside \(base), the current folder or a folder given with -I DIR"
        case .nameTheDialect: ", or name the dialect with --dialect"
        case .downloadIntoMediaFolder(let several):
            several ? ": download them there, or point --media at their folder" : ": download it there, or point --media at its folder"
        case .giveEachChannelOnce: ", and --channel0..3 names them again: give each channel once"
        case .picturesOnChannels1To3: ": give pictures with --channel1..3"
        case .picturesOnChannels(let free): ": give pictures with " + free.map { "--channel\($0)" }.joined(separator: " or ")
        case .giveTransitionSide(let side): ": give --\(side) FILE, a picture or a video"
        case .giveFrameOrTimeAlone(let time, let frame, let fps, let showing):
            "--time \(time) and --frame \(frame) do not agree for a shader with a history (frames 0 to N run, frame k at iTime = k / fps): "
                + "at --fps \(fps), --time \(time) is frame \(showing); give --frame alone, or --time alone"
        case .samplesWithinLimit(let requested, let maximum): samples(requested, maximum: maximum).message
        case .listTheFormats: " (formats are GL internal formats in lower case, e.g. rgba8, depth24_stencil8; `glsandbox fbo --list-formats` lists them)"
        case .fixTheCompilerErrors(let file, let errors): "\(file) failed to compile: \(errors) error\(errors == 1 ? "" : "s") above"
        case .giveChannelOfKind(let channel, let threeD):
            threeD ? ": give a cubemap with --channel\(channel)-cube FIRST_FACE, or a volume with --channel\(channel) FILE.bin"
                : ": give a picture with --channel\(channel) FILE"
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

    /// Makes the folder `path` and the folders above it, or throws it as exit 73 in plain words,
    /// "cannot make the folder out: Permission denied", the system's reason for the deepest folder
    /// that could not be made (a read-only working directory, a file where a folder belongs).
    /// `purpose` follows the path ("for the lesson's pictures").
    static func makeFolder(_ path: String, purpose: String = "") throws(CLIError) {
        func make(_ folder: String) -> Int32 {   // 0, or the errno of the failure
            var info = stat()
            if stat(folder, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? 0 : ENOTDIR }
            let parent = (folder as NSString).deletingLastPathComponent
            if !parent.isEmpty, parent != folder {
                let failure = make(parent)
                if failure != 0 { return failure }
            }
            return mkdir(folder, 0o755) == 0 || errno == EEXIST ? 0 : errno
        }
        let failure = make(path)
        guard failure != 0 else { return }
        throw CLIError("cannot make the folder \(path)\(purpose.isEmpty ? "" : " " + purpose): \(String(cString: strerror(failure))); give a place you can write",
                       code: cannotCreate)
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
