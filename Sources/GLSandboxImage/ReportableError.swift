/// What kind of failure an error is, as a command's exit status tells it (sysexits.h): the one
/// scale every error of the library is placed on, so a tool built on it (ours is `glsandbox`)
/// needs no list of error types to pick its exit code.
public enum ExitCategory: Int32, Sendable, CaseIterable {
    /// The driver refused a configuration it was asked to try (out of memory for it): a verdict
    /// of `glsandbox fbo`, not a failure of the tool.
    case refused = 2
    /// EX_USAGE: what was asked for cannot be done (a flag's value, a size past the driver's limit).
    case usage = 64
    /// EX_DATAERR: an input's content is wrong (a shader that does not compile, a damaged picture).
    case dataError = 65
    /// EX_NOINPUT: an input file is not there.
    case noInput = 66
    /// EX_UNAVAILABLE: something the work needs is missing (a GL context, ffmpeg).
    case unavailable = 69
    /// EX_SOFTWARE: an unexpected GL error or a misuse of the library: a bug to report.
    case software = 70
    /// EX_CANTCREAT: an output cannot be written.
    case cannotCreate = 73
}

/// An error of the library that knows its ``ExitCategory``. Its `description` names the cause and
/// what to do in the library's words (never a command-line flag); a tool may word the remedy with
/// its own flags.
///
/// Every error type the library throws adopts it, in its module's `ErrorCategories.swift`, so that
/// the category of every case is decided in one place per module and no error falls through to
/// "software" unnoticed.
public protocol ReportableError: Error, CustomStringConvertible {
    var category: ExitCategory { get }
    /// What to do about it, where a tool may say that with its own controls (a flag, a menu
    /// item): nil where the description says all there is to say. A tool's message is ``cause``
    /// followed by its own words for the remedy; the library's words are ``Remedy/words``.
    var remedy: Remedy? { get }
    /// The message before the remedy, in words every reader shares, on one line. Without a
    /// remedy, the whole message (the description, by default). A type that gives a remedy gives
    /// its cause too: its description is ``causeAndRemedy``, which reads this.
    var cause: String { get }
    /// Lines a tool shows before its one-line message, as they are: a compiler's
    /// `FILE:LINE:COLUMN: error: ...` lines, which editors and terminals jump to. Empty for most errors.
    var detailLines: [String] { get }
}

extension ReportableError {
    public var remedy: Remedy? { nil }
    public var cause: String { description }
    public var detailLines: [String] { [] }
}

/// What a user does about an error, stated by the library without naming any tool's controls:
/// each case is one thing to do, and ``words`` says it in a Swift caller's terms. A tool built on
/// the library (ours is `glsandbox`) words each case once, with its own flags, and puts those
/// words after the error's ``ReportableError/cause``.
public enum Remedy: Hashable, Sendable {
    /// An include not found: includes are looked up beside the including file, then in the
    /// include folders (more of them find it).
    case lookInIncludeFolders
    /// A file outside the folders a shader may read: `what` ("an include", "an input") must lie
    /// inside `base` ("the shader's folder"), the current folder or an include folder.
    case keepInsideAllowedFolders(what: String, base: String)
    /// A shader whose dialect cannot be told from its text: name the dialect.
    case nameTheDialect
    /// A medium missing from the media folder: download it (`several`: them) there, or name the
    /// folder that holds it as the media folder.
    case downloadIntoMediaFolder(several: Bool)
    /// Channels named by the file (`#iChannelN`) and again by the caller: give each once.
    case giveEachChannelOnce
    /// A picture given on channel 0, which a GLSL Sandbox backbuffer takes: use channels 1 to 3.
    case picturesOnChannels1To3
    /// A picture given on a channel a file's own history holds: use the channels still free.
    case picturesOnChannels([Int])
    /// A time and a frame that disagree for a shader with a history (frame k is at time k / fps,
    /// so `time` is frame `showing`): give one of them.
    case giveFrameOrTimeAlone(time: Double, frame: Int, fps: Double, showing: Int)
    /// More samples per pixel than the driver offers: 0, or 1 to `maximum`.
    case samplesWithinLimit(requested: Int, maximum: Int)
    /// An unknown internal format: the list of formats names them all.
    case listTheFormats
    /// A shader that did not compile: the compiler's lines (``ReportableError/detailLines``)
    /// name each of its `errors` errors in `file`.
    case fixTheCompilerErrors(file: String, errors: Int)
    /// A channel read as another kind of texture than it was given: give channel `channel` a
    /// cubemap or a volume (`threeD`: it is read with a 3D direction), else a 2D picture.
    case giveChannelOfKind(channel: Int, threeD: Bool)
    /// A transition run without one of its two pictures: give `side` (`from`, `to`).
    case giveTransitionSide(String)

    /// The remedy in the library's words (a Swift caller's terms), as the library's descriptions
    /// end with it.
    public var words: String {
        switch self {
        case .lookInIncludeFolders: " (includes are relative to the including file, then looked up in the include folders)"
        case .keepInsideAllowedFolders(let what, let base): ": \(what) must lie inside \(base), the current folder or an include folder"
        case .nameTheDialect: ", or name the dialect (ShaderDialect)"
        case .downloadIntoMediaFolder(let several):
            several ? ": download them there, or name the folder that holds them as the media folder"
                : ": download it there, or name the folder that holds it as the media folder"
        case .giveEachChannelOnce: ", and the inputs' channels name them again: give each channel once"
        case .picturesOnChannels1To3: ": give pictures on channels 1 to 3"
        case .picturesOnChannels(let free): ": give pictures on channel\(free.count == 1 ? "" : "s") " + free.map(String.init).joined(separator: " and ")
        case .giveFrameOrTimeAlone(let time, let frame, let fps, let showing):
            "time \(time) and frame \(frame) do not agree: the shader has a history (frames 0 to N run, frame k at time k / fps), "
                + "and at \(fps) frames per second time \(time) is frame \(showing); give the frame alone, or the time alone"
        case .samplesWithinLimit(let requested, let maximum):
            "\(requested) samples per pixel is not possible here: use 0 (one sample per pixel, no multisampling) or 1 to \(maximum) "
                + "(GL_MAX_SAMPLES on this driver is \(maximum))"
        case .listTheFormats: " (formats are GL internal formats in lower case, e.g. rgba8, depth24_stencil8; InternalFormat.allCases lists them)"
        case .fixTheCompilerErrors(let file, let errors): "\(file) failed to compile: fix the \(errors) error\(errors == 1 ? "" : "s") the compiler names"
        case .giveChannelOfKind(let channel, let threeD): ": give channel \(channel) " + (threeD ? "a cubemap or a volume" : "a 2D picture")
        case .giveTransitionSide(let side): ": give it (EffectInputs.\(side)), a picture or a video"
        }
    }
}

extension ReportableError {
    /// ``cause`` followed by the remedy in the library's words: what a description with a
    /// remedy says.
    public var causeAndRemedy: String { cause + (remedy?.words ?? "") }
}
