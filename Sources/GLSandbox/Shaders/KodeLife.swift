import Foundation

/// KodeLife (hexler.net), the real-time GPU shader editor: its template's names, its language and
/// its previous frame. KodeLife is not open source; what is here comes from its manual
/// (hexler.net/kodelife/manual, "Parameters · Built-In": "KodeLife never modifies your shaders'
/// source code") and from the template every public KodeLife file starts from:
///
/// ```glsl
/// #version 150
/// uniform float time; uniform vec2 resolution; uniform vec2 mouse; uniform vec3 spectrum;
/// uniform sampler2D texture0; ... texture3; uniform sampler2D prevFrame; uniform sampler2D prevPass;
/// in VertexData { vec4 v_position; vec3 v_normal; vec2 v_texcoord; } inData;
/// out vec4 fragColor;
/// ```
///
/// (or its OpenGL 2 form: no `#version`, `varying vec3 v_normal; varying vec2 v_texcoord;`,
/// `gl_FragColor`). The code is compiled as written; the vertex stage writes the block the
/// fragment shader reads (`VertexData`, whatever members it declares), as KodeLife's plane does:
/// `v_position` the corner (x, y, 0, 1), `v_normal` (0, 0, 1), `v_texcoord` 0 to 1 from the
/// bottom-left. Set here:
/// - `time` (seconds), `resolution` (the picture in pixels);
/// - `prevFrame`: the previous frame (KodeLife's "most recently rendered master output frame"):
///   a history, 8 bits a channel, read linearly and clamped, on unit 0;
/// - `texture0` .. `texture3`: pictures from `--input texture0=FILE` (units 0 to 3; with a
///   history, `texture0` to `texture2` on units 1 to 3, and `texture3` cannot be given).
/// Not set, and named on stderr when used (`--uniform NAME=VALUE` gives a value): `mouse` (its
/// units are KodeLife's own, not published), `spectrum` (KodeLife's analysis of its audio input,
/// not published) and `prevPass` (another render pass of a project: a file is one pass).
enum KodeLife {
    /// KodeLife's own names and their types: a `main` declaring one of them so is its.
    static let markers: [String: String] = ["spectrum": "vec3", "prevFrame": "sampler2D", "prevPass": "sampler2D"]

    /// The pictures its template declares.
    static let pictures = ["texture0", "texture1", "texture2", "texture3"]

    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = Array(markers.keys) + pictures + ["inData", "VertexData"]

    /// KodeLife or nil: a `main` that declares one of its own uniforms with its type, or reads its
    /// template's `VertexData` block as `inData`, in desktop GLSL (no `#version`, or one not ES).
    static func dialect(of scan: GLSLScan) -> ShaderDialect? {
        guard scan.definesMain else { return nil }
        guard markers.contains(where: { scan.uniforms[$0.key] == $0.value }) || (scan.used.contains("VertexData") && scan.used.contains("inData")) else { return nil }
        if let version = scan.version, version.isES { return nil }
        return .kodelife
    }

    /// The language: its own `#version`; else what the context offers, with GLSL 1.10's names
    /// mapped (its OpenGL 2 template), as for The Book of Shaders.
    static func language(of scan: GLSLScan, contextVersion: Int) -> GLSLVersion {
        scan.version ?? GLSLVersion(number: contextVersion, profile: "core")
    }

    /// The interface block the fragment shader reads (`in VertexData { ... } inData;`): its name
    /// and its members as declared, nil when it has none.
    static func inputBlock(of text: String) -> (name: String, members: [(type: String, name: String)])? {
        let pattern = #"(?:^|[;\s])in\s+([A-Za-z_][A-Za-z0-9_]*)\s*\{([^{}]*)\}\s*[A-Za-z_][A-Za-z0-9_]*\s*;"#
        guard let match = text.range(of: pattern, options: .regularExpression) else { return nil }
        let found = String(text[match])
        guard let open = found.firstIndex(of: "{"), let close = found.firstIndex(of: "}") else { return nil }
        let head = found[..<open].split(whereSeparator: { $0.isWhitespace || $0 == ";" })
        guard head.count >= 2, head[head.count - 2] == "in" else { return nil }
        var members: [(String, String)] = []
        for declaration in found[found.index(after: open)..<close].split(separator: ";") {
            let words = declaration.split(whereSeparator: \.isWhitespace).filter { !["lowp", "mediump", "highp", "flat", "smooth", "noperspective"].contains($0) }
            if words.isEmpty { continue }
            guard words.count == 2 else { return nil }
            members.append((String(words[0]), String(words[1])))
        }
        return (String(head[head.count - 1]), members)
    }

