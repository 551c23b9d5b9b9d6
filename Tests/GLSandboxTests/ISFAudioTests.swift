import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// ISF's `audio` and `audioFFT` inputs filled from music (issue 34): the waveform and spectrum
/// pictures of tones written here as 32-bit float WAV files, so every sample is known exactly.
///
/// Expected values are worked out by hand from the rules in docs/shaders-from-elsewhere.md,
/// section 18 (the ISF spec's layout, VDMX's widths, VIDVOX's ISF Editor's `sample + 0.5`):
/// at time 1 s the pictures show the 512 samples before sample 44100, samples 43588 to 44099; an
/// 8-bit channel is `round(value * 255)`; a bin is 44100 / 512 Hz wide.
@Suite("ISF audio inputs")
struct ISFAudioTests {
    /// The tone of the waveform tests: 0.4 · sin(2π · 11025 · n / 44100 + π/4) = 0.4 · sin(πn/2 + π/4),
    /// samples +0.2828, +0.2828, −0.2828, −0.2828 over and over (43588 is a multiple of 4); 128
    /// periods in 512 samples: bin 11025 / (44100 / 512) = 128 of the spectrum, amplitude 0.4.
    static func quarterTone(_ n: Int) -> Float { Float(0.4 * sin(Double.pi * Double(n) / 2 + Double.pi / 4)) }

