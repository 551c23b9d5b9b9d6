import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// A shader's images: JPEG or PNG by content in every way a shader names one, each file decoded
/// once, and the memory they take held to a budget.
@Suite("Shader images")
struct ShaderImagesTests {
    static let jpeg = imageFixtures.appendingPathComponent("jpeg/colour-420.jpg")
    static let pillow = imageFixtures.appendingPathComponent("jpeg/colour-420.pillow.png")

    /// An export whose Image pass reads `name` from the media folder on `channels`.
    static func export(reading name: String, on channels: [Int]) -> String {
        let inputs = channels.map { "{\"id\": \"t\($0)\", \"filepath\": \"/media/a/\(name)\", \"type\": \"texture\", \"channel\": \($0)}" }
        return """
            {"Shader": {"renderpass": [{"inputs": [\(inputs.joined(separator: ", "))], "outputs": [],
              "code": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }", "name": "Image", "type": "image"}]}}
            """
    }

    /// Whether every image shares one pixel buffer: decoded once, never copied.
    static func shareStorage(_ images: [RGBAImage]) -> Bool {
        let addresses = images.map { $0.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }
        return Set(addresses).count == 1
    }

    @Test("a JPEG channel (named .png, as Shadertoy media often are) loads through --channel, #iChannel and an export")
    func jpegEverywhere() throws {
        let folder = try folderOfFiles([
            "one.frag": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
            "mp/image.frag": "#iChannel0 \"wood.png\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.jpeg, to: folder.appendingPathComponent("wood.png"))
        try FileManager.default.copyItem(at: Self.jpeg, to: folder.appendingPathComponent("mp/wood.png"))
        let json = folder.appendingPathComponent("export.json").path
        try Self.export(reading: "wood.png", on: [0]).write(toFile: json, atomically: true, encoding: .utf8)
        let expected = try PNG.read(from: Self.pillow.path)   // Pillow's decode of the JPEG
        let scenes = [try ShaderScene.load(path: folder.appendingPathComponent("one.frag").path, channels: [folder.appendingPathComponent("wood.png").path]),
                      try ShaderScene.load(path: folder.appendingPathComponent("mp").path),
                      try ShaderScene.load(path: json, media: folder.path)]
        for scene in scenes {
            #expect(scene.images == [expected], "\(scene.path)")
        }
    }

    @Test("one file named by many channels and passes is decoded once (a cache keyed by the resolved path)")
    func decodedOnce() throws {
        let folder = try folderOfFiles([
            "one.frag": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
            "mp/bufferA.frag": "#iChannel0 \"../wood.jpg\"\n#iChannel1 \"../wood.jpg\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
            "mp/image.frag": "#iChannel0 \"bufferA\"\n#iChannel2 \"../wood.jpg\"\n#iChannel3 \"../link.jpg\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wood = folder.appendingPathComponent("wood.jpg")
        try FileManager.default.copyItem(at: Self.jpeg, to: wood)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.jpg").path, withDestinationPath: wood.path)
        let json = folder.appendingPathComponent("export.json").path
        try Self.export(reading: "wood.jpg", on: [0, 1, 2, 3]).write(toFile: json, atomically: true, encoding: .utf8)

        // The images lie beside the pass folder: -I names that folder as one the passes may read.
        let multipass = try ShaderScene.load(path: folder.appendingPathComponent("mp").path, includeFolders: [folder.path])
        let sharedByPasses = Self.shareStorage(multipass.images)
        #expect(multipass.images.count == 4)
        #expect(sharedByPasses, "four channels, one decode (a symbolic link is the same file)")
        let export = try ShaderScene.load(path: json, media: folder.path)
        let sharedByChannels = Self.shareStorage(export.images)
        #expect(export.images.count == 4 && sharedByChannels)
        let single = try ShaderScene.load(path: folder.appendingPathComponent("one.frag").path,
                                          channels: [wood.path, "\(folder.path)/./wood.jpg", nil, folder.appendingPathComponent("link.jpg").path])
        let sharedByFlags = Self.shareStorage(single.images)
        #expect(single.images.count == 3 && sharedByFlags)
        // And they render: the decoded image reaches every texture.
        let image = try withContext { try export.renderImage(in: $0, size: Size(37, 29), inputs: ShaderInputs(frame: 0, date: .snapshotDefault)) }
        #expect(image.size == Size(37, 29))
    }

    @Test("the budget counts each decoded file once and each texture with its mipmaps; past it, a typed error naming the budget")
    func budget() throws {
        let image = RGBAImage(size: Size(512, 512))   // 1 MiB decoded, 4/3 MiB as a mipmapped texture
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.png").path
        try image.writePNG(to: path)
        // 1 MiB decoded + 20 textures x 4/3 MiB = 27.67 MiB.
        let images = ShaderImages(budget: 27 << 20)
        let first = try images.image(at: path)
        for _ in 0..<19 { _ = try images.image(at: path) }
        #expect(images.decodedFiles == 1)
        #expect(throws: TextureBudgetError.exceeded(needed: (1 << 20) + 20 * ((1 << 20) * 4 / 3), budget: 27 << 20, textures: 20, files: 1)) {
            try images.checkTextures(Array(repeating: first, count: 20))
        }
        try ShaderImages(budget: 28 << 20).checkTextures(Array(repeating: first, count: 20))   // within: no error
        // Decoded images alone past the budget are refused as soon as they are.
        #expect(throws: TextureBudgetError.self) { try ShaderImages(budget: 1 << 19).image(at: path) }
        let words = TextureBudgetError.exceeded(needed: 29_015_723, budget: 27 << 20, textures: 20, files: 1).description
        #expect(words == "the shader's images need 28 MiB (1 image file decoded, 20 textures with mipmaps), more than the texture budget of 27 MiB: "
                + "use smaller images, or raise the budget with GLSANDBOX_TEXTURE_BUDGET_MB=MiB")
        #expect(try ShaderImages.budget(environment: [:]) == 1 << 30)
        #expect(try ShaderImages.budget(environment: ["GLSANDBOX_TEXTURE_BUDGET_MB": "4096"]) == 4096 << 20)
        for bad in ["0", "-5", "lots", "1.5"] {
            #expect(throws: TextureBudgetError.invalidSetting(value: bad)) { try ShaderImages.budget(environment: ["GLSANDBOX_TEXTURE_BUDGET_MB": bad]) }
        }
    }
}
