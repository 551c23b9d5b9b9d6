import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
import Testing
import TestSupport
import GLTestSupport

/// DDS channels (issue 21): the VS Code shader-toy extension's lookup tables, 32-bit floats in a
/// DX10 or legacy DDS header, read as its `parseDDS` reads them (docs/shaders-from-elsewhere.md,
/// section 10).
///
/// The files are written here byte by byte (the header by hand, not by the reader's code); the
/// expected pixels come from the floats written: a texel centre read with any filter is its
/// texel (GL 4.6 section 8.14), and the file's first row is at t = 0.
@Suite("DDS channels")
struct DDSTests {
    static func fourCC(_ letters: String) -> UInt32 { DDSFile.fourCC(letters) }
    typealias DX10 = DDSFile.DX10

    /// Texel (x, y)'s channel c: values no 8-bit texture holds (negative, above 1, tiny).
    static func value(_ x: Int, _ y: Int, _ c: Int) -> Float {
        [Float(10 * x + y), -Float(x) - 0.5, 0.001 * Float(x + 4 * y + 1), 1000 - 100 * Float(x + 4 * y)][c]
    }

    /// A 4x2 picture of `channels` channels, its first row (y = 0) first.
    static func texels(channels: Int) -> [Float] {
        var values: [Float] = []
        for y in 0..<2 { for x in 0..<4 { for c in 0..<channels { values.append(value(x, y, c)) } } }
        return values
    }

    /// Pixel i of an 8x2 picture reads texel (i % 4, i / 4)'s centre; the bottom row shows r / 32,
    /// -g / 4, b * 100, the top row a / 1000 (alpha itself is shown opaque).
    static let everyCentre = """
        void mainImage(out vec4 c, in vec2 p) {
            int i = int(p.x);
            vec4 v = texture(iChannel0, (vec2(i % 4, i / 4) + 0.5) / iChannelResolution[0].xy);
            c = p.y < 1.0 ? vec4(v.r / 32.0, -v.g / 4.0, v.b * 100.0, 1.0) : vec4(v.a / 1000.0, iChannelResolution[0].xy / 8.0, 1.0);
        }
        """

    /// The byte a value shown as `shown` becomes in an 8-bit framebuffer.
    static func byte(_ shown: Float) -> Int { Int((min(max(shown, 0), 1) * 255).rounded()) }

    /// Checks the 8x2 picture of ``everyCentre`` against the floats written: missing channels
    /// read as (r, 0, 0, 1), (r, g, 0, 1), (r, g, b, 1).
    static func expectEveryCentre(_ image: RGBAImage, channels: Int, _ what: String) {
        for i in 0..<8 {
            let (x, y) = (i % 4, i / 4)
            func read(_ c: Int) -> Float { c < channels ? value(x, y, c) : (c == 3 ? 1 : 0) }
            let bottom = [byte(read(0) / 32), byte(-read(1) / 4), byte(read(2) * 100)]
            let top = [byte(read(3) / 1000), byte(4.0 / 8), byte(2.0 / 8)]
            let got = image[i, 1], gotTop = image[i, 0]
            for (expected, actual) in zip(bottom + top, [got.r, got.g, got.b, gotTop.r, gotTop.g, gotTop.b]) {
                #expect(abs(Int(actual) - expected) <= 1, "\(what): texel (\(x), \(y)): \(got) \(gotTop), expected \(bottom) \(top)")
            }
        }
    }

    static func write(_ bytes: [UInt8], to folder: URL, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func render(_ scene: ShaderScene, size: Size = Size(8, 2)) throws -> RGBAImage {
        try withContext { try scene.renderImage(in: $0, size: size, inputs: ShaderInputs(date: .snapshotDefault)) }
    }

    @Test("#iChannel0 \"file://lut.dds\" (DX10, RGBA32F, as the extension's demos): each texel centre reads its floats, the first row at t = 0",
          arguments: ["Nearest", "Linear"])
    func dx10RGBA(filter: String) throws {
        let shader = "#iChannel0 \"file://lut/lut.dds\"\n#iChannel0::WrapMode \"Clamp\"\n#iChannel0::MinFilter \"\(filter)\"\n"
            + "#iChannel0::MagFilter \"\(filter)\"\n" + Self.everyCentre
        let folder = try folderOfFiles(["d.glsl": shader, "lut/keep": ""], "dx10RGBA" + filter)
        _ = try Self.write(DDSFile.file(width: 4, height: 2, fourCC: Self.fourCC("DX10"), dx10: DX10(dxgi: 2), pitch: 64, texels: Self.texels(channels: 4)),
                           to: folder.appendingPathComponent("lut"), "lut.dds")
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("d.glsl").path)
        Self.expectEveryCentre(try Self.render(scene), channels: 4, filter)
    }

