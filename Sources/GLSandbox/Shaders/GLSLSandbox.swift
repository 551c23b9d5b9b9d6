import Foundation

/// GLSL Sandbox (glslsandbox.com) and twigl's classic mode (twigl.app): their uniforms, their
/// language and their previous frame, as each site's own code sets them.
///
/// **GLSL Sandbox** (mrdoob/glsl-sandbox, `static/index.html`): a fragment shader in GLSL ES 1.00
/// (WebGL 1) writing `gl_FragColor`, drawn over a quad each frame with
/// - `uniform float time`: seconds since the start;
/// - `uniform vec2 resolution`: the canvas in pixels;
/// - `uniform vec2 mouse`: the pointer divided by the canvas size, y up (`clientX / innerWidth`,
///   `1 - clientY / innerHeight`), (0.5, 0.5) until the pointer moves. Here: `--mouse X,Y`
///   (pixels from the bottom-left) is (X / width, Y / height); without it, (0.5, 0.5);
/// - `uniform sampler2D backbuffer`: the previous frame, an RGBA8 texture (8 bits a channel,
///   clamped) read nearest and clamped to the edge, on texture unit 0; all zero before frame 0;
/// - `uniform vec2 surfaceSize` and `varying vec2 surfacePosition`: the pan-and-zoom surface, at
///   rest (nobody pans offline): height 1, width the aspect (`surfaceSize = (width / height, 1)`),
///   centred on 0, so `surfacePosition` runs from `-surfaceSize / 2` to `surfaceSize / 2`.
///
/// **twigl, classic mode** (doxas/twigl, `src/fragmen.js`): GLSL Sandbox's names plus
/// `uniform float frame` (the frames drawn, counting this one: 1 at the first frame, so frame k
/// here is `k + 1`); its `mouse` is (0, 0) until the pointer moves; its `backbuffer` is an
/// RGBA32F texture read linearly (WebGL 2 with float textures), all zero before frame 0. Its
/// `sound` (a volume from the microphone or music) is set by nothing here, and named on stderr.
/// The code is GLSL ES 1.00, or GLSL ES 3.00 with `out vec4` (twigl puts `#version 300 es`
/// before the code of its 300 es modes, so a file saved from it has none; GLSandbox does the same).
///
/// **twigl's MRT modes** write two targets at once (`MRT_TARGET_COUNT` is 2):
/// `layout (location = 0) out vec4 outColor0;` and `outColor1` (geek: `o0`, `o1`), and read both
/// previous frames, `backbuffer0` and `backbuffer1` (geek: `b0`, `b1`) on texture units 0 and 1;
/// the picture is target 0. GLSandbox draws the file twice a frame, once a target (buffer A keeps
/// output 0, buffer B output 1), and both draws read the previous frame of both targets, as the
/// one draw on the site does.
///
/// **twigl, geek and geeker modes**: the same values under one-letter names, `r` (resolution), `m`
/// (mouse), `t` (time), `f` (frame), `b` (backbuffer), `s` (sound, not set). Geek code declares
/// them; in geeker mode twigl puts `precision highp float;uniform vec2 r;uniform vec2 m;uniform
/// float t;uniform float f;uniform float s;uniform sampler2D b;` before the code (and `out vec4 o;`
/// in its 300 es form), and so does GLSandbox.
///
/// **Precision.** Both sites run in a browser, which on a desktop computes `mediump` and `lowp`
/// at 32 bits; Mesa's llvmpipe computes them at 16 bits (Mesa 22.3.6: `fract(1.2345 * 1000.0)`
/// is 0, not 0.5, under `precision mediump float`). So `mediump` and `lowp` are defined as
/// `highp`, and samplers and ints default to `highp`.
///
/// A file that reads its backbuffer has a history: frames 0 to N run (frame k at `time = k / fps`),
/// as for Shadertoy's buffers. It runs as two passes: the file draws buffer A, reading buffer A's
/// previous frame as channel 0 (`backbuffer`), and a copy of buffer A is the picture (the site's
/// "screen" program). Buffer A is cleared before each draw as the page clears its target (GLSL
/// Sandbox: (0, 0, 0, 0), twigl: (0, 0, 0, 1)): a pixel the shader discards shows that.
enum GLSLSandbox {
    /// The names ``GLSLScan`` looks for (`surfacePosition` is one of its inputs).
    static let scannedNames: [String] = ["time", "mouse", "resolution", "backbuffer", "surfaceSize", "frame", "r", "m", "t", "f", "b", "s", "FC"]
        + mrtNames.flatMap { $0 }

