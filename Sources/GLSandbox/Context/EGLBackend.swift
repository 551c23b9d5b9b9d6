import CEGL

/// A headless desktop-GL context through EGL: the surfaceless platform or the device platform.
///
/// The context is configless and has no surface, so there is no default framebuffer: render
/// into a ``Framebuffer``. Thread rule: `eglBindAPI` is per-thread state, so it is called
/// before every create and make-current.
final class EGLBackend: ContextBackend {
    let kind: BackendKind?
    var name: String { kind?.rawValue ?? "egl" }
    let detail: String
    let requestedVersion: ContextRequest.Version
    private let display: EGLDisplay
    private let context: EGLContext

    private init(kind: BackendKind, detail: String, version: ContextRequest.Version,
                 display: EGLDisplay, context: EGLContext) {
        self.kind = kind
        self.detail = detail
        self.requestedVersion = version
        self.display = display
        self.context = context
    }

    /// Creates a context on `kind`'s display, trying each version of `request` in turn.
    /// Every failure is appended to `attempts`.
    static func make(kind: BackendKind, request: ContextRequest,
                     attempts: inout [ContextError.Attempt]) -> EGLBackend? {
        let opened: EGLDisplayHandle
        switch EGLDisplayHandle.shared(for: kind) {
        case .success(let handle): opened = handle
        case .failure(let attempt): attempts.append(attempt); return nil
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else {
            attempts.append(.init(backend: kind, request: "eglBindAPI(EGL_OPENGL_API)", error: EGLDisplayHandle.lastError()))
            return nil
        }
        for (version, debug) in request.attempts {
            var attributes: [EGLint] = [
                EGLint(EGL_CONTEXT_MAJOR_VERSION), version.major,
                EGLint(EGL_CONTEXT_MINOR_VERSION), version.minor,
                EGLint(EGL_CONTEXT_OPENGL_PROFILE_MASK), EGLint(EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT),
            ]
            if debug { attributes += [EGLint(EGL_CONTEXT_OPENGL_DEBUG), EGLint(EGL_TRUE)] }
            attributes.append(EGLint(EGL_NONE))
            let context = eglCreateContext(opened.display, GLS_EGL_NO_CONFIG, GLS_EGL_NO_CONTEXT, attributes)
            if let context, context != GLS_EGL_NO_CONTEXT {
                return EGLBackend(kind: kind, detail: opened.detail, version: version,
                                  display: opened.display, context: context)
            }
            attempts.append(.init(backend: kind, request: "\(version) core\(debug ? " debug" : "")",
                                  error: EGLDisplayHandle.lastError()))
        }
        return nil
    }

    var isCurrent: Bool { eglGetCurrentContext() == context }

    func makeCurrent() throws(ContextError) {
        GLDispatchState.releaseOSMesa()
        eglBindAPI(EGLenum(EGL_OPENGL_API))
        guard eglMakeCurrent(display, GLS_EGL_NO_SURFACE, GLS_EGL_NO_SURFACE, context) == EGL_TRUE else {
            throw .makeCurrentFailed(backend: kind ?? .eglSurfaceless, detail: EGLDisplayHandle.lastError())
        }
    }

    func releaseCurrent() {
        eglBindAPI(EGLenum(EGL_OPENGL_API))
        eglMakeCurrent(display, GLS_EGL_NO_SURFACE, GLS_EGL_NO_SURFACE, GLS_EGL_NO_CONTEXT)
    }

    func destroy() {
        if isCurrent { releaseCurrent() }
        eglDestroyContext(display, context)
    }
}

/// An initialized EGL display, shared by every context of the process.
///
/// EGL displays are not reference counted (`eglTerminate` would pull the display from under
/// every other context), so each platform's display is opened once and kept for the life of
/// the process. EGL display handles are thread-safe, hence `@unchecked Sendable`.
struct EGLDisplayHandle: @unchecked Sendable {
    let display: EGLDisplay
    let detail: String

    private static let surfaceless: Result<EGLDisplayHandle, ContextError.Attempt> = openSurfaceless()
    private static let device: Result<EGLDisplayHandle, ContextError.Attempt> = openDevice()

    /// Releases the calling thread's EGL state (its current context, if any, is unbound).
    static func releaseThread() {
        eglReleaseThread()
    }

    static func shared(for kind: BackendKind) -> Result<EGLDisplayHandle, ContextError.Attempt> {
        kind == .eglDevice ? device : surfaceless
    }

