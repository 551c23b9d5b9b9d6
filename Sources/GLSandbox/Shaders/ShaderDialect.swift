/// The ways people write a fragment shader, each run unchanged.
///
/// GLSandbox tells them apart from the source (``detect(in:)``) and wraps each in what it
/// expects to find around it: `preamble(glslVersion:)` before the user's text and
/// `epilogue` after it. A user's line numbers are kept through a `SourceMap`, so the
/// driver's errors point at the user's file and line, never at our lines.
public enum ShaderDialect: String, Sendable, CaseIterable, Codable {
    /// Shadertoy: `void mainImage(out vec4 fragColor, in vec2 fragCoord)` and no `main`; the
    /// `i*` uniforms (`iResolution`, `iTime`, `iMouse`, `iChannel0`...) are declared for it.
    case shadertoy
    /// The Book of Shaders and glslViewer: `void main()` writing `gl_FragColor`, no `#version`,
    /// `texture2D` and `varying`; it declares the `u_*` uniforms it uses itself.
    case bookOfShaders = "book-of-shaders"
    /// Plain GLSL: its own `#version` (330 or newer) and its own `out vec4`; any of the
    /// uniforms of the other two dialects that it declares are set.
    case glsl
    /// GLSL Sandbox (glslsandbox.com): `void main()` writing `gl_FragColor` in GLSL ES 1.00, with
    /// its own `uniform float time; uniform vec2 mouse; uniform vec2 resolution; uniform sampler2D
    /// backbuffer;` (see `GLSLSandbox`).
    case glslSandbox = "glslsandbox"
    /// twigl's classic mode (twigl.app): GLSL Sandbox's names plus `frame`, in GLSL ES 1.00 or
    /// with its own `#version 300 es` (see `GLSLSandbox`).
    case twigl
    /// twigl's geek mode: its one-letter names, `r` (resolution), `m` (mouse), `t` (time), `f`
    /// (frame), `b` (backbuffer), `s` (sound), declared by the code.
    case twiglGeek = "twigl-geek"
    /// twigl's geeker mode: geek mode's names, which twigl declares itself (with
    /// `precision highp float;`); only by `--dialect`, as nothing in the code names it.
    case twiglGeeker = "twigl-geeker"
    /// twigl's geekest mode: the body of `main` alone (or a `main` of its own), `FC` for
    /// `gl_FragCoord`, geek mode's names and twigl's noise and helper functions, all put there
    /// by twigl (and GLSandbox); told from `FC` used and not defined.
    case twiglGeekest = "twigl-geekest"
    /// Bonzomatic (the demoscene's live-coding tool): desktop GLSL (`#version 410 core`) that
    /// declares `fGlobalTime`, `v2Resolution`, `texFFT`, `texPreviousFrame`... and writes its own
    /// `out vec4 out_color` (see `Bonzomatic`).
    case bonzomatic
    /// Ghostty's terminal shaders: Shadertoy's `mainImage` over the terminal's picture
    /// (`iChannel0`), with Ghostty's cursor, focus and colour uniforms, in desktop GLSL (see `Ghostty`).
    case ghostty
    /// gl-transitions (gl-transitions.com): `vec4 transition(vec2 uv)` reading `getFromColor`,
    /// `getToColor`, `progress` and `ratio`, its parameters `uniform float amount; // = 0.5`
    /// (see `GLTransition`).
    case glTransition = "gl-transition"
    /// ISF, the Interactive Shader Format: a JSON header in the first comment, then GLSL reading
    /// its inputs and ISF's built-ins (see `ISF`).
    case isf
    /// VEDA (the live-coding package for Atom): GLSL Sandbox's names plus `spectrum`, `samples`,
    /// `volume`, `FRAMEINDEX`, `PASSINDEX`, and a JSON5 header in its first comment (see `VEDA`).
    case veda
    /// Shader Editor (the Android app): GLSL Sandbox's shape with its own names, `pointers[10]`,
    /// `pointerCount`, `touch`, `frame` (an `int`), `backbuffer`, a phone's sensors (see `ShaderEditor`).
    case shaderEditor = "shader-editor"
    /// KodeLife (hexler's shader editor): its template's `#version 150` code reading `time`,
    /// `resolution`, `prevFrame`, `texture0..3` and `inData.v_texcoord` (see `KodeLife`).
    case kodelife
    /// vertexshaderart (vertexshaderart.com): a vertex shader alone, reading `vertexId`,
    /// `vertexCount`, `time`, `resolution`, `mouse`, `sound`..., writing `gl_Position`,
    /// `gl_PointSize` and `v_color`, drawn as points, lines or triangles (see `VertexShaderArt`).
    case vertexShaderArt = "vertexshaderart"

