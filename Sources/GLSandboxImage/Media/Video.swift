import Foundation

/// A video input: its file, size, frame rate and length, asked of ffprobe when it is loaded.
/// Its frames are decoded by ffmpeg as they are needed, in order and a few ahead
/// (``VideoFrameStream``), so memory stays bounded whatever the video's length.
///
/// The picture at time `t` is the frame shown at `t`: frame ⌊t·rate⌋ (a constant frame rate is
/// assumed: ffprobe's `avg_frame_rate`). Playback loops, as Shadertoy's video inputs do: past
/// the end, `t` modulo the length (that is also the channel's `iChannelTime`).
public struct VideoFile: Sendable, Equatable {
    public let path: String
    /// The frames' size as players show them (a clip recorded on its side and tagged so is
    /// turned upright): what `iChannelResolution` holds.
    public let size: Size
    /// The shape of its pixels (ffprobe's sample aspect ratio): square for most clips, 32:27
    /// for a 16:9 picture stored 720x480 (DV, DVD). A filter's video that keeps the clip's size
    /// keeps this too, so players show it at the clip's proportions.
    public let pixelAspect: PixelAspect
    /// Whether ffmpeg seeks in it by an index (MP4, MOV, Matroska, WebM, AVI): it then starts a
    /// frame in the middle from the keyframe before it. An MPEG program or transport stream
    /// (`.mpg`, a camcorder's `.MTS`) or an Ogg file has no index: ffmpeg's seek there lands
    /// between keyframes and gives broken frames, so such a clip is decoded from its start, its
    /// frames laid on its grid by ffmpeg's `fps` filter, and the frames before the one asked for
    /// dropped (`-ss` after the input): ``VideoFrameStream``.
    public let seeksByIndex: Bool
    /// Frames per second: ffprobe's `r_frame_rate`, the rate ffmpeg's decoder lays frames at; for a
    /// clip of ``variableRate``, its `avg_frame_rate` (``rate(average:base:)``).
    public let frameRate: Double
    /// Whether its frames come at a variable rate (ffprobe's average rate more than 0.1 % off its
    /// base rate: a phone recording in dim light, a screen capture; ``variableRate(average:base:)``). ffmpeg's decoder gives such a clip at its
    /// base rate, doubling frames, so it is decoded as a clip without an index is
    /// (``seeksByIndex``): from its start, through ffmpeg's `fps` filter at ``frameRate``, which
    /// makes frame k the last picture timed before k + ½ frames.
    public let variableRate: Bool
    /// The stream's number in the file (ffprobe's `index`), which the decoder is told: the one
    /// described here is the one decoded, whatever ffmpeg would choose. Nil: ffmpeg's choice.
    public let stream: Int?
    /// Its pictures' transfer function, as ffprobe names it (`bt709`, `smpte2084`: PQ,
    /// `arib-std-b67`: HLG); nil when the file does not say.
    public let transfer: String?
    /// Whether it is HDR (PQ or HLG): ffmpeg decodes its pictures as they are coded, without
    /// tone mapping, so as 8-bit RGB they look washed out (a note says so).
    public var isHighDynamicRange: Bool { transfer == "smpte2084" || transfer == "arib-std-b67" }
    /// The order of its fields, as ffprobe names it: `progressive`, or for an interlaced clip `tt`
    /// (top field first, coded and shown), `bb`, `tb` or `bt`; nil when the file does not say.
    public let fieldOrder: String?
    /// Whether it is interlaced (a camcorder's 1080i `.MTS`, DV, broadcast): each frame is two
    /// fields taken a field's time apart and woven together, which ffmpeg decodes as they are
    /// coded, so moving edges comb (a note says so).
    public var isInterlaced: Bool { ["tt", "bb", "tb", "bt"].contains(fieldOrder) }
    /// The decoder its pictures need, where ffmpeg's own would lose something: `libvpx-vp9` (or
    /// `libvpx` for VP8) for a WebM whose stream keeps an alpha channel (Matroska's `alpha_mode`
    /// 1, the transparent overlays browsers play). ffmpeg's native VP8 and VP9 decoders drop the
    /// alpha, so such a clip came out opaque; libvpx decodes it. Nil: ffmpeg's choice.
    public let decoder: String?
    /// The YCbCr matrix its pictures are turned into RGB by, where the decoder is told one: `bt709`
    /// for a clip of HD size whose file names no matrix (`guessedMatrix(colorSpace:width:height:)`),
    /// as players show it. Nil: ffmpeg's own choice, which follows the file's tag, and takes BT.601
    /// where there is none.
    public let matrix: String?
    /// Seconds.
    public let duration: Double

