import Foundation

/// Bonzomatic (Gargaj/Bonzomatic), the demoscene's live-coding tool: its uniforms, its inputs and
/// its previous frame, as its own code sets them (`src/main.cpp`, `src/platform_glfw/Renderer.cpp`,
/// `src/platform_common/FFT.cpp`, read at ed5e6d8).
///
/// A Bonzomatic shader is a whole fragment shader in desktop GLSL, `#version 410 core`, that
/// declares what it reads and writes `layout(location = 0) out vec4 out_color`. It is drawn over
/// a quad whose `in vec2 out_texcoord` runs from (0, 0) at the bottom-left to (1, 1) at the
/// top-right. Each frame Bonzomatic sets
/// - `uniform float fGlobalTime`: seconds since the start;
/// - `uniform float fFrameTime`: the last frame's duration in seconds (here `1 / fps`);
/// - `uniform vec2 v2Resolution`: the picture in pixels;
/// - `uniform sampler1D texFFT`, `texFFTSmoothed`, `texFFTIntegrated`: 1024-texel R32F spectra
///   of the music it hears (a real FFT of the last 2048 mono samples at 44.1 kHz, 2|X|/1024;
///   smoothed 0.9 a frame; integrated from a 0.6-smoothed copy, wrapping at 1024): computed so
///   from `--audio FILE` (`BonzomaticSpectrum`), on units 1 to 3 as in Bonzomatic; without it they
///   read 0 (silence), and a note on stderr says so;
/// - `uniform sampler2D texPreviousFrame`: the picture of the previous frame, copied from the
///   window (`glCopyTexImage2D` as `GL_RGB`: 8 bits a channel, alpha 1), read linearly and
///   repeating. A file that reads it has a history, like GLSL Sandbox's backbuffer: it draws
///   buffer A (RGBA8, the window) reading buffer B on channel 0, then buffer B (RGB8) is a copy
///   of buffer A, and a copy of buffer A is the picture. As Bonzomatic's, the texture's alpha
///   reads 1, and (0, 0, 0, 1) before frame 0, when it has no picture yet;
/// - `texNoise`, `texChecker`, `texTex1` to `texTex4` (pictures named by its `config.json`) and
///   MIDI floats: not given here. The pictures read black, from a texture unit of their own (not
///   the previous frame's), and each is named on stderr; a MIDI float is a uniform of the shader's
///   own (`--uniform NAME=VALUE` sets it).
///
/// Bonzomatic clears its window to (0.08, 0.18, 0.18, 1) before each frame: a pixel the shader
/// discards shows that colour (the buffer of a file with a history is cleared so too).
enum Bonzomatic {
    /// Bonzomatic's uniforms and their types: a file with a `main` declaring one of them so is Bonzomatic's.
    static let types: [String: String] = [
        "fGlobalTime": "float", "fFrameTime": "float", "v2Resolution": "vec2",
        "texFFT": "sampler1D", "texFFTSmoothed": "sampler1D", "texFFTIntegrated": "sampler1D", "texPreviousFrame": "sampler2D",
    ]

    /// The pictures Bonzomatic's `config.json` names (its `textures` table).
    static let pictures = ["texNoise", "texChecker", "texTex1", "texTex2", "texTex3", "texTex4"]

    /// The spectra.
    static let spectra = ["texFFT", "texFFTSmoothed", "texFFTIntegrated"]

    /// The channel (and texture unit) of picture `name` given with `--input NAME=FILE`: 6 to 11,
    /// past the four channels, the keyboard's unit and the empty one.
    static func pictureChannel(of name: String) -> Int? {
        pictures.firstIndex(of: name).map { emptyPictureUnit + 1 + $0 }
    }

