import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// One set of frame rules for every kind of shader and every command (docs/shaders-from-elsewhere.md,
/// section 11): `--frame N` alone is iTime N / fps, `--time T` alone is frame ⌊T × fps⌋, a shader
/// with a history runs frames 0 to N and refuses a time and a frame that disagree.
///
/// Expected values by hand: at 60 fps frame 30 is 0.5 s; a channel of iTime / 2 shows 0.25 × 255 =
/// 63.75, written 64; a buffer that adds 1/255 each frame holds 31/255 after frames 0 to 30.
@Suite("Frame rules")
struct FrameRulesTests {
    static let clock = "void mainImage(out vec4 c, in vec2 p) { c = vec4(iTime / 2.0, float(iFrame) / 255.0, 0.0, 1.0); }\n"

    static func pixel(_ folder: URL, _ arguments: String...) throws -> Pixel {
        let out = folder.appendingPathComponent("out-\(UUID().uuidString).png").path
        let result = try run(glsandboxBinary, arguments + ["--size", "2x2", "--out", out])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return try RGBAImage(pngFile: out)[0, 0]
    }

    @Test("--frame 30 alone: iTime 0.5 (it was 0); --time 0.5 alone: iFrame 30 (it was 0); both: as given")
    func singleFile() throws {
        let folder = try folderOfFiles(["clock.frag": Self.clock])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("clock.frag").path
        #expect(try Self.pixel(folder, "render", shader, "--frame", "30") == Pixel(64, 30, 0, 255))
        #expect(try Self.pixel(folder, "render", shader, "--time", "0.5") == Pixel(64, 30, 0, 255))
        #expect(try Self.pixel(folder, "render", shader, "--time", "0.29", "--fps", "100") == Pixel(37, 29, 0, 255))   // 0.29 × 100 = 28.999...
        #expect(try Self.pixel(folder, "render", shader, "--time", "1.2", "--frame", "3") == Pixel(153, 3, 0, 255))
    }

    @Test("a shader with a buffer: --time 0.5 alone runs frames 0 to 30 (it was refused); a time and a frame that disagree are refused")
    func withHistory() throws {
        let folder = try folderOfFiles([
            "mp/bufferA.frag": "#iChannel0 \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy) + 1.0 / 255.0; }\n",
            "mp/image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, p / iResolution.xy).rgb, 1.0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let mp = folder.appendingPathComponent("mp").path
        #expect(try Self.pixel(folder, "render", mp, "--time", "0.5") == Pixel(31, 31, 31, 255))
        #expect(try Self.pixel(folder, "render", mp, "--time", "0.5", "--frame", "30") == Pixel(31, 31, 31, 255))
        let refused = try glsandbox("render", mp, "--time", "0.5", "--frame", "7", "--out", folder.appendingPathComponent("no.png").path)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--time 0.5 and --frame 7 do not agree"), "\(refused.stderr)")
    }

    @Test("music at --frame 30: a single file hears what the same shader as a pass folder hears (it heard silence)")
    func musicFollowsTheFrame() throws {
        let show = "#iChannel0 \"tone.wav\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec2(28.5 / 512.0, 0.25)).r, iTime / 2.0, 0.0, 1.0); }\n"
        let folder = try folderOfFiles(["one.frag": show, "mp/image.frag": show])
        defer { try? FileManager.default.removeItem(at: folder) }
        // Silence for the first 0.25 s, then 600 Hz (bin 600 / (44100 / 2048) = 27.9): at frame 30 (0.5 s) that bin is loud.
        let tone = folder.appendingPathComponent("tone.wav")
        try makeMedia(["-f", "lavfi", "-i", "aevalsrc='if(gte(t,0.25),0.8*sin(2*PI*600*t),0)':s=44100:d=1"], tone)
        try FileManager.default.copyItem(at: tone, to: folder.appendingPathComponent("mp/tone.wav"))
        let single = try Self.pixel(folder, "render", folder.appendingPathComponent("one.frag").path, "--frame", "30")
        let passes = try Self.pixel(folder, "render", folder.appendingPathComponent("mp").path, "--frame", "30")
        #expect(single == passes)
        #expect(single.r > 0 && single.g == 64, "the tone is heard at 0.5 s: \(single)")
    }
}
