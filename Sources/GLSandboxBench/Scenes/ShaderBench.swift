import GLSandbox

/// A user's fragment shader over the whole frame (`glsandbox bench --shader FILE`): each frame
/// draws it once and ends in `glFinish`, or with `readback` in a read of the pixels into memory.
final class ShaderBench: BenchScene {
    let target: Framebuffer
    let shader: FragmentShader
    let inputs: ShaderInputs
    let readback: Bool
    let work: FrameWork
    private var pixels: [UInt8] = []

    init(_ context: GLContext, size: Size, scene: ShaderScene, inputs: ShaderInputs, readback: Bool) throws {
        target = try Framebuffer(context, spec: FramebufferSpec(size: size, colors: [.renderbuffer(.rgba8)]))
        do {
            try target.requireComplete()
            shader = try scene.makeShader(in: context)
        } catch {
            target.destroy()
            throw error
        }
        self.inputs = inputs
        self.readback = readback
        work = FrameWork(draws: 1, triangles: 1, pixels: size.pixelCount, readbackBytes: readback ? size.pixelCount * 4 : 0)
    }

    func frame() throws {
        try shader.draw(into: target, inputs: inputs)
        if readback {
            try target.readRawPixels(into: &pixels)   // glReadPixels waits for the frame: the sync point
        } else {
            try target.context.finish()
        }
    }

    func destroy() {
        shader.destroy()
        target.destroy()
    }
}
