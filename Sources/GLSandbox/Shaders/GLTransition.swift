import Foundation

/// gl-transitions (gl-transitions.com, the transitions of many video editors and of
/// ffmpeg-gl-transition): a file defines `vec4 transition(vec2 uv)` and nothing else, reading
/// the two pictures it goes between with `getFromColor(uv)` and `getToColor(uv)`, how far it has
/// gone with `progress` (0 to 1) and the frame's shape with `ratio` (width / height).
///
/// The wrapping follows the reference player, gl-transition (gre/gl-transition-libs,
/// `packages/gl-transition/src/index.js`), read, not copied:
/// - GLSL ES 1.00 (WebGL 1), `precision highp float`; `uv` runs 0 to 1 across the frame from the
///   bottom-left, and `main` writes `transition(uv)`;
/// - `from` is texture unit 0, `to` unit 1; each picture is fitted to the frame as the
///   reference's default `cover` mode fits it (centred, scaled to fill, the overflow cropped):
///   `0.5 + (uv - 0.5) * vec2(min(ratio / r, 1), min(r / ratio, 1))` with `r` the picture's
///   width / height (a picture of the frame's shape is read as it is);
/// - each parameter, `uniform T name; // = default` (or `/* = default */`), gets its default
///   unless a value is given by name; without a default it is 0 (false, zeros), as the
///   reference's parser (gl-transition-utils `transformSource.js`) falls back;
/// - a `sampler2D` parameter (`luma`) reads a picture given by its name, on units 2 and 3
///   (here: channels 2 and 3, in the order the file declares them).
///
/// Its own rule, which every transition keeps: progress 0 shows the from picture and progress
/// 1 the to picture. Pictures are read linearly and clamped to the edge (WebGL 1 pictures of
/// any size), their top row up.
enum GLTransition {
    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = ["transition", "progress", "ratio", "getFromColor", "getToColor"]

    /// Whether the scanned code is a gl-transition: it defines `vec4 transition(vec2 ...)` at the
    /// top level and no `main`; and no `mainImage` unless it reads a side (`getFromColor`,
    /// `getToColor`): powerKaleido.glsl has a helper of that name.
    static func isTransition(_ scan: GLSLScan) -> Bool {
        scan.definesTransition && !scan.definesMain
            && (!scan.mentionsMainImage || scan.used.contains("getFromColor") || scan.used.contains("getToColor"))
    }

    /// The frame's uniforms behind `getFromColor` and `getToColor`.
    static let fromSampler = "glsandbox_from", toSampler = "glsandbox_to"
    static let fromRatio = "glsandbox_fromRatio", toRatio = "glsandbox_toRatio"
    /// The varying the wrapping's `main` reads (GLSandbox's vertex shader writes it, 0 to 1).
    static let uvName = "v_texcoord"

    /// The channels of the two pictures.
    static let fromChannel = 0, toChannel = 1
    /// The channels a transition's picture parameters read, in the order it declares them.
    static let parameterChannels = [2, 3]

    /// One `uniform T name; // = default` of a transition.
    struct Parameter: Sendable, Hashable {
        var name: String
        /// As written: `float`, `int`, `bool`, `vec2` ... `ivec4`, `bvec4`, `sampler2D`.
        var type: String
        /// The default, one number per component (a bool is 0 or 1); empty for a sampler.
        var values: [Float]

        var isSampler: Bool { type == "sampler2D" }
        /// Components: 1 for `float`, `int`, `bool`; 2 to 4 for the vectors.
        var arity: Int { GLTransition.arity[type] ?? 1 }
    }

    /// The parameter types the reference knows, and their components (matrices are not used by
    /// any published transition and stay unset here, named on stderr).
    static let arity: [String: Int] = [
        "float": 1, "int": 1, "bool": 1, "sampler2D": 1,
        "vec2": 2, "vec3": 3, "vec4": 4, "ivec2": 2, "ivec3": 3, "ivec4": 4, "bvec2": 2, "bvec3": 3, "bvec4": 4,
    ]

    // MARK: Reading the parameters

