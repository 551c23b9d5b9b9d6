import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// `loop`'s video flags: `--video OUT.mp4|.webm|.mkv` (encoded by ffmpeg, with the Sound tab's
/// sound, a clip's, a transition's or the music the shader hears), its quality (`--video-crf`, `--video-lossless`), and the run's length in time
/// (`--seconds`, `--loop-seamless`) beside `--frames`.
struct VideoOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Encode the frames into a video with ffmpeg: .mp4 or .mkv (H.264), .webm (VP9); its sound is a shader's Sound tab, else a filter clip's own, else a transition's two clips' crossfaded, else the music the shader hears. Written whole or not at all.",
                               valueName: "OUT.mp4"))
    var video: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --video: the quality, H.264 0-51 (default 18), VP9 0-63 (default 31); lower is better and larger.", valueName: "N"))
    var videoCrf: Int?

    @Flag(help: "With --video: exact frames (.mkv: FFV1; .mp4: H.264 RGB at qp 0; .webm: VP9 lossless); ffmpeg-based players (mpv) play it, browsers do not.")
    var videoLossless = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The length in seconds: round(S x fps) frames (instead of --frames).", valueName: "S"))
    var seconds: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("For a shader whose time wraps every PERIOD seconds: PERIOD x fps frames, the last the one before time returns to 0, so the video loops without a seam.",
                               valueName: "PERIOD"))
    var loopSeamless: Double?

    /// The container `--video` names (checked in ``check(_:)``).
    var settings: VideoSettings? {
        guard let video, let container = VideoSettings.Container(path: video) else { return nil }
        return VideoSettings(container: container, crf: videoCrf, lossless: videoLossless)
    }

    /// How many frames the run renders: `--frames`, `--seconds` or `--loop-seamless` (any two
    /// given must agree), else 120.
    func frameCount(given: Int?, fps: Double) throws(ValidationError) -> Int {
        var counts: [(flag: String, frames: Int)] = given.map { [("--frames \($0)", $0)] } ?? []
        if let seconds {
            guard seconds.isFinite, seconds > 0 else { throw ValidationError("invalid --seconds \(seconds): give a length above 0") }
            guard fps > 0 else { throw ValidationError("--seconds needs a frame rate: give --fps above 0") }
            let frames = (seconds * fps).rounded()
            guard frames >= 1, frames <= Double(Int32.max) else {
                throw ValidationError("invalid --seconds \(seconds) at \(Self.text(fps)) fps: that is \(Self.text(frames)) frames; give a length of 1 to \(Int32.max) frames")
            }
            counts.append(("--seconds \(Self.text(seconds)) (\(Int(frames)) frames at \(Self.text(fps)) fps)", Int(frames)))
        }
        if let period = loopSeamless {
            guard period.isFinite, period > 0 else { throw ValidationError("invalid --loop-seamless \(period): give the period in seconds, above 0") }
            guard fps > 0 else { throw ValidationError("--loop-seamless needs a frame rate: give --fps above 0") }
            let exact = period * fps, frames = exact.rounded()
            guard frames >= 1, frames <= Double(Int32.max) else {
                throw ValidationError("invalid --loop-seamless \(period) at \(Self.text(fps)) fps: that is \(Self.text(exact)) frames; give a period of 1 to \(Int32.max) frames")
            }
            // A period that is no whole number of frames cannot loop: the frame after the last
            // would not land on time 0.
            guard abs(exact - frames) <= 1e-6 * max(1, exact) else {
                throw ValidationError("--loop-seamless \(Self.text(period)) at \(Self.text(fps)) fps is \(Self.text(exact)) frames, not a whole number, "
                                      + "so the loop would jump; choose --fps so that period x fps is whole (e.g. --fps \(Self.text((fps * period).rounded(.up) / period)))")
            }
            counts.append(("--loop-seamless \(Self.text(period)) (\(Int(frames)) frames at \(Self.text(fps)) fps)", Int(frames)))
        }
        guard let first = counts.first else { return 120 }
        if let other = counts.dropFirst().first(where: { $0.frames != first.frames }) {
            throw ValidationError("\(first.flag) and \(other.flag) disagree: give one, or values that agree")
        }
        return first.frames
    }

    /// The checks that need the rest of `loop`'s flags.
    func check(_ loop: LoopCommand) throws {
        guard let video else {
            if videoCrf != nil || videoLossless { throw ValidationError("--video-crf and --video-lossless are for --video OUT: give the video's name") }
            return
        }
        guard let settings else { throw ValidationError(VideoError.unknownContainer(path: video).description) }
        do { try settings.check(size: loop.size) } catch { throw ValidationError(error.description) }
        guard loop.fps > 0 else { throw ValidationError("--video plays its frames at a rate: give --fps above 0 (0, unpaced, has none)") }
        if loop.mailbox { throw ValidationError("--mailbox drops frames; it cannot be used with --video") }
    }

    /// The sink that writes the video of frames `first` to `first + count - 1`, with the sound
    /// of that stretch when the shader has a Sound tab; nil without `--video`.
    /// `clip`: a filter's clip (`--input clip.mp4`), whose sound the video keeps when the shader has no Sound tab.
    /// `transition`: a transition's two sides (`--from`, `--to`), whose sounds the video crossfades
    /// when it has neither a Sound tab nor a filter's clip.
    /// `music`: the music files the shader hears (``ShaderScene/musicFiles``), played, mixed,
    /// when it has none of those.
    func sink(size: Size, fps: Double, first: Int, count: Int, shader: String?, includeFolders: [String], clip: String? = nil,
              transition: Crossfade? = nil, music: [String] = [], pixelAspect: PixelAspect = .square, keepsAlpha: Bool = false) throws(CLIError) -> VideoFrameSink? {
        guard let video, var settings else { return nil }
        settings.keepsAlpha = keepsAlpha
        if let dropped = settings.droppedAlpha {
            FileHandle.standardError.write(Data("glsandbox: note: --keep-alpha with the video \(video.visibleControlCharacters): \(dropped)\n".utf8))
        }
        if let problem = VideoEncoder.outputProblem(at: video) {
            throw CLIError("cannot write \(video): \(problem)", code: CLIError.cannotCreate)
        }
        try checkWritable(video)   // also tidies what a killed run left beside it
        var soundtrack = try shader.flatMap { (shader: String) throws(CLIError) in
            try Self.soundtrack(of: shader, includeFolders: includeFolders, from: Double(first) / fps, to: Double(first + count) / fps)
        }
        if soundtrack == nil, let clip {
            soundtrack = try Self.soundtrack(ofClip: clip, from: Double(first) / fps, to: Double(first + count) / fps)
        }
        if soundtrack == nil, let transition {
            soundtrack = try Self.soundtrack(of: transition, fps: fps, from: Double(first) / fps, to: Double(first + count) / fps)
        }
        if soundtrack == nil, !music.isEmpty {
            soundtrack = try Self.soundtrack(ofMusic: music, from: Double(first) / fps, to: Double(first + count) / fps)
        }
        return try reportingErrors {
            try VideoFrameSink(path: video, size: size, framesPerSecond: fps, settings: settings, first: first, count: count, soundtrack: soundtrack,
                               pixelAspect: pixelAspect)
        }
    }

    /// The sound of a shader's Sound tab from `start` to `end` seconds, at 44100 Hz; nil when it
    /// has none. Rendered on a context of its own, before the loop starts. Shadertoy's sound
    /// lasts at most ``SoundShader/longest`` seconds: past that the video is silent.
    static func soundtrack(of shader: String, includeFolders: [String], from start: Double, to end: Double) throws(CLIError) -> VideoEncoder.Soundtrack? {
        let sound: SoundShader
        do { sound = try SoundShader.load(path: shader, includeFolders: includeFolders) } catch SoundError.noSoundTab { return nil } catch {
            throw CLIError(error)
        }
        let rate = 44100.0
        let heard = audible(from: start, to: end, rate: Int(rate), longest: SoundShader.longest,
                            note: "the Sound tab plays \(Int(SoundShader.longest)) s, as on Shadertoy")
        var wav = WAV(sampleRate: Int(rate), frames: max(1, heard.count))
        if heard.count > 0 {
            try reportingErrors {
                let context = try GLContext()
                defer { context.close() }
                var seen = 0   // stereo samples rendered so far, from time 0
                try sound.render(in: context, seconds: min(end, SoundShader.longest), sampleRate: rate) { block in
                    let pairs = block.count / 2
                    let from = max(0, heard.first - seen)
                    if from < pairs { wav.append(Array(block[(from * 2)...])) }
                    seen += pairs
                }
            }
        } else {
            wav.append([0, 0])   // nothing to hear in this stretch: one silent sample, padded to the video's length
        }
        return VideoEncoder.Soundtrack(wav: wav.bytes, seconds: end - start)
    }

    /// A clip's own sound from `start` to `end` seconds (the filtered frames' stretch of it), as
    /// it was recorded (its rate, its channels and their layout: a camera's 48 kHz 5.1 stays so),
    /// looping with its pictures past its end (``AudioTrack/loopedRecordedSound(of:from:seconds:period:maximumSeconds:)``);
    /// nil when it has none.
    static func soundtrack(ofClip clip: String, from start: Double, to end: Double) throws(CLIError) -> VideoEncoder.Soundtrack? {
        guard let sound = try reportingErrors({ try AudioTrack.loopedRecordedSound(of: clip, from: start, seconds: end - start, period: VideoFile.load(clip).duration) }),
              sound.frameCount > 0 else { return nil }
        var wav = WAV(sampleRate: sound.sampleRate, channels: sound.channels, frames: sound.frameCount)
        wav.append(pcm16: sound.samples)
        return VideoEncoder.Soundtrack(wav: wav.bytes, seconds: end - start, channels: sound.channels, layout: sound.layout)
    }

    /// A transition's two sides, for its sound: each side's file when it is a video (a picture
    /// has no sound), and the transition's progress at a frame (`ShaderInputs.transitionProgress`:
    /// `--progress`, else 0 at the first frame and 1 at the last).
    struct Crossfade {
        var from: String?
        var to: String?
        var progress: (_ frame: Double) -> Double
    }

    /// The sound of a transition from `start` to `end` seconds: each side's own sound from its
    /// start, looping with its pictures past its end (``AudioTrack/loopedRecordedSound(of:from:seconds:period:maximumSeconds:)``),
    /// crossfaded as the pictures are, the `--from` side at 1 - progress and the `--to` side at
    /// progress, where progress is the transition's at each frame's time and runs straight
    /// between frames (ffmpeg's `acrossfade`, whose default curves are straight too). The sides
    /// are mixed as they were recorded when they agree on rate and channels (two clips of one
    /// camera: 48 kHz 5.1 stays so), else both in stereo at 44.1 kHz. Nil when neither side has sound.
    static func soundtrack(of transition: Crossfade, fps: Double, from start: Double, to end: Double) throws(CLIError) -> VideoEncoder.Soundtrack? {
        func recorded(_ side: String?) throws(CLIError) -> AudioTrack.Recorded? {
            guard let side, MediaKind.of(path: side) == .video else { return nil }
            return try reportingErrors { try AudioTrack.loopedRecordedSound(of: side, from: start, seconds: end - start, period: VideoFile.load(side).duration) }
        }
        func stereo(_ side: String?) throws(CLIError) -> AudioTrack.Recorded? {
            guard let side, MediaKind.of(path: side) == .video else { return nil }
            let samples = try reportingErrors { try AudioTrack.loopedStereoSamples(of: side, from: start, seconds: end - start, period: VideoFile.load(side).duration) }
            return samples.isEmpty ? nil : AudioTrack.Recorded(samples: samples.map(WAV.pcm16), sampleRate: AudioTrack.sampleRate, channels: 2)
        }
        var from = try recorded(transition.from), to = try recorded(transition.to)
        if let a = from, let b = to, a.sampleRate != b.sampleRate || a.channels != b.channels {
            (from, to) = (try stereo(transition.from), try stereo(transition.to))
        }
        guard let format = from ?? to else { return nil }
        // Mixed into the from side's samples (silence without them), lengthened with silence to the longer of the two.
        let toSamples = to?.samples ?? []
        var samples = from?.samples ?? []
        if samples.count < toSamples.count { samples += [Int16](repeating: 0, count: toSamples.count - samples.count) }
        let rate = Double(format.sampleRate), channels = format.channels
        for n in 0 ..< samples.count / channels {
            let weight = Float(transition.progress((start + Double(n) / rate) * fps))
            for index in channels * n ..< channels * (n + 1) {
                let mix = Float(samples[index]) * (1 - weight) + (index < toSamples.count ? Float(toSamples[index]) * weight : 0)
                samples[index] = Int16(clamping: Int(mix.rounded()))
            }
        }
        let layout = from == nil || to == nil || from?.layout == to?.layout ? format.layout : nil
        let mixed = AudioTrack.Recorded(samples: samples, sampleRate: format.sampleRate, channels: channels, layout: layout)
        var wav = WAV(sampleRate: mixed.sampleRate, channels: channels, frames: mixed.frameCount)
        wav.append(pcm16: mixed.samples)
        return VideoEncoder.Soundtrack(wav: wav.bytes, seconds: end - start, channels: channels, layout: mixed.layout)
    }

    /// The music a shader hears from `start` to `end` seconds, as it hears it: each file from
    /// its beginning at time 0 and looping (``AudioTrack``'s playback), in stereo as recorded,
    /// several files summed and clipped to -1...1 as a browser's audio output mixes Shadertoy's
    /// music inputs. Nil when none has sound. It plays for the video's first
    /// ``AudioTrack/maximumSeconds`` (10 minutes), silent after, whatever the stretch (so that
    /// shards join into one run's sound): the samples are held in memory, so each file is decoded
    /// only as far as the stretch reaches (a second more, so its last sample never wraps to the
    /// start), or whole when it is shorter and loops.
    static func soundtrack(ofMusic files: [String], from start: Double, to end: Double) throws(CLIError) -> VideoEncoder.Soundtrack? {
        let longest = Double(AudioTrack.maximumSeconds)
        var tracks: [AudioTrack] = []
        for file in files {
            let samples = try reportingErrors { try AudioTrack.stereoSamples(of: file, from: 0, seconds: min(longest, end + 1)) }
            if !samples.isEmpty { tracks.append(AudioTrack(path: file, samples: samples, channelCount: 2)) }
        }
        guard !tracks.isEmpty else { return nil }
        let heard = audible(from: start, to: end, rate: AudioTrack.sampleRate, longest: longest,
                            note: "the music plays in the video for its first \(Int(longest)) s")
        var mixed: [Float] = []
        mixed.reserveCapacity(heard.count * 2)
        for n in heard.first ..< heard.first + heard.count {
            for side in 0..<2 {
                let sum = tracks.reduce(Float(0)) { $0 + $1.sample(n, channel: side) }
                mixed.append(tracks.count > 1 ? min(1, max(-1, sum)) : sum)
            }
        }
        var wav = WAV(sampleRate: AudioTrack.sampleRate, frames: max(1, heard.count))
        wav.append(heard.count > 0 ? mixed : [0, 0])   // past the music's end: one silent sample, padded to the video's length
        return VideoEncoder.Soundtrack(wav: wav.bytes, seconds: end - start)
    }

    /// The samples that a sound stopping at `longest` seconds plays in the stretch from `start`
    /// to `end` seconds, at `rate`: the first one's number from time 0, and how many (0 past its
    /// end). When the stretch runs past the end it says so on stderr (`note` names the sound).
    private static func audible(from start: Double, to end: Double, rate: Int, longest: Double, note: String) -> (first: Int, count: Int) {
        if end > longest {
            FileHandle.standardError.write(Data("glsandbox: note: \(note); the video is silent after that\n".utf8))
        }
        let first = Int((start * Double(rate)).rounded()), last = min(end, longest)
        return (first, last > start ? max(0, Int((last * Double(rate)).rounded()) - first) : 0)
    }

    private static func text(_ value: Double) -> String { String(format: "%g", value) }
}
