import ArgumentParser
import GLSandbox

/// `glsandbox info`: what the driver is and what it allows.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the GL backend, vendor, renderer, version, GLSL version and limits.",
        discussion: """
            Honours GLSANDBOX_BACKEND. With --json, keys: backend, backendDetail, vendor, renderer, version, glsl, \
            contextVersion, maxSamples, maxIntegerSamples, maxColorAttachments, maxDrawBuffers, maxRenderbufferSize, \
            maxTextureSize. With --devices, one entry per device of EGL's device platform (keys: index, software, drm, \
            vendor, renderer, version, error): a context is made on each to ask its driver; a device whose context \
            fails is listed with the error.
            """
    )

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Flag(help: "List the devices of EGL's device platform (GPUs, Mesa's software device), each with its driver's vendor, renderer and version.")
    var devices = false

    /// One device, as `--devices` reports it.
    struct Device: Encodable {
        var index: Int
        var software: Bool
        var drm: String?
        var vendor: String?
        var renderer: String?
        var version: String?
        var error: String?
    }

    struct DeviceList: Encodable {
        var devices: [Device]
    }

    func run() throws {
        if devices { return try listDevices() }
        let info = try reportingErrors { try GLContext().info }
        if json {
            try printJSON(info)
            return
        }
        let rows: [(String, String)] = [
            ("backend", "\(info.backend) (\(info.backendDetail))"),
            ("vendor", info.vendor), ("renderer", info.renderer), ("version", info.version),
            ("GLSL", info.glsl), ("context version", info.contextVersion),
            ("max samples", "\(info.maxSamples) (integer formats: \(info.maxIntegerSamples))"),
            ("max color attachments", "\(info.maxColorAttachments)"), ("max draw buffers", "\(info.maxDrawBuffers)"),
            ("max renderbuffer size", "\(info.maxRenderbufferSize)"), ("max texture size", "\(info.maxTextureSize)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        try writeToStandardOutput(rows.map { key, value in key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "\n" }.joined())
    }

    private func listDevices() throws {
        let found = try reportingErrors { try EGLDevice.all() }
        let listed = found.map { device in
            var entry = Device(index: device.index, software: device.isSoftware, drm: device.drmPath)
            do {
                let gl = try GLContext(ContextRequest(backend: .eglDevice, eglDevice: device.index))
                (entry.vendor, entry.renderer, entry.version) = (gl.info.vendor, gl.info.renderer, gl.info.version)
                gl.close()
            } catch {
                entry.error = "\(error)"
            }
            return entry
        }
        if json { return try printJSON(DeviceList(devices: listed)) }
        let text = listed.map { device in
            var lines = ["device \(device.index): \(device.software ? "software (Mesa's EGL_MESA_device_software)" : "hardware")\(device.drm.map { ", " + $0 } ?? "")"]
            if let error = device.error {
                lines.append("  error:    \(error)")
            } else {
                lines += ["  vendor:   \(device.vendor ?? "")", "  renderer: \(device.renderer ?? "")", "  version:  \(device.version ?? "")"]
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined()
        try writeToStandardOutput(text)
    }
}
