import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Bonzomatic (issue 33): told from the code, its uniforms set as its own code sets them
/// (Gargaj/Bonzomatic `src/main.cpp`, `src/platform_glfw/Renderer.cpp`), its previous frame a
/// buffer with a history, its spectra and pictures reading 0 from units of their own, and named.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left, the picture's row 0 is the top one. The pictures are
/// 4x2: the bottom-right pixel, `[3, 1]`, has its centre at (3.5, 0.5).
@Suite("Bonzomatic dialect")
struct BonzomaticDialectTests {
    /// A Bonzomatic file as its editor starts one: its header (without the MIDI and config lines), then `main`.
    static func bonzomatic(_ body: String) -> String {
        """
        #version 410 core

        uniform float fGlobalTime; // in seconds
        uniform vec2 v2Resolution; // viewport resolution (in pixels)
        uniform float fFrameTime; // duration of the last frame, in seconds

        uniform sampler1D texFFT; // towards 0.0 is bass / lower freq, towards 1.0 is higher / treble freq
        uniform sampler1D texFFTSmoothed; // this one has longer falloff and less harsh transients
        uniform sampler1D texFFTIntegrated; // this is continually increasing
        uniform sampler2D texPreviousFrame; // screenshot of the previous frame
        uniform sampler2D texChecker;
        uniform sampler2D texNoise;

        in vec2 out_texcoord;
        layout(location = 0) out vec4 out_color; // out_color must be written in order to see anything

        void main(void)
        {
            \(body)
        }

        """
    }

    func scene(_ source: String, dialect: ShaderDialect? = nil, _ name: String = #function) throws -> (ShaderScene, URL) {
        let folder = try folderOfFiles(["bonzo.glsl": source], name)
        return (try ShaderScene.load(path: folder.appendingPathComponent("bonzo.glsl").path, dialect: dialect), folder)
    }

    @Test("Bonzomatic's files are told from its uniforms in desktop GLSL; GLSL ES and files without its names are not")
    func detection() {
        #expect(ShaderDialect.detect(in: Self.bonzomatic("out_color = vec4(fGlobalTime);")) == .bonzomatic)
        #expect(ShaderDialect.detect(in: "#version 330\nuniform vec2 v2Resolution;\nout vec4 c;\nvoid main() { c = vec4(v2Resolution, 0.0, 1.0); }") == .bonzomatic)
        #expect(ShaderDialect.detect(in: "#version 410 core\nuniform float time;\nout vec4 c;\nvoid main() { c = vec4(time); }") == .glsl)
        #expect(ShaderDialect.detect(in: "#version 300 es\nprecision highp float;\nuniform float fGlobalTime;\nout vec4 c;\nvoid main() { c = vec4(fGlobalTime); }") == .glsl)
        #expect(ShaderDialect.detect(in: "#version 410 core\n// uniform float fGlobalTime;\nout vec4 c;\nvoid main() { c = vec4(1.0); }") == .glsl)
    }

