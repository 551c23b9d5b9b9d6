import CGLUT
import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// For the window processes: under AddressSanitizer (`make test-asan`), Mesa's GLX driver
/// (swrast_dri.so) leaves its back buffer allocated at exit and is unloaded before LeakSanitizer
/// runs, so the leak cannot be matched by a suppression. Leak checking is off for these children
/// only; our own GL objects are still counted (the demo fails when any is left alive).
package let windowEnvironment = ["ASAN_OPTIONS": "detect_leaks=0:halt_on_error=1"]

/// A `glsandbox` process whose output is collected while it runs, so a test can wait for a line.
///
/// Every wait here is for an event: a line on a pipe (read by a blocking `read`), the end of a
/// pipe, or the process's exit. Nothing sleeps or polls, and no wait passes or fails by time.
/// The only clock is the ``HangGuard``: a process still running after its limit is killed
/// (SIGKILL), which ends its pipes and so every wait; ``wait()`` then reports nil, so a test
/// that would hang fails instead of stalling the suite.
package final class LiveProcess: @unchecked Sendable {   // state lives in State, guarded by its condition
    package let process = Process()   // configured in init; then only read (Process is Sendable)
    private let state = State()
    private var hangGuard: HangGuard?

    /// What the readers, the exit handler and the guard share; guarded by `condition`.
    private final class State: @unchecked Sendable {
        let condition = NSCondition()
        var out: [UInt8] = [], err: [UInt8] = []   // not Data: its append leaked storage under LeakSanitizer
        var outOpen = true, errOpen = true
        var exited = false

        func update(_ change: (State) -> Void) {
            condition.lock()
            change(self)
            condition.broadcast()
            condition.unlock()
        }
    }

    package init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in windowEnvironment.merging(environment, uniquingKeysWith: { $1 }) { env[key] = value }
        process.environment = env
        let state = self.state
        process.terminationHandler = { _ in state.update { $0.exited = true } }
        let (out, err) = try spawnCapturingOutput(process)
        hangGuard = HangGuard(process, signal: SIGKILL)
        Self.read(out.fileHandleForReading, into: state, isOut: true)
        Self.read(err.fileHandleForReading, into: state, isOut: false)
    }

    /// A test that failed before its process ended leaves no window behind for the next test.
    deinit {
        hangGuard?.cancel()
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Reads `handle` on a thread of its own until the end of the pipe (blocking reads).
    private static func read(_ handle: FileHandle, into state: State, isOut: Bool) {
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { Glibc.read(handle.fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                state.update { state in
                    if count > 0 {
                        if isOut { state.out.append(contentsOf: buffer[0..<count]) } else { state.err.append(contentsOf: buffer[0..<count]) }
                    } else if isOut { state.outOpen = false } else { state.errOpen = false }
                }
                if count <= 0 { break }
            }
            try? handle.close()
        }
    }

    package var stderr: String { state.condition.withLock { String(decoding: state.err, as: UTF8.self) } }
    package var stdout: String { state.condition.withLock { String(decoding: state.out, as: UTF8.self) } }

    /// Blocks until `done` holds or `open` is false (the pipe ended), woken by each read; returns `done`.
    private func waitFor(_ done: (State) -> Bool, while open: (State) -> Bool) -> Bool {
        state.condition.lock()
        defer { state.condition.unlock() }
        while !done(state) && open(state) { state.condition.wait() }
        return done(state)
    }

    /// Waits until stderr contains `text`; false when stderr ended without it.
    package func waitForStderr(_ text: String) -> Bool {
        waitFor({ String(decoding: $0.err, as: UTF8.self).contains(text) }, while: { $0.errOpen })
    }

    /// Waits until stdout contains `text`; false when stdout ended without it.
    package func waitForStdout(_ text: String) -> Bool {
        waitFor({ String(decoding: $0.out, as: UTF8.self).contains(text) }, while: { $0.outOpen })
    }

    /// Waits for the line `frame N` that `demo --print-frames` prints once frame N is shown:
    /// the window exists, is mapped, has its handlers (keys, close, SIGTERM) and has drawn N
    /// frames. False when the demo's stdout ended first (it exited or crashed).
    package func waitForFrame(_ number: Int = 1) -> Bool {
        let line = "frame \(number)"
        return waitFor({ Self.lines($0.out).contains { $0 == line } }, while: { $0.outOpen })
    }

    /// Waits for frame N (see ``waitForFrame(_:)``), then returns the id of the demo's own X
    /// window from its `window ID` line; nil when the demo ended first. Tests act on this window
    /// rather than on any window titled GLSandbox: other suites open demo windows on the same
    /// display at the same time.
    package func waitForWindow(frames: Int = 1) -> String? {
        guard waitForFrame(frames) else { return nil }
        return state.condition.withLock {
            Self.lines(state.out).first { $0.hasPrefix("window ") }.map { String($0.dropFirst("window ".count)) }
        }
    }

    /// The complete lines of `data` (a last line without its newline is left out).
    private static func lines(_ data: [UInt8]) -> [Substring] {
        Array(String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast())
    }

    /// Waits for the process to exit and for both of its pipes to end (so ``stdout`` and
    /// ``stderr`` are complete). Returns its exit status; nil when it was ended by a signal
    /// (including the hang guard's SIGKILL).
    @discardableResult
    package func wait() -> Int32? {
        state.condition.lock()
        while !state.exited || state.outOpen || state.errOpen { state.condition.wait() }
        state.condition.unlock()
        hangGuard?.cancel()
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }
}

/// `xwininfo`'s report on the window `id` (nil when there is none).
package func windowInfo(_ id: String) throws -> String? {
    let info = try run("/usr/bin/env", ["xwininfo", "-id", id])
    return info.status == 0 ? info.stdout : nil
}

/// One key press at a time in this test process: tests run in parallel on one display with no
/// window manager, and a focus given by one test could otherwise be taken by another before its
/// key arrives (one window then got two ESCs and another none, and waited forever).
private let keyboard = NSLock()

/// Presses a key in the window `id`: gives it the keyboard focus, then presses the key through
/// XTEST, as a person would (one xdotool connection, so the server sets the focus first; xdotool
/// has sent both when it exits, inside the lock).
package func pressKey(_ key: String, in id: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try keyboard.withLock { try run("/usr/bin/env", ["xdotool", "windowfocus", "--sync", id, "key", key]) }
    #expect(result.status == 0, "xdotool (make test installs it): \(result.stderr)", sourceLocation: sourceLocation)
}

/// Asks the window `id` to close the way a window manager's close button does: a `WM_PROTOCOLS`
/// client message carrying `WM_DELETE_WINDOW` (Xvfb runs no window manager). False when the
/// display cannot be opened or the event not sent.
package func requestClose(_ id: String) -> Bool {
    guard let number = UInt(id), let display = XOpenDisplay(nil) else { return false }
    defer { XCloseDisplay(display) }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = Window(number)
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    let sent = XSendEvent(display, Window(number), 0, NoEventMask, &event)
    XSync(display, 0)
    return sent != 0
}

/// Replaces `file` with `text` whose modification time is `stamp` in one step: written beside
/// it, stamped, then renamed over it. A watcher never sees the new text with an old time, and the
/// change is seen whatever the file system's time resolution (no waiting for the clock).
package func replaceFile(_ file: URL, with text: String, modified stamp: TimeInterval) throws {
    let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
    try text.write(to: temporary, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: stamp)], ofItemAtPath: temporary.path)
    guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
}
