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
    private var clears = AlternatingClear()

    /// `samples` 0 reads a single-sample framebuffer; 4 reads a multisampled one (resolved first).
    init(_ context: GLContext, size: Size, samples: Int) throws {
        self.context = context
        target = try Framebuffer(context, spec: .standard(size: size, samples: samples))
        work = FrameWork(pixels: size.pixelCount, readbackBytes: size.pixelCount * 4, limit: .memcpy)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws { try clears.draw(into: target) }

    func finishFrame() throws {
        lastReadbackNanoseconds = try clears.read(target) { _ = try target.readImage() }
    }

    func destroy() { target.destroy() }
}
