import Foundation

/// Joins video segments (the parts that `glsandbox loop --shard K/N` processes wrote) into one
/// video: ffmpeg's concat demuxer copies the pictures' packets (`-c copy`), so the join is about
/// as fast as copying the files and the frames stay exactly as encoded. Sound in AAC or Opus is
/// decoded and coded again as one stream, in time (``soundArguments(_:segments:)``); FLAC and PCM
/// are copied.
///
/// Before anything is written, every segment is checked: it exists, is a regular file, and
/// ffprobe reads it; and all agree, stream by stream, on what `-c copy` cannot mend (codec, size,
/// pixel format and frame rate of video; codec, sample rate and channels of sound). The output
/// appears whole or not at all: ffmpeg writes a hidden temporary file beside it, which is flushed
/// and renamed into place (see `AtomicFile`).
public enum SegmentJoin {
    /// The containers a joined video may be written as, by the output's extension, and ffmpeg's
    /// name for each (`-f`): the output is written under a temporary name, so ffmpeg cannot
    /// guess the container from it.
    public static let containers: [String: String] = ["mp4": "mp4", "m4v": "mp4", "mov": "mov", "mkv": "matroska", "webm": "webm"]

    /// What a stream is, as far as joining is concerned: two segments can be joined when their
    /// streams agree one by one.
    public struct StreamFormat: Sendable, Hashable, CustomStringConvertible {
        /// `video` or `audio` (or another ffprobe type).
        public var kind: String
        public var codec: String
        /// Video: width and height in pixels, pixel format, frame rate as ffprobe gives it ("24/1").
        public var width: Int?
        public var height: Int?
        public var pixelFormat: String?
        public var frameRate: String?
        /// Sound: samples a second and channels.
        public var sampleRate: String?
        public var channels: Int?

        public var description: String {
            var words = [kind, codec]
            if let width, let height { words.append("\(width)x\(height)") }
            if let pixelFormat { words.append(pixelFormat) }
            if let frameRate, kind == "video" { words.append("\(frameRate) fps") }
            if let sampleRate { words.append("\(sampleRate) Hz") }
            if let channels { words.append("\(channels) channel\(channels == 1 ? "" : "s")") }
            return words.joined(separator: " ")
        }
    }

