import Foundation

/// Everything that decides a user's shader picture apart from the moment: the file (includes
/// expanded, dialect known) and its channel images, or a multipass shader; and whether alpha is
/// kept. A value: load it once, render it on any thread, in any command.
///
/// ```swift
/// let shader = try ShaderScene.load(path: "my.frag", channels: ["wood.png"])
/// let gl = try GLContext()
/// let image = try shader.renderImage(in: gl, size: Size(600, 480), inputs: ShaderInputs(time: 2))
/// ```
///
/// Every command builds its work from here: `render` and `snapshot` call ``renderImage(in:size:inputs:samples:)``,
/// `loop` renders ``scene()`` on its render thread, `bench` and the window make a
/// ``ShaderRenderer`` with ``makeRenderer(in:)``: one drawing path for a single file and a
/// multipass shader alike.
public struct ShaderScene: Sendable {
    /// One pass (a file and its channels), or a multipass shader (buffers, then Image).
    public enum Source: Sendable {
        case single(ShaderFile, channels: [Channel?])
        case multipass(MultipassShader)
    }

    public var source: Source
    /// Keep the alpha the shader writes, instead of showing the image opaque as Shadertoy does.
    public var keepAlpha: Bool
    /// What ``load(path:dialect:channels:cubemaps:keepAlpha:media:includeFolders:audio:effect:)``
    /// was given, so that ``reloaded()`` reads the files again with the same inputs.
    private var recipe: Recipe?

    private struct Recipe: Sendable {
        var path: String, dialect: ShaderDialect?, channels: [String?], cubemaps: [String?], keepAlpha: Bool
        var media: String?, includeFolders: [String], audio: AudioTrack?, effect: EffectInputs
    }

    /// A single file reading `channels` (channel i reads `channels[i]`; nil leaves it unset).
    public init(file: ShaderFile, channels: [Channel?], keepAlpha: Bool = false) {
        self.source = .single(file, channels: channels)
        self.keepAlpha = keepAlpha
    }

    /// A single file whose channels read pictures (top row at t = 1, sampled as on Shadertoy, or as
    /// the file's `#iChannelN::` settings say).
    public init(file: ShaderFile, channels images: [RGBAImage?] = [], keepAlpha: Bool = false) {
        let channels = images.enumerated().map { channel, image in
            image.map { Channel(.picture($0, topRowAtT1: true), settings: SamplerSettings(directives: file.directives.channelSettings[channel] ?? [:]), name: "iChannel\(channel)") }
        }
        self.init(file: file, channels: channels, keepAlpha: keepAlpha)
    }

    public init(multipass: MultipassShader, keepAlpha: Bool = false) {
        self.source = .multipass(multipass)
        self.keepAlpha = keepAlpha
    }

