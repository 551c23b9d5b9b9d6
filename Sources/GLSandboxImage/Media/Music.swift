import Foundation

/// A music input's samples: the file decoded once by ffmpeg to 32-bit floats at 44,100 Hz, at
/// most ``maximumSeconds`` long; by default mixed to one channel (`ffmpeg -i FILE -f f32le -ac 1
/// -ar 44100 -`), or each channel as recorded (``Channels/asRecorded``: ISF's audio inputs show
/// one row a channel), interleaved.
///
/// A value: load it anywhere; a ``ShaderRenderer`` shows it as Shadertoy's sound texture
/// (``MusicAnalyser``). Playback loops, as Shadertoy's music inputs do: at time `t` the music is
/// at `t` modulo its length (that is also the channel's `iChannelTime`); before time 0 it is silent.
public struct AudioTrack: Sendable, Equatable {
    /// How the channels of a file are decoded.
    public enum Channels: Sendable, Hashable {
        /// Mixed to one by ffmpeg (`-ac 1`): what Shadertoy's, Bonzomatic's and VEDA's analyses read.
        case mono
        /// As recorded, at most ``AudioTrack/maximumChannels`` (ffmpeg mixes more down to that many).
        case asRecorded
    }

    /// The file it was decoded from.
    public let path: String
    /// The samples, nominally in -1...1: one a frame for a mono track, else ``channelCount`` a
    /// frame, interleaved (frame 0's channels first).
    public let samples: [Float]
    /// The channels a frame holds (1 unless decoded ``Channels/asRecorded``).
    public let channelCount: Int
    /// Samples per second.
    public static let sampleRate = 44100
    /// The longest music input: 10 minutes (106 MB decoded, a channel).
    public static let maximumSeconds = 600
    /// The most channels a track keeps (7.1 sound).
    public static let maximumChannels = 8

    public init(path: String, samples: [Float], channelCount: Int = 1) {
        precondition(channelCount >= 1, "a track has at least one channel")
        self.path = path
        self.samples = samples
        self.channelCount = channelCount
    }

    /// The frames (samples a channel).
    public var frameCount: Int { samples.count / channelCount }

    /// The length in seconds.
    public var duration: Double { Double(frameCount) / Double(Self.sampleRate) }

    /// Where playback is at time `t`: `t` modulo the length (0 for an empty track or before 0).
    public func playbackTime(at time: Double) -> Double {
        guard duration > 0, time > 0 else { return 0 }
        return time.truncatingRemainder(dividingBy: duration)
    }

    /// Sample `n` of the looping playback (silence before 0): the mean of the channels of frame
    /// `n` (the sample itself for a mono track).
    package func sample(_ n: Int) -> Float {
        if channelCount == 1 {
            guard n >= 0, !samples.isEmpty else { return 0 }
            return samples[n % samples.count]
        }
        return (0..<channelCount).reduce(Float(0)) { $0 + sample(n, channel: $1) } / Float(channelCount)
    }

    /// Channel `channel`'s sample of frame `n` of the looping playback (silence before 0).
    package func sample(_ n: Int, channel: Int) -> Float {
        let frames = frameCount
        guard n >= 0, frames > 0, channel >= 0, channel < channelCount else { return 0 }
        return samples[(n % frames) * channelCount + channel]
    }

