import CBaseline
import Dispatch
import GLSandbox

/// Render (a clear), sync, then `glReadPixels` into memory; the readback alone is timed for
/// `readbackGBps`.
final class ReadbackSyncBench: BenchScene {
    let context: GLContext
    let target: Framebuffer
    let size: Size
    let work: FrameWork
    private var pixels: [UInt8]
    private(set) var lastReadbackNanoseconds: UInt64 = 0
    private var flip = false

    init(_ context: GLContext, size: Size) throws {
        self.context = context
        self.size = size
        target = try Framebuffer(context, spec: .standard(size: size))
        pixels = [UInt8](repeating: 0, count: size.pixelCount * 4)
        work = FrameWork(pixels: size.pixelCount, readbackBytes: size.pixelCount * 4, limit: .memcpy)
    }

    func frame() throws {
        try target.bindForDrawing()
        flip.toggle()
        try target.clear(color: flip ? RGBA(0.2, 0.4, 0.6) : RGBA(0.6, 0.4, 0.2), depth: 1)
        try context.finish()
        let start = DispatchTime.now().uptimeNanoseconds
        try target.readRawPixels(into: &pixels)
        lastReadbackNanoseconds = DispatchTime.now().uptimeNanoseconds - start
    }

    var baseline: (() -> Void)? {
        let (fbo, w, h) = (target.name, Int32(size.width), Int32(size.height))
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: size.pixelCount * 4)
        let holder = BufferHolder(buffer)
        var flip = false   // the same two clear colours, in the same order, as frame()
        return { _ = holder; flip.toggle(); gls_baseline_readback_frame(fbo, w, h, flip ? 1 : 0, buffer) }
    }

    func destroy() { target.destroy() }
}

/// Frees the C baseline's pixel buffer when the closure that uses it goes away.
final class BufferHolder {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
    deinit { pointer.deallocate() }
}

/// Render, then read back through two pixel-buffer objects with fences: frame N starts its
/// read while frame N-1's is mapped.
final class ReadbackPBOBench: BenchScene {
    let context: GLContext
    let target: Framebuffer
    let reader: PixelBufferReader
    let work: FrameWork
    private var pixels: [UInt8] = []
    private(set) var lastReadbackNanoseconds: UInt64 = 0
    private var flip = false

    init(_ context: GLContext, size: Size) throws {
        self.context = context
        target = try Framebuffer(context, spec: .standard(size: size))
        reader = try PixelBufferReader(context, size: size)
        work = FrameWork(pixels: size.pixelCount, readbackBytes: size.pixelCount * 4, limit: .memcpy)
    }

    func frame() throws {
        try target.bindForDrawing()
        flip.toggle()
        try target.clear(color: flip ? RGBA(0.2, 0.4, 0.6) : RGBA(0.6, 0.4, 0.2), depth: 1)
        let start = DispatchTime.now().uptimeNanoseconds
        // Waits on the previous frame's fence: the sync point. The first call has no previous
        // frame and starts its read only, so it ends in glFinish instead.
        if try !reader.read(target, into: &pixels) { try context.finish() }
        lastReadbackNanoseconds = DispatchTime.now().uptimeNanoseconds - start
    }

    func destroy() {
        reader.destroy()
        target.destroy()
    }
}