    /// twigl's MRT names: the targets' previous frames and the outputs, classic then geek.
    static let mrtNames: [[String]] = [["backbuffer0", "backbuffer1", "outColor0", "outColor1"], ["b0", "b1", "o0", "o1"]]

    /// Whether code of `dialect` is written for twigl's MRT modes: it names their second target
    /// or one of their previous frames (classic: `outColor1`, `backbuffer0`, `backbuffer1`;
    /// geek, geeker and geekest: `o1`, `b0`, `b1`).
    static func isMRT(_ scan: GLSLScan, dialect: ShaderDialect) -> Bool {
        guard let names = dialect == .twigl ? mrtNames[0] : geekDialects.contains(dialect) ? mrtNames[1] : nil else { return false }
        return scan.used.contains(names[0]) || scan.used.contains(names[1]) || scan.used.contains(names[3])
    }

    /// twigl's one-letter modes.
    static let geekDialects: Set<ShaderDialect> = [.twiglGeek, .twiglGeeker, .twiglGeekest]

    /// The dialects this type describes.
    static let dialects: Set<ShaderDialect> = [.glslSandbox, .twigl, .twiglGeek, .twiglGeeker, .twiglGeekest]

    /// twigl's geek names and their types.
    static let geekTypes: [String: String] = ["r": "vec2", "m": "vec2", "t": "float", "f": "float", "b": "sampler2D"]

    /// What twigl puts before geeker code.
    static let geekerDeclarations = "precision highp float;uniform vec2 r;uniform vec2 m;uniform float t;uniform float f;uniform float s;uniform sampler2D b;"
    /// What twigl puts before geeker and geekest code in its MRT modes (`GEEKER_MRT_CHUNK` and `GEEKER_OUT_MRT_CHUNK`).
    static let geekerMRTDeclarations = "precision highp float;uniform vec2 r;uniform vec2 m;uniform float t;uniform float f;uniform float s;uniform sampler2D b0;uniform sampler2D b1;"
    static let geekerMRTOutputs = "layout (location = 0) out vec4 o0;layout (location = 1) out vec4 o1;"

    /// GLSL Sandbox's uniforms and their types: a file declaring one of them so is the dialect's.
    static let types: [String: String] = ["time": "float", "mouse": "vec2", "resolution": "vec2", "backbuffer": "sampler2D", "surfaceSize": "vec2"]

    /// The vertex shader's uniform behind `surfacePosition`: the surface's size.
    static let surfaceSizeUniform = "glsandbox_surfaceSize"

    /// GLSL Sandbox, twigl, or nil, from what the code declares: a `main` and one of GLSL Sandbox's
    /// uniforms (or its `surfacePosition`) with its type; twigl when it also declares
    /// `uniform float frame`, or is `#version 300 es` with its own `out vec4`. GLSL ES 1.00 code
    /// (no `#version`, or `#version 100`) must write `gl_FragColor`. twigl's geek mode: two of its
    /// one-letter names declared with their types (`uniform vec2 r; uniform float t;`).
    static func dialect(of scan: GLSLScan) -> ShaderDialect? {
        guard scan.definesMain else { return nil }
        let declares = types.contains { scan.uniforms[$0.key] == $0.value } || scan.inputs["surfacePosition"] == "vec2"
        let geek = geekTypes.filter { scan.uniforms[$0.key] == $0.value }.count >= 2
        guard declares || geek else { return nil }
        let found: ShaderDialect = !declares ? .twiglGeek : scan.uniforms["frame"] == "float" ? .twigl : .glslSandbox
        switch scan.version {
        case nil:
            // twigl's 300 es modes put `#version 300 es` before the code: such code declares its `out`.
            if scan.used.contains("gl_FragColor") { return found }
            return scan.declaresOutput && !scan.usesUndeclaredShadertoyUniform ? (found == .glslSandbox ? .twigl : found) : nil
        case let version? where version.number == 100:
            return scan.used.contains("gl_FragColor") ? found : nil
        case let version? where version.number == 300 && version.isES:
            return scan.declaresOutput ? (found == .glslSandbox ? .twigl : found) : nil
        default:
            return nil
        }
    }

