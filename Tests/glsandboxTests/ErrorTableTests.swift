import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// One row of the table in docs/errors.md.
struct ErrorRow: Sendable, CustomTestStringConvertible {
    var number: Int
    var input: String
    var command: String
    var environment: String
    var exit: Int32
    var message: String
    var testDescription: String { "#\(number) \(input)" }
}

/// The rows of docs/errors.md's table: `| # | bad input | `command` | environment | exit | `message` |`.
let errorRows: [ErrorRow] = {
    let path = packageRoot.appendingPathComponent("docs/errors.md").path
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
    func unquote(_ cell: Substring) -> String {
        var value = cell.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("`") && value.hasSuffix("`") && value.count >= 2 { value = String(value.dropFirst().dropLast()) }
        return value
    }
    return text.split(separator: "\n").compactMap { line -> ErrorRow? in
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        guard cells.count == 6, let number = Int(cells[cells.startIndex].trimmingCharacters(in: .whitespaces)) else { return nil }
        let values = cells.map(unquote)
        guard let exit = Int32(values[4]) else { return nil }
        return ErrorRow(number: number, input: values[1], command: values[2], environment: values[3], exit: exit, message: values[5])
    }
}()

/// Rows run side by side (each in its own folder, its own process, its own port): run one after
/// another they were the suite's long pole (335 s of a 335 s run; 785 s under AddressSanitizer,
/// where every other suite had finished by 320 s) while a core stood idle.
@Suite("Error table (docs/errors.md)")
struct ErrorTableTests {
    @Test("the table has every row the issue asks for")
    func tableIsComplete() {
        #expect(errorRows.count >= 60)
        #expect(errorRows.map(\.number) == Array(1...errorRows.count))
    }

    @Test("each bad input: the documented exit code, one line naming the cause, no crash, no partial file", arguments: errorRows)
    func row(_ row: ErrorRow) throws {
        let folder = try temporaryFolder("errors-\(row.number)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ErrorFixtures.copy(into: folder)
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))

        // `{port}`: a port another program (this test) listens on, held while the row runs.
        let held = row.command.contains("{port}") ? try listeningOnFreePort() : nil
        defer { if let held { close(held.0) } }
        let port = held.map { "\($0.1)" } ?? ""
        let arguments = row.command.replacingOccurrences(of: "{tmp}", with: folder.path).replacingOccurrences(of: "{port}", with: port)
            .split(separator: " ").map(String.init)
        var environment: [String: String] = [:]
        var removed: [String] = []
        for pair in row.environment.replacingOccurrences(of: "{tmp}", with: folder.path).split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 && parts[1].isEmpty { removed.append(String(parts[0])) } else if parts.count == 2 {
                environment[String(parts[0])] = String(parts[1])
            }
        }
        let result = try runRemoving(removed, arguments, environment: environment)
        #expect(!result.timedOut, "it hung")
        #expect(!result.crashed, "it crashed: \(result.stderr)")
        #expect(result.status == row.exit, "exit \(result.status), stderr: \(result.stderr)")
        #expect(result.status > 0 && result.status < 128)
        if row.exit != 1 && row.exit != 2 {
            // One line; a shader compile error prints the driver's FILE:LINE:COLUMN lines first.
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.last?.hasPrefix("glsandbox: error: ") == true, "stderr: \(result.stderr)")
            let compilerLines = lines.dropLast().filter { $0.contains(#/^[^ ]+:\d+:\d+: /#) }
            #expect(compilerLines.count == lines.count - 1, "stderr should be one line, after the compiler's lines: \(result.stderr)")
            #expect(lines.count == 1 || row.exit == 65, "only a compile error prints more than one line: \(result.stderr)")
        }
        if !row.message.isEmpty {
            let message = row.message.replacingOccurrences(of: "{tmp}", with: folder.path).replacingOccurrences(of: "{port}", with: port)
            #expect((result.stderr + result.stdout).contains(message), "stderr: \(result.stderr)")
        }
        // Nothing new left behind: no output file, no temporary file.
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(after.subtracting(before).isEmpty, "left behind: \(after.subtracting(before))")
    }

    private func runRemoving(_ removed: [String], _ arguments: [String], environment: [String: String]) throws -> ProcessResult {
        guard !removed.isEmpty else { return try run(glsandboxBinary, arguments, environment: environment) }
        // `env -u NAME` removes a variable for the child only.
        let unset = removed.flatMap { ["-u", $0] }
        let pairs = environment.map { "\($0.key)=\($0.value)" }
        return try run("/usr/bin/env", unset + pairs + [glsandboxBinary] + arguments)
    }
}

