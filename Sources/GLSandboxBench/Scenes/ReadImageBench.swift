import Dispatch
import GLSandbox

/// Render (a clear), sync, then ``Framebuffer/readImage(colorAttachment:method:)``: the library's
/// whole readback path (completeness check, a resolve when multisampled, `glReadPixels`, the row
/// flip), as snapshot tests and `render` use it. The read alone is timed for `readbackGBps`.
/// Asked for by name (`--scene readimage`, `--scene readimage-msaa`), not run by default.
final class ReadImageBench: BenchScene {
    let context: GLContext
    let target: Framebuffer
    let work: FrameWork
    private(set) var lastReadbackNanoseconds: UInt64 = 0
    private var flip = false

    /// `samples` 0 reads a single-sample framebuffer; 4 reads a multisampled one (resolved first).
    init(_ context: GLContext, size: Size, samples: Int) throws {
        self.context = context
        target = try Framebuffer(context, spec: .standard(size: size, samples: samples))
        work = FrameWork(pixels: size.pixelCount, readbackBytes: size.pixelCount * 4, limit: .memcpy)
    }

    func frame() throws {
        try target.bindForDrawing()
        flip.toggle()
        try target.clear(color: flip ? RGBA(0.2, 0.4, 0.6) : RGBA(0.6, 0.4, 0.2), depth: 1)
        try context.finish()
        let start = DispatchTime.now().uptimeNanoseconds
        _ = try target.readImage()
        lastReadbackNanoseconds = DispatchTime.now().uptimeNanoseconds - start
    }

    func destroy() { target.destroy() }
}
