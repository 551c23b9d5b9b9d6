import CEGL

/// One device of EGL's device platform (`EGL_EXT_platform_device`): a GPU, or Mesa's software
/// rasterizer (`EGL_MESA_device_software`).
///
/// ```swift
/// for device in try EGLDevice.all() {
///     let gl = try GLContext(ContextRequest(backend: .eglDevice, eglDevice: device.index))
///     print(device.index, device.isSoftware ? "software" : "hardware", gl.info.renderer)
/// }
/// ```
///
/// The `egl-device` backend takes the first hardware device, else the software one; a
/// ``ContextRequest/eglDevice`` index picks another.
public struct EGLDevice: @unchecked Sendable, Equatable {
    /// Where the device is in `eglQueryDevicesEXT`'s list, from 0.
    public let index: Int
    /// Mesa's software device (llvmpipe), not a GPU.
    public let isSoftware: Bool
    /// The device's DRM node (`/dev/dri/card0`), where the driver says (`EGL_EXT_device_drm`).
    public let drmPath: String?
    /// The device's EGL extensions.
    public let extensions: [String]
    /// EGL's handle, passed to `eglGetPlatformDisplay` (a pointer the driver keeps for the
    /// life of the process, safe to use from any thread).
    let handle: UnsafeMutableRawPointer

    public static func == (a: EGLDevice, b: EGLDevice) -> Bool { a.handle == b.handle }

    /// Every device this EGL offers, in its order.
    ///
    /// - Throws: ``ContextError/noContext(attempts:)`` naming what is missing, when EGL offers
    ///   no device platform or no device.
    public static func all() throws(ContextError) -> [EGLDevice] {
        switch list() {
        case .success(let devices): return devices
        case .failure(let attempt): throw .noContext(attempts: [attempt])
        }
    }

    static func list() -> Result<[EGLDevice], ContextError.Attempt> {
        let kind = BackendKind.eglDevice
        guard EGLDisplayHandle.clientExtensions.contains("EGL_EXT_platform_device"),
              let queryDevicesAddress = eglGetProcAddress("eglQueryDevicesEXT"),
              let queryStringAddress = eglGetProcAddress("eglQueryDeviceStringEXT") else {
            return .failure(.init(backend: kind, request: "EGL_EXT_platform_device", error: "not offered by this EGL"))
        }
        let queryDevices = unsafeBitCast(queryDevicesAddress, to: PFNEGLQUERYDEVICESEXTPROC.self)
        let queryString = unsafeBitCast(queryStringAddress, to: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        var count: EGLint = 0
        guard queryDevices(0, nil, &count) == EGL_TRUE, count > 0 else {
            return .failure(.init(backend: kind, request: "eglQueryDevicesEXT", error: "no EGL devices (\(EGLDisplayHandle.lastError()))"))
        }
        var handles = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard queryDevices(count, &handles, &count) == EGL_TRUE else {
            return .failure(.init(backend: kind, request: "eglQueryDevicesEXT", error: EGLDisplayHandle.lastError()))
        }
        let found = handles.prefix(Int(count)).compactMap { $0 }
        return .success(found.enumerated().map { index, handle in
            let extensions = queryString(handle, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
            let names = extensions.split(separator: " ").map(String.init)
            let drm = names.contains("EGL_EXT_device_drm")
                ? queryString(handle, EGLint(EGL_DRM_DEVICE_FILE_EXT)).map { String(cString: $0) } : nil
            return EGLDevice(index: index, isSoftware: names.contains("EGL_MESA_device_software"), drmPath: drm,
                             extensions: names, handle: UnsafeMutableRawPointer(handle))
        })
    }
}
