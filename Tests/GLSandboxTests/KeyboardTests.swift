import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxWindow
import Testing
import TestSupport
import GLTestSupport

/// Shadertoy's keyboard texture (256x3 by JavaScript key code: row 0 held, row 1 pressed this
/// frame, row 2 toggled), scripted offline with `--keys SPEC`.
///
/// Every expected row is worked out by hand from the spec: `65@2-3` is A held over frames 2 and
/// 3, so over frames 0 to 5 it is held 0,0,1,1,0,0, pressed (its first frame) 0,0,1,0,0,0 and
/// toggled (flipped at each press, never back) 0,0,1,1,1,1.
@Suite("Keyboard")
struct KeyboardTests {
    /// Writes what the shader reads of key 65: pixel 0 by `texelFetch` (R held, G pressed, B
    /// toggled, the rows at y = 0, 1, 2); pixel 1 by `texture` at t = 0.3, inside row 0 but 0.4
    /// texel from row 1 (nearest: row 0 alone; linear would mix in 40% of row 1); pixel 2 whether
    /// iChannelResolution[0] is (256, 3).
    static let rowsShader = """
        #iChannel0 "keyboard"
        void mainImage(out vec4 c, in vec2 p) {
            if (p.x < 1.0) {
                c = vec4(texelFetch(iChannel0, ivec2(65, 0), 0).x, texelFetch(iChannel0, ivec2(65, 1), 0).x,
                         texelFetch(iChannel0, ivec2(65, 2), 0).x, 1.0);
            } else if (p.x < 2.0) {
                c = vec4(texture(iChannel0, vec2(65.5 / 256.0, 0.3)).x, 0.0, 0.0, 1.0);
            } else {
                c = vec4(iChannelResolution[0].x == 256.0 ? 1.0 : 0.0, iChannelResolution[0].y == 3.0 ? 1.0 : 0.0, 0.0, 1.0);
            }
        }

        """

    /// `rows[k]` = (held, pressed, toggled) of frame k, as 0 or 1.
    static func rows(held: [Int], pressed: [Int], toggled: [Int]) -> [[Int]] {
        (0..<held.count).map { [held[$0], pressed[$0], toggled[$0]] }
    }

    static func bits(_ state: KeyboardState, _ code: Int) -> [Int] {
        [state.isHeld(code) ? 1 : 0, state.wasPressed(code) ? 1 : 0, state.isToggled(code) ? 1 : 0]
    }

    @Test("the script's rows, frame by frame: a range, a whole-run key, two touching presses",
          arguments: [
            ("65@2-3", 65, rows(held: [0, 0, 1, 1, 0, 0], pressed: [0, 0, 1, 0, 0, 0], toggled: [0, 0, 1, 1, 1, 1])),
            // Held the whole run: it went down as the run began.
            ("32", 32, rows(held: [1, 1, 1, 1, 1, 1], pressed: [1, 0, 0, 0, 0, 0], toggled: [1, 1, 1, 1, 1, 1])),
            // Up and down again between frames 3 and 4: a second press, which flips the toggle back.
            ("65@2-3,65@4-4", 65, rows(held: [0, 0, 1, 1, 1, 0], pressed: [0, 0, 1, 0, 1, 0], toggled: [0, 0, 1, 1, 0, 0])),
            ("37@0-0, 65@5-9", 37, rows(held: [1, 0, 0, 0, 0, 0], pressed: [1, 0, 0, 0, 0, 0], toggled: [1, 1, 1, 1, 1, 1])),
          ])
    func scriptRows(spec: String, code: Int, expected: [[Int]]) throws {
        let script = try KeyScript(parsing: spec)
        for frame in 0..<expected.count {
            #expect(Self.bits(script.state(atFrame: frame), code) == expected[frame], "frame \(frame) of \(spec)")
        }
        // No other key is touched.
        #expect(Self.bits(script.state(atFrame: 2), 66) == [0, 0, 0])
    }

    @Test("rendered: texelFetch of rows 0, 1, 2 at y = 0, 1, 2 matches the spec frame by frame; nearest; 256x3")
    func renderedRows() throws {
        let dir = try folderOfFiles(["keys.frag": Self.rowsShader])
        let scene = try ShaderScene.load(path: dir.appendingPathComponent("keys.frag").path)
        let script = try KeyScript(parsing: "65@2-3")
        let expected = Self.rows(held: [0, 0, 1, 1, 0, 0], pressed: [0, 0, 1, 0, 0, 0], toggled: [0, 0, 1, 1, 1, 1])
        try withContext { gl in
            for frame in 0..<6 {
                let inputs = ShaderInputs(frame: frame, date: .snapshotDefault, keyboard: .scripted(script))
                let image = try scene.renderImage(in: gl, size: Size(3, 1), inputs: inputs)
                let row = expected[frame].map { UInt8($0 * 255) }
                #expect(image[0, 0] == Pixel(row[0], row[1], row[2], 255), "frame \(frame)")
                #expect(image[1, 0] == Pixel(row[0], 0, 0, 255), "frame \(frame): texture() reads row 0 alone")
                #expect(image[2, 0] == Pixel(255, 255, 0, 255))
            }
        }
    }

