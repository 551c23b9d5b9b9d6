import Foundation

/// Ghostty's terminal shaders (its `custom-shader` setting): Shadertoy's `mainImage` over the
/// terminal's picture, with Ghostty's own uniforms, as its own code sets them
/// (ghostty-org/ghostty `src/renderer/shaders/shadertoy_prefix.glsl`, `src/renderer/generic.zig`,
/// `src/terminal/color.zig`, `src/config/Config.zig`, read at 3b9c4e0).
///
/// Ghostty puts its prefix before the file and compiles it as desktop GLSL (`#version 430 core`,
/// through glslang), not GLSL ES: code legal only there compiles (a function named `normalize`
/// overloading the built-in, which GLSL ES refuses). Here: GLSL 4.50 core (or what the context
/// offers), with Shadertoy's declarations and `main` and Ghostty's uniforms:
/// - `iChannel0`: the terminal's picture, upright (`texture(iChannel0, fragCoord / iResolution.xy)`
///   reads the pixel under `fragCoord`): `--channel0 SCREENSHOT`, read linearly and clamped to the
///   edge, as Ghostty samples it. Channels 1 to 3 are unused by Ghostty.
/// - `iFrame`: the frames drawn, counting this one (Ghostty adds 1 before it draws): frame k is
///   `k + 1`. `iDate` and `iSampleRate` are 0 (Ghostty does not set them); `iMouse` is 0 unless
///   `--mouse` is given (Ghostty does not set it); `iFrameRate` is 60 whatever `--fps` (Ghostty's
///   constant); `iChannelResolution[0]` is the picture's size (the terminal is the screen), the
///   others 0.
/// - `vec4 iCurrentCursor`, `iPreviousCursor`: the cursor's left edge, its top edge counted from
///   the bottom of the screen (y up), its width and height, in pixels. Default: a block cursor in
///   the first cell of a terminal with Ghostty's default padding of 2 pixels and cells of 10x20
///   pixels, `(2, height - 2, 10, 20)`; the previous cursor the same (it never moved).
/// - `float iTimeCursorChange`: when the cursor last moved, in seconds (default 0).
/// - `vec4 iCurrentCursorColor`, `iPreviousCursorColor`: the cursor's colour (default white, the
///   default foreground, opaque). `int iCurrentCursorStyle`, `iPreviousCursorStyle`: 0 (block),
///   with Ghostty's `CURSORSTYLE_*` names defined. `int iCursorVisible` 1, `int iFocus` 1,
///   `float iTimeFocus` 0.
/// - `vec3 iPalette[256]`: Ghostty's default palette (its 16 named colours, the 6x6x6 cube and
///   the grey ramp); `vec3 iBackgroundColor` #282C34 and `iForegroundColor` #FFFFFF, its defaults;
///   `iCursorColor`, `iCursorText`, `iSelectionBackgroundColor`, `iSelectionForegroundColor` 0,
///   as Ghostty leaves them when its configuration does not set them.
/// Each of them but `iPalette` takes a value from `--uniform NAME=VALUE` instead of its default
/// (`--uniform iCurrentCursor=40,300,10,20`).
enum Ghostty {
    /// Ghostty's uniforms beyond Shadertoy's, and their types.
    static let types: [(name: String, type: String)] = [
        ("iCurrentCursor", "vec4"), ("iPreviousCursor", "vec4"), ("iCurrentCursorColor", "vec4"), ("iPreviousCursorColor", "vec4"),
        ("iCurrentCursorStyle", "int"), ("iPreviousCursorStyle", "int"), ("iCursorVisible", "int"), ("iTimeCursorChange", "float"),
        ("iTimeFocus", "float"), ("iFocus", "int"), ("iPalette", "vec3"), ("iBackgroundColor", "vec3"), ("iForegroundColor", "vec3"),
        ("iCursorColor", "vec3"), ("iCursorText", "vec3"), ("iSelectionForegroundColor", "vec3"), ("iSelectionBackgroundColor", "vec3"),
    ]

    /// How Ghostty samples the terminal (`src/renderer/OpenGL.zig` `samplerOptions`): linear, clamped.
    static let terminalSampling = Texture2D.TextureSampling(filter: .linear, wrap: .clamp)

    /// Ghostty's names for the cursor styles.
    static let cursorStyles: [(String, Int)] = [
        ("CURSORSTYLE_BLOCK", 0), ("CURSORSTYLE_BLOCK_HOLLOW", 1), ("CURSORSTYLE_BAR", 2), ("CURSORSTYLE_UNDERLINE", 3), ("CURSORSTYLE_LOCK", 4),
    ]

    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = types.map(\.name) + cursorStyles.map(\.0)

    /// Whether Shadertoy-form code (a `mainImage`) is Ghostty's: it uses one of Ghostty's
    /// uniforms or cursor style names without declaring it.
    static func uses(_ scan: GLSLScan) -> Bool {
        scannedNames.contains { scan.used.contains($0) && !scan.declared.contains($0) }
    }

    /// The lines after Shadertoy's declarations: Ghostty's uniforms and cursor style names that
    /// the code does not declare or define itself.
    static func preamble(for scan: GLSLScan) -> [String] {
        var lines: [String] = []
        for (name, value) in cursorStyles where !scan.defined.contains(name) { lines.append("#define \(name) \(value)") }
        for (name, type) in types where !scan.declared.contains(name) {
            lines.append("uniform \(type) \(name)\(name == "iPalette" ? "[256]" : "");")
        }
        return lines
    }

