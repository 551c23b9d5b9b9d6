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
    /// One pass (a file and its channel images), or a multipass shader (buffers, then Image).
    public enum Source: Sendable {
        case single(ShaderFile, channels: [RGBAImage?])
        case multipass(MultipassShader)
    }

    public var source: Source
    /// How each channel of a single file is sampled (`#iChannelN::MinFilter`, `::WrapMode`); nil: as on Shadertoy.
    public var channelSampling: [Texture2D.TextureSampling?] = []
    /// The channels of a single file that read the keyboard (`--channelN keyboard`, `#iChannelN "keyboard"`).
    public var keyboardChannels: Set<Int> = []
    /// The channels of a single file that read a cubemap (`--channel0-cube`, `#iChannel0::Type "CubeMap"`).
    public var channelCubemaps: [Int: CubemapFaces] = [:]
    /// The channels of a single file that read a volume (`--channel0 noise.bin`, `#iChannel0 "noise.bin"`).
    public var channelVolumes: [Int: Volume] = [:]
    /// The channels of a single file that read a picture of floats (`#iChannel0 "lut.dds"`, `--channel0 lut.dds`).
    public var channelFloatImages: [Int: FloatImage] = [:]
    /// The channels of a single file that read music or a video (`--channel0 song.mp3`,
    /// `#iChannel0 "clip.mp4"`): ``MultipassShader/Input/music(_:sampling:name:)`` or ``MultipassShader/Input/video(_:sampling:topRowAtT1:name:)``.
    public var channelMedia: [Int: MultipassShader.Input] = [:]
    /// Keep the alpha the shader writes, instead of showing the image opaque as Shadertoy does.
    public var keepAlpha: Bool

    public init(file: ShaderFile, channels: [RGBAImage?] = [], keepAlpha: Bool = false) {
        self.source = .single(file, channels: channels)
        self.keepAlpha = keepAlpha
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
    /// found by Shadertoy's naming: ``CubemapFaces``).
    public static func load(path: String, dialect: ShaderDialect? = nil, channels: [String?] = [], cubemaps: [String?] = [], keepAlpha: Bool = false,
                            media: String? = nil, includeFolders: [String] = []) throws -> ShaderScene {
        let images = ShaderImages(budget: try ShaderImages.budget())
        let scene = try ShaderImages.$current.withValue(images) {
            try loadWithCurrentImages(path: path, dialect: dialect, channels: channels, cubemaps: cubemaps, keepAlpha: keepAlpha, media: media, includeFolders: includeFolders)
        }
        // Volumes were each checked as read; here with the images and the pictures of floats (one level each), all together.
        let volumes = scene.volumes, floatImages = scene.floatImages
        try images.checkTextures(scene.images, extraBytes: volumes.reduce(0) { $0 + Volume.budgetBytes(UInt64($1.voxels.count)) }
                                 + floatImages.reduce(0) { $0 + UInt64($1.byteCount) }, extraTextures: volumes.count + floatImages.count)
        return scene
    }

    private static func loadWithCurrentImages(path: String, dialect: ShaderDialect?, channels: [String?], cubemaps: [String?], keepAlpha: Bool,
                                              media: String?, includeFolders: [String]) throws -> ShaderScene {
        if MultipassShader.isMultipass(path) {
            return ShaderScene(multipass: try MultipassShader.load(path: path, media: media, includeFolders: includeFolders), keepAlpha: keepAlpha)
        }
        let file = try ShaderFile(path: path, dialect: dialect, includeFolders: includeFolders)
        if MultipassShader.linksPasses(file) {
            if (channels + cubemaps).contains(where: { $0 != nil }) { throw MultipassError.channelsGivenTwice(file: path) }
            return ShaderScene(multipass: try MultipassShader.loadLinked(file, includeFolders: includeFolders), keepAlpha: keepAlpha)
        }
        var images: [RGBAImage?] = []
        var keyboard: Set<Int> = []
        var volumes: [Int: Volume] = [:]
        var floatImages: [Int: FloatImage] = [:]
        var media: [Int: MultipassShader.Input] = [:]
        // `images` keeps one place per channel: nil where the channel is unset or reads something else.
        for (channel, path) in channels.enumerated() {
            var image: RGBAImage?
            if path?.lowercased() == MultipassShader.keyboardName {   // `--channel0 keyboard`
                keyboard.insert(channel)
            } else if let path, Volume.isVolumeFile(path) {   // `--channel0 noise.bin`: told apart by its header
                volumes[channel] = try Volume.loadInBudget(path)
            } else if let path, ImageFile.format(ofFile: path) == .dds {   // `--channel0 lut.dds`: told apart by its first bytes
                floatImages[channel] = try ShaderImages.loadFloatImage(path)
            } else if let path, FileManager.default.fileExists(atPath: path),
                      let input = try MultipassShader.mediaInput(path, name: "iChannel\(channel)") {   // `--channel0 song.mp3`
                media[channel] = input
            } else {
                image = try path.map { try ShaderImages.load($0) }
            }
            images.append(image)
        }
        var cubes: [Int: CubemapFaces] = [:]
        for (channel, first) in cubemaps.enumerated() {
            guard let first else { continue }
            if channel < images.count && images[channel] != nil || media[channel] != nil { throw MultipassError.channelsGivenTwice(file: path) }
            cubes[channel] = try CubemapFaces.load(first)
        }
        // `#iChannelN "file://wood.png"` in the file itself: its own images, inside the allowed folders.
        if !file.channelDirectives.isEmpty {
            let folder = (path as NSString).deletingLastPathComponent
            let roots = IncludeRoots(folders: [folder.isEmpty ? "." : folder] + includeFolders)
            images += Array(repeating: nil, count: max(0, 4 - images.count))
            for (channel, settings) in file.directives.channelSettings {
                _ = try MultipassShader.readsCubemap(settings, channel: channel, file: path)
            }
            for directive in file.channelDirectives {
                if images[directive.channel] != nil || keyboard.contains(directive.channel) || cubes[directive.channel] != nil
                    || volumes[directive.channel] != nil || floatImages[directive.channel] != nil || media[directive.channel] != nil {
                    throw MultipassError.channelsGivenTwice(file: path)
                }
                if directive.name.lowercased() == MultipassShader.keyboardName {
                    keyboard.insert(directive.channel)
                    continue
                }
                let imagePath = directive.name.hasPrefix("/") ? directive.name : (folder.isEmpty ? directive.name : folder + "/" + directive.name)
                if try MultipassShader.readsCubemap(file.directives.channelSettings[directive.channel] ?? [:], channel: directive.channel, file: path) {
                    cubes[directive.channel] = try MultipassShader.loadCubemap(imagePath, directive: directive, file: path, roots: roots)
                    continue
                }
                switch roots.resolve(imagePath) {
                case .missing: throw MultipassError.inputNotFound(name: directive.name, file: path, line: directive.line, looked: imagePath)
                case .outside: throw MultipassError.inputOutsideRoots(name: directive.name, file: path, line: directive.line, roots: roots.folders)
                case .inside where Volume.isVolumeFile(imagePath): volumes[directive.channel] = try Volume.loadInBudget(imagePath)
                case .inside where ImageFile.format(ofFile: imagePath) == .dds: floatImages[directive.channel] = try ShaderImages.loadFloatImage(imagePath)
                case .inside:
                    let settings = file.directives.channelSettings[directive.channel]
                    if let input = try MultipassShader.mediaInput(imagePath, name: directive.name,
                                                                  sampling: settings.map { MultipassShader.sampling($0, default: MultipassShader.mediaSampling, isBuffer: true) }) {
                        media[directive.channel] = input
                    } else {
                        images[directive.channel] = try ShaderImages.load(imagePath)
                    }
                }
            }
        }
        var scene = ShaderScene(file: file, channels: images, keepAlpha: keepAlpha)
        scene.keyboardChannels = keyboard
        scene.channelCubemaps = cubes
        scene.channelVolumes = volumes
        scene.channelFloatImages = floatImages
        scene.channelMedia = media
        scene.channelSampling = (0..<4).map { channel in
            file.directives.channelSettings[channel].map {
                MultipassShader.sampling($0, default: cubes[channel] != nil ? MultipassShader.cubemapSampling
                                         : volumes[channel] != nil ? MultipassShader.volumeSampling : MultipassShader.imageSampling, isBuffer: false)
            }
        }
        return scene
    }

    /// What was left out of the shader because it cannot change the picture (an export's Sound
    /// pass), one sentence each: tell the user.
    public var leftOut: [String] {
        if case .multipass(let shader) = source { return shader.leftOut }
        return []
    }

    /// The `#iUniform`s of every pass, by name (what `--uniform NAME=VALUE` may set).
    public var customUniforms: [String: CustomUniform] {
        let files: [ShaderFile] = switch source {
        case .single(let file, _): [file]
        case .multipass(let shader): shader.passes.map(\.file)
        }
        return Dictionary(files.flatMap(\.directives.uniforms).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The image of every channel that reads one, once per channel (each becomes a texture).
    public var images: [RGBAImage] {
        switch source {
        case .single(_, let channels): channels.compactMap { $0 } + channelCubemaps.keys.sorted().flatMap { channelCubemaps[$0]!.faces }
        case .multipass(let shader):
            shader.passes.flatMap(\.inputs).flatMap { input -> [RGBAImage] in
                if case .image(let image, _, _, _)? = input { return [image] }
                if case .cubemap(let faces, _, _, _)? = input { return faces.faces }
                return []
            }
        }
    }

    /// The volume of every channel that reads one, once per channel (each becomes a texture).
    public var volumes: [Volume] {
        switch source {
        case .single: channelVolumes.keys.sorted().map { channelVolumes[$0]! }
        case .multipass(let shader):
            shader.passes.flatMap(\.inputs).compactMap { input -> Volume? in
                if case .volume(let volume, _, _)? = input { return volume }
                return nil
            }
        }
    }

    /// The picture of floats of every channel that reads one, once per channel (each becomes a texture).
    public var floatImages: [FloatImage] {
        switch source {
        case .single: channelFloatImages.keys.sorted().map { channelFloatImages[$0]! }
        case .multipass(let shader):
            shader.passes.flatMap(\.inputs).compactMap { input -> FloatImage? in
                if case .floatImage(let image, _, _)? = input { return image }
                return nil
            }
        }
    }

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
    /// ending in `.frag`, `.glsl`, `.fs` or `.json`, containing `/`, or an existing folder.
    public static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || [".frag", ".glsl", ".fs", ".json"].contains { word.lowercased().hasSuffix($0) }
            || MultipassShader.isMultipass(word)
    }

    /// The shader as passes: a multipass shader's own, or one Image pass reading the channel
    /// images of a single file (what a ``ShaderRenderer`` runs).
    public var passes: MultipassShader {
        switch source {
        case .multipass(let shader): return shader
        case .single(let file, let channels):
            let count = max(channels.count, (keyboardChannels.max() ?? -1) + 1)
            var inputs: [MultipassShader.Input?] = (0..<count).map { channel in
                if keyboardChannels.contains(channel) { return .keyboard }
                return (channel < channels.count ? channels[channel] : nil).map {
                    let sampling = channel < channelSampling.count ? channelSampling[channel] : nil
                    return .image($0, sampling: sampling ?? MultipassShader.imageSampling, topRowAtT1: true, name: "iChannel\(channel)")
                }
            }
            for (channel, input) in channelMedia {
                inputs += Array(repeating: nil, count: max(0, channel + 1 - inputs.count))
                inputs[channel] = input
            }
            for (channel, faces) in channelCubemaps {
                inputs += Array(repeating: nil, count: max(0, channel + 1 - inputs.count))
                let sampling = channel < channelSampling.count ? channelSampling[channel] : nil
                inputs[channel] = .cubemap(faces, sampling: sampling ?? MultipassShader.cubemapSampling, topRowAtT1: false, name: "iChannel\(channel)")
            }
            for (channel, volume) in channelVolumes {
                inputs += Array(repeating: nil, count: max(0, channel + 1 - inputs.count))
                let sampling = channel < channelSampling.count ? channelSampling[channel] : nil
                inputs[channel] = .volume(volume, sampling: sampling ?? MultipassShader.volumeSampling, name: "iChannel\(channel)")
            }
            for (channel, image) in channelFloatImages {
                inputs += Array(repeating: nil, count: max(0, channel + 1 - inputs.count))
                let sampling = channel < channelSampling.count ? channelSampling[channel] : nil
                inputs[channel] = .floatImage(image, sampling: (sampling ?? MultipassShader.imageSampling).withoutMipmaps, name: "iChannel\(channel)")
            }
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
        try renderImageAndBuffers(in: context, size: size, inputs: inputs, samples: samples, buffers: false).image
    }

    /// ``renderImage(in:size:inputs:samples:)`` and, for a multipass shader, each buffer's
    /// picture of that frame (values clamped to 0...1).
    public func renderImageAndBuffers(in context: GLContext, size: Size, inputs: ShaderInputs, samples: Int = 0,
                                      buffers: Bool = true) throws -> (image: RGBAImage, buffers: [(name: String, image: RGBAImage)]) {
        let target = try Framebuffer(context, spec: FramebufferSpec(size: size, samples: samples, colors: [.renderbuffer(.rgba8)]))
        defer { target.destroy() }
        let renderer = try makeRenderer(in: context)
        defer { renderer.destroy() }
        // Offline, frame k of a multipass shader is at iTime = k / fps, the frame asked for too.
        let image = try renderer.renderImage(into: target, inputs: isMultipass ? inputs.frame(inputs.frame) : inputs)
        let pictures = buffers ? try renderer.bufferImages().map { (name: $0.0.description, image: $0.1) } : []
        return (image, pictures)
    }

    /// A scene for the render loop, which hands its frame `n` (numbered from 1, as the loop
    /// numbers frames and files) the inputs of shader frame `k = n - 1`, `time = k / fps`, so a
    /// sequence is the same on every run (start the loop at frame number K + 1 to begin at
    /// shader frame K; a multipass shader then replays frames 0 to K - 1 first, unwritten).
    public func scene() -> Scene {
        let shader = self
        return Scene(name: name, summary: "the shader \(path)") { context, _ in try shader.makeRenderer(in: context) }
    }
}