    /// The same clip decoded from its start to reach a frame in the middle (as one without an index).
    public var decodedFromTheStart: VideoFile {
        VideoFile(path: path, size: size, frameRate: frameRate, duration: duration, pixelAspect: pixelAspect, seeksByIndex: false,
                  variableRate: variableRate, stream: stream, transfer: transfer, matrix: matrix, fieldOrder: fieldOrder, decoder: decoder)
    }

    /// The matrices ffmpeg's `scale` is told by name (`in_color_matrix`); ``matrix`` is one of these or nil.
    static let matrixNames: Set<String> = ["bt601", "bt470", "smpte170m", "bt709", "fcc", "smpte240m", "bt2020"]

    /// The largest side taken (a texture of 8192 x 8192 RGBA8 is 256 MiB).
    public static let maximumSide = 8192

    public init(path: String, size: Size, frameRate: Double, duration: Double, pixelAspect: PixelAspect = .square, seeksByIndex: Bool = true,
                variableRate: Bool = false, stream: Int? = nil, transfer: String? = nil, matrix: String? = nil, fieldOrder: String? = nil,
                decoder: String? = nil) {
        self.path = path
        self.decoder = decoder.flatMap { ["libvpx-vp9", "libvpx"].contains($0) ? $0 : nil }
        self.fieldOrder = fieldOrder
        self.matrix = matrix.flatMap { Self.matrixNames.contains($0) ? $0 : nil }
        self.stream = stream
        self.transfer = transfer
        self.size = size
        self.pixelAspect = pixelAspect
        self.seeksByIndex = seeksByIndex
        self.variableRate = variableRate
        self.frameRate = frameRate
        self.duration = duration
    }

    /// The most frames a video input is taken to have: 2^31 − 1 (iFrame's range; a day at
    /// 24,000 fps). ffprobe's rate and length come from the file and may be anything (a rate
    /// of 1e9, a length of 1e300): their product is clamped here, never converted as it is.
    public static let maximumFrames = Int(Int32.max)

    /// How many frames it has (at least 1, at most ``maximumFrames``).
    public var frameCount: Int {
        let frames = (duration * frameRate).rounded()
        guard !frames.isNaN, frames >= 1 else { return 1 }
        return frames >= Double(Self.maximumFrames) ? Self.maximumFrames : Int(frames)
    }

    /// Where playback is at time `t`: `t` modulo the length (0 before 0).
    public func playbackTime(at time: Double) -> Double {
        guard duration > 0, time > 0 else { return 0 }
        return time.truncatingRemainder(dividingBy: duration)
    }

    /// The frame shown at time `t`.
    public func frameIndex(at time: Double) -> Int {
        let frame = (playbackTime(at: time) * frameRate + 1e-9).rounded(.down)
        guard !frame.isNaN, frame > 0 else { return 0 }
        return frame >= Double(frameCount - 1) ? frameCount - 1 : Int(frame)
    }

    /// Asks ffprobe for its video stream's size, rate and length (``chosenVideo(_:)`` says which stream).
    ///
    /// - Throws: ``MediaError/toolMissing(tool:package:)``, ``MediaError/notMedia(path:kind:reason:)``
    ///   (ffprobe's reason, or "no video stream"), ``MediaError/videoTooLarge(path:width:height:limit:)``.
    public static func load(_ path: String) throws(MediaError) -> VideoFile {
        try FFmpeg.checkRegularFile(path, kind: "a video")
        let identity = ProbeCache.identity(of: path)
        if let identity, let known = ProbeCache.shared.video(identity) { return known }
        let (video, sound) = try probe(path)
        if let identity { ProbeCache.shared.remember(video, sound: sound, as: identity) }
        return video
    }

