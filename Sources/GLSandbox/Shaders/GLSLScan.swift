/// What a fast look at a fragment shader's code finds: the facts its dialect and its wrapping
/// are decided from. One pass over the bytes, comments skipped, no parser.
///
/// It reads the preprocessor the simple way `docs/shaders-from-elsewhere.md` describes: `#if 0`,
/// `#if 1`, `#ifdef`, `#ifndef`, `#if defined(NAME)`, `#elif`, `#else`, `#endif`, with the names
/// `#define`d earlier and `SHADER_TOY` counted as defined; any other condition keeps both
/// branches. A `main` on a line that reading drops does not count.
struct GLSLScan: Sendable, Equatable {
    /// The `#version` line, as written (`#version 300 es`), and its line index (from 0).
    var version: GLSLVersion?
    var versionLine: Int?
    /// `void main(` on a kept line.
    var definesMain = false
    /// `mainImage(` anywhere.
    var mentionsMainImage = false
    /// `vec4 transition(` at the top level on a kept line: a gl-transition (``GLTransition``).
    var definesTransition = false
    /// Identifiers of interest (the names below) the code uses.
    var used: Set<String> = []
    /// Names the code declares itself: after a type (`uniform float iTime;`, `vec2 iResolution = ...`),
    /// or as a macro (`#define iTime u_time`).
    var declared: Set<String> = []
    /// Names of interest declared after a type anywhere: at the top level, as a function's
    /// parameter (`vec2 FC` in `void f(out vec4 o, vec2 FC)`), or inside a body.
    var declaredAnywhere: Set<String> = []
    /// Names `#define`d anywhere.
    var defined: Set<String> = []
    /// An `out` variable of the fragment stage (`out vec4 fragColor;`) at the top level.
    var declaresOutput = false
    /// glslViewer's inputs the code declares (`varying vec4 v_position;`), name to type.
    var inputs: [String: String] = [:]
    /// Names of interest declared `uniform TYPE NAME` at the top level, name to type
    /// (`uniform float time;`: GLSL Sandbox's names are told by their types).
    var uniforms: [String: String] = [:]
    /// Names of interest mentioned other than where they are declared (read, passed, or named
    /// by a macro): `texture2D(backbuffer, p)` reads GLSL Sandbox's previous frame.
    var referenced: Set<String> = []

    /// The Shadertoy uniforms, and the legacy names mapped for Shadertoy code.
    static let shadertoyUniforms: [String] = [
        "iResolution", "iTime", "iTimeDelta", "iFrame", "iFrameRate", "iMouse", "iDate", "iSampleRate",
        "iChannel0", "iChannel1", "iChannel2", "iChannel3", "iChannelResolution", "iChannelTime", "iGlobalTime",
    ]
    static let legacyFunctions: [String] = [
        "texture2D", "texture2DLod", "texture2DGrad", "texture2DProj", "textureCube", "textureCubeLod",
    ]
    /// glslViewer's billboard writes these besides `v_texcoord`; GLSL Sandbox's vertex shader
    /// writes `surfacePosition` (see `GLSLSandbox`); Bonzomatic's, `out_texcoord` (see `Bonzomatic`).
    static let viewerInputs: Set<String> = ["v_position", "v_color", "v_normal", "surfacePosition", "out_texcoord"]
    /// The VS Code extension's fly camera: declared for Shadertoy code, but not a mark of it (not in ``shadertoyUniforms``).
    static let extensionUniforms: [String] = ["iViewMatrix"]
    static let interesting: Set<String> = Set(shadertoyUniforms + extensionUniforms + legacyFunctions + ["gl_FragColor", "mainImage", "main"])
        .union(viewerInputs).union(GLSLSandbox.scannedNames).union(Bonzomatic.scannedNames).union(Ghostty.scannedNames)
        .union(GLTransition.scannedNames).union(VEDA.scannedNames).union(ShaderEditor.scannedNames).union(KodeLife.scannedNames)
        .union(VertexShaderArt.scannedNames)
    /// Precision and interpolation words, which may stand between `in` and a type.
    static let qualifierWords: Set<String> = ["lowp", "mediump", "highp", "flat", "smooth", "noperspective"]
    /// Words after which a name is being declared.
    static let types: Set<String> = [
        "float", "int", "uint", "bool", "vec2", "vec3", "vec4", "ivec2", "ivec3", "ivec4", "uvec2", "uvec3", "uvec4",
        "bvec2", "bvec3", "bvec4", "mat2", "mat3", "mat4", "sampler1D", "sampler2D", "sampler3D", "samplerCube", "void",
    ]