    /// The row of uniform `name`, if Ghostty sets it (its own names, and Shadertoy's that it sets
    /// otherwise: `iFrame`, `iDate`, `iSampleRate`).
    static func row(named name: String) -> ShaderUniforms.Row? { rows[name] }

    /// Ghostty's uniforms that `--uniform` may set (all but the palette).
    static func settable(_ name: String) -> Bool { name != "iPalette" && types.contains { $0.name == name } }

    /// Ghostty's default palette, 0 to 255 a channel (`src/terminal/color.zig`).
    static let palette: [SIMD3<Float>] = {
        let named: [(Float, Float, Float)] = [
            (0x1D, 0x1F, 0x21), (0xCC, 0x66, 0x66), (0xB5, 0xBD, 0x68), (0xF0, 0xC6, 0x74),
            (0x81, 0xA2, 0xBE), (0xB2, 0x94, 0xBB), (0x8A, 0xBE, 0xB7), (0xC5, 0xC8, 0xC6),
            (0x66, 0x66, 0x66), (0xD5, 0x4E, 0x53), (0xB9, 0xCA, 0x4A), (0xE7, 0xC5, 0x47),
            (0x7A, 0xA6, 0xDA), (0xC3, 0x97, 0xD8), (0x70, 0xC0, 0xB1), (0xEA, 0xEA, 0xEA),
        ]
        var colours = named.map { SIMD3($0.0, $0.1, $0.2) }
        func level(_ step: Int) -> Float { step == 0 ? 0 : Float(step * 40 + 55) }
        for r in 0..<6 { for g in 0..<6 { for b in 0..<6 { colours.append(SIMD3(level(r), level(g), level(b))) } } }
        for index in 232..<256 { colours.append(SIMD3(repeating: Float((index - 232) * 10 + 8))) }
        return colours
    }()

    /// A row whose value is `--uniform NAME=...` when given (one number for every component, or
    /// all of them), else `fallback`.
    private static func settableRow(_ name: String, _ kind: ShaderUniforms.Kind, _ fallback: @escaping @Sendable (ShaderUniforms.Frame) -> [Float]) -> ShaderUniforms.Row {
        let count = kind == .vec4 ? 4 : kind == .vec3 ? 3 : 1
        return ShaderUniforms.Row(name: name, kind: kind) { frame in
            var value = fallback(frame)
            if let given = frame.inputs.uniforms[name], given.count == count || given.count == 1 {
                value = given.count == count ? given : Array(repeating: given[0], count: count)
            }
            switch kind {
            case .vec4: return .vec4(SIMD4(value[0], value[1], value[2], value[3]))
            case .vec3: return .vec3(SIMD3(value[0], value[1], value[2]))
            case .int: return .int(Int(max(-CustomUniform.intLimit, min(CustomUniform.intLimit, value[0].isFinite ? value[0].rounded() : 0))))
            default: return .float(value[0])
            }
        }
    }

    /// The default cursor: the first cell, padding 2, cells 10x20, top edge counted from the bottom.
    private static func defaultCursor(_ frame: ShaderUniforms.Frame) -> [Float] { [2, Float(frame.size.height) - 2, 10, 20] }

    private static let rows: [String: ShaderUniforms.Row] = {
        let rows: [ShaderUniforms.Row] = [
            ShaderUniforms.Row(name: "iFrame", kind: .int) { .int($0.inputs.frame + 1) },
            ShaderUniforms.Row(name: "iDate", kind: .vec4) { _ in .vec4(.zero) },
            ShaderUniforms.Row(name: "iSampleRate", kind: .float) { _ in .float(0) },
            ShaderUniforms.Row(name: "iFrameRate", kind: .float) { _ in .float(60) },   // "not currently updated"
            // The terminal is the screen's size, whatever picture stands in for it; the other channels 0.
            ShaderUniforms.Row(name: "iChannelResolution", kind: .vec3, count: 4) { frame in
                .vec3s([SIMD3(Float(frame.size.width), Float(frame.size.height), 1), .zero, .zero, .zero])
            },
            settableRow("iCurrentCursor", .vec4, defaultCursor),
            settableRow("iPreviousCursor", .vec4, defaultCursor),
            settableRow("iCurrentCursorColor", .vec4) { _ in [1, 1, 1, 1] },
            settableRow("iPreviousCursorColor", .vec4) { _ in [1, 1, 1, 1] },
            settableRow("iCurrentCursorStyle", .int) { _ in [0] },
            settableRow("iPreviousCursorStyle", .int) { _ in [0] },
            settableRow("iCursorVisible", .int) { _ in [1] },
            settableRow("iTimeCursorChange", .float) { _ in [0] },
            settableRow("iTimeFocus", .float) { _ in [0] },
            settableRow("iFocus", .int) { _ in [1] },
            ShaderUniforms.Row(name: "iPalette", kind: .vec3, count: 256) { _ in .vec3s(palette.map { $0 / 255 }) },
            settableRow("iBackgroundColor", .vec3) { _ in [0x28 / 255, 0x2C / 255, 0x34 / 255] },
            settableRow("iForegroundColor", .vec3) { _ in [1, 1, 1] },
            settableRow("iCursorColor", .vec3) { _ in [0, 0, 0] },
            settableRow("iCursorText", .vec3) { _ in [0, 0, 0] },
            settableRow("iSelectionForegroundColor", .vec3) { _ in [0, 0, 0] },
            settableRow("iSelectionBackgroundColor", .vec3) { _ in [0, 0, 0] },
        ]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
    }()
}
