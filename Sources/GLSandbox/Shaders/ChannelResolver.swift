import Foundation

/// What a source says one channel reads, before anything is opened: a file as written, and what
/// kind it must be, if the source says. Every source parses to these: a command-line flag
/// (`--channel0 wood.png`, `--channel0-cube sky.png`), an `#iChannel0 "wood.png"` line (a single
/// file, a pass folder, linked pass files), an export's input (`"ctype": "texture"`).
/// Buffers and `self` are not references: they name passes, which the pass graph resolves.
struct ChannelReference: Sendable {
    /// What the source says the file is.
    enum Kind: Sendable, Equatable {
        /// Told by the file's content: a volume by its header, a DDS by its first bytes, music or a
        /// video as ``MediaKind`` tells them, else a picture.
        case toldByContent
        /// A picture file (an export's `texture`): a DDS of floats or an 8-bit picture, by content.
        case picture
        /// A cubemap's first face (`--channel0-cube`, `::Type "CubeMap"`, an export's `cubemap`).
        case cubemap
        case volume
        case music
        case video
        /// The keyboard texture: `keyboard`, whatever the source.
        case keyboard

        /// The kind of a Shadertoy export's input of `type` that names a file or the keyboard
        /// (`texture`, `cubemap`, `volume`, `music`, `musicstream`, `video`, `keyboard`); nil for
        /// a `buffer` (a pass, not a file) and for a type GLSandbox does not read (`webcam`, `mic`).
        init?(shadertoyType type: String) {
            switch type {
            case "texture": self = .picture
            case "cubemap": self = .cubemap
            case "volume": self = .volume
            case "music", "musicstream": self = .music
            case "video": self = .video
            case "keyboard": self = .keyboard
            default: return nil
            }
        }
    }

    /// Where the reference was written, which decides where the file may lie and how a missing
    /// file is reported.
    enum Origin: Sendable {
        /// A command-line flag: any file the user can read; the file readers name what is wrong.
        case flag
        /// An `#iChannelN` line at `file:line`: the file must lie inside `roots`.
        case directive(file: String, line: Int, roots: IncludeRoots)
        /// An export's input of pass `pass` (`export.json[Image]`), looked up by file name in `media`.
        case export(pass: String, media: String)
    }

    /// The name as written (a file name, `keyboard`), for messages.
    var written: String
    /// The file it names, relative to the current folder.
    var path: String
    var kind: Kind
    var settings: SamplerSettings
    var origin: Origin

    /// The input name that means the keyboard: `#iChannel0 "keyboard"`, `--channel0 keyboard`, in
    /// any case (a file of that name is `./keyboard`).
    static let keyboardName = "keyboard"

    /// The reference an `#iChannelN "name"` line of `file` makes, with its `#iChannelN::...`
    /// settings (a `::Type "CubeMap"` makes it a cubemap), relative to `folder`, inside `roots`.
    init(directive: ShaderFile.ChannelDirective, in file: ShaderFile, folder: String, roots: IncludeRoots) throws {
        let settings = file.directives.channelSettings[directive.channel] ?? [:]
        let cube = try MultipassShader.readsCubemap(settings, channel: directive.channel, file: file.path)
        self.init(written: directive.name, folder: folder, kind: cube ? .cubemap : .toldByContent, settings: SamplerSettings(directives: settings),
                  origin: .directive(file: file.path, line: directive.line, roots: roots))
    }

    static func isKeyboard(_ written: String) -> Bool { written.lowercased() == keyboardName }

    /// A reference from a name as written, relative to `folder` (an absolute name stays as it is).
    init(written: String, folder: String, kind: Kind = .toldByContent, settings: SamplerSettings = SamplerSettings(), origin: Origin) {
        self.written = written
        self.path = written.hasPrefix("/") || folder.isEmpty ? written : (folder as NSString).appendingPathComponent(written)
        self.kind = Self.isKeyboard(written) ? .keyboard : kind
        self.settings = settings
        self.origin = origin
    }
}

