import Dispatch
import Foundation
import GLSandbox

/// Runs the benchmark scenes in one context on the calling thread and builds the report.
public struct BenchRunner {
    public struct Options: Sendable {
        public var scenes: [String]
        public var size: Size
        /// Timed seconds per scene (warm-up not included).
        public var duration: Double
        public var churnCycles: Int
        public var shaders: ShaderLibrary?
        /// A scene to measure instead of the bench's own: a user's shader (`ShaderScene.scene()`,
        /// named after the file), drawn as `render` draws it. Its GLSL is its own (no shaders/ folder).
        public var shader: Scene?
        public var shaderInputs: ShaderInputs
        /// With a shader: end each frame in a read of the pixels instead of `glFinish`.
        public var readback: Bool
        /// Extra work added to each timed frame, as a multiple of the frame's own time: each whole
        /// unit draws the frame again, a fraction spins on the CPU for that part of its time (0.3:
        /// every frame takes 30% longer; 1: twice as long, the frame drawn twice). Only for
        /// testing the A/B check (`GLSANDBOX_BENCH_SLOWDOWN`): it makes a build slower by a known amount.
        public var slowdown: Double = 0
        /// The one scene ``slowdown`` applies to; nil: every frame-timed scene.
        public var slowdownScene: String?
        public init(scenes: [String] = BenchRunner.sceneNames, size: Size = Size(600, 480), duration: Double = 2,
                    churnCycles: Int = 100_000, shaders: ShaderLibrary? = nil,
                    shader: Scene? = nil, shaderInputs: ShaderInputs = ShaderInputs(), readback: Bool = false) {
            self.scenes = shader.map { [$0.name] } ?? scenes; self.size = size; self.duration = duration
            self.churnCycles = churnCycles; self.shaders = shaders
            self.shader = shader; self.shaderInputs = shaderInputs; self.readback = readback
        }
    }

    public static let sceneNames = BenchCatalogue.names
    /// The scenes an A/B round runs by default: those timed frame by frame (`pipelined` and
    /// `fbo-churn` have runners of their own, and fbo-churn's 100000 cycles would make a round long).
    /// Whether `bench --pictures` can show the scene: one drawn frame by frame (not `pipelined`
    /// or `fbo-churn`, whose runners draw no one picture).
    public static func hasPicture(_ name: String) -> Bool { !BenchCatalogue.ownRunners.contains(name) }

    public static let abSceneNames = BenchCatalogue.names.filter { !BenchCatalogue.ownRunners.contains($0) }
    /// Scenes that run only when named with `--scene`.
    public static let optionalSceneNames = BenchCatalogue.optionalNames

    /// Why the benchmark could not run.
    public enum BenchError: Error, CustomStringConvertible {
        case unknownScene(String)
        /// ``Options/duration``, the seconds each scene runs, must be above 0 and at most 600.
        case durationOutOfRange(Double)
        /// ``Options/churnCycles``, fbo-churn's create/destroy cycles, must be 1 to 10000000.
        case churnCyclesOutOfRange(Int)
        public var description: String {
            switch self {
            case .unknownScene(let name): "unknown bench scene '\(name)'; scenes: \((BenchCatalogue.names + BenchCatalogue.optionalNames).joined(separator: ", "))"
            case .durationOutOfRange(let seconds): "a scene's duration must be above 0 and at most 600 seconds, not \(seconds)"
            case .churnCyclesOutOfRange(let cycles): "fbo-churn's create/destroy cycles must be 1 to 10000000, not \(cycles)"
            }
        }
    }

    public let options: Options
    public init(_ options: Options) { self.options = options }

    /// Checks names and numbers before anything runs.
    public func validate() throws(BenchError) {
        if options.shader == nil {
            for name in options.scenes where !(BenchCatalogue.names + BenchCatalogue.optionalNames).contains(name) { throw .unknownScene(name) }
        }
        guard options.duration > 0, options.duration <= 600 else { throw .durationOutOfRange(options.duration) }
        guard options.churnCycles >= 1, options.churnCycles <= 10_000_000 else { throw .churnCyclesOutOfRange(options.churnCycles) }
    }

