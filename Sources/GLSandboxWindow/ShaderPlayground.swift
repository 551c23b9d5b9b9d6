import Foundation
import GLSandbox

/// Your own fragment shader in the window, in real time: `glsandbox demo --shader FILE`, and
/// lesson 6 (which the lessons make from `shaders/lesson6.frag`).
///
/// The file and every file it includes are watched; on a save the shader is rebuilt, and while
/// the new version does not compile the last good one stays on screen, with the compiler's first
/// error line (its `FILE:LINE`) in a red band over it until a save compiles (``ErrorBanner``),
/// and the compiler's `FILE:LINE:COLUMN` lines are printed. The mouse drives `iMouse` / `u_mouse` the way
/// Shadertoy does (`xy` follows a held button, `zw` is where it was pressed, negative once
/// released). Space pauses time, `r` starts it again from 0, `s` saves the frame as a PNG;
/// but a shader that reads the keyboard (a `keyboard` input, `#iKeyboard`) gets every key
/// instead, as Shadertoy's keyboard texture by JavaScript key code (ESC and `q` still quit).
///
/// Main thread only, as everything that draws in the window (`@MainActor`).
@MainActor
public final class ShaderPlayground: @MainActor WindowRenderer {
    /// Where the playground draws.
    public enum Mode: Sendable {
        /// In the window: its own clock (which pauses and restarts), iDate from the wall clock
        /// unless fixed, the window's keys, and a line on standard error for each reload.
        case window
        /// Headless (lesson 6 checked by `glsandbox lesson check`): time and frame are the ones
        /// each frame is handed and the date is fixed, so every run draws the same picture.
        case headless
    }

    private let context: GLContext
    private let shader: ShaderRenderer
    /// The last good version: a save reads it again with everything it was loaded with
    /// (its channels, music, effect inputs, a drawing's count and primitive).
    private var scene: ShaderScene
    private var path: String { scene.path }
    private var inputs: ShaderInputs
    /// `--date` given: iDate stays there; otherwise it is the wall clock.
    private let fixedDate: Bool
    private var modified: [String: Date] = [:]
    private var clock = PlaygroundClock()
    private var frame = 0
    private var saveRequested = false
    private var savedCount = 0
    private let mode: Mode
    /// The window's keys, as the shader's keyboard texture shows them (Shadertoy's rules).
    private var keys = KeyboardState()
    /// The last save's compile error, shown over the last good picture until a save compiles
    /// (in the window only: a check's picture is the shader's).
    private var errorBanner: ErrorBanner?

    /// Compiles the shader in `context` (current on this thread); a shader that does not compile
    /// throws (the command reports it exactly as `render` does). `fixedDate`: iDate stays at
    /// `inputs.date` (`--date`). A save reloads the scene with what it was loaded with
    /// (``ShaderScene/reloaded()``). In the `.headless` mode there are no keys to tell about.
    public init(context: GLContext, scene: ShaderScene, inputs: ShaderInputs, fixedDate: Bool, mode: Mode = .window) throws {
        self.context = context
        self.shader = try scene.makeRenderer(in: context)
        self.scene = scene
        self.inputs = inputs
        self.fixedDate = fixedDate
        modified = Self.modificationDates(scene.files)
        self.mode = mode
        if mode == .window {
            log("watching \(scene.files.joined(separator: ", ")) (\(scene.summary)); space pauses, r restarts, s saves a PNG")
        }
    }

    public var windowTitle: String? {
        "GLSandbox: \((path as NSString).lastPathComponent)\(clock.isPaused ? " (paused)" : "")\(errorBanner != nil ? " (compile error)" : "")"
    }

    /// A held key is one press, as in a browser (Shadertoy's keyboard texture).
    public var ignoresKeyRepeat: Bool { true }

    public func draw(into target: Framebuffer, inputs given: ShaderInputs) throws {
        reloadIfChanged()
        // In a check, time and frame are the ones handed in (frame k at k / 60 s); in the window,
        // the playground's own clock, which pauses and restarts.
        inputs.time = mode == .headless ? given.time : clock.seconds()
        inputs.frame = mode == .headless ? given.frame : frame
        if !fixedDate { inputs.date = .now() }
        if shader.readsKeyboard && mode == .window { inputs.keyboard = .live(keys) }
        try shader.draw(into: target, inputs: inputs)
        try errorBanner?.draw(over: target)
        keys.frameDrawn()   // "pressed" lasts one frame
        if !clock.isPaused { frame += 1 }
        if saveRequested {
            saveRequested = false
            savedCount += 1
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension + "-\(savedCount).png"
            do {
                try target.readImage().writePNG(to: name)
                log("saved \(FileManager.default.currentDirectoryPath)/\(name)")
            } catch {
                log("could not save \(name): \(error)")
            }
        }
    }

