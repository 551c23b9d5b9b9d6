import Foundation

/// What one `iChannelN` of a pass reads: its kind (a picture, a cubemap, the keyboard, music, a
/// buffer ...), how it is sampled, and the name it was given, for messages. Shadertoy's own model
/// (its iOS player's `ShaderInput`): every source of channels (a command-line flag, an
/// `#iChannelN` line, a pass folder, an export's input) ends as one of these, made by one
/// `ChannelResolver`, and one binder (``ShaderRenderer``) turns each into a texture.
///
/// Adding a kind of input touches this type, the resolver and the binder, and nothing else.
public struct Channel: Sendable {
    /// What the channel reads.
    public enum Kind: Sendable {
        /// An 8-bit picture (PNG, JPEG) and whether its top row is at t = 1 (Shadertoy's `vflip`).
        case picture(RGBAImage, topRowAtT1: Bool)
        /// A picture of 32-bit floats (a DDS, as the VS Code shader-toy extension reads it): its
        /// first row at t = 0, one level (a mipmap filter reads it linearly).
        case floatPicture(FloatImage)
        /// A cubemap's six faces (declared `samplerCube`) and whether each face's top row is at t = 1.
        case cubemap(CubemapFaces, topRowAtT1: Bool)
        /// A volume (Shadertoy's `.bin`, declared `sampler3D`).
        case volume(Volume)
        /// Shadertoy's keyboard texture (256x3, see `KeyboardState`), showing each frame's
        /// `ShaderInputs/keys`; read with the texture's own nearest, clamped settings.
        case keyboard
        /// Shadertoy's 512x2 sound texture of music at each frame's time (`MusicAnalyser`).
        case music(AudioTrack)
        /// A video's frame at each frame's time (`VideoFile`), its top row at t = 1 unless `vflip` is off.
        case video(VideoFile, topRowAtT1: Bool)
        /// One of Bonzomatic's spectra of music (`--audio`), a `sampler1D` of 1024 floats at each frame's time.
        case spectrum(AudioTrack, BonzomaticSpectrum.Which)
        /// VEDA's `spectrum` or `samples` of music (`--audio`): a row of a WebAudio analyser's
        /// bytes, 1024x1 luminance, at each frame's time (`AnalyserRowTexture`).
        case analyser(AudioTrack, AnalyserRow)
        /// An ISF `audio` or `audioFFT` input's picture of music (`ISFAudio`): `width` columns, a row
        /// a channel, 32-bit floats, at each frame's time (`ISFAudioTexture`).
        case isfAudio(AudioTrack, ISFAudio.Kind, width: Int)
        /// vertexshaderart's `sound`, `floatSound` or `volume` of music (`--audio`): 240 frames of
        /// the site's analysis, newest at t = 0 (`SoundHistoryTexture`).
        case soundHistory(AudioTrack, VertexShaderArt.SoundTexture)
        /// What a buffer pass drew (this frame's when it already ran, else the previous frame's).
        case buffer(MultipassShader.Buffer)
        /// What a buffer held before the pass that drew it last (ISF's last pass that also draws
        /// into a target runs twice, into the target and into the picture: the second reads the
        /// target as the first did, as VVISF draws each pass into a new buffer).
        case bufferBefore(MultipassShader.Buffer)
        /// What the Cube A pass drew (this frame's when it already ran, else the previous frame's).
        case cubeA
    }

