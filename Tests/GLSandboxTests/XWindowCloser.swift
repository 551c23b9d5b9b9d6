import CGLUT
import Foundation

/// Asks a top-level window to close the way a window manager's close button does: a
/// `WM_PROTOCOLS` client message carrying `WM_DELETE_WINDOW` (Xvfb runs no window manager).
enum XWindowCloser {
    /// Sends the close request to the first window whose name starts with `name`; false when none is found.
    static func close(named name: String) -> Bool {
        guard let display = XOpenDisplay(nil) else { return false }
        defer { XCloseDisplay(display) }
        guard let window = find(name, under: XDefaultRootWindow(display), in: display) else { return false }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
        return true
    }

    fileprivate static func find(_ name: String, under parent: Window, in display: OpaquePointer) -> Window? {
        var root: Window = 0, parentOut: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, parent, &root, &parentOut, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in 0..<Int(count) {
            let child = children[index]
            var title: UnsafeMutablePointer<CChar>?
            if XFetchName(display, child, &title) != 0, let title {
                defer { XFree(title) }
                if String(cString: title).hasPrefix(name) { return child }
            }
            if let found = find(name, under: child, in: display) { return found }
        }
        return nil
    }
}

extension XWindowCloser {
    /// Whether a window whose name starts with `name` exists.
    static func exists(named name: String) -> Bool {
        guard let display = XOpenDisplay(nil) else { return false }
        defer { XCloseDisplay(display) }
        return find(name, under: XDefaultRootWindow(display), in: display) != nil
    }
}
