import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Issue 24, the Sound tab: `glsandbox sound` renders `mainSound` on the GPU into a WAV. The
/// WAVs are read back by Python's `wave` module and checked against numpy
/// (Benchmarks/sound/wavcheck.py), outside the code under test.
@Suite("Sound tab")
struct SoundTests {
    /// What wavcheck.py says of a WAV.
    struct Check: Decodable {
        var channels: Int
        var sampleWidth: Int
        var rate: Int
        var frames: Int
        var min: [Int]
        var max: [Int]
        var first: [[Int]]
        var peakHz: Double
        var maxDifference: Double?
    }

    private func check(_ wav: String, _ options: String...) throws -> Check {
        let script = packageRoot.appendingPathComponent("Benchmarks/sound/wavcheck.py").path
        let result = try run("/usr/bin/env", ["python3", script, wav] + options)
        try #require(result.status == 0, "wavcheck.py: \(result.stderr)")
        return try JSONDecoder().decode(Check.self, from: Data(result.stdout.utf8))
    }

    private func render(_ shader: String, in folder: URL, _ options: String...) throws -> (result: ProcessResult, wav: String) {
        let wav = folder.appendingPathComponent("out.wav").path
        return (try run(glsandboxBinary, ["sound", shader, "--out", wav] + options), wav)
    }

    @Test("one sine at 440 Hz: a stereo 16-bit WAV whose peak is 440 Hz and whose samples are numpy's float32 evaluation of the formula, to 1 step in 65536")
    func sine() throws {
        let folder = try folderOfFiles(["sine.frag": "vec2 mainSound(int samp, float time) { return vec2(sin(6.2831853 * 440.0 * time)); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, wav) = try render(folder.appendingPathComponent("sine.frag").path, in: folder, "--seconds", "2")
        #expect(result.status == 0, "\(result.stderr)")
        let found = try check(wav, "--sine", "440")
        #expect(found.channels == 2 && found.sampleWidth == 2 && found.rate == 44100 && found.frames == 88200)
        #expect(abs(found.peakHz - 440) < 1, "peak at \(found.peakHz) Hz")
        #expect(try #require(found.maxDifference) <= 1)
    }

    @Test("samp counts every sample from 0 across the 512 x 512 blocks, at any sample rate")
    func sampleIndexAcrossBlocks() throws {
        let folder = try folderOfFiles(["ramp.frag": "vec2 mainSound(int samp, float time) { return vec2(float(samp % 1000) / 1000.0, -1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // 40 s at 8000 Hz: 320,000 samples, more than one block of 262,144.
        let (result, wav) = try render(folder.appendingPathComponent("ramp.frag").path, in: folder, "--seconds", "40", "--sample-rate", "8000")
        #expect(result.status == 0, "\(result.stderr)")
        let found = try check(wav, "--ramp", "1000")
        #expect(found.rate == 8000 && found.frames == 320_000)
        #expect(found.maxDifference == 0)
        #expect(found.min[1] == -32768 && found.max[1] == -32768, "-1 is the lowest 16-bit sample")
    }

    @Test("the older mainSound(float time) is called with the time alone")
    func olderForm() throws {
        let folder = try folderOfFiles(["old.frag": "vec2 mainSound(float time) { return vec2(time > 0.25 ? 0.5 : 0.0, 0.25); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (result, wav) = try render(folder.appendingPathComponent("old.frag").path, in: folder, "--seconds", "0.5")
        #expect(result.status == 0, "\(result.stderr)")
        let found = try check(wav)
        // 0.25 is floor(0.625 * 65536) - 32768 = 8192; 0.5 is 16384; 0 is 0.
        #expect(found.min == [0, 8192] && found.max == [16384, 8192] && found.frames == 22050)
    }

    @Test("an export's Sound pass, Common put before it; a folder's sound.frag likewise")
    func exportAndFolder() throws {
        let common = "float level() { return 0.5; }"
        let sound = "vec2 mainSound(int samp, float time) { return vec2(level(), -level()); }"
        let export = """
            {"Shader": {"renderpass": [
              {"type": "common", "code": "\(common)", "inputs": [], "outputs": []},
              {"type": "image", "name": "Image", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(level()); }", "inputs": [], "outputs": []},
              {"type": "sound", "name": "Sound", "code": "\(sound)", "inputs": [], "outputs": []}]}}
            """
        let folder = try folderOfFiles(["export.json": export, "tab/common.glsl": common, "tab/sound.frag": sound, "tab/image.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        for shader in ["export.json", "tab"] {
            let (result, wav) = try render(folder.appendingPathComponent(shader).path, in: folder, "--seconds", "0.1")
            #expect(result.status == 0, "\(shader): \(result.stderr)")
            let found = try check(wav)
            #expect(found.min == [16384, -16384] && found.max == [16384, -16384], "\(shader): \(found)")
        }
        // render still draws the export's Image pass, and says where its Sound pass went.
        let picture = try glsandbox("render", folder.appendingPathComponent("export.json").path, "--out", folder.appendingPathComponent("image.png").path, "--size", "4x4")
        #expect(picture.status == 0 && picture.stderr.contains("glsandbox sound"), "\(picture.stderr)")
    }

    @Test("what has no Sound tab, a bad length and a bad rate are refused with the reason and the exit code of docs/errors.md")
    func refusals() throws {
        let folder = try folderOfFiles(["picture.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
                                        "sine.frag": "vec2 mainSound(int s, float t) { return vec2(0.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let none = try render(folder.appendingPathComponent("picture.frag").path, in: folder).result
        #expect(none.status == 65 && none.stderr.contains("has no Sound tab"), "\(none.stderr)")
        let sine = folder.appendingPathComponent("sine.frag").path
        for (option, value) in [("--seconds", "0"), ("--seconds", "301"), ("--seconds", "nan"), ("--sample-rate", "1000"), ("--sample-rate", "44100.5")] {
            let result = try render(sine, in: folder, option, value).result
            #expect(result.status == 64 && result.stderr.contains("invalid \(option)"), "\(option) \(value): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.wav").path), "nothing written")
    }

    @Test("a FIFO or a huge file as the Sound tab (a file, a folder's sound.frag) is refused at once with exit 65, nothing written")
    func hostileSoundTabs() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.frag").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tab"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("tab/sound.frag").path, 0o600) == 0)
        let huge = folder.appendingPathComponent("huge.frag").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 64 << 20) == 0)   // sparse: past the 8 MB a shader may be, no disk used
        for (shader, reason) in [(fifo, "not a regular file"), (folder.appendingPathComponent("tab").path, "not a regular file"), (huge, "larger than")] {
            let result = try render(shader, in: folder).result   // a FIFO would block for ever if it were opened
            #expect(result.status == 65 && result.stderr.contains(reason), "\(shader): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.wav").path))
    }

    @Test("WAV: the header every reader expects, and Shadertoy's quantisation")
    func wavBytes() {
        var wav = WAV(sampleRate: 44100, frames: 2)
        wav.append([0, 1, -1, .nan])
        #expect(Array(wav.bytes[0..<4]) == Array("RIFF".utf8) && Array(wav.bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(wav.bytes.count == 44 + 8)
        // 0 -> 0; 1 -> 65536 clamped to 65535 -> 32767; -1 -> 0 -> -32768; NaN -> silence.
        #expect(Array(wav.bytes[44...]) == [0x00, 0x00, 0xFF, 0x7F, 0x00, 0x80, 0x00, 0x00])
    }
}
