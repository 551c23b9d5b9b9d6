import Foundation

/// Where a headless OpenGL context comes from.
///
/// `auto` tries the others in the order listed in ``fallbackOrder``. The environment
/// variable `GLSANDBOX_BACKEND` (`egl`, `egl-device`, `osmesa`, `auto`) forces one.
public enum BackendKind: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Mesa's EGL surfaceless platform: no X server, no GPU needed. The primary path.
    case eglSurfaceless = "egl"
    /// EGL's device platform: picks a hardware GPU when the machine has one,
    /// otherwise Mesa's software device.
    case eglDevice = "egl-device"
    /// Mesa's off-screen library, loaded at run time; removed from Mesa in 25.1.
    case osmesa = "osmesa"
    /// Try ``eglSurfaceless``, then ``eglDevice``, then ``osmesa``.
    case auto = "auto"

    /// The order `auto` tries the backends in.
    public static let fallbackOrder: [BackendKind] = [.eglSurfaceless, .eglDevice, .osmesa]

    /// The name of the environment variable that forces a backend.
    public static let environmentVariable = "GLSANDBOX_BACKEND"

    public var description: String { rawValue }

    /// Parses a backend name, as written in `GLSANDBOX_BACKEND`.
    ///
    /// - Throws: ``ContextError/unknownBackend(_:)`` naming the valid values.
    public init(parsing text: String) throws(ContextError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard let kind = BackendKind(rawValue: trimmed) else {
            throw .unknownBackend(text)
        }
        self = kind
    }

    /// The backend chosen by `GLSANDBOX_BACKEND`, or `auto` when it is unset or empty.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ContextError) -> BackendKind {
        guard let value = environment[environmentVariable], !value.isEmpty else { return .auto }
        return try BackendKind(parsing: value)
    }
}
