import Foundation

/// Shader Editor (markusfisch/ShaderEditor, the Android app and live wallpaper): its uniforms,
/// its language and its previous frame, as its own code sets them (`app/src/main/java/.../opengl/`
/// `BuiltinUniforms.java`, `BuiltinSystemUniforms.java`, `ShaderSourcePreparer.java`,
/// `ShaderRenderPipeline.java`, `BackBufferParameters.java`, read at 513e79f).
///
/// A Shader Editor file is GLSL Sandbox's shape (`void main()` writing `gl_FragColor`, GLSL ES 1.00,
/// or its own `#version 3xx es`), declaring what it reads. The app puts `#define SHADER_EDITOR 1`
/// before the code and sets, each frame,
/// - `float time` (seconds), `int second` (its whole part), `float subsecond` (the rest),
///   `int frame` (frames drawn before this one: 0 at the first), `float ftime` (time over a period,
///   `#define FTIME_PERIOD P`, default 3: `mod(time, P) / P * 2 - 1`);
/// - `vec2 resolution` (the picture in pixels);
/// - the touch: `vec2 touch` (pixels, y up), `vec2 touchStart` (where it went down), `vec2 mouse`
///   (`touch` over the size, 0 to 1), `int pointerCount`, `vec3 pointers[10]` (each finger's x, y
///   in pixels, y up, and its contact size). All (0, 0) and none until a finger touches. Here:
///   `--mouse X,Y` is one finger down at (X, Y), its contact size 0;
/// - `vec2 offset` (the live wallpaper's scroll offset): (0, 0);
/// - `vec4 date` (year, month from 0, day, seconds since midnight) and `vec3 daytime` (hour,
///   minute, second): from `--date`'s moment (whole seconds);
/// - `sampler2D backbuffer`: the previous frame, an RGBA8 target read nearest and clamped (its
///   default parameters), all zero before frame 0. The app never clears its two targets (it swaps
///   them), and neither does GLSandbox; which older frame a discarded pixel shows is not checked
///   against the app.
///
/// What a phone's sensors and state give (`battery`, `powerConnected`, `gravity`, `linear`,
/// `gyroscope`, `magnetic`, `rotationMatrix`, `orientation`, `light`, `pressure`, `proximity`,
/// `notificationCount`, `mediaVolume`, `micAmplitude`, the cameras, `nightMode`) and `startRandom`
/// (a random number at each start) are set by nothing here: each is named on stderr, and
/// `--uniform NAME=VALUE` gives a value.
enum ShaderEditor {
    /// Names only Shader Editor sets, with their types: a `main` declaring one of them so is its.
    static let markers: [String: String] = [
        "pointers": "vec3", "pointerCount": "int", "touch": "vec2", "touchStart": "vec2", "startRandom": "float",
        "battery": "float", "powerConnected": "int", "subsecond": "float", "ftime": "float", "daytime": "vec3", "nightMode": "int",
        "gravity": "vec3", "gyroscope": "vec3", "magnetic": "vec3", "rotationVector": "vec3", "rotationMatrix": "mat3",
        "orientation": "vec3", "proximity": "float", "micAmplitude": "float", "mediaVolume": "float", "notificationCount": "int",
    ]

    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = Array(markers.keys) + ["second", "offset", "date", "FTIME_PERIOD"]

    /// Shader Editor or nil: a `main` that declares one of its own uniforms with its type, in GLSL
    /// ES 1.00 (no `#version`, or `#version 100`) writing `gl_FragColor`, or GLSL ES 3.00 and newer.
    static func dialect(of scan: GLSLScan) -> ShaderDialect? {
        guard scan.definesMain, markers.contains(where: { scan.uniforms[$0.key] == $0.value }) else { return nil }
        switch scan.version {
        case nil: return scan.used.contains("gl_FragColor") ? .shaderEditor : nil
        case let version? where version.isES: return version.number == 100 && !scan.used.contains("gl_FragColor") ? nil : .shaderEditor
        default: return nil
        }
    }

    /// The language: its own `#version`, else GLSL ES 1.00 (OpenGL ES 2.0).
    static func language(of scan: GLSLScan) -> GLSLVersion {
        scan.version ?? GLSLVersion(number: 100)
    }

