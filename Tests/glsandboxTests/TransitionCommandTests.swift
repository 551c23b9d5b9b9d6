import Foundation
import GLSandbox
import GLSandboxImage
import Testing
import TestSupport

/// gl-transitions from the command line (issue 34): `--from FILE --to FILE`, `--progress P` for a
/// still, and `loop` running progress from 0 at its first frame to 1 at its last. The pictures
/// are single colours, so each expected pixel is worked out by hand: progress p gives
/// `round(from + p * (to - from))` per channel.
@Suite("gl-transitions on the command line")
struct TransitionCommandTests {
    static let fade = "// Author: a test\n// License: MIT\nvec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n"

    func folder(_ name: String = #function) throws -> URL {
        let folder = try folderOfFiles(["fade.glsl": Self.fade], name)
        try RGBAImage(size: Size(16, 16), filling: Pixel(200, 40, 100)).writePNG(to: folder.appendingPathComponent("a.png").path)
        try RGBAImage(size: Size(16, 16), filling: Pixel(0, 100, 20)).writePNG(to: folder.appendingPathComponent("b.png").path)
        return folder
    }

    @Test("render --progress 1 is the --to picture, --progress 0 the --from picture, 0.25 a quarter of the way")
    func still() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func render(_ progress: String) throws -> Pixel {
            let out = folder.appendingPathComponent("p\(progress).png").path
            let result = try glsandbox(["render", folder.appendingPathComponent("fade.glsl").path, "--from", folder.appendingPathComponent("a.png").path,
                                        "--to", folder.appendingPathComponent("b.png").path, "--progress", progress, "--size", "16x16", "--out", out])
            #expect(result.status == 0, "\(result.stderr)")
            return try PNG.read(from: out)[7, 7]
        }
        #expect(try render("0") == Pixel(200, 40, 100))
        #expect(try render("1") == Pixel(0, 100, 20))
        // 200 - 50 = 150, 40 + 15 = 55, 100 - 20 = 80.
        #expect(try render("0.25") == Pixel(150, 55, 80))
    }

    @Test("loop runs progress from 0 at the first frame to 1 at the last")
    func loopRunsProgress() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames")
        let result = try glsandbox(["loop", folder.appendingPathComponent("fade.glsl").path, "--from", folder.appendingPathComponent("a.png").path,
                                    "--to", folder.appendingPathComponent("b.png").path, "--frames", "3", "--size", "16x16", "--out", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = try (1...3).map { try PNG.read(from: frames.appendingPathComponent(String(format: "frame-%06d.png", $0)).path)[7, 7] }
        // Progress 0, 0.5, 1: the middle frame is the mean, (100, 70, 60).
        #expect(pixels == [Pixel(200, 40, 100), Pixel(100, 70, 60), Pixel(0, 100, 20)])
    }

    @Test("--progress outside 0 to 1 is a usage error")
    func progressRange() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try glsandbox(["render", folder.appendingPathComponent("fade.glsl").path, "--from", folder.appendingPathComponent("a.png").path,
                                    "--to", folder.appendingPathComponent("b.png").path, "--progress", "1.5", "--out", folder.appendingPathComponent("o.png").path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("invalid --progress 1.5"), "\(result.stderr)")
    }
}

/// ISF from the command line (issue 34): `--input FILE` is a filter's `inputImage`, and
/// `--uniform NAME=VALUE` sets an input by value, a `long` by its label, a bool by word.
@Suite("ISF on the command line")
struct ISFCommandTests {
    static let filter = """
        /*{ "ISFVSN": "2", "INPUTS": [
          { "NAME": "inputImage", "TYPE": "image" },
          { "NAME": "mode", "TYPE": "long", "VALUES": [0, 1, 2], "LABELS": ["Keep", "Half", "Black"], "DEFAULT": 0 },
          { "NAME": "on", "TYPE": "bool", "DEFAULT": true } ] }*/
        void main() {
          vec4 c = IMG_THIS_PIXEL(inputImage);
          gl_FragColor = on ? (mode == 0 ? c : mode == 1 ? vec4(c.rgb * 0.5, 1.0) : vec4(0.0, 0.0, 0.0, 1.0)) : vec4(1.0);
        }
        """

    @Test("a phone photo tagged to be shown turned (EXIF orientation 6, written by Pillow) is named in a note whose command turns it upright (ImageMagick: TopLeft, width and height swapped); an untagged JPEG gets none")
    func turnedPhoto() throws {
        let folder = try folderOfFiles(["f.fs": Self.filter])
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("my photo.jpg"), plain = folder.appendingPathComponent("plain.jpg")
        try FileManager.default.copyItem(at: imageFixtures.appendingPathComponent("jpeg/exif-orientation-6.jpg"), to: photo)
        try FileManager.default.copyItem(at: imageFixtures.appendingPathComponent("jpeg/colour-420.jpg"), to: plain)
        let turned = try glsandbox(["render", folder.appendingPathComponent("f.fs").path, "--input", photo.path, "--out", folder.appendingPathComponent("a.png").path])
        #expect(turned.status == 0, "\(turned.stderr)")
        let note = try #require(turned.stderr.split(separator: "\n").first { $0.contains("EXIF orientation 6") }.map(String.init), "\(turned.stderr)")
        #expect(note.contains("turned a quarter turn clockwise"), "\(note)")
        let command = try #require(note.range(of: "e.g. ").map { String(note[$0.upperBound...]) })
        let made = try FilterOverClipTests.runAdvice(command, in: folder)
        #expect(made.status == 0, "\(command): \(made.stderr)")
        let upright = try run("/usr/bin/env", ["identify", "-format", "%[orientation] %wx%h", folder.appendingPathComponent("upright.jpg").path])
        #expect(upright.stdout == "TopLeft 29x37", "\(upright.stdout) \(upright.stderr)")
        let untagged = try glsandbox(["render", folder.appendingPathComponent("f.fs").path, "--input", plain.path, "--out", folder.appendingPathComponent("b.png").path])
        #expect(untagged.status == 0 && !untagged.stderr.contains("EXIF"), "\(untagged.stderr)")
    }