/// The files the rows' commands name, made once and copied into each row's own folder (`cp -a`
/// keeps the named pipes, the symbolic links and the sparse file as they are): making them took
/// most of a row's time (about 1 s of 1.3), and a row may write into its folder.
enum ErrorFixtures {
    private static let template: Result<URL, any Error> = Result {
        let folder = try temporaryFolder("errors-template")
        try makeFixtures(in: folder)
        atexit { ErrorFixtures.removeTemplate() }
        return folder
    }

    private static func removeTemplate() {
        if case .success(let folder) = template { try? FileManager.default.removeItem(at: folder) }
    }

    static func copy(into folder: URL) throws {
        let template = try template.get()
        let copy = try run("/bin/cp", ["-a", template.path + "/.", folder.path])
        #expect(copy.status == 0, "copying the fixtures: \(copy.stderr)")
    }

    /// A saved `bench --json` run of the scene clear at 64x48 whose median frame time is `p50` ms.
    private static func benchReport(p50: Double) -> String {
        let times = "{\"p50\": \(p50), \"p95\": 1, \"p99\": 1, \"min\": 1, \"max\": 1, \"mean\": 1}"
        return """
            {"renderer": "llvmpipe", "version": "4.5", "backend": "egl", "lpNumThreads": "default", "size": "64x48", "durationSeconds": 0.1,
             "limits": {"memcpyGBps": 10, "memsetGBps": 10, "frameBytes": 12288, "threads": 2},
             "scenes": [{"name": "clear", "frames": 100, "fps": 1000, "frameMs": \(times), "cpuMsPerFrame": 1, "drawsPerSecond": 0,
                         "trianglesPerSecond": 0, "pixelsPerSecond": 0, "readbackGBps": 0, "sliceMedianMs": [1, 1.1]}]}
            """
    }

