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
    /// A buffer pass, by letter: Shadertoy's A to D (``shadertoy``); ISF's render targets go on to P.
    public enum Buffer: Int, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
        case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p
        /// Shadertoy's four buffers, A to D.
        public static let shadertoy: [Buffer] = [.a, .b, .c, .d]
        public var description: String { "buffer" + String(Array("ABCDEFGHIJKLMNOP")[rawValue]) }
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

    public struct Pass: Sendable {
        /// Nil for the Image pass and the Cube A pass.
        public var buffer: Buffer?
        public var file: ShaderFile
        /// Channels 0 to 3.
        public var inputs: [Channel?]
        /// Shadertoy's Cube A pass (`mainCubemap`), drawn into the six faces of a cubemap.
        public var isCubeA = false
        /// The fragment output the buffer keeps (`layout(location = N)`): 0 but for a file that
        /// writes several targets at once (twigl's MRT modes), drawn once a target.
        public var output = 0
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

    /// Buffers kept at 8 bits a channel (clamped to 0...1 and rounded, as a canvas keeps its
    /// picture): GLSL Sandbox's `backbuffer`. The others are RGBA32F, as on Shadertoy.
    public var eightBitBuffers: Set<Buffer> = []
    /// Buffers kept as RGB, 8 bits a channel, whose alpha reads 1 (Bonzomatic's previous frame: it
    /// copies its window with `glCopyTexImage2D(GL_RGB)`); they start black, alpha 1.
    public var opaqueBuffers: Set<Buffer> = []
    /// Buffers cleared to a colour before each frame's draw, as a page clears its target (GLSL
    /// Sandbox: (0, 0, 0, 0); twigl: (0, 0, 0, 1)), so a pixel the shader discards shows that colour.
    /// The others keep what they held, as on Shadertoy.
    public var clearedBuffers: [Buffer: RGBA] = [:]

    /// Buffers that keep nothing from one frame to the next (ISF's targets that are not
    /// `PERSISTENT`): cleared to (0, 0, 0, 0) before each frame's passes. The others keep their picture.
    public var temporaryBuffers: Set<Buffer> = []
    /// Buffers of a size of their own (ISF's `WIDTH` and `HEIGHT`), worked out each frame from the
    /// frame's size and inputs; the others are at the frame's size.
    public var bufferSizes: [Buffer: BufferSize] = [:]

    /// How a buffer's size follows from the frame's size and inputs; it throws when that size
    /// cannot be made.
    public struct BufferSize: Sendable {
        public var size: @Sendable (Size, ShaderInputs) throws -> Size
        public init(_ size: @escaping @Sendable (Size, ShaderInputs) throws -> Size) { self.size = size }
    }

    /// Whether a buffer keeps its picture from one frame to the next (a buffer that is not
    /// temporary, Cube A): then frame N needs frames 0 to N - 1 first.
    public var keepsPictures: Bool { buffers.contains { !temporaryBuffers.contains($0) } || hasCubeA }

    /// The buffers that exist.
    public var buffers: [Buffer] { Array(Set(passes.compactMap(\.buffer))).sorted() }
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
            pass.file.directives.keyboard || pass.inputs.contains { $0?.isKeyboard == true }
        }
    }

    /// The file a folder keeps its Cube A pass in.
    public static let cubeAFileName = "cubeA.frag"

    /// `cubeA`, `CubeA`, `Cube A`: the name a channel reads the Cube A pass by.
    static func isCubeAName(_ name: String) -> Bool {
        name.lowercased().replacingOccurrences(of: " ", with: "") == "cubea"
    }

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
        // A pass file is read only where its inputs may be: a symbolic link out of the allowed
        // folders (to another user's file, to /proc/self/environ) is refused, as #include's is.
        let roots = IncludeRoots(folders: [folder] + includeFolders)
        func contained(_ path: String) throws -> String {
            if case .outside(let real) = roots.resolve(path) { throw MultipassError.passFileLinksOut(file: path, real: real, roots: roots.folders) }
            return path
        }
        let commonPath = inFolder("common.glsl")
        let common = FileManager.default.fileExists(atPath: commonPath) ? try ShaderFile(path: try contained(commonPath), dialect: .glsl, includeFolders: includeFolders) : nil
        let present = Buffer.shadertoy.filter { FileManager.default.fileExists(atPath: inFolder($0.fileName)) }
        var passes: [Pass] = []
        var files = common?.files ?? []
        // Buffers A to D, then Cube A (cubeA.frag), then Image: the order they run in.
        let hasCubeA = FileManager.default.fileExists(atPath: inFolder(cubeAFileName))
        let order: [(buffer: Buffer?, cube: Bool)] = present.map { ($0, false) } + (hasCubeA ? [(nil, true)] : []) + [(nil, false)]
        for (buffer, isCubeA) in order {
            let path = inFolder(buffer?.fileName ?? (isCubeA ? cubeAFileName : "image.frag"))
            let file = try ShaderFile(path: try contained(path), dialect: .shadertoy, prelude: common, includeFolders: includeFolders)
            var inputs: [Channel?] = [nil, nil, nil, nil]
            for directive in file.channelDirectives {
                let name = directive.name
                let settings = file.directives.channelSettings[directive.channel] ?? [:]
                if name.lowercased() == "self" && isCubeA || isCubeAName(name) {
                    guard hasCubeA else { throw MultipassError.noSuchBuffer(name: name, file: path, line: directive.line, folder: folder) }
                    inputs[directive.channel] = Channel(.cubeA, settings: SamplerSettings(directives: settings), name: name)
                } else if name.lowercased() == "self" {
                    guard let buffer else { throw MultipassError.selfInImage(file: path, line: directive.line) }
                    inputs[directive.channel] = Channel(.buffer(buffer), settings: SamplerSettings(directives: settings), name: name)
                } else if let named = Buffer(name: name) {
                    guard present.contains(named) else {
                        throw MultipassError.noSuchBuffer(name: name, file: path, line: directive.line, folder: folder)
                    }
                    inputs[directive.channel] = Channel(.buffer(named), settings: SamplerSettings(directives: settings), name: name)
                } else {
                    let (channel, read) = try ChannelResolver.resolve(try ChannelReference(directive: directive, in: file, folder: folder, roots: roots))
                    inputs[directive.channel] = channel
                    files += read.filter { !files.contains($0) }
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
    /// A time and a frame given together for a shader with a history (buffers, Cube A), which
    /// disagree: frame k of such a shader is at time k / fps, so time T is frame `showing`.
    case timeAndFrameDisagree(time: Double, frame: Int, fps: Double, showing: Int)
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
    /// A pass folder's file (`common.glsl`, `bufferA.frag` ...) that is a symbolic link to `real`,
    /// outside the folders a shader may read.
    case passFileLinksOut(file: String, real: String, roots: [String])
    /// An export's pass whose `filename` names no file, and whose `code` is empty or missing.
    case passFileNotFound(written: String, file: String, pass: String)
    /// A picture given for channel 0 of a GLSL Sandbox or twigl file that reads its `backbuffer`,
    /// which is channel 0 (its texture unit 0, as on the site).
    case backbufferIsChannel0(file: String)
    /// A picture given for a channel (1 to 3) that a file's own history holds: twigl's second
    /// previous frame, a VEDA render target (`holder` says which).
    case channelHoldsHistory(file: String, channel: Int, holder: String)
    /// A glslViewer file whose `BUFFER_N`, `DOUBLE_BUFFER_N` and `POSTPROCESSING` passes do not
    /// fit GLSandbox's four buffers and channels, or that sizes a buffer itself.
    case glslViewerBuffers(file: String, reason: String)

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
        case .musicOrVideoNotFound: causeAndRemedy
        case .mediaNotFound: causeAndRemedy
        case .tooManyPasses(let file, let line): "\(file):\(line): a fifth pass file: Shadertoy has four buffers (A to D) besides the Image pass"
        case .inputOutsideRoots: causeAndRemedy
        case .channelsGivenTwice: causeAndRemedy
        case .secondImagePass(let path, let names): "\(path) has \(names.count) image passes (\(names.joined(separator: ", "))): a Shadertoy shader has one; keep one"
        case .cubemapFaceNotFound: causeAndRemedy
        case .passFileOutsideRoots: causeAndRemedy
        case .passFileLinksOut(let file, let real, let roots):
            "\(file) is a symbolic link to \(real), outside the folders a shader may read (\(roots.joined(separator: ", "))): a pass folder's files must lie inside it, the current folder or an include folder; copy the file in instead"
        case .passFileNotFound(let written, let file, let pass):
            "\(pass) keeps its code in \"\(written)\", and \(file) is not there (the export holds no code for the pass): put the file beside the export"
        case .backbufferIsChannel0, .channelHoldsHistory: causeAndRemedy
        case .glslViewerBuffers(let file, let reason): "\(file) runs glslViewer's buffer passes, which GLSandbox cannot run as written: \(reason)"
        case .timeAndFrameDisagree: causeAndRemedy
        }
    }
}