    /// Joins `segments`, in the order given, into `output` (its extension picks the container:
    /// ``containers``). Returns the streams the joined video has.
    ///
    /// - Throws: a ``JoinError`` naming the rule and the file: an output extension not in
    ///   ``containers``, an output that is a segment or a device, or whose folder is missing;
    ///   a segment missing, not a regular file, not a video, without a video stream, or unlike
    ///   the first; ffmpeg or ffprobe not installed; ffmpeg's failure; a rename that failed.
    @discardableResult
    public static func join(_ segments: [String], into output: String) throws(JoinError) -> [StreamFormat] {
        guard !segments.isEmpty else { throw .noSegments }
        if AtomicFile.isSpecialFile(output) { throw .outputNotAFile(path: output) }
        let ext = (output as NSString).pathExtension.lowercased()
        guard let container = containers[ext] else { throw .unsupportedOutput(path: output, extension: ext) }
        if let problem = AtomicFile.outputProblem(at: output) { throw .outputUnwritable(path: output, reason: problem.description) }
        for segment in segments {
            guard !segment.contains(where: { $0 == "\n" || $0 == "\r" }) else { throw .lineBreakInName(path: segment) }
            var status = stat()
            guard stat(segment, &status) == 0 else { throw .segmentNotFound(path: segment) }
            guard status.st_mode & S_IFMT == S_IFREG else { throw .segmentNotAFile(path: segment) }
            if sameFile(segment, output) { throw .outputIsASegment(path: output) }
        }
        for tool in ["ffmpeg", "ffprobe"] where FFmpeg.find(tool) == nil { throw .toolMissing(tool: tool, package: FFmpeg.package) }

        let first = try streams(of: segments[0])
        for segment in segments.dropFirst() {
            let these = try streams(of: segment)
            guard these == first else {
                throw .segmentsDiffer(first: segments[0], other: segment, difference: difference(first, these))
            }
        }

        // Sound in a codec that starts with priming samples and ends in a padded frame (AAC,
        // Opus), copied, would carry both into the middle at every cut: each is decoded instead,
        // cut to its segment's length and coded again as one (``soundArguments(_:segments:)``).
        // Every segment read to its end: one cut short (an interrupted copy or download) is
        // refused, where its missing frames would be left out of the join without a word.
        var facts: [(frames: Int, lead: Double)] = []
        for segment in segments { facts.append(try videoFacts(of: segment)) }
        let sound = soundArguments(first, segments: segments, facts: facts)
        // The concat demuxer's list: absolute `file:` names, each quoted (a ' inside becomes '\''),
        // each allowed only the segment containers (a segment swapped for a playlist after the
        // check above is still refused: the list's own format is the only `concat` allowed).
        let folder = FileManager.default.currentDirectoryPath
        let lines = segments.map { segment -> String in
            let absolute = segment.hasPrefix("/") ? segment : folder + "/" + segment
            return "file '" + ("file:" + absolute).replacingOccurrences(of: "'", with: "'\\''") + "'\n"
                + "option format_whitelist " + FFmpeg.segmentFormats.joined(separator: ",")
        }
        let list = NSTemporaryDirectory() + "glsandbox-join-\(getpid())-\(UUID().uuidString).ffconcat"
        do { try AtomicFile.write(Array((["ffconcat version 1.0"] + lines).joined(separator: "\n").utf8 + [10]), to: list, durable: false) } catch {
            throw .failed(reason: "cannot write the segment list \(list): \(error.reason)")
        }
        defer { unlink(list) }

        let temporary = AtomicFile.temporaryPath(for: output)
        let result: FFmpeg.Output
        do {
            result = try FFmpeg.run("ffmpeg", FFmpeg.quiet + (sound?.timing ?? [])
                                    + ["-f", "concat", "-safe", "0", "-protocol_whitelist", "file", "-format_whitelist", "concat", "-i", "file:" + list]
                                    + (sound?.inputs ?? []) + ["-map", "0"] + (sound?.mapping ?? []) + ["-c", "copy"] + (sound?.codec ?? [])
                                    + ["-f", container, "-y", "file:" + temporary], limit: 1 << 16)
        } catch {
            unlink(temporary)
            throw .failed(reason: error.description)
        }
        guard result.status == 0 else {
            unlink(temporary)
            throw .failed(reason: result.reason.replacingOccurrences(of: "file:" + temporary, with: output))
        }
        // Flushed to disk, then renamed over the output in one step.
        let descriptor = open(temporary, O_RDONLY)
        if descriptor >= 0 { fsync(descriptor); close(descriptor) }
        guard rename(temporary, output) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .outputUnwritable(path: output, reason: reason)
        }
        return first
    }

    /// The sound codecs that join exactly by copying: no priming samples at a segment's start
    /// and no padding at its end (FLAC, ALAC, PCM). glsandbox's `.mkv` segments carry FLAC.
    static func joinsByCopying(_ codec: String) -> Bool { codec == "flac" || codec == "alac" || codec.hasPrefix("pcm_") }

    /// The encoder of a joined sound of `channels` channels that cannot be copied: the codec the
    /// segments have, at the rate `loop --video` writes it (``VideoSettings/audioArguments(channels:)``);
    /// nil for a codec glsandbox does not write (then the sound is copied as it is).
    static func soundEncoder(_ codec: String, channels: Int = 2) -> [String]? {
        switch codec {
        case "aac": VideoSettings(container: .mp4).audioArguments(channels: channels)
        case "opus": VideoSettings(container: .webm).audioArguments(channels: channels)
        default: nil
        }
    }

    /// The extra inputs, maps and encoder that rebuild the segments' sound as one, and the
    /// timing of the pictures beside it; nil when the sound is copied (no sound, a codec that
    /// joins exactly by copying, one glsandbox does not write).
    ///
    /// AAC starts each segment with 1,024 samples of priming that its container marks to be
    /// skipped, and Opus with 312; each ends in a whole frame. Copied together, every cut carried
    /// those into the middle: with AAC, 45 ms more sound a segment, so the sound of the third of
    /// three shards came 90 ms after its pictures. Here each segment is an input of its own,
    /// decoded as a player decodes it (its priming skipped), padded or cut to exactly its
    /// segment's length in samples, and the pieces are coded again as one stream. The length is
    /// counted from the pictures, as the shards cut it: a segment from frame F for n frames at
    /// rate N/D holds samples round(F x D / N x R) to round((F + n) x D / N x R) of the sound, R its
    /// rate, the frames counted by ffprobe (`-count_packets`).
    ///
    /// The pictures are still copied, with their own timestamps (`-copyts`): left to itself,
    /// ffmpeg starts the joined file where the first segment's sound priming starts, and the
    /// pictures came 23 ms late. They are moved back by where the first segment's pictures start
    /// after the file's start (`-itsoffset`): WebM starts its pictures 7 ms after its Opus
    /// sound's priming, which its muxer puts back.
    static func soundArguments(_ streams: [StreamFormat], segments: [String], facts: [(frames: Int, lead: Double)])
        -> (timing: [String], inputs: [String], mapping: [String], codec: [String])? {
        guard let sound = streams.first(where: { $0.kind == "audio" }), !joinsByCopying(sound.codec),
              let codec = soundEncoder(sound.codec, channels: min(8, max(1, sound.channels ?? 2))),
              let rate = sound.sampleRate.flatMap({ Int($0) }), rate > 0, rate <= 768_000,
              let terms = streams.first(where: { $0.kind == "video" })?.frameRate?.split(separator: "/").compactMap({ Int($0) }),
              terms.count == 2, terms[0] > 0, terms[1] > 0, terms[0] <= 1 << 20, terms[1] <= 1 << 20, facts.count == segments.count else { return nil }
        var first = 0, pieces: [String] = []
        /// The sample at which frame `frame` starts, rounded to nearest (nil past Int's range).
        func sample(_ frame: Int) -> Int? {
            let (scaled, over) = frame.multipliedReportingOverflow(by: terms[1] * rate)
            return over || scaled > Int.max / 2 - terms[0] ? nil : (2 * scaled + terms[0]) / (2 * terms[0])
        }
        for (index, segment) in facts.enumerated() {
            guard let start = sample(first), let end = sample(first + segment.frames), end > start else { return nil }
            pieces.append("[\(index + 1):a:0]apad=whole_len=\(end - start),atrim=end_sample=\(end - start),asetpts=N/SR/TB[a\(index)]")
            first += segment.frames
        }
        let lead = facts.first?.lead ?? 0
        let graph = pieces.joined(separator: ";") + ";" + (0 ..< segments.count).map { "[a\($0)]" }.joined() + "concat=n=\(segments.count):v=0:a=1[sound]"
        return (["-copyts", "-itsoffset", String(format: "%.6f", -lead)], segments.flatMap { FFmpeg.input($0, formats: FFmpeg.segmentFormats) },
                ["-map", "-0:a", "-filter_complex", graph, "-map", "[sound]"], codec)
    }

    /// How many pictures a segment's (first) video stream holds, as ffprobe counts its packets,
    /// and how long after the file's start (its earliest stream's) they start, in seconds (0 to 10).
    ///
    /// - Throws: ``JoinError/segmentDamaged(path:reason:)`` when the segment is cut short or
    ///   damaged: ffprobe, reading every packet, says so ("partial file", "File ended
    ///   prematurely"), or a stream holds fewer packets than its header declares.
    static func videoFacts(of segment: String) throws(JoinError) -> (frames: Int, lead: Double) {
        let output: FFmpeg.Output
        do {
            output = try FFmpeg.run("ffprobe", ["-v", "error", "-count_packets",
                                                "-show_entries", "stream=codec_type,nb_frames,nb_read_packets,start_time:format=start_time", "-of", "json"]
                                    + FFmpeg.input(segment, formats: FFmpeg.segmentFormats), limit: 1 << 16)
        } catch {
            if case .toolMissing(let tool, let package) = error { throw .toolMissing(tool: tool, package: package) }
            throw .failed(reason: error.description)
        }
        struct Probe: Decodable {
            struct Stream: Decodable { var codec_type: String?, nb_frames: String?, nb_read_packets: String?, start_time: String? }
            struct Format: Decodable { var start_time: String? }
            var streams: [Stream]?
            var format: Format?
        }
        guard output.status == 0, !output.overLimit, let probe = try? JSONDecoder().decode(Probe.self, from: Data(output.bytes)),
              let stream = probe.streams?.first(where: { $0.codec_type == "video" }),
              let frames = stream.nb_read_packets.flatMap({ Int($0) }), frames >= 0, frames <= Int(Int32.max) else {
            throw .notVideo(path: segment, reason: output.status == 0 ? "ffprobe could not count its frames" : FFmpeg.reason(output, path: segment))
        }
        if output.logged { throw .segmentDamaged(path: segment, reason: "ffprobe, reading it to its end: " + FFmpeg.reason(output, path: segment)) }
        for each in probe.streams ?? [] {
            if let declared = each.nb_frames.flatMap({ Int($0) }), let read = each.nb_read_packets.flatMap({ Int($0) }), read < declared {
                throw .segmentDamaged(path: segment, reason: "its \(each.codec_type ?? "") stream's header declares \(declared) frames and \(read) are there")
            }
        }
        let lead = (stream.start_time.flatMap { Double($0) } ?? 0) - (probe.format?.start_time.flatMap { Double($0) } ?? 0)
        return (frames, lead.isFinite && lead >= 0 && lead <= 10 ? lead : 0)
    }

    /// Stops a join in progress, from any thread (a signal's): its ffmpeg or ffprobe gets
    /// SIGTERM and none starts after, so ``join(_:into:)`` fails and removes what it made (the
    /// temporary output, the concat list, ffmpeg's log). For a process that is ending.
    public static func stop() { FFmpeg.stopAll() }

    /// The streams of `segment`, as ffprobe reads them.
    public static func streams(of segment: String) throws(JoinError) -> [StreamFormat] {
        let output: FFmpeg.Output
        do {
            output = try FFmpeg.run("ffprobe", ["-v", "error", "-hide_banner", "-show_entries",
                                                "stream=codec_type,codec_name,width,height,pix_fmt,r_frame_rate,avg_frame_rate,sample_rate,channels",
                                                "-of", "json"] + FFmpeg.input(segment, formats: FFmpeg.segmentFormats), limit: 1 << 20)
        } catch {
            if case .toolMissing(let tool, let package) = error { throw .toolMissing(tool: tool, package: package) }
            throw .failed(reason: error.description)
        }
        guard output.status == 0, !output.overLimit else { throw .notVideo(path: segment, reason: FFmpeg.reason(output, path: segment)) }
        struct Probe: Decodable {
            struct Stream: Decodable {
                var codec_type: String?, codec_name: String?, width: Int?, height: Int?, pix_fmt: String?, r_frame_rate: String?, avg_frame_rate: String?
                var sample_rate: String?, channels: Int?
            }
            var streams: [Stream]?
        }
        guard let probe = try? JSONDecoder().decode(Probe.self, from: Data(output.bytes)) else {
            throw .notVideo(path: segment, reason: "ffprobe's answer could not be read")
        }
        let streams = (probe.streams ?? []).map { stream -> StreamFormat in
            let video = stream.codec_type == "video"
            return StreamFormat(kind: stream.codec_type ?? "unknown", codec: stream.codec_name ?? "unknown",
                                width: video ? stream.width : nil, height: video ? stream.height : nil,
                                pixelFormat: video ? stream.pix_fmt : nil,
                                frameRate: video ? frameRate(base: stream.r_frame_rate, average: stream.avg_frame_rate) : nil,
                                sampleRate: stream.codec_type == "audio" ? stream.sample_rate : nil,
                                channels: stream.codec_type == "audio" ? stream.channels : nil)
        }
        guard streams.contains(where: { $0.kind == "video" }) else { throw .noVideoStream(path: segment) }
        return streams
    }

    /// A segment's frame rate as ffprobe gives it ("30/1"): its base rate (`r_frame_rate`), but
    /// its average where the base is "1000/1" and the average is another: ffprobe guesses the
    /// base from the first frames' timestamps, and in a WebM or Matroska segment of one or two
    /// frames those are on its millisecond clock, so a 5 fps shard of two frames said 1000/1 and
    /// was refused beside its 5/1 neighbours (and would have timed the joined sound at 1000 fps).
    static func frameRate(base: String?, average: String?) -> String? {
        guard base == "1000/1", let average, average != base, VideoFile.rate(average) != nil else { return base }
        return average
    }

    /// How two segments' streams differ, in words: the first stream that differs, or the counts.
    static func difference(_ first: [StreamFormat], _ other: [StreamFormat]) -> String {
        if let index = (0 ..< min(first.count, other.count)).first(where: { first[$0] != other[$0] }) {
            return "stream \(index) is \(first[index]) in the first and \(other[index]) in this one"
        }
        func kinds(_ streams: [StreamFormat]) -> String { streams.map(\.kind).joined(separator: ", ") }
        return "the first has \(first.count) streams (\(kinds(first))) and this one \(other.count) (\(kinds(other)))"
    }

    /// Whether two paths name the same file (device and inode); false when either does not exist.
    private static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}

