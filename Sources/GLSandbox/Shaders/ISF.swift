import Foundation

/// ISF, the Interactive Shader Format (VIDVOX; read by VDMX, Resolume, MadMapper, ossia score): a
/// fragment shader whose first comment is a JSON header naming its inputs, then GLSL that reads
/// them, and ISF's built-ins, without declaring them.
///
/// Read from the ISF specification (Vidvox/ISF-Files, the ISF spec pages) and its reference
/// implementations (VVISF-GL, interactive-shader-format-js), not copied:
/// - the header is the first comment, `/* { "ISFVSN": "2", "INPUTS": [...] } */`, strict JSON; a
///   header that is not JSON, or an input of an unknown `TYPE`, is refused;
/// - each input is a uniform of its type: `event` and `bool` a `bool`, `long` an `int` (its
///   `VALUES`, named by `LABELS`), `float` a `float`, `point2D` a `vec2`, `color` a `vec4`,
///   `image` a `sampler2D` with its size (`IMG_SIZE`); `audio` and `audioFFT` are pictures too,
///   of music (``ISFAudio``: a row a channel, at most `MAX` columns; see ``channels(for:header:effect:roots:audio:)``). Each takes its `DEFAULT` as written (else
///   0; VVISF does not clamp it), a value given by name (`--uniform NAME=VALUE`, a `long` by value
///   or label) replacing it, clamped to `MIN`/`MAX` where the header gives them;
/// - the built-ins: `TIME` (seconds), `TIMEDELTA` (1 / fps), `DATE` (year, month 1 to 12, day,
///   seconds since midnight), `FRAMEINDEX`, `PASSINDEX` (0), `RENDERSIZE` (the frame in pixels),
///   `isf_FragNormCoord` (0 to 1 across the frame from the bottom-left; ISF v1's
///   `vv_FragNormCoord` too), `IMG_PIXEL(image, pixel)`, `IMG_NORM_PIXEL(image, normalised)`,
///   `IMG_THIS_PIXEL(image)`, `IMG_THIS_NORM_PIXEL(image)`, `IMG_SIZE(image)`;
/// - pictures are upright: `IMG_NORM_PIXEL(inputImage, isf_FragNormCoord)` shows the picture as it
///   looks; read linearly, clamped to the edge;
/// - a filter's `inputImage` is the main effect input, a transition's `startImage` and `endImage`
///   its from and to pictures, its `progress` the transition's progress unless given by name;
///   any other image input is filled by name;
/// - the code is desktop GLSL of ISF's era (`gl_FragColor`, `texture2D`, `varying`), compiled as
///   GLSL 4.50 (or what the context offers) with those names mapped.
///
/// `PASSES` with targets (persistent and float, sized by expressions) run as ``passes(_:channels:)``
/// says; `IMPORTED` pictures and a `.vs` beside the file run too. Not yet: more than four pictures
/// and targets together (refused, named: ``ShaderError/isfUnsupported(file:what:)``).
enum ISF {
    /// The most samplers (pictures and render targets together) a file may read: GL 4.5's least
    /// number of texture units a fragment shader has. (The other dialects read four channels.)
    static let maximumSamplers = 16
    /// The most `PASSES` a file may have (Vidvox's files have 11 at most).
    static let maximumPasses = 64

    /// One entry of `INPUTS`.
    struct Input: Sendable, Hashable {
        enum Kind: String, Sendable, Hashable, CaseIterable {
            case event, bool, long, float, point2D, color, image, audio, audioFFT
        }

        var name: String
        var kind: Kind
        /// The default, one number per component (a bool is 0 or 1).
        var values: [Float]
        var minimum: [Float]?
        var maximum: [Float]?
        /// A `long`'s labels and the value each names.
        var labels: [String: Float] = [:]
        /// An `audio` or `audioFFT` input's `MAX`: the columns it asks for (its whole part, as VVISF
        /// reads it); nil: the native width (``ISFAudio``).
        var audioColumns: Int?

        var isAudio: Bool { kind == .audio || kind == .audioFFT }
        /// The picture an audio input reads.
        var audioKind: ISFAudio.Kind? { kind == .audio ? .waveform : kind == .audioFFT ? .spectrum : nil }

        var isPicture: Bool { kind == .image || kind == .audio || kind == .audioFFT }
        var glslType: String {
            switch kind {
            case .event, .bool: "bool"
            case .long: "int"
            case .float: "float"
            case .point2D: "vec2"
            case .color: "vec4"
            case .image, .audio, .audioFFT: "sampler2D"
            }
        }
        var arity: Int {
            switch kind {
            case .point2D: 2
            case .color: 4
            default: 1
            }
        }
    }