    /// Whether a stream's rotation (ffprobe's `rotation`, the degrees of its display matrix: a
    /// phone held upright records a 1920x1080 picture tagged 90 or -90) turns it a quarter or three
    /// quarters: then ffmpeg's decoder, which turns frames upright as players show them, gives
    /// them with width and height swapped. Other angles keep the size (ffmpeg's `rotate`).
    static func turnedOnItsSide(rotation text: String?) -> Bool {
        guard let degrees = text.flatMap({ Double($0) }), degrees.isFinite else { return false }
        let quarters = (degrees / 90).rounded()
        return abs(degrees - quarters * 90) < 1 && Int(quarters.truncatingRemainder(dividingBy: 2)) != 0
    }

    /// The matrix a clip whose file names none (ffprobe's `color_space` missing, `unknown` or
    /// `reserved`) is decoded with, by the size it is coded at (before any turn): `bt709` for
    /// 1280 wide or more, or taller than 576, where such a clip was made for HD; nil (BT.601,
    /// ffmpeg's default) for a smaller one. That is the guess mpv (`mp_csp_guess_colorspace`),
    /// VLC and Kodi make, so an effect's colours are the ones a player showed. ffmpeg alone takes
    /// BT.601 whatever the size: an untagged 1280x720 clip coded from RGB (230, 40, 40) by
    /// BT.709 gives (212, 19, 41), where players show about (228, 38, 39). A named matrix is the
    /// file's word, which ffmpeg follows: nil.
    static func guessedMatrix(colorSpace: String?, width: Int, height: Int) -> String? {
        guard colorSpace == nil || colorSpace == "unknown" || colorSpace == "reserved" else { return nil }
        return width >= 1280 || height > 576 ? "bt709" : nil
    }

    /// The decoder a stream of codec `codec` (ffprobe's `codec_name`) whose Matroska `alpha_mode`
    /// tag is `alphaMode` needs to keep its alpha: libvpx's, for VP8 or VP9 with `alpha_mode` 1;
    /// nil for anything else (ffmpeg's own decoder).
    static func alphaDecoder(codec: String?, alphaMode: String?) -> String? {
        guard alphaMode == "1" else { return nil }
        return switch codec {
        case "vp9": "libvpx-vp9"
        case "vp8": "libvpx"
        default: nil
        }
    }

    /// Whether ffprobe's `format_name` ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "avi") names a
    /// container ffmpeg seeks in by an index; any other (MPEG-PS "mpeg", "mpegts", "ogg") is
    /// decoded from its start.
    static func seeksByIndex(formatName: String?) -> Bool {
        let names = Set((formatName ?? "").split(separator: ",").map(String.init))
        return !names.isDisjoint(with: ["mov", "mp4", "matroska", "webm", "avi"])
    }

    /// The video stream a clip is taken as, of its video streams as ffprobe lists them: the first
    /// flagged as the default that is not an attached picture (a cover), as players choose; else
    /// the first that is not a picture; else the first (a song's cover, given as a video).
    static func chosenVideo(_ streams: [[String: String]]) -> [String: String]? {
        let moving = streams.filter { $0["DISPOSITION:attached_pic"] != "1" }
        return moving.first { $0["DISPOSITION:default"] == "1" } ?? moving.first ?? streams.first
    }

    /// A rate as ffprobe writes it ("30000/1001"), in frames a second; nil unless both terms are
    /// positive and finite ("0/0": unknown).
    static func rate(_ text: String?) -> Double? {
        guard let parts = text?.split(separator: "/", omittingEmptySubsequences: false).map({ Double($0) }), parts.count == 2,
              let top = parts[0], let bottom = parts[1], top.isFinite, bottom.isFinite, top > 0, bottom > 0 else { return nil }
        let rate = top / bottom
        return rate.isFinite && rate > 0 ? rate : nil
    }

