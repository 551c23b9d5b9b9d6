import CGLUT
import Foundation
import Synchronization

/// Set by the SIGTERM handler, read by the window's timer. An atomic store is what a signal
/// handler may do; it must not call GLUT, GL or Foundation.
private let terminationRequested = Atomic<Bool>(false)

/// The X id of the demo's window, for the X error handler (which may not call Xlib).
private let watchedWindow = Atomic<UInt>(0)

/// The X error handler that was there before ours (Xlib's default prints and exits 1).
nonisolated(unsafe) private var previousErrorHandler: XErrorHandler?

/// Watches for the ways a demo window can end other than a key press or the close button:
///
/// - **SIGTERM** (`kill PID`, a test runner's clean-up): the handler only sets a flag; the
///   window's 16 ms timer sees it and leaves the main loop, so the renderer is destroyed as usual
///   and the process exits 0. If a frame holds the main thread for longer than
///   ``graceSeconds`` (a shader that takes hours a frame), an alarm ends the process with 0.
/// - **The window destroyed** without a close message (`xdotool windowclose`, `xkill`): freeglut
///   ignores `DestroyNotify` (the process used to sleep forever), so we select
///   `StructureNotifyMask` on the window through our own X connection (the one
///   ``DisplayConnection`` keeps open) and look for the event on each tick.
/// - **The X server gone** (Xvfb killed, the session ended): Xlib calls the I/O error handler,
///   which must not return; ours prints one line and ends the process with 0 at once. No GL or
///   GLUT call can work any more, so nothing else is cleaned up. This holds during a frame that
///   takes hours too: Mesa's GLX path makes X calls while the frame is pending, and the first
///   one fails (`WindowEndingTests.serverGoneDuringLongFrame`).
///
/// Main thread only, like everything GLUT.
@MainActor
struct WindowWatcher {
    /// How long a frame may go on after SIGTERM before the process ends without waiting for it.
    nonisolated static let graceSeconds = 2

    private let display: OpaquePointer?
    /// The X id of the demo's window (`demo --print-frames` prints it).
    let window: Window

    /// Starts watching the window whose GL context is current (GLUT's, just created).
    init(connection: DisplayConnection) {
        display = connection.pointer
        window = glXGetCurrentDrawable()
        terminationRequested.store(false, ordering: .relaxed)
        // SIGTERM sets the flag for the next tick, and arms a 2-second alarm: a frame that takes
        // hours (a heavy shader on llvmpipe) never lets the tick come, so the alarm ends the
        // process instead (the tick that does come first disarms it).
        signal(SIGTERM) { _ in
            terminationRequested.store(true, ordering: .relaxed)
            alarm(UInt32(WindowWatcher.graceSeconds))
        }
        signal(SIGALRM) { _ in
            // A literal (no allocation in a signal handler); 2 is graceSeconds.
            let line = "glsandbox: SIGTERM came during a frame that did not end within 2 s; the demo ends now\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
            _exit(0)
        }
        // A process started by Foundation's `Process` (a test, a tool) inherits a mask that
        // blocks SIGTERM on every thread: the signal then stays pending forever. Unblock it here;
        // threads started from now on (the render loop's, Mesa's) inherit the unblocked mask.
        var term = sigset_t()
        sigemptyset(&term)
        sigaddset(&term, SIGTERM)
        sigaddset(&term, SIGALRM)
        pthread_sigmask(SIG_UNBLOCK, &term, nil)
        XSetIOErrorHandler { _ in
            let line = "glsandbox: the X server went away; the demo ends\n"
            _ = line.withCString { write(2, $0, strlen($0)) }
            _exit(0)
        }
        // Between the window's destruction and the tick that sees it, freeglut may still draw,
        // swap or select input there (and Mesa ask for its size: CWindowSize answers that one
        // with the last size); the server answers BadWindow / BadDrawable /
        // GLXBadDrawable, and Xlib's default handler would end the process with 1. Those are
        // ignored (there is nothing to fix: the window is gone, and the tick ends the demo):
        // any error about our window, and any BadWindow or BadDrawable at all, since the demo
        // has one window and an XInput request about it once named another id under
        // AddressSanitizer (seen once in `make test`). Other errors go on to the handler that
        // was there before.
        watchedWindow.store(UInt(window), ordering: .relaxed)
        previousErrorHandler = XSetErrorHandler { display, event in
            if let event {
                let code = Int32(event.pointee.error_code)
                if code == BadWindow || code == BadDrawable { return 0 }
                if event.pointee.resourceid == XID(watchedWindow.load(ordering: .relaxed)) { return 0 }
            }
            return previousErrorHandler?(display, event) ?? 0
        }
        if let display, window != 0 {
            XSelectInput(display, window, StructureNotifyMask)
            XFlush(display)
        }
    }

    /// Why the window should end now, or nil: `.terminated` after SIGTERM, `.destroyed` once the
    /// window is gone.
    func endReason() -> DemoWindow.EndReason? {
        if terminationRequested.load(ordering: .relaxed) {
            alarm(0)   // the tick came: the demo ends the usual way, its renderer destroyed
            return .terminated
        }
        guard let display, window != 0 else { return nil }
        var destroyed = false
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if event.type == DestroyNotify && event.xdestroywindow.window == window { destroyed = true }
        }
        // freeglut still believes in the window: glutExit will ask the server to destroy it
        // again; the error handler ignores that BadWindow.
        return destroyed ? .destroyed : nil
    }

    /// Gives SIGTERM back its default action (the window is gone; nothing polls the flag).
    func stop() {
        alarm(0)
        signal(SIGTERM, SIG_DFL)
        signal(SIGALRM, SIG_DFL)
    }
}