    /// One `IMPORTED` picture.
    struct Imported: Sendable, Hashable {
        var name: String
        var path: String
    }

    /// A named buffer that passes draw into (`"TARGET": "NAME"`) and read as a picture of that name.
    struct Target: Sendable, Hashable {
        var name: String
        /// `PERSISTENT` (or ISF v1's `PERSISTENT_BUFFERS`): it keeps its picture from one frame to
        /// the next; otherwise it holds nothing before the first pass of a frame that draws it.
        var persistent: Bool
        /// `FLOAT`: RGBA32F, as VVISF makes float targets; otherwise RGBA8 (values clamped to 0...1).
        var isFloat = false
        /// `WIDTH` and `HEIGHT` (nil: the frame's).
        var width: ISFExpression?
        var height: ISFExpression?
    }

    /// One entry of `PASSES`: the target it draws into (nil: the picture, for the last pass).
    struct Pass: Sendable, Hashable {
        var target: String?
    }

    /// A file's header.
    struct Header: Sendable, Hashable {
        var inputs: [Input]
        /// `IMPORTED` pictures: name and file as written (relative to the ISF file's folder).
        var imported: [Imported] = []
        /// `PASSES` in order (one without a target when the header has none).
        var passes: [Pass] = [Pass(target: nil)]
        /// The targets the passes draw into, in the order first named (ISF v1's `PERSISTENT_BUFFERS` first).
        var targets: [Target] = []
        /// The pass a compiled variant of the file is (`PASSINDEX`), set for each pass.
        var passIndex = 0
        /// The picture inputs, then the imported pictures, in order: channel i reads `pictures[i]`.
        var pictures: [String] { inputs.filter(\.isPicture).map(\.name) + imported.map(\.name) }
        /// Everything read as a sampler: the pictures, then the targets; channel i reads `samplers[i]` (at most ``ISF/maximumSamplers``).
        var samplers: [String] { pictures + targets.map(\.name) }
        var isTransition: Bool { pictures.contains("startImage") && pictures.contains("endImage") }
        /// Whether a frame's picture depends on the frames before it (a persistent target).
        var hasHistory: Bool { targets.contains(where: \.persistent) }
        /// The names a target's size may read: WIDTH, HEIGHT and the inputs of one number.
        var sizeNames: Set<String> {
            Set(["WIDTH", "HEIGHT"] + inputs.filter { [.event, .bool, .long, .float].contains($0.kind) }.map(\.name))
        }
    }

