import Dispatch
import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// `pipelined`: the render loop of `glsandbox loop`, unpaced: a render thread with its own
/// context renders and reads back; a consumer thread takes each frame. Frame times are the
/// intervals between deliveries.
///
/// The run lasts `duration` and at least until ``minimumTimedFrames`` frames have been timed
/// after the warm-up: on a slow or loaded machine (a large size, a busy CI runner) the warm-up
/// alone can outlast a short duration, and a run that timed nothing would report 0 fps.
enum PipelinedRun {
    static let warmUpFrames = 10
    static let minimumTimedFrames = 3

    static func run(size: Size, duration: Double, shaders: ShaderLibrary) throws -> (FrameTimer, cpuSeconds: Double, delivered: Int, inOrder: Bool) {
        let loop = RenderLoop(RenderLoop.Configuration(
            scene: SceneCatalogue.triangle, size: size, fps: 0, framePolicy: .backpressure(capacity: 4),
            contextRequest: try ContextRequest.fromEnvironment(), shaders: shaders, consumer: .caller))
        try loop.start()
        let tally = Tally()
        let consumer = Thread {
            var timer = FrameTimer()
            var last = DispatchTime.now().uptimeNanoseconds
            var warmed = 0
            while loop.takeFrame() != nil {
                let now = DispatchTime.now().uptimeNanoseconds
                if warmed < warmUpFrames { warmed += 1 } else { timer.record(now - last); tally.timed(timer.frames) }
                last = now
            }
            tally.finish(timer)
        }
        consumer.start()
        let cpuStart = processCPUSeconds()
        Thread.sleep(forTimeInterval: duration + 0.05)   // the measuring window itself, not a wait for an event
        tally.waitForTimedFrames(minimumTimedFrames)      // ...and the frames it must hold, however long they take
        let summary = loop.stop()
        let timer = tally.waitForFinish()
        return (timer, processCPUSeconds() - cpuStart, summary.framesDelivered, summary.inOrder)
    }

    /// What the consumer thread tells the benchmark's thread: frames timed so far, and the
    /// timer when it is done (the loop stopped, or ended by a fault).
    final class Tally: @unchecked Sendable {   // every property is guarded by `condition`
        private let condition = NSCondition()
        private var timedFrames = 0
        private var timer: FrameTimer?
        func timed(_ frames: Int) { condition.lock(); timedFrames = frames; condition.broadcast(); condition.unlock() }
        func finish(_ value: FrameTimer) { condition.lock(); timer = value; condition.broadcast(); condition.unlock() }
        func waitForTimedFrames(_ count: Int) {
            condition.lock(); defer { condition.unlock() }
            while timedFrames < count && timer == nil { condition.wait() }
        }
        func waitForFinish() -> FrameTimer {
            condition.lock(); defer { condition.unlock() }
            while timer == nil { condition.wait() }
            return timer!
        }
    }
}

/// `fbo-churn`: make a framebuffer with an RGBA8 and a DEPTH24_STENCIL8 renderbuffer, check it,
/// delete it; `cycles` times. Reports the live-object count after and the growth of the
/// resident set (measured after a warm-up, so allocator pools are already in place).
enum FBOChurnRun {
    static func run(context: GLContext, cycles: Int) throws -> (FrameTimer, cpuSeconds: Double, liveAfter: Int, rssGrowthKB: Int) {
        let spec = FramebufferSpec.standard(size: Size(64, 64))
        func cycle() throws {
            let fbo = try Framebuffer(context, spec: spec)
            guard try fbo.status() == .complete else { throw FramebufferError.incomplete(try fbo.status(), explanation: "fbo-churn") }
            fbo.destroy()
        }
        for _ in 0..<min(1000, max(cycles / 10, 10)) { try cycle() }
        try context.finish()
        let rssBefore = residentKilobytes()
        let cpuStart = processCPUSeconds()
        var timer = FrameTimer()
        for _ in 0..<cycles { try timer.time(cycle) }
        try context.finish()
        let cpu = processCPUSeconds() - cpuStart
        return (timer, cpu, context.liveObjectCount, residentKilobytes() - rssBefore)
    }
}
