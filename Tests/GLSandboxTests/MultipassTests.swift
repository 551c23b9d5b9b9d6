import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import GLSandboxTesting
import Testing
import TestSupport
import GLTestSupport

/// Multipass shaders: pass order, feedback, Common, the Shadertoy export's ids and samplers.
///
/// The expected values follow from Shadertoy's rules, worked out by hand: a buffer pass that adds
/// 1/255 to itself each frame holds k + 1 after frame k; a pass that reads a buffer that already
/// ran this frame sees this frame's value, one that reads a later buffer the previous frame's.
@Suite("Multipass shaders")
struct MultipassTests {

    func render(_ path: String, frame: Int, size: Size = Size(4, 4), media: String? = nil) throws -> RGBAImage {
        let scene = try ShaderScene.load(path: path, media: media)
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: ShaderInputs(frame: frame, date: .snapshotDefault)) }
    }

    /// A counts frames by feedback; B reads A (earlier: this frame's) and C (later: last frame's);
    /// C copies A. The image shows A, B's copy of A, and B's copy of C.
    static let order: [String: String] = [
        "bufferA.frag": "#iChannel0 \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy) + vec4(1.0 / 255.0); }\n",
        "bufferB.frag": "#iChannel0 \"bufferA\"\n#iChannel1 \"bufferC\"\nvoid mainImage(out vec4 c, in vec2 p) {\n  vec2 uv = p / iResolution.xy;\n  c = vec4(texture(iChannel0, uv).r, texture(iChannel1, uv).r, 0.0, 1.0);\n}\n",
        "bufferC.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
        "image.frag": "#iChannel0 \"bufferA\"\n#iChannel1 \"bufferB\"\nvoid mainImage(out vec4 c, in vec2 p) {\n  vec2 uv = p / iResolution.xy;\n  c = vec4(texture(iChannel0, uv).r, texture(iChannel1, uv).rg, 1.0);\n}\n",
    ]

    @Test("pass order: an earlier buffer is this frame's, a later one the previous frame's; self is feedback", arguments: [0, 1, 5, 12])
    func passOrder(frame: Int) throws {
        let dir = try folderOfFiles(Self.order)
        let image = try render(dir.path, frame: frame)
        let a = UInt8(frame + 1)          // frames 0...frame each added 1
        let cBefore = UInt8(frame)        // C ran after B: B saw C of the previous frame (0 before frame 0)
        #expect(image[0, 0] == Pixel(a, a, cBefore, 255))
        #expect(image[3, 3] == Pixel(a, a, cBefore, 255))
    }

    @Test("frame k of a multipass render has iTime = k / fps in every pass, the last frame included")
    func timeOfEachFrame() throws {
        let dir = try folderOfFiles([
            "bufferA.frag": "#iChannel0 \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy) + vec4(iTime * 30.0 / 255.0); }\n",
            "image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec2(0.5)).r, iTime * 30.0 / 255.0, float(iFrame) / 255.0, 1.0); }\n",
        ])
        let scene = try ShaderScene.load(path: dir.path)
        // At 30 fps, frames 0 to 3 have iTime = 0, 1/30, 2/30, 3/30: Buffer A sums 0 + 1 + 2 + 3 = 6.
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 4), inputs: ShaderInputs(frame: 3, fps: 30, date: .snapshotDefault)) }
        #expect(image[0, 0] == Pixel(6, 3, 3, 255))
    }

    @Test("reload keeps the buffers, so a simulation goes on; reset clears them (the window's save and r)")
    func reloadKeepsBuffers() throws {
        let counter = "#iChannel0 \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy) + vec4(1.0 / 255.0); }\n"
        let dir = try folderOfFiles(["bufferA.frag": counter,
                              "image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec2(0.5)).r, 0.0, 0.0, 1.0); }\n"])
        try withContext { context in
            let renderer = try ShaderRenderer(context, shader: try MultipassShader.load(path: dir.path))
            defer { renderer.destroy() }
            let target = try Framebuffer(context, spec: FramebufferSpec(size: Size(4, 4), colors: [.renderbuffer(.rgba8)]))
            defer { target.destroy() }
            try renderer.draw(into: target, inputs: ShaderInputs(frame: 4))
            #expect(try target.readImage()[0, 0] == Pixel(5, 0, 0, 255))   // frames 0-4 each added 1
            // A saved edit of the Image pass: the next frame uses it, on the history so far.
            try "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec2(0.5)).r, 1.0, 0.0, 1.0); }\n"
                .write(to: dir.appendingPathComponent("image.frag"), atomically: true, encoding: .utf8)
            try renderer.reload(try MultipassShader.load(path: dir.path))
            try renderer.draw(into: target, inputs: ShaderInputs(frame: 5))
            #expect(try target.readImage()[0, 0] == Pixel(6, 255, 0, 255))
            try renderer.reset()
            try renderer.draw(into: target, inputs: ShaderInputs(frame: 0))
            #expect(try target.readImage()[0, 0] == Pixel(1, 255, 0, 255))
        }
    }

    @Test("Common is put before every pass, and its errors name common.glsl and its own line")
    func common() throws {
        let dir = try folderOfFiles([
            "common.glsl": "// shared\nfloat level() { return 0.5; }\n",
            "bufferA.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(level()); }\n",
            "image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texture(iChannel0, vec2(0.5)).r, level(), 0.0, 1.0); }\n",
        ])
        #expect(try render(dir.path, frame: 0)[1, 1] == Pixel(128, 128, 0, 255))
        try "// shared\nfloat level() { return nope; }\n".write(to: dir.appendingPathComponent("common.glsl"), atomically: true, encoding: .utf8)
        do {
            _ = try render(dir.path, frame: 0)
            Issue.record("it compiled")
        } catch let ShaderError.compileFailed(_, log) {
            #expect(log.contains(dir.appendingPathComponent("common.glsl").path + ":2:"), "\(log)")
        }
    }

    @Test("a pass's error names the pass file and its own line, the #iChannel lines counted")
    func passErrorLines() throws {
        let dir = try folderOfFiles([
            "bufferA.frag": "#iChannel0 \"self\"\n\nvoid mainImage(out vec4 c, in vec2 p) {\n    c = nope;\n}\n",
            "image.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
        ])
        do {
            _ = try render(dir.path, frame: 0)
            Issue.record("it compiled")
        } catch let ShaderError.compileFailed(file, log) {
            #expect(file == dir.appendingPathComponent("bufferA.frag").path)
            #expect(log.contains(dir.appendingPathComponent("bufferA.frag").path + ":4:"), "\(log)")
        }
    }

    @Test("an input naming a buffer that does not exist names it and its line; no image.frag is an error")
    func layoutErrors() throws {
        let dir = try folderOfFiles(["image.frag": "// one\n#iChannel1 \"bufferC\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n"])
        let image = dir.appendingPathComponent("image.frag").path
        #expect(throws: MultipassError.noSuchBuffer(name: "bufferC", file: image, line: 2, folder: dir.path)) { try MultipassShader.load(path: dir.path) }
        let empty = try folderOfFiles(["bufferA.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n"], "empty")
        #expect(throws: MultipassError.noImagePass(folder: empty.path)) { try MultipassShader.load(path: empty.path) }
    }

    // MARK: Shadertoy export

    /// The order folder as the site exports it: buffer ids, a texture with samplers.
    static func export(textureName: String, filter: String, wrap: String, vflip: Bool) -> String {
        func code(_ name: String) -> String {
            // The #iChannel lines are the folder's way; an export says it in "inputs".
            order[name]!.split(separator: "\n").filter { !$0.hasPrefix("#iChannel") }.joined(separator: "\n")
        }
        func json(_ text: String) -> String {
            let data = try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
            return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
        }
        let imageCode = "void mainImage(out vec4 c, in vec2 p) {\\n  vec2 uv = p / iResolution.xy;\\n  c = vec4(texture(iChannel0, uv).r, texture(iChannel1, uv).rg, 1.0);\\n  if (p.y < 1.0) c = texture(iChannel2, vec2(0.25, 0.25));\\n}"
        return """
            {"Shader": {"ver": "0.1", "info": {"id": "test", "name": "order"}, "renderpass": [
              {"inputs": [{"id": "4dXGR8", "filepath": "/media/previz/buffer00.png", "type": "buffer", "channel": 0,
                           "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "true"}}],
               "outputs": [{"id": "4dXGR8", "channel": 0}], "code": \(json(code("bufferA.frag"))), "name": "Buffer A", "type": "buffer"},
              {"inputs": [{"id": "4dXGR8", "type": "buffer", "channel": 0}, {"id": "4sXGR8", "type": "buffer", "channel": 1}],
               "outputs": [{"id": "XsXGR8", "channel": 0}], "code": \(json(code("bufferB.frag"))), "name": "Buffer B", "type": "buffer"},
              {"inputs": [{"id": 257, "type": "buffer", "channel": 0}],
               "outputs": [{"id": "4sXGR8", "channel": 0}], "code": \(json(code("bufferC.frag"))), "name": "Buffer C", "type": "buffer"},
              {"inputs": [{"id": "4dXGR8", "ctype": "buffer", "channel": 0}, {"id": "XsXGR8", "ctype": "buffer", "channel": 1},
                          {"id": "tex", "filepath": "/media/a/\(textureName)", "ctype": "texture", "channel": 2,
                           "sampler": {"filter": "\(filter)", "wrap": "\(wrap)", "vflip": "\(vflip)"}}],
               "outputs": [{"id": "4dfGRr", "channel": 0}], "code": "\(imageCode)", "name": "Image", "type": "image"}
            ]}}
            """
    }

    @Test("a Shadertoy export renders what the same folder renders; buffer ids, old numeric ids, one-element array")
    func exportMatchesFolder() throws {
        let dir = try folderOfFiles(Self.order)
        let media = try folderOfFiles([:], "media")
        try RGBAImage(size: Size(2, 2), filling: Pixel(9, 9, 9)).writePNG(to: media.appendingPathComponent("t.png").path)
        let jsonPath = media.appendingPathComponent("order.json").path
        try Self.export(textureName: "t.png", filter: "nearest", wrap: "clamp", vflip: true).write(toFile: jsonPath, atomically: true, encoding: .utf8)
        let fromFolder = try render(dir.path, frame: 7)
        let fromExport = try render(jsonPath, frame: 7)
        for y in 0..<3 { for x in 0..<4 { #expect(fromExport[x, y] == fromFolder[x, y], "(\(x), \(y))") } }
        #expect(fromExport[0, 3] == Pixel(9, 9, 9, 255))   // the bottom row shows the texture
        let array = "[" + (try String(contentsOfFile: jsonPath, encoding: .utf8)).replacingOccurrences(of: "{\"Shader\": ", with: "").dropLast() + "]"
        try array.write(toFile: jsonPath, atomically: true, encoding: .utf8)
        #expect(try render(jsonPath, frame: 7) == fromExport)
    }

    @Test("an export's samplers: vflip puts the top row at t = 1 or t = 0; nearest and clamp are honoured")
    func exportSamplers() throws {
        let media = try folderOfFiles([:], "media")
        var texture = RGBAImage(size: Size(2, 2), filling: Pixel(0, 0, 255))
        texture[0, 0] = Pixel(255, 0, 0)   // top-left
        try texture.writePNG(to: media.appendingPathComponent("t.png").path)
        let json = media.appendingPathComponent("s.json").path
        // The image pass's bottom row samples (0.25, 0.25): the bottom-left texel with vflip (top row at t = 1),
        // the top-left one without.
        try Self.export(textureName: "t.png", filter: "nearest", wrap: "clamp", vflip: true).write(toFile: json, atomically: true, encoding: .utf8)
        #expect(try render(json, frame: 0)[0, 3] == Pixel(0, 0, 255, 255))
        try Self.export(textureName: "t.png", filter: "nearest", wrap: "clamp", vflip: false).write(toFile: json, atomically: true, encoding: .utf8)
        #expect(try render(json, frame: 0)[0, 3] == Pixel(255, 0, 0, 255))
    }

    @Test("an export's texture missing from the media folder, and passes or inputs we do not render, are named")
    func exportErrors() throws {
        let media = try folderOfFiles([:], "media")
        let json = media.appendingPathComponent("x.json").path
        try Self.export(textureName: "gone.png", filter: "mipmap", wrap: "repeat", vflip: true).write(toFile: json, atomically: true, encoding: .utf8)
        #expect(throws: MultipassError.mediaNotFound(file: "gone.png", media: media.path, pass: "\(json)[Image]")) { try MultipassShader.load(path: json) }
        let sound = """
            {"Shader": {"renderpass": [
              {"inputs": [{"id": 33, "type": "webcam", "channel": 0}], "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }", "name": "Image", "type": "image"},
              {"inputs": [], "outputs": [], "code": "vec2 mainSound(int s, float t) { return vec2(0.0); }", "name": "Sound", "type": "sound"}]}}
            """
        try sound.write(toFile: json, atomically: true, encoding: .utf8)
        // The Sound pass cannot change the picture (it is left out, and said); the webcam input could.
        #expect(throws: MultipassError.unsupported(path: json, what: ["a webcam input on channel 0 of Image"])) {
            try MultipassShader.load(path: json)
        }
    }

    // MARK: Sequences

    @Test("a loop sequence matches frame-by-frame renders, and --start replays the history")
    func sequence() throws {
        let dir = try folderOfFiles(Self.order)
        let whole = dir.appendingPathComponent("whole").path, part = dir.appendingPathComponent("part").path
        #expect(try glsandbox(["loop", "--shader", dir.path, "--frames", "6", "--fps", "30", "--size", "8x8", "--out", whole]).status == 0)
        #expect(try glsandbox(["loop", "--shader", dir.path, "--start", "4", "--frames", "2", "--fps", "30", "--size", "8x8", "--out", part]).status == 0)
        for name in ["frame-000005.png", "frame-000006.png"] {
            #expect(FileManager.default.contents(atPath: whole + "/" + name) == FileManager.default.contents(atPath: part + "/" + name), "\(name)")
        }
        for k in [0, 3, 5] {
            let single = dir.appendingPathComponent("k\(k).png").path
            #expect(try glsandbox(["render", dir.path, "--frame", String(k), "--fps", "30", "--size", "8x8", "--out", single]).status == 0)
            #expect(try RGBAImage(pngFile: single) == RGBAImage(pngFile: whole + "/frame-00000\(k + 1).png"), "frame \(k)")
        }
    }

    @Test("demo --shader FOLDER shows in the window, after N frames, what render --frame N-1 writes (under Xvfb)")
    func demoWindow() throws {
        let dir = try folderOfFiles(Self.order)
        let shot = dir.appendingPathComponent("window.png").path, rendered = dir.appendingPathComponent("render.png").path
        let demo = try glsandbox(["demo", "--shader", dir.path, "--frames", "6", "--screenshot", shot], environment: windowEnvironment)
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(try glsandbox(["render", dir.path, "--frame", "5", "--out", rendered]).status == 0)
        #expect(try RGBAImage(pngFile: shot) == RGBAImage(pngFile: rendered))
    }

    @Test("snapshot DIR --frame N and assertSnapshot(ofShader: folder, frame:) compare frame N with its golden")
    func snapshots() throws {
        let dir = try folderOfFiles(Self.order)
        let goldens = dir.appendingPathComponent("goldens"), artifacts = dir.appendingPathComponent("artifacts")
        let common = ["--snapshots", goldens.path, "--artifacts", artifacts.path, "--size", "8x8"]
        #expect(try glsandbox(["snapshot", dir.path, "--frame", "4", "--record", "missing"] + common).status == 1)
        let golden = try RGBAImage(pngFile: goldens.appendingPathComponent(dir.lastPathComponent + ".png").path)
        #expect(golden[0, 0] == Pixel(5, 5, 4, 255))   // A = 5 after frames 0-4; C read by B is frame 3's
        #expect(try glsandbox(["snapshot", dir.path, "--frame", "4", "--record", "never"] + common).status == 0)
        #expect(try glsandbox(["snapshot", dir.path, "--frame", "5", "--record", "never"] + common).status == 1)
        assertSnapshot(ofShader: dir, frame: 4, size: Size(8, 8), named: dir.lastPathComponent, record: .never, directory: goldens, artifacts: artifacts)
    }

    @Test("render --dump-buffers writes each buffer of the last frame (values clamped), read back by ImageMagick")
    func dumpBuffers() throws {
        let dir = try folderOfFiles(Self.order)
        let dump = dir.appendingPathComponent("dump").path
        let result = try glsandbox(["render", dir.path, "--frame", "3", "--size", "8x8", "--out", dir.appendingPathComponent("x.png").path, "--dump-buffers", dump])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dump).sorted() == ["bufferA.png", "bufferB.png", "bufferC.png"])
        let pixel = try run("/usr/bin/convert", [dump + "/bufferA.png", "-format", "%[fx:int(255*p{0,0}.r+0.5)]", "info:"])
        #expect(pixel.stdout == "4")   // frames 0 to 3 each added 1
    }

    @Test("a shader with no history jumps to its frame (frame 2147483647 runs one frame, not every earlier one); one with a buffer catches up")
    func onlyHistoryReplays() throws {
        let folder = try folderOfFiles([
            "one.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(float(iFrame % 256) / 255.0, 0.0, 0.0, 1.0); }\n",
            "mp/bufferA.frag": "#iChannel0 \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy) + 1.0 / 255.0; }\n",
            "mp/image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try withContext { gl in
            let target = try Framebuffer(gl, spec: FramebufferSpec(size: Size(2, 2), colors: [.renderbuffer(.rgba8)]))
            defer { target.destroy() }
            let one = try ShaderScene.load(path: folder.appendingPathComponent("one.frag").path).makeRenderer(in: gl)
            defer { one.destroy() }
            try one.draw(into: target, inputs: ShaderInputs(frame: Int(Int32.max)))
            #expect(one.framesRun == 1, "a one-pass shader ran \(one.framesRun) frames to draw frame 2147483647")
            #expect(try target.readImage()[0, 0] == Pixel(255, 0, 0, 255))   // 2147483647 % 256 = 255
            let buffered = try ShaderScene.load(path: folder.appendingPathComponent("mp").path).makeRenderer(in: gl)
            defer { buffered.destroy() }
            try buffered.draw(into: target, inputs: ShaderInputs(frame: 9).frame(9))
            #expect(buffered.framesRun == 10, "frames 0 to 9")
            #expect(try target.readImage()[0, 0] == Pixel(10, 10, 10, 10))   // each frame added 1/255
        }
    }
}