    private static func makeFixtures(in folder: URL) throws {
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        var good = RGBAImage(size: Size(64, 48), filling: Pixel(20, 40, 60))
        good[3, 3] = Pixel(255, 0, 0)
        try good.writePNG(to: path("good.png"))
        try FileManager.default.createDirectory(atPath: path("evil"), withIntermediateDirectories: true)
        try good.writePNG(to: path("evil/evil.actual.png"))
        // An artifacts folder with one failure whose paths are all fine (snapshots review --serve).
        try FileManager.default.createDirectory(atPath: path("review"), withIntermediateDirectories: true)
        try good.writePNG(to: path("review/ok.actual.png"))
        // An artifacts folder whose lock file is a symbolic link (to the fixture `file`).
        try FileManager.default.createDirectory(atPath: path("locked"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("locked/.lock"), withDestinationPath: "../file")
        try RGBAImage(size: Size(32, 24)).writePNG(to: path("small.png"))
        _ = FileManager.default.createFile(atPath: path("empty.png"), contents: Data())
        _ = FileManager.default.createFile(atPath: path("text.png"), contents: Data("this is text, not a PNG\n".utf8))
        let bytes = try PNG.encode(good)
        _ = FileManager.default.createFile(atPath: path("truncated.png"), contents: Data(bytes.prefix(bytes.count / 2)))
        try FileManager.default.createDirectory(atPath: path("folder.png"), withIntermediateDirectories: true)
        #expect(mkfifo(path("fifo.png"), 0o600) == 0)
        #expect(mkfifo(path("fifo.mp4"), 0o600) == 0)   // a video output that is a named pipe (issue 26)
        _ = FileManager.default.createFile(atPath: path("anim.png"), contents: Data("GIF89a\u{1}\u{0}\u{1}\u{0}\u{0}\u{0}\u{0};".utf8))
        _ = FileManager.default.createFile(atPath: path("huge.png"), contents: Data())
        #expect(truncate(path("huge.png"), off_t(ImageFile.maximumFileBytes + 1)) == 0)   // sparse: no disk used
        try RGBAImage(size: Size(1024, 512), filling: Pixel(1, 2, 3)).writePNG(to: path("large.png"))   // 2 MiB of RGBA
        let jpeg = try [UInt8](Data(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/jpeg/colour-420.jpg")))
        _ = FileManager.default.createFile(atPath: path("truncated.jpg"), contents: Data(jpeg.prefix(jpeg.count / 2)))
        _ = FileManager.default.createFile(atPath: path("file"), contents: Data("a file\n".utf8))
        // Cubemaps (issue 24): six faces by Shadertoy's naming, one of them 2x2 among 4x4s; six oblong faces.
        try FileManager.default.createDirectory(atPath: path("cube"), withIntermediateDirectories: true)
        for (index, suffix) in ["", "_1", "_2", "_3", "_4", "_5"].enumerated() {
            try RGBAImage(size: index == 1 ? Size(2, 2) : Size(4, 4)).writePNG(to: path("cube/odd\(suffix).png"))
            try RGBAImage(size: Size(4, 2)).writePNG(to: path("cube/oblong\(suffix).png"))
        }
        // Volumes (issue 24): headers that lie (Shadertoy's .bin: "BIN\0", x, y, z as UInt32, channels, layout, format as UInt16).
        try FileManager.default.createDirectory(atPath: path("vol"), withIntermediateDirectories: true)
        func volumeHeader(_ side: UInt32, channels: UInt8, format: UInt8) -> [UInt8] {
            [0x42, 0x49, 0x4E, 0] + Array(repeating: [UInt8(side & 0xFF), UInt8(side >> 8 & 0xFF), 0, 0], count: 3).joined() + [channels, 0, format, 0]
        }
        _ = FileManager.default.createFile(atPath: path("vol/short.bin"), contents: Data(volumeHeader(64, channels: 1, format: 0) + [UInt8](repeating: 9, count: 64)))
        _ = FileManager.default.createFile(atPath: path("vol/huge.bin"), contents: Data(volumeHeader(65535, channels: 4, format: 10)))
        _ = FileManager.default.createFile(atPath: path("vol/stub.bin"), contents: Data([0x42, 0x49, 0x4E, 0, 4, 0, 0]))
        #expect(mkfifo(path("vol/fifo.bin"), 0o600) == 0)
        _ = FileManager.default.createFile(atPath: path("vol/big.bin"), contents: Data(volumeHeader(64, channels: 4, format: 0) + [UInt8](repeating: 9, count: 1 << 20)))
        // 1x1x65535 voxels: within the budget, past GL_MAX_3D_TEXTURE_SIZE (2048 on llvmpipe) on its third side (issue 35, item 18).
        _ = FileManager.default.createFile(atPath: path("vol/tall.bin"), contents: Data([0x42, 0x49, 0x4E, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0, 0, 1, 0, 0, 0]
                                                                                     + [UInt8](repeating: 9, count: 65535)))
        // Pass folders whose own files are symbolic links out of the allowed folders (issue 35, item 3).
        for (name, target) in [("link-common", "/etc/passwd"), ("link-cube", "/proc/self/environ")] {
            try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
            try "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n".write(toFile: path(name + "/image.frag"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: path(name + (name == "link-common" ? "/common.glsl" : "/cubeA.frag")), withDestinationPath: target)
        }
        // DDS (issue 21): compressed, truncated, absurd, over a 1 MiB budget (DDSFile.file writes the header by hand).
        try FileManager.default.createDirectory(atPath: path("dds"), withIntermediateDirectories: true)
        let dx10 = DDSFile.fourCC("DX10")
        _ = FileManager.default.createFile(atPath: path("dds/dxt1.dds"), contents: Data(DDSFile.file(width: 4, height: 4, fourCC: DDSFile.fourCC("DXT1"), texels: [0, 0])))
        _ = FileManager.default.createFile(atPath: path("dds/short.dds"),
                                           contents: Data(DDSFile.file(width: 64, height: 64, fourCC: dx10, dx10: .init(dxgi: 2), texels: [1, 2, 3, 4])))
        _ = FileManager.default.createFile(atPath: path("dds/huge.dds"), contents: Data(DDSFile.file(width: .max, height: .max, fourCC: 116, texels: [])))
        _ = FileManager.default.createFile(atPath: path("dds/big.dds"),
                                           contents: Data(DDSFile.file(width: 256, height: 256, fourCC: 116, texels: [Float](repeating: 0.5, count: 256 * 256 * 4))))
        let fragments: [String: String] = [
            "ok.frag": "void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n    fragColor = vec4(fragCoord / iResolution.xy, 0.0, 1.0);\n}\n",
            "bad.frag": "void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n    vec2 uv = fragCoord / iResolution.xy;\n    fragColor = vec4(uv, nope, 1.0);\n}\n",
            "bad-bos.frag": "#ifdef GL_ES\nprecision mediump float;\n#endif\nvoid main() {\n    gl_FragColor = vec4(1.0, 0.0, 0.0) + ;\n}\n",
            "uses-broken.frag": "#include \"lib/broken.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "lib/broken.glsl": "// a helper with a mistake on line 2\nfloat helper(float x) { return x * ; }\n",
            "missing-include.frag": "// line 1\n#include \"nowhere.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "cycle-a.frag": "#include \"cycle-b.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "cycle-b.glsl": "#include \"cycle-a.frag\"\n",
            "nomain.frag": "float f(float x) { return x; }\n",
            "wrong-type.frag": "uniform int u_time;\nvoid main() { gl_FragColor = vec4(float(u_time)); }\n",
            "mp/bufferA.frag": "#iChannel0 \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy) + 0.01; }\n",
            "mp/image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }\n",
            "mp-nobuffer/image.frag": "// the image\n#iChannel1 \"bufferC\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "mp-nocube/image.frag": "#iChannel0 \"cubeA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec3(1.0, 0.0, 0.0)); }\n",
            "mp-noimage/bufferA.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "mp-error/bufferA.frag": "#iChannel0 \"self\"\n\nvoid mainImage(out vec4 c, in vec2 p) {\n    c = nope;\n}\n",
            "mp-error/image.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "sound.json": """
                {"Shader": {"renderpass": [
                  {"inputs": [{"id": 33, "type": "webcam", "channel": 0}], "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }", "name": "Image", "type": "image"},
                  {"inputs": [], "outputs": [], "code": "vec2 mainSound(int s, float t) { return vec2(0.0); }", "name": "Sound", "type": "sound"}]}}
                """,
            "texture.json": """
                {"Shader": {"renderpass": [{"inputs": [{"id": 5, "filepath": "/media/a/wood.png", "type": "texture", "channel": 0}],
                  "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p); }", "name": "Image", "type": "image"}]}}
                """,
            "cube.json": """
                {"Shader": {"renderpass": [{"inputs": [{"id": 26, "filepath": "/media/a/good.png", "type": "cubemap", "channel": 0}],
                  "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec3(1.0, 0.0, 0.0)); }", "name": "Image", "type": "image"}]}}
                """,
            "notes.json": "{\"notes\": [1, 2, 3]}\n",
            // Exports with more passes than Shadertoy has, and two passes writing one buffer (issue 35, item 11).
            "many-passes.json": "{\"Shader\": {\"renderpass\": [" + Array(repeating: "{\"type\": \"buffer\", \"code\": \"\", \"outputs\": [{\"id\": \"4dXGR8\"}]}", count: 9).joined(separator: ", ")
                + ", {\"type\": \"image\", \"code\": \"\"}]}}",
            "two-a.json": """
                {"Shader": {"renderpass": [
                  {"type": "buffer", "name": "Buffer A", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }", "outputs": [{"id": "4dXGR8", "channel": 0}]},
                  {"type": "buffer", "name": "Copy of A", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.5); }", "outputs": [{"id": "4dXGR8", "channel": 0}]},
                  {"type": "image", "name": "Image", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }", "outputs": []}]}}
                """,
            // Music and video inputs (issue 24): files named as media that hold text; an export's music not in the media folder.
            "notaudio.wav": "this is text, not music\n",
            "notvideo.mp4": "this is text, not a video\n",
            "music.json": """
                {"Shader": {"renderpass": [{"inputs": [{"id": 7, "filepath": "/media/a/song.mp3", "type": "music", "channel": 0}],
                  "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p); }", "name": "Image", "type": "image"}]}}
                """,
            "music-missing.frag": "#iChannel0 \"gone.ogg\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p); }\n",
            // Shaders from the internet (issues 21 and 22).
            "outside.frag": "#include \"/etc/passwd\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "nul.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n\u{0}\n",
            "inc-folder.frag": "#include \"lib\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "bomb.frag": "#define a0 x x\n" + (1...30).map { "#define a\($0) a\($0 - 1) a\($0 - 1)\n" }.joined()
                + "void mainImage(out vec4 c, in vec2 p) { float x = 1.0; c = vec4(a30); }\n",
            "uniform.frag": "#iUniform float level = 0.5 in { 0.0, 1.0 }\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(level); }\n",
            "bad-uniform.frag": "#iUniform float level\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(level); }\n",
            "vertex.frag": "#iVertex \"file://v.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "vertex-outside.frag": "#iVertex \"out-link.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "vertex-fifo.frag": "#iVertex \"fifo.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "vertex-self.frag": "#iVertex \"self\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "vertex-broken.frag": "#iVertex \"vertex-broken.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            "web-channel.glsl": "#iChannel0 \"https://example.com/a.jpg\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p); }\n",
            "glslify.glsl": "#pragma glslify: snoise = require('glsl-noise/simplex/2d')\nvoid main() { gl_FragColor = vec4(snoise(gl_FragCoord.xy)); }\n",
            "vertex-broken.glsl": "void main() {\n    gl_Position = vec4(nope);\n}\n",
            "channel-outside.frag": "#iChannel0 \"file:///etc/passwd\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p); }\n",
            "channel-good.frag": "#iChannel0 \"file://good.png\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p); }\n",
            "two-images.json": """
                {"Shader": {"renderpass": [
                  {"inputs": [], "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }", "name": "Image", "type": "image"},
                  {"inputs": [], "outputs": [], "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.5); }", "name": "Image 2", "type": "image"}]}}
                """,
            ".hidden.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n",
            // Pass files beside an export (vilya/Shadertron's "filename"): one outside the allowed folders, one missing with no code.
            "passfile-outside.json": """
                {"Shader": {"renderpass": [{"inputs": [], "outputs": [], "code": "", "filename": "/etc/passwd", "name": "Image", "type": "image"}]}}
                """,
            "passfile-missing.json": """
                {"Shader": {"renderpass": [{"inputs": [], "outputs": [], "code": "", "filename": "gone.frag", "name": "Image", "type": "image"}]}}
                """,
            // A failure record from an untrusted artifacts folder: its golden climbs out.
            "review/ok.failure.json": """
                {"run": "x", "name": "ok", "kind": "missing", "summary": "no golden", "golden": "snapshots/ok.png", "actual": "ok.actual.png"}
                """,
            "evil/evil.failure.json": """
                {"run": "x", "name": "evil", "kind": "mismatch", "summary": "differs", "golden": "../outside.png", "actual": "evil.actual.png"}
                """,
            // Saved `bench --json` runs (issue 25): a good one at 64x48, one with a frame time no run measures.
            "bench-base.json": benchReport(p50: 1),
            "bench-bad.json": benchReport(p50: -1),
            "chatty.sh": "#!/bin/sh\nexec yes 'not a bench report'\n",   // made executable below: writes without end
            // Issue 35: HLS playlists under media names (ffmpeg would follow them to other files),
            // a saved run whose frame time is the smallest double, int uniforms past a float's exact range.
            "playlist.mp3": "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile:///elsewhere/private.m4a\n#EXT-X-ENDLIST\n",
            "playlist.mp4": "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile:///elsewhere/private2.mp4\n#EXT-X-ENDLIST\n",
            "bench-tiny.json": benchReport(p50: 5e-324),
            "int-uniform.frag": "#iUniform int x = 1\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(float(x)); }\n",
            "bigint.frag": "#iUniform int x = 99999999999999999999\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(float(x)); }\n",
            // Issue 33: a GLSL Sandbox file that reads its backbuffer (channel 0).
            "sandbox-feedback.frag": "precision mediump float;\nuniform sampler2D backbuffer;\nuniform vec2 resolution;\n"
                + "void main() { gl_FragColor = texture2D(backbuffer, gl_FragCoord.xy / resolution) + 0.01; }\n",
            // Issue 33: a glslViewer file whose buffer asks for a size of its own.
            "viewer-sized.frag": "uniform sampler2D u_buffer0; // 256x256\nvoid main() {\n#ifdef BUFFER_0\n    gl_FragColor = vec4(1.0);\n#else\n"
                + "    gl_FragColor = texture2D(u_buffer0, vec2(0.5));\n#endif\n}\n",
            // Issue 34: gl-transitions' fade.
            "fade-transition.glsl": "vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n",
            // Issue 34: ISF headers that cannot be read.
            "isf-notjson.fs": "/*{ ISFVSN: \"2\", \"INPUTS\": [] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "isf-event.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"e\", \"TYPE\": \"event\"} ] }*/\nvoid main() { gl_FragColor = vec4(e ? 1.0 : 0.0); }\n",
            "isf-passes.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"inputImage\", \"TYPE\": \"image\"} ], \"PASSES\": [ "
                + (0..<16).map { "{\"TARGET\": \"t\($0)\"}, " }.joined() + "{} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "isf-size.fs": "/*{ \"ISFVSN\": \"2\", \"PASSES\": [ {\"TARGET\": \"half\", \"WIDTH\": \"$WIDTH / \"}, {} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "isf-huge.fs": "/*{ \"ISFVSN\": \"2\", \"PASSES\": [ {\"TARGET\": \"big\", \"WIDTH\": \"$WIDTH * 1000\"}, {} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "isf-type.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"x\", \"TYPE\": \"vec3\"} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            // Issue 34: ISF audio inputs: a filter with both kinds, a MAX of no samples, a MAX that is no number.
            "isf-audio.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"inputImage\", \"TYPE\": \"image\"}, {\"NAME\": \"wave\", \"TYPE\": \"audio\"}, "
                + "{\"NAME\": \"fft\", \"TYPE\": \"audioFFT\"} ] }*/\nvoid main() { gl_FragColor = IMG_THIS_PIXEL(inputImage) + IMG_NORM_PIXEL(wave, vec2(0.5)) + IMG_NORM_PIXEL(fft, vec2(0.5)); }\n",
            "isf-audio-max.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"wave\", \"TYPE\": \"audio\", \"MAX\": 0} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "isf-audio-word.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"fft\", \"TYPE\": \"audioFFT\", \"MAX\": \"all\"} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            // Issue 34: an ISF effect with a history (a PERSISTENT target), which --shard refuses.
            "isf-persistent.fs": "/*{ \"ISFVSN\": \"2\", \"PASSES\": [ {\"TARGET\": \"total\", \"PERSISTENT\": true}, {} ] }*/\n"
                + "void main() { gl_FragColor = IMG_THIS_PIXEL(total) + vec4(0.01); }\n",
            // Issue 33: a VEDA file whose header asks for two passes, the first drawn by a vertex shader.
            "veda-passes.frag": "/*{ PASSES: [{ vs: './points.vert', TARGET: 'buffer' }, {},], }*/\nprecision mediump float;\nuniform float time;\nuniform sampler2D buffer;\n"
                + "void main() { gl_FragColor = texture2D(buffer, vec2(0.5)) + time; }\n",
            // Issue 33: a twigl MRT file (classic) that reads its second previous frame, which is channel 1;
            // a VEDA file with a render target, which is channel 3.
            "twigl-mrt.frag": "precision highp float;\nuniform vec2 resolution;\nuniform sampler2D backbuffer0;\nuniform sampler2D backbuffer1;\n"
                + "layout (location = 0) out vec4 outColor0;\nlayout (location = 1) out vec4 outColor1;\n"
                + "void main() { outColor0 = texture(backbuffer1, gl_FragCoord.xy / resolution); outColor1 = texture(backbuffer0, gl_FragCoord.xy / resolution); }\n",
            "veda-target.frag": "/*{ PASSES: [{ TARGET: 'trail' }, {},], }*/\nprecision mediump float;\nuniform vec2 resolution;\nuniform sampler2D trail;\n"
                + "void main() { gl_FragColor = texture2D(trail, gl_FragCoord.xy / resolution) * 0.5; }\n",
        ]
        for folder in ["mp", "mp-nobuffer", "mp-noimage", "mp-error", "mp-nocube"] {
            try FileManager.default.createDirectory(atPath: path(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(atPath: path("lib"), withIntermediateDirectories: true)
        for (name, text) in fragments { try text.write(toFile: path(name), atomically: true, encoding: .utf8) }
        // Issue 34: a tenth of a second of silence, a 16-bit mono WAV (music for ISF's audio inputs).
        func le(_ value: Int, _ bytes: Int) -> [UInt8] { (0..<bytes).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let silence = Array("RIFF".utf8) + le(36 + 8820, 4) + Array("WAVEfmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(44100, 4) + le(88200, 4)
            + le(2, 2) + le(16, 2) + Array("data".utf8) + le(8820, 4) + [UInt8](repeating: 0, count: 8820)
        try Data(silence).write(to: URL(fileURLWithPath: path("tone.wav")))
        #expect(chmod(path("chatty.sh"), 0o755) == 0)
        // A named pipe where a shader is expected: reading it would wait forever for a writer.
        #expect(mkfifo(path("fifo.frag"), 0o600) == 0)
        #expect(mkfifo(path("fifo.glsl"), 0o600) == 0)   // and where an #iVertex file is
        try FileManager.default.createSymbolicLink(atPath: path("out-link.glsl"), withDestinationPath: "/etc/passwd")
        let broken = folder.appendingPathComponent("broken-shaders")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "#version 330 core\nlayout(location = 0) in vec2 position;\nvoid main() { gl_Position = vec4(position, 0.0 1.0); }\n"
            .write(to: broken.appendingPathComponent("triangle.vert"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: shaders.folder.appendingPathComponent("triangle.frag"), to: broken.appendingPathComponent("triangle.frag"))
        // The varying renamed in the fragment shader only: GL links it (and drew black before).
        let renamed = folder.appendingPathComponent("renamed-varying")
        try FileManager.default.createDirectory(at: renamed, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: shaders.folder.appendingPathComponent("triangle.vert"), to: renamed.appendingPathComponent("triangle.vert"))
        try "#version 330 core\nin vec3 vertexColour;\nout vec4 fragColor;\nvoid main() { fragColor = vec4(vertexColour, 1.0); }\n"
            .write(to: renamed.appendingPathComponent("triangle.frag"), atomically: true, encoding: .utf8)
    }
}