    @Test("a buffer that counts presses by feedback sees each frame's keys while catching up to frame 6")
    func presssesCountedByABuffer() throws {
        let dir = try folderOfFiles([
            "bufferA.frag": "#iChannel0 \"self\"\n#iChannel1 \"keyboard\"\nvoid mainImage(out vec4 c, in vec2 p) {\n"
                + "    c = texelFetch(iChannel0, ivec2(p), 0) + vec4(texelFetch(iChannel1, ivec2(65, 1), 0).x / 255.0, texelFetch(iChannel1, ivec2(65, 0), 0).x / 255.0, 0.0, 0.0);\n}\n",
            "image.frag": "#iChannel0 \"bufferA\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(texelFetch(iChannel0, ivec2(p), 0).rg, 0.0, 1.0); }\n",
        ])
        // Presses at frames 1 and 3 (held 1, 3, 4), so after frames 0...6: 2 presses, 3 frames held.
        let result = try glsandbox("render", dir.path, "--frame", "6", "--keys", "65@1-1,65@3-4", "--size", "2x2", "--out", dir.appendingPathComponent("out.png").path)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try ImageFile.read(dir.appendingPathComponent("out.png").path)
        #expect(image[0, 0] == Pixel(2, 3, 0, 255))
    }

    @Test("a VS Code-style file with \"self\" (a feedback buffer) reads the keyboard beside it")
    func linkedFileWithKeyboard() throws {
        let dir = try folderOfFiles(["count.frag": "#iChannel0 \"self\"\n#iChannel1 \"keyboard\"\nvoid mainImage(out vec4 c, in vec2 p) {\n"
            + "    c = texelFetch(iChannel0, ivec2(p), 0) + vec4(texelFetch(iChannel1, ivec2(32, 1), 0).x / 255.0, 0.0, 0.0, 0.0);\n}\n"])
        let out = dir.appendingPathComponent("out.png").path
        // Space pressed at frames 0, 2 and 5 (each a press of one frame): three presses by frame 5.
        let result = try glsandbox("render", dir.appendingPathComponent("count.frag").path, "--keys", "32@0-0,32@2-2,32@5-5", "--frame", "5",
                                   "--size", "1x1", "--keep-alpha", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try ImageFile.read(out)[0, 0].r == 3)
    }

