import Foundation

/// VEDA (fand/veda, the live-coding package for Atom, and its player vedajs): its header, its
/// uniforms, its language and its previous frame, as its own code sets them
/// (`packages/veda/src/app.ts`, `config.ts`; `packages/vedajs/src/veda.ts`, `audio-loader.ts`,
/// read at cbbc237; vedajs draws with three.js 0.135).
///
/// A VEDA file is GLSL Sandbox's: `void main()` writing `gl_FragColor`, declaring `uniform float
/// time; uniform vec2 resolution; uniform vec2 mouse; uniform sampler2D backbuffer;` itself, and
/// VEDA's own names besides:
/// - `uniform int FRAMEINDEX`: the frames drawn before this one (0 at the first);
/// - `uniform int PASSINDEX`: the pass being drawn (0: a file of one pass);
/// - `uniform vec3 mouseButtons`: the buttons held (none here: (0, 0, 0));
/// - `uniform float vertexCount`: its setting (3000 unless the header says otherwise);
/// - `uniform sampler2D spectrum`, `samples` and `uniform float volume` (the header's
///   `"audio": true`): a WebAudio `AnalyserNode` over the sound (fftSize 2048, smoothing 0.8):
///   `spectrum` its 1024 bins as bytes (`getByteFrequencyData`), `samples` the first 1024 bytes of
///   its window (`getByteTimeDomainData` into 1024 bytes), both 1024x1 luminance textures read
///   nearest and clamped, and `volume` the root mean square of `samples` as `x / 128 - 1`. Here
///   they are computed so from `--audio FILE` (`MusicAnalyser`); without it they are named.
///
/// Its mouse is the pointer over the canvas, 0 to 1 from the bottom-left, (0, 0) until it moves;
/// its backbuffer the previous frame's picture (an RGBA8 target, magnified nearest, clamped; all
/// zero before frame 0), cleared to (0, 0, 0, 0) before each frame by three.js.
///
/// **Its header** is the first `/* ... */` comment of the file, read as JSON5 (unquoted keys,
/// trailing commas, single quotes, comments): a comment that is not a JSON5 object is no header,
/// as VEDA ignores it. What GLSandbox does not run is refused (``ShaderError/vedaUnsupported(file:what:)``):
/// `PASSES` of more than one pass or with a `TARGET`, `vs`, `fs` or `MODEL`; `IMPORTED` pictures;
/// `glslify`; an `fftSize` other than 2048 or an `fftSmoothingTimeConstant` other than 0.8.
///
/// **Its language.** A file whose first line is `#version 300 es` is compiled as written (VEDA's
/// `GLSL3`, a raw shader). Any other is GLSL ES 1.00 code that three.js (WebGL 2) compiles as
/// GLSL ES 3.00, with `#define varying in`, `gl_FragColor` made an `out vec4`, `texture2D`,
/// `textureCube` and the `EXT` functions made the newer ones, and `precision highp float` before
/// it, as GLSandbox does too.
enum VEDA {
    /// Which of the analyser's rows a texture shows.
    typealias AudioRow = AnalyserRow

    /// The analyser's bins (fftSize 2048 / 2), and the bytes of its waveform VEDA keeps.
    static let audioWidth = 1024

    /// VEDA's own uniforms and their types (GLSL Sandbox's are `GLSLSandbox/types`).
    static let types: [String: String] = [
        "spectrum": "sampler2D", "samples": "sampler2D", "volume": "float", "PASSINDEX": "int", "FRAMEINDEX": "int", "mouseButtons": "vec3",
    ]

    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = Array(types.keys) + ["vertexCount"]

    /// The sound's names: set from `--audio`, else named.
    static let audioNames: Set<String> = ["spectrum", "samples", "volume"]

    /// The keys that make a header ISF's, never VEDA's.
    static let isfOnlyKeys: Set<String> = ["ISFVSN", "INPUTS", "CATEGORIES", "DESCRIPTION", "CREDIT", "PERSISTENT_BUFFERS"]