    @Test("--input FILE fills inputImage; --uniform mode=Half names a long by its label, on=false a bool by word")
    func filterFlags() throws {
        let folder = try folderOfFiles(["f.fs": Self.filter])
        defer { try? FileManager.default.removeItem(at: folder) }
        try RGBAImage(size: Size(8, 8), filling: Pixel(200, 40, 100)).writePNG(to: folder.appendingPathComponent("a.png").path)
        func render(_ extra: [String]) throws -> Pixel {
            let out = folder.appendingPathComponent("out.png").path
            let result = try glsandbox(["render", folder.appendingPathComponent("f.fs").path, "--input", folder.appendingPathComponent("a.png").path,
                                        "--size", "8x8", "--out", out] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return try PNG.read(from: out)[3, 3]
        }
        #expect(try render([]) == Pixel(200, 40, 100))
        // Half: (100, 20, 50).
        #expect(try render(["--uniform", "mode=Half"]) == Pixel(100, 20, 50))
        #expect(try render(["--uniform", "mode=2"]) == Pixel(0, 0, 0))
        #expect(try render(["--uniform", "on=false"]) == Pixel(255, 255, 255))
        let wrong = try glsandbox(["render", folder.appendingPathComponent("f.fs").path, "--input", folder.appendingPathComponent("a.png").path,
                                   "--uniform", "mode=Wide", "--out", folder.appendingPathComponent("no.png").path])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("--uniform mode=Wide: mode has no label Wide (its labels: Black, Half, Keep)"), "\(wrong.stderr)")
        let count = try glsandbox(["render", folder.appendingPathComponent("f.fs").path, "--input", folder.appendingPathComponent("a.png").path,
                                   "--uniform", "mode=1,2", "--out", folder.appendingPathComponent("no.png").path])
        #expect(count.status == 64)
        #expect(count.stderr.contains("--uniform mode=1,2: mode is a long; give one number"), "\(count.stderr)")
    }
}

/// An ISF filter over every frame of a clip (issue 34, item 4): `loop filter.fs --input clip.mp4`
/// takes the clip's length and rate, and each frame is the filter applied to that frame of the
/// clip as ffmpeg itself decodes it.
@Suite("ISF filters over a clip", needsFFmpeg)
struct FilterOverClipTests {
    /// A folder holding `invert.fs`, an ISF filter that gives each pixel's negative.
    static func invertFolder(_ name: String = #function) throws -> URL {
        try folderOfFiles(["invert.fs": """
            /*{ "ISFVSN": "2", "INPUTS": [ { "NAME": "inputImage", "TYPE": "image" } ] }*/
            void main() { vec4 c = IMG_THIS_PIXEL(inputImage); gl_FragColor = vec4(1.0 - c.rgb, c.a); }
            """], name)
    }

    /// Runs `loop` with `arguments` as the second of two shards into the video `shard`, and
    /// expects its sound to be `count` stereo samples, each within 1 of `whole` (one run's
    /// sound from where the shard starts).
    static func expectSecondShardSound(_ arguments: [String], into shard: URL, is whole: ArraySlice<(left: Int, right: Int)>, count: Int) throws {
        let second = try glsandbox(arguments + ["--shard", "1/2", "--video", shard.path])
        #expect(second.status == 0, "\(second.stderr)")
        let part = try stereo(shard, rate: 44100)
        #expect(part.count == count, "\(part.count) samples, not \(count)")
        let differs = zip(part, whole).filter { abs($0.left - $1.left) > 1 || abs($0.right - $1.right) > 1 }.count
        #expect(differs == 0, "\(differs) of the shard's samples differ from one run's")
    }

