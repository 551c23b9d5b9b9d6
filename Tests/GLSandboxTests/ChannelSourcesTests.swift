import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
import Testing
import TestSupport
import GLTestSupport

/// One input, four ways in: every kind of channel given as a command-line flag (`--channel0`,
/// `--channel0-cube`), as an `#iChannel0` line in a single file, as an `#iChannel0` line in a pass
/// folder's image.frag, and as an input of a Shadertoy export renders the same pixels, because each
/// source only parses to a ``ChannelReference`` and one ``ChannelResolver`` makes the channel.
///
/// The files are made here (PNG faces by the PNG writer, a volume and a DDS byte by byte, music and
/// video by ffmpeg's own lavfi sources), and every picture must show something (not one flat colour
/// where the kind has more than one), so identical pictures are not identical blanks.
@Suite("One input, every source")
struct ChannelSourcesTests {
    struct Kind: Sendable, CustomTestStringConvertible {
        var name: String
        /// The file the channel names (the first face for a cubemap), made by `make`.
        var file: String
        /// The export's `ctype`.
        var ctype: String
        var cubemap = false
        /// Whether the picture must hold more than one colour.
        var varied = true
        var shader: String
        var testDescription: String { name }
    }

    static let kinds: [Kind] = [
        Kind(name: "picture", file: "wood.png", ctype: "texture",
             shader: "void mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, p / iResolution.xy * 1.5).rgb, 1.0); }"),
        Kind(name: "cubemap", file: "sky.png", ctype: "cubemap", cubemap: true,
             shader: """
                 void mainImage(out vec4 c, in vec2 p) {
                     vec2 uv = p / iResolution.xy * 2.0 - 1.0;
                     vec3 d = p.x < iResolution.x / 2.0 ? vec3(1.0, uv.y, uv.x) : vec3(uv, -1.0);
                     c = vec4(texture(iChannel0, d).rgb, 1.0);
                 }
                 """),
        Kind(name: "volume", file: "noise.bin", ctype: "volume",
             shader: "void mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec3(p / iResolution.xy, 0.6)).rgb, 1.0); }"),
        Kind(name: "DDS picture of floats", file: "lut.dds", ctype: "texture",
             shader: "void mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, p / iResolution.xy).rgb / 8.0 + 0.25, 1.0); }"),
        Kind(name: "keyboard", file: "keyboard", ctype: "keyboard", varied: false,
             shader: "void mainImage(out vec4 c, in vec2 p) { c = vec4(texelFetch(iChannel0, ivec2(65, 0), 0).r, texelFetch(iChannel0, ivec2(66, 0), 0).r, iChannelTime[0], 1.0); }"),
        Kind(name: "music", file: "tone.wav", ctype: "music",
             shader: """
                 void mainImage(out vec4 c, in vec2 p) {
                     float x = p.x / iResolution.x * 0.2;
                     c = vec4(texture(iChannel0, vec2(x, 0.25)).r, texture(iChannel0, vec2(x, 0.75)).r, iChannelTime[0] / 4.0, 1.0);
                 }
                 """),
        Kind(name: "video", file: "clip.mkv", ctype: "video",
             shader: "void mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, p / iResolution.xy).rg, iChannelTime[0] / 4.0, 1.0); }"),
    ]

