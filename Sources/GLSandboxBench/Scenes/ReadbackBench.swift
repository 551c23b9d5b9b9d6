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
    private var clears = AlternatingClear()

    init(_ context: GLContext, size: Size) throws {
        self.context = context
        self.size = size
        target = try Framebuffer(context, spec: .standard(size: size))
        pixels = [UInt8](repeating: 0, count: size.pixelCount * 4)
        work = FrameWork(pixels: size.pixelCount, readbackBytes: size.pixelCount * 4, limit: .memcpy)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws { try clears.draw(into: target) }

    func finishFrame() throws {
        lastReadbackNanoseconds = try clears.read(target) { try target.readRawPixels(into: &pixels) }
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
    private var clears = AlternatingClear()

    init(_ context: GLContext, size: Size) throws {
        self.context = context
        target = try Framebuffer(context, spec: .standard(size: size))
        reader = try PixelBufferReader(context, size: size)
        work = FrameWork(pixels: size.pixelCount, readbackBytes: size.pixelCount * 4, limit: .memcpy)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws { try clears.draw(into: target) }

    func finishFrame() throws {
        // No wait before the read: it waits on the previous frame's fence, the sync point. The
        // first call has no previous frame and starts its read only, so it ends in glFinish.
        lastReadbackNanoseconds = try clears.read(target, waitForDrawing: false) {
            if try !reader.read(target, into: &pixels) { try context.finish() }
        }
    }

    func destroy() {
        reader.destroy()
        target.destroy()
    }
}

/// One readback frame: a clear to the other of two colours (a new picture every frame), a wait
/// until it is drawn (unless the read is the sync point itself), then `read`, timed alone. The
/// frame of `readback-sync`, `readback-pbo` and `readimage`.
struct AlternatingClear {
    private var flip = false

    /// The drawing: a clear to the other colour.
    mutating func draw(into target: Framebuffer) throws {
        try target.bindForDrawing()
        flip.toggle()
        try target.clear(color: flip ? RGBA(0.2, 0.4, 0.6) : RGBA(0.6, 0.4, 0.2), depth: 1)
    }

    /// The sync point: returns how long `read` took, in nanoseconds.
    func read(_ target: Framebuffer, waitForDrawing: Bool = true, read: () throws -> Void) throws -> UInt64 {
        if waitForDrawing { try target.context.finish() }
        let start = DispatchTime.now().uptimeNanoseconds
        try read()
        return DispatchTime.now().uptimeNanoseconds - start
    }
}
