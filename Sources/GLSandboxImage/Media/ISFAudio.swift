import Foundation

/// The pictures ISF's `audio` and `audioFFT` inputs read, worked out from music at a moment: one
/// row a channel (row 0, `y = 0`, the first channel), one column a sample or a frequency bin, 32-bit
/// floats, the same value in red, green, blue and alpha.
///
/// What the references say, and what GLSandbox chose where they leave it open (docs/
/// shaders-from-elsewhere.md, section 18, has the sources):
/// - **The layout** is the ISF specification's (Vidvox/isf-docs `pages/ref/ref_json.md`,
///   `pages/primer/primer_chapter_8.md`): width the samples or bins, height the channels, first
///   sample or bin at x = 0, first channel at y = 0, grey, floats where the host can.
/// - **Native widths** are VDMX's (its tutorial "Visualizing Audio Analysis FFT and Waveforms": the
///   waveform "typically 512 pixels", the FFT "half the width of the waveform (256 pixels)"): the
///   last ``waveformSamples`` samples before the frame's time, and the ``bins`` first bins of a
///   real FFT of those same 512 samples (bin k at k · 44100 / 512 ≈ 86.1 Hz).
/// - **`MAX`** asks for fewer columns: `w = min(MAX, native)`; column i joins `v = round(native / w)`
///   values from `i · v` (the last `v` when that runs past the end), as VIDVOX's ISF Editor does
///   (mrRay/VVISF-GL `examples/apple/ISF Editor/AudioController.mm`,
///   `allocAudioImageBufferWithWidth:` and `allocAudioFFTImageBufferWithWidth:`): the waveform's
///   mean, the spectrum's largest.
/// - **A waveform value** is `sample + 0.5`, centred on 0.5 as the spec says, as that editor writes
///   it (`vDSP_vsadd` of 0.5): a full-scale sample reads -0.5 to 1.5, kept by the float texture.
/// - **A bin's value** is the amplitude a sine would need to make it: `|X[0]| / N` for bin 0,
///   `2 · |X[k]| / N` for the others, of an unwindowed FFT (neither VVISF editor windows), so a sine
///   of amplitude A exactly on bin k reads A there. (VVISF's editors weight theirs by
///   `log10(f) / ln(grain)`, each a little differently; VDMX does not say: a plain spectrum is
///   what a shader's `gain` expects to scale.)
///
/// No state passes from frame to frame: a frame's picture depends on its time alone, so `render`,
/// `loop` and `--shard` give the same picture for the same frame.
public enum ISFAudio {
    /// Which picture.
    public enum Kind: String, Sendable, Hashable {
        /// `audio`: the waveform.
        case waveform = "audio"
        /// `audioFFT`: the spectrum.
        case spectrum = "audioFFT"

        /// Its width without `MAX`.
        public var nativeWidth: Int { self == .waveform ? ISFAudio.waveformSamples : ISFAudio.bins }
    }

    /// The samples of a waveform, and of the FFT.
    public static let waveformSamples = 512
    /// The bins of a spectrum: half the FFT's length.
    public static let bins = waveformSamples / 2

    /// The width of a picture of `kind` whose input asks for `maximum` columns (`MAX`; nil: the native width).
    public static func width(_ kind: Kind, maximum: Int?) -> Int {
        guard let maximum else { return kind.nativeWidth }
        return max(1, min(maximum, kind.nativeWidth))
    }

    /// The picture of `kind`, `width` columns (see ``width(_:maximum:)``), of `track` at `time`:
    /// `track.channelCount` rows, row 0 first. The samples are the ``waveformSamples`` before
    /// sample ⌊time · 44100⌋ (as Shadertoy's music input takes them), silence before the music starts.
    public static func values(_ kind: Kind, width: Int, of track: AudioTrack, at time: Double) -> [Float] {
        precondition(width >= 1 && width <= kind.nativeWidth)
        let end = Int((max(0, time) * Double(AudioTrack.sampleRate) + 1e-6).rounded(.down))
        var values: [Float] = []
        values.reserveCapacity(width * track.channelCount)
        for channel in 0..<track.channelCount {
            let block = (end - waveformSamples..<end).map { track.sample($0, channel: channel) }
            let row = kind == .waveform ? block.map { $0.isFinite ? $0 + 0.5 : 0.5 } : spectrum(block)
            values += columns(row, width: width, joining: kind == .waveform ? .mean : .largest)
        }
        return values
    }

    /// `|X[0]| / N`, then `2 · |X[k]| / N` for k = 1 … N/2 − 1, of the unwindowed FFT of `block` (N values).
    public static func spectrum(_ block: [Float]) -> [Float] {
        let n = block.count
        var real = block.map { $0.isFinite ? Double($0) : 0 }
        var imaginary = [Double](repeating: 0, count: n)
        MusicAnalyser.fft(&real, &imaginary)
        return (0..<n / 2).map { k in
            let magnitude = (real[k] * real[k] + imaginary[k] * imaginary[k]).squareRoot() * (k == 0 ? 1 : 2) / Double(n)
            return magnitude.isFinite ? Float(magnitude) : 0
        }
    }

    enum Joining { case mean, largest }

    /// `row` in `width` columns: column i joins `v = round(count / width)` values from `i · v`, or
    /// the last `v` when that passes the end.
    static func columns(_ row: [Float], width: Int, joining: Joining) -> [Float] {
        guard width < row.count else { return row }
        let each = max(1, Int((Double(row.count) / Double(width)).rounded()))
        return (0..<width).map { column in
            let start = column * each + each >= row.count ? row.count - each : column * each
            let slice = row[start..<start + each]
            switch joining {
            case .mean: return slice.reduce(0, +) / Float(each)
            case .largest: return slice.max() ?? 0
            }
        }
    }
}
