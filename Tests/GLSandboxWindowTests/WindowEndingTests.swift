import CGLUT
import CWindowSize
import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

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

    /// The cause of a rare crash in `destroyedWindow` (lesson 5 under AddressSanitizer, about 1
    /// destroyed window in 25 with both cores busy): Mesa's GLX loader reads the window's size
    /// without checking that XGetGeometry succeeded, so after the window was destroyed it resized
    /// the window's buffers to whatever its variables held (600x0 each time we looked) and llvmpipe
    /// drew past the end. Sources/CWindowSize/window_size.c has the story; these two tests pin the guard.
    @Test("XGetGeometry about a destroyed window still fails, but answers with the window's last size, not what the caller's variables held")
    func destroyedWindowKeepsItsSize() throws {
        // The window is a demo's: while the demo is connected, the X server cannot be in the
        // reset it goes through when its last client leaves, during which it refuses connections
        // (DisplayCheck.swift), so our connection opens at the first try.
        let demo = try LiveProcess(["demo", "--lesson", "1", "--frames", "100000", "--print-frames"])
        let window = try Window(#require(UInt(waitForDemoWindow(demo))))
        let display = try #require(XOpenDisplay(nil), "cannot open the X display")
        defer { XCloseDisplay(display) }
        var root = Window(0), x: Int32 = 0, y: Int32 = 0
        var width: UInt32 = 0, height: UInt32 = 0, border: UInt32 = 0, depth: UInt32 = 0
        try #require(XGetGeometry(display, window, &root, &x, &y, &width, &height, &border, &depth) != 0)
        let measured = (width: width, height: height)   // the server's answer while the window exists
        #expect(measured == (600, 480))

        let previous = XSetErrorHandler { _, _ in 0 }   // the BadDrawable below is expected
        defer { XSetErrorHandler(previous) }
        XDestroyWindow(display, window)                  // what `xdotool windowclose` does
        XSync(display, 0)
        width = 7
        height = 0                                       // what Mesa's unset variables held
        let substitutions = glsandbox_window_size_substitutions()
        let status = XGetGeometry(display, window, &root, &x, &y, &width, &height, &border, &depth)
        #expect(status == 0, "the window is gone: the query must still fail")
        #expect((width, height) == measured, "Mesa would resize the window's buffers to \(width)x\(height)")
        #expect(glsandbox_window_size_substitutions() == substitutions + 1)
        #expect(demo.wait() == 0, "a destroyed window should end the demo with 0: \(demo.stderr)")
    }

    @Test("Mesa's GLX loader calls our XGetGeometry, not libX11's (the dynamic linker's LD_DEBUG=bindings says so)")
    func mesaCallsTheGuard() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glsandbox-bindings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("bindings")   // ld.so adds .PID
        let demo = try LiveProcess(["demo", "--lesson", "1", "--frames", "2"],
                                   environment: ["LD_DEBUG": "bindings", "LD_DEBUG_OUTPUT": log.path])
        #expect(demo.wait() == 0, "\(demo.stderr)")
        var lines: [Substring] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            lines += text.split(separator: "\n").filter { $0.contains("libGLX_mesa") && $0.contains("`XGetGeometry'") }
        }
        // e.g. "binding file /lib/x86_64-linux-gnu/libGLX_mesa.so.0 [0] to /.../glsandbox [0]: normal symbol `XGetGeometry'"
        try #require(!lines.isEmpty, "Mesa never asked for the window's size: the test no longer sees what it checks")
        let executable = URL(fileURLWithPath: glsandboxBinary).lastPathComponent   // GLSANDBOX_BIN may rename it
        for line in lines {
            #expect(line.contains("\(executable) [0]: normal symbol"), "Mesa's call goes elsewhere: \(line)")
        }
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

    @Test("SIGTERM during a frame that takes hours ends the demo with 0 all the same (issue 22 item 12)")
    func sigtermDuringLongFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every frame runs for hours on llvmpipe: the window never shows one.
        let shader = folder.appendingPathComponent("slow.frag")
        try Self.slowShader.write(to: shader, atomically: true, encoding: .utf8)
        let demo = try LiveProcess(["demo", "--shader", shader.path, "--print-frames"])
        // The shader is read (before the window is made). A child of Foundation's Process starts
        // with SIGTERM blocked, so the signal waits until the demo's watcher unblocks it beside
        // its handler; the first frame, which does not end, comes after that.
        try #require(demo.waitForStderr("watching "), "the demo ended before it read its shader: \(demo.stderr)")
        demo.process.terminate()      // SIGTERM
        demo.wait()                   // the hang guard would end a demo that never ends
        #expect(demo.process.terminationReason == .exit && demo.process.terminationStatus == 0, "\(demo.stderr)")
        #expect(demo.stderr.contains("SIGTERM came during a frame that did not end"), "\(demo.stderr)")
        #expect(!demo.stdout.contains("frame 1"), "a frame ended: the test did not test a long frame")
    }

    @Test("the X server going away during a frame that takes hours ends the demo with 0 all the same (issue 22 item 12)")
    func serverGoneDuringLongFrame() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("slow.frag")
        try Self.slowShader.write(to: shader, atomically: true, encoding: .utf8)
        let (server, display) = try Self.privateServer()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() } }
        let demo = try LiveProcess(["demo", "--shader", shader.path, "--print-frames"], environment: ["DISPLAY": display])
        // The first frame, which does not end, has begun: Xlib makes no call until it ends.
        try #require(demo.waitForStdout("drawing 1"), "the demo ended before it began a frame: \(demo.stderr)")
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        demo.wait()                   // the hang guard would end a demo that never ends
        #expect(demo.process.terminationReason == .exit && demo.process.terminationStatus == 0, "\(demo.stderr)")
        #expect(demo.stderr.contains("the X server went away"), "\(demo.stderr)")
        #expect(!demo.stdout.contains("frame 1"), "a frame ended: the test did not test a long frame")
    }

    /// A shader whose every frame runs for hours on llvmpipe.
    static let slowShader = """
        void mainImage(out vec4 c, in vec2 p) {
            float v = 0.0;
            for (int i = 0; i < 1000000 + iFrame; i++) {
                for (int j = 0; j < 1000000 + iFrame; j++) { v = sin(v + 1.0); v = sin(v + 2.0); }
            }
            c = vec4(p / iResolution.xy, fract(v), 1.0);
        }
        """

    /// An X server of our own (so killing it does not take the suite's display along) and its display name.
    static func privateServer() throws -> (Process, String) {
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
        // Xvfb writes its display number once it accepts connections.
        var number = ""
        while !number.hasSuffix("\n") {
            let byte = ready.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { kill(server.processIdentifier, SIGKILL); server.waitUntilExit(); throw CocoaError(.fileReadUnknown) }
            number += String(decoding: byte, as: UTF8.self)
        }
        return (server, ":" + number.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test("the X server going away (Xvfb killed) ends the demo with 0 and one line that says so")
    func serverGone() throws {
        let (server, display) = try Self.privateServer()
        // SIGKILL: a child of Foundation's Process starts with SIGTERM blocked, and Xvfb does not unblock it.
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL); server.waitUntilExit() } }
        let demo = try LiveProcess(["demo", "--lesson", "2", "--frames", "100000", "--print-frames"], environment: ["DISPLAY": display])
        try waitForDemoWindow(demo)   // on the private server
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        #expect(demo.wait() == 0, "\(demo.stderr)")
        #expect(demo.stderr.contains("the X server went away"), "\(demo.stderr)")
    }
}
