import Dispatch
import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// `pipelined`: the render loop of `glsandbox loop`, unpaced: a render thread with its own
/// context renders and reads back; a consumer thread takes each frame. Frame times are the
/// intervals between deliveries.
enum PipelinedRun {
    static func run(size: Size, duration: Double, shaders: ShaderLibrary) throws -> (FrameTimer, cpuSeconds: Double, delivered: Int, inOrder: Bool) {
        let loop = RenderLoop(RenderLoop.Configuration(
            scene: "triangle", size: size, fps: 0, framePolicy: .backpressure(capacity: 4),
            contextRequest: try ContextRequest.fromEnvironment(), shaders: shaders, consumer: .caller))
        try loop.start()
        let timerBox = TimerBox()
        let consumer = Thread {
            var timer = FrameTimer()
            var last = DispatchTime.now().uptimeNanoseconds
            var warmed = 0
            while loop.takeFrame() != nil {
                let now = DispatchTime.now().uptimeNanoseconds
                if warmed < 10 { warmed += 1 } else { timer.record(now - last) }   // the first frames warm up
                last = now
            }
            timerBox.set(timer)
        }
        consumer.start()
        let cpuStart = processCPUSeconds()
        Thread.sleep(forTimeInterval: duration + 0.05)
        let summary = loop.stop()
        let timer = timerBox.wait()
        return (timer, processCPUSeconds() - cpuStart, summary.framesDelivered, summary.inOrder)
    }

    final class TimerBox: @unchecked Sendable {
        private let condition = NSCondition()
        private var timer: FrameTimer?
        func set(_ value: FrameTimer) { condition.lock(); timer = value; condition.broadcast(); condition.unlock() }
        func wait() -> FrameTimer {
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