    /// twigl's geekest code: it uses `FC` (twigl's `#define FC gl_FragCoord`) without defining it,
    /// and has no `mainImage`; code with a `main` must not declare `FC` either, at the top level, as
    /// a parameter (`void twigl(out vec4 o, vec2 FC)`: a GLSL Sandbox port of a twigl shader) or in
    /// a body. (A body alone is statements at the top level, where the scan takes
    /// `texture(b,FC.xy/r)` for a declaration after a comma, so there it is not asked.)
    static func isGeekest(_ scan: GLSLScan) -> Bool {
        scan.used.contains("FC") && !scan.defined.contains("FC") && !scan.mentionsMainImage && scan.uniforms["FC"] == nil
            && !(scan.definesMain && (scan.declared.contains("FC") || scan.declaredAnywhere.contains("FC")))
    }

    /// The language of a file of these dialects: its own `#version`; else GLSL ES 1.00 (WebGL 1);
    /// geekest code that does not write `gl_FragColor` is twigl's `300 es` form (it writes `o`).
    static func language(of scan: GLSLScan, dialect: ShaderDialect) -> GLSLVersion {
        if let version = scan.version { return version }
        // twigl's 300 es and MRT modes: code that does not write `gl_FragColor` (twigl puts the `#version` line).
        if dialect != .glslSandbox && !scan.used.contains("gl_FragColor") && (scan.declaresOutput || geekDialects.contains(dialect) && dialect != .twiglGeek) {
            return GLSLVersion(number: 300, profile: "es")
        }
        return GLSLVersion(number: 100)
    }

    /// The lines before the user's text: `mediump` and `lowp` made `highp` (unless the code
    /// defines those names itself), and `highp` ints and samplers by default.
    /// Geeker code: twigl's declarations after them (and its `out vec4 o;` in GLSL ES 3.00).
    static func preamble(for scan: GLSLScan, language: GLSLVersion, dialect: ShaderDialect) -> [String] {
        var lines: [String] = []
        if language.isES {
            lines += ["precision highp int;", "precision highp sampler2D;", "precision highp samplerCube;"]
            for name in ["mediump", "lowp"] where !scan.defined.contains(name) { lines.append("#define \(name) highp") }
        }
        let mrt = language.isModern && isMRT(scan, dialect: dialect)
        if dialect == .twiglGeeker {
            lines.append(mrt ? geekerMRTDeclarations : geekerDeclarations)
            if language.isModern { lines.append(mrt ? geekerMRTOutputs : "out vec4 o;") }
        }
        if dialect == .twiglGeekest {
            // twigl's GEEKEST_CHUNK: FC, geeker's declarations, its noise and helpers; then a main
            // around a body that has none.
            lines.append("#define FC gl_FragCoord")
            lines.append(mrt ? geekerMRTDeclarations : geekerDeclarations)
            lines += TwiglNoise.lines
            if language.isModern { lines.append(mrt ? geekerMRTOutputs : "out vec4 o;") }
            if !scan.definesMain { lines.append("void main(){") }
        }
        return lines
    }

    /// The name the dialect gives the previous frame.
    static func backbufferName(_ dialect: ShaderDialect) -> String {
        dialect == .twiglGeek || dialect == .twiglGeeker || dialect == .twiglGeekest ? "b" : "backbuffer"
    }

    /// Whether `file` reads its previous frame: a GLSL Sandbox or twigl file that declares
    /// `uniform sampler2D backbuffer` and names it elsewhere.
    /// (twigl's geek modes: `b`, which geeker code does not declare itself).
    static func readsBackbuffer(_ file: ShaderFile) -> Bool {
        guard dialects.contains(file.dialect) else { return false }
        if isMRT(file.scan, dialect: file.dialect) { return readsMRTBackbuffers(file) }
        let name = backbufferName(file.dialect)
        return (file.dialect == .twiglGeeker || file.dialect == .twiglGeekest || file.scan.uniforms[name] == "sampler2D") && file.scan.referenced.contains(name)
    }

    /// Whether a file of twigl's MRT modes reads one of its two previous frames.
    static func readsMRTBackbuffers(_ file: ShaderFile) -> Bool {
        let names = file.dialect == .twigl ? mrtNames[0] : mrtNames[1]
        return file.scan.referenced.contains(names[0]) || file.scan.referenced.contains(names[1])
    }

