import Foundation
import GLSandbox
import Testing

/// The demo ends with 0, having destroyed its lesson, however its window ends: destroyed
/// without a close message, SIGTERM, or the X server going away. Each of these left the
/// process sleeping forever, killed by the signal, or exiting 1 before.
///
/// The waits below are for events (the demo's `frame N` line, a process's exit, a pipe's end);
/// none has a time limit of its own: LiveProcess's hang guard only stops a test that would hang.
/// These are part of the window suite (an extension of it), so they never run beside another
/// window test: `xdotool windowclose` and killing a server must not reach another test's window.
extension WindowTests {
    /// Waits until the demo's window has shown its first frame (it was started with --print-frames); returns the window's id.
    @discardableResult
    private func waitForDemoWindow(_ demo: LiveProcess) throws -> String {
        try #require(demo.waitForWindow(), "the demo ended before its window showed a frame: \(demo.stderr)")
    }

    @Test("xdotool windowclose (XDestroyWindow, no WM_DELETE_WINDOW) ends the demo with 0", arguments: [2, 5])
    func destroyedWindow(lesson: Int) throws {
        let demo = try LiveProcess(["demo", "--lesson", String(lesson), "--frames", "100000", "--print-frames"])
        let window = try waitForDemoWindow(demo)
        let close = try run("/usr/bin/env", ["xdotool", "windowclose", window])   // this demo's window, not another suite's
        #expect(close.status == 0, "xdotool: \(close.stderr)")
        #expect(demo.wait() == 0, "a destroyed window should end the demo with 0: \(demo.stderr)")
        #expect(demo.stdout.contains("the window was destroyed"), "\(demo.stdout)")   // complete: wait() saw stdout end
    }

    @Test("SIGTERM ends the demo with 0 (not killed by the signal), the lesson destroyed")
    func sigterm() throws {
        let demo = try LiveProcess(["demo", "--lesson", "5", "--frames", "100000", "--print-frames"])
        try waitForDemoWindow(demo)   // the first frame comes after the SIGTERM handler is installed
        demo.process.terminate()   // SIGTERM
        demo.wait()
        #expect(demo.process.terminationReason == .exit, "the demo was killed by the signal instead of exiting")
        #expect(demo.process.terminationStatus == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("demo ended after"), "\(demo.stdout)")
        #expect(demo.stdout.contains("lesson 5: rendered"), "the lesson (and its render thread) was destroyed: \(demo.stdout)")
    }

    @Test("the X server going away (Xvfb killed) ends the demo with 0 and one line that says so")
    func serverGone() throws {
        // An X server of our own, so killing it does not take the suite's display along.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["Xvfb", "-displayfd", "1", "-screen", "0", "800x600x24", "-nolisten", "tcp"]
        server.standardError = FileHandle.nullDevice
        let ready = try spawning {
            let ready = Pipe()
            server.standardOutput = ready
            try server.run()
            return ready
        }
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

        let demo = try LiveProcess(["demo", "--lesson", "2", "--frames", "100000", "--print-frames"], environment: ["DISPLAY": display])
        try waitForDemoWindow(demo)   // on the private server
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        #expect(demo.wait() == 0, "\(demo.stderr)")
        #expect(demo.stderr.contains("the X server went away"), "\(demo.stderr)")
    }
}
