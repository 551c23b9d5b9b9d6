import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
import Testing
import TestSupport
import GLTestSupport

/// Cubemap inputs (issue 24): six faces by Shadertoy's naming (`sky.png`, `sky_1.png` ...
/// `sky_5.png`, +X, -X, +Y, -Y, +Z, -Z), read as a `samplerCube`, in every form a shader comes in.
///
/// Expected colours are the colours written into the face files here; which face a direction
/// reads, and where on a face, come from GL's table of cube map faces (GL 4.6 section 8.13:
/// +Z's s axis is +x and its t axis is -y, a face's first row being t = 0, its picture's top row).
@Suite("Cubemap inputs")
struct CubemapTests {
    /// One flat colour per face, in GL's order.
    static let faceColours: [Pixel] = [
        Pixel(255, 0, 0), Pixel(0, 255, 0), Pixel(0, 0, 255), Pixel(255, 255, 0), Pixel(255, 0, 255), Pixel(0, 255, 255),
    ]

    /// Writes `sky.png`, `sky_1.png` ... `sky_5.png` (each `side` square, flat) into `folder`,
    /// `skip`ping the face of that index; returns the first face's path.
    @discardableResult
    static func writeFaces(in folder: URL, stem: String = "sky", side: Int = 4, skip: Int? = nil, sizes: [Int: Size] = [:]) throws -> String {
        for (index, colour) in faceColours.enumerated() where index != skip {
            let name = index == 0 ? "\(stem).png" : "\(stem)_\(index).png"
            try RGBAImage(size: sizes[index] ?? Size(side, side), filling: colour).writePNG(to: folder.appendingPathComponent(name).path)
        }
        return folder.appendingPathComponent("\(stem).png").path
    }

    /// Pixel i of a 6x1 picture samples the cubemap along axis i (+X, -X, +Y, -Y, +Z, -Z).
    static let sixDirections = """
        void mainImage(out vec4 c, in vec2 p) {
            vec3 d[6] = vec3[6](vec3(1, 0, 0), vec3(-1, 0, 0), vec3(0, 1, 0), vec3(0, -1, 0), vec3(0, 0, 1), vec3(0, 0, -1));
            c = texture(iChannel0, d[int(p.x)]);
        }
        """

    static func render(_ scene: ShaderScene, size: Size = Size(6, 1)) throws -> RGBAImage {
        try withContext { try scene.renderImage(in: $0, size: size, inputs: ShaderInputs(date: .snapshotDefault)) }
    }

    static func expectSixColours(_ image: RGBAImage) {
        for (index, colour) in faceColours.enumerated() {
            #expect(image[index, 0] == colour, "direction \(CubemapFaces.faceLabels[index])")
        }
    }