/// Why video segments could not be joined (``SegmentJoin/join(_:into:)``).
public enum JoinError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No segment was given.
    case noSegments
    /// The output's extension names no container ffmpeg is asked to write.
    case unsupportedOutput(path: String, extension: String)
    /// The output is a device, a named pipe or a socket: a video file needs a regular file.
    case outputNotAFile(path: String)
    /// The output is one of the segments.
    case outputIsASegment(path: String)
    /// The output's place cannot take a file (a folder, a missing folder), or the rename failed.
    case outputUnwritable(path: String, reason: String)
    /// A segment's name has a line break (the concat list is one name a line).
    case lineBreakInName(path: String)
    case segmentNotFound(path: String)
    /// A folder, a named pipe or a device given as a segment.
    case segmentNotAFile(path: String)
    /// ffprobe could not read it: its one-line reason.
    case notVideo(path: String, reason: String)
    case noVideoStream(path: String)
    /// A segment cut short or damaged (an interrupted copy): ffprobe's words, or how many frames
    /// are missing.
    case segmentDamaged(path: String, reason: String)
    /// A segment unlike the first in what `-c copy` cannot mend.
    case segmentsDiffer(first: String, other: String, difference: String)
    /// ffmpeg or ffprobe is not installed.
    case toolMissing(tool: String, package: String)
    /// ffmpeg ran and failed: its one-line reason.
    case failed(reason: String)

    public var description: String {
        switch self {
        case .noSegments:
            "no segments to join: give the video segments in order"
        case .unsupportedOutput(let path, let ext):
            "cannot write \(path): \(ext.isEmpty ? "no extension" : "'.\(ext)'") names no container joined segments are written as; "
                + "use \(SegmentJoin.containers.keys.sorted().map { "." + $0 }.joined(separator: ", "))"
        case .outputNotAFile(let path):
            "cannot write the joined video to \(path): it is a device or a pipe, and a video file needs a regular file; give a file name"
        case .outputIsASegment(let path):
            "the output \(path) is one of the segments, which the join would replace: write the joined video to another file"
        case .outputUnwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        case .lineBreakInName(let path):
            "the segment name \(path.debugDescription) has a line break, which ffmpeg's concat list cannot hold: rename the file"
        case .segmentNotFound(let path):
            "segment \(path) not found: give the video files the shards wrote, in order"
        case .segmentNotAFile(let path):
            "segment \(path) is not a regular file (a folder, a named pipe or a device): give the video files the shards wrote"
        case .notVideo(let path, let reason):
            "segment \(path) is not a video ffprobe can read: \(reason)"
        case .noVideoStream(let path):
            "segment \(path) has no video stream: give the video files the shards wrote"
        case .segmentDamaged(let path, let reason):
            "segment \(path) is cut short or damaged (\(reason)): its missing frames would be left out; copy it again, or render its shard again"
        case .segmentsDiffer(let first, let other, let difference):
            "segment \(other) differs from \(first): \(difference); joining without re-encoding needs segments made with the same settings"
        case .toolMissing(let tool, let package):
            "joining video segments needs \(tool), which is not installed (not found on PATH): install the package \(package) (apt-get install \(package), or `make deps`)"
        case .failed(let reason):
            "ffmpeg could not join the segments: \(reason)"
        }
    }
}