    public var kind: Kind
    /// How the channel is sampled. A kind with one level (a buffer, music, video, a float
    /// picture) never samples mipmaps: ``init(_:sampling:name:)`` reads a mipmap filter linearly.
    public var sampling: Texture2D.TextureSampling
    /// The name it was given (a file as written, `iChannel0`, `bufferA`), for messages.
    public var name: String
    /// A picture whose bytes are taken as sRGB: sampling gives linear values, as from
    /// Bonzomatic's `GL_SRGB8_ALPHA8` textures. The others are read as they are.
    public var sRGB = false
    /// The shader reads this picture only at the pixel it draws (ISF's `IMG_THIS_PIXEL`:
    /// `ISF.readsOnlyAtOwnPixel(_:in:)`). Where the picture has the size of the pass that reads
    /// it, every read lands on a texel's centre, where nearest filtering gives the texel linear
    /// filtering gives, for less work: the binder then reads it nearest (`sampling(reading:drawing:)`).
    public var readAtOwnPixel = false

    /// How the channel is sampled when its texture of `size` is read by a pass drawing `drawn`:
    /// its ``sampling``, or nearest for a ``readAtOwnPixel`` picture of the pass's own size whose
    /// texture holds 8 bits a channel (a picture or a video). Linear filtering at a texel's centre
    /// gives an 8-bit texel exactly; a float texture's (a 16-bit or HDR picture, sRGB decoding)
    /// may differ in its last bits, so those stay linear.
    func sampling(reading size: Size, drawing drawn: Size) -> Texture2D.TextureSampling {
        let eightBit = switch kind {
        case .picture: !sRGB
        case .video: true
        default: false
        }
        guard readAtOwnPixel, eightBit, size == drawn, sampling.filter == .linear else { return sampling }
        return Texture2D.TextureSampling(filter: .nearest, wrap: sampling.wrap)
    }

    public init(_ kind: Kind, sampling: Texture2D.TextureSampling? = nil, name: String) {
        self.kind = kind
        let chosen = sampling ?? kind.defaultSampling
        self.sampling = kind.hasMipmaps ? chosen : chosen.withoutMipmaps
        self.name = name
    }

    /// A channel sampled as `settings` say over its kind's default.
    public init(_ kind: Kind, settings: SamplerSettings, name: String) {
        self.init(kind, sampling: settings.applied(to: kind.defaultSampling), name: name)
    }

    /// The GLSL type the channel is declared with.
    public enum SamplerType: Sendable { case sampler2D, samplerCube, sampler3D }

    public var samplerType: SamplerType {
        switch kind {
        case .cubemap, .cubeA: .samplerCube
        case .volume: .sampler3D
        default: .sampler2D
        }
    }

    /// Whether the channel's texture changes with the frame's time (music, video), so it is
    /// shown anew each frame, and its `iChannelTime` is its own playback time. Every other
    /// channel's `iChannelTime` is 0, as on Shadertoy (its iOS player's `ShaderInput.getTime`).
    public var isTimed: Bool {
        switch kind {
        case .music, .video, .spectrum, .analyser, .isfAudio, .soundHistory: true
        default: false
        }
    }

    /// The music an analysis on this channel reads (VEDA's `spectrum` and `samples`,
    /// vertexshaderart's `sound`, `floatSound` and `volume`); nil for any other kind.
    var heardTrack: AudioTrack? {
        switch kind {
        case .analyser(let track, _), .soundHistory(let track, _): track
        default: nil
        }
    }

    /// Whether the channel reads the keyboard.
    public var isKeyboard: Bool {
        if case .keyboard = kind { return true }
        return false
    }

    /// The pictures it holds (a picture, a cubemap's faces), for the texture budget.
    var pictures: [RGBAImage] {
        switch kind {
        case .picture(let image, _): [image]
        case .cubemap(let faces, _): faces.faces
        default: []
        }
    }

    /// A cheap copy that never holds the pictures' pixels twice (for messages and checks).
    var volume: Volume? { if case .volume(let volume) = kind { volume } else { nil } }
    var floatPicture: FloatImage? { if case .floatPicture(let image) = kind { image } else { nil } }