    @Test("fGlobalTime in seconds, fFrameTime 1/fps, v2Resolution in pixels, out_texcoord 0 to 1 from the bottom-left")
    func uniforms() throws {
        let (scene, folder) = try scene(Self.bonzomatic(
            "out_color = out_texcoord.x > 0.5 ? vec4(out_texcoord, 0.0, 1.0) : vec4(fGlobalTime / 4.0, fFrameTime, v2Resolution.x / 8.0, 1.0);"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.summary == "Bonzomatic" && !scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, frame: 8, fps: 4, date: .snapshotDefault)) }
        // Left: time 2 / 4 = 0.5 -> 128; 1 / 4 fps = 0.25 -> 64; width 4 / 8 = 0.5 -> 128.
        #expect(image[0, 0] == Pixel(128, 64, 128, 255))
        // Bottom-right, centre (3.5, 0.5) of 4x2: (0.875, 0.25) -> 223, 64.
        #expect(image[3, 1] == Pixel(223, 64, 0, 255))
    }

    @Test("texPreviousFrame: the previous frame (frames 0 to N run); spectra read 0 and texNoise black, not the previous frame; a discard shows Bonzomatic's clear colour")
    func previousFrame() throws {
        let (scene, folder) = try scene(Self.bonzomatic("""
            if (gl_FragCoord.x < 1.0 && fGlobalTime > 0.01) discard;
            vec4 last = texture(texPreviousFrame, out_texcoord);
            float heard = texture(texFFT, 0.5).r + texture(texFFTSmoothed, 0.25).r + texture(texFFTIntegrated, 0.75).r;
            out_color = vec4(last.r + 1.0 / 255.0, texture(texNoise, out_texcoord).r + heard + 2.0 / 255.0, 0.0, 1.0);
            """))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 9, date: .snapshotDefault)) }
        // Ten frames (0 to 9) each adding 1: 10; green is 2 alone (texNoise on the previous frame's unit would add 9).
        #expect(image[3, 1] == Pixel(10, 2, 0, 255))
        // Column 0 is discarded after frame 0: (0.08, 0.18, 0.18) -> 20, 46, 46.
        #expect(image[0, 0] == Pixel(20, 46, 46, 255))
    }

    @Test("texPreviousFrame's alpha reads 1 whatever the shader wrote, as Bonzomatic copies its window as GL_RGB; (0, 0, 0, 1) before frame 0")
    func previousFrameAlpha() throws {
        let (scene, folder) = try scene(Self.bonzomatic("""
            vec4 last = texture(texPreviousFrame, out_texcoord);
            out_color = vec4(last.a, last.r + 0.2, last.g, 0.0);
            """))
        defer { try? FileManager.default.removeItem(at: folder) }
        // Frame 0 reads the texture before any copy: (0, 0, 0, 1) (Renderer.cpp's CopyBackbufferToTexture
        // has not run; an RGB texture reads alpha 1): red 1 -> 255, green 0.2 -> 51.
        let first = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 0, date: .snapshotDefault)) }
        #expect(first[3, 1] == Pixel(255, 51, 0, 255))
        // The shader writes alpha 0, but the copy is RGB: frame 1 reads (1, 0.2, 0, 1) -> (1, 1, 0.2 -> 51);
        // frame 2 reads (1, 1, 0.2, 1) -> (1, 1, 1).
        let third = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 2, date: .snapshotDefault)) }
        #expect(third[3, 1] == Pixel(255, 255, 255, 255))
        let second = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 1, date: .snapshotDefault)) }
        #expect(second[3, 1] == Pixel(255, 255, 51, 255))
    }

    @Test("a file reading out_texcoord is drawn over Bonzomatic's quad, a strip of two triangles split along the diagonal from the top-left corner to the bottom-right")
    func quad() throws {
        let (scene, folder) = try scene(Self.bonzomatic("out_color = vec4(float(gl_PrimitiveID), out_texcoord, 1.0);"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(date: .snapshotDefault)) }
        // Renderer.cpp's strip (-1,-1), (-1,1), (1,-1), (1,1): triangle 0 below the line from the
        // top-left corner (0, 2) to the bottom-right (4, 0), triangle 1 above it (y > 2 - x / 2).
        // (0.5, 0.5) and (0.5, 1.5) lie below it; (3.5, 0.5) and (3.5, 1.5) above. out_texcoord:
        // x / 4 and y / 2 at the pixel centres: 0.125 -> 32, 0.875 -> 223, 0.25 -> 64, 0.75 -> 191.
        #expect(image[0, 1] == Pixel(0, 32, 64, 255))
        #expect(image[0, 0] == Pixel(0, 32, 191, 255))
        #expect(image[3, 1] == Pixel(255, 223, 64, 255))
        #expect(image[3, 0] == Pixel(255, 223, 191, 255))
    }

    @Test("render: --dialect bonzomatic, its uniforms set without a note, the spectra and pictures it reads named once each, and the flat picture")
    func commandLine() throws {
        let source = Self.bonzomatic("out_color = vec4(fGlobalTime / 4.0, texture(texFFT, 0.1).r, texture(texChecker, out_texcoord).g, 1.0);")
        let folder = try folderOfFiles(["bonzo.glsl": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("bonzo.glsl").path, "--size", "4x2", "--time", "2", "--dialect", "bonzomatic", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(128, 0, 0, 255))
        let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("glsandbox: note: ") }
        // texFFT, texChecker, and the one-colour 4x2 picture they may explain.
        #expect(notes.count == 3 && result.stderr.contains("uses uniforms nothing set (texChecker, texFFT, named above)"), "\(result.stderr)")
        #expect(result.stderr.contains("uniform sampler1D texFFT, Bonzomatic's spectrum of the music") && result.stderr.contains("reads 0 (silence)"), "\(result.stderr)")
        #expect(result.stderr.contains("uniform sampler2D texChecker") && !result.stderr.contains("fGlobalTime"), "\(result.stderr)")
    }

    @Test("--audio: texFFT of a sine of amplitude 0.25 on bin 100 reads 0.5 there (2|X|/1024); no note for the spectra then")
    func audio() throws {
        let source = Self.bonzomatic("out_color = vec4(texture(texFFT, 100.5 / 1024.0).r * 0.5, texture(texFFT, 300.5 / 1024.0).r, 0.0, 1.0);")
        let folder = try folderOfFiles(["bonzo.glsl": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A mono 16-bit WAV (Bonzomatic averages stereo; one channel needs no mixing), 1 s at 44.1 kHz.
        var bytes = Array("RIFF".utf8) + le32(36 + 2 * 44100) + Array("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(44100) + le32(88200)
            + le16(2) + le16(16) + Array("data".utf8) + le32(2 * 44100)
        for n in 0..<44100 { bytes += le16(Int(Int16((8192 * sin(2 * Double.pi * 100 * Double(n) / 2048)).rounded()))) }
        let wav = folder.appendingPathComponent("tone.wav")
        try Data(bytes).write(to: wav)
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("bonzo.glsl").path, "--size", "4x2", "--time", "0.5", "--audio", wav.path, "--out", out)
        #expect(result.status == 0 && !result.stderr.contains("texFFT"), "\(result.stderr)")
        // 0.5 on bin 100, halved: 0.25 -> 64 (the 16-bit samples are a hair under 0.25); bin 300 holds nothing.
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(64, 0, 0, 255))
        let refused = try glsandbox("render", folder.appendingPathComponent("bonzo.glsl").path, "--audio", wav.path, "--channel1", wav.path, "--out", out)
        #expect(refused.status == 64 && refused.stderr.contains("give no --channel1..3 with it"), "\(refused.stderr)")
    }

    @Test("--input texNoise=FILE: the picture as Bonzomatic loads it (file's top row at t = 0, sRGB bytes read as linear values, repeating), with and without a history; no note then")
    func pictures() throws {
        // A 2x2 picture: top row (0, 128, 255), (64, 0, 0); bottom row (255, 255, 255), (188, 0, 0).
        let png = try RGBAImage(size: Size(2, 2), pixels: [0, 128, 255, 255, 64, 0, 0, 255, 255, 255, 255, 255, 188, 0, 0, 255])
        let sample = "vec4 p = texture(texNoise, vec2(0.25, 0.25)); vec4 q = texture(texNoise, vec2(1.75, 1.25));"
            + " out_color = vec4(p.g, p.b, q.r, 1.0);"
        let plain = Self.bonzomatic(sample)
        let history = Self.bonzomatic(sample.replacingOccurrences(of: "1.0);", with: "1.0) + texture(texPreviousFrame, out_texcoord) * 0.0;"))
        let folder = try folderOfFiles(["plain.glsl": plain, "history.glsl": history])
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("noise.png").path
        try png.writePNG(to: picture)
        for name in ["plain.glsl", "history.glsl"] {
            let out = folder.appendingPathComponent(name + ".png").path
            let result = try glsandbox("render", folder.appendingPathComponent(name).path, "--size", "4x2", "--input", "texNoise=\(picture)", "--out", out)
            #expect(result.status == 0 && !result.stderr.contains("texNoise"), "\(name): \(result.stderr)")
            // (0.25, 0.25) is the file's top-left texel: 128 and 255 as sRGB are 0.2158 and 1.0 linear
            // (((c / 255 + 0.055) / 1.055)^2.4, IEC 61966-2-1): 55 and 255. (1.75, 1.25) repeats to
            // (0.75, 0.25), the top-right texel: 64 as sRGB is 0.0513 linear: 13.
            #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(55, 255, 13, 255), "\(name)")
        }
        let out = folder.appendingPathComponent("out.png").path
        let unknown = try glsandbox("render", folder.appendingPathComponent("plain.glsl").path, "--input", "texture0=\(picture)", "--out", out)
        #expect(unknown.status == 64 && unknown.stderr.contains("texNoise"), "\(unknown.stderr)")
    }

    private func le32(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).littleEndian, Array.init) }
    private func le16(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, Array.init) }
}
