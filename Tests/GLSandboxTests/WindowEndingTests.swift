import Foundation
import GLSandbox
import Testing

/// The demo ends with 0, having destroyed its lesson, however its window ends: destroyed
/// without a close message, SIGTERM, or the X server going away. Each of these left the
/// process sleeping forever, killed by the signal, or exiting 1 before.
///
/// The waits below are for events (a window appears, a process exits); their limits only stop
/// a test that would otherwise hang, and are far above what any run needs.
/// These are part of the window suite (an extension of it), so they never run beside another
/// window test: `xdotool windowclose` and killing a server must not reach another test's window.
extension WindowTests {
    /// Waits until a window whose name starts with GLSandbox exists on the test's display.
    private func waitForDemoWindow(_ demo: LiveProcess) throws {
        while !XWindowCloser.exists(named: "GLSandbox") {
            try #require(demo.process.isRunning, "the demo ended before its window appeared: \(demo.stderr)")
            usleep(50_000)
        }
    }

    @Test("xdotool windowclose (XDestroyWindow, no WM_DELETE_WINDOW) ends the demo with 0", arguments: [2, 5])
    func destroyedWindow(lesson: Int) throws {
        let demo = try LiveProcess(["demo", "--lesson", String(lesson), "--frames", "100000"])
        try waitForDemoWindow(demo)
        let close = try run("/usr/bin/env", ["xdotool", "search", "--name", "^GLSandbox", "windowclose"], timeout: 20)
        #expect(close.status == 0, "xdotool: \(close.stderr)")
        #expect(demo.wait(timeout: 60) == 0, "a destroyed window should end the demo with 0: \(demo.stderr)")
        #expect(demo.waitForStdout("the window was destroyed"), "\(demo.stdout)")
    }

    @Test("SIGTERM ends the demo with 0 (not killed by the signal), the lesson destroyed")
    func sigterm() throws {
        let demo = try LiveProcess(["demo", "--lesson", "5", "--frames", "100000"])
        try waitForDemoWindow(demo)
        demo.process.terminate()   // SIGTERM
        _ = demo.wait(timeout: 60)
        #expect(demo.process.terminationReason == .exit, "the demo was killed by the signal instead of exiting")
        #expect(demo.process.terminationStatus == 0, "\(demo.stderr)")
        #expect(demo.waitForStdout("demo ended after"), "\(demo.stdout)")
        #expect(demo.stdout.contains("lesson 5: rendered"), "the lesson (and its render thread) was destroyed: \(demo.stdout)")
    }

    @Test("the X server going away (Xvfb killed) ends the demo with 0 and one line that says so")
    func serverGone() throws {
        // An X server of our own, so killing it does not take the suite's display along.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp"]
        let ready = Pipe()
        server.standardOutput = ready
        server.standardError = FileHandle.nullDevice
        try server.run()
        // SIGKILL: a child of Foundation's Process starts with SIGTERM blocked, and Xvfb does not unblock it.
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() } }
        // Xvfb writes its display number once it accepts connections.
        var number = ""
        while !number.hasSuffix("\n") {
            let byte = ready.fileHandleForReading.readData(ofLength: 1)
            try #require(!byte.isEmpty, "Xvfb ended before it was ready")
            number += String(decoding: byte, as: UTF8.self)
        }
        let display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)

        let demo = try LiveProcess(["demo", "--lesson", "2", "--frames", "100000"], environment: ["DISPLAY": display])
        while try run("/usr/bin/env", ["xwininfo", "-display", display, "-name", "GLSandbox"], timeout: 20).status != 0 {
            try #require(demo.process.isRunning, "the demo ended before its window appeared: \(demo.stderr)")
            usleep(50_000)
        }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        #expect(demo.wait(timeout: 60) == 0, "\(demo.stderr)")
        #expect(demo.waitForStderr("the X server went away"), "\(demo.stderr)")
    }
}