    /// The parameters declared in `text` (a transition's code), in order: every top-level
    /// `uniform TYPE NAME[, NAME...];` with the default written in a comment inside the
    /// declaration or right after its `;` (the first comment that starts with `=`).
    static func parameters(in text: String) -> [Parameter] {
        let tokens = tokenize(Array(text.utf8))
        var parameters: [Parameter] = []
        var index = 0
        while index < tokens.count {
            guard case .word("uniform") = tokens[index] else { index += 1; continue }
            var type: String?
            var names: [String] = []
            var comments: [String: [String]] = [:]
            index += 1
            while index < tokens.count {
                let token = tokens[index]
                if case .punctuation(";") = token { break }
                switch token {
                case .comment(let text): if let last = names.last { comments[last, default: []].append(text) }
                case .word(let word) where ["lowp", "mediump", "highp"].contains(word) && type == nil: break
                case .word(let word): if type == nil { type = word } else { names.append(word) }
                default: break
                }
                index += 1
            }
            // The comment right after the `;` speaks for every name of the declaration.
            var after: [String] = []
            if index + 1 < tokens.count, case .comment(let text) = tokens[index + 1] { after = [text] }
            guard let type, arity[type] != nil else { continue }
            for name in names {
                var values: [Float] = []
                if type != "sampler2D" {
                    let count = arity[type] ?? 1
                    values = ((comments[name] ?? []) + after).lazy.compactMap { defaultValue($0, type: type, count: count) }.first
                        ?? Array(repeating: 0, count: count)
                }
                parameters.append(Parameter(name: name, type: type, values: values))
            }
        }
        return parameters
    }