    /// What people call it, for messages.
    public var displayName: String {
        switch self {
        case .shadertoy: "Shadertoy"
        case .bookOfShaders: "Book of Shaders"
        case .glsl: "plain GLSL"
        case .glslSandbox: "GLSL Sandbox"
        case .twigl: "twigl"
        case .twiglGeek: "twigl (geek)"
        case .twiglGeeker: "twigl (geeker)"
        case .twiglGeekest: "twigl (geekest)"
        case .bonzomatic: "Bonzomatic"
        case .ghostty: "Ghostty"
        case .glTransition: "gl-transitions"
        case .isf: "ISF"
        case .veda: "VEDA"
        case .shaderEditor: "Shader Editor"
        case .kodelife: "KodeLife"
        case .vertexShaderArt: "vertexshaderart"
        }
    }

    /// The dialect of `source`, from what it defines (comments are ignored; see
    /// `docs/shaders-from-elsewhere.md`): `mainImage` without a `main` is Shadertoy (Ghostty's when
    /// it uses one of Ghostty's uniforms, `iCurrentCursor` ..., without declaring it); a `main`
    /// that uses Shadertoy's uniforms without declaring them is Shadertoy too (its own `main`);
    /// a `main` writing `gl_FragColor` that declares GLSL Sandbox's uniforms is GLSL Sandbox (twigl
    /// when it also declares `frame`, or is `#version 300 es`: `GLSLSandbox/dialect(of:)`);
    /// VEDA's JSON5 header or its own names are VEDA (`VEDA/isVEDA(_:scan:)`); Shader Editor's own
    /// names (`pointers`, `touch` ...) are Shader Editor, KodeLife's (`spectrum` a `vec3`, `prevFrame`,
    /// `inData`) KodeLife, both before GLSL Sandbox's rule;
    /// a `main` that declares one of Bonzomatic's uniforms (`fGlobalTime`, `v2Resolution`,
    /// `texFFT`...) in desktop GLSL is Bonzomatic (`Bonzomatic/dialect(of:)`);
    /// a `#version` line means plain GLSL; a `main` means The Book of Shaders; `vec4
    /// transition(vec2 uv)` and neither `main` nor `mainImage`, gl-transitions; a `main` that uses
    /// `vertexId` without declaring it and writes `gl_Position`, no fragment output, vertexshaderart
    /// (`VertexShaderArt/isVertexShaderArt(_:)`). Nil when it defines none of these functions.
    public static func detect(in source: String) -> ShaderDialect? {
        let scan = GLSLScan(source)
        if VertexShaderArt.isVertexShaderArt(source, scan: scan) { return .vertexShaderArt }
        if VEDA.isVEDA(source, scan: scan) { return .veda }
        if ISF.isISF(source) { return .isf }
        return detect(scan, strict: false)
    }

    static func detect(_ scan: GLSLScan, strict: Bool) -> ShaderDialect? {
        if strict { return .shadertoy }
        if GLTransition.isTransition(scan) { return .glTransition }
        if VertexShaderArt.isVertexShaderArt(scan) { return .vertexShaderArt }
        if GLSLSandbox.isGeekest(scan) { return .twiglGeekest }
        if scan.mentionsMainImage && !scan.definesMain { return Ghostty.uses(scan) ? .ghostty : .shadertoy }
        if scan.definesMain && scan.usesUndeclaredShadertoyUniform { return .shadertoy }
        if let editor = ShaderEditor.dialect(of: scan) { return editor }
        if let kodelife = KodeLife.dialect(of: scan) { return kodelife }
        if let sandbox = GLSLSandbox.dialect(of: scan) { return sandbox }
        if let bonzomatic = Bonzomatic.dialect(of: scan) { return bonzomatic }
        if scan.version != nil { return .glsl }
        return scan.definesMain ? .bookOfShaders : nil
    }

    /// The name of the colour output the wrappers declare.
    static let outputName = "glsandbox_FragColor"

