import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// The X display the window tests use: `make test` runs the suite under `xvfb-run -a`.
private let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""

// LiveProcess, windowInfo, pressKey, requestClose and replaceFile are in WindowSupport.swift. Every wait in
// these tests is for an event (a `frame N` line from `demo --print-frames`, a line on stderr, a
// process's exit); none sleeps, and none passes or fails by the time it took.

@Suite("Window (GLUT under Xvfb)", .serialized,
       .enabled(if: !display.isEmpty, "no DISPLAY: window tests need an X server; `make test` runs them under xvfb-run"))
struct WindowTests {
    @Test("the demo opens a 600x480 window titled GLSandbox; its pixels are black; ESC exits with 0")
    func blackWindowAndEscape() throws {
        let demo = try LiveProcess(["demo", "--frames", "100000", "--print-frames"])
        // Frame 3 shown: frames 1 and 2 have reached the X server (each frame starts with a round trip).
        let window = try #require(demo.waitForWindow(frames: 3), "the window never showed a frame: \(demo.stderr)")
        let info = try #require(try windowInfo(window), "no window \(window): \(demo.stderr)")
        #expect(info.contains("\"GLSandbox\""), "the title: \(info)")
        #expect(info.contains("Width: 600"), "\(info)")
        #expect(info.contains("Height: 480"), "\(info)")

        // What the X server shows, grabbed by ImageMagick, inside the window's rectangle.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shot = folder.appendingPathComponent("screen.png").path
        let grab = try run("/usr/bin/env", ["import", "-window", window, shot])
        #expect(grab.status == 0, "import: \(grab.stderr)")
        let screen = try RGBAImage(pngFile: shot)
        #expect(screen.size == Size(600, 480))
        #expect(screen.distinctPixels() == [Pixel(0, 0, 0)], "the window is not black")

        try pressKey("Escape", in: window)
        #expect(demo.wait() == 0, "ESC should end the demo with 0: \(demo.stderr)")
        #expect(demo.stdout.contains("frames: ESC or q"), "the end reason, worded by the CLI: \(demo.stdout)")
    }

    @Test("closing the window (WM_DELETE_WINDOW) returns from the main loop cleanly: exit 0, no GL object left", arguments: [1, 4, 5])
    func closeWindow(lesson: Int) throws {
        let demo = try LiveProcess(["demo", "--lesson", String(lesson), "--frames", "100000", "--print-frames"])
        let window = try #require(demo.waitForWindow(), "the window never showed a frame: \(demo.stderr)")
        #expect(requestClose(window), "no display: \(demo.stderr)")
        #expect(demo.wait() == 0, "closing should end the demo with 0 (no GL object left): \(demo.stderr)")
        #expect(demo.stdout.contains("the window was closed"), "\(demo.stdout)")   // complete: wait() saw stdout end
    }

    @Test("q also quits with 0")
    func quitWithQ() throws {
        let demo = try LiveProcess(["demo", "--lesson", "2", "--frames", "100000", "--print-frames"])
        let window = try #require(demo.waitForWindow(), "the window never showed a frame: \(demo.stderr)")
        try pressKey("q", in: window)
        #expect(demo.wait() == 0, "\(demo.stderr)")
    }

