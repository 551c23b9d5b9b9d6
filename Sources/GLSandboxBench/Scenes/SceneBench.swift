import GLSandbox

/// Any ``Scene`` as a bench workload: the scene, drawn as `render` and `loop` draw it (its own
/// target, its own renderer, its own frame rule), plus what a bench frame measures. A user's
/// shader (`glsandbox bench my.frag`) is measured this way: each frame draws it once (a scene
/// with a history, such as a multipass shader, goes on frame after frame) and ends in `glFinish`,
/// or with `readback` in a read of the pixels into memory.
final class SceneBench: BenchScene {
    let target: Framebuffer
    let renderer: any FrameRenderer
    /// Whether frame N needs frames 0 to N-1 (buffers, Cube A): then it goes on frame after frame.
    let hasHistory: Bool
    private var frameNumber = 0
    let inputs: ShaderInputs
    let readback: Bool
    let work: FrameWork
    private var pixels: [UInt8] = []

    init(_ context: GLContext, size: Size, scene: Scene, shaders: ShaderLibrary, inputs: ShaderInputs, readback: Bool) throws {
        target = try Framebuffer(context, spec: scene.target.spec(size: size))   // what render and loop draw it into
        do {
            try target.requireComplete()
            renderer = try scene.makeRenderer(in: context, shaders: shaders)
        } catch {
            target.destroy()
            throw error
        }
        self.inputs = inputs
        self.readback = readback
        self.hasHistory = scene.frames == .history
        work = FrameWork(draws: 1, triangles: 1, pixels: size.pixelCount, readbackBytes: readback ? size.pixelCount * 4 : 0)
    }

    /// The inputs handed in (the shader's own, ``inputs``: `bench --time ...`): one pass draws
    /// the same moment each frame; a scene with a history goes on frame after frame.
    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try renderer.draw(into: target, inputs: hasHistory ? inputs.frame(frameNumber) : inputs)
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
        renderer.destroy()
        target.destroy()
    }
}