    /// Decodes `path` with ffmpeg, at most `maximumSeconds` of it (tests give less), mixed to one
    /// channel or each channel as recorded.
    ///
    /// - Throws: ``MediaError/toolMissing(tool:package:)``, ``MediaError/notMedia(path:kind:reason:)``
    ///   with ffmpeg's reason (also for a video without sound), ``MediaError/tooLong(path:limitSeconds:)``.
    public static func load(_ path: String, maximumSeconds: Int = AudioTrack.maximumSeconds, channels: Channels = .mono) throws(MediaError) -> AudioTrack {
        try FFmpeg.checkRegularFile(path, kind: "music")
        var count = 1
        // No audio stream found: decoded as one channel, ffmpeg names what is wrong (no sound, not media).
        // Each channel as recorded: those of the stream counted (`-map`), not of one ffmpeg would choose.
        var stream: [String] = []
        if channels == .asRecorded, let found = try soundStream(of: path) {
            count = min(found.channels, maximumChannels)
            stream = ["-map", "0:\(found.index)"]
        }
        let limit = maximumSeconds * sampleRate * 4 * count
        let output = try FFmpeg.run("ffmpeg", FFmpeg.quiet + FFmpeg.input(path) + stream + ["-vn", "-f", "f32le", "-ac", String(count), "-ar", String(sampleRate), "-"], limit: limit)
        if output.overLimit { throw .tooLong(path: path, limitSeconds: maximumSeconds) }
        // Exactly the limit's bytes, then the end: not over it.
        guard output.status == 0 else { throw .notMedia(path: path, kind: "music", reason: FFmpeg.reason(output, path: path)) }
        let floats = output.bytes.count / 4 / count * count
        let samples = output.bytes.withUnsafeBytes { raw in
            (0..<floats).map { Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))) }
        }
        return AudioTrack(path: path, samples: samples, channelCount: count)
    }

    /// The sound stream of `path` (``SoundStream/chosen(_:)``) as ffprobe reports it; nil when it has none.
    static func soundStream(of path: String) throws(MediaError) -> SoundStream? {
        // A video probed before (`loop` probes its clip first) says it without another ffprobe.
        if let known = ProbeCache.identity(of: path).flatMap({ ProbeCache.shared.sound($0) }) { return known }
        let probe = try FFmpeg.run("ffprobe", ["-v", "error", "-select_streams", "a", "-show_entries", "stream=index,channels,sample_rate,channel_layout:stream_disposition=default",
                                               "-of", "default"] + FFmpeg.input(path), limit: 1 << 16)
        guard probe.status == 0 else { return nil }
        // One section ([STREAM] ... [/STREAM]) a stream.
        var streams: [[String: String]] = []
        for line in String(decoding: probe.bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            if line == "[STREAM]" { streams.append([:]); continue }
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !streams.isEmpty, streams[streams.count - 1][parts[0]] == nil else { continue }
            streams[streams.count - 1][parts[0]] = parts[1]
        }
        return SoundStream.chosen(streams)
    }

    /// The sound of a video (or any media file) from `start` for `seconds`, as stereo pairs of
    /// 32-bit floats at ``sampleRate``, interleaved (left, right); empty when it has no sound.
    /// Decoded by ffmpeg as ``load(_:maximumSeconds:channels:)`` decodes music.
    ///
    /// - Throws: ``MediaError/toolMissing(tool:package:)``, ``MediaError/tooLong(path:limitSeconds:)``.
    public static func stereoSamples(of path: String, from start: Double, seconds: Double, maximumSeconds: Int = AudioTrack.maximumSeconds) throws(MediaError) -> [Float] {
        try FFmpeg.checkRegularFile(path, kind: "a video")
        guard seconds > 0, seconds <= Double(maximumSeconds), start >= 0, start <= 1e9 else { return [] }
        // A mono sound is decoded as it is and put on both sides: ffmpeg's own upmix (-ac 2) lowers
        // it by 3 dB (its centre mix level), and the clip should sound as it did.
        guard let stream = try soundStream(of: path) else { return [] }   // no audio stream: no sound
        let mono = stream.channels == 1
        let bytes = try decoded(path, stream: stream, from: start, seconds: seconds, rate: sampleRate, channels: mono ? 1 : 2, format: .float,
                                maximumSeconds: maximumSeconds)
        let samples = bytes.withUnsafeBytes { raw in
            (0 ..< bytes.count / 4).map { Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self))) }
        }
        return mono ? samples.flatMap { [$0, $0] } : samples
    }

    /// A clip's sound as it was recorded: at its stream's own rate (48 kHz from a camera or a
    /// phone), in its own channels (5.1 stays six), interleaved, with their layout's name. Its
    /// samples are 16-bit, as ffmpeg converts them, the WAV's own format: a 10-minute 48 kHz 5.1
    /// clip holds 346 MB of them, half what floats would.
    public struct Recorded: Sendable, Equatable {
        /// The samples, a frame's channels together (frame 0's first).
        public var samples: [Int16]
        public var sampleRate: Int
        public var channels: Int
        /// The channels' layout as ffmpeg names it (`5.1(side)`); nil: ffmpeg's usual one for the count.
        public var layout: String?
        public var frameCount: Int { samples.count / channels }

        public init(samples: [Int16], sampleRate: Int, channels: Int, layout: String? = nil) {
            precondition(channels >= 1, "a sound has at least one channel")
            self.samples = samples
            self.sampleRate = sampleRate
            self.channels = channels
            self.layout = layout
        }
    }

    /// The sound of `path` from `start` for `seconds` as it was recorded (``Recorded``): its own
    /// rate (at most ``highestRecordedRate``), its own channels (a stream of more than
    /// ``maximumChannels`` is mixed to stereo by ffmpeg), kept in place beside the pictures as ``stereoSamples(of:from:seconds:maximumSeconds:)``
    /// keeps it; nil when it has no sound.
    ///
    /// - Throws: ``MediaError/toolMissing(tool:package:)``, ``MediaError/tooLong(path:limitSeconds:)``.
    public static func recordedSound(of path: String, from start: Double, seconds: Double,
                                     maximumSeconds: Int = AudioTrack.maximumSeconds) throws(MediaError) -> Recorded? {
        try FFmpeg.checkRegularFile(path, kind: "a video")
        guard let (stream, format) = try recordedFormat(of: path) else { return nil }
        guard seconds > 0, seconds <= Double(maximumSeconds), start >= 0, start <= 1e9 else { return nil }
        var sound = format
        let bytes = try decoded(path, stream: stream, from: start, seconds: seconds, rate: format.sampleRate, channels: format.channels, format: .pcm16,
                                maximumSeconds: maximumSeconds)
        sound.samples = bytes.withUnsafeBytes { raw in
            (0 ..< bytes.count / 2).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
        }
        return sound.samples.isEmpty ? nil : sound
    }

    /// The highest rate a clip's sound is kept at (AAC's highest; above it only memory grows):
    /// a sound recorded faster is resampled to it.
    public static let highestRecordedRate = 96_000

    /// The sound stream of `path` and the format its sound is kept in (``Recorded``, no samples yet); nil without sound.
    private static func recordedFormat(of path: String) throws(MediaError) -> (SoundStream, Recorded)? {
        guard let stream = try soundStream(of: path) else { return nil }
        let kept = stream.channels <= maximumChannels
        return (stream, Recorded(samples: [], sampleRate: min(stream.sampleRate ?? sampleRate, highestRecordedRate), channels: kept ? stream.channels : 2,
                                 layout: kept ? stream.layout : "stereo"))
    }

    /// The samples ffmpeg writes: 32-bit floats, or 16-bit integers (both little-endian).
    private enum SampleFormat: String {
        case float = "f32le", pcm16 = "s16le"
        var bytes: Int { self == .float ? 4 : 2 }
    }

    /// `stream` of `path` from `start` for `seconds`, decoded by ffmpeg to `channels` channels at
    /// `rate` in `format`, interleaved: the bytes of whole frames only; empty when ffmpeg fails.
    private static func decoded(_ path: String, stream: SoundStream, from start: Double, seconds: Double, rate: Int, channels: Int,
                                format: SampleFormat, maximumSeconds: Int) throws(MediaError) -> [UInt8] {
        let sampleBytes = format.bytes
        let limit = maximumSeconds * rate * sampleBytes * channels
        // The sound keeps its place beside the pictures: one that starts after them (a clip's
        // sound 0.5 s late) starts with that much silence (`first_pts=0`), as players keep it.
        // The stretch is cut by counting samples from the sound's start (`atrim`), decoded from
        // there: a seek (`-ss`) lands where the container's clock says, and Matroska's counts
        // milliseconds, so a shard's sound came up to a millisecond off one run's (a click where
        // shards are joined); and the resampler, run from the start, gives each shard exactly
        // one run's samples. ffmpeg stops at the stretch's end; a stretch at minute 9 of a clip
        // costs decoding 9 minutes of sound, about half a second here.
        let first = Int((start * Double(rate)).rounded()), last = Int(((start + seconds) * Double(rate)).rounded())
        let output = try FFmpeg.run("ffmpeg", FFmpeg.quiet + FFmpeg.input(path)
                                    + ["-map", "0:\(stream.index)",
                                       "-af", "aresample=\(rate):async=1:first_pts=0,atrim=start_sample=\(first):end_sample=\(last)",
                                       "-f", format.rawValue, "-ac", String(channels), "-ar", String(rate), "-"], limit: limit)
        if output.overLimit { throw .tooLong(path: path, limitSeconds: maximumSeconds) }
        guard output.status == 0 else { return [] }
        let frameBytes = sampleBytes * channels
        return output.bytes.count % frameBytes == 0 ? output.bytes : Array(output.bytes.prefix(output.bytes.count / frameBytes * frameBytes))
    }

    /// The sound of a clip whose pictures loop every `period` seconds (a video input's
    /// playback, ``VideoFile/duration``), from `start` for `seconds`, as ``stereoSamples(of:from:seconds:maximumSeconds:)``
    /// gives it, but starting again with the pictures at each period, as a player looping the
    /// clip plays it: sample k of the run is sample k mod P of the clip, P the period's samples
    /// (its sound cut there, or lengthened with silence). A stretch within the first period is
    /// decoded as it is; past it, one period is decoded. A period longer than `maximumSeconds`
    /// is not looped: silent past its end.
    public static func loopedStereoSamples(of path: String, from start: Double, seconds: Double, period: Double,
                                           maximumSeconds: Int = AudioTrack.maximumSeconds) throws(MediaError) -> [Float] {
        let first = Int((start * Double(sampleRate)).rounded()), last = Int(((start + seconds) * Double(sampleRate)).rounded())
        guard let frames = loopedFrames(period: period, rate: sampleRate, first: first, last: last, start: start, seconds: seconds, maximumSeconds: maximumSeconds) else {
            return try stereoSamples(of: path, from: start, seconds: seconds, maximumSeconds: maximumSeconds)
        }
        let one = try stereoSamples(of: path, from: 0, seconds: period, maximumSeconds: maximumSeconds)
        return looped(one, channels: 2, periodFrames: frames, first: first, last: last)
    }

    /// ``recordedSound(of:from:seconds:maximumSeconds:)``, looping with the clip's pictures every
    /// `period` seconds as ``loopedStereoSamples(of:from:seconds:period:maximumSeconds:)`` loops.
    public static func loopedRecordedSound(of path: String, from start: Double, seconds: Double, period: Double,
                                           maximumSeconds: Int = AudioTrack.maximumSeconds) throws(MediaError) -> Recorded? {
        try FFmpeg.checkRegularFile(path, kind: "a video")
        guard let (_, format) = try recordedFormat(of: path) else { return nil }
        let rate = format.sampleRate
        let first = Int((start * Double(rate)).rounded()), last = Int(((start + seconds) * Double(rate)).rounded())
        guard let frames = loopedFrames(period: period, rate: rate, first: first, last: last, start: start, seconds: seconds, maximumSeconds: maximumSeconds) else {
            return try recordedSound(of: path, from: start, seconds: seconds, maximumSeconds: maximumSeconds)
        }
        guard var sound = try recordedSound(of: path, from: 0, seconds: period, maximumSeconds: maximumSeconds) else { return nil }
        sound.samples = looped(sound.samples, channels: sound.channels, periodFrames: frames, first: first, last: last)
        return sound
    }

    /// The frames of one period of a looping clip's sound at `rate`, when the stretch from frame
    /// `first` to `last` reaches past it; nil when it need not loop (within the first period, or
    /// a period or stretch out of range).
    private static func loopedFrames(period: Double, rate: Int, first: Int, last: Int, start: Double, seconds: Double, maximumSeconds: Int) -> Int? {
        guard period.isFinite, period > 0, period <= Double(maximumSeconds), seconds > 0, seconds <= Double(maximumSeconds), start >= 0, start <= 1e9 else { return nil }
        let frames = Int((period * Double(rate)).rounded())
        return frames > 0 && last > frames ? frames : nil
    }

    /// Frames `first` to `last` of `one` period of sound (`channels` a frame) played over and
    /// over: frame k is `one`'s frame k mod `periodFrames` (silence past `one`'s end). Empty when
    /// `one` is (no sound).
    private static func looped<Sample: Numeric>(_ one: [Sample], channels: Int, periodFrames: Int, first: Int, last: Int) -> [Sample] {
        guard !one.isEmpty else { return [] }
        var one = one
        if one.count < channels * periodFrames { one += [Sample](repeating: 0, count: channels * periodFrames - one.count) }
        var looped = [Sample]()
        looped.reserveCapacity(channels * max(0, last - first))
        for k in first ..< last {
            let at = channels * (k % periodFrames)
            looped.append(contentsOf: one[at ..< at + channels])
        }
        return looped
    }
}