    /// Whether `file` reads its previous frame: it declares `uniform sampler2D prevFrame` and names it elsewhere.
    static func readsPreviousFrame(_ file: ShaderFile) -> Bool {
        file.dialect == .kodelife && file.scan.uniforms["prevFrame"] == "sampler2D" && file.scan.referenced.contains("prevFrame")
    }

    /// The channel of picture `name` (`texture0` ...): its own number, or one more with a history.
    static func channel(of name: String, history: Bool) -> Int? {
        guard let index = pictures.firstIndex(of: name) else { return nil }
        let channel = index + (history ? 1 : 0)
        return channel < 4 ? channel : nil
    }

    /// The channels of `--input textureN=FILE` for `file`, resolved as every channel is.
    ///
    /// - Throws: ``EffectInputError/unknownInput(file:name:known:)`` for a name that is none of
    ///   the pictures (or `texture3` beside a history), ``EffectInputError/noMainInput(file:named:)``
    ///   for an input without a name; the readers' errors for the files.
    static func channels(for file: ShaderFile, effect: EffectInputs) throws -> [Channel?] {
        let history = readsPreviousFrame(file)
        let known = pictures.filter { channel(of: $0, history: history) != nil }
        if effect.main != nil || effect.from != nil || effect.to != nil { throw EffectInputError.noMainInput(file: file.path, named: known) }
        var channels: [Channel?] = [nil, nil, nil, nil]
        for (name, written) in effect.named.sorted(by: { $0.key < $1.key }) {
            guard let index = channel(of: name, history: history) else { throw EffectInputError.unknownInput(file: file.path, name: name, known: known) }
            var picture = try EffectInputs.pictureChannel(written, input: name)
            picture.sampling = Texture2D.TextureSampling(filter: .linear, wrap: .repeat)
            channels[index] = picture
        }
        return channels
    }

    /// The row of uniform `name` in `file`, if GLSandbox sets it.
    static func row(named name: String, file: ShaderFile?) -> ShaderUniforms.Row? {
        switch name {
        case "time": return ShaderUniforms.Row(name: name, kind: .float) { .float(Float($0.inputs.time)) }
        case "resolution": return ShaderUniforms.Row(name: name, kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) }
        case "prevFrame": return ShaderUniforms.Row(name: name, kind: .sampler2D) { _ in .int(0) }
        default:
            let history = file.map(readsPreviousFrame) ?? false
            guard let unit = channel(of: name, history: history) else { return nil }
            return ShaderUniforms.Row(name: name, kind: .sampler2D) { frame in
                frame.channel(unit) == nil ? .unset : .int(unit)
            }
        }
    }

    /// The passes of a file that reads its previous frame (nil for any other): the file draws
    /// buffer A (8 bits a channel) reading buffer A's previous frame on channel 0, linear and
    /// clamped; a copy of buffer A is the picture.
    static func passes(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        guard readsPreviousFrame(file), let screen = GLSLSandbox.screenFile else { return nil }
        var inputs = channels + Array(repeating: nil, count: max(0, 4 - channels.count))
        inputs[0] = Channel(.buffer(.a), sampling: Texture2D.TextureSampling(filter: .linear, wrap: .clamp), name: "prevFrame")
        let shown = Channel(.buffer(.a), sampling: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp), name: "prevFrame")
        var shader = MultipassShader(passes: [MultipassShader.Pass(buffer: .a, file: file, inputs: inputs),
                                              MultipassShader.Pass(buffer: nil, file: screen, inputs: [shown, nil, nil, nil])],
                                     path: file.path, files: file.files)
        shader.eightBitBuffers = [.a]
        return shader
    }
}
