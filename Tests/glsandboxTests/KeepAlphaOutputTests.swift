import Foundation
import GLSandboxImage
import Testing
import TestSupport

/// `--keep-alpha` with the outputs of `loop`: an overlay's alpha (a transparent WebM, a shader
/// that writes one) reaches a video whose codec has an alpha channel, and every output that has
/// none says so. Expected values come from ffmpeg's decoding of the source and of the output
/// (libvpx for VP9's alpha, which ffmpeg's own decoder drops) and from ffprobe.
@Suite("An overlay's alpha in loop's outputs")
struct KeepAlphaOutputTests {
    /// A folder with `invert.fs` and `ramp.webm`: 32x16, 5 frames, VP9 with an alpha plane that
    /// rises from 0 at the left edge by 8 a column (a transparent overlay, as browsers play it);
    /// and ffmpeg's decoding of the clip by libvpx, as RGBA.
    static func transparentClip(_ name: String = #function) throws -> (folder: URL, clip: URL, source: [UInt8]) {
        let folder = try FilterOverClipTests.invertFolder(name)
        let clip = folder.appendingPathComponent("ramp.webm")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x16:rate=5,format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='8*X'",
                       "-t", "1", "-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p"], clip)
        let source = try decoded(clip)
        #expect(source.count == 5 * 32 * 16 * 4)
        return (folder, clip, source)
    }

    /// `file`'s frames as ffmpeg decodes them to RGBA (a VP9 stream by libvpx, which keeps its alpha).
    static func decoded(_ file: URL) throws -> [UInt8] {
        let isVP9 = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=codec_name",
                                             "-of", "csv=p=0", file.path]).stdout.contains("vp9")
        let result = try run("/usr/bin/env", ["ffmpeg", "-v", "error", "-nostdin"] + (isVP9 ? ["-c:v", "libvpx-vp9"] : [])
                                + ["-i", file.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        return [UInt8](result.stdoutBytes)
    }

    /// The largest difference between the alpha of `output` and `source`, pixel by pixel (nil
    /// when their lengths differ), and how many pixels' alpha is below 255 in the output.
    static func alphaDifference(_ output: [UInt8], _ source: [UInt8]) -> (largest: Int?, seeThrough: Int) {
        let seeThrough = stride(from: 3, to: output.count, by: 4).filter { output[$0] < 255 }.count
        guard output.count == source.count else { return (nil, seeThrough) }
        let largest = stride(from: 3, to: output.count, by: 4).map { abs(Int(output[$0]) - Int(source[$0])) }.max() ?? 0
        return (largest, seeThrough)
    }

    @Test("loop invert.fs --input a transparent WebM --keep-alpha --video out.webm: VP9 with alpha (alpha_mode 1), each pixel's alpha within 2 of the clip's, as libvpx decodes both")
    func transparentWebM() throws {
        let (folder, clip, source) = try Self.transparentClip()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.webm")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--keep-alpha", "--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("note"), "\(result.stderr)")
        let tag = try run("/usr/bin/env", ["ffprobe", "-v", "error", "-show_entries", "stream_tags=alpha_mode", "-of", "csv=p=0", out.path])
        #expect(tag.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "1", "alpha_mode: '\(tag.stdout)' \(tag.stderr)")
        let (largest, seeThrough) = Self.alphaDifference(try Self.decoded(out), source)
        #expect(largest != nil && largest! <= 2, "the alpha differs from the clip's by up to \(largest.map(String.init) ?? "-: another length")")
        #expect(seeThrough > 0, "every pixel is opaque")
    }

    @Test("--keep-alpha --video-lossless --video out.mkv: FFV1 in RGBA, each frame exactly the negative of ffmpeg's decoding of the clip, its alpha the clip's")
    func losslessKeepsAlpha() throws {
        let (folder, clip, source) = try Self.transparentClip()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.mkv")
        let result = try glsandbox(["loop", folder.appendingPathComponent("invert.fs").path, "--input", clip.path, "--keep-alpha",
                                    "--video-lossless", "--video", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let output = try Self.decoded(out)
        try #require(output.count == source.count, "\(output.count) bytes decoded, not \(source.count)")
        // Compared outside #expect: a failing comparison of whole arrays is diffed element by element.
        var wrong = 0
        for i in stride(from: 0, to: output.count, by: 4) {
            let negative: [UInt8] = [255 - source[i], 255 - source[i + 1], 255 - source[i + 2], source[i + 3]]
            if Array(output[i ..< i + 4]) != negative { wrong += 1 }
        }
        #expect(wrong == 0, "\(wrong) of \(output.count / 4) pixels are not the negative with the clip's alpha")
    }

    @Test("--keep-alpha with an output that has no alpha channel: a note naming it and the videos that keep it; the output is still written",
          arguments: [(["--video", "out.mp4"], "H.264 has no alpha"), (["--video", "out.mkv"], "H.264 has no alpha"),
                      (["--video-lossless", "--video", "out.webm"], "VP9's lossless RGB has no alpha"),
                      (["--video-lossless", "--video", "out.mp4"], "H.264's lossless RGB has no alpha"),
                      (["--gif", "out.gif"], "its frames are opaque here")])
    func outputWithoutAlpha(output: [String], words: String) throws {
        let folder = try folderOfFiles(["half.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 0.5); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("half.frag").path
        let arguments = output.map { $0.hasPrefix("out.") ? folder.appendingPathComponent($0).path : $0 }
        let kept = try glsandbox(["loop", shader, "--size", "16x16", "--frames", "2", "--keep-alpha"] + arguments)
        #expect(kept.status == 0, "\(kept.stderr)")
        let note = kept.stderr.split(separator: "\n").first { $0.contains("note: --keep-alpha") }
        #expect(note?.contains(words) == true, "\(kept.stderr)")
        if output.contains("--video") { #expect(note?.contains("--video-lossless (FFV1 RGBA, exact), or a lossy .webm") == true, "\(kept.stderr)") }
        #expect(FileManager.default.fileExists(atPath: arguments.last!))
        // Without --keep-alpha the frames are opaque: nothing is dropped, nothing said.
        let opaque = try glsandbox(["loop", shader, "--size", "16x16", "--frames", "2"] + arguments)
        #expect(opaque.status == 0, "\(opaque.stderr)")
        #expect(!opaque.stderr.contains("--keep-alpha"), "\(opaque.stderr)")
    }

    @Test("--keep-alpha --stdout y4m: a note that YUV4MPEG has no alpha and --stdout rgba keeps it; --stdout rgba gets none and carries alpha 128")
    func streams() throws {
        let folder = try folderOfFiles(["half.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 0.5); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("half.frag").path
        let y4m = try glsandbox(["loop", shader, "--size", "16x16", "--frames", "1", "--keep-alpha", "--stdout", "y4m"])
        #expect(y4m.status == 0, "\(y4m.stderr)")
        #expect(y4m.stderr.contains("note: --keep-alpha with --stdout y4m: YUV4MPEG has no alpha"), "\(y4m.stderr)")
        #expect(y4m.stderr.contains("--stdout rgba keeps it"), "\(y4m.stderr)")
        let rgba = try glsandbox(["loop", shader, "--size", "16x16", "--frames", "1", "--keep-alpha", "--stdout", "rgba"])
        #expect(rgba.status == 0, "\(rgba.stderr)")
        #expect(!rgba.stderr.contains("note"), "\(rgba.stderr)")
        let bytes = [UInt8](rgba.stdoutBytes)
        #expect(bytes.count == 16 * 16 * 4 && stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 128 }, "\(bytes.prefix(8))")
    }

    @Test("render --keep-alpha --out x.jpg: a note that JPEG has no alpha and a .png keeps it; a .png, or a JPEG without --keep-alpha, gets none")
    func renderJPEG() throws {
        let folder = try folderOfFiles(["half.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 0.5); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("half.frag").path
        func render(_ name: String, _ extra: [String]) throws -> String {
            let result = try glsandbox(["render", shader, "--size", "8x8", "--out", folder.appendingPathComponent(name).path] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            return result.stderr
        }
        let jpeg = try render("x.jpg", ["--keep-alpha"])
        #expect(jpeg.contains("note: --keep-alpha with the JPEG") && jpeg.contains("JPEG has no alpha") && jpeg.contains("a .png keeps it"), "\(jpeg)")
        // A name with a terminal's escape in it is shown, never sent to the terminal.
        let escaped = try render("red\u{1B}[31m.jpg", ["--keep-alpha"])
        #expect(escaped.contains("note: --keep-alpha with the JPEG") && !escaped.contains("\u{1B}"), "\(escaped.debugDescription)")
        #expect(!(try render("x.png", ["--keep-alpha"])).contains("note"))
        #expect(!(try render("y.jpg", [])).contains("note"))
    }
}
