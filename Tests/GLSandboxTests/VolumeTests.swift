import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
import Testing
import TestSupport
import GLTestSupport

/// Volume inputs (issue 24): Shadertoy's `.bin` volumes (20 bytes of header: signature, x, y, z
/// as UInt32, channels UInt8, layout UInt8, format UInt16; then the voxels, x fastest) read as
/// a `sampler3D`.
///
/// The volumes are written here, byte by byte, from small formulas; the expected pixels are those
/// bytes (a voxel centre read with nearest filtering is its voxel), or the mean of two of them
/// halfway between (linear filtering), or the edge voxel alone (clamp) versus the mean with the
/// opposite edge (repeat), as GL's texture-filtering rules say (GL 4.6 section 8.14).
@Suite("Volume inputs")
struct VolumeTests {
    /// The grey 4x4x4 volume: voxel (x, y, z) is 4 * (x + 4y + 16z), 0 to 252.
    static func grey(_ x: Int, _ y: Int, _ z: Int) -> UInt8 { UInt8(4 * (x + 4 * y + 16 * z)) }

    /// The header by hand (not by ``Volume/fileBytes``): "BIN\0", x, y, z, channels, layout 0, format.
    static func header(_ x: UInt32, _ y: UInt32, _ z: UInt32, channels: UInt8, format: UInt16 = 0) -> [UInt8] {
        var bytes: [UInt8] = [0x42, 0x49, 0x4E, 0x00]
        for value in [x, y, z] { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)] }
        return bytes + [channels, 0, UInt8(format & 0xFF), UInt8(format >> 8)]
    }

    static var greyFile: [UInt8] {
        var voxels: [UInt8] = []
        for z in 0..<4 { for y in 0..<4 { for x in 0..<4 { voxels.append(grey(x, y, z)) } } }
        return header(4, 4, 4, channels: 1) + voxels
    }

    /// The RGBA 4x4x4 volume: voxel (x, y, z) is (60x, 60y, 60z, 255).
    static var rgbaFile: [UInt8] {
        var voxels: [UInt8] = []
        for z in 0..<4 { for y in 0..<4 { for x in 0..<4 { voxels += [UInt8(60 * x), UInt8(60 * y), UInt8(60 * z), 255] } } }
        return header(4, 4, 4, channels: 4) + voxels
    }

    /// Pixel i of a 64x1 picture reads voxel i's centre: x = i % 4, y = i / 4 % 4, z = i / 16.
    static let everyCentre = """
        void mainImage(out vec4 c, in vec2 p) {
            int i = int(p.x);
            c = vec4(textureLod(iChannel0, (vec3(i % 4, i / 4 % 4, i / 16) + 0.5) / 4.0, 0.0).rgb, 1.0);
        }
        """

    static func write(_ bytes: [UInt8], to folder: URL, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func render(_ scene: ShaderScene, width: Int) throws -> RGBAImage {
        try withContext { try scene.renderImage(in: $0, size: Size(width, 1), inputs: ShaderInputs(date: .snapshotDefault)) }
    }

    static func near(_ value: UInt8, _ expected: Int, tolerance: Int = 1) -> Bool { abs(Int(value) - expected) <= tolerance }

    @Test("#iChannel0 \"grey.bin\" with nearest filtering: each voxel centre reads its voxel, grey in red")
    func greyNearest() throws {
        let folder = try folderOfFiles(["v.frag": "#iChannel0 \"grey.bin\"\n#iChannel0::MinFilter \"Nearest\"\n#iChannel0::MagFilter \"Nearest\"\n" + Self.everyCentre])
        _ = try Self.write(Self.greyFile, to: folder, "grey.bin")
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path), width: 64)
        for i in 0..<64 {
            #expect(image[i, 0] == Pixel(Self.grey(i % 4, i / 4 % 4, i / 16), 0, 0), "voxel \(i)")
        }
    }

    @Test("--channel0 rgba.bin (4 channels) at Shadertoy's default sampling, level 0: each voxel centre reads its voxel")
    func rgbaFromTheCommandLine() throws {
        let folder = try folderOfFiles(["v.frag": Self.everyCentre])
        let volume = try Self.write(Self.rgbaFile, to: folder, "rgba.bin")
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path, channels: [volume]), width: 64)
        for i in 0..<64 {
            #expect(image[i, 0] == Pixel(UInt8(60 * (i % 4)), UInt8(60 * (i / 4 % 4)), UInt8(60 * (i / 16))), "voxel \(i)")
        }
    }

    @Test("--channel0 rgba.bin --channel1 red.png: the picture stays on channel 1 (a volume keeps its channel's place)")
    func volumeThenPicture() throws {
        let folder = try folderOfFiles(["v.frag": """
            void mainImage(out vec4 c, in vec2 p) {
                c = vec4(texture(iChannel1, vec2(0.5)).rgb, 1.0) + vec4(0.0, textureLod(iChannel0, vec3(0.125), 0.0).g, 0.0, 0.0);
            }
            """])
        let volume = try Self.write(Self.rgbaFile, to: folder, "rgba.bin")
        let red = folder.appendingPathComponent("red.png").path
        try RGBAImage(size: Size(2, 2), filling: Pixel(200, 0, 0)).writePNG(to: red)
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path, channels: [volume, red]), width: 1)
        // channel 1: the red picture; channel 0: voxel (0, 0, 0) of the volume, green 0
        #expect(image[0, 0] == Pixel(200, 0, 0))
    }

    @Test("pass folders and linked pass files read #iChannelN \"grey.bin\" as a volume, and watch the file")
    func folderAndLinkedPasses() throws {
        let image = "#iChannel1 \"grey.bin\"\n#iChannel1::MinFilter \"Nearest\"\n"
            + Self.everyCentre.replacingOccurrences(of: "iChannel0", with: "iChannel1")
        let folder = try folderOfFiles(["mp/image.frag": image, "mp/bufferA.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
                                        "linked.frag": "#iChannel0 \"self\"\n" + image])
        let volume = try Self.write(Self.greyFile, to: folder.appendingPathComponent("mp"), "grey.bin")
        _ = try Self.write(Self.greyFile, to: folder, "grey.bin")
        for path in [folder.appendingPathComponent("mp").path, folder.appendingPathComponent("linked.frag").path] {
            let scene = try ShaderScene.load(path: path)
            #expect(scene.isMultipass, "\(path)")
            #expect(scene.files.contains { $0.hasSuffix("grey.bin") }, "\(path): \(scene.files)")
            let picture = try Self.render(scene, width: 64)
            for i in [0, 21, 42, 63] { #expect(picture[i, 0] == Pixel(Self.grey(i % 4, i / 4 % 4, i / 16), 0, 0), "\(path): voxel \(i)") }
        }
        #expect(FileManager.default.fileExists(atPath: volume))
    }

    @Test("a volume is told by its header, not its extension; a picture is not a volume")
    func toldByHeader() throws {
        let folder = try folderOfFiles(["v.frag": Self.everyCentre])
        let volume = try Self.write(Self.greyFile, to: folder, "noise.dat")
        #expect(Volume.isVolumeFile(volume))
        let picture = folder.appendingPathComponent("p.png").path
        try RGBAImage(size: Size(2, 2), filling: Pixel(1, 2, 3)).writePNG(to: picture)
        #expect(!Volume.isVolumeFile(picture))
        // A named pipe with another name is not sniffed (opening it would wait for a writer for ever).
        let pipe = folder.appendingPathComponent("pipe.png").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(!Volume.isVolumeFile(pipe))
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path, channels: [volume]), width: 64)
        #expect(image[5, 0] == Pixel(Self.grey(1, 1, 0), 0, 0))
    }

    @Test("linear filtering halfway between two voxels gives their mean (x, y and z)")
    func linearMean() throws {
        let shader = """
            #iChannel0 "grey.bin"
            #iChannel0::MinFilter "Linear"
            #iChannel0::MagFilter "Linear"
            void mainImage(out vec4 c, in vec2 p) {
                // 0: between x = 1 and 2 (y = 1, z = 2); 1: between y = 2 and 3 (x = 0, z = 1); 2: between z = 0 and 1 (x = 3, y = 3).
                vec3 at[3] = vec3[3](vec3(2.0, 1.5, 2.5), vec3(0.5, 3.0, 1.5), vec3(3.5, 3.5, 1.0));
                c = vec4(textureLod(iChannel0, at[int(p.x)] / 4.0, 0.0).rgb, 1.0);
            }
            """
        let folder = try folderOfFiles(["v.frag": shader])
        _ = try Self.write(Self.greyFile, to: folder, "grey.bin")
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path), width: 3)
        // By hand: (4*(1+4+32) + 4*(2+4+32)) / 2 = (148 + 152) / 2 = 150; (4*(8+16) + 4*(12+16)) / 2 = (96 + 112) / 2 = 104;
        // (4*(3+12) + 4*(3+12+16)) / 2 = (60 + 124) / 2 = 92.
        #expect(Self.near(image[0, 0].r, 150), "got \(image[0, 0])")
        #expect(Self.near(image[1, 0].r, 104), "got \(image[1, 0])")
        #expect(Self.near(image[2, 0].r, 92), "got \(image[2, 0])")
    }

    @Test("at the edge, repeat blends with the opposite side and clamp does not (x and z)")
    func wrapAtTheEdge() throws {
        func edges(_ wrap: String) throws -> RGBAImage {
            let shader = """
                #iChannel0 "grey.bin"
                #iChannel0::MinFilter "Linear"
                #iChannel0::MagFilter "Linear"
                #iChannel0::WrapMode "\(wrap)"
                void mainImage(out vec4 c, in vec2 p) {
                    // 0: x = 0 at the left edge (y, z = 0); 1: z = 0 at the front edge (x, y = 0).
                    vec3 at[2] = vec3[2](vec3(0.0, 0.5, 0.5), vec3(0.5, 0.5, 0.0));
                    c = vec4(textureLod(iChannel0, at[int(p.x)] / 4.0, 0.0).rgb, 1.0);
                }
                """
            let folder = try folderOfFiles(["v.frag": shader], "wrap" + wrap)
            _ = try Self.write(Self.greyFile, to: folder, "grey.bin")
            return try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path), width: 2)
        }
        let repeated = try edges("Repeat"), clamped = try edges("Clamp")
        // Repeat: mean of voxel (3,0,0) = 12 and (0,0,0) = 0 is 6; of (0,0,3) = 192 and (0,0,0) is 96. Clamp: voxel (0,0,0) alone, 0.
        #expect(Self.near(repeated[0, 0].r, 6), "got \(repeated[0, 0])")
        #expect(Self.near(repeated[1, 0].r, 96), "got \(repeated[1, 0])")
        #expect(clamped[0, 0].r == 0, "got \(clamped[0, 0])")
        #expect(clamped[1, 0].r == 0, "got \(clamped[1, 0])")
    }

    @Test("iChannelResolution is x, y, z; 32-bit float voxels (format 10) read as they are")
    func resolutionAndFloats() throws {
        // 3x2x5, one float channel: voxel (x, y, z) = 0.25 everywhere but (2, 1, 4) = 1.0.
        var floats = [Float](repeating: 0.25, count: 30)
        floats[2 + 3 * 1 + 6 * 4] = 1.0
        let bytes = Self.header(3, 2, 5, channels: 1, format: 10) + floats.flatMap { withUnsafeBytes(of: $0.bitPattern.littleEndian) { Array($0) } }
        let shader = """
            #iChannel0 "f.bin"
            #iChannel0::MinFilter "Nearest"
            #iChannel0::MagFilter "Nearest"
            void mainImage(out vec4 c, in vec2 p) {
                if (p.x < 1.0) c = vec4(iChannelResolution[0] / 255.0, 1.0);
                else c = vec4(texture(iChannel0, (vec3(p.x < 2.0 ? 0.0 : 2.0, p.x < 2.0 ? 0.0 : 1.0, p.x < 2.0 ? 0.0 : 4.0) + 0.5) / vec3(3, 2, 5)).rgb, 1.0);
            }
            """
        let folder = try folderOfFiles(["v.frag": shader])
        _ = try Self.write(bytes, to: folder, "f.bin")
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("v.frag").path), width: 3)
        #expect(image[0, 0] == Pixel(3, 2, 5))
        #expect(Self.near(image[1, 0].r, 64) && image[1, 0].g == 0, "0.25 * 255 = 63.75: got \(image[1, 0])")
        #expect(image[2, 0] == Pixel(255, 0, 0))
    }

    @Test("an export's volume input is found by its file name in --media")
    func export() throws {
        let code = Self.everyCentre.replacingOccurrences(of: "\n", with: "\\n")
        let json = """
            {"Shader": {"info": {"id": "x"}, "renderpass": [{"type": "image", "name": "Image", "code": "\(code)",
              "inputs": [{"id": 39, "filepath": "/media/a/27012b4e.bin", "type": "volume", "channel": 0,
                          "sampler": {"filter": "nearest", "wrap": "repeat", "vflip": "true"}}],
              "outputs": [{"id": "4dfGRr", "channel": 0}]}]}}
            """
        let folder = try folderOfFiles(["vol.json": json])
        _ = try Self.write(Self.rgbaFile, to: folder, "27012b4e.bin")
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("vol.json").path, media: folder.path), width: 64)
        #expect(image[37, 0] == Pixel(60, 60, 120))   // voxel 37: x = 1, y = 1, z = 2
        try FileManager.default.removeItem(at: folder.appendingPathComponent("27012b4e.bin"))
        #expect(throws: MultipassError.mediaNotFound(file: "27012b4e.bin", media: folder.path, pass: folder.appendingPathComponent("vol.json").path + "[Image]")) {
            try ShaderScene.load(path: folder.appendingPathComponent("vol.json").path, media: folder.path)
        }
    }

    @Test("a header that lies is refused by name before anything is allocated")
    func lyingHeaders() throws {
        let folder = try temporaryFolder()
        // Says 64x64x64 (262,144 bytes), has the 64 bytes of a 4x4x4 volume.
        let short = try Self.write(Self.header(64, 64, 64, channels: 1) + Array(Self.greyFile.dropFirst(20)), to: folder, "short.bin")
        #expect(throws: VolumeError.truncated(path: short, width: 64, height: 64, depth: 64, channels: 1, needed: 262_144, has: 64)) {
            try Volume.load(short, budget: 1 << 30)
        }
        // Says 65535 a side in 4 float channels: 2^54 bytes, past any budget; refused without reading.
        let huge = try Self.write(Self.header(65535, 65535, 65535, channels: 4, format: 10), to: folder, "huge.bin")
        do {
            _ = try Volume.load(huge, budget: 1 << 30)
            Issue.record("a header asking for 2^54 bytes was accepted")
        } catch {
            guard case .overBudget(_, 65535, 65535, 65535, 4, let needed, 1 << 30) = error else { Issue.record("\(error)"); return }
            #expect(needed > 1 << 50)
        }
        // Sides whose product passes 64 bits.
        let overflow = try Self.write(Self.header(.max, .max, .max, channels: 4, format: 10), to: folder, "overflow.bin")
        #expect(throws: VolumeError.overBudget(path: overflow, width: Int(UInt32.max), height: Int(UInt32.max), depth: Int(UInt32.max),
                                               channels: 4, needed: .max, budget: 1 << 30)) { try Volume.load(overflow, budget: 1 << 30) }
        let stub = try Self.write([0x42, 0x49, 0x4E, 0, 4, 0, 0], to: folder, "stub.bin")
        #expect(throws: VolumeError.headerTooShort(path: stub, bytes: 7)) { try Volume.load(stub, budget: 1 << 30) }
        let kind = try Self.write(Self.header(1, 1, 1, channels: 5) + [0, 0, 0, 0, 0], to: folder, "kind.bin")
        #expect(throws: VolumeError.unknownKind(path: kind, channels: 5, format: 0)) { try Volume.load(kind, budget: 1 << 30) }
        let empty = try Self.write(Self.header(4, 0, 4, channels: 1), to: folder, "empty.bin")
        #expect(throws: VolumeError.emptySize(path: empty, width: 4, height: 0, depth: 4)) { try Volume.load(empty, budget: 1 << 30) }
        // A named pipe is refused before it is opened (opening it would wait for a writer for ever).
        let pipe = folder.appendingPathComponent("pipe.bin").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: VolumeError.notRegularFile(path: pipe)) { try Volume.load(pipe, budget: 1 << 30) }
        let missing = folder.appendingPathComponent("missing.bin").path
        #expect(throws: VolumeError.notFound(path: missing)) { try Volume.load(missing, budget: 1 << 30) }
    }

    @Test("the texture budget (GLSANDBOX_TEXTURE_BUDGET_MB) bounds a volume: 64x64x64 RGBA is 1 MiB of voxels, 2 MiB and its mipmaps in all")
    func budget() throws {
        let folder = try temporaryFolder()
        let path = try Self.write(Volume(width: 64, height: 64, depth: 64, channels: 4, voxels: [UInt8](repeating: 7, count: 1 << 20)).fileBytes,
                                  to: folder, "big.bin")
        #expect(try Volume.load(path, budget: 3 << 20).voxels.count == 1 << 20)
        // 1 MiB read + 1 MiB texture + 1/7 MiB of mipmaps (the smaller levels: 1/8 + 1/64 + ... of it) + 1.
        #expect(throws: VolumeError.overBudget(path: path, width: 64, height: 64, depth: 64, channels: 4,
                                               needed: (2 << 20) + (1 << 20) / 7 + 1, budget: 2 << 20)) { try Volume.load(path, budget: 2 << 20) }
    }
}