    @Test("the command line: --channel0 keyboard and --keys, in render, loop, snapshot and bench")
    func commandLine() throws {
        let dir = try folderOfFiles(["plain.frag": Self.rowsShader.replacingOccurrences(of: "#iChannel0 \"keyboard\"\n", with: "")])
        let shader = dir.appendingPathComponent("plain.frag").path
        let out = dir.appendingPathComponent("out.png").path
        let render = try glsandbox("render", shader, "--channel0", "keyboard", "--keys", "65@2-3", "--frame", "2", "--size", "3x1", "--out", out)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try ImageFile.read(out)[0, 0] == Pixel(255, 255, 255, 255))
        // loop: frame file k + 1 is shader frame k.
        let frames = dir.appendingPathComponent("frames").path
        let loop = try glsandbox("loop", "--shader", shader, "--channel0", "keyboard", "--keys", "65@2-3", "--frames", "6", "--size", "3x1", "--out", frames)
        #expect(loop.status == 0, "\(loop.stderr)")
        let expected = Self.rows(held: [0, 0, 1, 1, 0, 0], pressed: [0, 0, 1, 0, 0, 0], toggled: [0, 0, 1, 1, 1, 1])
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count == 6)
        for (frame, name) in names.enumerated() {
            let row = expected[frame].map { UInt8($0 * 255) }
            #expect(try ImageFile.read(frames + "/" + name)[0, 0] == Pixel(row[0], row[1], row[2], 255), "\(name)")
        }
        // snapshot records the keyed frame; then the same keys match it and other keys do not.
        let goldens = dir.appendingPathComponent("goldens").path
        let snapshot = ["snapshot", shader, "--channel0", "keyboard", "--frame", "2", "--size", "3x1", "--snapshots", goldens,
                        "--artifacts", dir.appendingPathComponent("artifacts").path]
        #expect(try glsandbox(snapshot + ["--keys", "65@2-3", "--record", "all"]).status == 1)   // recorded, and said
        #expect(try ImageFile.read(goldens + "/plain.png")[0, 0] == Pixel(255, 255, 255, 255))
        #expect(try glsandbox(snapshot + ["--keys", "65@2-3", "--record", "never"]).status == 0)
        #expect(try glsandbox(snapshot + ["--keys", "65@1-3", "--record", "never"]).status == 1)   // not pressed at frame 2
        // bench takes the same option.
        let bench = try glsandbox("bench", "--shader", shader, "--channel0", "keyboard", "--keys", "65", "--size", "3x1", "--duration", "0.05")
        #expect(bench.status == 0, "\(bench.stderr)")
    }

    @Test("#iKeyboard's isKeyDown, isKeyPressed and isKeyToggled read the same keys")
    func vscodeKeyboardFunctions() throws {
        let dir = try folderOfFiles(["k.frag": """
            #iKeyboard
            void mainImage(out vec4 c, in vec2 p) {
                c = vec4(isKeyDown(Key_A) ? 1.0 : 0.0, isKeyPressed(Key_A) ? 1.0 : 0.0, isKeyToggled(Key_Space) ? 1.0 : 0.0, 1.0);
            }

            """])
        let out = dir.appendingPathComponent("out.png").path
        let result = try glsandbox("render", dir.appendingPathComponent("k.frag").path, "--keys", "65@1-4,32", "--frame", "3", "--size", "1x1", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try ImageFile.read(out)[0, 0] == Pixel(255, 0, 255, 255))
    }

    static func export(sampler: String) -> String {
        let code = "void mainImage(out vec4 c, in vec2 p) { c = vec4(texelFetch(iChannel1, ivec2(65, 0), 0).x, texelFetch(iChannel1, ivec2(65, 1), 0).x, texture(iChannel1, vec2(65.5 / 256.0, 0.3)).x, 1.0); }"
        return """
            {"Shader": {"info": {"name": "keys"}, "renderpass": [{"inputs": [{"id": "4dXGRr", "filepath": "/presets/tex00.jpg", "type": "keyboard", "channel": 1,
              "sampler": {"filter": "\(sampler)", "wrap": "clamp", "vflip": "true", "srgb": "false", "internal": "byte"}, "published": 1}],
              "outputs": [{"id": "4dfGRr", "channel": 0}], "code": "\(code)", "name": "Image", "type": "image"}]}}
            """
    }

    @Test("an export with a keyboard input renders: no key held without --keys; with it, the keys (nearest, whatever its sampler says)")
    func exportWithKeyboard() throws {
        let dir = try folderOfFiles(["keys.json": Self.export(sampler: "linear")])
        let json = dir.appendingPathComponent("keys.json").path, out = dir.appendingPathComponent("out.png").path
        let none = try glsandbox("render", json, "--size", "1x1", "--out", out)
        #expect(none.status == 0, "\(none.stderr)")
        #expect(try ImageFile.read(out)[0, 0] == Pixel(0, 0, 0, 255))
        let held = try glsandbox("render", json, "--keys", "65@0-9", "--frame", "4", "--size", "1x1", "--out", out)
        #expect(held.status == 0, "\(held.stderr)")
        #expect(try ImageFile.read(out)[0, 0] == Pixel(255, 0, 255, 255))
        let shader = try MultipassShader.load(path: json)
        #expect(shader.readsKeyboard)
    }

    @Test("a bad --keys SPEC exits 64 naming the part that is wrong",
          arguments: [
            ("65,A", "invalid --keys part 'A': the key is not a number"),
            ("256", "invalid --keys part '256': key code 256 is outside 0 to 255"),
            ("65@3-2", "invalid --keys part '65@3-2': the first frame is after the last"),
            ("65@3", "invalid --keys part '65@3': after @ give the frames A-B"),
            ("65@-1-2", "invalid --keys part '65@-1-2': after @ give the frames A-B"),
            ("65@0-99999999999", "invalid --keys part '65@0-99999999999': frames count from 0 to 2147483647"),
            ("65,,32", "invalid --keys '65,,32': an empty part"),
            ("65@1-5,65@5-6", "invalid --keys: '65@1-5' and '65@5-6' hold key 65 over the same frames"),
          ])
    func badSpec(spec: String, message: String) throws {
        let dir = try folderOfFiles(["keys.frag": Self.rowsShader])
        let result = try glsandbox("render", dir.appendingPathComponent("keys.frag").path, "--keys", spec, "--out", dir.appendingPathComponent("out.png").path)
        #expect(result.status == 64)
        #expect(result.stderr.contains("glsandbox: error: " + message), "\(result.stderr)")
        #expect(throws: KeyScriptError.self) { try KeyScript(parsing: spec) }
    }

    @Test("demo refuses --keys: the window reads its own keys")
    func demoRefusesKeys() throws {
        let dir = try folderOfFiles(["keys.frag": Self.rowsShader])
        let result = try glsandbox("demo", "--shader", dir.appendingPathComponent("keys.frag").path, "--keys", "65")
        #expect(result.status == 64)
        #expect(result.stderr.contains("the window reads its own keys"))
    }

    @Test("the window's keys as JavaScript key codes: letters either case, shifted digits, arrows, F keys")
    func javaScriptCodes() {
        #expect(JavaScriptKeyCode.code(ascii: UInt8(ascii: "a")) == 65)
        #expect(JavaScriptKeyCode.code(ascii: UInt8(ascii: "A")) == 65)
        #expect(JavaScriptKeyCode.code(ascii: UInt8(ascii: "!")) == 49)
        #expect(JavaScriptKeyCode.code(ascii: UInt8(ascii: "1")) == 49)
        #expect(JavaScriptKeyCode.code(ascii: 13) == 13)
        #expect(JavaScriptKeyCode.code(ascii: 127) == 46)
        #expect(JavaScriptKeyCode.code(ascii: UInt8(ascii: "/")) == 191)
        #expect(JavaScriptKeyCode.code(special: 0x64) == 37)   // GLUT_KEY_LEFT
        #expect(JavaScriptKeyCode.code(special: 0x67) == 40)   // GLUT_KEY_DOWN
        #expect(JavaScriptKeyCode.code(special: 1) == 112)     // GLUT_KEY_F1
        #expect(JavaScriptKeyCode.code(special: 0x70) == 16)   // GLUT_KEY_SHIFT_L
    }

    @Test("the window's keyboard follows Shadertoy's rules: a repeat while held changes nothing; pressed lasts one frame")
    func liveRules() {
        var keys = KeyboardState()
        keys.press(65)
        #expect(Self.bits(keys, 65) == [1, 1, 1])
        keys.frameDrawn()
        keys.press(65)                       // auto-repeat: still the same press
        #expect(Self.bits(keys, 65) == [1, 0, 1])
        keys.release(65)
        #expect(Self.bits(keys, 65) == [0, 0, 1])
        keys.press(65)
        keys.release(65)                     // down and up between two frames: only the toggle is seen
        #expect(Self.bits(keys, 65) == [0, 0, 0])
    }
}