    /// Reads the shader at `path` and what it needs: a file (and its includes) with the channel
    /// images (`channels[i]` for channel i, nil to leave it unset, or named in the file by
    /// `#iChannelN "file://wood.png"`); or a folder or a Shadertoy export (.json), a multipass
    /// shader, whose images are named inside it (an export's are looked up in `media`); or a
    /// file whose `#iChannelN` lines name itself (`"self"`) or other pass files, which is a
    /// multipass shader too. `#include` and inputs may read inside the shader's folder, the
    /// current folder and `includeFolders`.
    ///
    /// A channel file whose header is a Shadertoy volume's (``Volume``, a `.bin` file) is read as a
    /// volume (`sampler3D`) instead of an image, and a DDS file as a picture of floats (`DDS`).
    ///
    /// Images are PNG or JPEG files, told apart by content. Each file is decoded once however many
    /// channels name it, and what the images and their textures will take in memory is checked
    /// against the texture budget (see ``ShaderImages``) before any texture is made.
    ///
    /// - Throws: ``ShaderError`` for the shader, ``MultipassError`` for a multipass shader's
    ///   layout, `ImageFileError` for an image, ``VolumeError`` for a volume, ``TextureBudgetError``
    ///   when the images and volumes need more than the budget.
    /// `cubemaps[i]`, when given, is the first face of a cubemap for channel i (the others
    /// found by Shadertoy's naming: ``CubemapFaces``). `audio`: music for a Bonzomatic file's
    /// spectra (`texFFT` ... on channels 1 to 3, see `Bonzomatic`), a VEDA file's analyser, a
    /// vertexshaderart drawing's `sound`, `floatSound` and `volume` (``VertexShaderArt/SoundTexture``), or an
    /// ISF file's `audio` and `audioFFT` inputs that `--input NAME=FILE` does not fill (decode it
    /// with `AudioTrack.Channels.asRecorded` for ISF's row a channel); other dialects do not read it.
    public static func load(path: String, dialect: ShaderDialect? = nil, channels: [String?] = [], cubemaps: [String?] = [], keepAlpha: Bool = false,
                            media: String? = nil, includeFolders: [String] = [], audio: AudioTrack? = nil,
                            effect: EffectInputs = EffectInputs()) throws -> ShaderScene {
        let images = ShaderImages(budget: try ShaderImages.budget())
        let scene = try ShaderImages.$current.withValue(images) {
            try loadWithCurrentImages(path: path, dialect: dialect, channels: channels, cubemaps: cubemaps, keepAlpha: keepAlpha, media: media,
                                      includeFolders: includeFolders, audio: audio, effect: effect)
        }
        // Volumes were each checked as read; here with the images and the pictures of floats (one level each), all together.
        let volumes = scene.volumes, floatImages = scene.floatImages
        try images.checkTextures(scene.images, extraBytes: volumes.reduce(0) { $0 + Volume.budgetBytes(UInt64($1.voxels.count)) }
                                 + floatImages.reduce(0) { $0 + UInt64($1.byteCount) }, extraTextures: volumes.count + floatImages.count)
        var loaded = scene
        loaded.recipe = Recipe(path: path, dialect: dialect, channels: channels, cubemaps: cubemaps, keepAlpha: keepAlpha, media: media,
                               includeFolders: includeFolders, audio: audio, effect: effect)
        return loaded
    }

    /// The scene read again from its files (a saved edit in the window), with everything it was
    /// loaded with: its channels, cubemaps, media folder, include folders, music and effect inputs;
    /// a vertexshaderart drawing keeps its count and primitive. A scene not made by `load` is read
    /// again from ``path`` alone.
    ///
    /// - Throws: what `load` throws.
    public func reloaded() throws -> ShaderScene {
        var scene: ShaderScene
        if let recipe {
            scene = try Self.load(path: recipe.path, dialect: recipe.dialect, channels: recipe.channels, cubemaps: recipe.cubemaps,
                                  keepAlpha: recipe.keepAlpha, media: recipe.media, includeFolders: recipe.includeFolders,
                                  audio: recipe.audio, effect: recipe.effect)
        } else if case .single(let file, _) = source {
            scene = try Self.load(path: path, dialect: file.dialect, keepAlpha: keepAlpha)
        } else {
            scene = try Self.load(path: path, keepAlpha: keepAlpha)
        }
        if let drawing = vertexDrawing { scene.vertexDrawing = drawing }
        return scene
    }