    @Test("Shadertoy's naming: the first face, then _1 ... _5 before the extension, beside it")
    func naming() {
        #expect(CubemapFaces.faceFiles(first: "/m/0681c014.png") == ["/m/0681c014.png", "/m/0681c014_1.png", "/m/0681c014_2.png",
                                                                     "/m/0681c014_3.png", "/m/0681c014_4.png", "/m/0681c014_5.png"])
        #expect(CubemapFaces.faceFiles(first: "sky.jpg") == ["sky.jpg", "sky_1.jpg", "sky_2.jpg", "sky_3.jpg", "sky_4.jpg", "sky_5.jpg"])
    }

    @Test("--channel0-cube: a cubemap of six flat colours shows each colour in its direction")
    func sixColoursFromTheCommandLine() throws {
        let folder = try folderOfFiles(["six.frag": Self.sixDirections])
        let first = try Self.writeFaces(in: folder)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("six.frag").path, cubemaps: [first])
        Self.expectSixColours(try Self.render(scene))
    }

    @Test("a face's top row is t = 0, as GL defines faces: looking along +Z, up-right is the picture's top-right quarter")
    func orientation() throws {
        let folder = try temporaryFolder()
        try Self.writeFaces(in: folder)
        // +Z face (sky_4.png): quarters top-left red, top-right green, bottom-left blue, bottom-right white.
        var face = RGBAImage(size: Size(4, 4))
        for y in 0..<4 { for x in 0..<4 {
            face[x, y] = y < 2 ? (x < 2 ? Pixel(255, 0, 0) : Pixel(0, 255, 0)) : (x < 2 ? Pixel(0, 0, 255) : Pixel(255, 255, 255))
        } }
        try face.writePNG(to: folder.appendingPathComponent("sky_4.png").path)
        let shader = """
            #iChannel0 "sky.png"
            #iChannel0::Type "CubeMap"
            #iChannel0::MinFilter "Nearest"
            void mainImage(out vec4 c, in vec2 p) {
                // +Z: s = (x / z + 1) / 2, t = (-y / z + 1) / 2 (GL's table); pixel i looks at one quarter.
                vec3 d[4] = vec3[4](vec3(-0.5, 0.5, 1), vec3(0.5, 0.5, 1), vec3(-0.5, -0.5, 1), vec3(0.5, -0.5, 1));
                c = texture(iChannel0, d[int(p.x)]);
            }
            """
        try shader.write(to: folder.appendingPathComponent("quarters.frag"), atomically: true, encoding: .utf8)
        let image = try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("quarters.frag").path), size: Size(4, 1))
        // s < 0.5 is the picture's left half; t < 0.5 (y > 0, up) its top half.
        #expect(image[0, 0] == Pixel(255, 0, 0))
        #expect(image[1, 0] == Pixel(0, 255, 0))
        #expect(image[2, 0] == Pixel(0, 0, 255))
        #expect(image[3, 0] == Pixel(255, 255, 255))
    }

    @Test("#iChannel0::Type \"CubeMap\" with a {} in the name: the VS Code extension's face names (px nx py ny pz nz)")
    func wildcardNames() throws {
        let folder = try folderOfFiles(["six.frag": "#iChannel0 \"file://cube/sky_{}.png\"\n#iChannel0::Type \"CubeMap\"\n" + Self.sixDirections])
        let cube = folder.appendingPathComponent("cube")
        try FileManager.default.createDirectory(at: cube, withIntermediateDirectories: true)
        for (index, name) in ["px", "nx", "py", "ny", "pz", "nz"].enumerated() {
            try RGBAImage(size: Size(2, 2), filling: Self.faceColours[index]).writePNG(to: cube.appendingPathComponent("sky_\(name).png").path)
        }
        Self.expectSixColours(try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("six.frag").path)))
    }

    @Test("a pass folder's #iChannel0 with ::Type \"CubeMap\" and iChannelResolution is the face size")
    func passFolder() throws {
        let folder = try folderOfFiles([
            "bufferA.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0); }\n",
            "image.frag": "#iChannel1 \"sky.png\"\n#iChannel1::Type \"CubeMap\"\n"
                + "void mainImage(out vec4 c, in vec2 p) { c = p.x < 1.0 ? texture(iChannel1, vec3(0, 0, -1)) : vec4(iChannelResolution[1].xy / 255.0, 0.0, 1.0); }\n",
        ])
        try Self.writeFaces(in: folder, side: 8)
        let image = try Self.render(try ShaderScene.load(path: folder.path), size: Size(2, 1))
        #expect(image[0, 0] == Self.faceColours[5])
        #expect(image[1, 0] == Pixel(8, 8, 0))
    }

    @Test("an export's cubemap input: the faces looked up in --media by Shadertoy's naming")
    func export() throws {
        let code = Self.sixDirections.replacingOccurrences(of: "\n", with: "\\n")
        let json = """
            {"Shader": {"info": {"id": "x"}, "renderpass": [{"type": "image", "name": "Image", "code": "\(code)",
              "inputs": [{"id": 26, "filepath": "/media/a/94284d43.png", "type": "cubemap", "channel": 0,
                          "sampler": {"filter": "mipmap", "wrap": "clamp", "vflip": "false"}}],
              "outputs": [{"id": "4dfGRr", "channel": 0}]}]}}
            """
        let folder = try folderOfFiles(["cube.json": json])
        let media = folder.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try Self.writeFaces(in: media, stem: "94284d43")
        Self.expectSixColours(try Self.render(try ShaderScene.load(path: folder.appendingPathComponent("cube.json").path, media: media.path)))
        // A face missing from the media folder: named, with the rule tried.
        try FileManager.default.removeItem(at: media.appendingPathComponent("94284d43_3.png"))
        #expect(throws: MultipassError.cubemapFaceNotFound(cubemap: "94284d43.png", file: "94284d43_3.png", face: "-Y", media: media.path,
                                                           pass: folder.appendingPathComponent("cube.json").path + "[Image]", rule: CubemapFaces.shadertoyRule)) {
            try ShaderScene.load(path: folder.appendingPathComponent("cube.json").path, media: media.path)
        }
    }

    @Test("faces of different sizes, or not square, are refused by name")
    func facesDiffer() throws {
        let folder = try temporaryFolder()
        let first = try Self.writeFaces(in: folder, sizes: [2: Size(8, 8)])
        #expect(throws: CubemapError.self) { try CubemapFaces.load(first) }
        do { _ = try CubemapFaces.load(first) } catch let error as CubemapError {
            #expect(error.description.contains("face +Y (\(folder.path)/sky_2.png) is 8x8 and face +X (\(first)) is 4x4"))
        }
        let other = try temporaryFolder()
        let oblong = try Self.writeFaces(in: other, sizes: [0: Size(4, 2)])
        do { _ = try CubemapFaces.load(oblong); Issue.record("an oblong face was accepted") } catch let error as CubemapError {
            #expect(error.description.contains("is 4x2: each face must be square"))
        }
    }

    @Test("a missing face through the CLI: exit 66, naming the face's file and the name rule")
    func missingFaceCLI() throws {
        let folder = try folderOfFiles(["six.frag": Self.sixDirections])
        let first = try Self.writeFaces(in: folder, skip: 3)
        let result = try glsandbox("render", folder.appendingPathComponent("six.frag").path, "--channel0-cube", first,
                                   "--out", folder.appendingPathComponent("out.png").path)
        #expect(result.status == 66)
        #expect(result.stderr.contains("glsandbox: error: the cubemap \(first) has no face -Y: \(folder.path)/sky_3.png not found"))
        #expect(result.stderr.contains("NAME.ext, NAME_1.ext ... NAME_5.ext for +X, -X, +Y, -Y, +Z, -Z"))
    }
}

