import GLSandbox

/// Clear an RGBA8 + depth framebuffer, then `glFinish`: the same work as glmark2's `clear`.
final class ClearBench: BenchScene {
    let target: Framebuffer
    let context: GLContext
    let work: FrameWork
    private var flip = false

    init(_ context: GLContext, size: Size) throws {
        self.context = context
        target = try Framebuffer(context, spec: FramebufferSpec(size: size, colors: [.renderbuffer(.rgba8)],
                                                                 depth: .renderbuffer(.depth_component24)))
        work = FrameWork(pixels: size.pixelCount, limit: .memset)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try target.bindForDrawing()
        flip.toggle()   // alternate colours, so no clear can be skipped as a repeat
        try target.clear(color: flip ? RGBA(0.2, 0.4, 0.6) : RGBA(0.6, 0.4, 0.2), depth: 1)
    }

    func finishFrame() throws { try context.finish() }

    func destroy() { target.destroy() }
}
