import Foundation

/// Whether a shader's local variables start at zero, as in a browser.
///
/// WebGL (through ANGLE) starts every local variable at zero, and many shaders published on
/// Shadertoy or glslCanvas rely on it (`vec3 c; c += ...`); on Mesa such a shader would show
/// noise, black, or a different picture on every run. GLSandbox asks Mesa for the browser's
/// behaviour with its `glsl_zero_init` option, for every shader, whatever its dialect.
///
/// Mesa reads the option from the environment once, when the process's first GL context (or
/// GLUT window) is made, so it is a setting of the whole process: choose before that, with
/// ``choose(startAtZero:)`` (the command line's `--no-zero-init`); otherwise the first context
/// chooses zero. A `glsl_zero_init` already in the environment is left as it is (yours wins).
///
/// The same moment asks Mesa for another browser habit, `allow_glsl_extension_directive_midshader`
/// (an `#extension` line after declarations), unless the environment says otherwise.
public enum LocalVariables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var chosen: Bool?

    /// Sets the choice for this process; the first call wins, later ones change nothing.
    /// Returns what is in force.
    @discardableResult
    public static func choose(startAtZero: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let chosen { return chosen }
        // An `#extension` line after declarations: browsers take it in GLSL ES 1.00 (ANGLE warns), and
        // GLSL Sandbox files put theirs after `precision mediump float;`; Mesa only with this option.
        if getenv("allow_glsl_extension_directive_midshader") == nil {
            setenv("allow_glsl_extension_directive_midshader", "true", 1)
            if getenv("MESA_DEBUG") == nil { setenv("MESA_DEBUG", "silent", 1) }
        }
        if let given = getenv("glsl_zero_init") {
            chosen = ["true", "1", "yes"].contains(String(cString: given).lowercased())
            return chosen!
        }
        setenv("glsl_zero_init", startAtZero ? "true" : "false", 1)
        // Mesa announces an option taken from the environment on stderr unless told to be silent.
        if getenv("MESA_DEBUG") == nil { setenv("MESA_DEBUG", "silent", 1) }
        chosen = startAtZero
        return startAtZero
    }

    /// What is in force (choosing zero first if nothing was chosen yet).
    public static var startAtZero: Bool { choose(startAtZero: true) }
}