/// Shadertoy's sound texture of a music input: 512x2 single-channel bytes, row 0 (`y = 0`) the
/// spectrum, row 1 the waveform, as a browser's WebAudio `AnalyserNode` gives them to
/// Shadertoy each frame (`getByteFrequencyData`, first 512 of its 1024 bins;
/// `getByteTimeDomainData` into 512 bytes), with the node's defaults: `fftSize` 2048,
/// `smoothingTimeConstant` 0.8, `minDecibels` -100, `maxDecibels` -30.
///
/// The rules are the Web Audio API specification's (W3C, "AnalyserNode Interface", sections
/// "FFT Windowing and Smoothing over Time", `getByteFrequencyData`, `getByteTimeDomainData`:
/// https://webaudio.github.io/web-audio-api/#fft-windowing-and-smoothing-over-time):
/// with N = 2048 and x[n] the most recent N samples,
/// - Blackman window: α = 0.16, a0 = (1 − α)/2, a1 = 1/2, a2 = α/2,
///   w[n] = a0 − a1·cos(2πn/N) + a2·cos(4πn/N), x̂[n] = x[n]·w[n];
/// - Fourier transform: X[k] = (1/N)·Σ x̂[n]·e^(−2πikn/N), k = 0 … N/2 − 1;
/// - smoothing over time: X̂[k] = τ·X̂₋₁[k] + (1 − τ)·|X[k]| (τ = 0.8; X̂₋₁ the previous
///   analysis, zeros at first; a NaN or infinite X̂[k] becomes 0);
/// - to dB: Y[k] = 20·log10(X̂[k]); byte b[k] = ⌊255/(dBmax − dBmin)·(Y[k] − dBmin)⌋ clipped to 0 … 255;
/// - waveform byte: b[n] = ⌊128·(1 + x[n])⌋ clipped to 0 … 255, for the first 512 of the N
///   samples (an array shorter than N keeps the first ones, as Chromium's analyser fills it).
///
/// Offline the "previous analysis" is the previous frame's: frame k at time t is analysed after
/// frames j < k at times t − (k − j)/fps, from frame 0 (at most ``historyFrames`` back: older
/// frames weigh less than 0.8²⁵⁶ < 10⁻²⁴ and change no byte). So frame k of a `loop` and
/// `render --frame k` see the same texture. The samples at time t are those before sample
/// ⌊t·44100⌋; silence before the music starts.
public struct MusicAnalyser: Sendable {
    public static let fftSize = 2048
    public static let smoothing = 0.8
    public static let minDecibels = -100.0
    public static let maxDecibels = -30.0
    /// The texture: 512 bins and 512 samples.
    public static let width = 512
    /// Frames of history taken into the smoothing.
    public static let historyFrames = 256