    /// Whether a clip's average rate differs from its base rate by more than a part in a thousand
    /// (both known): its frames then come at a variable rate. Within it they are one rate whose
    /// timestamps jitter: an MP4 remuxed from Matroska's millisecond clock says 160000/5333 for
    /// 30 (0.006 % off), where a phone's clip in dim light says 29.87 (0.4 %).
    static func variableRate(average: Double?, base: Double?) -> Bool {
        guard let average, let base else { return false }
        return abs(average - base) > 1e-3 * base
    }

    /// The frame rate a clip is taken at: its base rate, on whose grid ffmpeg's decoder gives its
    /// frames; its average where they differ (a variable rate, decoded through the `fps` filter
    /// at that rate) or the base is unknown; 25 where neither is known.
    static func rate(average: Double?, base: Double?) -> Double {
        variableRate(average: average, base: base) ? average! : base ?? average ?? 25
    }

    /// A clip's length from its container's, for a video stream that states none (Matroska and
    /// WebM keep no length a stream): ffprobe's format `duration`, less its `start_time` where
    /// the container is Matroska or WebM. There the Segment's duration runs from timestamp 0 to
    /// the last frame's end, so a clip whose clock starts at 6.4 s (cut with ffmpeg's `-copyts`)
    /// and holds 3 s of pictures says 9.4; ffmpeg itself plays its 3 s from the first frame, as
    /// `-ss` counts. Other containers' lengths run from their first frame already (MPEG-TS: the
    /// span of its timestamps). Nil where the length is not a finite positive number of seconds.
    static func length(formatDuration: String?, formatStart: String?, formatName: String?) -> Double? {
        guard let duration = formatDuration.flatMap({ Double($0) }), duration.isFinite, duration > 0 else { return nil }
        let names = Set((formatName ?? "").split(separator: ",").map(String.init))
        guard !names.isDisjoint(with: ["matroska", "webm"]),
              let start = formatStart.flatMap({ Double($0) }), start.isFinite, start > 0, start < duration else { return duration }
        return duration - start
    }