    /// Makes `kind`'s file (and a cubemap's other faces) in `folder`.
    static func make(_ kind: Kind, in folder: URL) throws {
        let path = folder.appendingPathComponent(kind.file).path
        switch kind.name {
        case "picture":
            var pixels: [UInt8] = []
            for y in 0..<8 { for x in 0..<8 { pixels += [UInt8(32 * x), UInt8(32 * y), UInt8((x + y) % 2 * 200), 255] } }
            try RGBAImage(size: Size(8, 8), pixels: pixels).writePNG(to: path)
        case "cubemap":
            let colours = [Pixel(255, 0, 0), Pixel(0, 255, 0), Pixel(0, 0, 255), Pixel(255, 255, 0), Pixel(0, 255, 255), Pixel(255, 0, 255)]
            for (face, colour) in colours.enumerated() {
                let name = face == 0 ? "sky.png" : "sky_\(face).png"
                try RGBAImage(size: Size(4, 4), filling: colour).writePNG(to: folder.appendingPathComponent(name).path)
            }
        case "volume":
            _ = try VolumeTests.write(VolumeTests.rgbaFile, to: folder, kind.file)
        case "DDS picture of floats":
            var texels: [Float] = []
            for y in 0..<4 { for x in 0..<4 { texels += [Float(x), Float(y), Float(x * y) / 4, 1] } }
            _ = try DDSTests.write(DDSFile.file(width: 4, height: 4, fourCC: 116, texels: texels), to: folder, kind.file)
        case "keyboard":
            break
        case "music":
            try makeMedia(["-f", "lavfi", "-i", "sine=frequency=1500:duration=1.5"], URL(fileURLWithPath: path))
        case "video":
            try makeMedia(["-f", "lavfi", "-i", "testsrc=size=16x16:rate=10:duration=1", "-c:v", "ffv1", "-pix_fmt", "bgr0"], URL(fileURLWithPath: path))
        default:
            Issue.record("no maker for \(kind.name)")
        }
    }

    /// The `#iChannel0` lines that name the file (and say a cubemap is one).
    static func directives(_ kind: Kind) -> String {
        "#iChannel0 \"\(kind.file)\"\n" + (kind.cubemap ? "#iChannel0::Type \"CubeMap\"\n" : "")
    }

    static func export(_ kind: Kind) throws -> String {
        let object: [String: Any] = ["Shader": ["ver": "0.1", "info": ["name": kind.name], "renderpass": [[
            "type": "image", "name": "Image", "code": kind.shader, "outputs": [["id": "4dfGRr", "channel": 0]],
            "inputs": [["channel": 0, "ctype": kind.ctype, "id": 7, "src": "/media/a/\(kind.file)"]],
        ]]]]
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test("a flag, #iChannel0 in a file, a pass folder and an export give identical pixels", arguments: kinds)
    func sameEverywhere(_ kind: Kind) throws {
        // Everything in one folder: the media, the single files, the pass folder's image.frag, the export.
        let folder = try folderOfFiles([
            "mp/plain.frag": kind.shader + "\n",
            "mp/named.frag": Self.directives(kind) + kind.shader + "\n",
            "mp/image.frag": Self.directives(kind) + kind.shader + "\n",
            "mp/export.json": try Self.export(kind),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let mp = folder.appendingPathComponent("mp")
        try Self.make(kind, in: mp)
        let file = kind.file == "keyboard" ? "keyboard" : mp.appendingPathComponent(kind.file).path

        let scenes: [(String, ShaderScene)] = [
            ("a flag", try ShaderScene.load(path: mp.appendingPathComponent("plain.frag").path,
                                            channels: kind.cubemap ? [] : [file], cubemaps: kind.cubemap ? [file] : [])),
            ("#iChannel0 in a file", try ShaderScene.load(path: mp.appendingPathComponent("named.frag").path)),
            ("a pass folder", try ShaderScene.load(path: mp.path)),
            ("an export", try ShaderScene.load(path: mp.appendingPathComponent("export.json").path)),
        ]
        // Frame 9 at 20 fps is t = 0.45 s for every source; key 65 (A) held.
        let inputs = ShaderInputs(time: 0.45, frame: 9, fps: 20, date: .snapshotDefault,
                                  keyboard: .scripted(try KeyScript([KeyScript.Press(code: 65, first: 0, last: 100)])))
        let pictures = try withContext { gl in try scenes.map { try $0.1.renderImage(in: gl, size: Size(16, 12), inputs: inputs) } }
        for (index, picture) in pictures.enumerated().dropFirst() {
            #expect(picture == pictures[0], "\(kind.name): \(scenes[index].0) differs from \(scenes[0].0)")
        }
        if kind.varied {
            #expect(pictures[0].distinctPixels().count > 1, "\(kind.name): the picture is one flat colour")
        } else {
            #expect(pictures[0][0, 0] == Pixel(255, 0, 0, 255), "\(kind.name): key A held (red), B not (green), iChannelTime 0 (blue)")
        }
    }
}
