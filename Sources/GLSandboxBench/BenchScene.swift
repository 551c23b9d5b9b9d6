import GLSandbox

/// One workload of `glsandbox bench`: a ``FrameRenderer`` like every scene, with what the
/// benchmark needs besides.
///
/// Made on the benchmark's thread in its context. ``frame()`` draws one frame into ``target``
/// and ends with a real sync point (``finishFrame()``: `glFinish`, a fence wait or a read of
/// the pixels), so a timed frame is a rendered frame.
protocol BenchScene: FrameRenderer {
    /// The framebuffer the scene renders into.
    var target: Framebuffer { get }
    /// How much work one frame is, for the rates in the report.
    var work: FrameWork { get }
    /// Waits until the frame drawn is done: the sync point that ends a timed frame.
    func finishFrame() throws
    /// The same frame issued from C (`Sources/CBaseline`), or nil when the scene has none.
    var baseline: (() -> Void)? { get }
    /// Time spent reading pixels back in the last frame, in nanoseconds (readback scenes).
    var lastReadbackNanoseconds: UInt64 { get }
    /// The moment every frame draws (``benchInputs``, or a shader's `--time`, `--mouse` ...).
    var inputs: ShaderInputs { get }
    func destroy()
}

extension BenchScene {
    var baseline: (() -> Void)? { nil }
    var lastReadbackNanoseconds: UInt64 { 0 }
    var inputs: ShaderInputs { benchInputs }

    /// One frame, synchronised: drawn into ``target`` with the scene's ``inputs`` (each bench
    /// frame draws the same moment), then ``finishFrame()``.
    func frame() throws {
        try draw(into: target, inputs: inputs)
        try finishFrame()
    }
}

/// The inputs every bench frame is handed (the scenes that read them draw the same moment each frame).
let benchInputs = ShaderInputs(date: .snapshotDefault)

/// What one frame of a scene does.
struct FrameWork {
    var draws = 0
    var triangles = 0
    /// Pixels written (shaded or cleared).
    var pixels = 0
    /// Bytes read back to memory.
    var readbackBytes = 0
    /// Which measured limit the scene's throughput is set against, if any.
    var limit: Limit?

    enum Limit: String { case memset = "memsetGBps", memcpy = "memcpyGBps" }
}

/// The scenes, in the order they run, and how to make each.
enum BenchCatalogue {
    static let names = ["clear", "fill", "triangles", "drawcalls", "textured", "readback-sync", "readback-pbo", "pipelined", "fbo-churn"]
    /// Scenes run only when asked for with `--scene`.
    static let optionalNames = ["readimage", "readimage-msaa", "instanced", "per-object"]
    /// Scenes with runners of their own (not timed frame by frame by ``make(_:context:size:shaders:)``).
    static let ownRunners = ["pipelined", "fbo-churn"]

    /// Scenes timed frame by frame in the benchmark's own context. (`pipelined` and `fbo-churn`
    /// have runners of their own.)
    static func make(_ name: String, context: GLContext, size: Size, shaders: ShaderLibrary) throws -> (any BenchScene)? {
        switch name {
        case "clear": try ClearBench(context, size: size)
        case "fill": try FillBench(context, size: size, shaders: shaders)
        case "triangles": try TrianglesBench(context, size: size, shaders: shaders)
        case "drawcalls": try DrawCallsBench(context, size: size, shaders: shaders)
        case "textured": try TexturedBench(context, size: size, shaders: shaders)
        case "readback-sync": try ReadbackSyncBench(context, size: size)
        case "readback-pbo": try ReadbackPBOBench(context, size: size)
        case "readimage": try ReadImageBench(context, size: size, samples: 0)
        case "readimage-msaa": try ReadImageBench(context, size: size, samples: 4)
        case "instanced": try InstancingBench(context, size: size, shaders: shaders, instanced: true)
        case "per-object": try InstancingBench(context, size: size, shaders: shaders, instanced: false)
        default: nil
        }
    }
}