    /// The JSON text of the first comment of `text`, when the file opens with one that looks like an
    /// ISF header (`/*` then `{`); nil for any other file.
    static func headerText(of text: String) -> String? {
        var rest = Substring(text)
        while let first = rest.first, first.isWhitespace || first == "\u{FEFF}" { rest = rest.dropFirst() }
        guard rest.hasPrefix("/*"), let end = rest.range(of: "*/") else { return nil }
        let body = rest[rest.index(rest.startIndex, offsetBy: 2)..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        return body.hasPrefix("{") ? body : nil
    }

    /// The keys that make a JSON-looking first comment an ISF header (VEDA's JSON5 header, which
    /// has none of them, stays VEDA's).
    static let markers = ["\"ISFVSN\"", "\"INPUTS\"", "\"CATEGORIES\"", "\"DESCRIPTION\"", "\"CREDIT\"", "\"PASSES\"", "\"IMPORTED\"", "\"PERSISTENT_BUFFERS\""]

    /// Whether `text` is an ISF file: its first comment is a JSON-looking header with one of ISF's
    /// keys and the code defines `main`.
    static func isISF(_ text: String) -> Bool {
        guard let header = headerText(of: text) else { return false }
        return markers.contains { header.contains($0) }
    }

    /// The header of ISF file `file` (named in errors).
    ///
    /// - Throws: ``ShaderError/isfHeader(file:reason:)`` when it is not JSON or not an ISF header;
    ///   ``ShaderError/isfInputType(file:name:type:)`` for an input of a type ISF does not have.
    static func header(of text: String, file: String) throws(ShaderError) -> Header {
        guard let json = headerText(of: text) else { throw .isfHeader(file: file, reason: "the file does not open with a /* { ... } */ comment") }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(json.utf8)) } catch {
            throw .isfHeader(file: file, reason: "its first comment is not JSON (\(jsonProblem(error)))")
        }
        guard let top = object as? [String: Any] else { throw .isfHeader(file: file, reason: "its first comment is JSON but not an object") }
        var inputs: [Input] = []
        for entry in (top["INPUTS"] as? [Any]) ?? [] {
            guard let entry = entry as? [String: Any], let name = entry["NAME"] as? String, isIdentifier(name) else {
                throw .isfHeader(file: file, reason: "an INPUTS entry has no NAME that is a GLSL name")
            }
            let written = entry["TYPE"] as? String ?? "(none)"
            guard let kind = Input.Kind(rawValue: written) else { throw .isfInputType(file: file, name: name, type: written) }
            var input = Input(name: name, kind: kind, values: Array(repeating: 0, count: kind == .point2D ? 2 : kind == .color ? 4 : 1),
                              minimum: numbers(entry["MIN"]), maximum: numbers(entry["MAX"]))
            if let given = numbers(entry["DEFAULT"]), given.count == input.arity { input.values = given }
            if input.isAudio, let written = entry["MAX"] {
                // The samples or bins it wants (VVISF: a number's whole part); anything else is refused, named.
                let shown = (try? JSONSerialization.data(withJSONObject: written, options: [.fragmentsAllowed])).map { String(decoding: $0, as: UTF8.self) } ?? "\(written)"
                guard let number = written as? NSNumber, number.doubleValue.isFinite, number.doubleValue >= 1, number.doubleValue < 1e9 else {
                    throw .isfHeader(file: file, reason: "its \(kind.rawValue) input \(name) has MAX \(shown): an audio input's MAX is the number of "
                                     + (kind == .audio ? "samples" : "frequency bins") + " it wants, a whole number from 1 (GLSandbox gives at most "
                                     + "\(kind == .audio ? ISFAudio.Kind.waveform.nativeWidth : ISFAudio.Kind.spectrum.nativeWidth))")
                }
                input.audioColumns = Int(number.doubleValue.rounded(.towardZero))
                input.maximum = nil
            }
            if kind == .long, let values = entry["VALUES"] as? [Any], let labels = entry["LABELS"] as? [Any] {
                for (value, label) in zip(values, labels) {
                    if let label = label as? String, let number = numbers(value)?.first { input.labels[label] = number }
                }
            }
            inputs.append(input)
        }
        // IMPORTED: ISF v2's object of NAME: {"PATH": file}, or v1's array of {"NAME", "PATH"}.
        var imported: [Imported] = []
        var entries: [(String, Any)] = []
        if let object = top["IMPORTED"] as? [String: Any] { entries = object.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
        if let array = top["IMPORTED"] as? [Any] { entries = array.compactMap { entry in (entry as? [String: Any]).map { (($0["NAME"] as? String) ?? "", $0) } } }
        for (name, value) in entries {
            guard isIdentifier(name), let path = (value as? [String: Any])?["PATH"] as? String, !path.isEmpty else {
                throw .isfHeader(file: file, reason: "an IMPORTED entry has no GLSL NAME or no PATH")
            }
            imported.append(Imported(name: name, path: path))
        }
        var header = Header(inputs: inputs, imported: imported)
        try readPasses(top, into: &header, file: file)
        if header.samplers.count > maximumSamplers {
            let pictures = header.pictures.count, targets = header.targets.count
            throw .isfUnsupported(file: file, what: "\(header.samplers.count) samplers (\(pictures) picture input\(pictures == 1 ? "" : "s") or IMPORTED picture\(pictures == 1 ? "" : "s") "
                                  + "and \(targets) render target\(targets == 1 ? "" : "s"))")
        }
        return header
    }