    /// What ffprobe says of `path`: its video stream (``chosenVideo(_:)``), and its sound stream
    /// (``SoundStream/chosen(_:)``, nil without one), in one run (a clip's sound is asked for next: `loop` keeps it).
    private static func probe(_ path: String) throws(MediaError) -> (VideoFile, SoundStream?) {
        let output = try FFmpeg.run("ffprobe", ["-v", "error", "-show_entries",
                                                "stream=index,codec_type,codec_name,width,height,sample_aspect_ratio,avg_frame_rate,r_frame_rate,duration,channels,sample_rate,channel_layout,color_transfer,color_space,field_order:stream_disposition=default,attached_pic:stream_tags=alpha_mode:stream_side_data=rotation:format=duration,start_time,format_name",
                                                "-of", "default"] + FFmpeg.input(path), limit: 1 << 16)
        guard output.status == 0 else { throw .notMedia(path: path, kind: "a video", reason: FFmpeg.reason(output, path: path)) }
        // Sections: [STREAM] ... [/STREAM] for each stream, then [FORMAT] ... [/FORMAT]; a stream's
        // side data ([SIDE_DATA] ... [/SIDE_DATA], inside its section) is kept as "side_data.KEY".
        var sections: [[String: String]] = []
        var inSideData = false
        for line in String(decoding: output.bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            if line == "[SIDE_DATA]" || line == "[/SIDE_DATA]" { inSideData = line == "[SIDE_DATA]"; continue }
            if line.hasPrefix("[/") { continue }
            if line.hasPrefix("[") { sections.append([:]); inSideData = false; continue }
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !sections.isEmpty else { continue }
            // A tag's name in any case (ffmpeg's dictionaries ignore it: a WebM remuxed by
            // `ffmpeg -c copy` says `TAG:ALPHA_MODE=1`), kept as `TAG:` and the name in lower case.
            let name = parts[0].hasPrefix("TAG:") ? "TAG:" + parts[0].dropFirst(4).lowercased() : parts[0]
            let key = inSideData ? "side_data." + name : name
            if sections[sections.count - 1][key] == nil { sections[sections.count - 1][key] = parts[1] }
        }
        let sound = SoundStream.chosen(sections.filter { $0["codec_type"] == "audio" })
        let values = Self.chosenVideo(sections.filter { $0["codec_type"] == "video" }) ?? [:]
        let format = sections.last { $0["codec_type"] == nil } ?? [:]
        guard var width = values["width"].flatMap({ Int($0) }), var height = values["height"].flatMap({ Int($0) }), width > 0, height > 0 else {
            throw .notMedia(path: path, kind: "a video", reason: "it has no video stream")
        }
        var pixelAspect = PixelAspect(ffprobe: values["sample_aspect_ratio"])
        let matrix = Self.guessedMatrix(colorSpace: values["color_space"], width: width, height: height)
        if Self.turnedOnItsSide(rotation: values["side_data.rotation"]) {
            swap(&width, &height)
            pixelAspect = PixelAspect(width: pixelAspect.height, height: pixelAspect.width)   // ffmpeg's transpose turns the pixels too
        }
        guard width <= maximumSide, height <= maximumSide else { throw .videoTooLarge(path: path, width: width, height: height, limit: maximumSide) }
        let average = Self.rate(values["avg_frame_rate"]), base = Self.rate(values["r_frame_rate"])
        let frameRate = Self.rate(average: average, base: base)
        let duration = values["duration"].flatMap { Double($0) }
            ?? Self.length(formatDuration: format["duration"], formatStart: format["start_time"], formatName: format["format_name"]) ?? 0
        return (VideoFile(path: path, size: Size(width, height), frameRate: frameRate, duration: duration.isFinite && duration > 0 ? duration : 1 / frameRate,
                          pixelAspect: pixelAspect, seeksByIndex: Self.seeksByIndex(formatName: format["format_name"]),
                          variableRate: Self.variableRate(average: average, base: base),
                          stream: values["index"].flatMap { Int($0) }.flatMap { (0...65535).contains($0) ? $0 : nil },
                          transfer: values["color_transfer"].flatMap { $0.count <= 32 && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? $0 : nil },
                          matrix: matrix, fieldOrder: values["field_order"].flatMap { $0.count <= 16 && $0.allSatisfy(\.isLetter) ? $0 : nil },
                          decoder: Self.alphaDecoder(codec: values["codec_name"], alphaMode: values["TAG:alpha_mode"])),
                sound)
    }
}

/// The shape of a pixel, width to height, in lowest terms (a video's sample aspect ratio).
public struct PixelAspect: Sendable, Hashable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    /// Square pixels: 1:1.
    public static let square = PixelAspect(width: 1, height: 1)
    /// The largest term taken: H.264 and Matroska keep each in 16 bits.
    public static let largestTerm = 65535

    /// `width`:`height` in lowest terms; square when either is not 1 to ``largestTerm``.
    public init(width: Int, height: Int) {
        guard (1...Self.largestTerm).contains(width), (1...Self.largestTerm).contains(height) else {
            self.width = 1
            self.height = 1
            return
        }
        var (a, b) = (width, height)
        while b != 0 { (a, b) = (b, a % b) }
        self.width = width / a
        self.height = height / a
    }

    /// ffprobe's `sample_aspect_ratio` ("32:27"); square for "0:1" (unknown), "N/A", nil and
    /// anything else it is not.
    init(ffprobe text: String?) {
        let terms = (text ?? "").split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard terms.count == 2, let width = terms[0], let height = terms[1] else {
            self = .square
            return
        }
        self.init(width: width, height: height)
    }

    public var isSquare: Bool { width == height }
    /// "32:27".
    public var description: String { "\(width):\(height)" }
}

