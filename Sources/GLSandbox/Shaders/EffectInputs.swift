import Foundation

/// The pictures an *effect* reads, one set for every kind of effect: a transition's two sides
/// (gl-transitions' from and to) and its named picture inputs (a transition's `sampler2D`
/// parameters, `luma`). Each file is a picture or a video (the frame at each frame's time, as a
/// video channel is), or music (a video's sound) for an ISF `audio` or `audioFFT` input; each ends
/// as a ``Channel`` of the one channel model.
///
/// The command line's `--from FILE`, `--to FILE` and `--input NAME=FILE`.
public struct EffectInputs: Sendable, Hashable {
    /// The picture a transition starts from (progress 0).
    public var from: String?
    /// The picture a transition ends at (progress 1).
    public var to: String?
    /// The main input with no name (`--input FILE`): a filter's picture.
    public var main: String?
    /// Pictures by the name of the input they fill (`--input luma=FILE`).
    public var named: [String: String]

    public init(from: String? = nil, to: String? = nil, main: String? = nil, named: [String: String] = [:]) {
        self.from = from
        self.to = to
        self.main = main
        self.named = named
    }

    /// Whether none is given.
    public var isEmpty: Bool { from == nil && to == nil && main == nil && named.isEmpty }

    /// The channels of a transition `file` (from on 0, to on 1, its picture parameters on 2
    /// and 3), resolved as every channel is.
    ///
    /// - Throws: ``EffectInputError`` when a side is missing or an input names nothing the
    ///   transition reads; the readers' errors for the files.
    func transitionChannels(for file: ShaderFile) throws -> [Channel?] {
        guard let from else { throw EffectInputError.transitionSideMissing(file: file.path, side: .from) }
        guard let to else { throw EffectInputError.transitionSideMissing(file: file.path, side: .to) }
        let pictures = file.transitionParameters.filter(\.isSampler).map(\.name)
        if main != nil { throw EffectInputError.noMainInput(file: file.path, named: pictures) }
        var channels: [Channel?] = [nil, nil, nil, nil]
        func channel(_ written: String, name: String) throws -> Channel { try Self.pictureChannel(written, input: name) }
        channels[GLTransition.fromChannel] = try channel(from, name: "from")
        channels[GLTransition.toChannel] = try channel(to, name: "to")
        for (name, written) in named.sorted(by: { $0.key < $1.key }) {
            guard let index = GLTransition.samplerChannel(of: name, in: file) else {
                throw EffectInputError.unknownInput(file: file.path, name: name, known: pictures)
            }
            channels[index] = try channel(written, name: name)
        }
        for name in pictures where named[name] == nil {
            ShaderNote.report(.unsetUniform(file: file.path, name: name, type: "sampler2D"))
        }
        return channels
    }

    /// The channel of a picture input: a picture or a video file, upright, read linearly and
    /// clamped to the edge, resolved as every channel is.
    static func pictureChannel(_ written: String, input name: String) throws -> Channel {
        var channel = try ChannelResolver.resolve(ChannelReference(written: written, folder: "", origin: .flag)).channel
        guard channel.samplerType == .sampler2D, !channel.isKeyboard, !channel.kind.isMusic else {
            throw EffectInputError.notAPicture(file: written, input: name)
        }
        channel.sampling = GLTransition.sampling
        channel.name = written
        return channel
    }

    /// The channel of an ISF `audio` or `audioFFT` input (`kind`, `width` columns): music, or the
    /// sound of a video, decoded by ffmpeg with each channel as recorded (a row each).
    ///
    /// - Throws: ``EffectInputError/notMusic(file:input:kind:)`` for a picture (or a volume, a
    ///   DDS); `MediaError` when ffmpeg cannot decode it or it has no sound.
    /// `decoded`: the files decoded so far, by name as written; a file decoded once more is added.
    static func audioChannel(_ written: String, input name: String, kind: ISFAudio.Kind, width: Int, decoded: inout [String: AudioTrack]) throws -> Channel {
        // A regular file that is not music or a video by its name or first bytes; any other (missing, a pipe) ffmpeg's reader refuses by name.
        let type = (try? FileManager.default.attributesOfItem(atPath: written))?[.type] as? FileAttributeType
        if type == .typeRegular, MediaKind.of(path: written) == .image {
            throw EffectInputError.notMusic(file: written, input: name, kind: kind.rawValue)
        }
        let track = try decoded[written] ?? AudioTrack.load(written, channels: .asRecorded)
        decoded[written] = track
        return Channel(.isfAudio(track, kind, width: width), sampling: GLTransition.sampling, name: written)
    }
}

extension Channel.Kind {
    var isMusic: Bool {
        switch self {
        case .music, .isfAudio: true
        default: false
        }
    }
}

/// An effect's inputs that do not fit the effect.
public enum EffectInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side of a transition.
    public enum Side: String, Sendable, Hashable { case from, to }

    /// A transition run without one of the two pictures it goes between.
    case transitionSideMissing(file: String, side: Side)
    /// A named input that the effect does not read; `known`: the names it reads.
    case unknownInput(file: String, name: String, known: [String])
    /// A main input (no name) given to a transition, which has none; `named`: its named inputs.
    case noMainInput(file: String, named: [String])
    /// Effect inputs given to a shader that is not an effect (`dialect`: what it is).
    case notAnEffect(file: String, dialect: String)
    /// Channels given to a transition, which reads its pictures as effect inputs.
    case channelsForTransition(file: String)
    /// A file for a picture input that is not a picture or a video (music, a cubemap, a volume).
    case notAPicture(file: String, input: String)
    /// A file for an ISF audio input (`kind`: `audio` or `audioFFT`) that is a picture, not music.
    case notMusic(file: String, input: String, kind: String)

    public var description: String { causeAndRemedy }
}
