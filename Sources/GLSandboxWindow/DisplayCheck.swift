import CGLUT
import Foundation

/// Checks that an X display can be opened, before `glutInit` (which, finding none, prints
/// `failed to open display ''` and calls `exit(1)` with no word on what to do).
///
/// The connection stays open until ``close()``: an X server resets when its last client leaves
/// (Xvfb does, unless started with `-noreset`), and while it resets it refuses connections. If
/// the check closed its connection at once, `glutInit` could land in that reset and fail.
/// We saw it happen, about one start in twenty, before keeping the connection.
final class DisplayConnection {
    private var display: OpaquePointer?

    private init(_ display: OpaquePointer) { self.display = display }

    /// Opens the display named by `DISPLAY`.
    /// - Returns: the open connection, or ``WindowError/noDisplay(reason:)`` saying why in a few
    ///   words (the caller adds what to do, in its own words: `glsandbox demo` names a command).
    ///
    /// When `DISPLAY` is set, a refused connection is tried again for up to a second: a server
    /// that has just lost its last client (the previous program) refuses connections while it
    /// resets.
    static func open(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<DisplayConnection, WindowError> {
        let name = environment["DISPLAY"] ?? ""
        for attempt in 0..<(name.isEmpty ? 1 : 20) {
            if let display = XOpenDisplay(nil) { return .success(DisplayConnection(display)) }
            if attempt < 19 && !name.isEmpty { usleep(50_000) }
        }
        return .failure(.noDisplay(reason: name.isEmpty ? "no X display: DISPLAY is unset" : "no X display: DISPLAY=\(name) cannot be opened (unreachable)"))
    }

    /// The Xlib connection, for ``WindowWatcher``; nil once closed.
    var pointer: OpaquePointer? { display }

    func close() {
        if let display { XCloseDisplay(display) }
        display = nil
    }

    deinit { close() }
}