    /// `loop invert.fs --input clip --frames 1` in `folder`, and the note on its stderr that
    /// contains `word` (nil: none).
    static func loopNote(in folder: URL, clip: URL, containing word: String) throws -> String? {
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--frames", "1",
                                    "--out", folder.appendingPathComponent("frames").path])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stderr.split(separator: "\n").first { $0.contains(word) }.map(String.init)
    }

    /// Runs `command` (a note's or an error's advice, as a user copies it) by a shell in `folder`,
    /// its ffmpeg quiet and overwriting.
    static func runAdvice(_ command: String, in folder: URL) throws -> (status: Int32, stderr: String) {
        let made = try run("/bin/sh", ["-c", "cd '" + folder.path.replacingOccurrences(of: "'", with: "'\\''") + "' && "
                                        + command.replacingOccurrences(of: "ffmpeg ", with: "ffmpeg -v error -nostdin -y ")])
        return (made.status, made.stderr)
    }

    /// Runs the command a note gives after "e.g. " (up to a parenthesis) by a shell in `folder`
    /// (``runAdvice(_:in:)``), and expects it to succeed.
    static func runNoteAdvice(_ note: String, in folder: URL) throws {
        let command = try #require(note.range(of: "e.g. ").map { String(note[$0.upperBound...].prefix { $0 != "(" }) })
        let made = try runAdvice(command, in: folder)
        #expect(made.status == 0, "\(command): \(made.stderr)")
    }

    /// A file's sound stream `stream` as ffmpeg decodes it: 16-bit samples, `channels` of them
    /// interleaved, at `rate` a second.
    static func samples(_ file: URL, stream: String = "0:a:0", channels: Int, rate: Int) throws -> [Int] {
        let bytes = [UInt8](try run("/usr/bin/env", ["ffmpeg", "-v", "error", "-nostdin", "-i", file.path, "-map", stream,
                                                     "-f", "s16le", "-ac", String(channels), "-ar", String(rate), "-"]).stdoutBytes)
        return stride(from: 0, to: bytes.count - 1, by: 2).map { Int(Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)) }
    }

    /// The same as left and right pairs.
    static func stereo(_ file: URL, stream: String = "0:a:0", rate: Int) throws -> [(left: Int, right: Int)] {
        let interleaved = try samples(file, stream: stream, channels: 2, rate: rate)
        return stride(from: 0, to: interleaved.count - 1, by: 2).map { (interleaved[$0], interleaved[$0 + 1]) }
    }

    /// How many pixels of `image` are not the negative of the RGBA frame at `offset` in `source`
    /// (ffmpeg's decoding, `image`'s size, top row first).
    static func notNegative(_ image: RGBAImage, of source: [UInt8], at offset: Int = 0) -> Int {
        var wrong = 0
        for y in 0 ..< image.size.height { for x in 0 ..< image.size.width {
            let i = offset + (y * image.size.width + x) * 4
            if image[x, y] != Pixel(255 - source[i], 255 - source[i + 1], 255 - source[i + 2]) { wrong += 1 }
        } }
        return wrong
    }

    @Test("loop invert.fs --input clip.mp4: every frame of the clip at its rate, each the negative of ffmpeg's decoding of it")
    func everyFrame() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=5", "-t", "1", "-pix_fmt", "yuv420p"], clip)
        // ffmpeg's own decoding of each frame, as RGBA.
        let decoded = folder.appendingPathComponent("decoded.rgba")
        try makeMedia(["-i", clip.path, "-f", "rawvideo", "-pix_fmt", "rgba"], decoded)
        let source = try [UInt8](Data(contentsOf: decoded))
        #expect(source.count == 5 * 16 * 16 * 4)
        let frames = folder.appendingPathComponent("frames")
        // No --size: footage keeps its size (16x16 here, not 600x480).
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--out", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted() == (1...5).map { String(format: "frame-%06d.png", $0) })
        for k in 0..<5 {
            let image = try PNG.read(from: frames.appendingPathComponent(String(format: "frame-%06d.png", k + 1)).path)
            try #require(image.size == Size(16, 16), "frame \(k) is \(image.size), not the clip's 16x16")
            let wrong = Self.notNegative(image, of: source, at: k * 16 * 16 * 4)
            #expect(wrong == 0, "frame \(k): \(wrong) pixels differ")
        }
    }

    @Test("a clip a phone recorded upright (its stream tagged as turned a quarter, either way, or a half): the frames as players show them, each the negative of ffmpeg's decoding",
          arguments: ["90", "-90", "180"])
    func turnedClip(degrees: String) throws {
        let folder = try Self.invertFolder("turnedClip\(degrees)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let upright = folder.appendingPathComponent("upright.mp4"), clip = folder.appendingPathComponent("clip.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x16:rate=5", "-t", "0.4", "-pix_fmt", "yuv420p"], upright)
        // The picture is stored 32x16; the tag says how to show it (as a phone's camera writes it).
        try makeMedia(["-i", upright.path, "-c", "copy", "-metadata:s:v:0", "rotate=\(degrees)"], clip)
        let shown = degrees == "180" ? Size(32, 16) : Size(16, 32)
        let decoded = folder.appendingPathComponent("decoded.rgba")
        try makeMedia(["-i", clip.path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba"], decoded)
        let source = try [UInt8](Data(contentsOf: decoded))
        try #require(source.count == 32 * 16 * 4)
        let frames = folder.appendingPathComponent("frames")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--frames", "1", "--out", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.read(from: frames.appendingPathComponent("frame-000001.png").path)
        try #require(image.size == shown, "the frame is \(image.size), where ffmpeg shows the clip at \(shown)")
        let wrong = Self.notNegative(image, of: source)
        #expect(wrong == 0, "\(wrong) pixels differ")
    }

    @Test("a clip of two video streams, the second flagged as the default (as players choose): the frames are that stream's, each the negative of ffmpeg's decoding of it")
    func defaultOfTwoStreams() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("two.mkv")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=5", "-f", "lavfi", "-i", "testsrc2=size=32x16:rate=5", "-t", "0.6",
                       "-map", "0", "-map", "1", "-pix_fmt", "yuv420p", "-disposition:v:0", "0", "-disposition:v:1", "default"], clip)
        let decoded = folder.appendingPathComponent("decoded.rgba")
        try makeMedia(["-i", clip.path, "-map", "0:1", "-f", "rawvideo", "-pix_fmt", "rgba"], decoded)
        let source = try [UInt8](Data(contentsOf: decoded))
        try #require(source.count == 3 * 32 * 16 * 4)
        let frames = folder.appendingPathComponent("frames")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--out", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        for k in 0..<3 {
            let image = try PNG.read(from: frames.appendingPathComponent(String(format: "frame-%06d.png", k + 1)).path)
            try #require(image.size == Size(32, 16), "frame \(k) is \(image.size), not the default stream's 32x16")
            let wrong = Self.notNegative(image, of: source, at: k * 32 * 16 * 4)
            #expect(wrong == 0, "frame \(k): \(wrong) pixels differ")
        }
    }

    @Test("a file whose key frames are not marked (ffmpeg 5.1 gives nothing after a seek in it): one run is every frame's negative, and a shard is its part of that run")
    func unmarkedKeyFrames() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mp4"), cover = folder.appendingPathComponent("cover.png")
        let unmarked = folder.appendingPathComponent("unmarked.mkv")
        try makeMedia(["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=30", "-t", "1", "-pix_fmt", "yuv420p"], clip)
        try makeMedia(["-f", "lavfi", "-i", "color=red:size=64x48", "-frames:v", "1"], cover)
        // A picture stream first, then the clip's, copied: ffmpeg's Matroska reader then warns
        // "File is broken, keyframes not correctly marked!" and gives no frame after a seek.
        try makeMedia(["-i", clip.path, "-i", cover.path, "-map", "1", "-map", "0", "-c:v:0", "png", "-c:v:1", "copy",
                       "-disposition:v:0", "attached_pic"], unmarked)
        let decoded = folder.appendingPathComponent("decoded.rgba")
        try makeMedia(["-i", unmarked.path, "-map", "0:1", "-f", "rawvideo", "-pix_fmt", "rgba"], decoded)
        let source = try [UInt8](Data(contentsOf: decoded)), frameBytes = 320 * 240 * 4
        try #require(source.count == 30 * frameBytes)
        let invert = folder.appendingPathComponent("invert.fs").path
        let whole = folder.appendingPathComponent("whole"), shard = folder.appendingPathComponent("shard")
        let one = try glsandbox(["loop", invert, "--input", unmarked.path, "--out", whole.path])
        #expect(one.status == 0, "\(one.stderr)")
        let part = try glsandbox(["loop", invert, "--input", unmarked.path, "--shard", "1/2", "--out", shard.path])
        #expect(part.status == 0, "\(part.stderr)")
        for k in 0..<30 {
            let name = String(format: "frame-%06d.png", k + 1)
            let image = try PNG.read(from: whole.appendingPathComponent(name).path)
            #expect(Self.notNegative(image, of: source, at: k * frameBytes) == 0, "frame \(k) of one run")
            if k >= 15 { #expect(try PNG.read(from: shard.appendingPathComponent(name).path) == image, "frame \(k) of the shard") }
        }
    }

    @Test("an anamorphic clip (pixels 32:27, shown 16:9): a video or Y4M stream at its size keeps that shape, as ffmpeg's own filters do; at another --size the pixels are square")
    func anamorphicClip() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("wide.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=72x48:rate=5", "-t", "0.4", "-vf", "setsar=32/27", "-pix_fmt", "yuv420p"], clip)
        func shape(_ path: String) throws -> String {
            let probe = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream=width,height,sample_aspect_ratio,display_aspect_ratio",
                                                 "-of", "csv=p=0", path])
            return probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let negated = folder.appendingPathComponent("negate.mp4")
        try makeMedia(["-i", clip.path, "-vf", "negate"], negated)
        #expect(try shape(negated.path) == "72,48,32:27,16:9", "ffmpeg's negate keeps the shape")
        let invert = folder.appendingPathComponent("invert.fs").path
        for (name, extra) in [("out.mp4", [String]()), ("lossless.mkv", ["--video-lossless"])] {
            let out = folder.appendingPathComponent(name).path
            let result = try glsandbox(["loop", invert, "--input", clip.path, "--video", out] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try shape(out) == "72,48,32:27,16:9", "\(name)")
        }
        let resized = folder.appendingPathComponent("resized.mp4").path
        let result = try glsandbox(["loop", invert, "--input", clip.path, "--size", "64x36", "--video", resized])
        #expect(result.status == 0, "\(result.stderr)")
        let resizedShape = try shape(resized)
        #expect(resizedShape.hasPrefix("64,36,") && !resizedShape.contains("32:27"), "a picture drawn at its own size has square pixels: \(resizedShape)")
        let stream = try glsandbox(["loop", invert, "--input", clip.path, "--frames", "1", "--stdout", "y4m-420"])
        #expect(stream.status == 0, "\(stream.stderr)")
        let header = String(decoding: stream.stdoutBytes.prefix(while: { $0 != 0x0A }), as: UTF8.self)
        #expect(header.contains(" A32:27 "), "\(header)")
    }

    @Test("--video keeps the clip's sound at its level (a mono sine: the same mean volume, by ffmpeg's volumedetect); a clip without sound gives none")
    func keepsTheSound() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mp4"), out = folder.appendingPathComponent("out.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=5", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=44100",
                       "-t", "1", "-pix_fmt", "yuv420p", "-c:a", "aac", "-shortest"], clip)
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--size", "16x16", "--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        func meanVolume(_ file: URL) throws -> Double? {
            let detect = try run("/usr/bin/env", ["ffmpeg", "-hide_banner", "-nostdin", "-i", file.path, "-vn", "-af", "volumedetect", "-f", "null", "-"])
            return detect.stderr.firstMatch(of: /mean_volume: (-?[0-9.]+) dB/).flatMap { Double($0.1) }
        }
        let before = try #require(try meanVolume(clip)), after = try #require(try meanVolume(out))
        #expect(abs(before - after) < 0.5, "the clip's \(before) dB, the video's \(after) dB")
        let silent = folder.appendingPathComponent("silent.mp4"), video = folder.appendingPathComponent("video.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=5", "-t", "1", "-pix_fmt", "yuv420p"], silent)
        #expect(try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", silent.path, "--size", "16x16", "--video", video.path]).status == 0)
        let streams = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream=codec_type", "-of", "csv=p=0", video.path])
        #expect(streams.stdout.split(separator: "\n") == ["video"])
    }

    @Test("a clip whose sound starts half a second after its pictures: the video's sound keeps that place (a beep 1 s into the sound is 1.5 s into the video, where ffmpeg's own negate has it)")
    func lateSound() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mkv"), late = folder.appendingPathComponent("late.mkv")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i",
                       "sine=frequency=440:sample_rate=48000,volume='if(between(t,1,1.2),1,0)':eval=frame",
                       "-t", "2", "-map", "0:v", "-map", "1:a", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"], clip)
        try makeMedia(["-i", clip.path, "-itsoffset", "0.5", "-i", clip.path, "-map", "0:v", "-map", "1:a", "-c", "copy"], late)
        /// Seconds from a file's first frame to its first loud sample (its sound's own start kept:
        /// ffmpeg pads it from the file's start).
        func beep(_ file: URL) throws -> Double {
            let pcm = try run("/usr/bin/env", ["ffmpeg", "-v", "error", "-nostdin", "-i", file.path, "-map", "0:a", "-af", "aresample=async=1:first_pts=0",
                                               "-f", "s16le", "-ac", "1", "-ar", "48000", "-"]).stdoutBytes
            let loud = stride(from: 0, to: pcm.count - 1, by: 2).first { abs(Int(Int16(bitPattern: UInt16(pcm[$0]) | UInt16(pcm[$0 + 1]) << 8))) > 3000 }
            return Double(try #require(loud)) / 2 / 48000
        }
        let negated = folder.appendingPathComponent("negate.mp4"), out = folder.appendingPathComponent("out.mp4")
        try makeMedia(["-i", late.path, "-vf", "negate", "-c:a", "aac"], negated)
        let expected = try beep(negated)
        #expect(abs(expected - 1.5) < 0.05, "ffmpeg's negate has the beep at \(expected) s")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", late.path, "--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let got = try beep(out)
        #expect(abs(got - expected) < 0.03, "the video's beep at \(got) s, ffmpeg's negate's at \(expected) s")
    }

    @Test("a clip with two sound tracks, a mono one first and a stereo one flagged as the default: the video's sound is the default track, in stereo (its right side silent, as ffmpeg decodes it), not mixed to mono")
    func defaultOfTwoSoundTracks() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mkv")
        // Track 1: mono, a 440 Hz tone, not the default. Track 2: stereo, the tone on the left, silence on the right, the default.
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000",
                       "-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-f", "lavfi", "-i", "anullsrc=channel_layout=mono:sample_rate=48000",
                       "-filter_complex", "[2:a][3:a]join=inputs=2:channel_layout=stereo[stereo]",
                       "-t", "1", "-map", "0:v", "-map", "1:a", "-map", "[stereo]", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le",
                       "-disposition:a:0", "0", "-disposition:a:1", "default"], clip)
        /// The loudest sample of each side of a file's sound stream, as ffmpeg decodes it in stereo.
        func peaks(_ file: URL, stream: String) throws -> (left: Int, right: Int) {
            try Self.stereo(file, stream: stream, rate: 48000).reduce((0, 0)) { (max($0.0, abs($1.left)), max($0.1, abs($1.right))) }
        }
        let source = try peaks(clip, stream: "0:a:1")
        #expect(source.left > 3000 && source.right == 0, "the default track's sides: \(source)")
        let out = folder.appendingPathComponent("out.mp4")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let got = try peaks(out, stream: "0:a:0")
        #expect(got.left > 3000, "the video's left side: \(got)")
        #expect(got.right < 100, "the video's right side is the default track's silence, not a mix to mono: \(got)")
    }

    /// Matroska times its sound in milliseconds: a shard's sound, sought there, came up to a
    /// millisecond off one run's (every sample of it, a click at each join); and the resampler,
    /// started afresh in each shard, made the samples at the cuts differ.
    @Test("a shard's sound is exactly its stretch of one run's (a Matroska clip whose sound is 48 kHz, kept so, shards 0/3 to 2/3), and the joined video's sound is one run's")
    func shardSoundIsOneRuns() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mkv")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", "sine=frequency=441:sample_rate=48000",
                       "-t", "3", "-map", "0:v", "-map", "1:a", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"], clip)
        func pcm(_ file: URL) throws -> [Int] { try Self.samples(file, channels: 1, rate: 48000) }
        let invert = folder.appendingPathComponent("invert.fs").path
        let whole = folder.appendingPathComponent("whole.mkv")
        let one = try glsandbox(["loop", invert, "--input", clip.path, "--video", whole.path])
        #expect(one.status == 0, "\(one.stderr)")
        let expected = try pcm(whole)
        #expect(expected.count == 3 * 48000, "\(expected.count) samples")
        var segments: [String] = []
        for shard in 0..<3 {
            let part = folder.appendingPathComponent("part\(shard).mkv")
            let result = try glsandbox(["loop", invert, "--input", clip.path, "--shard", "\(shard)/3", "--video", part.path])
            #expect(result.status == 0, "\(result.stderr)")
            let got = try pcm(part)
            let stretch = expected[min(expected.count, shard * 48000) ..< min(expected.count, (shard + 1) * 48000)]
            let differing = zip(got, stretch).filter { $0 != $1 }.count
            #expect(got.count == stretch.count && differing == 0, "shard \(shard)/3: \(differing) of \(got.count) samples differ from one run's")
            segments.append(part.path)
        }
        let joined = folder.appendingPathComponent("joined.mkv")
        let join = try glsandbox(["join"] + segments + ["--out", joined.path])
        #expect(join.status == 0, "\(join.stderr)")
        #expect(try pcm(joined) == expected, "the joined video's sound is one run's")
    }

    @Test("a clip's 48 kHz 5.1(side) sound keeps its rate and its six channels, each in its place: FLAC (.mkv) keeps 5.1(side) and every sample within 2 of ffmpeg's decoding of the clip; AAC (.mp4) and Opus (.webm) are 48 kHz 5.1 (ffprobe)")
    func recordedSound() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mkv")
        // A tone of its own in each channel, so that a channel moved or mixed shows.
        let tones = (0 ..< 6).map { "0.1*(\($0)+1)*sin(2*PI*\(200 + 100 * $0)*t)" }.joined(separator: "|")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", "aevalsrc=\(tones):s=48000:c=5.1(side)",
                       "-t", "1", "-map", "0:v", "-map", "1:a", "-pix_fmt", "yuv420p", "-c:a", "flac"], clip)   // Matroska's PCM names no layout; FLAC does
        let invert = folder.appendingPathComponent("invert.fs").path
        func format(_ file: URL) throws -> String {
            try run("/usr/bin/env", ["ffprobe", "-v", "error", "-select_streams", "a", "-show_entries", "stream=sample_rate,channels,channel_layout",
                                     "-of", "csv=p=0", file.path]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try format(clip) == "48000,6,5.1(side)")
        for (name, expected) in [("out.mkv", "48000,6,5.1(side)"), ("out.mp4", "48000,6,5.1"), ("out.webm", "48000,6,5.1")] {
            let out = folder.appendingPathComponent(name)
            let result = try glsandbox(["loop", invert, "--input", clip.path, "--video", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try format(out) == expected, "\(name)")
        }
        let source = try Self.samples(clip, channels: 6, rate: 48000), got = try Self.samples(folder.appendingPathComponent("out.mkv"), channels: 6, rate: 48000)
        try #require(got.count == source.count && source.count == 6 * 48000, "\(got.count) samples, the clip \(source.count)")
        let differing = zip(got, source).filter { abs($0 - $1) > 2 }.count
        #expect(differing == 0, "\(differing) of \(got.count) samples differ from the clip's by more than 2")
    }

    /// AAC and Opus start each segment with priming samples and end it in a padded frame; a join
    /// that copied them put both at every cut: with AAC each segment's sound was 45 ms longer,
    /// and the third of three shards' sound came 90 ms after its pictures.
    @Test("join of a filter's shards, H.264 and AAC (.mp4) or VP9 and Opus (.webm): the joined video's sound keeps one run's time at every beep, and its streams start where one run's do",
          arguments: ["mp4", "webm"])
    func joinKeepsTheSoundInTime(container: String) throws {
        let folder = try Self.invertFolder("joinKeepsTheSoundInTime-\(container)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mkv")
        // A 1 kHz beep of 20 ms every quarter of a second, for 3 s.
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x32:rate=10", "-f", "lavfi", "-i",
                       "aevalsrc='if(lt(mod(t,0.25),0.02),sin(2*PI*1000*t),0)':s=48000:c=mono",
                       "-t", "3", "-map", "0:v", "-map", "1:a", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"], clip)
        /// Where each beep starts in a file's sound as ffmpeg decodes it, in seconds.
        func beeps(_ file: URL) throws -> [Double] {
            var starts: [Double] = [], last = -100_000
            for (index, sample) in try Self.samples(file, channels: 1, rate: 48000).enumerated() where abs(sample) > 3000 {
                if index - last > 4800 { starts.append(Double(index) / 48000) }
                last = index
            }
            return starts
        }
        func starts(_ file: URL) throws -> String {
            try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream=codec_type,start_time", "-of", "csv=p=0", file.path]).stdout
        }
        let invert = folder.appendingPathComponent("invert.fs").path
        let whole = folder.appendingPathComponent("whole.\(container)")
        let one = try glsandbox(["loop", invert, "--input", clip.path, "--video", whole.path])
        #expect(one.status == 0, "\(one.stderr)")
        var segments: [String] = []
        for shard in 0..<3 {
            let part = folder.appendingPathComponent("part\(shard).\(container)")
            let result = try glsandbox(["loop", invert, "--input", clip.path, "--shard", "\(shard)/3", "--video", part.path])
            #expect(result.status == 0, "\(result.stderr)")
            segments.append(part.path)
        }
        let joined = folder.appendingPathComponent("joined.\(container)")
        let join = try glsandbox(["join"] + segments + ["--out", joined.path])
        #expect(join.status == 0, "\(join.stderr)")
        let expected = try beeps(whole), got = try beeps(joined)
        #expect(expected.count == 12, "one run's beeps: \(expected)")
        #expect(got.count == expected.count && zip(got, expected).allSatisfy { abs($0 - $1) < 0.0005 },
                "the joined video's beeps \(got) against one run's \(expected)")
        #expect(try starts(joined) == starts(whole), "where the streams start")
    }

    @Test("an HDR clip (PQ or HLG) is named in a note whose ffmpeg command tone-maps it (run by a shell, its name quoted); an SDR clip gets none",
          arguments: [("smpte2084", "PQ"), ("arib-std-b67", "HLG"), ("bt709", nil)])
    func highDynamicRange(transfer: String, named: String?) throws {
        let folder = try Self.invertFolder("highDynamicRange-\(transfer)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("my clip's.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=5", "-t", "0.4", "-pix_fmt", "yuv420p", "-color_trc", transfer], clip)
        let note = try Self.loopNote(in: folder, clip: clip, containing: "HDR video")
        guard let named else {
            #expect(note == nil, "\(note ?? "")")
            return
        }
        let said = try #require(note)
        #expect(said.contains("my clip's.mp4 is an HDR video (\(named))"), "\(said)")
        // The command it gives, as a shell runs it, makes an SDR video (ffprobe: BT.709).
        let sdr = folder.appendingPathComponent("sdr.mp4")
        try Self.runNoteAdvice(said, in: folder)
        let probe = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream=color_transfer", "-of", "csv=p=0", sdr.path])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "bt709")
    }

    @Test("an interlaced clip (H.264 top field first, MPEG-2 bottom field first) is named in a note whose ffmpeg command deinterlaces it at the same rate (ffprobe: progressive, as many frames); a progressive clip gets none",
          arguments: [("tt", "top"), ("bb", "bottom"), ("progressive", nil)])
    func interlaced(order: String, named: String?) throws {
        let folder = try Self.invertFolder("interlaced-\(order)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent(order == "bb" ? "my tape's.mpg" : "my clip's.mp4")
        let coding: [String] = switch order {
        case "tt": ["-flags", "+ildct+ilme", "-c:v", "libx264", "-x264opts", "tff=1"]
        case "bb": ["-flags", "+ildct+ilme", "-top", "0", "-c:v", "mpeg2video"]
        default: ["-c:v", "libx264"]
        }
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x32:rate=25", "-frames:v", "10", "-pix_fmt", "yuv420p"] + coding, clip)
        let probed = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream=field_order", "-of", "csv=p=0", clip.path])
        #expect(probed.stdout.hasPrefix(order == "progressive" ? "" : order), "ffprobe says \(probed.stdout)")
        let note = try Self.loopNote(in: folder, clip: clip, containing: "interlaced")
        guard let named else {
            #expect(note == nil, "\(note ?? "")")
            return
        }
        let said = try #require(note)
        #expect(said.contains("\(clip.lastPathComponent) is interlaced (\(named) field first)"), "\(said)")
        // The command it gives, as a shell runs it, makes a progressive video of as many frames.
        try Self.runNoteAdvice(said, in: folder)
        let probe = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=field_order,nb_read_frames", "-of", "csv=p=0",
                                             folder.appendingPathComponent("progressive.mp4").path])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "progressive,10", "\(probe.stdout)")
    }

    /// A clip cut short (an interrupted copy) gave a video of its declared length, the frames past
    /// the cut its last one held, with exit 0: the run now stops there and says why.
    @Test("loop invert.fs --input a Matroska clip cut at 60 % --video out.mp4: no video, exit 65, an error naming the cut, ffmpeg's words and the command that keeps what decodes")
    func cutShortClip() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = folder.appendingPathComponent("whole.mkv"), cut = folder.appendingPathComponent("my cut.mkv")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "30", "-pix_fmt", "yuv420p"], whole)
        let bytes = try Data(contentsOf: whole)
        try bytes.prefix(bytes.count * 6 / 10).write(to: cut)
        let out = folder.appendingPathComponent("out.mp4")
        // A shard wholly past the cut is refused too (its seek gives nothing; decoded from the start, nothing from there on).
        let shard = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", cut.path, "--shard", "1/2", "--out", folder.appendingPathComponent("part").path])
        #expect(shard.status == 65 && shard.stderr.contains("no frame decodes from frame 15 on, of the 30"), "exit \(shard.status): \(shard.stderr)")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", cut.path, "--video", out.path])
        #expect(result.status == 65, "a damaged input is a data error: exit \(result.status)")
        #expect(result.stderr.contains("my cut.mkv is not a video that ffmpeg can decode: it ends at frame"), "\(result.stderr)")
        #expect(result.stderr.contains("File ended prematurely") && result.stderr.contains("was not written"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // The command it gives keeps the frames that decode (ffprobe counts them).
        let command = try #require(result.stderr.range(of: "(ffmpeg -i ").map { String(result.stderr[result.stderr.index(after: $0.lowerBound)...].prefix { $0 != ")" }) })
        let made = try Self.runAdvice(command, in: folder)
        #expect(made.status == 0, "\(command): \(made.stderr)")
        let frames = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0",
                                              folder.appendingPathComponent("whole.mp4").path])
        #expect(Int(frames.stdout.trimmingCharacters(in: .whitespacesAndNewlines)).map { $0 > 0 && $0 < 28 } == true, "\(frames.stdout)")
    }

    /// A filter run longer than its clip looped the clip's pictures but not its sound, which went
    /// silent past the clip's end (exit 0): the sound now loops with the pictures.
    @Test("loop invert.fs --input a 1-second clip for 2.5 seconds: the video's sound is the clip's, starting again with its pictures each second (each sample, against ffmpeg's decoding of the clip); a shard's sound is its stretch of one run's")
    func clipSoundLoopsWithItsPictures() throws {
        let folder = try Self.invertFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("a.mkv")
        // A tone on the left in the clip's first half second, silence in its second; 44100 Hz, so nothing is resampled.
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", "aevalsrc=0.5*sin(2*PI*441*t)*lt(t\\,0.5)|0:s=44100:c=stereo",
                       "-t", "1", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"], clip)
        let source = try Self.stereo(clip, rate: 44100)
        try #require(source.count == 44100, "the clip has a second of sound: \(source.count)")
        let out = folder.appendingPathComponent("out.mkv"), shard = folder.appendingPathComponent("shard.mkv")
        let arguments = ["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--frames", "25", "--fps", "10"]
        let result = try glsandbox(arguments + ["--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let got = try Self.stereo(out, rate: 44100)
        #expect(got.count == 110250, "2.5 seconds of sound: \(got.count) samples")
        var worst = 0
        for (k, pair) in got.enumerated() {
            let expected = source[k % 44100]
            worst = max(worst, abs(pair.left - expected.left), abs(pair.right - expected.right))
        }
        #expect(worst <= 2, "the largest difference from the clip's sound, looped: \(worst) of 32768")
        #expect(got[44100 + 11025].left != 0 || got[44100 + 11026].left != 0, "the tone plays again in the second second")
        // The second of two shards (`--shard 1/2`: frames 12 to 24, from 1.2 s) has the same stretch of sound.
        try Self.expectSecondShardSound(arguments, into: shard, is: got[52920...], count: 57330)
    }

    /// A transition between two clips with sound made a silent video (exit 0): it now keeps both
    /// clips' sound, crossfaded as the pictures are.
    @Test("loop fade.glsl --from a.mkv --to b.mkv: the video's sound is the from clip's at 1 - progress plus the to clip's at progress (each sample, against ffmpeg's decoding of the clips); a shard's sound is its stretch of one run's")
    func transitionCrossfadesTheSound() throws {
        let folder = try folderOfFiles(["fade.glsl": "vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.mkv"), b = folder.appendingPathComponent("b.mkv")
        // The from clip's tone on the left only, the to clip's on the right only; 44100 Hz, so nothing is resampled.
        for (clip, sound) in [(a, "0.5*sin(2*PI*441*t)|0"), (b, "0|0.5*sin(2*PI*441*t)")] {
            try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", "aevalsrc=\(sound):s=44100:c=stereo",
                           "-t", "1", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"], clip)
        }
        func pcm(_ file: URL) throws -> [(left: Int, right: Int)] { try Self.stereo(file, rate: 44100) }
        let from = try pcm(a), to = try pcm(b)
        let out = folder.appendingPathComponent("out.mkv"), shard = folder.appendingPathComponent("shard.mkv")
        let arguments = ["loop", folder.appendingPathComponent("fade.glsl").path, "--from", a.path, "--to", b.path, "--frames", "10", "--fps", "10"]
        let result = try glsandbox(arguments + ["--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let got = try pcm(out)
        #expect(got.count == 44100, "one second of sound: \(got.count) samples")
        // Progress is 0 at frame 0 and 1 at frame 9, straight between frames: at sample n, n / 4410 / 9.
        var worst = 0
        for (n, pair) in got.enumerated() where n < from.count && n < to.count {
            let progress = min(1, Double(n) / 4410 / 9)
            let left = Double(from[n].left) * (1 - progress) + Double(to[n].left) * progress
            let right = Double(from[n].right) * (1 - progress) + Double(to[n].right) * progress
            worst = max(worst, abs(pair.left - Int(left.rounded())), abs(pair.right - Int(right.rounded())))
        }
        #expect(worst <= 2, "the largest difference from the crossfade worked out: \(worst) of 32768")
        #expect(from[22050].left != 0 || from[22051].left != 0, "the tone is there to fade")
        // The second of two shards (`--shard 1/2`: frames 5 to 9) has the same stretch of sound.
        try Self.expectSecondShardSound(arguments, into: shard, is: got[22050...], count: 22050)
    }

    @Test("a transition between two 48 kHz 5.1(side) clips keeps their sound's rate and channels (.mkv: 48000, 6, 5.1(side); each channel crossfaded with its own, within 2 of the mix worked out from ffmpeg's decoding of the clips); between a 48 kHz 5.1 clip and a 44.1 kHz stereo one, both are mixed in stereo at 44.1 kHz (ffprobe)")
    func transitionKeepsRecordedSound() throws {
        let folder = try folderOfFiles(["fade.glsl": "vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        func clip(_ name: String, sound: String) throws -> URL {
            let file = folder.appendingPathComponent(name)
            try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", sound, "-t", "1", "-map", "0:v", "-map", "1:a",
                           "-pix_fmt", "yuv420p", "-c:a", "flac"], file)
            return file
        }
        func tones(_ base: Int) -> String { (0 ..< 6).map { "0.1*(\($0)+1)*sin(2*PI*\(base + 100 * $0)*t)" }.joined(separator: "|") }
        let a = try clip("a.mkv", sound: "aevalsrc=\(tones(200)):s=48000:c=5.1(side)"), b = try clip("b.mkv", sound: "aevalsrc=\(tones(250)):s=48000:c=5.1(side)")
        let c = try clip("c.mkv", sound: "aevalsrc=0.5*sin(2*PI*441*t)|0:s=44100:c=stereo")
        func transition(_ from: URL, _ to: URL, _ name: String) throws -> String {
            let out = folder.appendingPathComponent(name)
            let result = try glsandbox(["loop", folder.appendingPathComponent("fade.glsl").path, "--from", from.path, "--to", to.path, "--frames", "10", "--video", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            return try run("/usr/bin/env", ["ffprobe", "-v", "error", "-select_streams", "a", "-show_entries", "stream=sample_rate,channels,channel_layout",
                                            "-of", "csv=p=0", out.path]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(try transition(a, b, "same.mkv") == "48000,6,5.1(side)")
        #expect(try transition(a, c, "mixed.mkv") == "44100,2,stereo")
        // Each channel is the from clip's at 1 - progress plus the to clip's at progress (0 at frame 0,
        // 1 at frame 9, straight between: at sample n, n / 4800 / 9), channel by channel.
        let from = try Self.samples(a, channels: 6, rate: 48000), to = try Self.samples(b, channels: 6, rate: 48000)
        let got = try Self.samples(folder.appendingPathComponent("same.mkv"), channels: 6, rate: 48000)
        try #require(got.count == from.count && to.count == from.count && from.count == 6 * 48000, "\(got.count) samples, the clips \(from.count), \(to.count)")
        var worst = 0
        for index in 0 ..< got.count {
            let progress = min(1, Double(index / 6) / 4800 / 9)
            worst = max(worst, abs(got[index] - Int((Double(from[index]) * (1 - progress) + Double(to[index]) * progress).rounded())))
        }
        #expect(worst <= 2, "the largest difference from the crossfade worked out: \(worst) of 32768")
    }

    /// A transition between two clips came out at 600x480 and 60 frames a second whatever the
    /// clips were: it keeps the --from clip's size and rate unless --size and --fps are given.
    @Test("loop fade.glsl --from a.mp4 --to b.mp4: the video has the from clip's size and rate (ffprobe)")
    func transitionKeepsTheFootage() throws {
        let folder = try folderOfFiles(["fade.glsl": "vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.mp4"), b = folder.appendingPathComponent("b.mp4"), out = folder.appendingPathComponent("out.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x16:rate=5", "-t", "1", "-pix_fmt", "yuv420p"], a)
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-t", "1", "-pix_fmt", "yuv420p"], b)
        let result = try glsandbox(["loop", folder.appendingPathComponent("fade.glsl").path, "--from", a.path, "--to", b.path, "--frames", "4", "--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-select_streams", "v", "-show_entries", "stream=width,height,r_frame_rate", "-of", "csv=p=0", out.path])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "32,16,5/1", "\(probe.stdout) \(probe.stderr)")
    }
}