    private static func loadWithCurrentImages(path: String, dialect: ShaderDialect?, channels: [String?], cubemaps: [String?], keepAlpha: Bool,
                                              media: String?, includeFolders: [String], audio: AudioTrack?, effect: EffectInputs) throws -> ShaderScene {
        if MultipassShader.isMultipass(path) {
            if !effect.isEmpty { throw EffectInputError.notAnEffect(file: path, dialect: "multipass") }
            return ShaderScene(multipass: try MultipassShader.load(path: path, media: media, includeFolders: includeFolders), keepAlpha: keepAlpha)
        }
        let file = try ShaderFile(path: path, dialect: dialect, includeFolders: includeFolders)
        // A transition's pictures are effect inputs (from, to, named), never channels.
        if file.dialect == .glTransition {
            if (channels + cubemaps).contains(where: { $0 != nil }) || !file.channelDirectives.isEmpty {
                throw EffectInputError.channelsForTransition(file: path)
            }
            return ShaderScene(file: file, channels: try effect.transitionChannels(for: file), keepAlpha: keepAlpha)
        }
        if file.dialect == .isf, let header = file.isfHeader {
            if (channels + cubemaps).contains(where: { $0 != nil }) || !file.channelDirectives.isEmpty {
                throw EffectInputError.channelsForTransition(file: path)
            }
            let folder = (path as NSString).deletingLastPathComponent
            let roots = IncludeRoots(folders: [folder.isEmpty ? "." : folder] + includeFolders)
            return ShaderScene(file: file, channels: try ISF.channels(for: file, header: header, effect: effect, roots: roots, audio: audio), keepAlpha: keepAlpha)
        }
        // A vertexshaderart drawing reads the site's own textures (of --audio's music, else zeros), never channels.
        if file.dialect == .vertexShaderArt {
            if (channels + cubemaps).contains(where: { $0 != nil }) || !file.channelDirectives.isEmpty { throw VertexShaderArtError.channelsForDrawing(file: path) }
            if !effect.isEmpty { throw EffectInputError.notAnEffect(file: path, dialect: file.dialect.displayName) }
            return ShaderScene(file: file, channels: VertexShaderArt.channels(audio: audio), keepAlpha: keepAlpha)
        }
        // KodeLife's and Bonzomatic's pictures (texture0, texNoise ...) are named inputs (--input texNoise=FILE).
        let namedPictures = file.dialect == .kodelife ? try KodeLife.channels(for: file, effect: effect)
            : file.dialect == .bonzomatic ? try Bonzomatic.channels(for: file, effect: effect) : []
        if !effect.isEmpty && file.dialect != .kodelife && file.dialect != .bonzomatic { throw EffectInputError.notAnEffect(file: path, dialect: file.dialect.displayName) }
        if MultipassShader.linksPasses(file) {
            if (channels + cubemaps).contains(where: { $0 != nil }) { throw MultipassError.channelsGivenTwice(file: path) }
            return ShaderScene(multipass: try MultipassShader.loadLinked(file, includeFolders: includeFolders), keepAlpha: keepAlpha)
        }
        // The channels, from the flags (`--channel0 wood.png`, `--channel0-cube sky.png`) and from
        // the file's own `#iChannelN` lines (inside the allowed folders): one reference each, one resolver.
        var references: [(channel: Int, reference: ChannelReference)] = []
        func flag(_ channel: Int, _ given: String?, kind: ChannelReference.Kind) {
            guard let given else { return }
            let settings = SamplerSettings(directives: file.directives.channelSettings[channel] ?? [:])
            references.append((channel, ChannelReference(written: given, folder: "", kind: kind, settings: settings, origin: .flag)))
        }
        for (channel, given) in channels.enumerated() { flag(channel, given, kind: .toldByContent) }
        for (channel, given) in cubemaps.enumerated() { flag(channel, given, kind: .cubemap) }
        if !file.channelDirectives.isEmpty {
            let folder = (path as NSString).deletingLastPathComponent
            let roots = IncludeRoots(folders: [folder.isEmpty ? "." : folder] + includeFolders)
            for (channel, settings) in file.directives.channelSettings {
                _ = try MultipassShader.readsCubemap(settings, channel: channel, file: path)
            }
            for directive in file.channelDirectives {
                references.append((directive.channel, try ChannelReference(directive: directive, in: file, folder: folder, roots: roots)))
            }
        }
        var resolved: [Channel?] = [nil, nil, nil, nil]
        for (channel, reference) in references {
            guard channel < 4 else { continue }
            if resolved[channel] != nil { throw MultipassError.channelsGivenTwice(file: path) }
            if channel == 0 && ShaderDialect.readsPreviousFrame(file) { throw MultipassError.backbufferIsChannel0(file: path) }
            if let holder = ShaderDialect.channelsOfItsHistory(file)[channel] {
                throw MultipassError.channelHoldsHistory(file: path, channel: channel, holder: holder)
            }
            resolved[channel] = try ChannelResolver.resolve(reference).channel
        }
        if let audio, file.dialect == .bonzomatic {   // Bonzomatic's spectra, on its units 1 to 3
            for (channel, spectrum) in Bonzomatic.spectrumChannels(audio).enumerated() where spectrum != nil {
                if resolved[channel] != nil { throw MultipassError.channelsGivenTwice(file: path) }
                resolved[channel] = spectrum
            }
        }
        if namedPictures.count > resolved.count { resolved += Array(repeating: nil, count: namedPictures.count - resolved.count) }
        for (channel, picture) in namedPictures.enumerated() where picture != nil {
            if resolved[channel] != nil { throw MultipassError.channelsGivenTwice(file: path) }
            resolved[channel] = picture
        }
        if let audio, file.dialect == .veda {   // VEDA's spectrum and samples, on channels 1 and 2
            for (channel, row) in VEDA.audioChannels(audio).enumerated() where row != nil {
                if resolved[channel] != nil { throw MultipassError.channelsGivenTwice(file: path) }
                resolved[channel] = row
            }
        }
        try GlslViewerBuffers.check(file, channels: resolved)   // glslViewer's BUFFER_N, DOUBLE_BUFFER_N, POSTPROCESSING passes fit
        return ShaderScene(file: file, channels: resolved, keepAlpha: keepAlpha)
    }

