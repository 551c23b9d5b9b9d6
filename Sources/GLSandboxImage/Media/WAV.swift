/// A WAV file being made: 16-bit PCM, two channels unless told (RIFF `WAVE`, format 1), what
/// every player, Python's `wave` module and sox read.
///
/// Samples are quantised as Shadertoy quantises its sound: `floor((0.5 + 0.5 * y) * 65536)`,
/// clamped to 0...65535, then centred (minus 32768); a NaN is silence.
///
/// ```swift
/// var wav = WAV(sampleRate: 44100, frames: 44100)   // one second
/// wav.append(samples)                               // left, right, left, right ...
/// try AtomicFile.write(wav.bytes, to: "a.wav")
/// ```
public struct WAV: Sendable {
    public let sampleRate: Int
    /// Channels a frame (1 to 8; 2 unless told).
    public let channels: Int
    /// Frames (a sample for each channel: stereo pairs) the header announces.
    public let frames: Int
    /// The file so far: the header, then the samples appended.
    public private(set) var bytes: [UInt8]

    public init(sampleRate: Int, channels: Int = 2, frames: Int) {
        precondition((1...8).contains(channels), "a WAV of \(channels) channels")
        self.sampleRate = sampleRate
        self.channels = channels
        self.frames = frames
        let dataBytes = frames * 2 * channels
        var header: [UInt8] = []
        func text(_ word: String) { header += Array(word.utf8) }
        func u32(_ value: Int) { header += withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).littleEndian, Array.init) }
        func u16(_ value: Int) { header += withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, Array.init) }
        text("RIFF"); u32(36 + dataBytes); text("WAVE")
        text("fmt "); u32(16); u16(1); u16(channels); u32(sampleRate); u32(sampleRate * 2 * channels); u16(2 * channels); u16(16)
        text("data"); u32(dataBytes)
        bytes = header
        bytes.reserveCapacity(header.count + dataBytes)
    }

    /// Appends interleaved samples (a frame's channels together: left, right, ...), each -1 to 1.
    public mutating func append(_ samples: [Float]) {
        for sample in samples {
            let value = Self.pcm16(sample)
            bytes.append(UInt8(truncatingIfNeeded: value))
            bytes.append(UInt8(truncatingIfNeeded: value >> 8))
        }
    }

    /// Appends interleaved 16-bit samples as they are (a frame's channels together).
    public mutating func append(pcm16 samples: [Int16]) {
        bytes.reserveCapacity(bytes.count + 2 * samples.count)
        for sample in samples {
            bytes.append(UInt8(truncatingIfNeeded: sample))
            bytes.append(UInt8(truncatingIfNeeded: sample >> 8))
        }
    }

    /// One sample as a 16-bit signed integer, Shadertoy's way.
    public static func pcm16(_ sample: Float) -> Int16 {
        guard !sample.isNaN else { return 0 }
        let level = ((0.5 + 0.5 * Double(sample)) * 65536).rounded(.down)
        return Int16(min(65535, max(0, level)) - 32768)
    }
}