    /// A default written `= 0.5`, `= vec2(0.5, 1.0)`, `= ivec2(10)` (one value fills every
    /// component), `= true`, as the reference reads it; nil when the comment is not one.
    static func defaultValue(_ comment: String, type: String, count: Int) -> [Float]? {
        var text = comment.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("=") else { return nil }
        text = String(text.dropFirst()).trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(";") { text = String(text.dropLast()).trimmingCharacters(in: .whitespaces) }
        var literals: [String]
        if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
            guard text[..<open].trimmingCharacters(in: .whitespaces) == type else { return nil }
            literals = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        } else {
            literals = [text]
        }
        guard count > 1 || literals.count == 1 else { return nil }
        let base = type.hasPrefix("b") ? "bool" : type.hasPrefix("i") ? "int" : type == "int" ? "int" : "float"
        var values: [Float] = []
        for literal in literals {
            switch base {
            case "bool":
                switch literal {
                case "true", "1": values.append(1)
                case "false", "0": values.append(0)
                default: return nil
                }
            case "int":
                // parseInt: the leading whole number (`3`, `-2`, `10.5` is 10).
                let digits = literal.prefix { $0.isNumber || $0 == "-" || $0 == "+" }
                guard let value = Int32(digits) else { return nil }
                values.append(Float(value))
            default:
                var number = literal.lowercased()
                if number.hasSuffix("f") { number.removeLast() }
                if number.hasSuffix(".") { number += "0" }
                if number.hasPrefix(".") { number = "0" + number }
                if number.hasPrefix("-.") { number = "-0" + number.dropFirst() }
                guard let value = Float(number), value.isFinite else { return nil }
                values.append(value)
            }
        }
        if values.count == count { return values }
        return values.count == 1 ? Array(repeating: values[0], count: count) : nil
    }

    enum Token: Equatable {
        case word(String)
        case punctuation(Character)
        /// A comment's text without its `//` or `/* */`.
        case comment(String)
    }

    /// Words, punctuation and comments; numbers are words, white space and preprocessor lines
    /// are skipped.
    static func tokenize(_ bytes: [UInt8]) -> [Token] {
        var tokens: [Token] = []
        var index = 0
        var lineStart = true
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { lineStart = true; index += 1; continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0D { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                let start = index + 2
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                tokens.append(.comment(String(decoding: bytes[start..<index], as: UTF8.self)))
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index + 2
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                tokens.append(.comment(String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)))
                index = min(bytes.count, index + 2)
                continue
            }
            if byte == UInt8(ascii: "#") && lineStart {
                while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                continue
            }
            lineStart = false
            if isWord(byte) {
                let start = index
                while index < bytes.count && isWord(bytes[index]) { index += 1 }
                tokens.append(.word(String(decoding: bytes[start..<index], as: UTF8.self)))
                continue
            }
            tokens.append(.punctuation(Character(UnicodeScalar(byte))))
            index += 1
        }
        return tokens
    }

    // MARK: Wrapping

    /// The lines before the user's text: highp everywhere (as a desktop browser computes), the
    /// two pictures, `progress` and `ratio` (unless the code declares them), and `getFromColor`,
    /// `getToColor` fitting each picture to the frame.
    static func preamble(for scan: GLSLScan, language: GLSLVersion) -> [String] {
        var lines = GLSLSandbox.preamble(for: scan, language: language, dialect: .glTransition)
        if language.isES { lines.insert("precision highp float;", at: 0) }
        lines.append((language.isModern ? "in" : "varying") + " vec2 \(uvName);")
        lines.append("uniform sampler2D \(fromSampler); uniform sampler2D \(toSampler); uniform float \(fromRatio); uniform float \(toRatio);")
        for name in ["progress", "ratio"] where scan.uniforms[name] == nil { lines.append("uniform float \(name);") }
        let sample = language.isModern ? "texture" : "texture2D"
        for (function, sampler, ratio) in [("getFromColor", fromSampler, fromRatio), ("getToColor", toSampler, toRatio)] {
            lines.append("vec4 \(function)(vec2 uv) { return \(sample)(\(sampler), 0.5 + (uv - 0.5) * vec2(min(ratio / \(ratio), 1.0), min(\(ratio) / ratio, 1.0))); }")
        }
        if language.isModern {
            lines.append("out vec4 \(ShaderDialect.outputName);")
            if !scan.defined.contains("texture2D") { lines.append("#define texture2D texture") }
        }
        return lines
    }

    /// The `main` after the user's text.
    static func epilogue(language: GLSLVersion) -> [String] {
        ["void main() { \(language.isModern ? ShaderDialect.outputName : "gl_FragColor") = transition(\(uvName)); }"]
    }

    // MARK: Uniforms

    /// The row of uniform `name` of a transition `file`: its frame's uniforms, or one of its
    /// parameters (a value given by name, `--uniform NAME=VALUE`, else its default; a picture
    /// parameter's channel).
    static func row(named name: String, file: ShaderFile) -> ShaderUniforms.Row? {
        guard file.dialect == .glTransition else { return nil }
        if let row = rows[name] { return row }
        guard let parameter = file.transitionParameters.first(where: { $0.name == name }) else { return nil }
        if parameter.isSampler {
            guard let channel = samplerChannel(of: name, in: file) else { return nil }
            return ShaderUniforms.Row(name: name, kind: .sampler2D) { _ in .int(channel) }
        }
        // A parameter's type names its kind (float, int, bool, vec2..4, ivec2..4, bvec2..4).
        guard let kind = ShaderUniforms.Kind(rawValue: parameter.type),
              ![.mat3, .mat4, .sampler2D, .sampler1D, .channel].contains(kind) else { return nil }
        let defaults = parameter.values, count = parameter.arity
        return ShaderUniforms.Row(name: name, kind: kind) { frame in
            let given = frame.inputs.uniforms[name]
            let values = given.map { $0.count == count ? $0 : $0.count == 1 ? Array(repeating: $0[0], count: count) : defaults } ?? defaults
            let whole = values.map { Int32(max(-CustomUniform.intLimit, min(CustomUniform.intLimit, $0.isFinite ? $0.rounded() : 0))) }
            switch kind {
            case .float: return .float(values[0])
            case .int: return .int(Int(whole[0]))
            case .bool: return .int(values[0] != 0 ? 1 : 0)
            case .vec2: return .vec2(values[0], values[1])
            case .vec3: return .vec3(SIMD3(values[0], values[1], values[2]))
            case .vec4: return .vec4(SIMD4(values[0], values[1], values[2], values[3]))
            case .bvec2, .bvec3, .bvec4: return .ints(values.map { $0 != 0 ? 1 : 0 })
            default: return .ints(whole)
            }
        }
    }

    /// The channel a picture parameter reads: 2 for the first the file declares, 3 for the second.
    static func samplerChannel(of name: String, in file: ShaderFile) -> Int? {
        let samplers = file.transitionParameters.filter(\.isSampler).map(\.name)
        guard let index = samplers.firstIndex(of: name), parameterChannels.indices.contains(index) else { return nil }
        return parameterChannels[index]
    }

    private static func aspect(_ size: Size?, fallback: Size) -> Float {
        let size = size ?? fallback
        return Float(Double(size.width) / Double(max(1, size.height)))
    }

    private static let rows: [String: ShaderUniforms.Row] = Dictionary(uniqueKeysWithValues: [
        ShaderUniforms.Row(name: "progress", kind: .float) { .float(Float($0.inputs.transitionProgress)) },
        ShaderUniforms.Row(name: "ratio", kind: .float) { .float(aspect($0.size, fallback: $0.size)) },
        ShaderUniforms.Row(name: fromSampler, kind: .sampler2D) { _ in .int(fromChannel) },
        ShaderUniforms.Row(name: toSampler, kind: .sampler2D) { _ in .int(toChannel) },
        ShaderUniforms.Row(name: fromRatio, kind: .float) { .float(aspect($0.channel(fromChannel), fallback: $0.size)) },
        ShaderUniforms.Row(name: toRatio, kind: .float) { .float(aspect($0.channel(toChannel), fallback: $0.size)) },
    ].map { ($0.name, $0) })

    /// The sampling of every picture a transition reads: linear, clamped to the edge.
    static let sampling = Texture2D.TextureSampling(filter: .linear, wrap: .clamp)
}