    /// X̂ of the last analysis (N/2 values).
    private(set) var smoothed = [Double](repeating: 0, count: fftSize / 2)

    public init() {}

    static let window: [Double] = {
        let alpha = 0.16, a0 = (1 - alpha) / 2, a1 = 0.5, a2 = alpha / 2
        let n = Double(fftSize)
        return (0..<fftSize).map { a0 - a1 * cos(2 * .pi * Double($0) / n) + a2 * cos(4 * .pi * Double($0) / n) }
    }()

    /// The most recent N samples of `track` at `time` (ending before sample ⌊time·44100⌋; a
    /// millionth of a sample is added first, so that `k / fps` computed two ways, a rounding
    /// error apart, gives the same sample).
    package static func block(of track: AudioTrack, at time: Double) -> [Float] {
        let end = Int((max(0, time) * Double(AudioTrack.sampleRate) + 1e-6).rounded(.down))
        return (end - fftSize..<end).map { track.sample($0) }
    }

    /// One analysis (the next frame's): updates the smoothing and returns the 512x2 bytes, row 0 first.
    /// `width`: how many bins and samples each row keeps (Shadertoy 512; VEDA's analyser, all 1024).
    public mutating func analyse(_ block: [Float], width: Int = MusicAnalyser.width) -> [UInt8] {
        precondition(block.count == Self.fftSize && width <= Self.fftSize / 2)
        var real = (0..<Self.fftSize).map { Double(block[$0]) * Self.window[$0] }
        var imaginary = [Double](repeating: 0, count: Self.fftSize)
        Self.fft(&real, &imaginary)
        var bytes = [UInt8](repeating: 0, count: width * 2)
        let scale = 1 / Double(Self.fftSize)
        for k in 0..<Self.fftSize / 2 {
            let magnitude = (real[k] * real[k] + imaginary[k] * imaginary[k]).squareRoot() * scale
            var value = Self.smoothing * smoothed[k] + (1 - Self.smoothing) * magnitude
            if !value.isFinite { value = 0 }
            smoothed[k] = value
            if k < width {
                let decibels = 20 * log10(value)
                let byte = (255 / (Self.maxDecibels - Self.minDecibels) * (decibels - Self.minDecibels)).rounded(.down)
                bytes[k] = byte.isNaN ? 0 : UInt8(min(255, max(0, byte)))
            }
        }
        for n in 0..<width {
            let byte = (128 * (1 + Double(block[n]))).rounded(.down)
            bytes[width + n] = byte.isNaN ? 128 : UInt8(min(255, max(0, byte)))
        }
        return bytes
    }

