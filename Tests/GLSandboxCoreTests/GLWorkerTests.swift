import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Rendering from async tests: a ``GLWorker`` keeps its context on its own thread, however the
/// awaiting task hops between threads (issue 12, item 5).
@Suite("GLWorker")
struct GLWorkerTests {
    /// The same picture made the synchronous way, in a context of the test's own.
    static func reference() throws -> RGBAImage {
        try withContext { gl in try SceneCatalogue.triangle.renderImage(in: gl, size: Size(64, 48), shaders: shaders) }
    }

    /// Suspends for real: resumes from a global-queue thread, so the task continues elsewhere.
    static func hop() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async { done.resume() }
        }
    }

    @Test("an async test renders across real suspension points, again and again", arguments: 0..<5)
    func rendersAcrossAwaits(round: Int) async throws {
        let expected = try Self.reference()
        let worker = GLWorker(ContextRequest(backend: .eglSurfaceless))
        var threads = Set<String>()
        for frame in 0..<6 {
            let (image, onWorker, thread) = try await worker.run { gl in
                let image = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(64, 48), shaders: shaders)
                return (image, gl.isOwningThread, "\(pthread_self())")
            }
            #expect(image == expected, "round \(round) frame \(frame)")
            #expect(onWorker)
            threads.insert(thread)
            await Task.yield()
            await Self.hop()
        }
        #expect(threads.count == 1, "every body ran on the worker's one thread: \(threads)")
        #expect(!worker.isOnWorkerThread)
        let leaks = try await worker.run { gl in (gl.liveObjectCount, gl.undestroyedObjectCount) }
        #expect(leaks == (0, 0))
        await worker.close()
    }

    @Test("many tasks at once are served one at a time on the worker's thread")
    func concurrentCallers() async throws {
        let expected = try Self.reference()
        let worker = GLWorker(ContextRequest(backend: .eglSurfaceless))
        let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    await Self.hop()
                    return try await worker.run { gl in
                        try SceneCatalogue.triangle.renderImage(in: gl, size: Size(64, 48), shaders: shaders)
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(images.count == 8)
        #expect(images.allSatisfy { $0 == expected })
        await worker.close()
    }

    @Test("GL objects kept between calls stay in the worker; the body's errors come back typed")
    func objectsAndErrors() async throws {
        let worker = GLWorker(ContextRequest(backend: .eglSurfaceless))
        let pixel = try await worker.run { gl in
            let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: Size(2, 2), colors: [.renderbuffer(.rgba8)]))
            defer { fbo.destroy() }
            try fbo.clear(color: RGBA(0, 1, 0, 1))
            return try fbo.readImage()[1, 1]
        }
        #expect(pixel == Pixel(0, 255, 0, 255))
        await #expect(throws: FramebufferError.self) {
            try await worker.run { gl in
                _ = try Framebuffer(gl, spec: FramebufferSpec(size: Size(20000, 2), colors: [.renderbuffer(.rgba8)]))
            }
        }
        await worker.close()
        await #expect(throws: GLWorkerError.closed) { try await worker.run { _ in 1 } }
    }

    @Test("a worker whose context cannot be made says why, on every call")
    func contextFailure() async {
        let worker = GLWorker(ContextRequest(backend: .eglSurfaceless, versions: [.init(9, 9)]))
        for _ in 0..<2 {
            do {
                _ = try await worker.run { _ in 1 }
                Issue.record("a 9.9 context should not exist")
            } catch let error as GLWorkerError {
                guard case .context(.noContext(let attempts)) = error else { Issue.record("unexpected \(error)"); continue }
                #expect(attempts.first?.error.contains("EGL_BAD_MATCH") == true, "\(attempts)")
            } catch {
                Issue.record("untyped \(error)")
            }
        }
    }

    @Test("a context used on a thread that does not own it throws wrongThread instead of trapping")
    func wrongThreadIsAnError() throws {
        let gl = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { gl.close() }
        // Hand the context to another thread on purpose (what a resumed task does by accident).
        nonisolated(unsafe) let stolen = gl
        nonisolated(unsafe) var thrown: (any Error)?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { _ = try Framebuffer(stolen) } catch { thrown = error }
            do { try stolen.finish() } catch { if thrown == nil { thrown = error } }
            done.signal()
        }
        thread.start()
        done.wait()
        guard case .context(.wrongThread(let function))? = thrown as? FramebufferError else {
            Issue.record("expected FramebufferError.context(.wrongThread), got \(String(describing: thrown))"); return
        }
        #expect(function.contains("init"))
        #expect(ContextError.wrongThread(function: "f").description.contains("GLWorker"))
        #expect(gl.liveObjectCount == 0)
    }
}
