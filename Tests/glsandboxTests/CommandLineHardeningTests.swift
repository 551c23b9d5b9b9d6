import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Numbers, messages and exit codes at the command line's edges (issue 22, "Hardening, round
/// three"): what a terminal shows, numbers too large for GL, memory the driver refuses, outputs
/// that cannot be written. The simpler bad inputs are rows of docs/errors.md (``ErrorTableTests``).
@Suite("Command line: numbers, messages and exit codes")
struct CommandLineHardeningTests {
    // MARK: Terminal text

    @Test("control characters are shown as escapes; tabs and newlines stay")
    func visibleControlCharacters() {
        // Expected text written by hand from the rule: C0 (but tab, newline), DEL, C1, bidi overrides.
        #expect("a\u{1B}[31mb\tc\nd\re\u{7F}f\u{9B}g\u{202E}h\u{0}".visibleControlCharacters
                == #"a\u{1B}[31mb"# + "\tc\nd" + #"\u{D}e\u{7F}f\u{9B}g\u{202E}h\u{0}"#)
        #expect("plain text, ünïcödé, 漢字".visibleControlCharacters == "plain text, ünïcödé, 漢字")
        #expect(String(showingBytes: [0x61, 0xFF, 0x2E, 0x70, 0x6E, 0x67]) == #"a\xFF.png"#)
        #expect(String(showingBytes: Array("ok/é.frag".utf8)) == "ok/é.frag")
        #expect(String(showingBytes: [0xC3]) == #"\xC3"#)   // half of a two-byte sequence
        #expect(String(showingBytes: [0x1B, 0x5B]) == #"\u{1B}["#)
    }

    /// Every byte below 0x20 but newline, and DEL: what must not reach a terminal from a message.
    private func controlBytes(_ text: String) -> [UInt8] {
        text.utf8.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    }

    @Test("a shader path with ESC and BEL is named with escapes, in the one-line error and in the compiler's lines")
    func escapesInMessages() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("a\u{1B}]0;owned\u{07}.frag").path
        let result = try glsandbox("render", missing, "--out", folder.appendingPathComponent("out.png").path)
        #expect(result.status == 66, "\(result.stderr)")
        #expect(controlBytes(result.stderr).isEmpty, "raw control characters on stderr: \(Array(result.stderr.utf8))")
        #expect(result.stderr.contains(#"a\u{1B}]0;owned\u{7}.frag"#), "\(result.stderr)")