    /// The language the code is compiled in: its own `#version`; else Shadertoy's home language,
    /// GLSL ES 3.00 (WebGL 2); GLSL Sandbox's and twigl's, GLSL ES 1.00 (WebGL 1); else what the
    /// context offers (`contextVersion`, 450 or 330, core).
    func language(of scan: GLSLScan, contextVersion: Int) -> GLSLVersion {
        if self == .veda { return VEDA.language(of: scan) }
        if self == .shaderEditor { return ShaderEditor.language(of: scan) }
        if self == .kodelife { return KodeLife.language(of: scan, contextVersion: contextVersion) }
        if let version = scan.version { return version }
        if GLSLSandbox.dialects.contains(self) { return GLSLSandbox.language(of: scan, dialect: self) }
        if self == .glTransition || self == .vertexShaderArt { return GLSLVersion(number: 100) }   // WebGL 1
        // Ghostty compiles its shaders as desktop GLSL (#version 430 core).
        return self == .shadertoy ? GLSLVersion(number: 300, profile: "es") : GLSLVersion(number: contextVersion, profile: "core")
    }

    /// The language to try when the home language refuses the code: GLSL 4.50 (or what the
    /// context offers) for Shadertoy code and gl-transitions without a `#version` of their own;
    /// nil otherwise. (A browser's WebGL 1 runs gl-transitions whose globals are initialised from
    /// uniforms, which GLSL ES 1.00 refuses and desktop GLSL allows.)
    func desktopFallback(of scan: GLSLScan, contextVersion: Int) -> GLSLVersion? {
        (self == .shadertoy || self == .glTransition) && scan.version == nil ? GLSLVersion(number: contextVersion, profile: "core") : nil
    }

    /// Whether GLSandbox writes the `main` (Shadertoy's `mainImage` form).
    func addsMain(_ scan: GLSLScan, directives: ShaderDirectives) -> Bool {
        (self == .shadertoy || self == .ghostty) && (directives.strictCompatibility || !scan.definesMain)
    }

    /// Lines put after the `#version` line and before the user's text: for Shadertoy code the
    /// uniforms it does not declare itself and the legacy names it uses; for The Book of
    /// Shaders the GLSL 1.10 names mapped to the newer language.
    /// `cubemaps`: the channels that read a cubemap, declared `samplerCube`; `volumes`: those
    /// that read a volume, declared `sampler3D`.
    func preamble(for scan: GLSLScan, directives: ShaderDirectives, language: GLSLVersion, cubemaps: Set<Int> = [], volumes: Set<Int> = []) -> [String] {
        var lines: [String] = []
        func define(_ name: String, _ value: String) {
            if !scan.defined.contains(name) { lines.append("#define \(name) \(value)") }
        }
        switch self {
        case .shadertoy, .ghostty:
            if language.isES {
                // highp samplers too: a browser samples at full precision whatever the qualifier,
                // and Mesa samples a lowp sampler2D (ES's default) at lower precision.
                lines += ["precision highp float;", "precision highp int;", "precision highp sampler2D;", "precision highp samplerCube;"]
                if language.number >= 300 { lines.append("precision highp sampler3D;") }
            }
            define("HW_PERFORMANCE", "1")
            define("SHADER_TOY", "")
            let uniforms: [(String, String)] = [
                ("iResolution", "vec3"), ("iTime", "float"), ("iTimeDelta", "float"), ("iFrame", "int"), ("iFrameRate", "float"),
                ("iMouse", "vec4"), ("iDate", "vec4"), ("iSampleRate", "float"), ("iChannel0", "sampler2D"), ("iChannel1", "sampler2D"),
                ("iChannel2", "sampler2D"), ("iChannel3", "sampler2D"), ("iChannelResolution", "vec3"), ("iChannelTime", "float"),
                ("iViewMatrix", "mat4"),   // the VS Code extension's fly camera (#iFirstPersonControls): the identity here
            ]
            for (name, plain) in uniforms where !scan.declared.contains(name) {
                let channel = name.hasPrefix("iChannel") && name.count == 9 ? Int(String(name.last!)) ?? -1 : -1
                let type = cubemaps.contains(channel) ? "samplerCube" : volumes.contains(channel) ? "sampler3D" : plain
                let array = name == "iChannelResolution" || name == "iChannelTime" ? "[4]" : ""
                lines.append("uniform \(type) \(name)\(array);")
            }
            if scan.used.contains("iGlobalTime") && !scan.declared.contains("iGlobalTime") { define("iGlobalTime", "iTime") }
            if language.isModern {
                let legacy = ["texture2D": "texture", "texture2DLod": "textureLod", "texture2DGrad": "textureGrad",
                              "texture2DProj": "textureProj", "textureCube": "texture", "textureCubeLod": "textureLod"]
                for name in GLSLScan.legacyFunctions where scan.used.contains(name) && !scan.declared.contains(name) {
                    define(name, legacy[name]!)
                }
            }
            if self == .ghostty { lines += Ghostty.preamble(for: scan) }
            if addsMain(scan, directives: directives) {
                lines.append(language.isModern ? "out vec4 \(Self.outputName);" : "#define \(Self.outputName) gl_FragColor")
            } else if language.isModern && scan.used.contains("gl_FragColor") && !scan.declaresOutput {
                lines.append("out vec4 \(Self.outputName);")
                define("gl_FragColor", Self.outputName)
            }
        case .bookOfShaders, .kodelife:
            if language.isModern && (self == .bookOfShaders || scan.version == nil) {
                lines += [
                    "#define texture2D texture",
                    "#define texture2DLod textureLod",
                    "#define varying in",
                    "#define gl_FragColor \(Self.outputName)",
                    "out vec4 \(Self.outputName);",
                ]
            }
        case .glsl, .bonzomatic:
            break
        case .glslSandbox, .twigl, .twiglGeek, .twiglGeeker, .twiglGeekest:
            lines += GLSLSandbox.preamble(for: scan, language: language, dialect: self)
        case .glTransition:
            lines += GLTransition.preamble(for: scan, language: language)
        case .isf:
            break   // ShaderFile puts ISF's, which needs the header
        case .veda:
            lines += VEDA.preamble(for: scan, language: language)
        case .shaderEditor:
            lines += ShaderEditor.preamble(for: scan, language: language)
        case .vertexShaderArt:
            lines += VertexShaderArt.preamble(for: scan)
        }
        if directives.keyboard { lines += Self.keyboardDeclarations }
        return lines
    }