    /// The header: the first `/* ... */` comment of `text`, when it is a JSON5 object; nil otherwise.
    static func header(of text: String) -> [String: Any]? {
        guard let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) else { return nil }
        let body = text[open.upperBound..<close.lowerBound]
        guard body.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") else { return nil }
        return try? JSON5.parse(String(body)) as? [String: Any]
    }

    /// Whether the first comment of `text` is strict JSON (as ISF's headers are).
    static func isStrictJSON(_ text: String) -> Bool {
        guard let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) else { return false }
        return (try? JSONSerialization.jsonObject(with: Data(text[open.upperBound..<close.lowerBound].utf8))) != nil
    }

    /// Whether `text` (scanned as `scan`) is VEDA's: a `main` that declares one of VEDA's own
    /// uniforms with its type, or a JSON5 header with none of ISF's keys and either one of GLSL
    /// Sandbox's uniforms declared with its type or a header that is not strict JSON (ISF's are).
    static func isVEDA(_ text: String, scan: GLSLScan) -> Bool {
        guard scan.definesMain else { return false }
        if types.contains(where: { scan.uniforms[$0.key] == $0.value }) { return true }
        guard let header = header(of: text), !header.keys.contains(where: isfOnlyKeys.contains) else { return false }
        // ISF's headers are JSON; one that is JSON5 and not JSON (unquoted keys, trailing commas) is VEDA's.
        return GLSLSandbox.types.contains { scan.uniforms[$0.key] == $0.value } || !isStrictJSON(text)
    }

    /// What the header asks for, checked: the settings GLSandbox uses.
    struct Settings: Sendable, Equatable {
        var audio = false
        var vertexCount: Float = 3000
        /// `PASSES` drawing the file into render targets: each pass's `TARGET` (nil: the canvas).
        var passes: [Target?] = []
    }

    /// A pass's render target (`TARGET`): a picture named by a `uniform sampler2D` of that name,
    /// RGBA of bytes or of floats (`FLOAT`), of the canvas's size or of `WIDTH` and `HEIGHT`
    /// (JavaScript of `$WIDTH` and `$HEIGHT`, evaluated as ISF's sizes are).
    struct Target: Sendable, Equatable {
        var name: String
        var isFloat = false
        var width: ISFExpression?
        var height: ISFExpression?
    }

    /// The most passes with targets (channels 3 to 15 hold the targets).
    static let maximumTargets = 13

    /// The settings of VEDA file `text` (named `file` in errors).
    ///
    /// - Throws: ``ShaderError/vedaUnsupported(file:what:)`` naming what the header asks for that
    ///   GLSandbox does not run.
    static func settings(of text: String, file: String) throws(ShaderError) -> Settings {
        var settings = Settings()
        guard let header = header(of: text) else { return settings }
        if let passes = header["PASSES"] as? [Any] {
            let drawing = passes.compactMap { $0 as? [String: Any] }.filter { pass in ["vs", "fs", "MODEL"].contains { pass[$0] != nil } }
            if !drawing.isEmpty || passes.contains(where: { !($0 is [String: Any]) }) {
                throw .vedaUnsupported(file: file, what: "VEDA PASSES (\(passes.count) pass\(passes.count == 1 ? "" : "es"), with vertex shaders, other files or models: vs, fs, MODEL)")
            }
            if passes.count > 1 || passes.contains(where: { ($0 as? [String: Any])?["TARGET"] != nil }) {
                settings.passes = try targets(of: passes.compactMap { $0 as? [String: Any] }, file: file)
            }
        }
        if let imported = header["IMPORTED"] as? [String: Any], !imported.isEmpty {
            throw .vedaUnsupported(file: file, what: "VEDA IMPORTED files (\(imported.keys.sorted().joined(separator: ", ")))")
        }
        if header["glslify"] as? Bool == true { throw .vedaUnsupported(file: file, what: "glslify") }
        if let size = (header["fftSize"] as? NSNumber)?.doubleValue, size != 2048 {
            throw .vedaUnsupported(file: file, what: "an fftSize of \(formatted(size)) (GLSandbox's analyser is 2048)")
        }
        if let smoothing = (header["fftSmoothingTimeConstant"] as? NSNumber)?.doubleValue, smoothing != 0.8 {
            throw .vedaUnsupported(file: file, what: "an fftSmoothingTimeConstant of \(formatted(smoothing)) (GLSandbox's analyser smooths by 0.8)")
        }
        settings.audio = header["audio"] as? Bool ?? false
        if let count = (header["vertexCount"] as? NSNumber)?.floatValue, count.isFinite { settings.vertexCount = count }
        return settings
    }

    /// The targets of `PASSES`, checked: a name a `uniform sampler2D` can have, each once, sizes
    /// that evaluate, at most ``maximumTargets``.
    private static func targets(of passes: [[String: Any]], file: String) throws(ShaderError) -> [Target?] {
        var result: [Target?] = []
        for (index, pass) in passes.enumerated() {
            guard let written = pass["TARGET"] else { result.append(nil); continue }
            guard let name = written as? String, let first = name.unicodeScalars.first,
                  CharacterSet.letters.union(CharacterSet(charactersIn: "_")).contains(first),
                  name.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }), name.utf8.count <= 64 else {
                throw .vedaUnsupported(file: file, what: "a TARGET in pass \(index) that is not a name a uniform can have (\(String(describing: written).prefix(80)))")
            }
            if result.contains(where: { $0?.name == name }) { throw .vedaUnsupported(file: file, what: "two passes drawing into one TARGET, \(name)") }
            var target = Target(name: name, isFloat: pass["FLOAT"] as? Bool ?? false)
            for key in ["WIDTH", "HEIGHT"] {
                guard let value = pass[key] else { continue }
                // `"$WIDTH / 2"` or a number; JavaScript's `Math.floor(...)` as ISF's `floor(...)`.
                let text = (value as? String) ?? (value as? NSNumber).map { "\($0.doubleValue)" } ?? ""
                let plain = text.replacingOccurrences(of: "Math.", with: "").replacingOccurrences(of: "$", with: "")
                do {
                    let expression = try ISFExpression(plain, names: ["WIDTH", "HEIGHT"])
                    if key == "WIDTH" { target.width = expression } else { target.height = expression }
                } catch {
                    throw .vedaUnsupported(file: file, what: "a \(key) of \(name) that GLSandbox does not evaluate (\(text.prefix(80)): \(error.reason))")
                }
            }
            result.append(target)
        }
        let count = result.compactMap { $0 }.count
        if count > maximumTargets { throw .vedaUnsupported(file: file, what: "\(count) render targets (GLSandbox draws at most \(maximumTargets))") }
        return result
    }

    /// The passes of a VEDA file with `PASSES` into targets (nil for any other), as vedajs draws
    /// them (`Veda.render`): each pass in order, `PASSINDEX` its index; a pass with a `TARGET`
    /// draws into the target's next picture (cleared first), and the target's uniform then reads
    /// it, so later passes see this frame's picture and the pass itself its previous one; the
    /// last pass draws the canvas, reading its own target's new picture too; `backbuffer` is the
    /// canvas of the frame before. Targets are read linearly when smaller, nearest when larger,
    /// clamped; bytes unless `FLOAT`; zero before frame 0.
    static func passes(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        guard file.dialect == .veda, let settings = try? settings(of: file.text, file: file.path), !settings.passes.isEmpty else { return nil }
        let targets = settings.passes.compactMap { $0 }
        let sampling = Texture2D.TextureSampling(filter: .linearMinifyingNearestMagnifying, wrap: .clamp)
        func buffer(_ index: Int) -> MultipassShader.Buffer { MultipassShader.Buffer(rawValue: index)! }
        let backbuffer = buffer(targets.count)   // the canvas of the frame before
        var inputs = channels + Array(repeating: nil, count: max(0, 3 + targets.count - channels.count))
        inputs[0] = Channel(.buffer(backbuffer), sampling: sampling, name: "backbuffer")
        for (index, target) in targets.enumerated() { inputs[firstTargetChannel + index] = Channel(.buffer(buffer(index)), sampling: sampling, name: target.name) }
        var passes: [MultipassShader.Pass] = []
        for (number, target) in settings.passes.enumerated() {
            var variant = file
            variant.passIndex = number
            if let target, let index = targets.firstIndex(of: target) {
                passes.append(MultipassShader.Pass(buffer: buffer(index), file: variant, inputs: inputs))
            }
            guard number == settings.passes.count - 1 else { continue }
            // The canvas, then the same draw into the backbuffer's next picture (read next frame).
            passes.append(MultipassShader.Pass(buffer: backbuffer, file: variant, inputs: inputs))
            var last = inputs
            last[0] = Channel(.bufferBefore(backbuffer), sampling: sampling, name: "backbuffer")
            passes.append(MultipassShader.Pass(buffer: nil, file: variant, inputs: last))
        }
        var shader = MultipassShader(passes: passes, path: file.path, files: file.files)
        shader.eightBitBuffers.insert(backbuffer)
        shader.clearedBuffers[backbuffer] = RGBA(0, 0, 0, 0)
        let budget = (try? ShaderImages.budget()) ?? ShaderImages.defaultBudget
        for (index, target) in targets.enumerated() {
            if !target.isFloat { shader.eightBitBuffers.insert(buffer(index)) }
            shader.clearedBuffers[buffer(index)] = RGBA(0, 0, 0, 0)
            // Every target's size, all checked against the texture budget together, each frame.
            shader.bufferSizes[buffer(index)] = MultipassShader.BufferSize { [path = file.path] frame, _ in
                try targetSizes(targets, file: path, frame: frame, budget: budget)[index]
            }
        }
        return shader
    }

    /// Every target's size in a frame of `frame` pixels: `WIDTH` and `HEIGHT` evaluated (not a
    /// number: 1), their whole part, at least 1.
    ///
    /// - Throws: ``ShaderError/vedaUnsupported(file:what:)`` for a side above `ISF.maximumTargetSide`,
    ///   or targets (two pictures each) that together take more than the texture budget.
    static func targetSizes(_ targets: [Target], file: String, frame: Size, budget: UInt64) throws(ShaderError) -> [Size] {
        let variables = ["WIDTH": Double(frame.width), "HEIGHT": Double(frame.height)]
        var sizes: [Size] = []
        var bytes: UInt64 = 0
        for target in targets {
            func side(_ expression: ISFExpression?, _ whole: Int) throws(ShaderError) -> Int {
                guard let expression else { return whole }
                let value = expression.value(variables)
                guard !value.isNaN else { return 1 }
                guard value < Double(ISF.maximumTargetSide + 1) else {
                    throw .vedaUnsupported(file: file, what: "a target \(target.name) whose side \"\(expression.written)\" is more than "
                                           + "the \(ISF.maximumTargetSide) pixels a side GLSandbox makes in a \(frame.width)x\(frame.height) frame")
                }
                return max(1, Int(value.rounded(.towardZero)))
            }
            let size = Size(try side(target.width, frame.width), try side(target.height, frame.height))
            bytes += UInt64(size.width) * UInt64(size.height) * (target.isFloat ? 16 : 4) * 2   // two pictures each
            guard bytes <= budget else {
                throw .vedaUnsupported(file: file, what: "render targets that take more than the texture budget at \(frame.width)x\(frame.height) "
                                       + "(\(budget >> 20) MiB, \(ShaderImages.budgetVariable); \(target.name) is \(size.width)x\(size.height))")
            }
            sizes.append(size)
        }
        return sizes
    }

    /// Whether `file` draws VEDA passes into targets: a history (a target keeps its pictures).
    static func hasTargets(_ file: ShaderFile) -> Bool { file.dialect == .veda && !targetNames(file).isEmpty }

    /// The channel (and texture unit) of the first target: after the backbuffer and the sound's two.
    static let firstTargetChannel = 3

    /// The names of a VEDA file's targets, each a `sampler2D` on its channel.
    static func targetNames(_ file: ShaderFile) -> [String] {
        ((try? settings(of: file.text, file: file.path))?.passes ?? []).compactMap { $0?.name }
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Whether the file's first line is `#version 300 es`: VEDA's `GLSL3`, compiled as written.
    static func isGLSL3(_ scan: GLSLScan) -> Bool {
        scan.versionLine == 0 && scan.version?.number == 300 && scan.version?.isES == true
    }

    /// The language: its own `#version`; else GLSL ES 3.00, as three.js compiles a
    /// `ShaderMaterial` in WebGL 2.
    static func language(of scan: GLSLScan) -> GLSLVersion {
        scan.version ?? GLSLVersion(number: 300, profile: "es")
    }

    /// The lines before the user's text: GLSL Sandbox's precision lines (`mediump` and `lowp` as
    /// `highp`, as a desktop browser computes them) and, for code without a `#version` of its own,
    /// three.js's WebGL 2 prefix (its `#define`s mapping GLSL ES 1.00's names, and `precision highp float`).
    static func preamble(for scan: GLSLScan, language: GLSLVersion) -> [String] {
        var lines = GLSLSandbox.preamble(for: scan, language: language, dialect: .veda)
        guard scan.version == nil else { return lines }
        lines += [
            "#define varying in",
            "layout(location = 0) out highp vec4 pc_fragColor;",
            "#define gl_FragColor pc_fragColor",
            "#define gl_FragDepthEXT gl_FragDepth",
            "#define texture2D texture",
            "#define textureCube texture",
            "#define texture2DProj textureProj",
            "#define texture2DLodEXT textureLod",
            "#define texture2DProjLodEXT textureProjLod",
            "#define textureCubeLodEXT textureLod",
            "#define texture2DGradEXT textureGrad",
            "#define texture2DProjGradEXT textureProjGrad",
            "#define textureCubeGradEXT textureGrad",
            "precision highp float;",
            "precision highp int;",
            "#define HIGH_PRECISION",
        ]
        return lines
    }

    /// Whether `file` reads its previous frame: it declares `uniform sampler2D backbuffer` and names it elsewhere.
    static func readsBackbuffer(_ file: ShaderFile) -> Bool {
        file.dialect == .veda && file.scan.uniforms["backbuffer"] == "sampler2D" && file.scan.referenced.contains("backbuffer")
    }

    /// The units of the sound's textures: `spectrum` on channel 1, `samples` on channel 2 (the
    /// previous frame is on 0).
    static func unit(_ row: AudioRow) -> Int { row == .spectrum ? 1 : 2 }

    /// The channels of `--audio`'s `spectrum` and `samples`, 1 and 2.
    static func audioChannels(_ track: AudioTrack) -> [Channel?] {
        [nil, Channel(.analyser(track, .spectrum), name: "spectrum"), Channel(.analyser(track, .samples), name: "samples")]
    }

    /// What to tell the user about a sound uniform when no music was given.
    static func note(for name: String, file: String) -> ShaderNote? {
        guard audioNames.contains(name) else { return nil }
        return .dialectInputUnset(file: file, name: name, type: types[name] ?? "float",
                                  meaning: "VEDA's analysis of the sound, and no sound was given (--audio FILE)",
                                  reads: name == "volume" ? "0" : "black")
    }

    /// The row of uniform `name` in `file`, a VEDA file, if VEDA sets it.
    static func row(named name: String, file: ShaderFile?) -> ShaderUniforms.Row? {
        if name == "volume" {
            guard let track = file?.heardTrack else { return nil }
            return ShaderUniforms.Row(name: name, kind: .float) { .float(volume(of: track, at: $0.inputs.time)) }
        }
        if name == "vertexCount" {
            let count = file.flatMap { try? settings(of: $0.text, file: $0.path).vertexCount } ?? 3000
            return ShaderUniforms.Row(name: name, kind: .float) { _ in .float(count) }
        }
        if audioNames.contains(name), file?.heardTrack == nil { return nil }
        if name == "PASSINDEX" { return ShaderUniforms.Row(name: name, kind: .int) { [index = file?.passIndex ?? 0] _ in .int(index) } }
        if let file, let index = targetNames(file).firstIndex(of: name) {
            return ShaderUniforms.Row(name: name, kind: .sampler2D) { _ in .int(firstTargetChannel + index) }
        }
        return rows[name]
    }

    /// `volume` at `time`: the root mean square of the analyser's 1024 waveform bytes `b`, as `b / 128 - 1`.
    static func volume(of track: AudioTrack, at time: Double) -> Float {
        let block = MusicAnalyser.block(of: track, at: time)
        var sum = 0.0
        for n in 0..<audioWidth {
            let byte = (128 * (1 + Double(block[n]))).rounded(.down)
            let value = byte.isNaN ? 128 : min(255, max(0, byte))
            sum += (value / 128 - 1) * (value / 128 - 1)
        }
        return Float((sum / Double(audioWidth)).squareRoot())
    }

    private static let rows: [String: ShaderUniforms.Row] = Dictionary(uniqueKeysWithValues: [
        ShaderUniforms.Row(name: "time", kind: .float) { .float(Float($0.inputs.time)) },
        ShaderUniforms.Row(name: "resolution", kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) },
        ShaderUniforms.Row(name: "mouse", kind: .vec2) { frame in
            .vec2(frame.inputs.mouse.x / Float(max(1, frame.size.width)), frame.inputs.mouse.y / Float(max(1, frame.size.height)))
        },
        ShaderUniforms.Row(name: "backbuffer", kind: .sampler2D) { _ in .int(0) },
        ShaderUniforms.Row(name: "FRAMEINDEX", kind: .int) { .int($0.inputs.frame) },
        ShaderUniforms.Row(name: "PASSINDEX", kind: .int) { _ in .int(0) },
        ShaderUniforms.Row(name: "mouseButtons", kind: .vec3) { _ in .vec3(.zero) },
        ShaderUniforms.Row(name: "spectrum", kind: .sampler2D) { _ in .int(unit(.spectrum)) },
        ShaderUniforms.Row(name: "samples", kind: .sampler2D) { _ in .int(unit(.samples)) },
    ].map { ($0.name, $0) })
}