    public func keyPressed(_ key: UInt8) {
        if shader.readsKeyboard {
            if let code = JavaScriptKeyCode.code(ascii: key) { keys.press(code) }
            return
        }
        switch key {
        case UInt8(ascii: " "):
            clock.togglePause()
        case UInt8(ascii: "r"):
            clock.restart()
            frame = 0
            do { try shader.reset() } catch { log("could not reset the buffers: \(error)") }   // a multipass shader's buffers back to zero
        case UInt8(ascii: "s"):
            saveRequested = true
        default:
            break
        }
    }

    public func keyReleased(_ key: UInt8) {
        if shader.readsKeyboard, let code = JavaScriptKeyCode.code(ascii: key) { keys.release(code) }
    }

    public func specialKeyPressed(_ key: Int32) {
        if shader.readsKeyboard, let code = JavaScriptKeyCode.code(special: key) { keys.press(code) }
    }

    public func specialKeyReleased(_ key: Int32) {
        if shader.readsKeyboard, let code = JavaScriptKeyCode.code(special: key) { keys.release(code) }
    }

    /// Shadertoy's mouse: while a button is held, `xy` follows it and `zw` is where it went
    /// down; after release, `zw` turns negative. `y` counts from the bottom.
    public func mouse(_ event: MouseEvent, size: Size) {
        let x = Float(event.x), y = Float(size.height - 1 - event.y)
        switch event.kind {
        case .pressed: inputs.mouse = SIMD4(x, y, x, y); inputs.mouseMoved = true
        case .dragged: inputs.mouse.x = x; inputs.mouse.y = y
        case .released: inputs.mouse.z = -abs(inputs.mouse.z); inputs.mouse.w = -abs(inputs.mouse.w)
        }
    }

    private func reloadIfChanged() {
        let now = Self.modificationDates(Array(modified.keys))
        guard now != modified else { return }
        do {
            // Every pass and common.glsl of a multipass shader; its buffers are kept, so a simulation goes on.
            let scene = try self.scene.reloaded()
            try shader.reload(scene.passes)
            self.scene = scene
            modified = Self.modificationDates(scene.files)
            errorBanner?.destroy()
            errorBanner = nil
            log("reloaded \(path)")
        } catch {
            modified = now   // do not retry until the next save
            let text = ((error as? ShaderError) ?? (error as? ProgramError).map(ShaderError.init)).map { error -> String in
                if case .compileFailed(_, let log) = error { return log }
                return error.description
            } ?? "\(error)"
            if mode == .window {
                errorBanner?.destroy()
                errorBanner = ErrorBanner(log: text, path: path)
            }
            log("\(text)\nkeeping the last good version of \(path) on screen")
        }
    }

    private static func modificationDates(_ files: [String]) -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in files {
            dates[file] = (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date) ?? .distantPast
        }
        return dates
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    public func destroy() {
        errorBanner?.destroy()
        shader.destroy()
    }
}

/// Shader time: seconds since the first frame drawn, which stop while paused.
///
/// The clock starts at the first frame, not when the window was made, so the first frame is at
/// time 0 however long compiling and opening the window took (on a loaded machine, hundreds of
/// milliseconds): it is the picture `glsandbox render --time 0` draws, and `r` starts it again
/// from 0 the same way.
struct PlaygroundClock {
    /// Unset until the first frame asks the time.
    private var origin: ContinuousClock.Instant?
    private var pausedAt: ContinuousClock.Instant?

    var isPaused: Bool { pausedAt != nil }

    /// The time for the frame being drawn; the first call starts the clock.
    mutating func seconds() -> Double {
        let now = ContinuousClock.now
        let start = origin ?? now
        origin = start
        let elapsed = (pausedAt ?? now) - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    mutating func togglePause() {
        let now = ContinuousClock.now
        if let pausedAt {
            origin = (origin ?? pausedAt) + (now - pausedAt)   // the pause does not count
            self.pausedAt = nil
        } else {
            if origin == nil { origin = now }
            pausedAt = now
        }
    }

    /// Back to 0: paused, it stays at 0; running, the next frame is at 0.
    mutating func restart() {
        origin = pausedAt == nil ? nil : .now
        if pausedAt != nil { pausedAt = origin }
    }
}