    @Test("every lesson opens 600x480 and draws its expected first frame (values from the lessons' numbers, see LessonTests)", arguments: 1...11)
    func lessonScreenshots(lesson: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("lesson\(lesson).png").path
        let frames = lesson == 5 || lesson == 6 ? 20 : 1   // lesson 5 shows frames of its render thread
        let result = try run(glsandboxBinary, ["demo", "--lesson", String(lesson), "--frames", String(frames), "--screenshot", path],
                             environment: windowEnvironment)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try RGBAImage(pngFile: path)
        #expect(image.size == Size(600, 480))
        let background = Pixel(26, 26, 31)
        switch lesson {
        case 1: #expect(image.distinctPixels() == [Pixel(0, 0, 0)])
        case 2, 3: #expect(image[5, 5] == background)
        case 4:
            #expect(image.distinctPixels() == [Pixel(0, 0, 0), Pixel(255, 255, 255)])
            #expect(result.stdout.contains("GL_FRAMEBUFFER_COMPLETE"))
        case 5: #expect(result.stdout.contains("lesson 5: rendered"))
        case 7: #expect(image[300, 240] == Pixel(255, 128, 0) && image[470, 240] == background)
        case 8, 9: #expect(image[300, 240] == Pixel(255, 0, 0))
        case 10:
            let left = Set((0..<480).flatMap { y in (0..<300).map { image[$0, y] } })
            #expect(left == [Pixel(0, 0, 0), Pixel(255, 255, 255)])
        case 11:
            let centre = image[300, 240]
            #expect(abs(Int(centre.r) - 255) <= 2 && abs(Int(centre.g) - 133) <= 2 && abs(Int(centre.b) - 85) <= 2, "\(centre)")
        default: #expect(image.distinctPixels().count > 10, "lesson \(lesson) drew one colour")
        }
    }

