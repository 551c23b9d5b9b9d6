import ArgumentParser
import Foundation
import GLSandbox

/// The flags every command that runs a user's shader shares (`render`, `loop`, `bench`,
/// `snapshot`, `demo`): what the shader sees (time, frame, mouse, date, keys, channels) and how it
/// is read (dialect, alpha). One place, so a flag means the same everywhere.
struct ShaderOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Seconds since the start: iTime, u_time (given alone: the frame is ⌊time × fps⌋).")
    var time: Double?

    @Option(parsing: .unconditional, help: "The frame number, from 0: iFrame, u_frame (given alone: iTime is frame / fps; a shader with buffers runs frames 0 to N).")
    var frame: Int?

    @Option(parsing: .unconditional, help: "Frames per second (default 60): a shader's iFrameRate, and 1/fps is iTimeDelta and u_delta; `loop` also paces its frames by it (0: unpaced, scenes only).")
    var fps: Double?

    // Unconditional: `-1,-1` is a value (Shadertoy's released button has negative zw), not a flag.
    @Option(parsing: .unconditional, help: ArgumentHelp("The mouse in pixels from the bottom-left: X,Y (button held there: iMouse = X,Y,X,Y) or X,Y,CX,CY; negative values as on Shadertoy (CX,CY negative: the button released).",
                               valueName: "X,Y[,CX,CY]"))
    var mouse: String?

    @Option(help: ArgumentHelp("Fix iDate and u_date (default: now).", valueName: "YYYY-MM-DDTHH:MM:SS"))
    var date: String?

    @Option(help: ArgumentHelp("Keys held, for the shader's keyboard (JavaScript key codes, frames from 0): CODE (held the whole run) or CODE@A-B (held from frame A to B), comma-separated, e.g. 65,32@10-20.",
                               valueName: "SPEC"))
    var keys: String?

    @Option(help: ArgumentHelp("An image (PNG or JPEG, told by its content) for iChannel0 (Book of Shaders: u_tex0); music (.mp3, .wav, .ogg ...: Shadertoy's 512x2 spectrum and waveform texture) or a video (.mp4, .webm ...), decoded with ffmpeg; a volume (Shadertoy's .bin, told by its header: a sampler3D); a DDS of 32-bit floats (as the VS Code shader-toy extension reads it); or `keyboard`: Shadertoy's keyboard texture (see --keys).", valueName: "IMAGE"))
    var channel0: String?
    @Option(help: ArgumentHelp("An image, music or a video for iChannel1 (u_tex1).", valueName: "IMAGE"))
    var channel1: String?
    @Option(help: ArgumentHelp("An image, music or a video for iChannel2 (u_tex2).", valueName: "IMAGE"))
    var channel2: String?
    @Option(help: ArgumentHelp("An image, music or a video for iChannel3 (u_tex3).", valueName: "IMAGE"))
    var channel3: String?

    @Option(help: ArgumentHelp("A cubemap for iChannel0 (a samplerCube): its first face; the others are NAME_1.ext ... NAME_5.ext beside it, in the order +X, -X, +Y, -Y, +Z, -Z (Shadertoy's naming).", valueName: "FIRST_FACE"))
    var channel0Cube: String?
    @Option(help: ArgumentHelp("A cubemap for iChannel1 (see --channel0-cube).", valueName: "FIRST_FACE"))
    var channel1Cube: String?
    @Option(help: ArgumentHelp("A cubemap for iChannel2 (see --channel0-cube).", valueName: "FIRST_FACE"))
    var channel2Cube: String?
    @Option(help: ArgumentHelp("A cubemap for iChannel3 (see --channel0-cube).", valueName: "FIRST_FACE"))
    var channel3Cube: String?

    @Option(help: ArgumentHelp("The side of a Cube A pass's six faces in pixels (default 1024, as on Shadertoy; smaller renders faster).", valueName: "PIXELS"))
    var cubeSize: Int?

    @Option(help: ArgumentHelp("Where a Shadertoy export's (.json) texture files are, by name (default: the export's folder).", valueName: "DIR"))
    var media: String?

    @Option(help: ArgumentHelp("Music (.mp3, .wav, .ogg ...) for a Bonzomatic shader's texFFT, texFFTSmoothed and texFFTIntegrated, a VEDA shader's spectrum, samples and volume, a vertexshaderart drawing's sound, floatSound and volume, or an ISF file's audio and audioFFT inputs (those --input NAME=FILE does not fill), decoded with ffmpeg and analysed frame by frame as each tool does.", valueName: "FILE"))
    var audio: String?

    @Option(help: "shadertoy, book-of-shaders, glsl, glslsandbox, twigl, twigl-geek, twigl-geeker, twigl-geekest, bonzomatic, ghostty, gl-transition, isf, veda, shader-editor, kodelife or vertexshaderart (default: told from the source).")
    var dialect: ShaderDialect?

    @Option(help: ArgumentHelp("A vertexshaderart drawing's number of vertices (its vertexCount), 1 to 10000000 (default 10000, the site's).", valueName: "N"))
    var vertexCount: Int?
    @Option(help: ArgumentHelp("How a vertexshaderart drawing's vertices are joined: points, lines, line-strip, line-loop, triangles, triangle-strip or triangle-fan (default lines, the site's).", valueName: "PRIMITIVE"))
    var primitive: String?

    @Flag(help: "Keep the alpha the shader writes (default: opaque, as Shadertoy shows it).")
    var keepAlpha = false

    @Option(name: .customShort("I"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("A folder #include and the shader's inputs may read from, besides the shader's own folder and the current one (repeatable).", valueName: "DIR"))
    var includeFolders: [String] = []

    @Option(help: ArgumentHelp("Set an #iUniform the shader declares (repeatable): --uniform speed=2, --uniform tint=1,0.5,0.", valueName: "NAME=VALUE"))
    var uniform: [String] = []

    @Option(help: ArgumentHelp("A transition's first picture (gl-transitions: getFromColor, shown at progress 0): a picture, or a video (the frame at each frame's time).", valueName: "FILE"))
    var from: String?
    @Option(help: ArgumentHelp("A transition's last picture (gl-transitions: getToColor, shown at progress 1): a picture or a video.", valueName: "FILE"))
    var to: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("A transition's progress, 0 (the --from picture) to 1 (the --to picture) (default: 0 for a still; loop runs it from 0 at the first frame to 1 at the last).", valueName: "P"))
    var progress: Double?
    @Option(help: ArgumentHelp("An effect's picture input (repeatable): NAME=FILE fills the input of that name (a transition's sampler2D parameter, e.g. luma=luma.png; an ISF audio or audioFFT input takes music); FILE alone is the main input.", valueName: "[NAME=]FILE"))
    var input: [String] = []

    @Flag(help: "Leave local variables uninitialised (default: they start at zero, as in a browser, which many published shaders rely on).")
    var noZeroInit = false

    /// Mesa reads the zero-initialisation choice when the process's first GL context is made:
    /// make it here, after parsing and before any command runs.
    mutating func validate() throws {
        LocalVariables.choose(startAtZero: !noZeroInit)
        // The shader gets time as a 32-bit float and the frame as a 32-bit int: both must fit.
        if let time, !Float(time).isFinite { throw ValidationError(ShaderInputError.badTime(time).description) }
        if let frame, frame < 0 || frame > Int(Int32.max) { throw ValidationError(ShaderInputError.badFrame(frame).description) }
        // A drawing's vertex count and primitive, checked before anything is read.
        do {
            if let vertexCount { _ = try Self.drawing(vertexCount: vertexCount, primitive: nil) }
            if let primitive { _ = try Self.drawing(vertexCount: nil, primitive: primitive) }
        } catch {
            throw ValidationError(error.message)
        }
        if let progress, !(0...1).contains(progress) {
            throw ValidationError("invalid --progress \(progress): give a number from 0 (the --from picture) to 1 (the --to picture)")
        }
        for assignment in uniform where Self.uniformValues(assignment) == nil && Self.uniformWord(assignment) == nil {
            throw ValidationError("invalid --uniform '\(assignment)': give NAME=VALUE, e.g. --uniform speed=2 or --uniform tint=1,0.5,0")
        }
    }

    /// The drawing of `--vertex-count` and `--primitive`, each the site's default when not given.
    /// `own`: the file's (an ossia port's header), else the site's defaults.
    private static func drawing(vertexCount: Int?, primitive: String?, own: VertexShaderArt.Drawing = .standard) throws(CLIError) -> VertexShaderArt.Drawing {
        do {
            return try VertexShaderArt.Drawing(vertexCount: vertexCount ?? own.vertexCount,
                                               primitive: try primitive.map { (name: String) throws(VertexShaderArtError) in try VertexShaderArt.Primitive(named: name) } ?? own.primitive)
        } catch {
            throw CLIError(error)
        }
    }

    /// `NAME=WORD` (an ISF `long` by its label, a bool as `true`/`false`) as a name and its word; nil when it is not that.
    private static func uniformWord(_ assignment: String) -> (name: String, word: String)? {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, Float(parts[1]) == nil, !parts[1].contains(",") else { return nil }
        return (parts[0], parts[1])
    }

    /// `NAME=V[,V...]` as a name and its numbers; nil when it is not that.
    private static func uniformValues(_ assignment: String) -> (name: String, values: [Float])? {
        let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let texts = parts[1].split(separator: ",")
        let numbers = texts.compactMap { Float($0.trimmingCharacters(in: .whitespaces)) }.filter(\.isFinite)
        guard !numbers.isEmpty, numbers.count == texts.count else { return nil }
        return (parts[0], numbers)
    }

    /// Whether any of these flags was given (they mean nothing to a scene of the catalogue).
    var anyGiven: Bool { fps != nil || anyGivenButFPS }

    /// The same, leaving out `--fps` (which `loop` also uses for its scenes).
    var anyGivenButFPS: Bool {
        time != nil || frame != nil || mouse != nil || date != nil || keys != nil || dialect != nil || keepAlpha || media != nil
            || !includeFolders.isEmpty || !uniform.isEmpty || noZeroInit || cubeSize != nil || !effect.isEmpty || progress != nil
            || vertexCount != nil || primitive != nil
            || [channel0, channel1, channel2, channel3, channel0Cube, channel1Cube, channel2Cube, channel3Cube].contains { $0 != nil }
    }

    /// The effect inputs of `--from`, `--to` and `--input [NAME=]FILE` (a name is letters, digits and
    /// `_`, not starting with a digit; anything else before an `=` is part of a file name).
    var effect: EffectInputs {
        var inputs = EffectInputs(from: from, to: to)
        for given in input {
            let parts = given.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, let first = parts[0].first, first.isLetter || first == "_",
               parts[0].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) {
                inputs.named[parts[0]] = parts[1]
            } else {
                inputs.main = given
            }
        }
        return inputs
    }

    /// The inputs for the shader's frame, from the flags and the defaults (time 0, frame 0, 60 fps).
    func inputs() throws(CLIError) -> ShaderInputs {
        let fps = self.fps ?? 60
        guard ShaderInputs.fpsRange.contains(fps) else { throw CLIError(ShaderInputError.badFPS(fps).description, code: CLIError.usage) }
        var uniforms: [String: [Float]] = [:]
        var words: [String: String] = [:]
        for assignment in uniform {   // checked in validate()
            if let (name, values) = Self.uniformValues(assignment) { uniforms[name] = values }
            else if let (name, word) = Self.uniformWord(assignment) {
                switch word.lowercased() {
                case "true": uniforms[name] = [1]
                case "false": uniforms[name] = [0]
                default: words[name] = word
                }
            }
        }
        do {
            let script = try keys.map { (spec: String) throws(KeyScriptError) in try KeyScript(parsing: spec) } ?? KeyScript()
            let moment = try ShaderInputs.moment(time: time, frame: frame, fps: fps)   // --frame N alone: iTime N / fps; --time T alone: frame ⌊T × fps⌋
            var inputs = ShaderInputs(time: moment.time, frame: moment.frame, fps: fps,
                                      mouse: try mouse.map { (text: String) throws(ShaderInputError) in try ShaderInputs.parseMouse(text) } ?? .zero, mouseMoved: mouse != nil,
                                      date: try date.map { (text: String) throws(ShaderInputError) in try ShaderDate(parsing: text) } ?? .now(),
                                      uniforms: uniforms, keyboard: .scripted(script))
            inputs.progress = progress
            inputs.uniformWords = words
            return inputs
        } catch {
            throw CLIError(error)   // KeyScriptError and ShaderInputError: each a usage error (64)
        }
    }

    /// The dialects that read `--audio`: Bonzomatic (its spectra), VEDA (its analyser's), ISF (its audio inputs) and
    /// vertexshaderart (its sound, floatSound and volume).
    static let audioDialects: Set<ShaderDialect> = [.bonzomatic, .veda, .isf, .vertexShaderArt]

    /// What `--audio` feeds, for messages.
    static let audioFeeds = "--audio feeds a Bonzomatic shader's texFFT, texFFTSmoothed and texFFTIntegrated, an ISF file's audio and audioFFT inputs, "
        + "a vertexshaderart drawing's sound, floatSound and volume, or a VEDA shader's spectrum, samples and volume"

    /// Reads the shader file, its includes and its channel images; or a multipass folder or export.
    func load(_ path: String) throws(CLIError) -> ShaderScene {
        let channels = [channel0, channel1, channel2, channel3]
        let cubemaps = [channel0Cube, channel1Cube, channel2Cube, channel3Cube]
        for channel in 0..<4 where channels[channel] != nil && cubemaps[channel] != nil {
            throw CLIError("--channel\(channel) and --channel\(channel)-cube both name iChannel\(channel): give one", code: CLIError.usage)
        }
        if MultipassShader.isMultipass(path) {
            if (channels + cubemaps).contains(where: { $0 != nil }) {
                throw CLIError("--channel0..3 are for a single shader file; a multipass shader names its inputs itself (#iChannel0 \"wood.png\" in a pass, or the export's inputs)", code: CLIError.usage)
            }
        }
        if let cubeSize, cubeSize < 1 || cubeSize > MultipassShader.maximumCubeSide {
            throw CLIError("invalid --cube-size \(cubeSize): give the side of a Cube A face in pixels, 1 to \(MultipassShader.maximumCubeSide) (Shadertoy: 1024)", code: CLIError.usage)
        }
        if audio != nil, channels[1...3].contains(where: { $0 != nil }) || cubemaps[1...3].contains(where: { $0 != nil }) {
            throw CLIError("--audio feeds Bonzomatic's spectra on channels 1 to 3 of \(path): give no --channel1..3 with it", code: CLIError.usage)
        }
        // Bonzomatic's spectra are its texture units 1 to 3, VEDA's spectrum and samples 1 and 2, ISF's audio inputs
        // its own pictures, vertexshaderart's sound textures its own; no other dialect reads --audio (told before decoding it).
        let audioReader = audio == nil || MultipassShader.isMultipass(path) ? nil : try? ShaderFile(path: path, dialect: dialect, includeFolders: includeFolders)
        if let file = audioReader, !Self.audioDialects.contains(file.dialect) {
            throw CLIError("\(Self.audioFeeds), and \(path) is \(file.dialect.displayName): give Shadertoy music on a channel (--channel0 song.mp3)", code: CLIError.usage)
        }
        if let file = audioReader, file.dialect == .isf, file.isfAudioInputs.isEmpty {
            throw CLIError("--audio fills an ISF file's audio and audioFFT inputs, and \(path) has none (its pictures are --input NAME=FILE)", code: CLIError.usage)
        }
        // ISF shows a row a channel: its music keeps the channels as recorded; the others hear it mixed to one.
        let channelsKept: AudioTrack.Channels = audioReader?.dialect == .isf ? .asRecorded : .mono
        let track = try audio.map { (file: String) throws(CLIError) in try reportingErrors { try AudioTrack.load(file, channels: channelsKept) } }
        var scene = try reportingErrors {
            try ShaderScene.load(path: path, dialect: dialect, channels: channels, cubemaps: cubemaps, keepAlpha: keepAlpha, media: media, includeFolders: includeFolders,
                                 audio: track, effect: effect)
        }
        if audio != nil {
            // Bonzomatic's spectra are its texture units 1 to 3, VEDA's spectrum and samples 1 and 2, ISF's audio inputs and
            // vertexshaderart's sound textures their own; no other dialect reads --audio.
            guard case .single(let file, _) = scene.source, Self.audioDialects.contains(file.dialect) else {
                throw CLIError("\(Self.audioFeeds), and \(path) is \(scene.summary): give Shadertoy music on a channel (--channel0 song.mp3)", code: CLIError.usage)
            }
        }
        try reportingErrors { try scene.checkMoment(time: time, frame: frame, fps: fps ?? 60) }
        // Each --uniform names an #iUniform of the shader, with a value of its kind inside its range,
        // or a uniform the shader declares itself (`uniform float speed;`), set as given.
        let declared = scene.customUniforms
        for assignment in uniform {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            // A word: an ISF long input's label (true and false are numbers here).
            if let (name, word) = Self.uniformWord(assignment), !["true", "false"].contains(word.lowercased()) {
                guard let labels = scene.labels(ofInput: name) else {
                    throw CLIError("--uniform \(assignment): \(word) is not a number, and \(path) has no ISF long input \(name) with labels; give a number", code: CLIError.usage)
                }
                guard labels.contains(word) else {
                    throw CLIError("--uniform \(assignment): \(name) has no label \(word) (its labels: \(labels.joined(separator: ", ")))", code: CLIError.usage)
                }
                continue
            }
            // An effect's parameter (an ISF input, a gl-transition's): one number, or one per component.
            // An ISF event fires on frames: the frames given, each a whole number from 0.
            if parts.count == 2, scene.effectParameter(named: parts[0])?.type == "event" {
                guard !parts[1].contains(where: \.isLetter), let (_, values) = Self.uniformValues(assignment),
                      values.allSatisfy({ $0 >= 0 && $0 <= 1e9 && $0 == $0.rounded() }) else {
                    throw CLIError("--uniform \(assignment): \(parts[0]) is an ISF event, true on the frames it fires on: give those frames, "
                                   + "whole numbers from 0, comma-separated (\(parts[0])=0,30)", code: CLIError.usage)
                }
                continue
            }
            if parts.count == 2, let parameter = scene.effectParameter(named: parts[0]), let (_, values) = Self.uniformValues(assignment) {
                guard values.count == 1 || values.count == parameter.components else {
                    throw CLIError("--uniform \(assignment): \(parts[0]) is a \(parameter.type); give " + (parameter.components == 1 ? "one number" : "1 or \(parameter.components) numbers, comma-separated"), code: CLIError.usage)
                }
                continue
            }
            if parts.count == 2, declared[parts[0]] == nil, scene.declaresUniform(named: parts[0]) { continue }
            guard parts.count == 2, let custom = declared[parts[0]] else {
                let known = declared.keys.sorted()
                throw CLIError("--uniform \(parts.first ?? assignment): \(path) declares no #iUniform of that name"
                               + (known.isEmpty ? " (it declares none)" : " (it declares \(known.joined(separator: ", ")))"), code: CLIError.usage)
            }
            guard custom.value(parsing: parts[1]) != nil else {
                let range = custom.range.map { " in { \($0.lowerBound), \($0.upperBound) }" } ?? ""
                throw CLIError("--uniform \(assignment): \(custom.name) is a \(custom.kind.rawValue)\(range); give \(custom.kind.count == 1 ? "one number" : "1 or \(custom.kind.count) numbers, comma-separated")"
                               + (custom.kind == .int ? " (whole, from \(-Int(CustomUniform.intLimit)) to \(Int(CustomUniform.intLimit)))" : "") + (range.isEmpty ? "" : " inside that range"), code: CLIError.usage)
            }
        }
        if vertexCount != nil || primitive != nil {
            guard let own = scene.vertexDrawing else {
                throw CLIError(VertexShaderArtError.notADrawing(file: path, flag: vertexCount != nil ? "--vertex-count" : "--primitive", dialect: scene.summary))
            }
            scene.vertexDrawing = try Self.drawing(vertexCount: vertexCount, primitive: primitive, own: own)
        }
        if let cubeSize {
            guard scene.cubeSide != nil else {
                throw CLIError("--cube-size is for a shader with a Cube A pass (cubeA.frag, or an export's cubemap pass); \(path) has none", code: CLIError.usage)
            }
            scene.cubeSide = cubeSize
        }
        for note in scene.leftOut {
            FileHandle.standardError.write(Data("glsandbox: note: \(path) renders without \(note)\n".utf8))
        }
        return scene
    }
}

extension ShaderDialect: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "shadertoy": self = .shadertoy
        case "book-of-shaders", "bookofshaders", "book", "glslviewer": self = .bookOfShaders
        case "glsl", "plain": self = .glsl
        case "glslsandbox", "glsl-sandbox", "sandbox": self = .glslSandbox
        case "twigl", "twigl-classic": self = .twigl
        case "twigl-geek": self = .twiglGeek
        case "twigl-geeker": self = .twiglGeeker
        case "twigl-geekest": self = .twiglGeekest
        case "bonzomatic", "bonzo": self = .bonzomatic
        case "ghostty": self = .ghostty
        case "gl-transition", "gl-transitions", "gltransition", "transition": self = .glTransition
        case "isf": self = .isf
        case "veda": self = .veda
        case "shader-editor", "shadereditor": self = .shaderEditor
        case "kodelife": self = .kodelife
        case "vertexshaderart", "vertex-shader-art", "vsa": self = .vertexShaderArt
        default: return nil
        }
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension PNG.Compression: ExpressibleByArgument {}
