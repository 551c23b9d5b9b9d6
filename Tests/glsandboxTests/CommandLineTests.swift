import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// The `glsandbox` executable, run as a user runs it.
@Suite("Command line")
struct CommandLineTests {
    @Test("info reports EGL and llvmpipe 4.5 with no environment variables; --json has the documented keys")
    func info() throws {
        let result = try glsandbox("info", "--json", environment: ["GLSANDBOX_BACKEND": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["backend", "vendor", "renderer", "version", "glsl", "maxSamples", "maxColorAttachments", "maxRenderbufferSize"] {
            #expect(json[key] != nil, "missing key \(key)")
        }
        #expect(json["backend"] as? String == "egl")
        #expect((json["renderer"] as? String)?.contains("llvmpipe") == true)
        #expect((json["version"] as? String)?.hasPrefix("4.5") == true)
    }

    @Test("GLSANDBOX_BACKEND=osmesa info reports OSMesa", needsOSMesa)
    func infoOSMesa() throws {
        let result = try glsandbox("info", "--json", environment: ["GLSANDBOX_BACKEND": "osmesa"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"backend\" : \"osmesa\""))
    }

    @Test("scenes lists one a line, the name first")
    func scenes() throws {
        let result = try glsandbox("scenes")
        let names = result.stdout.split(separator: "\n").map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names.contains("clear"))
        #expect(names.contains("triangle"))
    }

    @Test("render triangle writes a 600x480 PNG that ImageMagick reads")
    func render() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("triangle.png").path
        let result = try glsandbox("render", "triangle", "--out", path)
        #expect(result.status == 0, "\(result.stderr)")
        let identify = try run("/usr/bin/env", ["identify", "-format", "%m %w %h", path])
        #expect(identify.stdout == "PNG 600 480", "identify: \(identify.stdout) \(identify.stderr)")
    }

    @Test("fbo --json: the driver's status, the prediction and the exit code", arguments: [
        (["--color", "rgba8", "--depth-stencil", "depth24_stencil8"], "GL_FRAMEBUFFER_COMPLETE", Int32(0)),
        (["--color", "rgba8@4", "--depth-stencil", "depth24_stencil8"], "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE", 1),
        (["--color", "rgba8", "--depth", "depth_component24", "--stencil", "stencil_index8"], "GL_FRAMEBUFFER_UNSUPPORTED", 1),
        ([], "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT", 1),
        (["--color", "rgba8@8"], "error", 2),
        (["--color-texture", "rgba16f:128x64", "--color", "r32ui", "--samples", "0"], "GL_FRAMEBUFFER_COMPLETE", 0),
    ])
    func fbo(arguments: [String], status: String, exit: Int32) throws {
        let result = try run(glsandboxBinary, ["fbo", "--json"] + arguments)
        #expect(result.status == exit, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["status"] as? String == status)
        #expect(json["predicted"] as? String == status)
        #expect(json["complete"] as? Bool == (status == "GL_FRAMEBUFFER_COMPLETE"))
        #expect((json["explanation"] as? String)?.isEmpty == false)
    }

