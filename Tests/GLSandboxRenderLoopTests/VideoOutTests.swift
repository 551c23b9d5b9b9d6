import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Issue 26, video out: `loop --video` (ffmpeg encodes; lossless videos decode to the frames
/// `render` gives, byte for byte), the Sound tab muxed in, `--stdout y4m` read by ffmpeg with no
/// flags, and the length in time (`--seconds`, `--loop-seamless`). Every video is decoded by
/// ffmpeg and ffprobe, outside the code under test; sizes and lengths stay tiny.
@Suite("Video out", .serialized)
struct VideoOutTests {
    /// A picture that changes with time, in every channel.
    static let shader = """
        void mainImage(out vec4 c, in vec2 p) {
            vec2 uv = p / iResolution.xy;
            c = vec4(uv.x, fract(uv.y + iTime), 0.5 + 0.5 * sin(iTime * 3.0 + uv.x * 10.0), 1.0);
        }

        """
    static let sine = "vec2 mainSound(int samp, float time) { return vec2(sin(6.2831853 * 440.0 * time)); }\n"

    /// ffmpeg (or ffprobe) with these arguments, quiet: its standard output's bytes.
    private func tool(_ name: String, _ arguments: [String]) throws -> (status: Int32, stdout: [UInt8], stderr: String) {
        try capture("/usr/bin/env", [name, "-v", "error"] + (name == "ffmpeg" ? ["-nostdin"] : []) + arguments)
    }

    /// Runs a program to its end (Support's `run`): its exit status, its standard output's bytes and its stderr.
    private func capture(_ executable: String, _ arguments: [String]) throws -> (status: Int32, stdout: [UInt8], stderr: String) {
        let result = try run(executable, arguments)
        return (result.status, [UInt8](result.stdoutBytes), result.stderr)
    }

    /// Every frame of a video, decoded by ffmpeg to RGBA.
    private func decodedFrames(_ path: String, size: Size) throws -> [[UInt8]] {
        let decoded = try tool("ffmpeg", ["-i", path, "-map", "0:v", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        try #require(decoded.status == 0, "\(decoded.stderr)")
        let frameBytes = size.width * size.height * 4
        #expect(decoded.stdout.count % frameBytes == 0)
        return stride(from: 0, to: decoded.stdout.count, by: frameBytes).map { Array(decoded.stdout[$0 ..< min($0 + frameBytes, decoded.stdout.count)]) }
    }

    /// `render --frame N` at frame N's time (N / fps, as `loop` gives it): the expected pixels.
    private func rendered(_ shader: String, frame: Int, fps: Int, size: Size, in folder: URL) throws -> [UInt8] {
        let png = folder.appendingPathComponent("frame-\(frame).png").path
        let result = try glsandbox("render", shader, "--size", "\(size.width)x\(size.height)", "--frame", "\(frame)",
                                   "--time", "\(Double(frame) / Double(fps))", "--fps", "\(fps)", "--out", png)
        try #require(result.status == 0, "\(result.stderr)")
        return try RGBAImage(pngFile: png).pixels
    }

    @Test("--video-lossless: every container decodes to the frames render --frame N gives, byte for byte", arguments: ["mkv", "mp4", "webm"])
    func lossless(container: String) throws {
        let folder = try folderOfFiles(["wave.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("wave.frag").path
        let video = folder.appendingPathComponent("out.\(container)").path
        let result = try glsandbox("loop", shader, "--size", "64x48", "--frames", "4", "--fps", "30", "--video", video, "--video-lossless")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote the video \(video)"))
        let frames = try decodedFrames(video, size: Size(64, 48))
        #expect(frames.count == 4)
        if frames.count == 4 {
            #expect(frames[3] == (try rendered(shader, frame: 3, fps: 30, size: Size(64, 48), in: folder)),
                    "frame 3 of the .\(container) differs from render --frame 3")
        }
        #expect(frames.count < 2 || frames[0] != frames[3], "the frames must differ for the comparison to mean anything")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(names.isEmpty, "temporary files left: \(names)")
    }

    @Test("the default (lossy) encodings: H.264 or VP9 in 4:2:0, tagged BT.709, the right frame count and size")
    func lossy() throws {
        let folder = try folderOfFiles(["wave.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (container, codec) in [("mp4", "h264"), ("webm", "vp9")] {
            let video = folder.appendingPathComponent("out.\(container)").path
            let result = try glsandbox("loop", folder.appendingPathComponent("wave.frag").path, "--size", "64x48", "--frames", "3", "--fps", "30",
                                       "--video", video, "--video-crf", "30")
            #expect(result.status == 0, "\(result.stderr)")
            let probe = try tool("ffprobe", ["-count_frames", "-show_entries", "stream=codec_name,width,height,pix_fmt,color_space,nb_read_frames",
                                             "-of", "default=noprint_wrappers=1", video])
            let text = String(decoding: probe.stdout, as: UTF8.self)
            for line in ["codec_name=\(codec)", "width=64", "height=48", "pix_fmt=yuv420p", "color_space=bt709", "nb_read_frames=3"] {
                #expect(text.contains(line + "\n"), "\(container): \(text)")
            }
        }
    }

    @Test("a lossy video's colours are BT.709 at limited range: H.264 at CRF 0 (lossless in 4:2:0) holds the planes ffmpeg makes of render's PNG, each within one step")
    func lossyColours() throws {
        // Bars 6 pixels wide in eight colours and a ramp down each, so every 2x2 block's pixels
        // differ in Y' but each pixel pair across is one colour (ffmpeg's chroma filter and a
        // 2x2 average then agree to the rounding).
        let bars = """
            void mainImage(out vec4 c, in vec2 p) {
                int bar = int(p.x) / 6;
                vec3 colour = vec3(float(bar & 1), float((bar >> 1) & 1), float((bar >> 2) & 1)) * 0.8 + 0.1;
                c = vec4(colour * (0.4 + 0.6 * floor(p.y) / iResolution.y) + 0.05 * float(bar), 1.0);
            }

            """
        let folder = try folderOfFiles(["bars.frag": bars])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("bars.frag").path
        let video = folder.appendingPathComponent("out.mp4").path
        let result = try glsandbox("loop", shader, "--size", "48x16", "--frames", "1", "--fps", "30", "--video", video, "--video-crf", "0")
        #expect(result.status == 0, "\(result.stderr)")
        let planes = try tool("ffmpeg", ["-i", video, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"])
        let png = folder.appendingPathComponent("frame.png").path
        let rendered = try glsandbox("render", shader, "--size", "48x16", "--out", png)
        #expect(rendered.status == 0, "\(rendered.stderr)")
        let expected = try tool("ffmpeg", ["-i", png, "-vf", "scale=out_color_matrix=bt709:out_range=tv", "-pix_fmt", "yuv420p", "-f", "rawvideo", "-"])
        try #require(planes.stdout.count == 48 * 16 * 3 / 2 && expected.stdout.count == planes.stdout.count, "\(planes.stderr) \(expected.stderr)")
        let steps = zip(planes.stdout, expected.stdout).map { abs(Int($0) - Int($1)) }
        #expect(steps.max() ?? 9 <= 1, "the planes differ from ffmpeg's by up to \(steps.max() ?? -1) (Y' \(steps[..<768].max() ?? -1), Cb and Cr \(steps[768...].max() ?? -1))")
        #expect(Set(planes.stdout[768...]).count > 8, "the colours must vary for the comparison to mean anything")
    }

    @Test("a shader with a Sound tab: the video has an audio stream as long as the video; a segment carries that stretch of the sound")
    func sound() throws {
        let folder = try folderOfFiles(["music/image.frag": Self.shader, "music/sound.frag": Self.sine])
        defer { try? FileManager.default.removeItem(at: folder) }
        let music = folder.appendingPathComponent("music").path
        // mp4 (AAC): ffprobe's duration of the audio stream is the video's, 15 frames at 30 fps.
        let mp4 = folder.appendingPathComponent("out.mp4").path
        var result = try glsandbox("loop", music, "--size", "64x48", "--frames", "15", "--fps", "30", "--video", mp4)
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try tool("ffprobe", ["-show_entries", "stream=codec_type,duration", "-of", "csv=p=0", mp4])
        let streams = String(decoding: probe.stdout, as: UTF8.self).split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let audio = try #require(streams.first { $0.first == "audio" }, "no audio stream: \(streams)")
        #expect(abs((Double(audio[1]) ?? 0) - 0.5) < 0.001, "\(streams)")

        // mkv (FLAC, lossless): frames 15 to 29 carry samples 22050 to 44099 of the sound, exactly
        // what `glsandbox sound` writes for that second half-second.
        let mkv = folder.appendingPathComponent("out.mkv").path
        result = try glsandbox("loop", music, "--size", "64x48", "--start", "15", "--frames", "15", "--fps", "30", "--video", mkv, "--video-lossless")
        #expect(result.status == 0, "\(result.stderr)")
        let pcm = try tool("ffmpeg", ["-i", mkv, "-map", "0:a", "-f", "s16le", "-"])
        #expect(pcm.stdout.count == 22050 * 4, "\(pcm.stdout.count) bytes of 16-bit stereo")
        let wav = folder.appendingPathComponent("sound.wav").path
        result = try glsandbox("sound", music, "--seconds", "1", "--out", wav)
        #expect(result.status == 0, "\(result.stderr)")
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: wav)))
        // Compared outside #expect: a failed == of two 88 KB arrays is diffed element by element (minutes).
        let same = pcm.stdout == Array(whole[(44 + 22050 * 4)...])
        #expect(same, "the segment's sound is not the second half-second of the Sound tab")
    }

    /// The music a shader heard was not in its video: `loop --channel0 song.wav --video` was silent.
    @Test("a shader that hears music (a music channel each) plays it in its video: from time 0, looping, stereo as recorded, two files summed (ffmpeg's own decoding of each, to within one step)")
    func musicInTheVideo() throws {
        let folder = try folderOfFiles(["hears.frag": """
            void mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec2(p.x / iResolution.x, 0.25)).r, texture(iChannel1, vec2(0.5, 0.25)).r, 0.0, 1.0); }

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        // One second of a 440 Hz sine on the left and 660 Hz on the right; a second file, 0.75 s of 1000 Hz on both.
        let tone = folder.appendingPathComponent("tone.wav"), other = folder.appendingPathComponent("other.wav")
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100:duration=1", "-f", "lavfi", "-i", "sine=frequency=660:sample_rate=44100:duration=1",
                       "-filter_complex", "[0][1]amerge=inputs=2", "-c:a", "pcm_s16le"], tone)
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=44100:duration=0.75", "-ac", "2", "-c:a", "pcm_s16le"], other)
        func samples(_ file: String) throws -> [Int16] {
            let pcm = try tool("ffmpeg", ["-i", file, "-map", "0:a", "-f", "s16le", "-ac", "2", "-"])
            try #require(pcm.status == 0, "\(pcm.stderr)")
            return pcm.stdout.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        }
        let left = try samples(tone.path), right = try samples(other.path)
        try #require(left.count == 44100 * 2 && right.count == 33075 * 2)

        // Frames 15 to 59 at 30 fps: 0.5 s to 2 s, so the tone loops once and the other file twice.
        let mkv = folder.appendingPathComponent("out.mkv").path
        let result = try glsandbox("loop", folder.appendingPathComponent("hears.frag").path, "--channel0", tone.path, "--channel1", other.path,
                                   "--size", "16x16", "--start", "15", "--frames", "45", "--fps", "30", "--video", mkv, "--video-lossless")
        #expect(result.status == 0, "\(result.stderr)")
        let heard = try samples(mkv)
        #expect(heard.count == 66150 * 2, "\(heard.count / 2) stereo samples, not 1.5 s of them")
        var wrong = 0, firstWrong: Int?
        for i in 0..<min(heard.count / 2, 66150) {
            let t = 22050 + i   // the sample's time, in samples from time 0
            for side in 0..<2 {
                let expected = Int(left[(t % 44100) * 2 + side]) + Int(right[(t % 33075) * 2 + side])
                if abs(Int(heard[i * 2 + side]) - expected) > 2 { wrong += 1; if firstWrong == nil { firstWrong = i } }
            }
        }
        #expect(wrong == 0, "\(wrong) samples differ, the first at \(firstWrong ?? -1)")

        // A stretch inside a longer file (the first second of 4 s): its own samples, none wrapped
        // to the start (the file is decoded only as far as the stretch reaches).
        let long = folder.appendingPathComponent("long.wav")
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=330:sample_rate=44100:duration=4", "-ac", "2", "-c:a", "pcm_s16le"], long)
        let longSamples = try samples(long.path)
        let early = folder.appendingPathComponent("early.mkv").path
        let earlyRun = try glsandbox("loop", folder.appendingPathComponent("hears.frag").path, "--channel0", long.path,
                                     "--size", "16x16", "--frames", "30", "--fps", "30", "--video", early, "--video-lossless")
        #expect(earlyRun.status == 0, "\(earlyRun.stderr)")
        let earlyHeard = try samples(early)
        #expect(earlyHeard.count == 44100 * 2, "\(earlyHeard.count / 2) stereo samples, not 1 s of them")
        #expect(zip(earlyHeard, longSamples).allSatisfy { abs(Int($0) - Int($1)) <= 2 }, "the first second of the file, sample for sample")

        // Without music the video has no audio stream, as before.
        let silent = folder.appendingPathComponent("silent.mkv").path
        #expect(try glsandbox("loop", folder.appendingPathComponent("hears.frag").path, "--size", "16x16", "--frames", "3", "--fps", "30", "--video", silent).status == 0)
        let probe = try tool("ffprobe", ["-show_entries", "stream=codec_type", "-of", "csv=p=0", silent])
        #expect(String(decoding: probe.stdout, as: UTF8.self).split(separator: "\n") == ["video"])
    }

    @Test("--stdout y4m | ffmpeg -i - (no flags): the frames at their size, within 1 of the RGBA frames; y4m-420: count and size")
    func y4m() throws {
        let folder = try folderOfFiles(["wave.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("wave.frag").path
        let exact = try capture(glsandboxBinary, ["loop", shader, "--size", "64x48", "--frames", "3", "--fps", "30", "--stdout", "rgba"])
        #expect(exact.status == 0)
        let expected = exact.stdout
        for format in ["y4m", "y4m-420"] {
            // Through a shell pipe, as a user types it: ffmpeg is given no size, rate or pixel format.
            let line = "'\(glsandboxBinary)' loop '\(shader)' --size 64x48 --frames 3 --fps 30 --stdout \(format) | ffmpeg -v error -nostdin -i - -f rawvideo -pix_fmt rgba -"
            let result = try capture("/bin/sh", ["-c", line])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.count == 3 * 64 * 48 * 4, "\(format): \(result.stdout.count) bytes")
            guard format == "y4m", result.stdout.count == expected.count else { continue }
            // Each of Y, Cb, Cr is rounded to a whole step (half a step of error); turned back,
            // that moves R by at most 0.5 + 1.402 x 0.5, G by 0.5 + (0.344 + 0.714) x 0.5, B by
            // 0.5 + 1.772 x 0.5 = 1.39 steps: under 1.5, so each channel ends within 1.
            var worst = 0
            for index in expected.indices where index % 4 != 3 { worst = max(worst, abs(Int(expected[index]) - Int(result.stdout[index]))) }
            #expect(worst <= 1, "a channel is \(worst) away")
        }
    }

    @Test("--seconds S renders round(S x fps) frames; --loop-seamless PERIOD renders PERIOD x fps, the last before time wraps to 0")
    func lengthInTime() throws {
        // Time wraps every 0.5 s: frame 0 and frame 4 (at 8 fps) are the same picture.
        let folder = try folderOfFiles(["wrap.frag": Self.shader.replacingOccurrences(of: "iTime", with: "mod(iTime, 0.5)")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("wrap.frag").path
        let seconds = try glsandbox("loop", shader, "--size", "16x12", "--seconds", "0.35", "--fps", "20", "--json")
        #expect(seconds.status == 0, "\(seconds.stderr)")
        #expect(seconds.stdout.contains(#""framesRendered" : 7,"#), "0.35 s at 20 fps is 7 frames: \(seconds.stdout)")
        let frames = folder.appendingPathComponent("frames").path
        let seamless = try glsandbox("loop", shader, "--size", "16x12", "--loop-seamless", "0.5", "--fps", "8", "--frames", "4", "--out", frames)
        #expect(seamless.status == 0, "\(seamless.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted() == (1...4).map { String(format: "frame-%06d.png", $0) })
        // The frame after the last (time 0.5) is the first again: the sequence loops without a seam.
        let next = try rendered(shader, frame: 4, fps: 8, size: Size(16, 12), in: folder)
        #expect(try RGBAImage(pngFile: frames + "/frame-000001.png").pixels == next)
        #expect(try RGBAImage(pngFile: frames + "/frame-000004.png").pixels != next)
    }

    @Test("SIGINT while a video is recorded: the partial video is removed, exit 73 says so; the PNGs already written stay")
    func interrupted() throws {
        let folder = try folderOfFiles(["wave.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let watch = try FolderWatch(frames)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", folder.appendingPathComponent("wave.frag").path, "--size", "64x48", "--frames", "100000", "--fps", "30",
                             "--out", frames.path, "--video", frames.appendingPathComponent("v.mp4").path]
        watch.observeExit(of: process)
        let (_, err) = try spawnCapturingOutput(process)
        #expect(watch.wait(forFile: "frame-000010.png"), "the loop ended before recording ten frames")
        process.interrupt()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 73, "\(stderr)")
        #expect(stderr.contains("the video \(frames.path)/v.mp4 was not written: the run stopped after"), "\(stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path)
        #expect(!names.contains { $0.contains("v.mp4") }, "the video or its temporary file is left: \(names.filter { $0.contains("v.mp4") })")
        #expect(names.contains("frame-000010.png"))
    }
}
