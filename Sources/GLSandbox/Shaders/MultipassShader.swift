import Foundation

/// A Shadertoy shader with buffer passes: Buffer A to D, then Image, each reading buffers,
/// itself (feedback) or image files. From a folder (`image.frag`, `bufferA.frag`...,
/// `common.glsl`, inputs named by `#iChannel0 "bufferA"` lines) or a Shadertoy export (JSON).
///
/// A value: load it anywhere, render it with a ``ShaderRenderer`` on a context's thread.
///
/// **The rules that decide every pixel.** Each frame runs the buffers in order A, B, C, D, then
/// Image. Each buffer is two RGBA32F textures at the output size (ping-pong), cleared to zero
/// before frame 0. A pass that reads a buffer that already ran this frame sees this frame's
/// result; reading itself or a later buffer, the previous frame's. Buffer inputs are read with
/// linear filtering and clamped edges (no mipmaps: a buffer has one level), and
/// `iChannelResolution` is (width, height, 1).
public struct MultipassShader: Sendable {
    /// A buffer pass, by letter.
    public enum Buffer: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
        case a, b, c, d
        public var description: String { "buffer" + ["A", "B", "C", "D"][rawValue] }
        /// The file a folder keeps it in.
        public var fileName: String { description + ".frag" }
        public static func < (x: Buffer, y: Buffer) -> Bool { x.rawValue < y.rawValue }
        /// `bufferA`, `BufferA`, `Buffer A`, `A`.
        public init?(name: String) {
            let key = name.lowercased().replacingOccurrences(of: " ", with: "")
            let names = ["buffera", "bufferb", "bufferc", "bufferd"]
            if let index = names.firstIndex(of: key) { self.init(rawValue: index) } else if key.count == 1, let index = ["a", "b", "c", "d"].firstIndex(of: key) {
                self.init(rawValue: index)
            } else { return nil }
        }
    }

    /// Where a pass's channel reads from.
    public enum Input: Sendable {
        case buffer(Buffer, sampling: Texture2D.TextureSampling)
        /// An image file: its pixels, sampling, and whether its top row is at t = 1 (Shadertoy's `vflip`).
        case image(RGBAImage, sampling: Texture2D.TextureSampling, topRowAtT1: Bool, name: String)
        /// Shadertoy's keyboard texture (256x3, see ``KeyboardState``), showing each frame's
        /// ``ShaderInputs/keys``: an export's `keyboard` input, `#iChannelN "keyboard"`, `--channelN keyboard`.
        case keyboard
        /// A cubemap's six faces (declared `samplerCube`), its sampling, and whether each face's
        /// top row is at t = 1 (Shadertoy's `vflip`, false for cubemaps).
        case cubemap(CubemapFaces, sampling: Texture2D.TextureSampling, topRowAtT1: Bool, name: String)
        /// What the Cube A pass drew (this frame's when it already ran, else the previous frame's).
        case cubeA(sampling: Texture2D.TextureSampling)
        /// A volume (Shadertoy's `.bin`, declared `sampler3D`) and its sampling.
        case volume(Volume, sampling: Texture2D.TextureSampling, name: String)
        /// A picture of 32-bit floats (a DDS, as the VS Code shader-toy extension reads it): its
        /// first row at t = 0, one level (a `.mipmap` filter reads it linearly).
        case floatImage(FloatImage, sampling: Texture2D.TextureSampling, name: String)
        /// A music input: Shadertoy's 512x2 sound texture at each frame's time (``MusicAnalyser``):
        /// an export's `music` input, `#iChannelN "song.mp3"`, `--channelN song.mp3`.
        case music(AudioTrack, sampling: Texture2D.TextureSampling, name: String)
        /// A video input: the frame at each frame's time (``VideoFile``), its top row at t = 1
        /// unless Shadertoy's `vflip` is off.
        case video(VideoFile, sampling: Texture2D.TextureSampling, topRowAtT1: Bool, name: String)

        /// Whether the channel is declared `samplerCube`.
        public var isCubemap: Bool {
            switch self {
            case .cubemap, .cubeA: return true
            default: return false
            }
        }

        /// Whether the channel is declared `sampler3D`.
        public var isVolume: Bool {
            if case .volume = self { return true }
            return false
        }
    }

    public struct Pass: Sendable {
        /// Nil for the Image pass and the Cube A pass.
        public var buffer: Buffer?
        public var file: ShaderFile
        /// Channels 0 to 3.
        public var inputs: [Input?]
        /// Shadertoy's Cube A pass (`mainCubemap`), drawn into the six faces of a cubemap.
        public var isCubeA = false
        public var name: String { buffer?.description ?? (isCubeA ? "cubeA" : "image") }
    }

    /// The buffer passes in the order they run, then the Image pass.
    public var passes: [Pass]
    /// Where it came from (a folder or a .json), for messages and names.
    public var path: String
    /// Every file read (pass files, common, includes, images), for watching.
    public var files: [String]
    /// Parts of an export left out, one sentence each, for the user to be told: a Sound pass
    /// (it cannot change the picture), a pass's file that does not exist (the export's own copy
    /// of its code is drawn).
    public var leftOut: [String] = []

    /// The buffers that exist.
    public var buffers: [Buffer] { passes.compactMap(\.buffer) }
    /// Whether a Cube A pass draws a cubemap each frame (after the buffers, before Image).
    public var hasCubeA: Bool { passes.contains(where: \.isCubeA) }
    /// The side of Cube A's faces in pixels: Shadertoy's 1024, or smaller (`--cube-size`) to render faster.
    public var cubeSide = MultipassShader.shadertoyCubeSide
    /// Shadertoy's Cube A face size.
    public static let shadertoyCubeSide = 1024
    /// The largest side `--cube-size` accepts: two RGBA16F cubemaps of 4096 a side take 1.5 GiB.
    public static let maximumCubeSide = 4096

    /// Whether a pass reads the keyboard (a `keyboard` input, or `#iKeyboard`'s functions).
    public var readsKeyboard: Bool {
        passes.contains { pass in
            pass.file.directives.keyboard || pass.inputs.contains { if case .keyboard? = $0 { true } else { false } }
        }
    }

    /// A music or video input's default sampling on Shadertoy: linear, clamped (one level: no mipmaps).
    public static let mediaSampling = Texture2D.TextureSampling(filter: .linear, wrap: .clamp)

    /// A music or video input from a file a channel names (told by ``MediaKind/of(path:)``), or
    /// nil when the file is a picture. `sampling` nil: Shadertoy's default.
    static func mediaInput(_ path: String, name: String, sampling: Texture2D.TextureSampling? = nil, topRowAtT1: Bool = true) throws -> Input? {
        let levelSafe = (sampling ?? mediaSampling).withoutMipmaps
        switch MediaKind.of(path: path) {
        case .image: return nil
        case .music: return .music(try AudioTrack.load(path), sampling: levelSafe, name: name)
        case .video: return .video(try VideoFile.load(path), sampling: levelSafe, topRowAtT1: topRowAtT1, name: name)
        }
    }

    /// A picture input from the file at `path`: a DDS of floats (`DDS`, told by its first
    /// bytes whatever its name) or an 8-bit image (PNG, JPEG), read through ``ShaderImages``.
    static func pictureInput(_ path: String, sampling: Texture2D.TextureSampling, topRowAtT1: Bool = true, name: String) throws -> Input {
        if ImageFile.format(ofFile: path) == .dds {
            return .floatImage(try ShaderImages.loadFloatImage(path), sampling: sampling.withoutMipmaps, name: name)
        }
        return .image(try ShaderImages.load(path), sampling: sampling, topRowAtT1: topRowAtT1, name: name)
    }

    /// The default sampling of a buffer input (linear, clamped) and of an image input (mipmaps, repeat).
    public static let bufferSampling = Texture2D.TextureSampling(filter: .linear, wrap: .clamp)
    public static let imageSampling = Texture2D.TextureSampling(filter: .mipmap, wrap: .repeat)
    /// A cubemap input's default sampling on Shadertoy: mipmaps, clamped.
    public static let cubemapSampling = Texture2D.TextureSampling(filter: .mipmap, wrap: .clamp)
    /// A volume input's default sampling on Shadertoy: mipmaps, repeated.
    public static let volumeSampling = Texture2D.TextureSampling(filter: .mipmap, wrap: .repeat)

    /// The file a folder keeps its Cube A pass in.
    public static let cubeAFileName = "cubeA.frag"

    /// `cubeA`, `CubeA`, `Cube A`: the name a channel reads the Cube A pass by.
    static func isCubeAName(_ name: String) -> Bool {
        name.lowercased().replacingOccurrences(of: " ", with: "") == "cubea"
    }

    /// The input name that means the keyboard: `#iChannel0 "keyboard"`, `--channel0 keyboard`
    /// (a file of that name is `./keyboard`).
    public static let keyboardName = "keyboard"

    /// Whether `path` names a multipass shader: an existing folder, or a file ending in `.json`.
    public static func isMultipass(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.lowercased().hasSuffix(".json") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// Loads a folder or a Shadertoy export. `media` is where an export's texture files are
    /// looked up by name (default: the export's folder).
    public static func load(path: String, media: String? = nil, includeFolders: [String] = []) throws -> MultipassShader {
        path.lowercased().hasSuffix(".json")
            ? try ShadertoyExport.load(path: path, media: media, includeFolders: includeFolders)
            : try loadFolder(path, includeFolders: includeFolders)
    }

    // MARK: A folder

    static func loadFolder(_ folder: String, includeFolders: [String] = []) throws -> MultipassShader {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ShaderError.shaderNotFound(folder)
        }
        func inFolder(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }
        guard FileManager.default.fileExists(atPath: inFolder("image.frag")) else {
            throw MultipassError.noImagePass(folder: folder)
        }
        let commonPath = inFolder("common.glsl")
        let common = FileManager.default.fileExists(atPath: commonPath) ? try ShaderFile(path: commonPath, dialect: .glsl, includeFolders: includeFolders) : nil
        let roots = IncludeRoots(folders: [folder] + includeFolders)
        let present = Buffer.allCases.filter { FileManager.default.fileExists(atPath: inFolder($0.fileName)) }
        var passes: [Pass] = []
        var files = common?.files ?? []
        // Buffers A to D, then Cube A (cubeA.frag), then Image: the order they run in.
        let hasCubeA = FileManager.default.fileExists(atPath: inFolder(cubeAFileName))
        let order: [(buffer: Buffer?, cube: Bool)] = present.map { ($0, false) } + (hasCubeA ? [(nil, true)] : []) + [(nil, false)]
        for (buffer, isCubeA) in order {
            let path = inFolder(buffer?.fileName ?? (isCubeA ? cubeAFileName : "image.frag"))
            let file = try ShaderFile(path: path, dialect: .shadertoy, prelude: common, includeFolders: includeFolders)
            var inputs: [Input?] = [nil, nil, nil, nil]
            for directive in file.channelDirectives {
                let name = directive.name
                if name.lowercased() == Self.keyboardName {
                    inputs[directive.channel] = .keyboard
                } else if name.lowercased() == "self" && isCubeA || isCubeAName(name) {
                    guard hasCubeA else { throw MultipassError.noSuchBuffer(name: name, file: path, line: directive.line, folder: folder) }
                    inputs[directive.channel] = .cubeA(sampling: bufferSampling)
                } else if name.lowercased() == "self" {
                    guard let buffer else { throw MultipassError.selfInImage(file: path, line: directive.line) }
                    inputs[directive.channel] = .buffer(buffer, sampling: bufferSampling)
                } else if let named = Buffer(name: name) {
                    guard present.contains(named) else {
                        throw MultipassError.noSuchBuffer(name: name, file: path, line: directive.line, folder: folder)
                    }
                    inputs[directive.channel] = .buffer(named, sampling: bufferSampling)
                } else if try readsCubemap(file.directives.channelSettings[directive.channel] ?? [:], channel: directive.channel, file: path) {
                    let first = name.hasPrefix("/") ? name : inFolder(name)
                    let faces = try loadCubemap(first, directive: directive, file: path, roots: roots)
                    inputs[directive.channel] = .cubemap(faces, sampling: cubemapSampling, topRowAtT1: false, name: name)
                    files += faces.files.filter { !files.contains($0) }
                } else {
                    let imagePath = name.hasPrefix("/") ? name : inFolder(name)
                    switch roots.resolve(imagePath) {
                    case .missing: throw MultipassError.inputNotFound(name: name, file: path, line: directive.line, looked: imagePath)
                    case .outside: throw MultipassError.inputOutsideRoots(name: name, file: path, line: directive.line, roots: roots.folders)
                    case .inside: break
                    }
                    files.append(imagePath)
                    if Volume.isVolumeFile(imagePath) {   // `#iChannel0 "noise.bin"`: told apart by its header
                        let settings = file.directives.channelSettings[directive.channel] ?? [:]
                        inputs[directive.channel] = .volume(try Volume.loadInBudget(imagePath), sampling: sampling(settings, default: volumeSampling, isBuffer: false), name: name)
                        continue
                    }
                    files.removeLast()
                    inputs[directive.channel] = try mediaInput(imagePath, name: name)
                        ?? pictureInput(imagePath, sampling: imageSampling, name: name)
                    files.append(imagePath)
                }
            }
            files += file.files.filter { !files.contains($0) }
            passes.append(Pass(buffer: buffer, file: file, inputs: inputs, isCubeA: isCubeA))
        }
        return MultipassShader(passes: passes, path: folder, files: files)
    }
}