    /// Runs every scene; `progress` gets (index, count, scene name) before each.
    public func run(progress: (Int, Int, String) -> Void = { _, _, _ in }) throws -> BenchReport {
        try validate()
        let context = try GLContext()
        defer { context.close() }
        let size = options.size
        // A short run measures the limits for a shorter time too (0.25 s each at most).
        let limits = MemoryLimits.measure(frameBytes: size.pixelCount * 4, seconds: min(0.25, options.duration))
        var results: [BenchReport.SceneResult] = []
        if let shader = options.shader {
            // A user's shader is the one scene; it needs no shaders/ folder.
            progress(0, 1, shader.name)
            let scene = try SceneBench(context, size: size, scene: shader, shaders: ShaderScene.noLibrary,
                                       inputs: options.shaderInputs, readback: options.readback)
            defer { scene.destroy() }
            results.append(try measure(shader.name, scene, context: context, limits: limits))
            return report(results, context: context, limits: limits)
        }
        let shaders = try options.shaders ?? ShaderLibrary.locate()
        for (index, name) in options.scenes.enumerated() {
            progress(index, options.scenes.count, name)
            switch name {
            case "pipelined":
                let run = try PipelinedRun.run(size: size, duration: options.duration, shaders: shaders)
                var result = makeResult(name, timer: run.0, cpuSeconds: run.cpuSeconds,
                                        work: FrameWork(draws: 1, triangles: 1, pixels: size.pixelCount, readbackBytes: size.pixelCount * 4),
                                        readbackSeconds: nil, limits: limits)
                result.framesDelivered = run.delivered
                result.inOrder = run.inOrder
                results.append(result)
            case "fbo-churn":
                let run = try FBOChurnRun.run(context: context, cycles: options.churnCycles)
                var result = makeResult(name, timer: run.0, cpuSeconds: run.cpuSeconds, work: FrameWork(), readbackSeconds: nil, limits: limits)
                result.cycles = options.churnCycles
                result.liveObjectsAfter = run.liveAfter
                result.rssGrowthKB = run.rssGrowthKB
                results.append(result)
            default:
                guard let scene = try BenchCatalogue.make(name, context: context, size: size, shaders: shaders) else {
                    throw BenchError.unknownScene(name)
                }
                defer { scene.destroy() }
                results.append(try measure(name, scene, context: context, limits: limits))
            }
        }
        return report(results, context: context, limits: limits)
    }

    private func report(_ results: [BenchReport.SceneResult], context: GLContext, limits: BenchReport.Limits) -> BenchReport {
        BenchReport(renderer: context.info.renderer, version: context.info.version, backend: context.info.backend,
                    lpNumThreads: ProcessInfo.processInfo.environment["LP_NUM_THREADS"] ?? "default",
                    size: options.size.description, durationSeconds: options.duration, limits: limits, scenes: results)
    }

    /// Renders one frame of scene `name` and returns the picture (for checking what a scene draws).
    public func snapshot(of name: String) throws -> RGBAImage {
        let context = try GLContext()
        defer { context.close() }
        guard let scene = try BenchCatalogue.make(name, context: context, size: options.size, shaders: try options.shaders ?? ShaderLibrary.locate()) else {
            throw BenchError.unknownScene(name)
        }
        defer { scene.destroy() }
        try scene.frame()
        return try scene.target.readImage()
    }

