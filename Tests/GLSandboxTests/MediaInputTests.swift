import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
import Testing
import TestSupport
import GLTestSupport




/// Music and video inputs: Shadertoy's 512x2 sound texture (row 0 the spectrum, row 1 the
/// waveform) and a video's frame at the frame's time, both decoded with ffmpeg.
///
/// Expected values come from outside the code: the spectrum's peak bin is 1000 Hz / (44100 Hz /
/// 2048); silence's waveform byte is ⌊128·(1 + 0)⌋; the spectrum bytes of a chirp are
/// recomputed frame by frame by numpy from the Web Audio specification's formulas; a video's
/// frame is ffmpeg's own, extracted to a PNG.
@Suite("Music and video inputs", needsFFmpeg)
struct MediaInputTests {
    /// Writes the sound texture as it is: pixel (x, y) = texel (x, y), in red.
    static let showTexture = "void mainImage(out vec4 c, in vec2 p) { c = vec4(texelFetch(iChannel0, ivec2(p), 0).x, 0.0, 0.0, 1.0); }\n"

    /// The sound texture a rendered 512x2 picture shows: row 0 (`y = 0`) is the picture's bottom row.
    static func rows(of image: RGBAImage) -> (spectrum: [UInt8], wave: [UInt8]) {
        ((0..<512).map { image[$0, 1].r }, (0..<512).map { image[$0, 0].r })
    }

    @Test("a 1000 Hz sine: the spectrum row peaks in bin ⌊1000 / (44100 / 2048)⌋ = 46, rendered through --channel0 and #iChannel0")
    func spectrumPeak() throws {
        let folder = try folderOfFiles(["show.frag": Self.showTexture, "named.frag": "#iChannel0 \"sine.wav\"\n" + Self.showTexture])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("sine.wav")
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=1000:duration=2"], wav)
        let expectedBin = Int(1000 / (44100.0 / 2048))
        for scene in [try ShaderScene.load(path: folder.appendingPathComponent("show.frag").path, channels: [wav.path]),
                      try ShaderScene.load(path: folder.appendingPathComponent("named.frag").path)] {
            try withContext { gl in
                let image = try scene.renderImage(in: gl, size: Size(512, 2), inputs: ShaderInputs(time: 1, frame: 60, date: .snapshotDefault))
                let (spectrum, wave) = Self.rows(of: image)
                #expect(spectrum.indices.max { spectrum[$0] < spectrum[$1] } == expectedBin)
                #expect(spectrum[expectedBin] > 200 && spectrum[300] == 0, "a loud peak, nothing far from it")
                // lavfi's sine has amplitude 1/8: the waveform swings about 16 either side of 128.
                #expect((110...114).contains(wave.min()!) && (142...146).contains(wave.max()!), "\(wave.min()!)...\(wave.max()!)")
            }
        }
    }

    @Test("a pass folder: #iChannel0 \"tone.wav\" in a buffer; frames 0 to 60 run one by one give the texture random access gives")
    func folderCatchUp() throws {
        let folder = try folderOfFiles([
            "mp/bufferA.frag": "#iChannel0 \"tone.wav\"\n" + Self.showTexture,
            "mp/image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel0, ivec2(p), 0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("mp/tone.wav")
        try makeMedia(["-f", "lavfi", "-i", "aevalsrc=0.5*sin(2*PI*(300+600*t)*t):s=44100:d=1.2"], wav)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("mp").path)
        let track = try AudioTrack.load(wav.path)
        try withContext { gl in
            let image = try scene.renderImage(in: gl, size: Size(512, 2), inputs: ShaderInputs(frame: 60, date: .snapshotDefault))
            let expected = MusicAnalyser.texture(of: track, frame: 60, time: 1, fps: 60)
            let (spectrum, wave) = Self.rows(of: image)
            #expect(spectrum == Array(expected[..<512]))
            #expect(wave == Array(expected[512...]))
        }
    }

    @Test("music longer than the limit is refused, not read on without bound; exactly the limit is taken")
    func tooLong() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("three.wav")
        try makeMedia(["-f", "lavfi", "-i", "anullsrc=r=44100:cl=mono", "-t", "3"], wav)
        #expect(throws: MediaError.tooLong(path: wav.path, limitSeconds: 2)) { try AudioTrack.load(wav.path, maximumSeconds: 2) }
        #expect(try AudioTrack.load(wav.path, maximumSeconds: 3).samples.count == 3 * 44100)
        #expect(MediaError.tooLong(path: "x.mp3", limitSeconds: 600).description.contains("longer than 10 minutes"))
    }