/// Why a multipass shader could not be loaded.
public enum MultipassError: Error, Hashable, Sendable, CustomStringConvertible {
    case noImagePass(folder: String)
    /// `#iChannelN "bufferC"` with no bufferC pass.
    case noSuchBuffer(name: String, file: String, line: Int, folder: String)
    case selfInImage(file: String, line: Int)
    /// An input file that does not exist.
    case inputNotFound(name: String, file: String, line: Int, looked: String)
    /// A Shadertoy export that is not the JSON the site's API returns.
    case badExport(path: String, reason: String)
    /// Passes or inputs GLSandbox does not render (webcam, microphone...).
    case unsupported(path: String, what: [String])
    /// An export's texture, looked up by file name in the media folder.
    case mediaNotFound(file: String, media: String, pass: String)
    /// An export's music or video input, looked up by file name in the media folder.
    case musicOrVideoNotFound(kind: String, file: String, media: String, pass: String)
    /// A face of an export's cubemap, looked up by Shadertoy's naming in the media folder.
    case cubemapFaceNotFound(cubemap: String, file: String, face: String, media: String, pass: String, rule: String)
    /// `--time` with a multipass shader: its history decides the picture, so give `--frame`.
    case timeNotAllowed
    /// More than four pass files named by `#iChannelN "file://..."` lines.
    case tooManyPasses(file: String, line: Int)
    /// An input file outside the folders a shader may read (its own, the current one, `-I`).
    case inputOutsideRoots(name: String, file: String, line: Int, roots: [String])
    /// An export with two or more image passes (Shadertoy has one).
    case secondImagePass(path: String, names: [String])
    /// A channel given both on the command line (`--channel0`) and in the file (`#iChannel0`).
    case channelsGivenTwice(file: String)
    /// An export's pass whose `filename` lies outside the folders a shader may read.
    case passFileOutsideRoots(written: String, file: String, pass: String, roots: [String])
    /// An export's pass whose `filename` names no file, and whose `code` is empty or missing.
    case passFileNotFound(written: String, file: String, pass: String)