/// Which row of a WebAudio analyser's bytes a texture shows: VEDA's `spectrum` (the frequency
/// bytes) or `samples` (the waveform bytes).
public enum AnalyserRow: Sendable, Equatable { case spectrum, samples }

/// A reader of JSON5 (json5.org), the language of VEDA's header: JSON plus unquoted keys,
/// single-quoted strings, trailing commas, comments, hexadecimal numbers, `Infinity` and `NaN`,
/// leading and trailing decimal points and a leading `+`. Gives what `JSONSerialization` gives
/// (`[String: Any]`, `[Any]`, `String`, `NSNumber`, `NSNull`). Nests at most 64 deep.
enum JSON5 {
    struct Invalid: Error { let offset: Int }

    static func parse(_ text: String) throws(Invalid) -> Any {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw Invalid(offset: reader.index) }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = current {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C { index += 1; continue }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while let byte = current, byte != 0x0A { _ = byte; index += 1 }
                    continue
                }
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(bytes.count, index + 2)
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) throws(Invalid) -> Any {
            guard depth < 64 else { throw Invalid(offset: index) }
            skipSpace()
            guard let byte = current else { throw Invalid(offset: index) }
            switch byte {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return try string()
            default:
                let word = identifier()
                switch word {
                case "true": return NSNumber(value: true)
                case "false": return NSNumber(value: false)
                case "null": return NSNull()
                case "": return try number()
                default:
                    index -= word.utf8.count
                    return try number()
                }
            }
        }

        mutating func object(depth: Int) throws(Invalid) -> [String: Any] {
            index += 1
            var result: [String: Any] = [:]
            while true {
                skipSpace()
                guard let byte = current else { throw Invalid(offset: index) }
                if byte == UInt8(ascii: "}") { index += 1; return result }
                let key: String
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { key = try string() } else {
                    key = identifier()
                    guard !key.isEmpty else { throw Invalid(offset: index) }
                }
                skipSpace()
                guard current == UInt8(ascii: ":") else { throw Invalid(offset: index) }
                index += 1
                result[key] = try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                guard current == UInt8(ascii: "}") else { throw Invalid(offset: index) }
            }
        }

        mutating func array(depth: Int) throws(Invalid) -> [Any] {
            index += 1
            var result: [Any] = []
            while true {
                skipSpace()
                guard let byte = current else { throw Invalid(offset: index) }
                if byte == UInt8(ascii: "]") { index += 1; return result }
                result.append(try value(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { index += 1; continue }
                guard current == UInt8(ascii: "]") else { throw Invalid(offset: index) }
            }
        }

        /// An identifier (a key, `true`, `Infinity` ...): letters, digits, `_` and `$`, not starting with a digit.
        mutating func identifier() -> String {
            let start = index
            while let byte = current, byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || (byte >= 0x80)
                    || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || (index > start && byte >= 0x30 && byte <= 0x39) {
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        mutating func string() throws(Invalid) -> String {
            let quote = bytes[index]
            index += 1
            var out: [UInt8] = []
            while let byte = current {
                index += 1
                if byte == quote { return String(decoding: out, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
                guard let escaped = current else { throw Invalid(offset: index) }
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "0"): out.append(0)
                case 0x0A: break   // a line continued
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
                        throw Invalid(offset: index)
                    }
                    index += 4
                    out += Array(String(UnicodeScalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
                default: out.append(escaped)
                }
            }
            throw Invalid(offset: index)
        }

        mutating func number() throws(Invalid) -> NSNumber {
            let start = index
            var sign = 1.0
            if let byte = current, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { sign = byte == UInt8(ascii: "-") ? -1 : 1; index += 1 }
            let word = identifier()
            if word == "Infinity" { return NSNumber(value: sign * .infinity) }
            if word == "NaN" { return NSNumber(value: Double.nan) }
            guard word.isEmpty else { throw Invalid(offset: start) }
            if current == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
                index += 2
                let digits = index
                while let byte = current, (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f")) { index += 1 }
                guard let value = UInt64(String(decoding: bytes[digits..<index], as: UTF8.self), radix: 16) else { throw Invalid(offset: start) }
                return NSNumber(value: sign * Double(value))
            }
            let digits = index
            while let byte = current, (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e")
                    || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && index > digits && bytes[index - 1] | 0x20 == UInt8(ascii: "e")) {
                index += 1
            }
            var text = String(decoding: bytes[digits..<index], as: UTF8.self)
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasSuffix(".") { text += "0" }
            text = text.replacingOccurrences(of: ".e", with: ".0e").replacingOccurrences(of: ".E", with: ".0E")
            guard !text.isEmpty, let value = Double(text) else { throw Invalid(offset: start) }
            return NSNumber(value: sign * value)
        }
    }
}