    /// Lines put after the user's text: Shadertoy's `main`, which calls `mainImage`; for a Cube A
    /// pass (`cubemapPass`) one that calls `mainCubemap` with the ray of the pixel's texel.
    func epilogue(for scan: GLSLScan, directives: ShaderDirectives, cubemapPass: Bool = false, language: GLSLVersion? = nil) -> [String] {
        if self == .twiglGeekest && !scan.definesMain { return ["}"] }   // the body's main, opened by the preamble
        if self == .glTransition { return GLTransition.epilogue(language: language ?? GLSLVersion(number: 100)) }
        guard addsMain(scan, directives: directives) else { return [] }
        guard cubemapPass else {
            return ["void main() { vec4 color = vec4(0.0, 0.0, 0.0, 1.0); mainImage(color, gl_FragCoord.xy); \(Self.outputName) = color; }"]
        }
        // The face being drawn is glsandbox_cubeFace (0 to 5: +X, -X, +Y, -Y, +Z, -Z); its texel at
        // p (-1 to 1 across the face, from its first row and column) lies along GL's direction for
        // it (the table of cube map faces), so texture(cube, rayDir) reads back what was drawn.
        // Shadertoy's own main gives each face's corners (unCorners) for the same directions.
        return [
            "uniform int \(Self.cubeFaceUniform);",
            "void main() { vec2 p = 2.0 * gl_FragCoord.xy / iResolution.xy - 1.0;",
            "vec3 d[6] = vec3[6](vec3(1.0, -p.y, -p.x), vec3(-1.0, -p.y, p.x), vec3(p.x, 1.0, p.y), vec3(p.x, -1.0, -p.y), vec3(p.x, -p.y, 1.0), vec3(-p.x, -p.y, -1.0));",
            "vec4 color = vec4(0.0, 0.0, 0.0, 1.0); mainCubemap(color, gl_FragCoord.xy, vec3(0.0), normalize(d[\(Self.cubeFaceUniform)])); \(Self.outputName) = color; }",
        ]
    }