    @Test("fbo: the library names the rule broken, the CLI adds the flag that mends it", arguments: [
        (["--color", "rgba8@4", "--color", "rgba8"], "give them all the same one", "--samples N"),
        ([], "attach at least one colour, depth or stencil image", "--color rgba8"),
        (["--color", "depth24_stencil8"], "attach it at the depth-stencil point instead", "--depth-stencil FORMAT"),
    ])
    func fboNamesTheFlag(arguments: [String], rule: String, flag: String) throws {
        let result = try run(glsandboxBinary, ["fbo"] + arguments)
        #expect(result.status == 1, "\(result.stderr)")
        let why = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("why:") }, "\(result.stdout)")
        #expect(why.contains(rule) && why.contains(flag), "\(why)")
    }

    /// Bad input: a non-zero exit below 128, one line on stderr naming the cause, no crash, no hang.
    @Test("bad input ends with one clear line and a documented exit code", arguments: [
        (["render", "nosuchscene", "--out", "/tmp/x.png"], "unknown scene 'nosuchscene'", Int32(64)),
        (["render", "triangle", "--size", "0x0", "--out", "/tmp/x.png"], "The value '0x0' is invalid for '--size <WIDTHxHEIGHT>'", 64),
        (["render", "triangle", "--size", "-5x10", "--out", "/tmp/x.png"], "The value '-5x10' is invalid for '--size <WIDTHxHEIGHT>'", 64),
        (["render", "triangle", "--size", "axb", "--out", "/tmp/x.png"], "must be whole numbers", 64),
        (["render", "triangle", "--size", "600", "--out", "/tmp/x.png"], "expected WIDTHxHEIGHT", 64),
        (["render", "triangle", "--size", "20000x20000", "--out", "/tmp/x.png"], "GL_MAX_RENDERBUFFER_SIZE", 64),
        (["render", "triangle", "--samples", "-1", "--out", "/tmp/x.png"], "cannot be negative", 64),
        (["render", "triangle", "--samples", "64", "--out", "/tmp/x.png"], "at most 4", 64),
        (["render", "triangle", "--out", "/nonexistent-folder/x.png"], "does not exist", 73),
        (["render", "triangle", "--out", "/tmp"], "is a directory", 73),
        (["render", "triangle"], "--out", 64),
        (["fbo", "--color", "rgba9"], "unknown format 'rgba9'", 64),
        (["fbo", "--color", "rgba8@x"], "not a sample count", 64),
        (["fbo", "--color", "rgba8@-2"], "cannot be negative", 64),
        (["fbo", "--color", ":64x64"], "no format", 64),
        (["fbo", "--color", "rgba8:0x4"], "invalid size", 64),
        (["fbo", "--samples", "-1", "--color", "rgba8"], "cannot be negative", 64),
        (["fbo", "--size", "12", "--color", "rgba8"], "expected WIDTHxHEIGHT", 64),
        (["frobnicate"], "frobnicate", 64),
        (["loop", "--frames", "0"], "at least 1 frame", 64),
        (["loop", "--frames", "-3"], "at least 1 frame", 64),
        (["loop", "--fps", "-1"], "invalid --fps", 64),
        (["loop", "--size", "0x10"], "The value '0x10' is invalid for '--size <WIDTHxHEIGHT>'", 64),
        (["loop", "--scene", "nope"], "unknown scene 'nope'", 64),
        (["loop", "--out", "/proc/version"], "is a file, not a folder", 73),
    ])
    func badInput(arguments: [String], message: String, exit: Int32) throws {
        let result = try run(glsandboxBinary, arguments)
        #expect(!result.timedOut)
        #expect(!result.crashed, "crashed: \(result.stderr)")
        #expect(result.status == exit, "exit \(result.status): \(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains(message), "stderr: \(result.stderr)")
    }

    @Test("loop --json reports what it counted: 30 frames at 60 fps rendered, delivered, in order")
    func loop() throws {
        let result = try glsandbox("loop", "--frames", "30", "--fps", "60", "--size", "64x48", "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        for key in ["framesRendered", "framesDelivered", "framesDropped", "inOrder", "elapsedSeconds", "achievedFPS", "commandsProcessed"] {
            #expect(json[key] != nil, "missing key \(key)")
        }
        #expect(json["framesRendered"] as? Int == 30)
        #expect(json["framesDelivered"] as? Int == 30)
        #expect(json["framesDropped"] as? Int == 0)
        #expect(json["inOrder"] as? Bool == true)
    }

    @Test("SIGINT during loop --out stops, prints the summary, leaves only whole PNGs")
    func interruptedRecording() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let watch = try FolderWatch(folder)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--frames", "100000", "--fps", "0", "--size", "64x48", "--out", folder.path, "--json"]
        watch.observeExit(of: process)
        let out = try spawning {
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            return out
        }
        // Interrupted while it records: after its tenth frame (its signal handlers are in place
        // before the first), however slowly a loaded or sanitized build gets there.
        #expect(watch.wait(forFile: "frame-000010.png"), "the loop ended before recording ten frames")
        process.interrupt()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        #expect(json["stopReason"] as? String == "interrupted")
        let written = try #require(json["framesWritten"] as? Int)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(written > 0)
        #expect(files == (1...written).map { String(format: "frame-%06d.png", $0) }, "only whole, final-named PNGs")
        for file in files.suffix(3) {
            #expect(try RGBAImage(pngFile: folder.appendingPathComponent(file).path).size == Size(64, 48))
        }
    }

    @Test("an unknown GLSANDBOX_BACKEND lists the valid values")
    func unknownBackend() throws {
        let result = try glsandbox("info", environment: ["GLSANDBOX_BACKEND": "vulkan"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("valid values: egl, egl-device, osmesa, auto"))
    }

    @Test("a broken shader in GLSANDBOX_SHADERS names the file and line; no PNG is written")
    func brokenShader() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "#version 330 core\nlayout(location = 0) in vec2 position;\nvoid main() { gl_Position = vec4(position, 0.0 1.0); }\n"
            .write(to: folder.appendingPathComponent("triangle.vert"), atomically: true, encoding: .utf8)
        try "#version 330 core\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n"
            .write(to: folder.appendingPathComponent("triangle.frag"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", "triangle", "--out", out, environment: ["GLSANDBOX_SHADERS": folder.path])
        #expect(result.status == 65)
        // The compiler's lines first (FILE:LINE:COLUMN, for editors), then the one error line.
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.first?.hasPrefix("triangle.vert:3:") == true, "\(result.stderr)")
        #expect(lines.last?.hasPrefix("glsandbox: error: triangle.vert failed to compile") == true, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