    /// Warm-up, then timed frames; with a C baseline, Swift and C alternate in slices (A B A B),
    /// so both see the same machine state.
    private func measure(_ name: String, _ scene: any BenchScene, context: GLContext,
                         limits: BenchReport.Limits) throws -> BenchReport.SceneResult {
        let warmUpEnd = DispatchTime.now().uptimeNanoseconds + UInt64(min(0.3, options.duration / 4) * 1e9)
        var warmUps = 0
        while DispatchTime.now().uptimeNanoseconds < warmUpEnd || warmUps < 3 {
            try scene.frame()
            scene.baseline?()
            warmUps += 1
        }
        var swift = FrameTimer(), c = FrameTimer()
        var sliceMedians: [Double] = []
        var sliceFrames: [UInt64] = []
        let slowdown = options.slowdownScene == nil || options.slowdownScene == name ? options.slowdown : 0
        var readbackNanoseconds: UInt64 = 0
        let cpuStart = processCPUSeconds()
        var swiftCPU = 0.0
        let slice: UInt64 = 50_000_000   // 50 ms of each before switching
        // A fixed number of slices, from the duration: as many as fit in it (a Swift and a C
        // slice each, with a baseline), at least one. Counted, not timed to an end, so a loaded
        // machine whose frames overrun a slice still gives every sample (--compare and --ab
        // need them; four 50 ms slices used to come out as three under load).
        let slices = max(1, Int((options.duration * 1e9 / Double(slice * (scene.baseline == nil ? 1 : 2))).rounded()))
        for _ in 0..<slices {
            let sliceEnd = DispatchTime.now().uptimeNanoseconds + slice
            let sliceCPU = processCPUSeconds()
            sliceFrames.removeAll(keepingCapacity: true)
            repeat {
                let frameStart = DispatchTime.now().uptimeNanoseconds
                try swift.time {
                    try scene.frame()
                    if slowdown > 0 {
                        // A testing aid: the frame drawn again once for each whole unit of the
                        // slowdown, then a spin for the fraction left (of the frame's time). Drawn
                        // again, not spun: a busy machine delays a second frame as it delays the
                        // first, where a spin's wall-clock target drifts (a 2x build measured 2.9x
                        // in a loaded run: one preemption during a spin overshoots it).
                        let took = DispatchTime.now().uptimeNanoseconds - frameStart
                        for _ in 0..<Int(slowdown) { try scene.frame() }
                        let fraction = slowdown - slowdown.rounded(.down)
                        if fraction > 0 {
                            let target = DispatchTime.now().uptimeNanoseconds + UInt64(Double(took) * fraction)
                            while DispatchTime.now().uptimeNanoseconds < target {}
                        }
                    }
                }
                sliceFrames.append(DispatchTime.now().uptimeNanoseconds - frameStart)
                readbackNanoseconds += scene.lastReadbackNanoseconds
            } while DispatchTime.now().uptimeNanoseconds < sliceEnd
            sliceMedians.append(ABStatistics.median(sliceFrames.map { Double($0) / 1e6 }) ?? 0)
            swiftCPU += processCPUSeconds() - sliceCPU
            if let baseline = scene.baseline {
                let cEnd = DispatchTime.now().uptimeNanoseconds + slice
                repeat { c.time(baseline) } while DispatchTime.now().uptimeNanoseconds < cEnd
            }
        }
        _ = cpuStart
        var result = makeResult(name, timer: swift, cpuSeconds: swiftCPU, work: scene.work,
                                readbackSeconds: readbackNanoseconds > 0 ? Double(readbackNanoseconds) / 1e9 : nil, limits: limits)
        result.sliceMedianMs = sliceMedians
        if scene.baseline != nil, c.frames > 0 {
            result.cBaselineRatio = swift.medianNanoseconds / c.medianNanoseconds
            result.cFrameMs = c.percentiles
        }
        return result
    }

    private func makeResult(_ name: String, timer: FrameTimer, cpuSeconds: Double, work: FrameWork,
                            readbackSeconds: Double?, limits: BenchReport.Limits) -> BenchReport.SceneResult {
        let frames = timer.frames
        let seconds = max(timer.seconds, 1e-9)
        let fps = Double(frames) / seconds
        let readbackGBps = work.readbackBytes > 0
            ? Double(work.readbackBytes * frames) / ((readbackSeconds ?? seconds) * 1e9)
            : 0
        var efficiency: Double?
        switch work.limit {
        case .memset: efficiency = Double(work.pixels) * 4 * fps / 1e9 / limits.memsetGBps
        case .memcpy: efficiency = readbackGBps / limits.memcpyGBps
        case nil: efficiency = nil
        }
        return BenchReport.SceneResult(
            name: name, frames: frames, fps: fps, frameMs: timer.percentiles,
            cpuMsPerFrame: frames > 0 ? cpuSeconds * 1000 / Double(frames) : 0,
            drawsPerSecond: Double(work.draws) * fps, trianglesPerSecond: Double(work.triangles) * fps,
            pixelsPerSecond: Double(work.pixels) * fps, readbackGBps: readbackGBps,
            efficiency: efficiency, efficiencyAgainst: work.limit?.rawValue)
    }
}