    /// Whether a pass declares `uniform TYPE name` of a scalar or vector type itself (not with
    /// `#iUniform`): such a uniform is set from a value given by name (`ShaderInputs/uniforms`).
    public func declaresUniform(named name: String) -> Bool {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty else { return false }
        // A gl-transition's parameters, of any of their types (bool, ivec2 ...).
        if shaderFiles.contains(where: { $0.transitionParameters.contains { $0.name == name && !$0.isSampler } }) { return true }
        if shaderFiles.contains(where: { $0.isfHeader?.inputs.contains { $0.name == name && !$0.isPicture } ?? false }) { return true }
        // vertexshaderart's background, declared by the site's header: the art's colour.
        if name == "background", shaderFiles.contains(where: { $0.dialect == .vertexShaderArt }) { return true }
        let pattern = #"(^|[;\s])uniform\s+((lowp|mediump|highp)\s+)?(float|int|vec2|vec3|vec4)\s+"# + name + #"\s*[;=\[]"#
        // Ghostty's uniforms are declared by its prefix, not the file, and take a value all the same.
        return shaderFiles.contains { $0.text.range(of: pattern, options: .regularExpression) != nil || ($0.dialect == .ghostty && Ghostty.settable(name)) }
    }

    /// How many numbers a value given by name for an effect's parameter takes (an ISF input, a
    /// gl-transition's parameter: a colour 4, a point 2, a `vec3` 3 ...), with its type's name; nil
    /// when `name` is no such parameter. One number is always taken too (it fills every component).
    public func effectParameter(named name: String) -> (components: Int, type: String)? {
        for file in shaderFiles {
            if let input = file.isfHeader?.inputs.first(where: { $0.name == name && !$0.isPicture }) { return (input.arity, input.kind.rawValue) }
            if let parameter = file.transitionParameters.first(where: { $0.name == name && !$0.isSampler }) { return (parameter.arity, parameter.type) }
        }
        return nil
    }

    /// The labels of an ISF `long` input named `name` (what `--uniform NAME=LABEL` may say), sorted;
    /// nil when no pass has such an input.
    public func labels(ofInput name: String) -> [String]? {
        for file in shaderFiles {
            if let input = file.isfHeader?.inputs.first(where: { $0.name == name && $0.kind == .long }) { return input.labels.keys.sorted() }
        }
        return nil
    }

    /// What was left out of the shader because it cannot change the picture (an export's Sound
    /// pass), one sentence each: tell the user.
    public var leftOut: [String] {
        if case .multipass(let shader) = source { return shader.leftOut }
        return []
    }

    /// The shader's files: the one file, or every pass's.
    private var shaderFiles: [ShaderFile] {
        switch source {
        case .single(let file, _): [file]
        case .multipass(let shader): shader.passes.map(\.file)
        }
    }