    /// The music file it hears (music, a spectrum, an analyser row, an ISF audio input,
    /// vertexshaderart's sound); nil for any other kind, and for silence given no file.
    var musicFile: String? {
        let track: AudioTrack
        switch kind {
        case .music(let music): track = music
        case .spectrum(let music, _), .analyser(let music, _), .isfAudio(let music, _, _), .soundHistory(let music, _): track = music
        default: return nil
        }
        return track.path.isEmpty ? nil : track.path
    }
}

extension Channel.Kind {
    /// Shadertoy's default sampling of each kind: pictures and volumes mipmapped and repeated,
    /// cubemaps mipmapped and clamped, buffers, music and video linear and clamped.
    public var defaultSampling: Texture2D.TextureSampling {
        switch self {
        case .picture, .floatPicture: Texture2D.TextureSampling(filter: .mipmap, wrap: .repeat)
        case .volume: Texture2D.TextureSampling(filter: .mipmap, wrap: .repeat)
        case .cubemap: Texture2D.TextureSampling(filter: .mipmap, wrap: .clamp)
        case .keyboard: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp)
        case .music, .video, .buffer, .bufferBefore, .cubeA, .isfAudio, .soundHistory: Texture2D.TextureSampling(filter: .linear, wrap: .clamp)
        case .spectrum: Texture2D.TextureSampling(filter: .linear, wrap: .repeat)   // Bonzomatic's 1D textures
        case .analyser: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp)    // three.js's DataTexture
        }
    }

    /// Whether its texture has mipmaps (a picture, a cubemap, a volume); the others have one level.
    var hasMipmaps: Bool {
        switch self {
        case .picture, .cubemap, .volume: true
        default: false
        }
    }
}

/// A sampler as a source writes it, before the channel's kind is known: `#iChannel0::MinFilter
/// "Nearest"`, `::WrapMode "Clamp"` (the VS Code extension), an export's `"sampler": {"filter":
/// "nearest", "wrap": "clamp", "vflip": "true"}` (Shadertoy). Unset fields keep the kind's default.
public struct SamplerSettings: Sendable, Hashable {
    public var filter: Texture2D.TextureSampling.Filter?
    public var wrap: Texture2D.TextureSampling.Wrap?
    /// Shadertoy's `vflip`: whether a picture's top row is at t = 1.
    public var vflip: Bool?

    public init(filter: Texture2D.TextureSampling.Filter? = nil, wrap: Texture2D.TextureSampling.Wrap? = nil, vflip: Bool? = nil) {
        self.filter = filter
        self.wrap = wrap
        self.vflip = vflip
    }

    public var isEmpty: Bool { filter == nil && wrap == nil && vflip == nil }

    /// The sampling these settings make of a kind's default.
    func applied(to fallback: Texture2D.TextureSampling) -> Texture2D.TextureSampling {
        var sampling = fallback
        if let filter { sampling.filter = filter }
        if let wrap { sampling.wrap = wrap }
        return sampling
    }

    /// The settings of one filter or wrap word, as either source spells it: `nearest`, `linear`,
    /// `mipmap` (an export), `Nearest`, `Linear`, `LinearMipmapLinear`... (the extension: any word
    /// naming a mipmap reads mipmaps; any other unknown word reads linearly); `clamp`, `repeat`.
    static func filter(_ word: String) -> Texture2D.TextureSampling.Filter {
        switch word.lowercased() {
        case "nearest": .nearest
        case "linear": .linear
        case let other: other.contains("mipmap") ? .mipmap : .linear
        }
    }

    static func wrap(_ word: String) -> Texture2D.TextureSampling.Wrap? {
        switch word.lowercased() {
        case "clamp": .clamp
        case "repeat": .repeat
        default: nil
        }
    }

    /// `#iChannelN::MinFilter`, `::MagFilter`, `::WrapMode` lines (the VS Code extension's form).
    init(directives settings: [String: String]) {
        self.init(filter: (settings["MinFilter"] ?? settings["MagFilter"]).map(Self.filter), wrap: settings["WrapMode"].flatMap(Self.wrap))
    }
}