    /// Whether the code uses a Shadertoy uniform it does not declare: the mark of Shadertoy code
    /// that writes its own `main`.
    var usesUndeclaredShadertoyUniform: Bool {
        Self.shadertoyUniforms.contains { used.contains($0) && !declared.contains($0) }
    }

    init(_ text: [UInt8]) {
        var scanner = Scanner(bytes: text)
        scanner.run(into: &self)
    }

    init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// The walk over the bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 0
        var atLineStart = true
        /// One entry per open `#if`: whether its current branch is kept (nil: cannot tell, kept),
        /// and whether an earlier branch of it was certainly taken.
        var conditions: [(kept: Bool?, taken: Bool?)] = []
        var previousWord: String?
        var previousPreviousWord: String?
        var depth = 0   // braces: declarations and `main` at the top level
        var parens = 0  // parentheses: a function's parameters are not declared at the top level

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// Every word the scan looks at (interesting names, types, qualifiers, `out`, `in`,
        /// `varying`), by first byte and length: a word with no match here is skipped without
        /// becoming a string (most words of a large shader).
        static let worthALook: Set<Int> = {
            let words = GLSLScan.interesting.union(GLSLScan.types).union(GLSLScan.qualifierWords).union(["out", "in", "varying", "uniform"])
            return Set(words.map { Int($0.utf8.first!) << 16 | $0.utf8.count })
        }()

        var lineKept: Bool { conditions.allSatisfy { $0.kept != false } }