    public var description: String {
        switch self {
        case .noImagePass(let folder): "\(folder) has no image.frag: a multipass folder needs an Image pass (image.frag), and may have bufferA.frag ... bufferD.frag and common.glsl"
        case .noSuchBuffer(let name, let file, let line, let folder):
            "\(file):\(line): #iChannel reads \"\(name)\", but \(folder) has no \(MultipassShader.isCubeAName(name) ? MultipassShader.cubeAFileName : MultipassShader.Buffer(name: name)?.fileName ?? name + ".frag")"
        case .selfInImage(let file, let line): "\(file):\(line): the Image pass has no buffer of its own to read as \"self\"; name a buffer (\"bufferA\")"
        case .inputNotFound(let name, let file, let line, let looked):
            "\(file):\(line): #iChannel \"\(name)\" is neither a buffer (bufferA to bufferD, self) nor a file: \(looked) not found"
        case .badExport(let path, let reason): "\(path) is not a Shadertoy export: \(reason)"
        case .unsupported(let path, let what): "\(path) uses what GLSandbox does not render: \(what.joined(separator: ", ")) (it renders common, buffer, Cube A and image passes with texture, buffer, keyboard, cubemap, music and video inputs)"
        case .musicOrVideoNotFound(let kind, let file, let media, let pass):
            "\(pass) reads the \(kind) \(file), which is not in \(media) (an export's inputs are looked up by their file name in the media folder): download it there, or name the folder that holds it as the media folder"
        case .mediaNotFound(let file, let media, let pass): "\(pass) reads the texture \(file), which is not in \(media): download it there, or name the folder that holds it as the media folder"
        case .tooManyPasses(let file, let line): "\(file):\(line): a fifth pass file: Shadertoy has four buffers (A to D) besides the Image pass"
        case .inputOutsideRoots(let name, let file, let line, let roots):
            "\(file):\(line): #iChannel \"\(name)\" is outside the folders a shader may read (\(roots.joined(separator: ", "))): an input must lie inside the shader's folder, the current folder or an include folder"
        case .channelsGivenTwice(let file): "\(file) names its channels itself (#iChannelN lines), and the inputs' channels name them again: give each channel once"
        case .secondImagePass(let path, let names): "\(path) has \(names.count) image passes (\(names.joined(separator: ", "))): a Shadertoy shader has one; keep one"
        case .cubemapFaceNotFound(let cubemap, let file, let face, let media, let pass, let rule):
            "\(pass) reads the cubemap \(cubemap), whose face \(face) \(file) is not in \(media) (a cubemap's six faces are named \(rule)): download them there, or name the folder that holds them as the media folder"
        case .passFileOutsideRoots(let written, let file, let pass, let roots):
            "\(pass) keeps its code in \"\(written)\", and \(file) is outside the folders a shader may read (\(roots.joined(separator: ", "))): a pass's file must lie inside the export's folder, the current folder or an include folder"
        case .passFileNotFound(let written, let file, let pass):
            "\(pass) keeps its code in \"\(written)\", and \(file) is not there (the export holds no code for the pass): put the file beside the export"
        case .timeNotAllowed: "a time cannot be given for a multipass shader: its history decides the picture; give a frame number N (frames 0 to N run with iTime = k / fps)"
        }
    }
}