    /// `PASSES` and ISF v1's `PERSISTENT_BUFFERS`, as VVISF reads them: a pass's `TARGET` names a
    /// target, made at its first mention, `PERSISTENT` there (true, a number above 0, or "true");
    /// a later pass naming it again replaces its `WIDTH` and `HEIGHT` where it gives them, and its
    /// `FLOAT`. A pass whose `TARGET` is not a string draws into no target.
    private static func readPasses(_ top: [String: Any], into header: inout Header, file: String) throws(ShaderError) {
        let taken = Set(header.inputs.map(\.name) + header.imported.map(\.name))
        func flag(_ value: Any?) -> Bool {
            switch value {
            case let number as NSNumber: number.doubleValue > 0
            case let text as String: ["true", "yes", "1"].contains(text.lowercased())
            default: false
            }
        }
        func size(_ value: Any?, pass: String) throws(ShaderError) -> ISFExpression?? {
            let text: String
            switch value {
            case nil: return .none
            case let number as NSNumber: text = "\(number.doubleValue)"
            case let string as String: text = string
            default: throw .isfPassSize(file: file, pass: pass, expression: "\(value.map { "\($0)" } ?? "")", reason: "is neither a number nor a string")
            }
            do { return .some(try ISFExpression(text, names: header.sizeNames)) } catch {
                throw .isfPassSize(file: file, pass: pass, expression: text, reason: "does not evaluate: \(error.reason)")
            }
        }
        func newTarget(_ name: String, persistent: Bool, where place: String) throws(ShaderError) -> Int {
            guard isIdentifier(name) else { throw .isfHeader(file: file, reason: "\(place) names a target \"\(name)\" that is not a GLSL name") }
            guard !taken.contains(name) else { throw .isfHeader(file: file, reason: "\(place) names a target \(name), which is also an input's or an IMPORTED picture's name") }
            header.targets.append(Target(name: name, persistent: persistent))
            return header.targets.count - 1
        }
        // ISF v1: PERSISTENT_BUFFERS, an array of names or an object of name: {WIDTH, HEIGHT, FLOAT}.
        if let names = top["PERSISTENT_BUFFERS"] as? [Any] {
            for case let name as String in names where !header.targets.contains(where: { $0.name == name }) {
                _ = try newTarget(name, persistent: true, where: "PERSISTENT_BUFFERS")
            }
        } else if let object = top["PERSISTENT_BUFFERS"] as? [String: Any] {
            for (name, value) in object.sorted(by: { $0.key < $1.key }) {
                guard let description = value as? [String: Any] else { continue }
                let index = try newTarget(name, persistent: true, where: "PERSISTENT_BUFFERS")
                let place = "PERSISTENT_BUFFERS' \(name)"
                if let width = try size(description["WIDTH"], pass: place + " (its WIDTH)") { header.targets[index].width = width }
                if let height = try size(description["HEIGHT"], pass: place + " (its HEIGHT)") { header.targets[index].height = height }
                header.targets[index].isFloat = flag(description["FLOAT"])
            }
        }
        guard let written = top["PASSES"] else { return }
        guard let passes = written as? [Any] else { throw .isfHeader(file: file, reason: "its PASSES is not an array") }
        // Each pass is a program GLSandbox compiles: a header of a million passes must not be a million compiles.
        guard passes.count <= maximumPasses else { throw .isfUnsupported(file: file, what: "\(passes.count) PASSES (GLSandbox runs \(maximumPasses) at most)") }
        var read: [Pass] = []
        for (number, entry) in passes.enumerated() {
            guard let entry = entry as? [String: Any], let name = entry["TARGET"] as? String else {
                read.append(Pass(target: nil))
                continue
            }
            let place = "pass \(number) (TARGET \(name))"
            let index: Int
            if let known = header.targets.firstIndex(where: { $0.name == name }) { index = known } else {
                index = try newTarget(name, persistent: flag(entry["PERSISTENT"]), where: place)
            }
            if let width = try size(entry["WIDTH"], pass: place + "'s WIDTH") { header.targets[index].width = width }
            if let height = try size(entry["HEIGHT"], pass: place + "'s HEIGHT") { header.targets[index].height = height }
            header.targets[index].isFloat = flag(entry["FLOAT"])
            read.append(Pass(target: name))
        }
        if !read.isEmpty { header.passes = read }
    }