    /// The `main` of a Sound tab: each pixel of a W x H target is one stereo sample, numbered
    /// along the rows from the bottom-left; a target is one block, and block `iFrame` starts at
    /// sample `iFrame * W * H`, at `iTime` seconds. `time = iTime + index / iSampleRate`, as
    /// Shadertoy adds a block's offset to the sample's place in it. The sample is written as
    /// floats (red left, green right), so nothing is lost before the WAV is written.
    static func soundMain(sampleIndexed: Bool) -> [String] {
        ["void main() {",
         "    int glsandbox_index = int(gl_FragCoord.y) * int(iResolution.x) + int(gl_FragCoord.x);",
         "    float glsandbox_time = iTime + float(glsandbox_index) / iSampleRate;",
         sampleIndexed
            ? "    vec2 glsandbox_sample = mainSound(iFrame * int(iResolution.x) * int(iResolution.y) + glsandbox_index, glsandbox_time);"
            : "    vec2 glsandbox_sample = mainSound(glsandbox_time);",
         "    \(outputName) = vec4(glsandbox_sample, 0.0, 1.0);",
         "}"]
    }
    /// The uniform that tells a Cube A pass's `main` which face it draws.
    static let cubeFaceUniform = "glsandbox_cubeFace"

    /// `#iKeyboard` (the VS Code shader-toy extension): `isKeyDown(Key_A)` and friends over
    /// Shadertoy's 256x3 keyboard texture (`iKeyboard`: row 0 held, 1 pressed this frame, 2
    /// toggled), read with `texelFetch`: the keys of `--keys`, or the demo window's. A key is
    /// never seen released (`isKeyReleased`: the extension's fourth row, which Shadertoy has not).
    static let keyboardDeclarations: [String] = {
        var keys: [(String, Int)] = [("Backspace", 8), ("Tab", 9), ("Enter", 13), ("Shift", 16), ("Ctrl", 17), ("Alt", 18), ("Escape", 27),
                                     ("Space", 32), ("LeftArrow", 37), ("UpArrow", 38), ("RightArrow", 39), ("DownArrow", 40)]
        keys += (0...9).map { ("\($0)", 48 + $0) }
        keys += (0..<26).map { (String(UnicodeScalar(UInt8(65 + $0))), 65 + $0) }
        return [
            "uniform sampler2D iKeyboard;",
            "const int " + keys.map { "Key_\($0.0) = \($0.1)" }.joined(separator: ", ") + ";",
            "bool isKeyDown(int key) { return texelFetch(iKeyboard, ivec2(key, 0), 0).r > 0.0; }",
            "bool isKeyPressed(int key) { return texelFetch(iKeyboard, ivec2(key, 1), 0).r > 0.0; }",
            "bool isKeyToggled(int key) { return texelFetch(iKeyboard, ivec2(key, 2), 0).r > 0.0; }",
            "bool isKeyReleased(int key) { return false; }",
        ]
    }()

    /// The vertex shader every dialect is drawn with, in the fragment shader's language: one
    /// triangle that covers the frame, and glslViewer's `v_texcoord` (0 to 1 across it). Made
    /// from `gl_VertexID` where the language has it; read from a vertex buffer (attribute
    /// ``positionAttribute``) in GLSL ES 1.00 and GLSL 1.10/1.20. glslViewer's other inputs,
    /// when the fragment shader declares them (`reads`: name to type), get its billboard's
    /// values: `v_position` the corner (x, y, 0, 1), `v_color` white, `v_normal` (0, 0, 1).
    /// `block`: an interface block the fragment shader reads (KodeLife's `VertexData`), written
    /// as KodeLife's plane writes it (`KodeLife/inputBlock(of:)`).
    static func vertexShader(language: GLSLVersion, reads: [String: String] = [:], block: (name: String, members: [(type: String, name: String)])? = nil) -> String {
        let out = language.isModern ? "out" : "varying"
        var declarations = ["\(out) vec2 v_texcoord;"]
        var assignments = ["v_texcoord = position * 0.5 + 0.5;"]
        if let block, language.isModern {
            declarations.append("out \(block.name) { " + block.members.map { "\($0.type) \($0.name);" }.joined(separator: " ") + " } glsandbox_block;")
            for member in block.members {
                let value: String? = switch (member.name, member.type) {
                case ("v_position", "vec4"): "vec4(position, 0.0, 1.0)"
                case ("v_normal", "vec3"): "vec3(0.0, 0.0, 1.0)"
                case ("v_texcoord", "vec2"): "position * 0.5 + 0.5"
                default: nil
                }
                if let value { assignments.append("glsandbox_block.\(member.name) = \(value);") }
            }
        }
        for (name, type) in reads.sorted(by: { $0.key < $1.key }) {
            let value: String? = switch (name, type) {
            case ("v_position", "vec4"): "vec4(position, 0.0, 1.0)"
            case ("v_position", "vec3"): "vec3(position, 0.0)"
            case ("v_position", "vec2"): "position"
            case ("v_color", "vec4"): "vec4(1.0)"
            case ("v_color", "vec3"): "vec3(1.0)"
            case ("v_normal", "vec3"): "vec3(0.0, 0.0, 1.0)"
            // Bonzomatic's quad: (0, 0) at the bottom-left corner, (1, 1) at the top-right.
            case ("out_texcoord", "vec2"): "position * 0.5 + 0.5"
            // GLSL Sandbox's pan-and-zoom surface, at rest: the corners at ±surfaceSize / 2.
            case ("surfacePosition", "vec2"): "position * 0.5 * \(GLSLSandbox.surfaceSizeUniform)"
            default: nil
            }
            guard let value else { continue }
            if name == "surfacePosition" { declarations.append("uniform vec2 \(GLSLSandbox.surfaceSizeUniform);") }
            declarations.append("\(out) \(type) \(name);")
            assignments.append("\(name) = \(value);")
        }
        // Bonzomatic's out_texcoord: the corners come from the buffer in any language, so that its
        // quad is drawn (Bonzomatic.quadCorners).
        let fromBuffer = !language.isModern || reads["out_texcoord"] == "vec2"
        let position = fromBuffer
            ? "vec2 position = \(positionAttribute);"
            : "vec2 position = vec2(float((gl_VertexID & 1) << 2) - 1.0, float((gl_VertexID & 2) << 1) - 1.0);"
        let attribute = language.isModern ? "in vec2 \(positionAttribute);" : "attribute vec2 \(positionAttribute);"
        return ([language.description] + (fromBuffer ? [attribute] : []) + declarations
            + ["void main() {", "    " + position] + assignments.map { "    " + $0 } + ["    gl_Position = vec4(position, 0.0, 1.0);", "}"])
            .joined(separator: "\n")
    }