    /// The passes of a file of twigl's MRT modes that reads its previous frames: the file draws
    /// buffer A keeping output 0, then buffer B keeping output 1; both read the previous frames
    /// of A and B on units 0 and 1 (B reads A's from before A's draw: `bufferBefore`), and a copy
    /// of buffer A is the picture. Each target is RGBA32F, read linearly, cleared to (0, 0, 0, 1)
    /// before each draw, as twigl's page clears its framebuffer.
    static func mrtPasses(_ file: ShaderFile, channels: [Channel?], screen: ShaderFile) -> MultipassShader {
        let names = file.dialect == .twigl ? mrtNames[0] : mrtNames[1]
        let sampling = Texture2D.TextureSampling(filter: .linear, wrap: .clamp)
        var inputs = channels + Array(repeating: nil, count: max(0, 4 - channels.count))
        inputs[0] = Channel(.buffer(.a), sampling: sampling, name: names[0])
        inputs[1] = Channel(.buffer(.b), sampling: sampling, name: names[1])
        var second = inputs
        second[0] = Channel(.bufferBefore(.a), sampling: sampling, name: names[0])
        let shown = Channel(.buffer(.a), sampling: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp), name: "backbuffer")
        var shader = MultipassShader(passes: [MultipassShader.Pass(buffer: .a, file: file, inputs: inputs),
                                              MultipassShader.Pass(buffer: .b, file: file, inputs: second, output: 1),
                                              MultipassShader.Pass(buffer: nil, file: screen, inputs: [shown, nil, nil, nil])],
                                     path: file.path, files: file.files)
        shader.clearedBuffers = [.a: RGBA(0, 0, 0, 1), .b: RGBA(0, 0, 0, 1)]
        return shader
    }

    /// The passes of a file that reads its previous frame (nil for any other): the file draws
    /// buffer A reading buffer A's previous frame on channel 0, and a copy of buffer A is the
    /// picture. `channels`: the file's other channels (1 to 3).
    static func passes(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        guard readsBackbuffer(file) || VEDA.readsBackbuffer(file) || ShaderEditor.readsBackbuffer(file), let screen = screenFile else { return nil }
        // GLSL Sandbox's, VEDA's and Shader Editor's targets are 8 bits a channel, read nearest;
        // the pages clear theirs to (0, 0, 0, 0), Shader Editor never clears its own.
        let eightBit = file.dialect == .glslSandbox || file.dialect == .veda || file.dialect == .shaderEditor
        let sampling = !eightBit ? Texture2D.TextureSampling(filter: .linear, wrap: .clamp)
            : file.dialect == .veda ? Texture2D.TextureSampling(filter: .linearMinifyingNearestMagnifying, wrap: .clamp)
            : Texture2D.TextureSampling(filter: .nearest, wrap: .clamp)
        if isMRT(file.scan, dialect: file.dialect) { return mrtPasses(file, channels: channels, screen: screen) }
        var inputs = channels + Array(repeating: nil, count: max(0, 4 - channels.count))
        inputs[0] = Channel(.buffer(.a), sampling: sampling, name: backbufferName(file.dialect))
        let shown = Channel(.buffer(.a), sampling: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp), name: "backbuffer")
        var shader = MultipassShader(passes: [MultipassShader.Pass(buffer: .a, file: file, inputs: inputs),
                                              MultipassShader.Pass(buffer: nil, file: screen, inputs: [shown, nil, nil, nil])],
                                     path: file.path, files: file.files)
        if eightBit { shader.eightBitBuffers = [.a] }
        if file.dialect != .shaderEditor { shader.clearedBuffers = [.a: eightBit ? RGBA(0, 0, 0, 0) : RGBA(0, 0, 0, 1)] }
        return shader
    }

    /// The site's screen program: buffer A's texels, one for one.
    static let screenFile: ShaderFile? = try? ShaderFile(source: """
        #version 330 core
        uniform sampler2D iChannel0;
        out vec4 color;
        void main() { color = texelFetch(iChannel0, ivec2(gl_FragCoord.xy), 0); }
        """, name: "<the site's screen>", folder: "/", dialect: .glsl)

    /// GLSL Sandbox's quad: two triangles over the canvas, corners in the order its page gives
    /// them. The page draws every file with it, and so does GLSandbox: a file that reads
    /// `surfacePosition` gets the position interpolated between the same corners as on the site,
    /// to the last bit (a zoom into a fractal tells them apart), and a file whose result GLSL
    /// leaves undefined (an `out` parameter read before it is written) is drawn over the same
    /// triangles, as the site draws it (llvmpipe's undefined values follow the triangles: two
    /// archive files differed in 4304 and 1189 pixels over one triangle).
    static let quadCorners: [Float] = [-1, -1, 1, -1, -1, 1, 1, -1, 1, 1, -1, 1]

    /// Whether `file` is drawn with GLSL Sandbox's quad: a GLSL Sandbox file, or one reading
    /// `surfacePosition`, whose vertex shader reads the corners from the buffer (`readsCorners`:
    /// GLSL ES 1.00, not `gl_VertexID`).
    static func drawsQuad(_ file: ShaderFile, readsCorners: Bool) -> Bool {
        readsCorners && (file.dialect == .glslSandbox || file.scan.inputs["surfacePosition"] == "vec2")
    }

    /// The row of uniform `name` in `dialect`, if the dialect sets it; the vertex shader's
    /// surface size in any dialect (it is there when the fragment shader reads `surfacePosition`).
    static func row(named name: String, dialect: ShaderDialect) -> ShaderUniforms.Row? {
        if name == surfaceSizeUniform { return surfaceSize }
        switch dialect {
        case .glslSandbox: return sandboxRows[name]
        case .twigl: return twiglRows[name]
        case .twiglGeek, .twiglGeeker, .twiglGeekest: return geekRows[name]
        default: return nil
        }
    }

    private static let surfaceSize = ShaderUniforms.Row(name: surfaceSizeUniform, kind: .vec2) { frame in
        .vec2(Float(Double(frame.size.width) / Double(max(1, frame.size.height))), 1)
    }

    /// The rows both sites share.
    private static let common: [ShaderUniforms.Row] = [
        ShaderUniforms.Row(name: "time", kind: .float) { .float(Float($0.inputs.time)) },
        ShaderUniforms.Row(name: "resolution", kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) },
        ShaderUniforms.Row(name: "backbuffer", kind: .sampler2D) { _ in .int(0) },
    ]

    /// twigl's MRT modes: the two targets' previous frames on units 0 and 1.
    private static let mrtRows: [ShaderUniforms.Row] = [
        ShaderUniforms.Row(name: "backbuffer0", kind: .sampler2D) { _ in .int(0) },
        ShaderUniforms.Row(name: "backbuffer1", kind: .sampler2D) { _ in .int(1) },
    ]

    /// The mouse over the canvas, 0 to 1 from the bottom-left.
    private static func mouse(_ frame: ShaderUniforms.Frame) -> ShaderUniforms.Value {
        .vec2(frame.inputs.mouse.x / Float(max(1, frame.size.width)), frame.inputs.mouse.y / Float(max(1, frame.size.height)))
    }

    private static let sandboxRows: [String: ShaderUniforms.Row] = Dictionary(uniqueKeysWithValues: (common + [
        ShaderUniforms.Row(name: "mouse", kind: .vec2) { $0.inputs.mouseMoved ? mouse($0) : .vec2(0.5, 0.5) },
        ShaderUniforms.Row(name: "surfaceSize", kind: .vec2) { surfaceSize.value($0) },
    ]).map { ($0.name, $0) })

    private static let twiglRows: [String: ShaderUniforms.Row] = Dictionary(uniqueKeysWithValues: (common + mrtRows + [
        ShaderUniforms.Row(name: "mouse", kind: .vec2) { mouse($0) },
        ShaderUniforms.Row(name: "frame", kind: .float) { .float(Float($0.inputs.frame + 1)) },
    ]).map { ($0.name, $0) })

    /// twigl's geek names: classic mode's rows under one letter each.
    private static let geekRows: [String: ShaderUniforms.Row] = {
        let letters = ["resolution": "r", "mouse": "m", "time": "t", "frame": "f", "backbuffer": "b", "backbuffer0": "b0", "backbuffer1": "b1"]
        return Dictionary(uniqueKeysWithValues: twiglRows.values.compactMap { row in
            letters[row.name].map { ($0, ShaderUniforms.Row(name: $0, kind: row.kind, value: row.value)) }
        })
    }()
}