    private static func jsonProblem(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text.split(separator: "\n").first.map(String.init) ?? text
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// A JSON number, bool or array of them as floats.
    private static func numbers(_ value: Any?) -> [Float]? {
        switch value {
        case let number as NSNumber: return [number.floatValue]
        case let array as [Any]:
            let values = array.compactMap { ($0 as? NSNumber)?.floatValue }
            return values.count == array.count ? values : nil
        default: return nil
        }
    }

    // MARK: Wrapping

    /// The lines before the user's text: ISF's era of GLSL mapped to the newer language, the
    /// built-ins, each input's uniform, and the picture functions.
    static func preamble(for scan: GLSLScan, header: Header) -> [String] {
        ["#define varying in", "out vec4 \(ShaderDialect.outputName);", "#define gl_FragColor \(ShaderDialect.outputName)",
         "in vec2 \(GLTransition.uvName);"] + declarations(header)
    }

    /// What both stages see: the built-ins, the inputs, the picture functions.
    static func declarations(_ header: Header) -> [String] {
        var lines = [
            "#define texture2D texture",
            "#define texture2DRect texture",
            "#define isf_FragNormCoord \(GLTransition.uvName)",
            "#define vv_FragNormCoord \(GLTransition.uvName)",
            "uniform float TIME; uniform float TIMEDELTA; uniform vec4 DATE; uniform int FRAMEINDEX; uniform int PASSINDEX; uniform vec2 RENDERSIZE;",
        ]
        for input in header.inputs where !input.isPicture { lines.append("uniform \(input.glslType) \(input.name);") }
        for name in header.samplers {
            // Its size, and (as VVISF declares them) its rectangle in the texture and whether it is flipped: all of it, upright.
            lines.append("uniform sampler2D \(name); uniform vec2 _\(name)_imgSize; uniform vec4 _\(name)_imgRect; uniform bool _\(name)_flip;")
        }
        lines += [
            "#define IMG_SIZE(image) _##image##_imgSize",
            "#define IMG_NORM_PIXEL(image, coord) texture(image, coord)",
            "#define IMG_PIXEL(image, coord) texture(image, (coord) / _##image##_imgSize)",
            "#define IMG_THIS_NORM_PIXEL(image) texture(image, isf_FragNormCoord)",
            "#define IMG_THIS_PIXEL(image) texture(image, isf_FragNormCoord)",
        ]
        return lines
    }

    /// The vertex shader of a file with a `.vs` beside it (`vertex`: its text and lines): ISF's
    /// declarations, `isf_vertShaderInit()` (a quad of two triangles whose corners are the frame's,
    /// as VVISF draws, so values a `.vs` clamps at the corners interpolate as there; and
    /// `isf_FragNormCoord` 0 to 1 across it), then the file, whose `main` calls it. Drawn as six
    /// vertices (``quadVertices``).
    static func vertexShader(header: Header, vertex: String, map: SourceMap, language: GLSLVersion) -> (text: String, map: SourceMap) {
        let lines = ["#define varying out", "#define attribute in", "out vec2 \(GLTransition.uvName);"] + declarations(header) + [
            "void isf_vertShaderInit() {",
            "    vec2 corners[6] = vec2[6](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(-1.0, 1.0), vec2(1.0, -1.0), vec2(1.0, 1.0), vec2(-1.0, 1.0));",
            "    vec2 position = corners[gl_VertexID];",
            "    gl_Position = vec4(position, 0.0, 1.0);",
            "    \(GLTransition.uvName) = position * 0.5 + 0.5;",
            "}",
        ]
        let ours = (0...lines.count).map { SourceLine(file: "<ISF vertex preamble>", line: $0 + 1, isOurs: true) }
        return (([language.description] + lines + [vertex]).joined(separator: "\n"), SourceMap(lines: ours + map.lines))
    }

    /// The vertices drawn for an ISF file: the quad's two triangles.
    static let quadVertices = 6

    /// The vertex shader's own part for a file without a `.vs`: `isf_vertShaderInit()` alone.
    static let plainVertex = (text: "void main() { isf_vertShaderInit(); }", map: SourceMap(lines: [SourceLine(file: "<ISF vertex main>", line: 1, isOurs: true)]))

    /// The `.vs` file beside ISF file `path` (`NAME.fs`: `NAME.vs`), when there is one.
    static func vertexPath(besides path: String) -> String? {
        guard path.hasSuffix(".fs") else { return nil }
        let candidate = String(path.dropLast(3)) + ".vs"
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    // MARK: Uniforms

    /// The row of uniform `name` of an ISF `file`: a built-in, an input (its default, or the value
    /// given by name, clamped to its range), a picture input's unit or size.
    static func row(named name: String, file: ShaderFile) -> ShaderUniforms.Row? {
        guard file.dialect == .isf, let header = file.isfHeader else { return nil }
        if name == "PASSINDEX" { return ShaderUniforms.Row(name: name, kind: .int) { [pass = header.passIndex] _ in .int(pass) } }
        if let row = builtIns[name] { return row }
        let pictures = header.samplers
        for suffix in ["_imgSize", "_imgRect", "_flip"] where name.hasPrefix("_") && name.hasSuffix(suffix) {
            let picture = String(name.dropFirst().dropLast(suffix.count))
            guard let channel = pictures.firstIndex(of: picture), channel < maximumSamplers else { return nil }
            switch suffix {
            case "_flip": return ShaderUniforms.Row(name: name, kind: .bool) { _ in .int(0) }
            case "_imgRect":
                return ShaderUniforms.Row(name: name, kind: .vec4) { frame in
                    let size = frame.channel(channel)
                    return .vec4(SIMD4(0, 0, Float(size?.width ?? 0), Float(size?.height ?? 0)))
                }
            default:
                return ShaderUniforms.Row(name: name, kind: .vec2) { frame in
                    let size = frame.channel(channel)
                    return .vec2(Float(size?.width ?? 0), Float(size?.height ?? 0))
                }
            }
        }
        if let channel = pictures.firstIndex(of: name) {
            guard channel < maximumSamplers else { return nil }
            return ShaderUniforms.Row(name: name, kind: .sampler2D) { _ in .int(channel) }
        }
        guard let input = header.inputs.first(where: { $0.name == name }) else { return nil }
        if input.kind == .event {
            // An event is true on the frames it fires on (`--uniform NAME=0,30`), as a host's button
            // is for the one frame after a press; never fired, it is false.
            return ShaderUniforms.Row(name: name, kind: .bool) { frame in .int(Self.values(of: input, header: header, inputs: frame.inputs)[0] != 0 ? 1 : 0) }
        }
        return ShaderUniforms.Row(name: name, kind: kind(of: input)) { frame in
            let values = Self.values(of: input, header: header, inputs: frame.inputs)
            switch input.kind {
            case .event, .bool: return .int(values[0] != 0 ? 1 : 0)
            case .long: return .int(Int(max(-CustomUniform.intLimit, min(CustomUniform.intLimit, values[0].isFinite ? values[0].rounded() : 0))))
            case .point2D: return .vec2(values[0], values[1])
            case .color: return .vec4(SIMD4(values[0], values[1], values[2], values[3]))
            default: return .float(values[0])
            }
        }
    }

    /// The value of non-picture input `input` in a frame, one number per component: its default as
    /// written, or the value given by name (a `long` by value or label) clamped to `MIN`/`MAX`, as
    /// a host's control is; a transition's `progress` its progress unless given; an event 1 on the
    /// frames it fires on, else 0.
    static func values(of input: Input, header: Header, inputs: ShaderInputs) -> [Float] {
        let name = input.name
        if input.kind == .event { return [inputs.uniforms[name]?.contains(Float(inputs.frame)) == true ? 1 : 0] }
        var values = input.values
        if let given = inputs.uniforms[name], given.count == input.arity || given.count == 1 {
            values = given.count == input.arity ? given : Array(repeating: given[0], count: input.arity)
        } else if let word = inputs.uniformWords[name], let value = input.labels[word] {
            values = [value]
        } else if header.isTransition && input.name == "progress" && input.kind == .float {
            values = [Float(inputs.transitionProgress)]
        } else {
            return values   // the DEFAULT as written: VVISF does not clamp it (Ripples' y_smear is 0 with MIN 0.01)
        }
        if input.kind != .bool {
            for index in values.indices {
                if let low = input.minimum, low.indices.contains(index) { values[index] = max(low[index], values[index]) }
                if let high = input.maximum, high.indices.contains(index) { values[index] = min(high[index], values[index]) }
            }
        }
        return values
    }

    private static func kind(of input: Input) -> ShaderUniforms.Kind {
        switch input.kind {
        case .event, .bool: .bool
        case .long: .int
        case .point2D: .vec2
        case .color: .vec4
        case .image, .audio, .audioFFT: .sampler2D
        case .float: .float
        }
    }

    private static let builtIns: [String: ShaderUniforms.Row] = Dictionary(uniqueKeysWithValues: [
        ShaderUniforms.Row(name: "TIME", kind: .float) { .float(Float($0.inputs.time)) },
        ShaderUniforms.Row(name: "TIMEDELTA", kind: .float) { .float($0.inputs.fps > 0 ? Float(1 / $0.inputs.fps) : 0) },
        ShaderUniforms.Row(name: "DATE", kind: .vec4) { frame in
            let date = frame.inputs.date
            return .vec4(SIMD4(Float(date.year), Float(date.month), Float(date.day), Float(date.secondsSinceMidnight)))
        },
        ShaderUniforms.Row(name: "FRAMEINDEX", kind: .int) { .int($0.inputs.frame) },
        ShaderUniforms.Row(name: "RENDERSIZE", kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) },
    ].map { ($0.name, $0) })

    // MARK: Pictures

    /// The channels of ISF file `file`: its picture inputs in order, `inputImage` from the main
    /// input, `startImage` and `endImage` from the from and to pictures, the others by name.
    /// An `audio` or `audioFFT` input reads the music given by its name (`--input NAME=FILE`), else
    /// `audio` (`--audio FILE`), each channel as recorded (``ISFAudio``); with neither it reads
    /// black, named on stderr.
    static func channels(for file: ShaderFile, header: Header, effect: EffectInputs, roots: IncludeRoots, audio: AudioTrack? = nil) throws -> [Channel?] {
        let pictures = header.pictures
        if header.isTransition {
            if effect.from == nil { throw EffectInputError.transitionSideMissing(file: file.path, side: .from) }
            if effect.to == nil { throw EffectInputError.transitionSideMissing(file: file.path, side: .to) }
        } else if effect.from != nil || effect.to != nil {
            throw EffectInputError.notAnEffect(file: file.path, dialect: "ISF (not a transition: it has no startImage and endImage)")
        }
        if effect.main != nil && !pictures.contains("inputImage") { throw EffectInputError.noMainInput(file: file.path, named: pictures) }
        let importedNames = Set(header.imported.map(\.name))
        for name in effect.named.keys where !pictures.contains(name) || importedNames.contains(name) {
            throw EffectInputError.unknownInput(file: file.path, name: name, known: pictures)
        }
        var channels: [Channel?] = Array(repeating: nil, count: max(4, pictures.count))
        // The inputs nothing fills are named once every given file has been read: a file that is refused ends with one line.
        var unset: [ShaderNote] = []
        // A file given to two audio inputs (`--input wave=song.wav --input fft=song.wav`) is decoded once.
        var decoded: [String: AudioTrack] = [:]
        for (index, name) in pictures.enumerated() {
            if let imported = header.imported.first(where: { $0.name == name }) {
                // Contained like an include: beside the file, in the current folder or an include folder.
                let folder = (file.path as NSString).deletingLastPathComponent
                var reference = ChannelReference(written: imported.path, folder: folder.isEmpty ? "." : folder,
                                                 origin: .directive(file: file.path, line: 1, roots: roots))
                reference.kind = .picture
                var channel: Channel
                do { channel = try ChannelResolver.resolve(reference).channel } catch MultipassError.inputOutsideRoots(_, _, _, let folders) {
                    throw ShaderError.isfHeader(file: file.path, reason: "its IMPORTED picture \(name) (\(imported.path)) lies outside the folders a shader may read "
                                                + "(\(folders.joined(separator: ", "))): keep it beside the file, in the current folder or an include folder")
                } catch MultipassError.inputNotFound(_, _, _, let looked) {
                    throw ShaderError.isfHeader(file: file.path, reason: "its IMPORTED picture \(name) (\(imported.path)) is not there (looked for \(looked))")
                }
                channel.sampling = GLTransition.sampling
                channels[index] = channel
                continue
            }
            if let input = header.inputs.first(where: { $0.name == name }), let kind = input.audioKind {
                let width = ISFAudio.width(kind, maximum: input.audioColumns)
                if let written = effect.named[name] {
                    channels[index] = try EffectInputs.audioChannel(written, input: name, kind: kind, width: width, decoded: &decoded)
                } else if let audio {
                    channels[index] = Channel(.isfAudio(audio, kind, width: width), sampling: GLTransition.sampling, name: audio.path)
                } else {
                    unset.append(.dialectInputUnset(file: file.path, name: name, type: "sampler2D",
                                                    meaning: "an ISF \(kind.rawValue) input, and no music was given (--input \(name)=FILE or --audio FILE)", reads: "black"))
                }
                continue
            }
            let written: String? = switch name {
            case "inputImage": effect.main ?? effect.named[name]
            case "startImage" where header.isTransition: effect.from
            case "endImage" where header.isTransition: effect.to
            default: effect.named[name]
            }
            guard let written else {
                unset.append(.unsetUniform(file: file.path, name: name, type: "sampler2D"))
                continue
            }
            channels[index] = try EffectInputs.pictureChannel(written, input: name)
        }
        unset.forEach(ShaderNote.report)
        // A filter's picture read only at the pixel drawn is read nearest where it has the pass's size (Channel.readAtOwnPixel).
        if file.isfVertex == nil {
            for (index, name) in pictures.enumerated() where channels[index] != nil && !(header.inputs.first { $0.name == name }?.isAudio ?? false) {
                channels[index]!.readAtOwnPixel = readsOnlyAtOwnPixel(name, in: file.text)
            }
        }
        return channels
    }

    /// Whether fragment shader `text` reads picture `name` only at the pixel it draws: outside
    /// comments, every time the name is written it is `IMG_THIS_PIXEL(name)`,
    /// `IMG_THIS_NORM_PIXEL(name)`, `IMG_NORM_PIXEL(name, isf_FragNormCoord)` or `IMG_SIZE(name)`,
    /// and the text defines none of the names those stand on and pastes no tokens (`##`, which
    /// could spell the name unseen). Anything else (the name passed on, a macro of the file's
    /// own) answers false: the picture is then read as written, linearly.
    ///
    /// Only without a `.vs` file, which may move `isf_FragNormCoord` off the pixel drawn.
    static func readsOnlyAtOwnPixel(_ name: String, in text: String) -> Bool {
        let bytes = withoutComments(Array(text.utf8)), word = Array(name.utf8)
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        func skipSpace(_ i: Int, by step: Int) -> Int {
            var i = i
            while bytes.indices.contains(i), bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += step }
            return i
        }
        // The identifier that ends at `end` (exclusive); the one that starts at `start`, and its end.
        func identifier(endingAt end: Int) -> String {
            var start = max(0, end)
            while start > 0, isIdentifier(bytes[start - 1]) { start -= 1 }
            return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
        }
        func identifier(startingAt start: Int) -> (String, Int) {
            var end = min(start, bytes.count)
            while end < bytes.count, isIdentifier(bytes[end]) { end += 1 }
            return (String(decoding: bytes[min(start, end)..<end], as: UTF8.self), end)
        }
        // The words the text defines or undefines (`#define NAME`, `# undef NAME(`).
        var defined: Set<String> = []
        for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline)
        where line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "#" || $0 == "(" })
            if parts.count >= 2, parts[0] == "define" || parts[0] == "undef" { defined.insert(String(parts[1])) }
        }
        let stoodOn: Set<String> = ["IMG_THIS_PIXEL", "IMG_THIS_NORM_PIXEL", "IMG_NORM_PIXEL", "IMG_SIZE", "isf_FragNormCoord", "vv_FragNormCoord",
                                    GLTransition.uvName, "texture", "texture2D", name]
        guard defined.isDisjoint(with: stoodOn), !word.isEmpty, !String(decoding: bytes, as: UTF8.self).contains("##") else { return false }
        var i = 0, found = false
        while i + word.count <= bytes.count {
            guard bytes[i..<i + word.count].elementsEqual(word), i == 0 || !isIdentifier(bytes[i - 1]),
                  i + word.count == bytes.count || !isIdentifier(bytes[i + word.count]) else { i += 1; continue }
            found = true
            // Before it: `MACRO (`.
            let open = skipSpace(i - 1, by: -1)
            guard open >= 0, bytes[open] == 0x28 else { return false }
            let macro = identifier(endingAt: skipSpace(open - 1, by: -1) + 1)
            // After it: `)`, or for IMG_NORM_PIXEL `, isf_FragNormCoord)`.
            var after = skipSpace(i + word.count, by: 1)
            switch macro {
            case "IMG_THIS_PIXEL", "IMG_THIS_NORM_PIXEL", "IMG_SIZE": break
            case "IMG_NORM_PIXEL":
                guard after < bytes.count, bytes[after] == 0x2C else { return false }
                let (coordinate, end) = identifier(startingAt: skipSpace(after + 1, by: 1))
                guard coordinate == "isf_FragNormCoord" || coordinate == "vv_FragNormCoord" else { return false }
                after = skipSpace(end, by: 1)
            default: return false
            }
            guard after < bytes.count, bytes[after] == 0x29 else { return false }
            i = after + 1
        }
        return found
    }

    /// `bytes` with each comment (`// ...`, `/* ... */`) made spaces, its line breaks kept.
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes, i = 0
        while i + 1 < out.count {
            if out[i] == 0x2F, out[i + 1] == 0x2F {
                while i < out.count, out[i] != 0x0A { out[i] = 0x20; i += 1 }
            } else if out[i] == 0x2F, out[i + 1] == 0x2A {
                out[i] = 0x20; out[i + 1] = 0x20; i += 2
                while i < out.count, !(out[i] == 0x2A && i + 1 < out.count && out[i + 1] == 0x2F) {
                    if out[i] != 0x0A { out[i] = 0x20 }
                    i += 1
                }
                if i < out.count { out[i] = 0x20; if i + 1 < out.count { out[i + 1] = 0x20 }; i += 2 }
            } else {
                i += 1
            }
        }
        return out
    }
}

extension ShaderFile {
    /// The names of an ISF file's `audio` and `audioFFT` inputs (none for another dialect), which `--audio` fills.
    package var isfAudioInputs: [String] { isfHeader?.inputs.filter(\.isAudio).map(\.name) ?? [] }
}