    /// The last analysis in dB, as `getFloatFrequencyData` gives it: 20·log10(X̂[k]) for the
    /// first `count` bins, −∞ where X̂[k] is 0 (silence).
    public func decibels(count: Int = MusicAnalyser.fftSize / 2) -> [Float] {
        precondition(count <= Self.fftSize / 2)
        return (0..<count).map { Float(20 * log10(smoothed[$0])) }
    }

    /// The texture at frame `frame`, time `time`, frames `1/fps` apart: the analyses of frames
    /// `frame − historyFrames` … `frame` in order, from a fresh analyser.
    public static func texture(of track: AudioTrack, frame: Int, time: Double, fps: Double) -> [UInt8] {
        var analyser = MusicAnalyser()
        var bytes: [UInt8] = []
        for j in max(0, frame - historyFrames)...max(0, frame) {
            let at = fps > 0 ? time - Double(frame - j) / fps : time
            bytes = analyser.analyse(block(of: track, at: at))
        }
        return bytes
    }

    /// cos and sin of −2πm/N, m = 0 … N/2 − 1.
    static let twiddles: (cos: [Double], sin: [Double]) = (
        (0..<fftSize / 2).map { cos(-2 * .pi * Double($0) / Double(fftSize)) },
        (0..<fftSize / 2).map { sin(-2 * .pi * Double($0) / Double(fftSize)) }
    )

    /// An in-place radix-2 FFT (forward, e^(−2πikn/N)); the length is a power of two.
    static func fft(_ real: inout [Double], _ imaginary: inout [Double]) {
        let n = real.count
        var j = 0
        for i in 1..<n {
            var bit = n >> 1
            while j & bit != 0 { j ^= bit; bit >>= 1 }
            j |= bit
            if i < j { real.swapAt(i, j); imaginary.swapAt(i, j) }
        }
        var length = 2
        while length <= n {
            let angle = -2 * Double.pi / Double(length)
            for start in stride(from: 0, to: n, by: length) {
                for k in 0..<length / 2 {
                    let step = k * (n / length)   // e^(angle k) = e^(-2πi step / n)
                    let wr = n == fftSize ? twiddles.cos[step] : cos(angle * Double(k))
                    let wi = n == fftSize ? twiddles.sin[step] : sin(angle * Double(k))
                    let a = start + k, b = start + k + length / 2
                    let tr = real[b] * wr - imaginary[b] * wi, ti = real[b] * wi + imaginary[b] * wr
                    real[b] = real[a] - tr; imaginary[b] = imaginary[a] - ti
                    real[a] += tr; imaginary[a] += ti
                }
            }
            length <<= 1
        }
    }
}