    private static func openSurfaceless() -> Result<EGLDisplayHandle, ContextError.Attempt> {
        let kind = BackendKind.eglSurfaceless
        guard clientExtensions.contains("EGL_MESA_platform_surfaceless") else {
            return .failure(.init(backend: kind, request: "EGL_MESA_platform_surfaceless",
                                  error: "not offered by this EGL (is Mesa's libegl-mesa0 installed?)"))
        }
        let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), GLS_EGL_DEFAULT_DISPLAY, nil)
        return initialize(display, kind: kind, detail: "Mesa surfaceless platform")
    }

    private static func openDevice() -> Result<EGLDisplayHandle, ContextError.Attempt> {
        let kind = BackendKind.eglDevice
        guard clientExtensions.contains("EGL_EXT_platform_device"),
              let queryDevicesAddress = eglGetProcAddress("eglQueryDevicesEXT"),
              let queryStringAddress = eglGetProcAddress("eglQueryDeviceStringEXT") else {
            return .failure(.init(backend: kind, request: "EGL_EXT_platform_device",
                                  error: "not offered by this EGL"))
        }
        let queryDevices = unsafeBitCast(queryDevicesAddress, to: PFNEGLQUERYDEVICESEXTPROC.self)
        let queryString = unsafeBitCast(queryStringAddress, to: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        var count: EGLint = 0
        guard queryDevices(0, nil, &count) == EGL_TRUE, count > 0 else {
            return .failure(.init(backend: kind, request: "eglQueryDevicesEXT", error: "no EGL devices (\(lastError()))"))
        }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        _ = queryDevices(count, &devices, &count)

        func extensions(of device: EGLDeviceEXT?) -> String {
            queryString(device, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        }
        // A hardware device first; Mesa's software device otherwise.
        let found = devices.prefix(Int(count)).compactMap { $0 }
        let hardware = found.first { !extensions(of: $0).contains("EGL_MESA_device_software") }
        guard let chosen = hardware ?? found.first else {
            return .failure(.init(backend: kind, request: "eglQueryDevicesEXT", error: "no usable device"))
        }
        var detail = hardware == nil ? "software device" : "hardware device"
        if extensions(of: chosen).contains("EGL_EXT_device_drm"),
           let path = queryString(chosen, EGLint(EGL_DRM_DEVICE_FILE_EXT)) {
            detail += " " + String(cString: path)
        }
        let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), UnsafeMutableRawPointer(chosen), nil)
        return initialize(display, kind: kind, detail: "\(detail) (\(found.count) device\(found.count == 1 ? "" : "s"))")
    }

    private static func initialize(_ display: EGLDisplay?, kind: BackendKind, detail: String)
        -> Result<EGLDisplayHandle, ContextError.Attempt> {
        guard let display, display != GLS_EGL_NO_DISPLAY else {
            return .failure(.init(backend: kind, request: "eglGetPlatformDisplay", error: lastError()))
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGL_TRUE else {
            return .failure(.init(backend: kind, request: "eglInitialize", error: lastError()))
        }
        return .success(EGLDisplayHandle(display: display, detail: "\(detail), EGL \(major).\(minor)"))
    }

    private static var clientExtensions: String {
        eglQueryString(GLS_EGL_NO_DISPLAY, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
    }

    /// The calling thread's last EGL error, by name.
    static func lastError() -> String {
        let code = eglGetError()
        let names: [EGLint: String] = [
            EGL_SUCCESS: "EGL_SUCCESS", EGL_NOT_INITIALIZED: "EGL_NOT_INITIALIZED",
            EGL_BAD_ACCESS: "EGL_BAD_ACCESS", EGL_BAD_ALLOC: "EGL_BAD_ALLOC",
            EGL_BAD_ATTRIBUTE: "EGL_BAD_ATTRIBUTE", EGL_BAD_CONFIG: "EGL_BAD_CONFIG",
            EGL_BAD_CONTEXT: "EGL_BAD_CONTEXT", EGL_BAD_CURRENT_SURFACE: "EGL_BAD_CURRENT_SURFACE",
            EGL_BAD_DISPLAY: "EGL_BAD_DISPLAY", EGL_BAD_MATCH: "EGL_BAD_MATCH",
            EGL_BAD_NATIVE_PIXMAP: "EGL_BAD_NATIVE_PIXMAP", EGL_BAD_NATIVE_WINDOW: "EGL_BAD_NATIVE_WINDOW",
            EGL_BAD_PARAMETER: "EGL_BAD_PARAMETER", EGL_BAD_SURFACE: "EGL_BAD_SURFACE",
            EGL_CONTEXT_LOST: "EGL_CONTEXT_LOST",
        ]
        let hex = "0x" + String(code, radix: 16)
        return names[code].map { "\($0) (\(hex))" } ?? "EGL error \(hex)"
    }
}
