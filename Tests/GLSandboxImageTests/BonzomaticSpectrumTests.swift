import Foundation
@testable import GLSandboxImage
import Testing

/// Bonzomatic's spectra (Gargaj/Bonzomatic `src/platform_common/FFT.cpp`, `src/main.cpp`), with
/// values worked out by hand: a sine of amplitude A exactly on bin k of a 2048-sample FFT has
/// |X[k]| = A · 2048 / 2, which Bonzomatic scales by 2 / 1024: 2A.
@Suite("Bonzomatic's spectra")
struct BonzomaticSpectrumTests {
    /// 2048 samples of a sine of amplitude 0.25 on bin 100.
    static let tone = (0..<2048).map { Float(0.25 * sin(2 * Double.pi * 100 * Double($0) / 2048)) }

    @Test("texFFT: 2|X[k]|/1024, so a sine of amplitude 0.25 on bin 100 reads 0.5 there and nothing elsewhere")
    func magnitudes() {
        let fft = BonzomaticSpectrum.magnitudes(Self.tone)
        #expect(fft.count == 1024)
        #expect(abs(fft[100] - 0.5) < 1e-5)
        #expect(fft.indices.filter { $0 != 100 }.allSatisfy { fft[$0] < 1e-5 })
    }

    @Test("smoothed s = 0.9 s + 0.1 x; integrated i += q, q = 0.6 q + 0.4 x: after one frame 0.05 and 0.2, after two 0.095 and 0.52")
    func frames() {
        var spectrum = BonzomaticSpectrum()
        spectrum.advance(Self.tone)
        #expect(abs(spectrum.smoothed[100] - 0.05) < 1e-5 && abs(spectrum.integrated[100] - 0.2) < 1e-5)
        spectrum.advance(Self.tone)
        #expect(abs(spectrum.smoothed[100] - 0.095) < 1e-5 && abs(spectrum.integrated[100] - 0.52) < 1e-5)
        #expect(spectrum.values(.fft) == spectrum.fft)
    }

    @Test("the integral wraps at 1024: a full-scale sine (2.0 a frame, q reaching 2) passes 1024 after about 513 frames and starts again")
    func wraps() {
        let loud = Self.tone.map { $0 * 4 }   // amplitude 1: texFFT 2
        var spectrum = BonzomaticSpectrum()
        var largest: Float = 0
        for _ in 0..<600 {
            spectrum.advance(loud)
            largest = max(largest, spectrum.integrated[100])
        }
        #expect(largest <= 1024 && spectrum.integrated[100] < 200, "\(largest) \(spectrum.integrated[100])")
    }

    @Test("a short, NaN or infinite block never poisons the spectra")
    func untrusted() {
        var spectrum = BonzomaticSpectrum()
        spectrum.advance([Float.nan, .infinity, 1])
        #expect(spectrum.fft.allSatisfy(\.isFinite) && spectrum.integrated.allSatisfy(\.isFinite))
    }
}