        // A compile error: the driver's FILE:LINE:COLUMN lines name the file too.
        let bad = folder.appendingPathComponent("bad\u{1B}[2J.frag")
        try "void mainImage(out vec4 c, in vec2 p) {\n    c = vec4(nope);\n}\n".write(to: bad, atomically: true, encoding: .utf8)
        let compiled = try glsandbox("render", bad.path, "--out", folder.appendingPathComponent("out.png").path)
        #expect(compiled.status == 65, "\(compiled.stderr)")
        #expect(controlBytes(compiled.stderr).isEmpty, "raw control characters on stderr: \(compiled.stderr)")
        #expect(compiled.stderr.contains(#"bad\u{1B}[2J.frag:2:"#), "\(compiled.stderr)")
    }

    // MARK: Numbers

    @Test("a sample count or size beyond GLsizei is refused before GL, even without the library's checks")
    func hugeNumbersNeverReachGL() throws {
        try withContext { context in
            #expect(throws: FramebufferError.self) {
                try Renderbuffer(context, format: .rgba8, size: Size(64, 64), samples: 2_147_483_648, validation: .driverOnly)
            }
            #expect(throws: FramebufferError.self) {
                try Texture2D(context, format: .rgba8, size: Size(64, 64), samples: 2_147_483_648, validation: .driverOnly)
            }
            #expect(throws: FramebufferError.self) {
                try Renderbuffer(context, format: .rgba8, size: Size(1 << 40, 2), validation: .driverOnly)
            }
        }
    }

    @Test("--mouse takes negative values, as Shadertoy's iMouse has them (zw negative: the button released)")
    func negativeMouse() throws {
        let folder = try folderOfFiles([
            // Red where iMouse.x is -1, green where iMouse.w is -1: Shadertoy's values for a released button at (-1, -1).
            "mouse.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(iMouse.x == -1.0 ? 1.0 : 0.0, iMouse.w == -1.0 ? 1.0 : 0.0, 0.0, 1.0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("mouse.frag").path, "--mouse", "-1,-1", "--size", "8x8", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try RGBAImage(pngFile: out)
        #expect(image[4, 4] == Pixel(255, 255, 0))
    }

    // MARK: Tolerances

    @Test("--max-differing-pixels 9223372036854775807 allows every pixel to differ (it is not 'exact')")
    func largestPixelBudget() throws {
        var expected = RGBAImage(size: Size(8, 8), filling: Pixel(10, 20, 30))
        var actual = expected
        actual[2, 3] = Pixel(200, 0, 0)
        #expect(ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDifferingPixels: Int.max)).matches)
        #expect(!ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDifferingPixels: 0)).matches)
        #expect(!ImageComparison.compare(expected: expected, actual: actual, tolerance: .exact).matches)
        expected[0, 0] = Pixel(1, 1, 1)   // two differ now: a budget of one is too small, a fraction of 100 % is not
        #expect(!ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxDifferingPixels: 1, maxDifferingFraction: 1)).matches)

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try expected.writePNG(to: folder.appendingPathComponent("a.png").path)
        try actual.writePNG(to: folder.appendingPathComponent("b.png").path)
        let result = try glsandbox("compare", folder.appendingPathComponent("a.png").path, folder.appendingPathComponent("b.png").path,
                                   "--max-differing-pixels", "9223372036854775807")
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
    }

    // MARK: The driver's memory

    @Test("an allocation the driver refuses for memory is said to be that, not a rule (exit 2)")
    func outOfMemory() throws {
        // 16384 x 16384 RGBA8 at 4 samples is 4 GiB: llvmpipe allocates none of it.
        try withContext { context in
            #expect {
                try Renderbuffer(context, format: .rgba8, size: Size(16384, 16384), samples: 4)
            } throws: { error in
                guard case FramebufferError.outOfMemory = error else { return false }
                return true
            }
        }
        let result = try glsandbox("fbo", "--color", "rgba8:16384x16384@4")
        #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("the driver refused the memory"), "\(result.stdout)")
        #expect(!result.stdout.contains("differs!") && !result.stdout.contains("got 0 samples"), "\(result.stdout)")
    }

    // MARK: Names and bytes

    @Test("render NAME where a file NAME is there: not a scene, and a bare name is read only as a scene (both rules named)",
          arguments: [[], ["--time", "2"]])   // with a shader flag it was called "a scene" too
    func bareFileName(flags: [String]) throws {
        let folder = try folderOfFiles(["myshader": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["render", "myshader", "--out", "out.png"] + flags
        process.currentDirectoryURL = folder
        let (_, err) = try spawnCapturingOutput(process)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 64, "\(stderr)")
        #expect(stderr.contains("'myshader' is not a scene"), "\(stderr)")
        #expect(stderr.contains("give ./myshader to render it as a shader"), "\(stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test("a path that is not UTF-8 is refused, shown with \\xFF, and nothing is written under another name")
    func nonUTF8Path() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Foundation passes arguments as UTF-8 text; the shell passes the raw byte 0xFF.
        let result = try run("/bin/sh", ["-c", #""$0" render triangle --out "$1/$(printf 'a\377').png""#, glsandboxBinary, folder.path])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(#"a\xFF.png"#), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    // MARK: Standard output

    @Test("a closed stdout is exit 73 in words, not a silent success", arguments: [
        ["info", "--json"], ["info"], ["fbo", "--json", "--color", "rgba8"], ["fbo", "--color", "rgba8"], ["bench", "--scene", "clear", "--duration", "0.05", "--json"],
    ])
    func closedStandardOutput(arguments: [String]) throws {
        let result = try run("/bin/sh", ["-c", #""$@" >&-"#, "sh", glsandboxBinary] + arguments)
        #expect(result.status == 73, "\(result.stderr)")
        #expect(result.stderr.contains("standard output is closed"), "\(result.stderr)")
    }

    /// Issue 22, item 9: a run killed with SIGKILL leaves `.NAME.tmp-PID-RANDOM` beside its output.
    @Test("render --out and sound --out remove what a killed run left beside the file, and keep a running process's")
    func staleTemporariesOfAnOutput() throws {
        let folder = try folderOfFiles(["sine.frag": "vec2 mainSound(int s, float t) { return vec2(0.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        // A process that has ended: its id is free (and not reused this quickly on a 4M pid space).
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let dead = ended.processIdentifier, alive = getpid()
        for (command, output) in [(["render", "triangle", "--size", "8x8"], "out.png"), (["sound", folder.appendingPathComponent("sine.frag").path, "--seconds", "0.1"], "out.wav")] {
            let stale = folder.appendingPathComponent(".\(output).tmp-\(dead)-123").path
            let running = folder.appendingPathComponent(".\(output).tmp-\(alive)-456").path
            let other = folder.appendingPathComponent(".other.png.tmp-\(dead)-789").path
            for path in [stale, running, other] { #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8))) }
            let result = try glsandbox(command + ["--out", folder.appendingPathComponent(output).path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: stale), "\(command[0]): the killed run's temporary file is gone")
            #expect(FileManager.default.fileExists(atPath: running), "\(command[0]): a running process's is kept")
            #expect(FileManager.default.fileExists(atPath: other), "\(command[0]): another output's is not this command's to remove")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
            try? FileManager.default.removeItem(atPath: running)
            try? FileManager.default.removeItem(atPath: other)
        }
    }
}