/// The demo window's real keys, under Xvfb (`make test` runs the suite under `xvfb-run -a`).
@Suite("Keyboard in the window", .serialized,
       .enabled(if: !(ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty, "no DISPLAY: window tests need an X server"))
struct KeyboardWindowTests {
    @Test("demo --shader: A and the left arrow, pressed in the window, flip their toggles (65 and 37); ESC still quits")
    func windowKeysReachTheShader() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("keys.frag").path
        try """
            #iChannel0 "keyboard"
            void mainImage(out vec4 c, in vec2 p) {
                c = vec4(texelFetch(iChannel0, ivec2(65, 2), 0).x, texelFetch(iChannel0, ivec2(37, 2), 0).x, texelFetch(iChannel0, ivec2(66, 2), 0).x, 1.0);
            }

            """.write(toFile: shader, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("shot.png").path
        let demo = try LiveProcess(["demo", "--shader", shader, "--frames", "100000", "--screenshot", shot, "--print-frames"])
        let window = try #require(demo.waitForWindow(), "the window never showed a frame: \(demo.stderr)")
        try pressKey("a", in: window)
        try pressKey("Left", in: window)
        // Two frames after the keys were sent, GLUT has read them (it reads every pending event before it draws).
        let shown = demo.stdout.split(separator: "\n").compactMap { $0.hasPrefix("frame ") ? Int($0.dropFirst(6)) : nil }.max() ?? 1
        #expect(demo.waitForFrame(shown + 2), "\(demo.stderr)")
        try pressKey("Escape", in: window)
        #expect(demo.wait() == 0, "ESC still ends the demo: \(demo.stderr)")
        // A tap between two frames is not seen held, but its toggle stays flipped; B was never pressed.
        #expect(try RGBAImage(pngFile: shot)[300, 240] == Pixel(255, 255, 0))
    }
}
