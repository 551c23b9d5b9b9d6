import Foundation

/// vertexshaderart's textures of the music (`--audio FILE`), as the site computes them
/// (greggman/vertexshaderart, commit 6cfdcbf, `src/js/main.js`):
///
/// - **The analyser**: `createAnalyser()` with WebAudio's defaults (fftSize 2048, smoothing 0.8,
///   -100 to -30 dB), the same as Shadertoy's: ``MusicAnalyser``, one analysis a frame
///   (`updateSoundAndTouchHistory`, called by `render` before each frame is drawn).
/// - **`sound`**: `getByteFrequencyData` into 1024 bytes (`numSoundSamples`, the analyser's
///   `frequencyBinCount`); **`floatSound`**: `getFloatFrequencyData`, the same bins in dB
///   (−∞ where a bin is silent).
/// - **`volume`**: 4 bytes a frame: `|maxSample| * 255`, `sum * 255`, `maxDif * 127` (from the
///   script processor, `saveMaxSample`, 1024 samples a block), and the largest byte of `sound`.
///   Stored in a `Uint8Array`: truncated, modulo 256.
/// - **The history** (`HistoryTexture`): each frame the rows move one up (towards v = 1) and the
///   new one goes in row 0 (v = 0); 240 rows (`numHistorySamples`, 4 s at 60 fps); rows no frame
///   wrote yet are 0. Each texture is `ALPHA` copied into RGBA by the history shader
///   (`color.aaaa`): the value in every channel; filtered `LINEAR`, clamped.
///
/// Not the site's: its analyser and script processor run on the browser's audio thread, so which
/// samples a frame sees depends on timing; here frame k at time t reads the 2048 samples before
/// sample ⌊t·44100⌋ and the last whole block of 1024 before it, so `render --frame k` and frame k
/// of a `loop` agree. A silent bin of `floatSound` is −∞, as `getFloatFrequencyData` gives it
/// (the site's copy through its history shader may turn it into NaN on a GPU).
extension VertexShaderArt {
    /// The site's three textures of the music.
    public enum SoundTexture: String, Sendable, CaseIterable, Hashable {
        /// The byte spectrum: 1024 bytes a row.
        case sound
        /// The spectrum in dB: 1024 floats a row.
        case floatSound
        /// Peak, root mean square, largest step, largest byte of `sound`: 4 bytes a row.
        case volume

        /// The texels of a row.
        public var width: Int { self == .volume ? 4 : VertexShaderArt.soundBins }
        /// Whether its texels are 32-bit floats (`floatSound`); the others are bytes.
        public var holdsFloats: Bool { self == .floatSound }
    }

    /// The bins of a row of `sound` and `floatSound` (the analyser's `frequencyBinCount`).
    static let soundBins = 1024
    /// The rows of history (`numHistorySamples`: 60 * 4).
    static let historyRows = 240
    /// The samples the site's script processor reads at a time (`createScriptProcessor(1024, 1, 1)`).
    static let processorBlockSize = 1024

    /// One texture's 240 rows at a frame: the analyser's state, and the rows newest first.
    struct SoundHistory: Sendable {
        let texture: SoundTexture
        private var analyser = MusicAnalyser()
        /// The rows frames wrote, newest last; at most ``VertexShaderArt/historyRows``.
        private var rows: [[Float]] = []

        init(_ texture: SoundTexture) { self.texture = texture }

        /// The next frame, at `time`: one analysis, the rows moved one up, the new one at row 0.
        mutating func advance(_ track: AudioTrack, at time: Double) {
            let bytes = Array(analyser.analyse(MusicAnalyser.block(of: track, at: time), width: soundBins).prefix(soundBins))
            let row: [Float] = switch texture {
            case .sound: bytes.map(Float.init)
            case .floatSound: analyser.decibels(count: soundBins)
            case .volume: volume(processorBlock(of: track, at: time), spectrum: bytes).map(Float.init)
            }
            rows.append(row)
            if rows.count > historyRows { rows.removeFirst() }
        }

        /// The texels, row 0 (the newest, at v = 0) first: 240 rows of ``SoundTexture/width``, zeros
        /// where no frame wrote yet.
        var texels: [Float] {
            rows.reversed().flatMap { $0 } + [Float](repeating: 0, count: (historyRows - rows.count) * texture.width)
        }

        /// The history at frame `frame`, time `time`, frames `1/fps` apart, as the site shows it
        /// after frames 0 ... `frame`: at most 240 rows, from an analyser started
        /// ``MusicAnalyser/historyFrames`` frames before the oldest (older frames change no byte).
        static func at(frame: Int, time: Double, fps: Double, of track: AudioTrack, _ texture: SoundTexture) -> SoundHistory {
            var history = SoundHistory(texture)
            let first = max(0, frame - (historyRows - 1) - MusicAnalyser.historyFrames)
            for j in first...max(first, frame) {
                history.advance(track, at: fps > 0 ? time - Double(frame - j) / fps : time)
            }
            return history
        }
    }

    /// The samples the site's script processor last handed `saveMaxSample` at `time`: the last
    /// whole block of 1024 before sample ⌊time·44100⌋, blocks counted from the music's start
    /// (silence before it).
    static func processorBlock(of track: AudioTrack, at time: Double) -> [Float] {
        let now = Int((max(0, time) * Double(AudioTrack.sampleRate) + 1e-6).rounded(.down))
        let end = now / processorBlockSize * processorBlockSize
        return (end - processorBlockSize..<end).map { track.sample($0) }
    }

    /// A row of `volume`, as `saveMaxSample` and `updateSoundAndTouchHistory` compute it, their
    /// quirks kept: `max` and `last` never move from `buf[0]` (the loop sets `v = max` where the
    /// sample is larger, and never updates either), so the columns are `|buf[0]| * 255`, the root
    /// mean square of `min(buf[i], buf[0])` for i = 1 ... 1023 over 1024, times 255, the largest
    /// `|min(buf[i], buf[0]) - buf[0]|` times 127, and the largest byte of `spectrum`.
    static func volume(_ block: [Float], spectrum: [UInt8]) -> [UInt8] {
        guard let first = block.first.map(Double.init) else { return [0, 0, 0, spectrum.max() ?? 0] }
        var largestStep = 0.0, sum = 0.0
        for sample in block.dropFirst() {
            let v = min(Double(sample), first)
            largestStep = max(largestStep, abs(v - first))
            sum += v * v
        }
        let rootMeanSquare = (sum / Double(block.count)).squareRoot()
        return [uint8(abs(first) * 255), uint8(rootMeanSquare * 255), uint8(largestStep * 127), spectrum.max() ?? 0]
    }

    /// A number stored in a `Uint8Array` (ECMAScript's ToUint8): truncated towards 0, modulo 256;
    /// NaN and ±∞ are 0.
    static func uint8(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(truncatingIfNeeded: Int64(value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)))
    }
}