    @Test("lesson 4 --samples 4 in the window: edges resolved to greys (1, 2 or 3 of 4 samples white)")
    func multisampledWindow() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("smooth.png").path
        let result = try run(glsandboxBinary, ["demo", "--lesson", "4", "--samples", "4", "--frames", "1", "--screenshot", path],
                             environment: windowEnvironment)
        #expect(result.status == 0, "\(result.stderr)")
        let greys = try RGBAImage(pngFile: path).distinctPixels().filter { $0.r > 0 && $0.r < 255 }
        #expect(!greys.isEmpty && greys.allSatisfy { [63, 64, 127, 128, 191, 192].contains(Int($0.r)) }, "\(greys)")
    }

    @Test("lessons 7 to 11 quit on ESC with 0", arguments: 7...11)
    func escapeNewLessons(lesson: Int) throws {
        let demo = try LiveProcess(["demo", "--lesson", String(lesson), "--frames", "100000", "--print-frames"])
        let window = try #require(demo.waitForWindow(), "the demo ended before its window showed a frame: \(demo.stderr)")
        try pressKey("Escape", in: window)
        #expect(demo.wait() == 0, "\(demo.stderr)")
    }

    @Test("demo --shader: an edit to an included file reloads; a broken one names the included file and line and keeps the last good picture")
    func shaderHotReload() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("main.frag"), include = folder.appendingPathComponent("color.glsl")
        try "#include \"color.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(color(), 1.0); }\n".write(to: shader, atomically: true, encoding: .utf8)
        try "vec3 color() { return vec3(0.0, 0.0, 1.0); }\n".write(to: include, atomically: true, encoding: .utf8)
        /// Rewrites the include with a modification time of its own, so the change is seen
        /// whatever the file system's time resolution (no waiting for the clock).
        func edit(_ text: String, stamp: TimeInterval) throws {
            try replaceFile(include, with: text, modified: stamp)
        }
        let shot = folder.appendingPathComponent("shot.png").path
        let demo = try LiveProcess(["demo", "--shader", shader.path, "--frames", "100000", "--screenshot", shot, "--print-frames"])
        #expect(demo.waitForStderr("watching"), "\(demo.stderr)")
        let window = try #require(demo.waitForWindow(), "the window never showed a frame: \(demo.stderr)")
        try edit("// line 1\nvec3 color() { return vec3(1.0, 0.5, 0.0) }\n", stamp: 1_000_000)   // line 2 lacks a ';'
        #expect(demo.waitForStderr("keeping the last good version"), "\(demo.stderr)")
        #expect(demo.stderr.contains(include.path + ":2:"), "\(demo.stderr)")
        try edit("vec3 color() { return vec3(1.0, 0.5, 0.0); }\n", stamp: 2_000_000)
        #expect(demo.waitForStderr("reloaded"), "\(demo.stderr)")
        try pressKey("Escape", in: window)
        #expect(demo.wait() == 0, "\(demo.stderr)")
        // The frame drawn when "reloaded" was printed is the new program's, and the screenshot is the last frame.
        #expect(try RGBAImage(pngFile: shot)[300, 240] == Pixel(255, 128, 0), "after the fixed edit")
        #expect(try RGBAImage(pngFile: shot)[300, 475] == Pixel(255, 128, 0), "the compile-error band is gone after the fixed edit")
    }

    /// Issue 36: a compile error after an edit went to the terminal only; the window kept the
    /// last picture with no sign.
    @Test("demo --shader: a save that does not compile shows the error in a red band over the last good picture")
    func compileErrorInTheWindow() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("main.frag")
        try "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 0.0, 1.0, 1.0); }\n".write(to: shader, atomically: true, encoding: .utf8)
        let shot = folder.appendingPathComponent("shot.png").path
        let demo = try LiveProcess(["demo", "--shader", shader.path, "--frames", "100000", "--screenshot", shot, "--print-frames"])
        let window = try #require(demo.waitForWindow(), "the window never showed a frame: \(demo.stderr)")
        try replaceFile(shader, with: "void mainImage(out vec4 c, in vec2 p) {\n    c = vec4(0.0, 0.0, 1.0, 1.0)\n}\n", modified: 1_000_000)
        #expect(demo.waitForStderr("keeping the last good version"), "\(demo.stderr)")
        try pressKey("Escape", in: window)
        #expect(demo.wait() == 0, "\(demo.stderr)")
        let picture = try RGBAImage(pngFile: shot)
        #expect(picture[300, 100] == Pixel(0, 0, 255), "the last good picture stays above the band")
        // The band: the bottom rows, dark red with white text (the font's pixels, 8 high, two lines).
        let band = (440..<480).flatMap { y in (0..<600).map { x in picture[x, y] } }
        #expect(band.filter { $0 == Pixel(120, 0, 0) }.count > 600 * 20, "no red band at the bottom")
        #expect(band.filter { $0 == Pixel(255, 255, 255) }.count > 300, "no text in the band")
    }

    @Test("hot reload: an edited shader shows in a later frame; a broken edit keeps the last good picture")
    func hotReload() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in try FileManager.default.contentsOfDirectory(atPath: shaders.folder.path) {
            try FileManager.default.copyItem(at: shaders.folder.appendingPathComponent(file), to: folder.appendingPathComponent(file))
        }
        let fragment = folder.appendingPathComponent("lesson3.frag")
        let env = ["GLSANDBOX_SHADERS": folder.path]
        // Each edit carries a modification time of its own (no waiting for the clock to move on).
        // The lesson reloads at the start of a frame and draws that frame with the result, which
        // the screenshot keeps: once the log line is there, the picture to check is drawn.

        // 1. A good edit: the triangle turns orange.
        let orangePath = folder.appendingPathComponent("orange.png").path
        let first = try LiveProcess(["demo", "--lesson", "3", "--frames", "100000", "--screenshot", orangePath, "--print-frames"], environment: env)
        #expect(first.waitForStderr("watching"), "\(first.stderr)")
        let firstWindow = try #require(first.waitForWindow(), "the window never showed a frame: \(first.stderr)")
        try replaceFile(fragment, with: "#version 330 core\nout vec4 fragColor;\nvoid main() { fragColor = vec4(1.0, 0.5, 0.0, 1.0); }\n",
                        modified: 1_000_000)
        #expect(first.waitForStderr("reloaded"), "\(first.stderr)")
        try pressKey("Escape", in: firstWindow)
        #expect(first.wait() == 0, "\(first.stderr)")
        let orange = try RGBAImage(pngFile: orangePath)
        #expect(orange[300, 300] == Pixel(255, 128, 0), "after the edit: \(orange[300, 300])")

        // 2. A broken edit: the error names the file and line; the orange program keeps running.
        let brokenPath = folder.appendingPathComponent("broken.png").path
        let second = try LiveProcess(["demo", "--lesson", "3", "--frames", "100000", "--screenshot", brokenPath, "--print-frames"], environment: env)
        #expect(second.waitForStderr("watching"), "\(second.stderr)")
        let secondWindow = try #require(second.waitForWindow(), "the window never showed a frame: \(second.stderr)")
        try replaceFile(fragment, with: "#version 330 core\nout vec4 fragColor;\nvoid main() { fragColor = vec4(0.0, 0.0, 1.0, 1.0) }\n",
                        modified: 2_000_000)
        #expect(second.waitForStderr("keeping the last good program"), "\(second.stderr)")
        #expect(second.stderr.contains("lesson3.frag:3:"), "\(second.stderr)")
        try pressKey("Escape", in: secondWindow)
        #expect(second.wait() == 0, "\(second.stderr)")
        let kept = try RGBAImage(pngFile: brokenPath)
        #expect(kept[300, 300] == Pixel(255, 128, 0), "the last good program should still draw: \(kept[300, 300])")
    }
}