    /// The `#iUniform`s of every pass, by name (what `--uniform NAME=VALUE` may set).
    public var customUniforms: [String: CustomUniform] {
        return Dictionary(shaderFiles.flatMap(\.directives.uniforms).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every channel of every pass.
    var channels: [Channel] { passes.passes.flatMap(\.inputs).compactMap { $0 } }

    /// The image of every channel that reads one, once per channel (each becomes a texture).
    public var images: [RGBAImage] { channels.flatMap(\.pictures) }

    /// The music files its channels hear, each once, in the order of the passes and channels:
    /// what a video of it plays (`loop --video`), as Shadertoy plays its music inputs.
    public var musicFiles: [String] {
        var files: [String] = []
        for file in channels.compactMap(\.musicFile) where !files.contains(file) { files.append(file) }
        return files
    }

    /// Every video a channel reads with the order its texture takes the rows in, once each: what
    /// a command starts decoding ahead (`VideoFrameStream.startAhead(_:from:rows:)`).
    package var videoStreams: [(video: VideoFile, rows: VideoFrameStream.RowOrder)] {
        var streams: [(video: VideoFile, rows: VideoFrameStream.RowOrder)] = []
        for channel in channels {
            guard case .video(let video, let topRowAtT1) = channel.kind else { continue }
            let rows = VideoTexture.rows(topRowAtT1: topRowAtT1)
            if !streams.contains(where: { $0.video == video && $0.rows == rows }) { streams.append((video, rows)) }
        }
        return streams
    }

    /// The volume of every channel that reads one, once per channel (each becomes a texture).
    public var volumes: [Volume] { channels.compactMap(\.volume) }

    /// The picture of floats of every channel that reads one, once per channel (each becomes a texture).
    public var floatImages: [FloatImage] { channels.compactMap(\.floatPicture) }

    /// Where it came from: the shader file, folder or export.
    public var path: String {
        switch source {
        case .single(let file, _): file.path
        case .multipass(let shader): shader.path
        }
    }

    /// Every file it was read from (to watch for edits).
    public var files: [String] {
        switch source {
        case .single(let file, _): file.files
        case .multipass(let shader): shader.files
        }
    }

    /// A vertexshaderart drawing's vertex count and primitive; nil for any other shader (setting
    /// it then does nothing).
    public var vertexDrawing: VertexShaderArt.Drawing? {
        get {
            if case .single(let file, _) = source, file.dialect == .vertexShaderArt { return file.vertexDrawing }
            return nil
        }
        set {
            guard let newValue, case .single(var file, let channels) = source, file.dialect == .vertexShaderArt else { return }
            file.vertexDrawing = newValue
            source = .single(file, channels: channels)
        }
    }

    /// The framebuffer it draws into: a vertexshaderart drawing tests depth, as the site's canvas
    /// does; a fragment shader does not.
    var target: Scene.Target { vertexDrawing == nil ? .color : .colorAndDepthStencil }

    /// Whether the picture of frame N depends on the frames before it (a buffer, a Cube A pass):
    /// then frames 0 to N run, frame k at time k / fps.
    public var hasHistory: Bool {
        switch source {
        case .multipass(let shader): shader.keepsPictures
        // GLSL Sandbox's, twigl's, Bonzomatic's previous frame; glslViewer's double buffers; ISF's persistent targets
        case .single(let file, _): ShaderDialect.readsPreviousFrame(file) || GlslViewerBuffers.hasHistory(file) || (file.isfHeader?.hasHistory ?? false)
        }
    }

    /// Whether it is an effect whose frames carry into the next (an ISF file with a `PERSISTENT`
    /// target): `loop --shard` refuses it, as each part would first run every frame before its
    /// own over the footage, as long as one whole run.
    public var isEffectWithHistory: Bool {
        if case .single(let file, _) = source { return file.isfHeader?.hasHistory ?? false }
        return false
    }

    /// Checks a time and a frame given together against the frame rules
    /// (`ShaderInputs/moment(time:frame:fps:)`): a shader with a history needs them to agree.
    public func checkMoment(time: Double?, frame: Int?, fps: Double) throws {
        guard hasHistory, let time, let frame else { return }
        let showing = try ShaderInputs.frameShowing(time, fps: fps)
        if showing != frame { throw MultipassError.timeAndFrameDisagree(time: time, frame: frame, fps: fps, showing: showing) }
    }

    public var isMultipass: Bool {
        if case .multipass = source { return true }
        return false
    }

    /// What to call it in messages: its dialect, or the passes of a multipass shader.
    public var summary: String {
        switch source {
        case .single(let file, _): file.dialect.displayName
        case .multipass(let shader): "multipass: " + shader.passes.map(\.name).joined(separator: ", ")
        }
    }

    /// A name for reports and goldens: the file or folder name without its extension.
    public var name: String {
        let last = ((path as NSString).standardizingPath as NSString).lastPathComponent
        return (last as NSString).deletingPathExtension
    }

    /// Whether a command-line word names a shader rather than a scene of the catalogue: a path
    /// ending in `.frag`, `.glsl`, `.fs`, `.vs` (ossia score's vertexshaderart ports) or `.json`, containing `/`, or an existing folder.
    public static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || [".frag", ".glsl", ".fs", ".vs", ".json"].contains { word.lowercased().hasSuffix($0) }
            || MultipassShader.isMultipass(word)
    }

    /// The shader as passes: a multipass shader's own, or one Image pass reading the channel
    /// images of a single file (what a ``ShaderRenderer`` runs).
    public var passes: MultipassShader {
        switch source {
        case .multipass(let shader): return shader
        case .single(let file, let channels):
            var inputs = channels + Array(repeating: nil, count: max(0, 4 - channels.count))
            // Ghostty samples the terminal linearly, clamped to the edge (OpenGL.zig samplerOptions).
            if file.dialect == .ghostty, case .picture = inputs[0]?.kind { inputs[0]?.sampling = Ghostty.terminalSampling }
            if let passes = ShaderDialect.previousFramePasses(file, channels: inputs) { return passes }   // it reads its previous frame
            if let passes = GlslViewerBuffers.passes(file, channels: inputs) { return passes }   // glslViewer's BUFFER_N ... passes
            if let passes = ISF.passes(file, channels: inputs) { return passes }   // ISF's PASSES with targets
            return MultipassShader(passes: [MultipassShader.Pass(buffer: nil, file: file, inputs: inputs)], path: file.path, files: file.files)
        }
    }

    /// Compiles the shader (every pass) and uploads its images in `context`.
    public func makeRenderer(in context: GLContext) throws -> ShaderRenderer {
        let renderer = try ShaderRenderer(context, shader: passes)
        renderer.keepsAlpha = keepAlpha
        return renderer
    }

    /// Renders frame `inputs.frame` into a new RGBA8 framebuffer of `size` (multisampled when
    /// `samples` > 0) and reads it back, top row first; everything made is deleted before
    /// returning. A multipass shader runs frames 0 to `inputs.frame`, frame k with
    /// `time = k / inputs.fps`.
    public func renderImage(in context: GLContext, size: Size, inputs: ShaderInputs, samples: Int = 0) throws -> RGBAImage {
        try scene().renderImage(in: context, size: size, samples: samples, shaders: Self.noLibrary, inputs: inputs)
    }

    /// What a shader's scene is handed for the library it does not read (its files are its own).
    public static let noLibrary = ShaderLibrary(folder: URL(fileURLWithPath: "."))

    /// ``renderImage(in:size:inputs:samples:)`` and, for a multipass shader, each buffer's
    /// picture of that frame (values clamped to 0...1).
    public func renderImageAndBuffers(in context: GLContext, size: Size, inputs: ShaderInputs, samples: Int = 0,
                                      buffers: Bool = true) throws -> (image: RGBAImage, buffers: [(name: String, image: RGBAImage)]) {
        let target = try Framebuffer(context, spec: self.target.spec(size: size, samples: samples))
        defer { target.destroy() }
        let renderer = try makeRenderer(in: context)
        defer { renderer.destroy() }
        // Frame k of a shader with a history is at iTime = k / fps, the frame asked for too.
        let image = try renderer.renderImage(into: target, inputs: hasHistory ? inputs.frame(inputs.frame) : inputs)
        let pictures = buffers ? try renderer.bufferImages().map { (name: $0.0.description, image: $0.1) } : []
        return (image, pictures)
    }

    /// A scene for the render loop, which hands its frame `n` (numbered from 1, as the loop
    /// numbers frames and files) the inputs of shader frame `k = n - 1`, `time = k / fps`, so a
    /// sequence is the same on every run (start the loop at frame number K + 1 to begin at
    /// shader frame K; a multipass shader then replays frames 0 to K - 1 first, unwritten).
    public func scene() -> Scene {
        let shader = self
        return Scene(name: name, summary: "the shader \(path)", target: target, frames: hasHistory ? .history : .independent) { context, _ in
            try shader.makeRenderer(in: context)
        }
    }
}