    /// The row of uniform `name` in this dialect's own names (GLSL Sandbox's `time`, Bonzomatic's
    /// `fGlobalTime` ...), if it sets it.
    /// `file`: the file (VEDA's `volume` is computed from the music it hears).
    func row(named name: String, file: ShaderFile? = nil) -> ShaderUniforms.Row? {
        switch self {
        case .bonzomatic: Bonzomatic.row(named: name)
        case .ghostty: Ghostty.row(named: name)
        case .veda: VEDA.row(named: name, file: file)
        case .shaderEditor: ShaderEditor.row(named: name, file: file)
        case .kodelife: KodeLife.row(named: name, file: file)
        case .vertexShaderArt: VertexShaderArt.row(named: name, file: file)
        default: GLSLSandbox.row(named: name, dialect: self)
        }
    }

    /// Whether `file` reads its previous frame (GLSL Sandbox's and twigl's backbuffer,
    /// Bonzomatic's texPreviousFrame): then frames 0 to N run.
    static func readsPreviousFrame(_ file: ShaderFile) -> Bool {
        GLSLSandbox.readsBackbuffer(file) || Bonzomatic.readsPreviousFrame(file) || VEDA.readsBackbuffer(file) || ShaderEditor.readsBackbuffer(file) || KodeLife.readsPreviousFrame(file)
            || VEDA.hasTargets(file)
    }

    /// The channels 1 to 3 a file's own history holds, and what holds each (channel 0, the
    /// previous frame, is ``readsPreviousFrame(_:)``): twigl's MRT modes read their second
    /// previous frame on channel 1, a VEDA file's render targets start at channel 3.
    static func channelsOfItsHistory(_ file: ShaderFile) -> [Int: String] {
        var taken: [Int: String] = [:]
        if GLSLSandbox.isMRT(file.scan, dialect: file.dialect) && GLSLSandbox.readsMRTBackbuffers(file) {
            taken[1] = "its second previous frame (twigl's \(file.dialect == .twigl ? "backbuffer1" : "b1"))"
        }
        if VEDA.hasTargets(file) { taken[VEDA.firstTargetChannel] = "its first render target (VEDA's PASSES)" }
        return taken
    }

    /// The passes of a file that reads its previous frame, nil for any other.
    static func previousFramePasses(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        VEDA.passes(file, channels: channels) ?? GLSLSandbox.passes(file, channels: channels) ?? Bonzomatic.passes(file, channels: channels)
            ?? KodeLife.passes(file, channels: channels)
    }

    /// The corners of the full-screen triangle, for languages without `gl_VertexID`.
    static let positionAttribute = "glsandbox_position"
}
