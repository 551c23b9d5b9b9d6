/// Bonzomatic's three spectra of the music it hears, frame by frame, as its own code computes
/// them (Gargaj/Bonzomatic at ed5e6d8, `src/platform_common/FFT.cpp` `GetFFT`, `src/main.cpp`):
///
/// - `texFFT`: a real FFT (kiss_fftr, no window) of the last 2048 mono samples at 44.1 kHz,
///   bin k = 0 … 1023 as `2 · |X[k]| / 1024` (a sine of amplitude A exactly on bin k has
///   `|X[k]| = A · 2048 / 2`, so it reads 2A);
/// - `texFFTSmoothed`: `s = 0.9 · s + 0.1 · fft` each frame;
/// - `texFFTIntegrated`: `i += q` each frame, where `q = 0.6 · q + 0.4 · fft`, less 1024 when it
///   passes 1024.
///
/// All three start at zero and are 1024 32-bit floats (Bonzomatic's R32F 1D textures). The
/// samples of a frame are the 2048 before its time (`MusicAnalyser/block(of:at:)`), zero before
/// the music starts. Bonzomatic computes in 32-bit floats, and so does this (the FFT in doubles).
public struct BonzomaticSpectrum: Sendable, Equatable {
    /// Which of the three textures.
    public enum Which: Int, Sendable, Hashable, CaseIterable {
        case fft, smoothed, integrated
        /// Its uniform's name in a Bonzomatic shader.
        public var uniformName: String { ["texFFT", "texFFTSmoothed", "texFFTIntegrated"][rawValue] }
    }

    /// Texels in each spectrum (Bonzomatic's `FFT_SIZE`).
    public static let size = 1024
    static let smoothing: Float = 0.9
    static let slightSmoothing: Float = 0.6
    static let maximumIntegral: Float = 1024

    public private(set) var fft = [Float](repeating: 0, count: size)
    public private(set) var smoothed = [Float](repeating: 0, count: size)
    public private(set) var integrated = [Float](repeating: 0, count: size)
    private var slightlySmoothed = [Float](repeating: 0, count: size)

    public init() {}

    /// The texels of `which`.
    public func values(_ which: Which) -> [Float] {
        switch which {
        case .fft: fft
        case .smoothed: smoothed
        case .integrated: integrated
        }
    }

    /// `2 · |X[k]| / 1024` for k = 0 … 1023 of the 2048 samples in `block` (fewer are padded
    /// with zeros, more cut; a NaN or infinite value becomes 0, so no file can poison the textures).
    public static func magnitudes(_ block: [Float]) -> [Float] {
        var real = (0..<2 * size).map { $0 < block.count && block[$0].isFinite ? Double(block[$0]) : 0 }
        var imaginary = [Double](repeating: 0, count: 2 * size)
        MusicAnalyser.fft(&real, &imaginary)
        return (0..<size).map { k in
            let value = Float(2 * (real[k] * real[k] + imaginary[k] * imaginary[k]).squareRoot() / Double(size))
            return value.isFinite ? value : 0
        }
    }

    /// The next frame, from its 2048 samples.
    public mutating func advance(_ block: [Float]) {
        fft = Self.magnitudes(block)
        for k in 0..<Self.size {
            smoothed[k] = smoothed[k] * Self.smoothing + (1 - Self.smoothing) * fft[k]
            slightlySmoothed[k] = slightlySmoothed[k] * Self.slightSmoothing + (1 - Self.slightSmoothing) * fft[k]
            integrated[k] += slightlySmoothed[k]
            if integrated[k] > Self.maximumIntegral { integrated[k] -= Self.maximumIntegral }
        }
    }

    /// The 2048 samples of `track` Bonzomatic hears at `time`: those just before it.
    public static func block(of track: AudioTrack, at time: Double) -> [Float] {
        MusicAnalyser.block(of: track, at: time)
    }
}