/// Turns channel references into channels, once, the same way for every source: containment under
/// the allowed folders, regular files only (the readers refuse the rest), content sniffing, the
/// texture budget (through ``ShaderImages/current``), and missing-file errors worded for the source.
enum ChannelResolver {
    /// The channel `reference` names, and the files it was read from (to watch for edits).
    static func resolve(_ reference: ChannelReference) throws -> (channel: Channel, files: [String]) {
        let path = reference.path, name = reference.written, settings = reference.settings
        func made(_ kind: Channel.Kind, files: [String] = [path]) -> (channel: Channel, files: [String]) {
            (Channel(kind, settings: settings, name: name), files)
        }
        if reference.kind == .keyboard { return made(.keyboard, files: []) }

        // Where the file may lie, and what a missing one is called.
        switch reference.origin {
        case .flag: break
        case .directive(let file, let line, let roots):
            if reference.kind == .cubemap {
                for face in try CubemapFaces.resolveFiles(path) where roots.resolve(face).isOutside {
                    throw MultipassError.inputOutsideRoots(name: name, file: file, line: line, roots: roots.folders)
                }
            } else {
                switch roots.resolve(path) {
                case .missing: throw MultipassError.inputNotFound(name: name, file: file, line: line, looked: path)
                case .outside: throw MultipassError.inputOutsideRoots(name: name, file: file, line: line, roots: roots.folders)
                case .inside: break
                }
            }
        case .export(let pass, let media):
            let shown = name.isEmpty ? "(no file name)" : name
            if name.isEmpty || (reference.kind != .cubemap && !FileManager.default.fileExists(atPath: path)) {
                if reference.kind == .music || reference.kind == .video {
                    throw MultipassError.musicOrVideoNotFound(kind: reference.kind == .video ? "video" : "music", file: shown, media: media, pass: pass)
                }
                throw MultipassError.mediaNotFound(file: shown, media: media, pass: pass)
            }
        }

        switch reference.kind {
        case .keyboard: return made(.keyboard, files: [])
        case .cubemap:
            let faces: CubemapFaces
            do { faces = try CubemapFaces.load(path) } catch CubemapError.faceMissing(_, let face, let label, let rule) {
                guard case .export(let pass, let media) = reference.origin else { throw CubemapError.faceMissing(cubemap: path, face: face, label: label, rule: rule) }
                throw MultipassError.cubemapFaceNotFound(cubemap: name, file: (face as NSString).lastPathComponent, face: label, media: media, pass: pass, rule: rule)
            }
            // A cubemap's faces are not flipped unless its sampler says so (Shadertoy's vflip is false for cubemaps).
            return made(.cubemap(faces, topRowAtT1: settings.vflip ?? false), files: faces.files)
        case .volume: return made(.volume(try Volume.loadInBudget(path)))
        case .music: return made(.music(try AudioTrack.load(path)))
        case .video: return made(.video(try video(path), topRowAtT1: settings.vflip ?? true))
        case .picture: return made(try picture(path, vflip: settings.vflip))
        case .toldByContent:
            if Volume.isVolumeFile(path) { return made(.volume(try Volume.loadInBudget(path))) }   // `noise.bin`: told by its header
            if ImageFile.format(ofFile: path) == .dds { return made(.floatPicture(try ShaderImages.loadFloatImage(path))) }
            if FileManager.default.fileExists(atPath: path) {
                switch MediaKind.of(path: path) {
                case .music: return made(.music(try AudioTrack.load(path)))
                case .video: return made(.video(try video(path), topRowAtT1: settings.vflip ?? true))
                case .image: break
                }
            }
            return made(.picture(try ShaderImages.load(path), topRowAtT1: settings.vflip ?? true))
        }
    }

    /// A video file, probed; an HDR one is named in a note (its pictures look washed out), and an
    /// interlaced one (its moving edges comb).
    static func video(_ path: String) throws(MediaError) -> VideoFile {
        let video = try VideoFile.load(path)
        if video.isHighDynamicRange, let transfer = video.transfer { ShaderNote.report(.highDynamicRangeVideo(file: path, transfer: transfer)) }
        if video.isInterlaced, let order = video.fieldOrder { ShaderNote.report(.interlacedVideo(file: path, fieldOrder: order)) }
        return video
    }

    /// A picture file: a DDS of floats (told by its first bytes whatever its name) or an 8-bit
    /// picture (PNG, JPEG), read through ``ShaderImages``.
    private static func picture(_ path: String, vflip: Bool?) throws -> Channel.Kind {
        if ImageFile.format(ofFile: path) == .dds { return .floatPicture(try ShaderImages.loadFloatImage(path)) }
        return .picture(try ShaderImages.load(path), topRowAtT1: vflip ?? true)
    }
}

extension IncludeRoots.Resolution {
    var isOutside: Bool { if case .outside = self { true } else { false } }
}