/// Shadertoy's Cube A pass: `mainCubemap(out vec4, in vec2 fragCoord, in vec3 rayOri, in vec3 rayDir)`
/// drawn into the six faces of a cubemap each frame, after the buffers and before Image, with
/// feedback like a buffer. What a face's texel holds must be what `texture(cube, rayDir)` reads
/// back along the ray it was drawn for, on every face (GL's table of faces; Shadertoy's corners).
@Suite("Cube A pass")
struct CubeATests {
    /// Directions to look along: the six axes and six between faces.
    static let directions = "vec3 d[12] = vec3[12](vec3(1, 0, 0), vec3(-1, 0, 0), vec3(0, 1, 0), vec3(0, -1, 0), vec3(0, 0, 1), vec3(0, 0, -1), "
        + "vec3(1, 0.3, -0.5), vec3(-0.2, 0.9, 0.4), vec3(0.3, -0.4, -1), vec3(-1, -0.7, 0.2), vec3(0.6, -1, 0.55), vec3(-0.45, 0.25, 1));"

    /// Cube A writes its ray; Image checks, along twelve directions, that the cubemap gives back
    /// that direction: green where it does (within 2.5 degrees), red where it does not.
    static let rays: [String: String] = [
        "cubeA.frag": "void mainCubemap(out vec4 c, in vec2 p, in vec3 ro, in vec3 rd) { c = vec4(rd, 1.0); }\n",
        "image.frag": "#iChannel0 \"cubeA\"\nvoid mainImage(out vec4 c, in vec2 p) {\n    \(directions)\n"
            + "    vec3 dir = normalize(d[int(p.x)]);\n    vec3 got = texture(iChannel0, dir).xyz;\n"
            + "    c = dot(normalize(got), dir) > 0.999 ? vec4(0, 1, 0, 1) : vec4(1, 0, 0, 1);\n}\n",
    ]