    /// The lines before the user's text: GLSL Sandbox's precision lines (`mediump` and `lowp` as
    /// `highp`: see `GLSLSandbox`), and the app's `#define SHADER_EDITOR 1` unless the code has it.
    static func preamble(for scan: GLSLScan, language: GLSLVersion) -> [String] {
        var lines = GLSLSandbox.preamble(for: scan, language: language, dialect: .shaderEditor)
        if !scan.defined.contains("SHADER_EDITOR") { lines.append("#define SHADER_EDITOR 1") }
        return lines
    }

    /// Whether `file` reads its previous frame: it declares `uniform sampler2D backbuffer` and names it elsewhere.
    static func readsBackbuffer(_ file: ShaderFile) -> Bool {
        file.dialect == .shaderEditor && file.scan.uniforms["backbuffer"] == "sampler2D" && file.scan.referenced.contains("backbuffer")
    }

    /// `ftime`'s period: `#define FTIME_PERIOD P` on a line of its own, else 3 seconds.
    static func ftimePeriod(_ text: String) -> Float {
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.count == 3, words[0] == "#define", words[1] == "FTIME_PERIOD", let period = Float(words[2]),
               period.isFinite, period > 0, words[2].allSatisfy({ $0.isNumber || $0 == "." }) {
                return period
            }
        }
        return 3
    }

    /// The row of uniform `name` in `file`, if Shader Editor sets it.
    static func row(named name: String, file: ShaderFile?) -> ShaderUniforms.Row? {
        if name == "ftime" {
            let period = file.map { ftimePeriod($0.text) } ?? 3
            return ShaderUniforms.Row(name: name, kind: .float) { frame in
                let time = Float(frame.inputs.time)
                return .float(time.truncatingRemainder(dividingBy: period) / period * 2 - 1)
            }
        }
        return rows[name]
    }

    /// The finger of `--mouse`, in pixels from the bottom-left; nil until given.
    private static func finger(_ frame: ShaderUniforms.Frame) -> SIMD2<Float>? {
        frame.inputs.mouseMoved ? SIMD2(frame.inputs.mouse.x, frame.inputs.mouse.y) : nil
    }

    private static let rows: [String: ShaderUniforms.Row] = Dictionary(uniqueKeysWithValues: [
        ShaderUniforms.Row(name: "time", kind: .float) { .float(Float($0.inputs.time)) },
        ShaderUniforms.Row(name: "second", kind: .int) { .int(Int(max(-16_777_216, min(16_777_216, $0.inputs.time.rounded(.towardZero))))) },
        ShaderUniforms.Row(name: "subsecond", kind: .float) { .float(Float($0.inputs.time - $0.inputs.time.rounded(.towardZero))) },
        ShaderUniforms.Row(name: "frame", kind: .int) { .int($0.inputs.frame) },
        ShaderUniforms.Row(name: "resolution", kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) },
        ShaderUniforms.Row(name: "touch", kind: .vec2) { frame in finger(frame).map { .vec2($0.x, $0.y) } ?? .vec2(0, 0) },
        ShaderUniforms.Row(name: "touchStart", kind: .vec2) { frame in finger(frame).map { .vec2($0.x, $0.y) } ?? .vec2(0, 0) },
        ShaderUniforms.Row(name: "mouse", kind: .vec2) { frame in
            finger(frame).map { .vec2($0.x / Float(max(1, frame.size.width)), $0.y / Float(max(1, frame.size.height))) } ?? .vec2(0, 0)
        },
        ShaderUniforms.Row(name: "pointerCount", kind: .int) { finger($0) == nil ? .int(0) : .int(1) },
        ShaderUniforms.Row(name: "pointers", kind: .vec3, count: 10) { frame in
            .vec3s([finger(frame).map { SIMD3($0.x, $0.y, 0) } ?? .zero] + Array(repeating: .zero, count: 9))
        },
        ShaderUniforms.Row(name: "offset", kind: .vec2) { _ in .vec2(0, 0) },
        ShaderUniforms.Row(name: "date", kind: .vec4) { frame in
            let date = frame.inputs.date.uniform
            return .vec4(SIMD4(date.x, date.y, date.z, date.w.rounded(.down)))
        },
        ShaderUniforms.Row(name: "daytime", kind: .vec3) { frame in
            let seconds = Int(frame.inputs.date.secondsSinceMidnight.rounded(.down))
            return .vec3(SIMD3(Float(seconds / 3600), Float(seconds / 60 % 60), Float(seconds % 60)))
        },
        ShaderUniforms.Row(name: "backbuffer", kind: .sampler2D) { _ in .int(0) },
    ].map { ($0.name, $0) })
}
