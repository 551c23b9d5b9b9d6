import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

@Suite("Context")
struct ContextTests {
    @Test("each EGL backend makes an OpenGL 4.5 core context on llvmpipe",
          arguments: [BackendKind.eglSurfaceless, .eglDevice, .auto])
    func backendMakesContext(_ backend: BackendKind) throws {
        try checkContext(backend)
    }

    @Test("OSMesa makes an OpenGL 4.5 core context on llvmpipe", needsOSMesa)
    func osmesaMakesContext() throws {
        try checkContext(.osmesa)
    }

    private func checkContext(_ backend: BackendKind) throws {
        try withContext(ContextRequest(backend: backend)) { gl in
            #expect(gl.backend == (backend == .auto ? .eglSurfaceless : backend))
            #expect(gl.info.renderer.contains("llvmpipe"), "renderer \(gl.info.renderer)")
            #expect(gl.info.contextVersion == "4.5")
            #expect(gl.info.version.contains("Core Profile"))
            #expect(gl.info.maxSamples >= 4)
            #expect(gl.info.maxColorAttachments >= 8)
        }
    }

    @Test("OSMesa renders, through glvnd's dispatch, the same pixels as EGL", needsOSMesa)
    func osmesaRenders() throws {
        let egl = try withContext(ContextRequest(backend: .eglSurfaceless)) { gl in
            try SceneCatalogue.triangle.renderImage(in: gl, size: Size(64, 48), shaders: shaders)
        }
        let osmesa = try withContext(ContextRequest(backend: .osmesa)) { gl in
            try SceneCatalogue.triangle.renderImage(in: gl, size: Size(64, 48), shaders: shaders)
        }
        #expect(osmesa == egl)
        #expect(osmesa.distinctPixels().count > 100)
    }

    @Test("contexts of different backends take turns on one thread", needsOSMesa)
    func backendsTakeTurns() throws {
        let egl = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let osmesa = try GLContext(ContextRequest(backend: .osmesa))
        for _ in 0..<3 {
            for gl in [egl, osmesa] {
                let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(4, 4), colors: [.renderbuffer(.rgba8)]))
                try fbo.clear(color: RGBA(1, 0, 0, 1))
                #expect(try fbo.readImage()[0, 0] == Pixel(255, 0, 0, 255), "\(gl.backend)")
                fbo.destroy()
            }
        }
        #expect(egl.liveObjectCount == 0 && osmesa.liveObjectCount == 0)
    }

    @Test("EGL's devices are listed, a context can be made on each by index, and an index past the last is refused by name")
    func eglDevices() throws {
        // Mesa's eglinfo lists one device here, its extensions naming EGL_MESA_device_software.
        let devices = try EGLDevice.all()
        #expect(devices.count >= 1)
        #expect(devices.map(\.index) == Array(0..<devices.count))
        let software = try #require(devices.first { $0.isSoftware }, "\(devices.map(\.extensions))")
        #expect(software.extensions.contains("EGL_MESA_device_software"))
        try withContext(ContextRequest(backend: .eglDevice, eglDevice: software.index)) { gl in
            #expect(gl.backend == .eglDevice)
            #expect(gl.info.renderer.contains("llvmpipe"), "renderer \(gl.info.renderer)")
            #expect(gl.info.backendDetail.hasPrefix("software device \(software.index)"), "\(gl.info.backendDetail)")
            let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(4, 4), colors: [.renderbuffer(.rgba8)]))
            try fbo.clear(color: RGBA(0, 1, 0, 1))
            #expect(try fbo.readImage()[0, 0] == Pixel(0, 255, 0, 255))
            fbo.destroy()
        }
        do {
            _ = try GLContext(ContextRequest(backend: .eglDevice, eglDevice: devices.count))
            Issue.record("device \(devices.count) should not exist")
        } catch let error {
            guard case .noContext(let attempts) = error else { Issue.record("unexpected \(error)"); return }
            #expect(attempts.count == 1 && attempts[0].request == "device \(devices.count)", "\(attempts)")
            #expect(error.description.contains("\(devices.count) device") && error.description.contains("info --devices"), "\(error)")
        }
    }

    @Test("an unknown backend name is an error that lists the valid ones")
    func unknownBackend() throws {
        #expect(throws: ContextError.unknownBackend("vulkan")) { try BackendKind(parsing: "vulkan") }
        #expect(ContextError.unknownBackend("vulkan").description.contains("egl, egl-device, osmesa, auto"))
        #expect(throws: ContextError.self) { try BackendKind.fromEnvironment(["GLSANDBOX_BACKEND": "nope"]) }
        #expect(try BackendKind.fromEnvironment([:]) == .auto)
        #expect(try BackendKind.fromEnvironment(["GLSANDBOX_BACKEND": "OSMesa"]) == .osmesa)
    }

    @Test("when every attempt fails, one error lists each attempt and the driver's answer")
    func everyAttemptFails() {
        let request = ContextRequest(backend: .auto, versions: [.init(9, 9)], debug: true)
        do {
            _ = try GLContext(request)
            Issue.record("a 9.9 context should not exist")
        } catch let error {
            guard case .noContext(let attempts) = error else { Issue.record("unexpected \(error)"); return }
            #expect(attempts.map(\.backend) == [.eglSurfaceless, .eglSurfaceless, .eglDevice, .eglDevice, .osmesa])
            #expect(attempts[0].request == "9.9 core debug")
            #expect(attempts[0].error.contains("EGL_BAD_MATCH"), "\(attempts[0])")
            #expect(error.description.contains("9.9 core"))
        }
    }

    @Test("a debug context is asked for first and kept when granted")
    func debugContext() throws {
        // llvmpipe grants debug contexts (softpipe refuses them: platform-facts.md).
        try withContext(ContextRequest(backend: .eglSurfaceless, debug: true)) { gl in
            #expect(gl.info.contextVersion == "4.5")
            let debug = try gl.isDebugContext()
            #expect(debug, "asked for debug, llvmpipe grants it, so GL_CONTEXT_FLAG_DEBUG_BIT must be set")
        }
        try withContext(ContextRequest(backend: .eglSurfaceless, debug: false)) { gl in
            let debug = try gl.isDebugContext()
            #expect(!debug, "no debug flag was asked for")
        }
    }

    @Test("a context made on another thread works there (it belongs to that thread)")
    func contextOnAnotherThread() async throws {
        let pixel: Pixel? = await withCheckedContinuation { continuation in
            let thread = Thread {
                let result = try? withContext { gl -> Pixel in
                    let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(2, 2), colors: [.renderbuffer(.rgba8)]))
                    defer { fbo.destroy() }
                    try fbo.clear(color: RGBA(0, 1, 0, 1))
                    return try fbo.readImage()[1, 1]
                }
                continuation.resume(returning: result)
            }
            thread.start()
        }
        #expect(pixel == Pixel(0, 255, 0, 255))
    }
}
