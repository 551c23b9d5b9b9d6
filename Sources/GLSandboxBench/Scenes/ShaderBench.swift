import GLSandbox

/// A user's fragment shader over the whole frame (`glsandbox bench --shader FILE`): each frame
/// draws it once (a multipass shader: every pass, frame after frame) and ends in `glFinish`,
/// or with `readback` in a read of the pixels into memory.
final class ShaderBench: BenchScene {
    let target: Framebuffer
    let shader: ShaderRenderer
    /// Whether frame N needs frames 0 to N-1 (buffers, Cube A): then it goes on frame after frame.
    let hasHistory: Bool
    private var frameNumber = 0
    let inputs: ShaderInputs
    let readback: Bool
    let work: FrameWork
    private var pixels: [UInt8] = []

    init(_ context: GLContext, size: Size, scene: ShaderScene, inputs: ShaderInputs, readback: Bool) throws {
        target = try Framebuffer(context, spec: Scene.Target.color.spec(size: size))   // what render and loop draw a shader into
        do {
            try target.requireComplete()
            shader = try scene.makeRenderer(in: context)
        } catch {
            target.destroy()
            throw error
        }
        self.inputs = inputs
        self.readback = readback
        self.hasHistory = scene.hasHistory
        work = FrameWork(draws: 1, triangles: 1, pixels: size.pixelCount, readbackBytes: readback ? size.pixelCount * 4 : 0)
    }

    /// The inputs handed in (the shader's own, ``inputs``: `bench --time ...`): one pass draws
    /// the same moment each frame; a shader with a history goes on frame after frame.
    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try shader.draw(into: target, inputs: hasHistory ? inputs.frame(frameNumber) : inputs)
        frameNumber += 1
    }

    func finishFrame() throws {
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
