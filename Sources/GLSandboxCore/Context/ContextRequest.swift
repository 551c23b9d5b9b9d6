/// What kind of OpenGL context to ask for.
///
/// The default asks for 4.5 core and steps down to 4.3 and 3.3 when the driver refuses;
/// with `debug`, each version is tried first with the debug flag, then without
/// (softpipe, for one, rejects debug contexts).
public struct ContextRequest: Sendable, Equatable {
    /// A GL version, major and minor.
    public struct Version: Sendable, Equatable, Comparable, CustomStringConvertible {
        public var major: Int32
        public var minor: Int32
        public init(_ major: Int32, _ minor: Int32) { self.major = major; self.minor = minor }
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        public var description: String { "\(major).\(minor)" }
    }

    /// The backend to use; `auto` tries them in ``BackendKind/fallbackOrder``.
    public var backend: BackendKind
    /// Core-profile versions to try, best first.
    public var versions: [Version]
    /// Ask for a debug context first (KHR_debug messages); dropped when refused.
    public var debug: Bool
    /// With the `egl-device` backend: which device (an ``EGLDevice/index``); nil takes the
    /// first hardware device, else Mesa's software device.
    public var eglDevice: Int?

    public init(backend: BackendKind = .auto,
                versions: [Version] = [Version(4, 5), Version(4, 3), Version(3, 3)],
                debug: Bool = false, eglDevice: Int? = nil) {
        self.backend = backend
        self.versions = versions
        self.debug = debug
        self.eglDevice = eglDevice
    }

    /// The request the environment asks for: the backend from `GLSANDBOX_BACKEND`.
    public static func fromEnvironment() throws(ContextError) -> ContextRequest {
        ContextRequest(backend: try BackendKind.fromEnvironment())
    }

    /// (version, debug) pairs in the order they are tried.
    var attempts: [(version: Version, debug: Bool)] {
        versions.flatMap { version in debug ? [(version, true), (version, false)] : [(version, false)] }
    }
}