        mutating func run(into scan: inout GLSLScan) {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    line += 1
                    atLineStart = true
                    index += 1
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count && bytes[index] != 0x0A { index += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    index += 2
                    while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                    index = min(bytes.count, index + 2)
                case UInt8(ascii: "#") where atLineStart:
                    directive(into: &scan)
                default:
                    atLineStart = false
                    if isIdentifierStart(byte) {
                        word(into: &scan)
                    } else {
                        // Braces on lines the preprocessor drops do not count (an `#ifdef` branch
                        // may open a loop that its `#else` branch opens again).
                        if byte == UInt8(ascii: "{") && lineKept { depth += 1 }
                        if byte == UInt8(ascii: "}") && lineKept { depth = max(0, depth - 1) }
                        if byte == UInt8(ascii: "(") { open(into: &scan); if lineKept { parens += 1 } }
                        if byte == UInt8(ascii: ")") && lineKept { parens = max(0, parens - 1) }
                        previousPreviousWord = previousWord
                        previousWord = byte == UInt8(ascii: ",") && previousWord != nil ? "," : nil
                        index += 1
                    }
                }
            }
        }

        func peek(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }

        func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39) }

        /// An identifier; only the interesting ones and the type words become strings.
        mutating func word(into scan: inout GLSLScan) {
            let start = index
            while index < bytes.count && isIdentifierByte(bytes[index]) { index += 1 }
            let first = bytes[start]
            // Interesting names and types start with one of a few letters: skip the rest quickly.
            guard Self.worthALook.contains(Int(first) << 16 | (index - start)) else {
                previousPreviousWord = previousWord
                previousWord = "?"
                return
            }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if GLSLScan.interesting.contains(name) {
                scan.used.insert(name)
                let declaredAfter = previousWord.map { GLSLScan.types.contains($0) || $0 == "," } ?? false
                // A parameter (`float f(float iTime)`) is no declaration at the top level: only outside parentheses.
                let topLevel = depth == 0 && parens == 0
                if let type = previousWord, GLSLScan.types.contains(type) { scan.declaredAnywhere.insert(name) }
                if declaredAfter && topLevel && name != "main" && name != "mainImage" { scan.declared.insert(name) }
                if declaredAfter && topLevel, previousPreviousWord == "uniform", let type = previousWord, type != "," {
                    scan.uniforms[name] = type
                }
                if !(declaredAfter && topLevel) { scan.referenced.insert(name) }
            }
            if name == "vec4" && previousWord == "out" && depth == 0 { scan.declaresOutput = true }
            if GLSLScan.viewerInputs.contains(name), depth == 0, let type = previousWord, ["vec2", "vec3", "vec4"].contains(type),
               let qualifier = previousPreviousWord, qualifier == "varying" || qualifier == "in" {
                scan.inputs[name] = type
            }
            // Precision words sit between a qualifier and a type: look through them.
            if GLSLScan.qualifierWords.contains(name) { return }
            previousPreviousWord = previousWord
            previousWord = name
        }

        /// After `(`: `void main(` on a kept line, `mainImage(`.
        mutating func open(into scan: inout GLSLScan) {
            // `void main(` is a definition wherever the brace count says it is (no function is inside another).
            if previousWord == "main" && previousPreviousWord == "void" && lineKept { scan.definesMain = true }
            if previousWord == "mainImage" { scan.mentionsMainImage = true }
            if previousWord == "transition" && previousPreviousWord == "vec4" && depth == 0 && lineKept { scan.definesTransition = true }
        }

        /// A preprocessor line: `#version`, `#define`, and the conditionals.
        mutating func directive(into scan: inout GLSLScan) {
            let start = index
            var end = index
            // The directive runs to the end of the line (a `\` joins the next one), comments dropped.
            var text: [UInt8] = []
            while end < bytes.count {
                let byte = bytes[end]
                if byte == 0x0A {
                    if let last = text.last, last == UInt8(ascii: "\\") { text.removeLast(); line += 1; end += 1; continue }
                    break
                }
                if byte == UInt8(ascii: "/") && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "/") {
                    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                    break
                }
                text.append(byte)
                end += 1
            }
            _ = start
            index = end
            let words = String(decoding: text.dropFirst(), as: UTF8.self)
                .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" || $0 == "\r" }).map(String.init)
            guard let keyword = words.first else { return }
            let argument = words.count > 1 ? words[1] : ""
            func isDefined(_ name: String) -> Bool? {
                if scan.defined.contains(name) || name == "SHADER_TOY" { return true }
                return name.hasPrefix("GL_") ? nil : false
            }
            switch keyword {
            case "version":
                if scan.version == nil, lineKept {
                    scan.version = GLSLVersion(parsing: "#" + String(decoding: text.dropFirst(), as: UTF8.self))
                    scan.versionLine = line
                }
            case "define":
                if lineKept, !argument.isEmpty {
                    let name = String(argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    scan.defined.insert(name)
                    if GLSLScan.interesting.contains(name) { scan.declared.insert(name) }
                    // A name a macro expands to is used (`#define time iGlobalTime`).
                    let body = String(decoding: text, as: UTF8.self).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
                    for word in body.dropFirst(2) where GLSLScan.interesting.contains(String(word)) {
                        scan.used.insert(String(word))
                        scan.referenced.insert(String(word))
                    }
                }
            case "ifdef": conditions.append(Self.branch(isDefined(argument)))
            case "ifndef": conditions.append(Self.branch(isDefined(argument).map(!)))
            case "if": conditions.append(Self.branch(Self.evaluate(Array(words.dropFirst()), isDefined)))
            case "elif":
                guard var last = conditions.popLast() else { return }
                if last.taken == true {
                    last.kept = false
                } else {
                    let value = Self.evaluate(Array(words.dropFirst()), isDefined)
                    last.kept = last.taken == nil ? (value == false ? false : nil) : value
                    last.taken = last.taken == nil || value == nil ? nil : value
                }
                conditions.append(last)
            case "else":
                guard var last = conditions.popLast() else { return }
                last.kept = last.taken.map(!)
                conditions.append(last)
            case "endif":
                _ = conditions.popLast()
            default:
                break
            }
        }

        static func branch(_ value: Bool?) -> (kept: Bool?, taken: Bool?) { (value, value) }

        /// `0`, `1`, `defined NAME`, `!defined NAME`; anything else: nil (cannot tell).
        static func evaluate(_ words: [String], _ isDefined: (String) -> Bool?) -> Bool? {
            switch words.count {
            case 1 where words[0] == "0": return false
            case 1 where Int(words[0]).map({ $0 != 0 }) == true: return true
            case 2 where words[0] == "defined": return isDefined(words[1])
            case 2 where words[0] == "!defined": return isDefined(words[1]).map(!)
            default: return nil
            }
        }
    }
}

/// A `#version` line: its number and whether it is GLSL ES.
public struct GLSLVersion: Sendable, Hashable, CustomStringConvertible {
    public var number: Int
    /// `es`, `core`, `compatibility` or empty, as written.
    public var profile: String

    public var isES: Bool { profile == "es" || number == 100 }
    /// Whether the language has `in`/`out` and `gl_VertexID` (GLSL 1.30 and newer, ES 3.00 and newer).
    public var isModern: Bool { isES ? number >= 300 : number >= 130 }

    public init(number: Int, profile: String = "") {
        self.number = number
        self.profile = profile
    }

    /// `#version 300 es`, `# version 330 core`, `#version 100`.
    init?(parsing line: String) {
        let words = line.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count >= 2, words[0] == "version", let number = Int(words[1]) else { return nil }
        self.number = number
        self.profile = words.count > 2 ? words[2] : ""
    }

    /// The line as GLSandbox writes it.
    public var description: String { "#version \(number)" + (profile.isEmpty ? "" : " \(profile)") }
}