    static func render(_ path: String, frame: Int = 0, size: Size = Size(12, 1), side: Int = 16, media: String? = nil) throws -> RGBAImage {
        var scene = try ShaderScene.load(path: path, media: media)
        #expect(scene.cubeSide == MultipassShader.shadertoyCubeSide)
        scene.cubeSide = side
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: ShaderInputs(frame: frame, date: .snapshotDefault)) }
    }

    @Test("a pass folder's cubeA.frag: each face's texels hold the rays they were drawn for", arguments: [16, 7])
    func raysPerFace(side: Int) throws {
        let image = try Self.render(try folderOfFiles(Self.rays).path, side: side)
        for x in 0..<12 { #expect(image[x, 0] == Pixel(0, 255, 0), "direction \(x)") }
    }

    @Test("feedback: Cube A reads itself (last frame); Image sees this frame's cubemap, Buffer A the previous frame's", arguments: [0, 1, 4])
    func feedback(frame: Int) throws {
        let folder = try folderOfFiles([
            "cubeA.frag": "#iChannel0 \"self\"\nvoid mainCubemap(out vec4 c, in vec2 p, in vec3 ro, in vec3 rd) { c = texture(iChannel0, rd) + vec4(1.0 / 255.0); }\n",
            "bufferA.frag": "#iChannel0 \"cubeA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec3(0.3, 0.2, -1.0)); }\n",
            "image.frag": "#iChannel0 \"cubeA\"\n#iChannel1 \"bufferA\"\n"
                + "void mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec3(-1.0, 0.5, 0.1)).r, texture(iChannel1, vec2(0.5)).r, 0.0, 1.0); }\n",
        ])
        let image = try Self.render(folder.path, frame: frame, size: Size(2, 2), side: 8)
        // Frames 0...frame each added 1/255 to every texel; Buffer A ran before Cube A each frame.
        #expect(image[0, 0] == Pixel(UInt8(frame + 1), UInt8(frame), 0, 255))
    }

    @Test("an export's cubemap pass (output 4dX3Rr) read by Image through a cubemap input with that id")
    func export() throws {
        func code(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\"", with: "\\\"") }
        let imageCode = Self.rays["image.frag"]!.split(separator: "\n").dropFirst().joined(separator: "\n")
        let json = """
            {"Shader": {"info": {"id": "x"}, "renderpass": [
              {"type": "cubemap", "name": "Cube A", "code": "\(code(Self.rays["cubeA.frag"]!))", "inputs": [],
               "outputs": [{"id": "4dX3Rr", "channel": 0}]},
              {"type": "image", "name": "Image", "code": "\(code(imageCode))",
               "inputs": [{"id": "4dX3Rr", "src": "/media/previz/cubemap00.png", "ctype": "cubemap", "channel": 0,
                           "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "true"}}],
               "outputs": [{"id": "4dfGRr", "channel": 0}]}]}}
            """
        let folder = try folderOfFiles(["cube.json": json])
        let image = try Self.render(folder.appendingPathComponent("cube.json").path)
        for x in 0..<12 { #expect(image[x, 0] == Pixel(0, 255, 0), "direction \(x)") }
    }

    @Test("#iChannel0 \"cubeA\" in a folder without cubeA.frag is refused, naming the file it lacks")
    func noCubeA() throws {
        let folder = try folderOfFiles(["image.frag": Self.rays["image.frag"]!])
        #expect(throws: MultipassError.noSuchBuffer(name: "cubeA", file: folder.appendingPathComponent("image.frag").path, line: 1, folder: folder.path)) {
            try ShaderScene.load(path: folder.path)
        }
    }
}

extension CubemapTests {
    @Test("a pass file read as a CubeMap (the VS Code extension's cubemap buffer) is refused by name, pointing at cubeA.frag")
    func passFileAsCubemap() throws {
        let folder = try folderOfFiles([
            "main.glsl": "#iChannel0 \"file://cube.glsl\"\n#iChannel0::Type \"CubeMap\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec3(1, 0, 0)); }\n",
            "cube.glsl": "void mainCubemap(out vec4 c, in vec2 p, in vec3 ro, in vec3 rd) { c = vec4(rd, 1.0); }\n",
        ])
        do {
            _ = try ShaderScene.load(path: folder.appendingPathComponent("main.glsl").path)
            Issue.record("a pass file read as a CubeMap was accepted")
        } catch let error as MultipassError {
            #expect(error.description.contains("a pass file read as a CubeMap on channel 0"))
            #expect(error.description.contains("make a folder with cubeA.frag"))
        }
    }
}