    /// The pictures of `--input NAME=FILE` (`texNoise`, `texChecker`, `texTex1` to `texTex4`), as
    /// Bonzomatic loads its `config.json`'s `textures` (Renderer.cpp `CreateRGBA8TextureFromFile`):
    /// stb_image's rows as they come (the file's top row at t = 0), `GL_SRGB8_ALPHA8` (the bytes
    /// are sRGB, sampling gives linear values), linear, repeating, no mipmaps. A still picture only.
    ///
    /// - Throws: ``EffectInputError/unknownInput(file:name:known:)`` for another name,
    ///   ``EffectInputError/noMainInput(file:named:)`` for an input without a name,
    ///   ``EffectInputError/notAPicture(file:input:)`` for a video or music; the readers' errors.
    static func channels(for file: ShaderFile, effect: EffectInputs) throws -> [Channel?] {
        if effect.main != nil || effect.from != nil || effect.to != nil { throw EffectInputError.noMainInput(file: file.path, named: pictures) }
        var channels: [Channel?] = []
        for (name, written) in effect.named.sorted(by: { $0.key < $1.key }) {
            guard let index = pictureChannel(of: name) else { throw EffectInputError.unknownInput(file: file.path, name: name, known: pictures) }
            var picture = try EffectInputs.pictureChannel(written, input: name)
            guard case .picture(let image, _) = picture.kind else { throw EffectInputError.notAPicture(file: written, input: name) }
            picture.kind = .picture(image, topRowAtT1: false)
            picture.sampling = Texture2D.TextureSampling(filter: .linear, wrap: .repeat)
            picture.sRGB = true
            if channels.count <= index { channels += Array(repeating: nil, count: index + 1 - channels.count) }
            channels[index] = picture
        }
        return channels
    }

    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = Array(types.keys) + pictures

    /// An empty texture unit for a `sampler2D` nothing is given for, so that it reads black rather
    /// than the previous frame on unit 0 (nothing is ever bound to it).
    static let emptyPictureUnit = ShaderUniforms.keyboardUnit + 1
    /// The units of the spectra, Bonzomatic's own (texPreviousFrame 0, then texFFT, texFFTSmoothed,
    /// texFFTIntegrated): channels 1 to 3, fed by `--audio`; without it nothing is bound there and a
    /// `sampler1D` reads (0, 0, 0, 1). (A `sampler1D` on unit 0 beside channel 0's `sampler2D` would
    /// fail every draw.)
    static func spectrumUnit(_ which: BonzomaticSpectrum.Which) -> Int { which.rawValue + 1 }

    /// The channels of `--audio`'s spectra, 1 to 3.
    static func spectrumChannels(_ track: AudioTrack) -> [Channel?] {
        [nil] + BonzomaticSpectrum.Which.allCases.map { Channel(.spectrum(track, $0), name: $0.uniformName) }
    }

    /// The colour Bonzomatic clears its window to before each frame.
    static let clearColour = RGBA(0.08, 0.18, 0.18, 1)

    /// Bonzomatic or nil: a `main` and one of Bonzomatic's uniforms declared with its type, in
    /// desktop GLSL (no `#version`, or one that is not GLSL ES).
    static func dialect(of scan: GLSLScan) -> ShaderDialect? {
        guard scan.definesMain, types.contains(where: { scan.uniforms[$0.key] == $0.value }) else { return nil }
        if let version = scan.version, version.isES || version.number < 130 { return nil }
        return .bonzomatic
    }

    /// Whether `file` reads its previous frame: a Bonzomatic file that declares
    /// `uniform sampler2D texPreviousFrame` and names it elsewhere.
    static func readsPreviousFrame(_ file: ShaderFile) -> Bool {
        file.dialect == .bonzomatic && file.scan.uniforms["texPreviousFrame"] == "sampler2D" && file.scan.referenced.contains("texPreviousFrame")
    }

    /// Bonzomatic's quad (`pFullscreenQuadVertices` in its Renderer.cpp): a triangle strip over
    /// (-1, -1), (-1, 1), (1, -1), (1, 1), its texture coordinates the corners over 2 plus 0.5, as
    /// the two triangles GL makes of the strip: (v0, v1, v2), then (v2, v1, v3). A file that reads
    /// `out_texcoord` is drawn with it, so that the coordinates are interpolated between the same
    /// corners as in Bonzomatic, to the last bit (one triangle over the frame gives other bits,
    /// which a shader taking `sin` of large multiples of them shows).
    static let quadCorners: [Float] = [-1, -1, -1, 1, 1, -1, 1, -1, -1, 1, 1, 1]