/// What ffprobe said of each video this process probed, by the file's identity (its path,
/// device, inode, size and modification time: a file changed since is probed again). `loop`
/// reads a clip's size and rate, and the channel it becomes reads them again; each ffprobe is a
/// process start (about 4 % of a 640x360 filter's run, perf, 2026-11-28).
final class ProbeCache: @unchecked Sendable {   // `videos` is guarded by `lock`
    static let shared = ProbeCache()
    private let lock = NSLock()
    private var videos: [String: VideoFile] = [:]
    /// Each file's sound stream (``SoundStream/chosen(_:)``), nil for a file without sound.
    private var sounds: [String: SoundStream?] = [:]
    /// The most files remembered (a command names a few; past this the oldest are not kept).
    static let limit = 64

    /// The file's identity, or nil when it cannot be read (then it is not cached).
    static func identity(of path: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino):\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec):\(path)"
    }

    func video(_ identity: String) -> VideoFile? { lock.withLock { videos[identity] } }

    /// The sound stream of a video probed before: `.some(nil)` when it has none, nil when it was not probed.
    func sound(_ identity: String) -> SoundStream?? { lock.withLock { sounds[identity] } }

    func remember(_ video: VideoFile, sound: SoundStream?, as identity: String) {
        lock.withLock {
            if videos.count >= Self.limit { videos.removeAll(); sounds.removeAll() }
            videos[identity] = video
            sounds[identity] = .some(sound)
        }
    }
}

/// The sound stream of a media file that GLSandbox decodes: its number in the file (which ffmpeg
/// is told, `-map 0:N`), its channels, and as ffprobe names them its rate and its channels' layout.
struct SoundStream: Sendable, Hashable {
    let index: Int
    let channels: Int
    /// Samples a second (ffprobe's `sample_rate`, 1 Hz to 768 kHz); nil when it does not say.
    var sampleRate: Int? = nil
    /// The channels' layout as ffmpeg names it (`mono`, `stereo`, `5.1(side)`): one of its
    /// standard layouts (``standardLayouts``) of as many channels; nil otherwise (`unknown`,
    /// `6 channels`, none).
    var layout: String? = nil

    /// ffmpeg's standard channel layouts up to 8 channels (`ffmpeg -layouts`, 5.1), by the
    /// number of channels each holds.
    static let standardLayouts: [String: Int] = [
        "mono": 1, "stereo": 2, "downmix": 2, "2.1": 3, "3.0": 3, "3.0(back)": 3, "4.0": 4, "quad": 4, "quad(side)": 4, "3.1": 4,
        "5.0": 5, "5.0(side)": 5, "4.1": 5, "5.1": 6, "5.1(side)": 6, "6.0": 6, "6.0(front)": 6, "hexagonal": 6,
        "6.1": 7, "6.1(back)": 7, "6.1(front)": 7, "7.0": 7, "7.0(front)": 7,
        "7.1": 8, "7.1(wide)": 8, "7.1(wide-side)": 8, "octagonal": 8,
    ]

    /// The sound stream a file's sound is taken from, of its audio streams as ffprobe lists them
    /// (`index`, `channels`, `DISPOSITION:default`): the first flagged as the default, as players
    /// choose, else the first. The one whose channels are counted is the one decoded: left to its
    /// own choice, ffmpeg may decode another (a stereo default after a mono first track was mixed
    /// to mono). Nil without one, or when its number or channels are not numbers in range.
    static func chosen(_ streams: [[String: String]]) -> SoundStream? {
        guard let values = streams.first(where: { $0["DISPOSITION:default"] == "1" }) ?? streams.first,
              let index = values["index"].flatMap({ Int($0) }), (0...65535).contains(index),
              let channels = values["channels"].flatMap({ Int($0) }), (1...1024).contains(channels) else { return nil }
        let rate = values["sample_rate"].flatMap { Int($0) }.flatMap { (1...768_000).contains($0) ? $0 : nil }
        let layout = values["channel_layout"].flatMap { standardLayouts[$0] == channels ? $0 : nil }
        return SoundStream(index: index, channels: channels, sampleRate: rate, layout: layout)
    }
}