    @Test("every format the extension reads: DX10 R32G32B32A32, R32G32B32, R32G32, R32 and the legacy FourCC 116",
          arguments: [(UInt32(2), 4), (6, 3), (16, 2), (41, 1), (0, 4)])
    func everyFormat(dxgi: UInt32, channels: Int) throws {
        let folder = try folderOfFiles(["d.glsl": "#iChannel0 \"lut.dds\"\n#iChannel0::MinFilter \"Nearest\"\n" + Self.everyCentre], "everyFormat\(dxgi)")
        let bytes = dxgi == 0 ? DDSFile.file(width: 4, height: 2, fourCC: 116, texels: Self.texels(channels: 4))
            : DDSFile.file(width: 4, height: 2, fourCC: Self.fourCC("DX10"), dx10: DX10(dxgi: dxgi), texels: Self.texels(channels: channels))
        _ = try Self.write(bytes, to: folder, "lut.dds")
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("d.glsl").path)
        Self.expectEveryCentre(try Self.render(scene), channels: channels, "DXGI \(dxgi)")
    }

    @Test("--channel0 reads a DDS by its content (named .png), and pass folders and linked pass files read #iChannelN \"lut.dds\"")
    func everyWayToNameIt() throws {
        let image = "#iChannel1 \"lut.dds\"\n#iChannel1::MinFilter \"Nearest\"\n" + Self.everyCentre.replacingOccurrences(of: "iChannel0", with: "iChannel1")
            .replacingOccurrences(of: "iChannelResolution[0]", with: "iChannelResolution[1]")
        let folder = try folderOfFiles(["plain.glsl": Self.everyCentre, "mp/image.frag": image,
                                        "mp/bufferA.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
                                        "linked.glsl": "#iChannel0 \"self\"\n" + image])
        let bytes = DDSFile.file(width: 4, height: 2, fourCC: Self.fourCC("DX10"), dx10: DX10(dxgi: 2), texels: Self.texels(channels: 4))
        let disguised = try Self.write(bytes, to: folder, "lut.png")
        _ = try Self.write(bytes, to: folder, "lut.dds")
        _ = try Self.write(bytes, to: folder.appendingPathComponent("mp"), "lut.dds")
        // Nearest is not said here: Shadertoy's default, mipmaps, reads the one level linearly, and a centre is its texel.
        let plain = try ShaderScene.load(path: folder.appendingPathComponent("plain.glsl").path, channels: [disguised])
        Self.expectEveryCentre(try Self.render(plain), channels: 4, "--channel0")
        for path in [folder.appendingPathComponent("mp").path, folder.appendingPathComponent("linked.glsl").path] {
            let scene = try ShaderScene.load(path: path)
            #expect(scene.isMultipass && scene.files.contains { $0.hasSuffix("lut.dds") }, "\(path): \(scene.files)")
            Self.expectEveryCentre(try Self.render(scene), channels: 4, path)
        }
    }

    @Test("linear filtering between texels gives their mean; at the edge clamp keeps the texel and repeat blends the far one; a mipmap filter reads level 0 linearly")
    func filteringAndWrapping() throws {
        func sample(_ settings: String) throws -> RGBAImage {
            let shader = "#iChannel0 \"lut.dds\"\n" + settings + """
                void mainImage(out vec4 c, in vec2 p) {
                    // 0: halfway between texels 0 and 1 of the first row; 1: the left edge (s = 0); 2: texel 2's centre.
                    float s[3] = float[3](1.0 / 4.0, 0.0, 2.5 / 4.0);
                    c = vec4(texture(iChannel0, vec2(s[int(p.x)], 0.25)).r / 32.0, 0.0, 0.0, 1.0);
                }
                """
            let folder = try folderOfFiles(["d.glsl": shader], "filtering\(settings.hashValue)")
            _ = try Self.write(DDSFile.file(width: 4, height: 2, fourCC: Self.fourCC("DX10"), dx10: DX10(dxgi: 41), texels: Self.texels(channels: 1)),
                               to: folder, "lut.dds")
            return try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("d.glsl").path), size: Size(3, 1))
        }
        let r = { (x: Int) in Self.value(x, 0, 0) }
        let clamped = try sample("#iChannel0::MinFilter \"Linear\"\n#iChannel0::MagFilter \"Linear\"\n#iChannel0::WrapMode \"Clamp\"\n")
        #expect(abs(Int(clamped[0, 0].r) - Self.byte((r(0) + r(1)) / 2 / 32)) <= 1, "\(clamped[0, 0])")
        #expect(abs(Int(clamped[1, 0].r) - Self.byte(r(0) / 32)) <= 1, "\(clamped[1, 0])")
        let repeated = try sample("#iChannel0::MinFilter \"Linear\"\n#iChannel0::WrapMode \"Repeat\"\n")
        #expect(abs(Int(repeated[1, 0].r) - Self.byte((r(0) + r(3)) / 2 / 32)) <= 1, "\(repeated[1, 0])")
        let mipmapped = try sample("#iChannel0::MinFilter \"LinearMipMapLinear\"\n")
        #expect(abs(Int(mipmapped[0, 0].r) - Self.byte((r(0) + r(1)) / 2 / 32)) <= 1, "\(mipmapped[0, 0])")
        #expect(abs(Int(mipmapped[2, 0].r) - Self.byte(r(2) / 32)) <= 1, "\(mipmapped[2, 0])")
    }

    // MARK: Refused

    /// Files the extension's reader refuses, by what the refusal says they hold.
    static let refused: [String: [UInt8]] = [
        "FourCC DXT1 (compressed)": DDSFile.file(width: 4, height: 4, fourCC: fourCC("DXT1"), texels: []),
        "DXGI format 98 (BC7_UNORM, compressed)": DDSFile.file(width: 4, height: 4, fourCC: fourCC("DX10"), dx10: DX10(dxgi: 98), texels: []),
        "DXGI format 10 (R16G16B16A16_FLOAT, half floats)": DDSFile.file(width: 4, height: 4, fourCC: fourCC("DX10"), dx10: DX10(dxgi: 10), texels: []),
        "FourCC 113 (A16B16G16R16F, half floats)": DDSFile.file(width: 4, height: 4, fourCC: 113, texels: []),
        "32-bit texels of colour given by masks (integers, not floats)": DDSFile.file(width: 4, height: 4, fourCC: 0, pixelFlags: 0x41, maskBits: 32, texels: []),
        "FourCC 116 (A32B32G32R32F) with 3 mip levels": DDSFile.file(width: 4, height: 4, fourCC: 116, mips: 3, texels: texels(channels: 4)),
        "FourCC 116 (A32B32G32R32F) as a cubemap": DDSFile.file(width: 4, height: 4, fourCC: 116, caps2: 0xFE00, texels: []),
        "FourCC 116 (A32B32G32R32F) as a volume": DDSFile.file(width: 4, height: 4, fourCC: 116, caps2: 0x0020_0000, texels: []),
        "DXGI format 2 (R32G32B32A32_FLOAT) as an array of 6": DDSFile.file(width: 4, height: 4, fourCC: fourCC("DX10"), dx10: DX10(dxgi: 2, arraySize: 6), texels: []),
        "DXGI format 2 (R32G32B32A32_FLOAT) as a 3D texture": DDSFile.file(width: 4, height: 4, fourCC: fourCC("DX10"), dx10: DX10(dxgi: 2, dimension: 4), texels: []),
        "DXGI format 2 (R32G32B32A32_FLOAT) as a cubemap": DDSFile.file(width: 4, height: 4, fourCC: fourCC("DX10"), dx10: DX10(dxgi: 2, misc: 4), texels: []),
        "FourCC 116 (A32B32G32R32F) with rows of 80 bytes (4 texels of 16 bytes make 64)": DDSFile.file(width: 4, height: 2, fourCC: 116, pitch: 80, texels: []),
    ]

    @Test("a DDS the extension does not read is refused naming what it holds", arguments: refused.keys.sorted())
    func unsupported(found: String) {
        #expect(throws: ImageFileError.unsupportedDDS(path: "x.dds", found: found)) { try DDS.decode(Self.refused[found]!, path: "x.dds") }
    }

    @Test("a header that contradicts itself or the file is damaged; absurd sizes are refused before anything is allocated")
    func damagedAndAbsurd() {
        func reason(_ bytes: [UInt8]) -> String? {
            do { _ = try DDS.decode(bytes, path: "x.dds"); return nil } catch {
                if case .damaged(_, .dds, let reason) = error { return reason }
                Issue.record("not damaged: \(error)")
                return nil
            }
        }
        let rgba = Self.fourCC("DX10")
        #expect(reason(DDSFile.file(width: 4, height: 2, fourCC: 116, headerSize: 100, texels: [])) == "its header says it has 100 bytes, where a DDS header has 124")
        #expect(reason(DDSFile.file(width: 4, height: 2, fourCC: rgba, dx10: DX10(dxgi: 2), pixelFlags: 0, texels: []))?.contains("do not say it has a FourCC") == true)
        #expect(reason(DDSFile.file(width: 0, height: 2, fourCC: 116, texels: [])) == "its header says its size is 0x2 texels")
        // 8192x8192 RGBA32F is 1 GiB: the header's size is checked against the 16 bytes that follow, not allocated.
        #expect(reason(DDSFile.file(width: 8192, height: 8192, fourCC: 116, texels: [1, 2, 3, 4]))
                == "its header says 8192x8192 texels of 16 bytes (1073741824 bytes), and 16 follow it: the file is truncated")
        for (width, height) in [(UInt32.max, UInt32.max), (16385, 1), (16384, 16384)] {
            #expect(throws: ImageFileError.tooLarge(path: "x.dds", size: Size(Int(width), Int(height)))) {
                try DDS.decode(DDSFile.file(width: width, height: height, fourCC: 116, texels: []), path: "x.dds")
            }
        }
    }

    @Test("every truncated prefix of a valid DX10 and legacy file is a typed error, never a crash; the whole file reads")
    func truncatedPrefixes() throws {
        for bytes in [DDSFile.file(width: 4, height: 2, fourCC: Self.fourCC("DX10"), dx10: DX10(dxgi: 2), texels: Self.texels(channels: 4)),
                      DDSFile.file(width: 4, height: 2, fourCC: 116, texels: Self.texels(channels: 4))] {
            for length in 0..<bytes.count {
                #expect(throws: ImageFileError.self, "\(length) bytes") { try DDS.decode(Array(bytes.prefix(length))) }
            }
            let image = try DDS.decode(bytes)
            #expect(image.size == Size(4, 2) && image.channels == 4)
            #expect(Array(image[3, 1]) == (0..<4).map { Self.value(3, 1, $0) })
        }
        // The extension reads FourCC 116 whatever the pixel format's flags say.
        let unflagged = DDSFile.file(width: 4, height: 2, fourCC: 116, pixelFlags: 0x41, texels: Self.texels(channels: 4))
        #expect(try DDS.decode(unflagged).values == Self.texels(channels: 4))
    }

    @Test("where an 8-bit picture is needed (a cubemap face, compare), a DDS is refused saying where it is read")
    func notWhereAPictureIsNeeded() throws {
        let folder = try temporaryFolder()
        let path = try Self.write(DDSFile.file(width: 4, height: 2, fourCC: 116, texels: Self.texels(channels: 4)), to: folder, "lut.dds")
        #expect(throws: ImageFileError.unsupportedFormat(path: path, format: .dds)) { try RGBAImage(imageFile: path) }
        #expect(ImageFileError.unsupportedFormat(path: "a.dds", format: .dds).description
                == "a.dds is a DDS image, which GLSandbox reads only as a shader's 2D channel (as the VS Code shader-toy extension does): "
                + "convert it to PNG (e.g. `convert a.dds out.png`) or JPEG")
    }

    @Test("a named pipe called lut.dds is refused by name without blocking; past the texture budget is refused")
    func pipeAndBudget() throws {
        let folder = try folderOfFiles(["d.glsl": "#iChannel0 \"lut.dds\"\n" + Self.everyCentre])
        let pipe = folder.appendingPathComponent("lut.dds").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(ImageFile.format(ofFile: pipe) == nil)
        #expect(throws: ImageFileError.notRegularFile(path: pipe, kind: "a named pipe (FIFO)")) {
            try ShaderScene.load(path: folder.appendingPathComponent("d.glsl").path)
        }
        // 64x64 RGBA32F: 64 KiB as read, over a budget of 32 KiB.
        let big = try Self.write(DDSFile.file(width: 64, height: 64, fourCC: 116, texels: [Float](repeating: 0.5, count: 64 * 64 * 4)), to: folder, "big.dds")
        #expect(throws: TextureBudgetError.exceeded(needed: 65536, budget: 32768, textures: 0, files: 1)) {
            try ShaderImages.$current.withValue(ShaderImages(budget: 32768)) { try ShaderImages.loadFloatImage(big) }
        }
    }
}