    @Test("silence: the waveform row is 128 everywhere, the spectrum row 0")
    func silence() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("quiet.wav")
        try makeMedia(["-f", "lavfi", "-i", "anullsrc=r=44100:cl=mono", "-t", "1"], wav)
        let track = try AudioTrack.load(wav.path)
        #expect(track.samples.count == 44100)
        let bytes = MusicAnalyser.texture(of: track, frame: 30, time: 0.5, fps: 60)
        #expect(Array(bytes[512...]) == [UInt8](repeating: 128, count: 512))
        #expect(Array(bytes[..<512]) == [UInt8](repeating: 0, count: 512))
    }

    @Test("a chirp, frame by frame: the spectrum bytes are numpy's from the Web Audio spec's formulas (Blackman, FFT, smoothing 0.8, -100..-30 dB)")
    func spectrumMatchesNumpy() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("chirp.wav")
        // A tone that rises, then silence: the smoothing carries each frame's spectrum into the next.
        try makeMedia(["-f", "lavfi", "-i", "aevalsrc=0.6*sin(2*PI*(200+900*t)*t):s=44100:d=0.5", "-af", "apad=pad_dur=0.3"], wav)
        let raw = folder.appendingPathComponent("chirp.f32")
        try makeMedia(["-i", wav.path, "-f", "f32le", "-ac", "1", "-ar", "44100"], raw)
        let script = """
            import numpy as np, sys
            x = np.fromfile(sys.argv[1], dtype='<f4').astype(np.float64)
            N = 2048; n = np.arange(N); a = 0.16
            w = (1 - a) / 2 - 0.5 * np.cos(2 * np.pi * n / N) + a / 2 * np.cos(4 * np.pi * n / N)
            s = np.zeros(N // 2)
            for k in range(48):
                end = k * 735  # sample k / 60 s * 44100 Hz
                block = np.array([x[i] if 0 <= i < len(x) else 0.0 for i in range(end - N, end)])
                X = np.fft.fft(block * w)[:N // 2] / N
                s = 0.8 * s + 0.2 * np.abs(X)
                with np.errstate(divide='ignore'):
                    db = 20 * np.log10(s)
                b = np.clip(np.floor(255 / 70 * (db + 100)), 0, 255)
                print(' '.join(str(int(v)) for v in b[:512]))
            """
        let result = try run("/usr/bin/env", ["python3", "-c", script, raw.path])
        #expect(result.status == 0, "\(result.stderr)")
        let expected = result.stdout.split(separator: "\n").map { $0.split(separator: " ").map { Int($0)! } }
        #expect(expected.count == 48)
        let track = try AudioTrack.load(wav.path)
        var analyser = MusicAnalyser()
        var differing = 0
        for (frame, row) in expected.enumerated() {
            let bytes = analyser.analyse(MusicAnalyser.block(of: track, at: Double(frame) / 60)).prefix(512).map(Int.init)
            // Two FFTs agree to ~1e-15; a value that close to a byte's edge may floor either way.
            let off = zip(bytes, row).filter { $0 != $1 }
            #expect(off.allSatisfy { abs($0.0 - $0.1) <= 1 }, "frame \(frame)")
            differing += off.count
            // And random access (render --frame k) sees the same as frame-by-frame playback.
            #expect(MusicAnalyser.texture(of: track, frame: frame, time: Double(frame) / 60, fps: 60).prefix(512).map(Int.init) == bytes)
        }
        #expect(differing <= 10, "\(differing) bytes of \(48 * 512) off by one")
    }

    @Test("iChannelTime is the music's playback time, which loops: 2.5 s into a 2 s file is 0.5 s; iChannelResolution is 512x2")
    func channelTime() throws {
        let folder = try folderOfFiles(["time.frag": """
            void mainImage(out vec4 c, in vec2 p) { c = vec4(iChannelTime[0] / 4.0, iChannelResolution[0].x / 1024.0, iChannelResolution[0].y / 4.0, 1.0); }
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("sine.wav")
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=440:duration=2"], wav)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("time.frag").path, channels: [wav.path])
        try withContext { gl in
            for (time, expected) in [(1.0, UInt8(64)), (2.5, UInt8(32))] {   // 1/4 and 0.5/4 of 255, rounded
                let image = try scene.renderImage(in: gl, size: Size(1, 1), inputs: ShaderInputs(time: time, date: .snapshotDefault))
                #expect(image[0, 0] == Pixel(expected, 128, 128, 255), "time \(time)")
            }
        }
    }

    @Test("a video of one colour shows that colour (within lavfi's own YUV rounding), at any time, looping past the end")
    func solidColour() throws {
        let folder = try folderOfFiles(["show.frag": "void mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel0, ivec2(p), 0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("orange.mkv")
        try makeMedia(["-f", "lavfi", "-i", "color=c=0xFF8020:size=32x24:rate=10:duration=1", "-c:v", "ffv1", "-pix_fmt", "bgr0"], clip)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("show.frag").path, channels: [clip.path])
        try withContext { gl in
            for time in [0.0, 0.55, 3.2] {
                let image = try scene.renderImage(in: gl, size: Size(32, 24), inputs: ShaderInputs(time: time, date: .snapshotDefault))
                // lavfi's colour source makes the colour in YUV: 0xFF8020 comes back within 3 of each channel.
                let target = Pixel(0xFF, 0x80, 0x20, 255)
                let pixels = Set((0..<24).flatMap { y in (0..<32).map { image[$0, y] } })
                #expect(pixels.count == 1, "one colour everywhere, time \(time)")
                #expect(pixels.allSatisfy { abs(Int($0.r) - Int(target.r)) <= 3 && abs(Int($0.g) - Int(target.g)) <= 3 && abs(Int($0.b) - Int(target.b)) <= 3 && $0.a == 255 },
                        "time \(time): \(pixels)")
            }
        }
    }

    @Test("a testsrc video: the frame at time t is ffmpeg's own frame at t (extracted to PNG); 2.3 s into a 2 s clip is 0.3 s; iChannelResolution the video's size")
    func testsrcFrames() throws {
        let folder = try folderOfFiles([
            "show.frag": "void mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel0, ivec2(p), 0); }\n",
            "size.frag": "#iChannel0 \"clip.mp4\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(iChannelResolution[0].xy / 255.0, 0.0, 1.0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let clip = folder.appendingPathComponent("clip.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=2", "-pix_fmt", "yuv420p"], clip)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("show.frag").path, channels: [clip.path])
        try withContext { gl in
            for (time, reference) in [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0), (1.9, 1.9), (2.3, 0.3)] {
                let png = folder.appendingPathComponent("ref-\(reference).png")
                try makeMedia(["-ss", String(reference), "-i", clip.path, "-frames:v", "1"], png)
                let expected = try RGBAImage(pngFile: png.path)
                let image = try scene.renderImage(in: gl, size: Size(64, 48), inputs: ShaderInputs(time: time, date: .snapshotDefault))
                #expect(image == expected, "time \(time)")
            }
            let size = try ShaderScene.load(path: folder.appendingPathComponent("size.frag").path)
                .renderImage(in: gl, size: Size(1, 1), inputs: ShaderInputs(date: .snapshotDefault))
            #expect(size[0, 0] == Pixel(64, 48, 0, 255))
        }
    }

    @Test("an export's video with vflip false keeps the picture's top row at t = 0: texelFetch shows ffmpeg's frame upside down, vflip true as it looks")
    func videoWithoutFlip() throws {
        func export(vflip: Bool) -> String {
            """
            {"Shader": {"renderpass": [{"type": "image", "name": "Image", "code": "void mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel0, ivec2(p), 0); }",
              "inputs": [{"id": "4sXGzn", "filepath": "/media/a/clip.mp4", "type": "video", "channel": 0, "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "\(vflip)"}}],
              "outputs": [{"id": "4dfGRr", "channel": 0}]}]}}
            """
        }
        let folder = try folderOfFiles(["flipped.json": export(vflip: true), "unflipped.json": export(vflip: false)])
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=1", "-pix_fmt", "yuv420p"], folder.appendingPathComponent("clip.mp4"))
        let png = folder.appendingPathComponent("frame3.png")
        try makeMedia(["-i", folder.appendingPathComponent("clip.mp4").path, "-vf", "select=eq(n\\,3)", "-frames:v", "1"], png)
        let expected = try RGBAImage(pngFile: png.path)
        var upsideDown = expected
        for y in 0..<48 { for x in 0..<64 { upsideDown[x, y] = expected[x, 47 - y] } }
        try withContext { gl in
            let inputs = ShaderInputs(time: 0.3, frame: 18, date: .snapshotDefault)
            let flipped = try ShaderScene.load(path: folder.appendingPathComponent("flipped.json").path).renderImage(in: gl, size: Size(64, 48), inputs: inputs)
            let unflipped = try ShaderScene.load(path: folder.appendingPathComponent("unflipped.json").path).renderImage(in: gl, size: Size(64, 48), inputs: inputs)
            #expect(flipped == expected, "vflip true: as it looks")
            #expect(unflipped == upsideDown, "vflip false: its top row at the bottom")
        }
    }

    @Test("an export's music and video inputs are read from the media folder; missing there, the error names the file and the folder")
    func export() throws {
        func export(_ kind: String, _ file: String) -> String {
            """
            {"Shader": {"renderpass": [{"type": "image", "name": "Image", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(texelFetch(iChannel0, ivec2(p), 0).xyz, 1.0); }",
              "inputs": [{"id": "4sXGzn", "filepath": "/media/a/\(file)", "type": "\(kind)", "channel": 0, "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "true"}}],
              "outputs": [{"id": "4dfGRr", "channel": 0}]}]}}
            """
        }
        let folder = try folderOfFiles(["music.json": export("music", "tune.mp3"), "video.json": export("video", "clip.webm"), "gone.json": export("music", "gone.mp3")])
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=1000:duration=1"], folder.appendingPathComponent("tune.mp3"))
        try makeMedia(["-f", "lavfi", "-i", "color=c=blue:size=16x8:rate=5:duration=1"], folder.appendingPathComponent("clip.webm"))
        let music = try ShaderScene.load(path: folder.appendingPathComponent("music.json").path)
        let video = try ShaderScene.load(path: folder.appendingPathComponent("video.json").path)
        try withContext { gl in
            let sound = try music.renderImage(in: gl, size: Size(512, 2), inputs: ShaderInputs(time: 0.5, frame: 30, date: .snapshotDefault))
            let spectrum = Self.rows(of: sound).spectrum
            #expect(spectrum.indices.max { spectrum[$0] < spectrum[$1] } == 46)
            let picture = try video.renderImage(in: gl, size: Size(16, 8), inputs: ShaderInputs(frame: 2, date: .snapshotDefault))
            #expect(picture[8, 4].b > 200 && picture[8, 4].r < 40, "\(picture[8, 4])")
        }
        #expect(throws: MultipassError.musicOrVideoNotFound(kind: "music", file: "gone.mp3", media: folder.path, pass: folder.appendingPathComponent("gone.json").path + "[Image]")) {
            try ShaderScene.load(path: folder.appendingPathComponent("gone.json").path)
        }
    }

    @Test("a file that is not music: ffmpeg's one-line reason, never its log; a file that is not a video likewise")
    func notMedia() throws {
        let folder = try folderOfFiles(["song.mp3": "these are words, not music\n", "clip.mp4": "nor is this a video\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let song = folder.appendingPathComponent("song.mp3").path, clip = folder.appendingPathComponent("clip.mp4").path
        do {
            _ = try AudioTrack.load(song)
            Issue.record("no error")
        } catch {
            guard case .notMedia(let path, "music", let reason) = error else { Issue.record("\(error)"); return }
            // ffmpeg's last line, e.g. "…/song.mp3: Invalid argument".
            #expect(path == song && !reason.contains("\n") && reason.hasPrefix(song + ": "), "\(reason)")
        }
        #expect(throws: MediaError.self) { try VideoFile.load(clip) }
        // A named pipe is refused before ffmpeg would wait on it for ever; so is a folder.
        let pipe = folder.appendingPathComponent("pipe.mp3").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: MediaError.notMedia(path: pipe, kind: "music", reason: "it is not a regular file (a folder, a named pipe or a device)")) {
            try AudioTrack.load(pipe)
        }
        #expect(throws: MediaError.notMedia(path: folder.path, kind: "a video", reason: "it is not a regular file (a folder, a named pipe or a device)")) {
            try VideoFile.load(folder.path)
        }
        #expect(MediaKind.of(path: pipe) == .image, "never opened: the picture reader refuses it by name")
        #expect(MediaKind.of(path: song) == .music && MediaKind.of(path: clip) == .video)
    }

    @Test("media told apart by content when the name says nothing: WAV and Ogg are music, Matroska and MPEG transport streams (also M2TS) videos, PNG a picture")
    func toldByContent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, [String], MediaKind)] = [
            ("a", ["-f", "lavfi", "-i", "sine=duration=0.1", "-f", "wav"], .music),
            ("b", ["-f", "lavfi", "-i", "sine=duration=0.1", "-c:a", "libvorbis", "-f", "ogg"], .music),
            ("c", ["-f", "lavfi", "-i", "color=size=8x8:duration=0.2", "-f", "matroska"], .video),
            // MPEG transport streams: 188-byte packets, and a camcorder's AVCHD (192: a time code first).
            ("e", ["-f", "lavfi", "-i", "color=size=16x16:duration=0.2", "-c:v", "libx264", "-f", "mpegts"], .video),
            ("f", ["-f", "lavfi", "-i", "color=size=16x16:duration=0.2", "-c:v", "libx264", "-mpegts_m2ts_mode", "1", "-f", "mpegts"], .video),
            ("d", ["-f", "lavfi", "-i", "color=size=8x8", "-frames:v", "1", "-f", "image2", "-c:v", "png"], .image),
        ]
        for (name, arguments, kind) in cases {
            let file = folder.appendingPathComponent(name)
            try makeMedia(arguments, file)
            #expect(MediaKind.of(path: file.path) == kind, "\(name)")
        }
    }

    @Test("a transport stream is told by three sync bytes a packet apart: cut before the third, empty, or with one byte off, a file is not one")
    func transportStreamSyncBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func kind(_ bytes: [UInt8]) throws -> MediaKind {
            let file = folder.appendingPathComponent("clip.bin")
            try Data(bytes).write(to: file)
            return MediaKind.of(path: file.path)
        }
        var packets = [UInt8](repeating: 0, count: 3 * 188)
        for k in 0 ..< 3 { packets[k * 188] = 0x47 }
        #expect(try kind(packets) == .video)
        #expect(try kind(Array(packets.prefix(2 * 188 + 1))) == .video, "the third sync byte is the last byte read")
        #expect(try kind(Array(packets.prefix(2 * 188))) == .image, "cut before the third sync byte")
        var shifted = packets
        shifted[188] = 0
        shifted[189] = 0x47
        #expect(try kind(shifted) == .image, "a sync byte one off its place")
        #expect(try kind([]) == .image && (try kind([0x47])) == .image && (try kind([UInt8](repeating: 0x47, count: 3))) == .image)
        var m2ts = [UInt8](repeating: 0, count: 3 * 192)
        for k in 0 ..< 3 { m2ts[4 + k * 192] = 0x47 }
        #expect(try kind(m2ts) == .video, "192-byte packets after a 4-byte time code")
    }
}
