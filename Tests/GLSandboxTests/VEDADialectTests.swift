import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// VEDA (issue 33): told from its header or its own names, its uniforms set as vedajs sets them
/// (fand/veda `packages/vedajs/src/veda.ts`, `audio-loader.ts`), compiled as three.js compiles a
/// `ShaderMaterial` in WebGL 2 (GLSL ES 3.00), its backbuffer a history, its analyser fed by `--audio`.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left; the pictures are 4x2.
@Suite("VEDA dialect")
struct VEDADialectTests {
    /// A file as VEDA's examples write one: a header, `precision mediump float;`, its uniforms, `main`.
    static func veda(header: String = "/*{ \"audio\": true, }*/", _ uniforms: String, _ body: String) -> String {
        "\(header)\nprecision mediump float;\nuniform float time;\nuniform vec2 resolution;\n\(uniforms)\nvoid main() {\n    \(body)\n}\n"
    }

    func scene(_ source: String, audio: AudioTrack? = nil, _ name: String = #function) throws -> (ShaderScene, URL) {
        let folder = try folderOfFiles(["veda.frag": source], name)
        return (try ShaderScene.load(path: folder.appendingPathComponent("veda.frag").path, audio: audio), folder)
    }

    @Test("VEDA is told from a JSON5 header (unquoted keys, trailing commas) or its own names; ISF's headers and header-less GLSL Sandbox files are not VEDA's")
    func detection() {
        #expect(ShaderDialect.detect(in: Self.veda("", "gl_FragColor = vec4(time);")) == .veda)
        #expect(ShaderDialect.detect(in: Self.veda(header: "/*\n{\n  frameskip: 1,\n  PASSES: [{},],\n}\n*/", "", "gl_FragColor = vec4(time);")) == .veda)
        #expect(ShaderDialect.detect(in: Self.veda(header: "", "uniform sampler2D spectrum;", "gl_FragColor = texture2D(spectrum, vec2(0.5));")) == .veda)
        #expect(ShaderDialect.detect(in: Self.veda(header: "/* by someone */", "", "gl_FragColor = vec4(time);")) == .glslSandbox)
        #expect(ShaderDialect.detect(in: "/*{ \"ISFVSN\": \"2\", \"PASSES\": [] }*/\nvoid main() { gl_FragColor = vec4(TIME); }") == .isf)
        // A header that is JSON5 and not JSON (ISF's are JSON), without GLSL Sandbox's names: VEDA's.
        #expect(ShaderDialect.detect(in: "/*{ PASSES: [{ fs: './a.frag', TARGET: 'a', },], }*/\nprecision mediump float;\nuniform sampler2D a;\n"
                                     + "void main() { gl_FragColor = texture2D(a, vec2(0.5)); }") == .veda)
    }

    @Test("JSON5 as VEDA's headers write it: unquoted keys, single quotes, trailing commas, comments, hexadecimal; not JSON5 is refused")
    func json5() throws {
        let value = try JSON5.parse("{ a: 1, 'b': [ 'x', .5, +2, 0x10, ], // note\n \"c\": { d: true, }, /* e */ }") as? [String: Any]
        #expect(value?["a"] as? Int == 1)
        #expect((value?["b"] as? [Any])?.count == 4 && ((value?["b"] as? [Any])?[1] as? Double) == 0.5 && ((value?["b"] as? [Any])?[3] as? Double) == 16)
        #expect(((value?["c"] as? [String: Any])?["d"] as? Bool) == true)
        #expect((try? JSON5.parse("{ a: }")) == nil && (try? JSON5.parse("{ a: 1 } x")) == nil && (try? JSON5.parse(String(repeating: "[", count: 100))) == nil)
    }

    @Test("time, resolution, FRAMEINDEX, PASSINDEX; mouse (0, 0) until given, then over the size; compiled as GLSL ES 3.00 (bit operators)")
    func uniforms() throws {
        let (scene, folder) = try scene(Self.veda(
            "uniform vec2 mouse;\nuniform int FRAMEINDEX;\nuniform int PASSINDEX;\nvarying vec2 vUv;",
            "gl_FragColor = vec4(time / 4.0 + float(PASSINDEX), gl_FragCoord.x > 2.0 ? mouse.x : mouse.y, float(FRAMEINDEX ^ 12) / 16.0, resolution.x / 8.0);"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.summary == "VEDA")
        let still = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, frame: 8, date: .snapshotDefault)) }
        // 2 / 4 = 0.5 -> 128; mouse (0, 0) -> 0; 8 ^ 12 = 4, / 16 = 0.25 -> 64; alpha shown opaque.
        #expect(still[0, 0] == Pixel(128, 0, 64, 255))
        // --mouse 1,2 on 4x2: (0.25, 1): column 3 shows x -> 64, column 0 shows y -> 255.
        let moved = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, frame: 8, mouse: SIMD4(1, 2, 0, 0), date: .snapshotDefault)) }
        #expect(moved[3, 1] == Pixel(128, 64, 64, 255) && moved[0, 1] == Pixel(128, 255, 64, 255))
    }

    @Test("backbuffer: the previous frame, 8 bits a channel; frames 0 to N run; a picture nothing gives (gamepad) reads black, not the previous frame")
    func backbuffer() throws {
        let (scene, folder) = try scene(Self.veda("uniform sampler2D backbuffer;\nuniform sampler2D gamepad;",
            "gl_FragColor = texture2D(backbuffer, gl_FragCoord.xy / resolution) + texture2D(gamepad, vec2(0.5)) + vec4(1.0 / 255.0, 0.4 / 255.0, 0.0, 1.0);"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 9, date: .snapshotDefault)) }
        // Ten frames (0 to 9) each adding 1 to red: 10 (gamepad read from unit 0 would double it each frame);
        // green adds 0.4, rounded to 0 each frame (8 bits).
        #expect(image[3, 1] == Pixel(10, 0, 0, 255))
    }

    @Test("--audio: spectrum holds the analyser's bytes of a known tone, samples its waveform, volume its RMS; without it they are named")
    func audio() throws {
        let source = Self.veda("uniform sampler2D spectrum;\nuniform sampler2D samples;\nuniform float volume;",
            "gl_FragColor = vec4(texture2D(spectrum, vec2(100.5 / 1024.0, 0.5)).g, texture2D(spectrum, vec2(300.5 / 1024.0, 0.5)).r + texture2D(samples, vec2(0.5 / 1024.0, 0.5)).b, volume, 1.0);")
        let folder = try folderOfFiles(["veda.frag": source, "tone.wav": ""])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A sine of amplitude 0.01 on bin 100 of 2048 (a mono 16-bit WAV, 1 s at 44.1 kHz). The analyser
        // (Blackman window, a0 = 0.42) sees |X[100]| = 0.01 / 2 * 0.42 = 0.0021 once smoothing has settled
        // (frame 30 at 0.5 s: 0.8^28 of it missing, 0.002 dB): 20 log10(0.0021) = -53.56 dB, and
        // floor(255 / 70 * (100 - 53.56)) = floor(169.2) = 169, in red, green and blue (luminance).
        let wav = folder.appendingPathComponent("tone.wav")
        try Data(Self.wav { 0.01 * sin(2 * Double.pi * 100 * Double($0) / 2048) }).write(to: wav)
        let (quiet, _) = try scene(source, audio: try AudioTrack.load(wav.path))
        let image = try withContext { try quiet.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 0.5, frame: 30, date: .snapshotDefault)) }
        // Green: bin 300 holds nothing (0), and samples' first byte is the window's first sample, n = 20002
        // (the 2048 before sample 0.5 * 44100): 0.01 sin(2π 100 20002 / 2048) = -0.00845 as 16 bits,
        // floor(128 (1 - 0.00845)) = 126, in blue too (luminance).
        // volume: bytes floor(128 + 1.28 sin) are 126 to 129; their RMS as b / 128 - 1 is about 0.0096 -> 2 or 3.
        #expect(image[0, 0].r == 169 && image[0, 0].g == 126 && (2...3).contains(image[0, 0].b), "\(image[0, 0])")
        // A loud sine, 0.5 on bin 100: volume is the RMS of 0.5 sin less the bytes' flooring, 0.3536 -> 90.
        try Data(Self.wav { 0.5 * sin(2 * Double.pi * 100 * Double($0) / 2048) }).write(to: wav)
        let (loud, _) = try scene(source, audio: try AudioTrack.load(wav.path))
        let loudImage = try withContext { try loud.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 0.5, frame: 30, date: .snapshotDefault)) }
        // The first sample: 0.5 sin(...) = -0.4224, floor(128 (1 - 0.4224)) = 73.
        #expect(loudImage[0, 0] == Pixel(255, 73, 90, 255), "\(loudImage[0, 0])")
        // Without --audio: each is named, and says how to give it.
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("veda.frag").path, "--size", "4x2", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("uses uniform sampler2D spectrum, VEDA's analysis of the sound, and no sound was given (--audio FILE)"), "\(result.stderr)")
        #expect(result.stderr.contains("uniform float volume") && !result.stderr.contains("uniform float time"), "\(result.stderr)")
    }

    @Test("PASSES into targets: PASSINDEX each pass, a target read by later passes this frame and by its own pass the frame before, backbuffer the canvas before, FLOAT and WIDTH; frames 0 to N run")
    func passes() throws {
        let source = Self.veda(header: "/*{ PASSES: [{ TARGET: 'counter' }, { TARGET: 'small', FLOAT: true, WIDTH: '$WIDTH / 2' }, {},], }*/",
                               "uniform int PASSINDEX;\nuniform sampler2D counter;\nuniform sampler2D small;\nuniform sampler2D backbuffer;",
                               """
                               vec2 uv = gl_FragCoord.xy / resolution;
                                   if (PASSINDEX == 0) { gl_FragColor = vec4(texture2D(counter, uv).r + 4.0 / 255.0, 0.0, 0.0, 1.0); }
                                   else if (PASSINDEX == 1) { gl_FragColor = vec4(texture2D(counter, uv).r * 255.0, 0.0, 0.0, 1.0); }
                                   else { gl_FragColor = vec4(texture2D(counter, uv).r, texture2D(backbuffer, uv).g + 2.0 / 255.0,
                                                              (texture2D(small, uv).r + float(textureSize(small, 0).x)) / 255.0, 1.0); }
                               """)
        let (scene, folder) = try scene(source)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.hasHistory)
        // By hand, after frames 0 to 9: counter's red is 4 x 10 = 40 (pass 0 reads its own picture of the
        // frame before); pass 1 reads this frame's counter, 40 / 255 x 255 = 40, into a float target
        // of half the width (4 of 8); the canvas shows counter (40), backbuffer's green plus 2 each
        // frame (20), and small's 40 plus its width 4 (44).
        let image = try withContext { try scene.renderImage(in: $0, size: Size(8, 2), inputs: ShaderInputs(frame: 9, date: .snapshotDefault)) }
        #expect(image[1, 1] == Pixel(40, 20, 44, 255))
        #expect(image[6, 0] == Pixel(40, 20, 44, 255))
    }

    @Test("hostile PASSES are refused naming the cause, never drawn: a TARGET that is no name, one target twice, a size that does not evaluate, 14 targets, a side past 16384, targets over the texture budget",
          arguments: [
            ("[{ TARGET: 'a b' }, {}]", "a TARGET in pass 0 that is not a name a uniform can have"),
            ("[{ TARGET: 42 }, {}]", "a TARGET in pass 0 that is not a name a uniform can have"),
            ("[{ TARGET: 't' }, { TARGET: 't' }, {}]", "two passes drawing into one TARGET, t"),
            ("[{ TARGET: 't', WIDTH: '$WIDTH / ' }, {}]", "a WIDTH of t that GLSandbox does not evaluate"),
            ("[" + (0..<14).map { "{ TARGET: 't\($0)' }, " }.joined() + "{}]", "14 render targets (GLSandbox draws at most 13)"),
            ("[{ TARGET: 't', WIDTH: '$WIDTH * 1000' }, {}]", "a target t whose side \"WIDTH * 1000\" is more than the 16384 pixels"),
            ("[{ TARGET: 't', FLOAT: true, WIDTH: 16384, HEIGHT: 16384 }, {}]", "render targets that take more than the texture budget"),
          ])
    func hostilePasses(_ passes: String, _ cause: String) throws {
        let source = Self.veda(header: "/*{ PASSES: \(passes) }*/", "uniform sampler2D t;", "gl_FragColor = texture2D(t, vec2(0.5)) + time;")
        let folder = try folderOfFiles(["veda.frag": source], "hostile\(abs(passes.hashValue))")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let scene = try ShaderScene.load(path: folder.appendingPathComponent("veda.frag").path)
            _ = try withContext { try scene.renderImage(in: $0, size: Size(64, 48), inputs: ShaderInputs(frame: 1, date: .snapshotDefault)) }
            Issue.record("\(passes) was drawn")
        } catch let error as ShaderError {
            guard case .vedaUnsupported(_, let what) = error else { Issue.record("\(error)"); return }
            #expect(what.hasPrefix(cause), "\(what)")
        }
    }

    @Test("a header asking for what GLSandbox does not run (PASSES with vertex shaders or models, IMPORTED) is refused, naming it")
    func refused() throws {
        let passes = Self.veda(header: "/*{ PASSES: [{ vs: './points.vert' }, {},], }*/", "", "gl_FragColor = vec4(time);")
        let imported = Self.veda(header: "/*{ IMPORTED: { image1: { PATH: './1.jpg' } } }*/", "", "gl_FragColor = vec4(time);")
        for (source, what) in [(passes, "VEDA PASSES (2 passes"), (imported, "VEDA IMPORTED files (image1)")] {
            #expect {
                _ = try ShaderFile(source: source, name: "veda.frag", folder: "/")
            } throws: { error in
                guard case ShaderError.vedaUnsupported(let file, let named) = error else { return false }
                return file == "veda.frag" && named.hasPrefix(what)
            }
        }
    }

    /// A mono 16-bit WAV at 44.1 kHz, 1 s, of `sample(n)`.
    static func wav(_ sample: (Int) -> Double) -> [UInt8] {
        func le32(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(value).littleEndian, Array.init) }
        func le16(_ value: Int) -> [UInt8] { withUnsafeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, Array.init) }
        var bytes = Array("RIFF".utf8) + le32(36 + 2 * 44100) + Array("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1) + le32(44100) + le32(88200)
            + le16(2) + le16(16) + Array("data".utf8) + le32(2 * 44100)
        for n in 0..<44100 { bytes += le16(Int(Int16((32767 * sample(n)).rounded()))) }
        return bytes
    }
}