    /// Whether `file` is drawn with Bonzomatic's quad: a Bonzomatic file reading `out_texcoord`,
    /// whose vertex shader reads the corners from the buffer.
    static func drawsQuad(_ file: ShaderFile, readsCorners: Bool) -> Bool {
        readsCorners && file.dialect == .bonzomatic && file.scan.inputs["out_texcoord"] == "vec2"
    }

    /// The passes of a file that reads its previous frame (nil for any other): the file draws
    /// buffer A (RGBA8, cleared to Bonzomatic's colour) reading buffer B on channel 0, linear and
    /// repeating; buffer B (RGB8: alpha 1) copies buffer A; a copy of buffer A is the picture.
    static func passes(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        guard readsPreviousFrame(file), let screen = GLSLSandbox.screenFile else { return nil }
        var inputs = channels + Array(repeating: nil, count: max(0, 4 - channels.count))
        // Buffer A is Bonzomatic's window; buffer B its texPreviousFrame, the window's RGB copied
        // after each frame (CopyBackbufferToTexture: glCopyTexImage2D(GL_RGB)), so its alpha reads 1,
        // and before the first copy it reads (0, 0, 0, 1).
        inputs[0] = Channel(.buffer(.b), sampling: Texture2D.TextureSampling(filter: .linear, wrap: .repeat), name: "texPreviousFrame")
        let window = Channel(.buffer(.a), sampling: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp), name: "texPreviousFrame")
        var shader = MultipassShader(passes: [MultipassShader.Pass(buffer: .a, file: file, inputs: inputs),
                                              MultipassShader.Pass(buffer: .b, file: screen, inputs: [window, nil, nil, nil]),
                                              MultipassShader.Pass(buffer: nil, file: screen, inputs: [window, nil, nil, nil])],
                                     path: file.path, files: file.files)
        shader.eightBitBuffers = [.a, .b]
        shader.opaqueBuffers = [.b]
        shader.clearedBuffers = [.a: clearColour]
        return shader
    }

    /// The row of uniform `name`, if Bonzomatic sets it.
    static func row(named name: String) -> ShaderUniforms.Row? { rows[name] }

    /// What to tell the user about `name` when the shader uses it: a spectrum that reads silence,
    /// a picture that reads black.
    static func note(for name: String, file: String) -> ShaderNote? {
        if spectra.contains(name) {
            return .dialectInputUnset(file: file, name: name, type: "sampler1D",
                                      meaning: "Bonzomatic's spectrum of the music, and no music was given (--audio FILE)", reads: "0 (silence)")
        }
        if pictures.contains(name) {
            return .dialectInputUnset(file: file, name: name, type: "sampler2D",
                                      meaning: "a picture Bonzomatic's config.json names, and none was given (--input \(name)=FILE)", reads: "black")
        }
        return nil
    }

    private static let rows: [String: ShaderUniforms.Row] = {
        var rows: [ShaderUniforms.Row] = [
            ShaderUniforms.Row(name: "fGlobalTime", kind: .float) { .float(Float($0.inputs.time)) },
            ShaderUniforms.Row(name: "fFrameTime", kind: .float) { .float($0.inputs.fps > 0 ? Float(1 / $0.inputs.fps) : 0) },
            ShaderUniforms.Row(name: "v2Resolution", kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) },
            ShaderUniforms.Row(name: "texPreviousFrame", kind: .sampler2D) { _ in .int(0) },
        ]
        rows += BonzomaticSpectrum.Which.allCases.map { which in
            ShaderUniforms.Row(name: which.uniformName, kind: .sampler1D) { _ in .int(spectrumUnit(which)) }
        }
        rows += pictures.map { name in
            let unit = pictureChannel(of: name) ?? emptyPictureUnit
            return ShaderUniforms.Row(name: name, kind: .sampler2D) { $0.channel(unit) == nil ? .int(emptyPictureUnit) : .int(unit) }
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
    }()
}
