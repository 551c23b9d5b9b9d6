import ArgumentParser
import Foundation
import GLSandbox

/// The flags every command that runs a user's shader shares (`render`, `loop`, `bench`,
/// `snapshot`, `demo`): what the shader sees (time, frame, mouse, date, channels) and how it
/// is read (dialect, alpha). One place, so a flag means the same everywhere.
struct ShaderOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Seconds since the start: iTime, u_time.")
    var time: Double?

    @Option(parsing: .unconditional, help: "The frame number, from 0: iFrame, u_frame.")
    var frame: Int?

    @Option(parsing: .unconditional, help: "Frames per second (default 60): a shader's iFrameRate, and 1/fps is iTimeDelta and u_delta; `loop` also paces its frames by it (0: unpaced, scenes only).")
    var fps: Double?

    @Option(help: ArgumentHelp("The mouse in pixels from the bottom-left: X,Y (button held there: iMouse = X,Y,X,Y) or X,Y,CX,CY.",
                               valueName: "X,Y[,CX,CY]"))
    var mouse: String?

    @Option(help: ArgumentHelp("Fix iDate and u_date (default: now).", valueName: "YYYY-MM-DDTHH:MM:SS"))
    var date: String?

    @Option(help: ArgumentHelp("An image (PNG or JPEG, told by its content) for iChannel0 (Book of Shaders: u_tex0).", valueName: "IMAGE"))
    var channel0: String?
    @Option(help: ArgumentHelp("An image for iChannel1 (u_tex1).", valueName: "IMAGE"))
    var channel1: String?
    @Option(help: ArgumentHelp("An image for iChannel2 (u_tex2).", valueName: "IMAGE"))
    var channel2: String?
    @Option(help: ArgumentHelp("An image for iChannel3 (u_tex3).", valueName: "IMAGE"))
    var channel3: String?

    @Option(help: ArgumentHelp("Where a Shadertoy export's (.json) texture files are, by name (default: the export's folder).", valueName: "DIR"))
    var media: String?

    @Option(help: "shadertoy, book-of-shaders or glsl (default: told from the source).")
    var dialect: ShaderDialect?

    @Flag(help: "Keep the alpha the shader writes (default: opaque, as Shadertoy shows it).")
    var keepAlpha = false

    /// Whether any of these flags was given (they mean nothing to a scene of the catalogue).
    var anyGiven: Bool { fps != nil || anyGivenButFPS }

    /// The same, leaving out `--fps` (which `loop` also uses for its scenes).
    var anyGivenButFPS: Bool {
        time != nil || frame != nil || mouse != nil || date != nil || dialect != nil || keepAlpha || media != nil
            || [channel0, channel1, channel2, channel3].contains { $0 != nil }
    }

    /// The inputs for the shader's frame, from the flags and the defaults (time 0, frame 0, 60 fps).
    func inputs() throws(CLIError) -> ShaderInputs {
        let fps = self.fps ?? 60
        guard fps > 0, fps <= 10_000, fps.isFinite else { throw CLIError(ShaderInputError.badFPS(fps).description, code: CLIError.usage) }
        if let time, !time.isFinite { throw CLIError(ShaderInputError.badTime(time).description, code: CLIError.usage) }
        if let frame, frame < 0 { throw CLIError(ShaderInputError.badFrame(frame).description, code: CLIError.usage) }
        do {
            return ShaderInputs(time: time ?? 0, frame: frame ?? 0, fps: fps,
                                mouse: try mouse.map { (text: String) throws(ShaderInputError) in try ShaderInputs.parseMouse(text) } ?? .zero,
                                date: try date.map { (text: String) throws(ShaderInputError) in try ShaderDate(parsing: text) } ?? .now())
        } catch {
            throw CLIError(error.description, code: CLIError.usage)
        }
    }

    /// Reads the shader file, its includes and its channel images; or a multipass folder or export.
    func load(_ path: String) throws(CLIError) -> ShaderScene {
        let channels = [channel0, channel1, channel2, channel3]
        if MultipassShader.isMultipass(path) {
            if channels.contains(where: { $0 != nil }) {
                throw CLIError("--channel0..3 are for a single shader file; a multipass shader names its inputs itself (#iChannel0 \"wood.png\" in a pass, or the export's inputs)", code: CLIError.usage)
            }
            if time != nil { throw CLIError(MultipassError.timeNotAllowed.description, code: CLIError.usage) }
        }
        return try reportingErrors {
            try ShaderScene.load(path: path, dialect: dialect, channels: channels, keepAlpha: keepAlpha, media: media)
        }
    }
}

extension ShaderDialect: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "shadertoy": self = .shadertoy
        case "book-of-shaders", "bookofshaders", "book", "glslviewer": self = .bookOfShaders
        case "glsl", "plain": self = .glsl
        default: return nil
        }
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension Size: ExpressibleByArgument {
    /// `WIDTHxHEIGHT`, parsed once for every command.
    public init?(argument: String) {
        guard let size = try? Size(parsing: argument) else { return nil }
        self = size
    }
}

extension PNG.Compression: ExpressibleByArgument {}
