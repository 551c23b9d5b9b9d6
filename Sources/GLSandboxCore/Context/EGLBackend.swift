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
        let display = kind == .eglDevice && request.eglDevice != nil
            ? EGLDisplayHandle.device(at: request.eglDevice!) : EGLDisplayHandle.shared(for: kind)
        switch display {
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

    /// The display of EGL device `index` (as ``EGLDevice/list()`` numbers them), initialized.
    /// Initializing a display again is allowed by EGL and returns the same handle.
    static func device(at index: Int) -> Result<EGLDisplayHandle, ContextError.Attempt> {
        let devices: [EGLDevice]
        switch EGLDevice.list() {
        case .success(let found): devices = found
        case .failure(let attempt): return .failure(attempt)
        }
        guard devices.indices.contains(index) else {
            return .failure(.init(backend: .eglDevice, request: "device \(index)",
                                  error: "this EGL has \(devices.count) device\(devices.count == 1 ? "" : "s"), numbered from 0 (glsandbox info --devices lists them)"))
        }
        return open(devices[index], of: devices.count)
    }

    private static func openDevice() -> Result<EGLDisplayHandle, ContextError.Attempt> {
        let devices: [EGLDevice]
        switch EGLDevice.list() {
        case .success(let found): devices = found
        case .failure(let attempt): return .failure(attempt)
        }
        // A hardware device first; Mesa's software device otherwise.
        guard let chosen = devices.first(where: { !$0.isSoftware }) ?? devices.first else {
            return .failure(.init(backend: .eglDevice, request: "eglQueryDevicesEXT", error: "no usable device"))
        }
        return open(chosen, of: devices.count)
    }

    private static func open(_ device: EGLDevice, of count: Int) -> Result<EGLDisplayHandle, ContextError.Attempt> {
        var detail = "\(device.isSoftware ? "software" : "hardware") device \(device.index)"
        if let path = device.drmPath { detail += " " + path }
        let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), device.handle, nil)
        return initialize(display, kind: .eglDevice, detail: "\(detail) (\(count) device\(count == 1 ? "" : "s"))")
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

    static var clientExtensions: String {
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