@Suite("Window without a display")
struct NoDisplayTests {
    @Test("no display: a message that names DISPLAY and both ways on, non-zero exit, ending by itself (no wait for a server)")
    func noDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["demo"]
        process.environment = environment
        let err = try spawning {
            let err = Pipe()
            process.standardError = err
            try process.run()
            return err
        }
        let hung = HangGuard(process)   // only against a hang: a demo that waited for a display would fail here
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        hung.cancel()
        #expect(!hung.fired, "the demo waited for a display instead of ending")
        #expect(process.terminationStatus == 69)
        #expect(text.contains("DISPLAY is unset"))
        // The advice finishes by itself: a number of frames and a screenshot to look at.
        #expect(text.contains("xvfb-run -a swift run glsandbox demo --lesson 1 --frames 60 --screenshot lesson1.png"))
        #expect(text.contains("glsandbox render"))
        #expect(!text.contains("failed to open display"))   // freeglut's own exit(1) was avoided

        let unreachable = try run(glsandboxBinary, ["demo"], environment: ["DISPLAY": ":9999"])
        #expect(!unreachable.timedOut && unreachable.status == 69)
        #expect(unreachable.stderr.contains("DISPLAY=:9999 cannot be opened"))
    }

    /// The advice said `swift run glsandbox` even to a user who ran an installed `glsandbox` (issue 36).
    @Test("no display: the advice names the program as the user ran it (glsandbox on the PATH, not swift run)")
    func adviceNamesTheCommandAsRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("glsandbox").path, withDestinationPath: glsandboxBinary)
        // As a shell runs an installed program: by its name, found on PATH (argv[0] is the name).
        let result = try run("/bin/sh", ["-c", "unset DISPLAY; PATH=\"$0:$PATH\" exec glsandbox demo", folder.path])
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr.contains("`xvfb-run -a glsandbox demo --lesson 1 --frames 60 --screenshot lesson1.png`"), "\(result.stderr)")
        #expect(!result.stderr.contains("swift run"), "\(result.stderr)")
    }

    @Test("demo --list names twenty-one lessons, 1 to 21")
    func listsElevenLessons() throws {
        let result = try run(glsandboxBinary, ["demo", "--list"])
        #expect(result.status == 0)
        let numbers = result.stdout.split(separator: "\n").compactMap { Int($0.split(separator: " ").first ?? "") }
        #expect(numbers == Array(1...21), "\(result.stdout)")
    }

    @Test("a lesson number out of range is a usage error", arguments: ["0", "99", "-1", "x"])
    func lessonOutOfRange(value: String) throws {
        let result = try run(glsandboxBinary, ["demo", "--lesson", value])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