    /// A float WAV of `seconds` at 44.1 kHz, `channels[c](n)` the sample of channel c at frame n.
    static func wav(_ channels: [(Int) -> Float], seconds: Double = 1.5) -> Data {
        let frames = Int(seconds * 44100), count = channels.count
        func le32(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).littleEndian, Array.init) }
        func le16(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt16(value).littleEndian, Array.init) }
        var bytes = Array("RIFF".utf8) + le32(36 + 4 * count * frames) + Array("WAVEfmt ".utf8) + le32(16) + le16(3) + le16(count)
            + le32(44100) + le32(44100 * 4 * count) + le16(4 * count) + le16(32) + Array("data".utf8) + le32(4 * count * frames)
        bytes.reserveCapacity(bytes.count + 4 * count * frames)
        for n in 0..<frames {
            for channel in channels { bytes += withUnsafeBytes(of: channel(n).bitPattern.littleEndian, Array.init) }
        }
        return Data(bytes)
    }

    /// Renders ISF `source` with `wavs` (file name: contents) beside it, `named` giving inputs by name.
    func render(_ source: String, wavs: [String: Data], named: [String: String], size: Size, time: Double = 1,
                _ name: String = #function) throws -> RGBAImage {
        let folder = try folderOfFiles(["f.fs": source], name)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, data) in wavs { try data.write(to: folder.appendingPathComponent(file)) }
        try RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)).writePNG(to: folder.appendingPathComponent("a.png").path)
        let effect = EffectInputs(named: named.mapValues { folder.appendingPathComponent($0).path })
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path, effect: effect)
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: ShaderInputs(time: time, frame: 60, fps: 60, date: .snapshotDefault)) }
    }

    static let header = #"/*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "wave", "TYPE": "audio"}, {"NAME": "fft", "TYPE": "audioFFT"} ] }*/"#

    @Test("audio: a row of 512 samples, sample + 0.5 in red, green and blue; IMG_SIZE 512x1 and 256x1 for a mono file")
    func waveformOfAKnownTone() throws {
        let source = Self.header + """

            void main() {
                vec2 p = gl_FragCoord.xy;
                vec4 w = IMG_PIXEL(wave, vec2(p.x, 0.5));
                if (p.y < 1.0) gl_FragColor = vec4(w.r, w.g, w.b, 1.0);
                else if (p.x < 1.0) gl_FragColor = vec4(IMG_SIZE(wave).x / 4.0 / 255.0, IMG_SIZE(wave).y / 255.0, IMG_SIZE(fft).x / 4.0 / 255.0, 1.0);
                else gl_FragColor = vec4(IMG_SIZE(fft).y / 255.0, 0.0, 0.0, 1.0);
            }
            """
        let image = try render(source, wavs: ["tone.wav": Self.wav([Self.quarterTone])], named: ["wave": "tone.wav", "fft": "tone.wav"], size: Size(4, 2))
        // Columns 0 to 3 are samples 43588 to 43591: +0.2828, +0.2828, -0.2828, -0.2828, plus 0.5:
        // 0.7828 (199.6: 200) and 0.2172 (55.4: 55).
        #expect((0..<4).map { image[$0, 1] } == [Pixel(200, 200, 200), Pixel(200, 200, 200), Pixel(55, 55, 55), Pixel(55, 55, 55)])
        // IMG_SIZE: 512 / 4 = 128, 1 row; 256 / 4 = 64, 1 row.
        #expect(image[0, 0] == Pixel(128, 1, 64) && image[1, 0] == Pixel(1, 0, 0), "\(image[0, 0]) \(image[1, 0])")
    }

    @Test("audioFFT: a 1 kHz tone peaks in bin 12 (1000 / (44100 / 512) = 11.6, nearest 12); a tone on bin 12 reads its amplitude there")
    func spectrumOfAKnownTone() throws {
        let source = Self.header + """

            void main() {
                gl_FragColor = vec4(IMG_PIXEL(fft, vec2(gl_FragCoord.x, 0.5)).r, 0.0, 0.0, 1.0);
            }
            """
        // 1 kHz, amplitude 0.9: not on a bin, so its energy spreads; the largest is the nearest bin.
        let kilohertz = { (n: Int) in Float(0.9 * sin(2 * Double.pi * 1000 * Double(n) / 44100)) }
        let spread = try render(source, wavs: ["k.wav": Self.wav([kilohertz])], named: ["fft": "k.wav"], size: Size(256, 1))
        let reds = (0..<256).map { spread[$0, 0].r }
        #expect(reds.firstIndex(of: reds.max()!) == 12, "\(reds.prefix(20))")
        #expect(reds[12] > reds[11] && reds[11] > reds[10] && reds[12] > reds[13] && reds[13] > reds[14], "\(reds.prefix(20))")
        // 12 · 44100 / 512 = 1033.59375 Hz, amplitude 0.4: exactly 12 periods in 512 samples, so
        // bin 12 reads 2|X[12]| / 512 = 0.4 (102), and every other bin 0.
        let onBin = { (n: Int) in Float(0.4 * sin(2 * Double.pi * 12 * Double(n) / 512)) }
        let exact = try render(source, wavs: ["b.wav": Self.wav([onBin])], named: ["fft": "b.wav"], size: Size(256, 1))
        #expect(exact[12, 0] == Pixel(102, 0, 0))
        #expect((0..<256).filter { $0 != 12 }.allSatisfy { exact[$0, 0].r == 0 }, "\((0..<20).map { exact[$0, 0].r })")
    }

    @Test("stereo gives two rows, the first channel at y = 0: waveform and spectrum of each; IMG_SIZE's height is 2")
    func stereoGivesTwoRows() throws {
        let source = Self.header + """

            void main() {
                vec2 p = gl_FragCoord.xy;
                if (p.y < 1.0) gl_FragColor = vec4(IMG_PIXEL(wave, vec2(p.x, 0.5)).r, IMG_PIXEL(wave, vec2(p.x, 1.5)).r, IMG_PIXEL(fft, vec2(0.5, 1.5)).r, 1.0);
                else gl_FragColor = vec4(IMG_PIXEL(fft, vec2(128.5, 0.5)).r, IMG_SIZE(wave).y / 255.0, IMG_SIZE(fft).y / 255.0, 1.0);
            }
            """
        // Left: the quarter tone; right: a constant 0.25 (0.75 as a waveform value: 191; bin 0 reads |X[0]| / 512 = 0.25: 64).
        let wav = Self.wav([Self.quarterTone, { _ in 0.25 }])
        let image = try render(source, wavs: ["s.wav": wav], named: ["wave": "s.wav", "fft": "s.wav"], size: Size(4, 2))
        #expect((0..<4).map { image[$0, 1] } == [Pixel(200, 191, 64), Pixel(200, 191, 64), Pixel(55, 191, 64), Pixel(55, 191, 64)])
        // The left channel's bin 128 reads the tone's amplitude 0.4 (102); 2 rows each.
        #expect(image[0, 0] == Pixel(102, 2, 2))
    }

    @Test("MAX asks for fewer columns: each the mean of its samples (audio) or the largest of its bins (audioFFT)")
    func maxColumns() throws {
        let source = """
            /*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "wave", "TYPE": "audio", "MAX": 4}, {"NAME": "fft", "TYPE": "audioFFT", "MAX": 4.7} ] }*/
            void main() {
                vec2 p = gl_FragCoord.xy;
                if (p.y < 1.0) gl_FragColor = vec4(IMG_PIXEL(wave, vec2(p.x, 0.5)).r * 0.5, IMG_PIXEL(wave, vec2(p.x, 1.5)).r, IMG_PIXEL(fft, vec2(p.x, 0.5)).r, 1.0);
                else gl_FragColor = vec4(IMG_SIZE(wave) / 255.0, IMG_PIXEL(fft, vec2(p.x, 1.5)).r, 1.0);
            }
            """
        let wav = Self.wav([Self.quarterTone, { _ in 0.25 }])
        let image = try render(source, wavs: ["s.wav": wav], named: ["wave": "s.wav", "fft": "s.wav"], size: Size(4, 2))
        // audio, 4 columns of 128 samples: the tone's 32 periods average 0, so 0.5 (halved: 64); the
        // constant 0.75 (191). audioFFT MAX 4.7 is 4 (its whole part), columns of 64 bins: bin 128
        // (0.4: 102) is in column 2; the right channel's bin 0 (0.25: 64) in column 0.
        #expect((0..<4).map { image[$0, 1] } == [Pixel(64, 191, 0), Pixel(64, 191, 0), Pixel(64, 191, 102), Pixel(64, 191, 0)])
        #expect(image[0, 0] == Pixel(4, 2, 64) && image[1, 0] == Pixel(4, 2, 0), "\(image[0, 0]) \(image[1, 0])")
    }

    @Test("the same time gives the same picture, whatever was drawn before: no state passes between frames")
    func noHistory() throws {
        let track = AudioTrack(path: "t", samples: (0..<44100).map { Self.quarterTone($0) * Float($0 % 7) / 7 }, channelCount: 1)
        let first = ISFAudio.values(.spectrum, width: 256, of: track, at: 0.7)
        _ = ISFAudio.values(.spectrum, width: 256, of: track, at: 0.2)
        #expect(ISFAudio.values(.spectrum, width: 256, of: track, at: 0.7) == first)
        // Before the music starts: silence (0.5 as a waveform, 0 as a spectrum).
        #expect(ISFAudio.values(.waveform, width: 512, of: track, at: 0) == [Float](repeating: 0.5, count: 512))
        #expect(ISFAudio.values(.spectrum, width: 256, of: track, at: 0) == [Float](repeating: 0, count: 256))
    }

    @Test("columns for MAX as VIDVOX's ISF Editor joins them: v = round(count / width) values from i·v, the last v past the end; MAX above the native width is the native width")
    func columnRule() {
        let ramp = (0..<10).map(Float.init)
        // 3 columns: v = round(3.33) = 3: 0...2, 3...5, 6...8 (9 is left out, as the editor leaves it).
        #expect(ISFAudio.columns(ramp, width: 3, joining: .mean) == [1, 4, 7])
        // 4 columns: v = round(2.5) = 3: 0...2, 3...5, 6...8, and 9 + 3 passes 10: the last three, 7...9.
        #expect(ISFAudio.columns(ramp, width: 4, joining: .mean) == [1, 4, 7, 8])
        #expect(ISFAudio.columns(ramp, width: 4, joining: .largest) == [2, 5, 8, 9])
        #expect(ISFAudio.columns(ramp, width: 1, joining: .mean) == [4.5])
        #expect(ISFAudio.width(.waveform, maximum: 4096) == 512 && ISFAudio.width(.spectrum, maximum: nil) == 256 && ISFAudio.width(.spectrum, maximum: 1) == 1)
    }

    @Test("a picture given to an audio input, and a MAX that is no number of samples, are refused, named")
    func refusals() throws {
        let folder = try folderOfFiles([
            "f.fs": Self.header + "\nvoid main() { gl_FragColor = IMG_NORM_PIXEL(wave, vec2(0.5)); }\n",
            "zero.fs": #"/*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "w", "TYPE": "audio", "MAX": 0} ] }*/"# + "\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "word.fs": #"/*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "w", "TYPE": "audioFFT", "MAX": "all"} ] }*/"# + "\nvoid main() { gl_FragColor = vec4(1.0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("a.png").path
        try RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)).writePNG(to: picture)
        #expect(throws: EffectInputError.notMusic(file: picture, input: "wave", kind: "audio")) {
            try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path, effect: EffectInputs(named: ["wave": picture]))
        }
        let zero = folder.appendingPathComponent("zero.fs").path
        let error = #expect(throws: ShaderError.self) { try ShaderFile(path: zero) }
        #expect(error?.description.contains("its audio input w has MAX 0: an audio input's MAX is the number of samples it wants") == true, "\(String(describing: error))")
        let word = folder.appendingPathComponent("word.fs").path
        let wordError = #expect(throws: ShaderError.self) { try ShaderFile(path: word) }
        #expect(wordError?.description.contains("its audioFFT input w has MAX \"all\"") == true, "\(String(describing: wordError))")
    }

    @Test("the command line: --audio fills the audio inputs --input does not; a loop's frame k is render --frame k and its shard's; no music: a note and black")
    func commandLine() throws {
        let folder = try folderOfFiles([
            "f.fs": Self.header + """

                void main() {
                    gl_FragColor = vec4(IMG_PIXEL(wave, vec2(gl_FragCoord.x, 0.5)).r, IMG_PIXEL(fft, vec2(128.5, 0.5)).r, 0.0, 1.0);
                }
                """,
            "plain.fs": #"/*{ "ISFVSN": "2", "INPUTS": [] }*/"# + "\nvoid main() { gl_FragColor = vec4(1.0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("tone.wav").path
        try Self.wav([Self.quarterTone]).write(to: URL(fileURLWithPath: wav))
        let shader = folder.appendingPathComponent("f.fs").path, out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", shader, "--audio", wav, "--time", "1", "--size", "4x1", "--out", out)
        #expect(result.status == 0 && !result.stderr.contains("wave"), "\(result.stderr)")
        #expect(try (0..<4).map { try RGBAImage(pngFile: out)[$0, 0] } == [Pixel(200, 102, 0), Pixel(200, 102, 0), Pixel(55, 102, 0), Pixel(55, 102, 0)])
        // A loop's frames are the frames render draws alone.
        let frames = folder.appendingPathComponent("frames").path
        #expect(try glsandbox("loop", shader, "--audio", wav, "--frames", "4", "--fps", "7", "--size", "8x1", "--out", frames).status == 0)
        // The second of two shards renders frames 2 and 3 alone, and they are the whole run's.
        let shard = folder.appendingPathComponent("shard").path
        #expect(try glsandbox("loop", shader, "--audio", wav, "--frames", "4", "--fps", "7", "--size", "8x1", "--shard", "1/2", "--out", shard).status == 0)
        for name in ["frame-000003.png", "frame-000004.png"] {
            #expect(FileManager.default.contents(atPath: shard + "/" + name) == FileManager.default.contents(atPath: frames + "/" + name), "\(name)")
        }
        #expect(!FileManager.default.fileExists(atPath: shard + "/frame-000001.png"))
        for k in [1, 3] {
            let single = folder.appendingPathComponent("k\(k).png").path
            #expect(try glsandbox("render", shader, "--audio", wav, "--frame", String(k), "--fps", "7", "--size", "8x1", "--out", single).status == 0)
            #expect(try RGBAImage(pngFile: single) == RGBAImage(pngFile: frames + "/frame-00000\(k + 1).png"), "frame \(k)")
        }
        // Without music: each input named on stderr, read black.
        let silent = try glsandbox("render", shader, "--size", "4x1", "--out", out)
        #expect(silent.status == 0 && silent.stderr.contains("uses uniform sampler2D wave, an ISF audio input, and no music was given (--input wave=FILE or --audio FILE): it reads black"),
                "\(silent.stderr)")
        // --audio for an ISF file without audio inputs.
        let plain = try glsandbox("render", folder.appendingPathComponent("plain.fs").path, "--audio", wav, "--out", out)
        #expect(plain.status == 64 && plain.stderr.contains("has none"), "\(plain.stderr)")
    }

    @Test("the example in docs/shaders-from-elsewhere.md runs as written: scope.fs over chirp.wav at 1 s shows the tone's bar and its wave")
    func documentedExample() throws {
        let command = "render shaders/examples/isf/scope.fs --audio shaders/examples/media/chirp.wav --time 1 --size 300x240 --out scope.png"
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/shaders-from-elsewhere.md"), encoding: .utf8)
        #expect(page.contains("glsandbox " + command))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("scope.png").path
        var words = command.split(separator: " ").map(String.init)
        words[words.count - 1] = out
        let result = try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", packageRoot.path, glsandboxBinary] + words)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        // chirp.wav glides at 200 + 600 t Hz: 800 Hz at 1 s, bin 800 / 86.1 = 9.3, in column 2 of the 64
        // (4 bins each), which the picture spreads over x = 2 / 16 to 3 / 16 of its width: a bar there,
        // amplitude about 0.5 times gain 1.5, and none at the right.
        let image = try RGBAImage(pngFile: out)
        let column = { (x: Int) in (0..<240).filter { image[x, $0].b > 150 && image[x, $0].r < 150 && image[x, $0].g < 150 }.count }
        #expect(column(47) > 60 && column(290) < 5, "\(column(47)) \(column(290))")
    }
}
