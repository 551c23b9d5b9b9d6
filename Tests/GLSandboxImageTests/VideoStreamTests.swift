import Foundation
@testable import GLSandboxImage
import Testing
import TestSupport

/// `VideoFrameStream`: a clip's frames from one ffmpeg, decoded ahead on a thread. Expected
/// frames are ffmpeg's own decoding of the same clip to RGBA, run here as a separate process.
@Suite("Video frame stream", needsFFmpeg)
struct VideoStreamTests {
    /// A 32x24 clip of `frames` frames at 10 a second, and ffmpeg's RGBA decoding of each frame.
    static func clip(frames: Int, _ name: String = #function) throws -> (folder: URL, video: VideoFile, expected: [[UInt8]]) {
        let folder = try temporaryFolder(name)
        let path = folder.appendingPathComponent("clip.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", String(frames), "-pix_fmt", "yuv420p"], path)
        let expected = try decoded(path, size: Size(32, 24))
        #expect(expected.count == frames)
        return (folder, try VideoFile.load(path.path), expected)
    }

    /// ffmpeg's own decoding of `path` (a separate process, `options` before the output), each
    /// frame `size` RGBA, top row first.
    static func decoded(_ path: URL, size: Size, options: [String] = []) throws -> [[UInt8]] {
        let raw = path.deletingLastPathComponent().appendingPathComponent(path.lastPathComponent + ".rgba")
        try makeMedia(["-i", path.path] + options + ["-f", "rawvideo", "-pix_fmt", "rgba"], raw)
        let bytes = [UInt8](try Data(contentsOf: raw)), frameBytes = size.width * size.height * 4
        return (0..<bytes.count / frameBytes).map { Array(bytes[$0 * frameBytes..<($0 + 1) * frameBytes]) }
    }

    @Test("frames in order and skipped ahead are ffmpeg's own, and past the end there is none")
    func inOrder() throws {
        let (folder, video, expected) = try Self.clip(frames: 30)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!video.variableRate, "a clip at a constant rate")
        let stream = try VideoFrameStream(video, from: 0)
        defer { stream.close() }
        for index in [0, 1, 2, 7, 8, 29] {
            let frame = try #require(try stream.frame(index))
            #expect(frame.pixels == expected[index], "frame \(index)")
            #expect(stream.position == index)
        }
        #expect(try stream.frame(29)?.pixels == expected[29], "the same frame twice")
        #expect(try stream.frame(30) == nil, "the clip has 30 frames")
        #expect(try stream.frame(3) == nil, "a frame before the position is not given: a new stream is")
    }

    @Test("a stream's rotation turns it on its side when it is an odd number of quarter turns, within a degree; anything else keeps its size")
    func turnedOnItsSide() {
        for text in ["90", "-90", "270", "-270", "90.4", "-89.6", "450"] { #expect(VideoFile.turnedOnItsSide(rotation: text), "\(text)") }
        for text in ["0", "180", "-180", "360", "45", "88", "nan", "inf", "-inf", "1e400", "ninety", "", "90,0"] {
            #expect(!VideoFile.turnedOnItsSide(rotation: text), "\(text)")
        }
        #expect(!VideoFile.turnedOnItsSide(rotation: nil))
    }

    @Test("a clip tagged as turned a quarter (a phone held upright) has the size ffmpeg shows it at, and its frames are ffmpeg's own decoding")
    func turnedClip() throws {
        let (folder, _, _) = try Self.clip(frames: 3)
        defer { try? FileManager.default.removeItem(at: folder) }
        let turned = folder.appendingPathComponent("turned.mp4")
        try makeMedia(["-i", folder.appendingPathComponent("clip.mp4").path, "-c", "copy", "-metadata:s:v:0", "rotate=90"], turned)
        let frames = try Self.decoded(turned, size: Size(24, 32))
        try #require(frames.count == 3)
        let video = try VideoFile.load(turned.path)
        #expect(video.size == Size(24, 32), "ffmpeg shows the 32x24 picture turned: 24x32")
        let stream = try VideoFrameStream(video, from: 0)
        defer { stream.close() }
        for index in 0 ..< 3 {
            let frame = try #require(try stream.frame(index))
            #expect(frame.size == Size(24, 32))
            #expect(frame.pixels == frames[index], "frame \(index)")
        }
    }

    @Test("a clip whose file names no YCbCr matrix is taken as made for BT.709 at 1280 wide or more or taller than 576 (mpv's, VLC's guess), else left to ffmpeg (BT.601); a named matrix is the file's")
    func guessedMatrix() {
        for (width, height) in [(1280, 720), (1920, 1080), (1280, 360), (720, 577), (3840, 2160)] {
            for tag in [nil, "unknown", "reserved"] as [String?] {
                #expect(VideoFile.guessedMatrix(colorSpace: tag, width: width, height: height) == "bt709", "\(width)x\(height) \(tag ?? "nil")")
            }
        }
        for (width, height) in [(640, 360), (720, 576), (720, 480), (1279, 576), (32, 24)] {
            #expect(VideoFile.guessedMatrix(colorSpace: nil, width: width, height: height) == nil, "\(width)x\(height)")
        }
        for tag in ["bt709", "smpte170m", "bt470bg", "bt2020nc", "gbr", "fcc"] {
            #expect(VideoFile.guessedMatrix(colorSpace: tag, width: 1920, height: 1080) == nil, "\(tag)")
        }
        #expect(VideoFile(path: "x", size: Size(2, 2), frameRate: 1, duration: 1, matrix: "bt709,eq=1").matrix == nil,
                "only a matrix ffmpeg names reaches its filter")
    }

    @Test("an untagged clip coded by BT.709 at 1280x720 decodes as players show it: ffmpeg's decoding of the same stream tagged BT.709; at 640x360 it stays ffmpeg's own (BT.601)",
          arguments: [(1280, 720, true), (640, 360, false)])
    func untaggedHighDefinition(width: Int, height: Int, highDefinition: Bool) throws {
        let folder = try temporaryFolder("untaggedHighDefinition-\(width)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // RGB (230, 40, 40) coded by the BT.709 matrix at limited range, with no colour tags; its
        // twin is the same stream with the matrix named (H.264's VUI, rewritten in place).
        let untagged = folder.appendingPathComponent("untagged.mp4"), tagged = folder.appendingPathComponent("tagged.mp4")
        try makeMedia(["-f", "lavfi", "-i", "color=c=0xE62828:size=\(width)x\(height):rate=10,format=gbrp", "-frames:v", "2",
                       "-vf", "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p", "-c:v", "libx264", "-qp", "0"], untagged)
        try makeMedia(["-i", untagged.path, "-c", "copy", "-bsf:v", "h264_metadata=matrix_coefficients=1"], tagged)
        let size = Size(width, height)
        let asTagged = try Self.decoded(tagged, size: size), asFFmpegAlone = try Self.decoded(untagged, size: size)
        try #require(asTagged.count == 2 && asFFmpegAlone.count == 2)
        let video = try VideoFile.load(untagged.path)
        #expect(video.matrix == (highDefinition ? "bt709" : nil))
        let stream = try VideoFrameStream(video, from: 0)
        defer { stream.close() }
        let frame = try #require(try stream.frame(0))
        let centre = (height / 2 * width + width / 2) * 4
        if highDefinition {
            // (Compared outside #expect: a failed comparison of 3.6 MB arrays would be diffed element by element.)
            let differs = asFFmpegAlone[0] != asTagged[0], same = frame.pixels == asTagged[0]
            #expect(differs, "ffmpeg alone takes BT.601: \(asFFmpegAlone[0][centre ..< centre + 3]) for (230, 40, 40)")
            #expect(same, "as the tagged twin \(asTagged[0][centre ..< centre + 3]): \(frame.pixels[centre ..< centre + 3])")
            // The colour coded, within the 4:2:0 and 8-bit rounding of a coding and a decoding.
            for (got, coded) in zip(frame.pixels[centre ..< centre + 3], [230, 40, 40]) { #expect(abs(Int(got) - coded) <= 3) }
        } else {
            let same = frame.pixels == asFFmpegAlone[0]
            #expect(same, "a smaller clip is ffmpeg's own decoding")
        }
    }

    @Test("a VP9 or VP8 stream tagged alpha_mode 1 is decoded by libvpx, which keeps its alpha; anything else by ffmpeg's own decoder; only those two names reach ffmpeg")
    func alphaDecoder() {
        #expect(VideoFile.alphaDecoder(codec: "vp9", alphaMode: "1") == "libvpx-vp9")
        #expect(VideoFile.alphaDecoder(codec: "vp8", alphaMode: "1") == "libvpx")
        for (codec, mode) in [("vp9", nil), ("vp9", "0"), ("vp8", "2"), ("h264", "1"), ("av1", "1"), (nil, "1")] as [(String?, String?)] {
            #expect(VideoFile.alphaDecoder(codec: codec, alphaMode: mode) == nil, "\(codec ?? "nil") \(mode ?? "nil")")
        }
        #expect(VideoFile(path: "x", size: Size(2, 2), frameRate: 1, duration: 1, decoder: "h264 -i /etc/passwd").decoder == nil)
    }

    @Test("a transparent WebM (VP9 or VP8 with alpha, as browsers play overlays) keeps its alpha: its frames are ffmpeg's decoding by libvpx, where ffmpeg's own decoder gives them opaque",
          arguments: [("libvpx-vp9", "vp9"), ("libvpx", "vp8")])
    func transparentWebM(encoder: String, codec: String) throws {
        let folder = try temporaryFolder("transparentWebM-\(codec)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("overlay.webm")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='8*X'",
                       "-frames:v", "3", "-c:v", encoder, "-auto-alt-ref", "0", "-pix_fmt", "yuva420p"], clip)
        let size = Size(32, 24), frameBytes = 32 * 24 * 4
        func frames(decoder: [String]) throws -> [[UInt8]] {
            let raw = folder.appendingPathComponent("raw-\(decoder.count).rgba")
            try makeMedia(decoder + ["-i", clip.path, "-f", "rawvideo", "-pix_fmt", "rgba"], raw)
            let bytes = [UInt8](try Data(contentsOf: raw))
            return (0..<bytes.count / frameBytes).map { Array(bytes[$0 * frameBytes..<($0 + 1) * frameBytes]) }
        }
        let byLibvpx = try frames(decoder: ["-c:v", encoder]), byFFmpeg = try frames(decoder: [])
        try #require(byLibvpx.count == 3 && byFFmpeg.count == 3)
        #expect(stride(from: 3, to: frameBytes, by: 4).allSatisfy { byFFmpeg[0][$0] == 255 }, "ffmpeg's own decoder drops the alpha")
        #expect(Set(stride(from: 3, to: frameBytes, by: 4).map { byLibvpx[0][$0] }).count > 8, "libvpx keeps the ramp of alpha")
        let video = try VideoFile.load(clip.path)
        #expect(video.decoder == encoder)
        let stream = try VideoFrameStream(video, from: 0)
        defer { stream.close() }
        for index in 0 ..< 3 {
            let frame = try #require(try stream.frame(index))
            #expect(frame.pixels == byLibvpx[index], "frame \(index)")
        }
        // From the middle too (the decoder is an input option, before the seek's input).
        let later = try VideoFrameStream(video, from: 2)
        defer { later.close() }
        #expect(try later.frame(2)?.pixels == byLibvpx[2])
        // Remuxed by `ffmpeg -c copy` (a clip trimmed without coding it again), its tag is written
        // in capitals (ffprobe: TAG:ALPHA_MODE=1); ffmpeg's tags ignore case, and so does the probe.
        let remuxed = folder.appendingPathComponent("remuxed.webm")
        try makeMedia(["-i", clip.path, "-c", "copy"], remuxed)
        let tags = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream_tags=alpha_mode", "-of", "default", remuxed.path]).stdout
        #expect(tags.contains("TAG:ALPHA_MODE=1"), "\(tags)")
        let copy = try VideoFile.load(remuxed.path)
        #expect(copy.decoder == encoder)
        let copied = try VideoFrameStream(copy, from: 0)
        defer { copied.close() }
        #expect(try copied.frame(0)?.pixels == byLibvpx[0])
    }

    @Test("a clip is cut short when its decoder ends two or more frames before the count it declares and ffmpeg logged an error; a frame short, or short without an error, is not")
    func cutShortRule() {
        let said = ["[matroska,webm @ 0x1] File ended prematurely"]
        let cut = VideoFrameStream.cutShort(reached: 5, gaveAny: true, of: 30, logged: said, path: "a b.mkv")
        #expect(cut?.contains("it ends at frame 5 of the 30 it declares (ffmpeg: matroska,webm: File ended prematurely)") == true, "\(cut ?? "nil")")
        #expect(cut?.contains("(ffmpeg -i 'a b.mkv' whole.mp4)") == true, "\(cut ?? "nil")")
        #expect(VideoFrameStream.cutShort(reached: 15, gaveAny: false, of: 30, logged: said, path: "a.mkv")?.contains("no frame decodes from frame 15 on, of the 30") == true)
        #expect(VideoFrameStream.cutShort(reached: 28, gaveAny: true, of: 30, logged: said, path: "a.mkv") != nil)
        #expect(VideoFrameStream.cutShort(reached: 29, gaveAny: true, of: 30, logged: said, path: "a.mkv") == nil, "a length rounded up")
        #expect(VideoFrameStream.cutShort(reached: 30, gaveAny: true, of: 30, logged: said, path: "a.mkv") == nil)
        #expect(VideoFrameStream.cutShort(reached: 5, gaveAny: true, of: 30, logged: [], path: "a.mkv") == nil, "no error: sound longer than the pictures")
    }

    @Test("a clip cut short (the first 60 % of an MP4 with its index first, or of a Matroska file) gives the frames that decode, ffmpeg's own, then an error naming the cut and ffmpeg's words, where it gave its last frame held; the whole clip ends with nil",
          arguments: ["mp4", "mkv"])
    func cutShortClip(container: String) throws {
        let folder = try temporaryFolder("cutShortClip-\(container)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = folder.appendingPathComponent("whole.\(container)"), cut = folder.appendingPathComponent("cut.\(container)")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "30", "-pix_fmt", "yuv420p"]
                      + (container == "mp4" ? ["-movflags", "+faststart"] : []), whole)
        let bytes = try Data(contentsOf: whole)
        try bytes.prefix(bytes.count * 6 / 10).write(to: cut)
        let decodable = try Self.decoded(cut, size: Size(32, 24))
        try #require(decodable.count < 28, "ffmpeg decodes \(decodable.count) of 30")
        let video = try VideoFile.load(cut.path)
        #expect(video.frameCount == 30, "the clip declares its 30 frames")
        let stream = try VideoFrameStream(video, from: 0)
        defer { stream.close() }
        for index in 0 ..< decodable.count { #expect(try stream.frame(index)?.pixels == decodable[index], "frame \(index)") }
        do {
            _ = try stream.frame(decodable.count)
            Issue.record("frame \(decodable.count) of a clip cut there was given, or nil")
        } catch {
            #expect("\(error)".contains("ends at frame \(decodable.count) of the 30 it declares"), "\(error)")
            #expect("\(error)".contains(container == "mp4" ? "partial file" : "File ended prematurely"), "\(error)")
        }
        let full = try VideoFrameStream(VideoFile.load(whole.path), from: 0)
        defer { full.close() }
        #expect(try full.frame(29) != nil)
        #expect(try full.frame(30) == nil, "a whole clip ends without an error")
    }

    @Test("a clip's looped sound: sample k is the clip's k modulo the period's samples, past the first period; a period out of range (NaN, 0, negative, infinite, past the 10-minute limit) gives the sound as it is")
    func loopedSound() throws {
        let folder = try temporaryFolder("loopedSound")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("tone.mkv")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10", "-f", "lavfi", "-i", "aevalsrc=0.5*sin(2*PI*441*t)|0.25*t:s=44100:c=stereo",
                       "-t", "0.5", "-pix_fmt", "yuv420p", "-c:a", "pcm_s16le"], clip)
        let whole = try AudioTrack.stereoSamples(of: clip.path, from: 0, seconds: 1)
        try #require(whole.count == 2 * 22050, "half a second of sound: \(whole.count / 2)")
        // (Compared outside #expect: a failed == of arrays this long is diffed element by element.)
        for period in [Double.nan, 0, -1, .infinity, 1e12, 601] {
            let same = try AudioTrack.loopedStereoSamples(of: clip.path, from: 0, seconds: 1, period: period) == whole
            #expect(same, "period \(period)")
        }
        let looped = try AudioTrack.loopedStereoSamples(of: clip.path, from: 0.1, seconds: 1, period: 0.25)
        #expect(looped.count == 2 * 44100)
        let wrong = (0 ..< looped.count / 2).filter { n in
            let k = (4410 + n) % 11025
            return looped[2 * n] != whole[2 * k] || looped[2 * n + 1] != whole[2 * k + 1]
        }.count
        #expect(wrong == 0, "\(wrong) samples are not the clip's, looped every 0.25 s")
    }

    @Test("the shape of a clip's pixels is ffprobe's sample aspect ratio in lowest terms; unknown, malformed or out of range is square")
    func pixelAspectFromFFprobe() {
        #expect(PixelAspect(ffprobe: "32:27") == PixelAspect(width: 32, height: 27))
        #expect(PixelAspect(ffprobe: "64:54").description == "32:27")
        #expect(PixelAspect(ffprobe: "8:9") == PixelAspect(width: 8, height: 9))
        #expect(PixelAspect(ffprobe: "65535:1").description == "65535:1")
        for text in ["1:1", "0:1", "1:0", "N/A", "", "-1:2", "2:-1", "a:b", "1:2:3", "32/27", "65536:1", "99999999999999999999:1", ":", "32:"] {
            #expect(PixelAspect(ffprobe: text) == .square, "\(text)")
        }
        #expect(PixelAspect(ffprobe: nil).isSquare)
    }

    @Test("an anamorphic clip (16:9 stored 720x480 style, here 32x24 at 32:27) is probed with its pixel shape; turned a quarter, the shape turns too, as ffmpeg gives it")
    func anamorphicClip() throws {
        let folder = try temporaryFolder("anamorphicClip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("wide.mp4"), turned = folder.appendingPathComponent("turned.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "2", "-vf", "setsar=32/27", "-pix_fmt", "yuv420p"], clip)
        try makeMedia(["-i", clip.path, "-c", "copy", "-metadata:s:v:0", "rotate=90"], turned)
        #expect(try VideoFile.load(clip.path).pixelAspect == PixelAspect(width: 32, height: 27))
        #expect(try VideoFile.load(turned.path).pixelAspect == PixelAspect(width: 27, height: 32))
        // ffmpeg's own re-encoding of the turned clip says the same.
        let again = folder.appendingPathComponent("again.mp4")
        try makeMedia(["-i", turned.path], again)
        let probe = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream=width,height,sample_aspect_ratio", "-of", "csv=p=0", again.path])
        #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "24,32,27:32")
    }

    @Test("a stream started in the middle begins at that frame (ffmpeg's accurate seek)", arguments: [1, 12, 29])
    func fromTheMiddle(first: Int) throws {
        let (folder, video, expected) = try Self.clip(frames: 30, "fromTheMiddle\(first)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = try VideoFrameStream(video, from: first)
        defer { stream.close() }
        #expect(try stream.frame(first)?.pixels == expected[first])
    }

    @Test("a clip without a seek index (MPEG-PS .mpg, a camcorder's .MTS with its clock not at 0, one keyframe each) started in the middle begins at that frame, ffmpeg's decoding from the start",
          arguments: ["clip.mpg", "clip.mts"])
    func fromTheMiddleWithoutAnIndex(name: String) throws {
        let folder = try temporaryFolder("fromTheMiddleWithoutAnIndex-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name)
        let codec = name.hasSuffix(".mpg") ? ["-c:v", "mpeg2video", "-g", "100"] : ["-c:v", "libx264", "-g", "100", "-mpegts_m2ts_mode", "1", "-output_ts_offset", "5"]
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "30", "-pix_fmt", "yuv420p"] + codec, path)
        let frames = try Self.decoded(path, size: Size(32, 24))
        try #require(frames.count >= 30)
        let video = try VideoFile.load(path.path)
        #expect(!video.seeksByIndex)
        for first in [12, 25] {
            let stream = try VideoFrameStream(video, from: first)
            defer { stream.close() }
            #expect(try stream.frame(first)?.pixels == frames[first], "frame \(first)")
        }
    }

    @Test("a clip of variable rate (a phone's in dim light) is taken at its average rate: frame k is the last picture timed before k + ½ frames, from the start and from the middle")
    func variableRate() throws {
        let folder = try temporaryFolder("variableRate")
        defer { try? FileManager.default.removeItem(at: folder) }
        // 30 pictures: ten a tenth of a second apart, then twenty 0.27 s apart (none within a
        // hundredth of a frame of a tie at the average rate).
        let path = folder.appendingPathComponent("vfr.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "30", "-vf", "setpts='if(lt(N,10),N/10,1+(N-10)*0.27)/TB'",
                       "-fps_mode", "passthrough", "-pix_fmt", "yuv420p", "-g", "5"], path)
        // Each picture as ffmpeg decodes it, with the time ffprobe gives it.
        let pictures = try Self.decoded(path, size: Size(32, 24), options: ["-fps_mode", "passthrough"])
        let probed = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "frame=best_effort_timestamp_time",
                                              "-of", "default=nw=1:nk=1", path.path])
        let times = probed.stdout.split(whereSeparator: \.isNewline).compactMap { Double($0) }
        try #require(pictures.count == 30 && times.count == 30)

        let video = try VideoFile.load(path.path)
        #expect(video.variableRate)
        #expect(video.frameCount == 30, "5.8 s at its average rate, 150/29")
        func expected(_ k: Int) -> [UInt8] { pictures[times.lastIndex { $0 * video.frameRate < Double(k) + 0.5 }!] }
        #expect(times.allSatisfy { abs(($0 * video.frameRate).truncatingRemainder(dividingBy: 1) - 0.5) > 0.01 }, "no picture is near a tie")

        let whole = try VideoFrameStream(video, from: 0)
        defer { whole.close() }
        for k in 0..<30 { #expect(try whole.frame(k)?.pixels == expected(k), "frame \(k)") }
        for first in [7, 13, 22] {
            let stream = try VideoFrameStream(video, from: first)
            defer { stream.close() }
            for k in first..<min(30, first + 3) { #expect(try stream.frame(k)?.pixels == expected(k), "frame \(k) of a stream from \(first)") }
        }
    }

    @Test("a clip's video stream: the first default that is not an attached picture, else the first that is not one, else the first")
    func chosenVideo() {
        let cover = ["index": "0", "DISPOSITION:attached_pic": "1", "DISPOSITION:default": "1"]
        let other = ["index": "1", "DISPOSITION:default": "0"], main = ["index": "2", "DISPOSITION:default": "1"]
        #expect(VideoFile.chosenVideo([cover, other, main])?["index"] == "2")
        #expect(VideoFile.chosenVideo([cover, other])?["index"] == "1")
        #expect(VideoFile.chosenVideo([other, ["index": "3"]])?["index"] == "1", "no default: the first that is not a picture")
        #expect(VideoFile.chosenVideo([cover])?["index"] == "0", "a song's cover given as a video")
        #expect(VideoFile.chosenVideo([["index": "4", "DISPOSITION:default": "yes"], main])?["index"] == "2", "only 1 is the flag")
        #expect(VideoFile.chosenVideo([]) == nil)
    }

    @Test("a file's sound stream: the first default, else the first; nil without one, or with a number or channel count out of range")
    func chosenSound() {
        let mono = ["index": "1", "channels": "1", "DISPOSITION:default": "0"], stereo = ["index": "2", "channels": "2", "DISPOSITION:default": "1"]
        #expect(SoundStream.chosen([mono, stereo]) == SoundStream(index: 2, channels: 2))
        #expect(SoundStream.chosen([mono, ["index": "3", "channels": "6"]]) == SoundStream(index: 1, channels: 1), "no default: the first")
        #expect(SoundStream.chosen([]) == nil)
        for hostile in [["index": "-1", "channels": "2"], ["index": "65536", "channels": "2"], ["index": "1", "channels": "0"],
                        ["index": "1", "channels": "1025"], ["index": "one", "channels": "2"], ["index": "1"], ["channels": "2"],
                        ["index": "1", "channels": "99999999999999999999"]] {
            #expect(SoundStream.chosen([hostile]) == nil, "\(hostile)")
        }
        // The rate and layout as ffprobe names them; one out of range, or a layout that is not one of
        // ffmpeg's standard names for as many channels (it goes into a filter's arguments), is dropped.
        let surround = ["index": "1", "channels": "6", "sample_rate": "48000", "channel_layout": "5.1(side)"]
        #expect(SoundStream.chosen([surround]) == SoundStream(index: 1, channels: 6, sampleRate: 48000, layout: "5.1(side)"))
        for (rate, layout) in [("0", "stereo"), ("768001", "stereo"), ("-48000", "unknown"), ("48k", "6 channels"), ("48000", "7.1"),
                               ("48000", "5.1,apad"), ("48000", "5.1:channel_layout=mono"), ("99999999999999999999", "")] {
            let sound = SoundStream.chosen([surround.merging(["sample_rate": rate, "channel_layout": layout]) { $1 }])
            #expect(sound?.index == 1 && sound?.channels == 6, "\(rate) \(layout)")
            #expect(sound?.sampleRate == (rate == "48000" ? 48000 : nil), "\(rate)")
            #expect(sound?.layout == nil, "\(layout)")
        }
    }

    @Test("a rate as ffprobe writes it; a clip is of variable rate where its average and base rates differ, both known")
    func rates() {
        #expect(VideoFile.rate("30000/1001") == 30000.0 / 1001)
        #expect(VideoFile.rate("150/29") == 150.0 / 29)
        for text in ["0/0", "30/0", "0/1", "-30/1", "30", "30/1/1", "/1", "30/", "a/b", "inf/1", "1e400/1", "nan/1", ""] {
            #expect(VideoFile.rate(text) == nil, "\(text)")
        }
        #expect(VideoFile.rate(nil) == nil)
        #expect(VideoFile.variableRate(average: 150.0 / 29, base: 10))
        #expect(!VideoFile.variableRate(average: 30000.0 / 1001, base: 30000.0 / 1001))
        #expect(!VideoFile.variableRate(average: nil, base: 30), "an unknown average says nothing")
        #expect(!VideoFile.variableRate(average: 30, base: nil))
        #expect(!VideoFile.variableRate(average: 160000.0 / 5333, base: 30), "a millisecond clock's jitter, 0.006 %")
        #expect(VideoFile.variableRate(average: 29.87, base: 30), "a phone's dropped frames, 0.4 %")
        #expect(VideoFile.rate(average: 160000.0 / 5333, base: 30) == 30, "the base rate, ffmpeg's grid")
        #expect(VideoFile.rate(average: 150.0 / 29, base: 10) == 150.0 / 29, "a variable rate: the average")
        #expect(VideoFile.rate(average: nil, base: 24) == 24)
        #expect(VideoFile.rate(average: 24, base: nil) == 24)
        #expect(VideoFile.rate(average: nil, base: nil) == 25)
    }

    @Test("an MP4 remuxed from Matroska (its timestamps on a millisecond clock) is a constant 30 frames a second, sought by its index, each frame ffmpeg's own")
    func millisecondClock() throws {
        let folder = try temporaryFolder("millisecondClock")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mkv = folder.appendingPathComponent("clip.mkv"), mp4 = folder.appendingPathComponent("clip.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=30", "-t", "2", "-pix_fmt", "yuv420p", "-g", "10"], mkv)
        try makeMedia(["-i", mkv.path, "-c", "copy"], mp4)
        let probed = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=avg_frame_rate,r_frame_rate",
                                              "-of", "csv=p=0", mp4.path])
        let rates = probed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(rates.hasPrefix("30/1,") && rates != "30/1,30/1", "the remux's average is not 30/1 exactly: \(rates)")
        let video = try VideoFile.load(mp4.path)
        #expect(video.frameRate == 30 && !video.variableRate && video.seeksByIndex && video.frameCount == 60)
        let frames = try Self.decoded(mp4, size: Size(32, 24))
        try #require(frames.count == 60)
        let stream = try VideoFrameStream(video, from: 41)
        defer { stream.close() }
        for k in 41..<44 { #expect(try stream.frame(k)?.pixels == frames[k], "frame \(k)") }
    }

    @Test("a clip whose clock starts late (cut with -copyts) has the length of its pictures in every container: ffprobe's count of its frames",
          arguments: ["cut.mkv", "cut.webm", "cut.mp4", "cut.ts"])
    func lateClock(name: String) throws {
        let folder = try temporaryFolder("lateClock-\(name)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let long = folder.appendingPathComponent("long.mp4"), cut = folder.appendingPathComponent(name)
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "100", "-pix_fmt", "yuv420p", "-g", "10"], long)
        let codec = name.hasSuffix(".webm") ? ["-c:v", "libvpx", "-deadline", "realtime"] : ["-c:v", "libx264"]
        try makeMedia(["-ss", "6.4", "-t", "3", "-copyts", "-i", long.path] + codec + ["-pix_fmt", "yuv420p"], cut)
        let counted = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                                               "-show_entries", "stream=nb_read_frames", "-of", "csv=p=0", cut.path])
        // A transport stream's program lists the stream again: the first line is the count.
        let frames = try #require(counted.stdout.split(whereSeparator: \.isNewline).first.flatMap { Int($0) })
        #expect(frames == 30, "ffmpeg decodes 3 s at 10 a second")
        #expect(try VideoFile.load(cut.path).frameCount == frames)
    }

    @Test("a container's length less its start where the container is Matroska or WebM; malformed, infinite or out-of-range values are not taken")
    func lengthFromTheContainer() {
        #expect(VideoFile.length(formatDuration: "9.4", formatStart: "6.4", formatName: "matroska,webm").map { abs($0 - 3) < 1e-9 } == true)
        #expect(VideoFile.length(formatDuration: "9.4", formatStart: "6.4", formatName: "mpegts") == 9.4, "MPEG-TS lengths run from the first frame")
        #expect(VideoFile.length(formatDuration: "9.4", formatStart: "6.4", formatName: "mov,mp4,m4a,3gp,3g2,mj2") == 9.4)
        #expect(VideoFile.length(formatDuration: "4", formatStart: "0", formatName: "matroska,webm") == 4)
        for start in ["N/A", "nan", "inf", "-1", "9.4", "12", "1e400", "", "six"] {
            #expect(VideoFile.length(formatDuration: "9.4", formatStart: start, formatName: "matroska,webm") == 9.4, "start \(start)")
        }
        #expect(VideoFile.length(formatDuration: "9.4", formatStart: nil, formatName: "matroska,webm") == 9.4)
        for duration in ["N/A", "nan", "inf", "-3", "0", "1e400", ""] {
            #expect(VideoFile.length(formatDuration: duration, formatStart: "0", formatName: "matroska,webm") == nil, "duration \(duration)")
        }
        #expect(VideoFile.length(formatDuration: nil, formatStart: nil, formatName: nil) == nil)
    }

    @Test("ffmpeg seeks by an index in MP4, MOV, Matroska, WebM and AVI; anything else is decoded from its start")
    func seeksByIndex() {
        for name in ["mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm", "avi"] { #expect(VideoFile.seeksByIndex(formatName: name), "\(name)") }
        for name in ["mpeg", "mpegts", "ogg", "", "mp4x", "mov;mp4"] { #expect(!VideoFile.seeksByIndex(formatName: name), "\(name)") }
        #expect(!VideoFile.seeksByIndex(formatName: nil))
    }

    @Test("closing while the decoder waits for room stops ffmpeg and the reader, and holds at most its capacity")
    func closeWhileFull() throws {
        let (folder, video, _) = try Self.clip(frames: 200)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stream = try VideoFrameStream(video, from: 0)
        #expect(stream.capacity == 16, "32x24 frames: 16 fit in the budget, the most held")
        _ = try stream.frame(0)   // the reader has started; ffmpeg soon waits on a full pipe
        stream.close()            // returns only once the reader thread has ended
        stream.close()            // and again, at once
        #expect(try stream.frame(1) == nil, "nothing after a close")
    }

    @Test("a stream started ahead is handed over once, at its own frame of its own clip; one at another frame is stopped, and the rest stop with closeStartedAhead")
    func startedAhead() throws {
        let (folder, video, expected) = try Self.clip(frames: 30)
        defer { try? FileManager.default.removeItem(at: folder) }
        VideoFrameStream.startAhead(video, from: 12)
        let taken = try #require(VideoFrameStream.takeStartedAhead(video, from: 12))
        defer { taken.close() }
        #expect(try taken.frame(12)?.pixels == expected[12], "ffmpeg's own frame 12")
        #expect(VideoFrameStream.takeStartedAhead(video, from: 12) == nil, "handed over once")

        VideoFrameStream.startAhead(video, from: 3)
        #expect(VideoFrameStream.takeStartedAhead(video, from: 4) == nil, "started at another frame: not handed over")
        #expect(VideoFrameStream.takeStartedAhead(video, from: 3) == nil, "and stopped, not kept")

        let (otherFolder, other, _) = try Self.clip(frames: 5, "startedAheadOther")
        defer { try? FileManager.default.removeItem(at: otherFolder) }
        VideoFrameStream.startAhead(other, from: 0)
        #expect(VideoFrameStream.takeStartedAhead(video, from: 0) == nil, "another clip's stream is not this one's")
        VideoFrameStream.closeStartedAhead()
        #expect(VideoFrameStream.takeStartedAhead(other, from: 0) == nil, "stopped by closeStartedAhead")
    }


    @Test("a stream of GL's row order gives ffmpeg's own frames bottom row first, and one started ahead the other way is not handed over")
    func bottomRowFirst() throws {
        let (folder, video, expected) = try Self.clip(frames: 30)
        defer { try? FileManager.default.removeItem(at: folder) }
        let rowBytes = 32 * 4
        func upsideDown(_ pixels: [UInt8]) -> [UInt8] {
            stride(from: pixels.count - rowBytes, through: 0, by: -rowBytes).flatMap { pixels[$0..<$0 + rowBytes] }
        }
        let stream = try VideoFrameStream(video, from: 0, rows: .bottomFirst)
        defer { stream.close() }
        for index in [0, 1, 17] {
            let frame = try #require(try stream.frame(index))
            #expect(frame.pixels == upsideDown(expected[index]), "frame \(index): ffmpeg's rows, last first")
            #expect(frame.pixels != expected[index], "testsrc is not the same upside down")
        }

        VideoFrameStream.startAhead(video, from: 5, rows: .topFirst)
        #expect(VideoFrameStream.takeStartedAhead(video, from: 5, rows: .bottomFirst) == nil, "rows the other way: not handed over")
        #expect(VideoFrameStream.takeStartedAhead(video, from: 5, rows: .topFirst) == nil, "and stopped, not kept")
        VideoFrameStream.startAhead(video, from: 5, rows: .bottomFirst)
        let taken = try #require(VideoFrameStream.takeStartedAhead(video, from: 5, rows: .bottomFirst))
        defer { taken.close() }
        #expect(try taken.frame(5)?.pixels == upsideDown(expected[5]))
    }
    @Test("a video probed once is not probed again, but a file changed at its path is")
    func probeRemembered() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "5", "-pix_fmt", "yuv420p"], path)
        let first = try VideoFile.load(path.path)
        #expect(first.size == Size(32, 24))
        #expect(ProbeCache.identity(of: path.path).flatMap(ProbeCache.shared.video) == first)
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=48x32:rate=10", "-frames:v", "7", "-pix_fmt", "yuv420p"], path)
        #expect(try VideoFile.load(path.path).size == Size(48, 32), "the new file's size, not the remembered one")
    }

    @Test("the one probe of a clip also says its sound's channels, so keeping the clip's sound needs no second ffprobe; the sound is ffmpeg's own")
    func probeKnowsTheSound() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, audio) in [("stereo", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-ac", "2"]),
                              ("mono", ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000", "-ac", "1"]), ("silent", [])] {
            let path = folder.appendingPathComponent(name + ".mkv")
            try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10"] + audio + ["-t", "1", "-pix_fmt", "yuv420p", "-c:a", "pcm_f32le"], path)
            _ = try VideoFile.load(path.path)
            let sound = try #require(ProbeCache.identity(of: path.path).flatMap(ProbeCache.shared.sound), "\(name) was probed")
            #expect(sound?.channels == ["stereo": 2, "mono": 1][name], "\(name)")
            #expect(sound?.index == (name == "silent" ? nil : 1), "\(name): the sound is the file's second stream")
            // ffmpeg's own decoding of the whole sound at 44100 Hz, samples 11025 to 33074 of it
            // (0.25 s for 0.5 s), as stereo floats (mono on both sides).
            let samples = try AudioTrack.stereoSamples(of: path.path, from: 0.25, seconds: 0.5)
            if name == "silent" { #expect(samples.isEmpty); continue }
            let raw = folder.appendingPathComponent(name + ".f32")
            try makeMedia(["-i", path.path, "-vn", "-f", "f32le", "-ac", name == "mono" ? "1" : "2", "-ar", String(AudioTrack.sampleRate)], raw)
            let bytes = [UInt8](try Data(contentsOf: raw))
            var whole = (0..<bytes.count / 4).map { i in Float(bitPattern: UInt32(bytes[i * 4]) | UInt32(bytes[i * 4 + 1]) << 8 | UInt32(bytes[i * 4 + 2]) << 16 | UInt32(bytes[i * 4 + 3]) << 24) }
            if name == "mono" { whole = whole.flatMap { [$0, $0] } }
            let expected = whole.count >= 2 * 33075 ? Array(whole[2 * 11025 ..< 2 * 33075]) : []
            #expect(!expected.isEmpty && samples == expected, "\(name): \(samples.count) samples, ffmpeg \(expected.count)")
        }
    }
}
