import Foundation
import GLSandbox
import GLSandboxRenderLoop
import Testing

/// A small, fast configuration for tests.
private func configuration(scene: String = "triangle", fps: Double = 0, frames: Int? = nil,
                           out: String? = nil, policy: FrameQueue.Policy = .backpressure(capacity: 4)) -> RenderLoop.Configuration {
    RenderLoop.Configuration(scene: scene, size: Size(64, 48), fps: fps, frameLimit: frames, outputDirectory: out,
                             framePolicy: policy, contextRequest: ContextRequest(backend: .eglSurfaceless), shaders: shaders)
}

@Suite("RenderLoop", .serialized)
struct RenderLoopTests {
    @Test("pacing: 120 frames at 60 fps take about 2 seconds, all delivered in order")
    func pacing() throws {
        let loop = RenderLoop(configuration(fps: 60, frames: 120))
        try loop.start()
        let summary = loop.waitUntilFinished()
        #expect(summary.framesRendered == 120)
        #expect(summary.framesDelivered == 120)
        #expect(summary.framesDropped == 0)
        #expect(summary.inOrder)
        #expect(summary.stopReason == "frames")
        // 119 timer intervals of 1/60 s: paced, not as fast as possible (generous above: CI and TSan).
        #expect(summary.elapsedSeconds > 1.9 && summary.elapsedSeconds < 6, "elapsed \(summary.elapsedSeconds)")
        #expect(summary.errors.isEmpty, "\(summary.errors)")
    }

    @Test("commands from 4 threads at once are all applied, in order per sender")
    func commandsFromFourThreads() async throws {
        let loop = RenderLoop(configuration(fps: 120))
        try loop.start()
        let perSender = 250
        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for i in 0..<perSender {
                loop.post(i % 2 == 0 ? .ping : .setClearColor(RGBA(Float(sender) / 4, 0, 0)), sender: sender)
            }
        }
        loop.post(.ping, sender: 99)
        // Wait until the last command arrives, then stop.
        let deadline = Date().addingTimeInterval(20)
        while try await loop.renderer.appliedCommands().count < 4 * perSender + 1 && Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let applied = await loop.renderer.appliedCommands()
        let summary = loop.stop()
        #expect(applied.count == 4 * perSender + 1)
        #expect(summary.commandsProcessed == 4 * perSender + 1)
        for sender in 0..<4 {
            let sequences = applied.filter { $0.sender == sender }.map(\.sequence)
            #expect(sequences == Array(1...perSender), "sender \(sender) out of order")
        }
    }

    @Test("a command wakes a sleeping loop at once, not at the next timer tick")
    func wakeUpLatency() throws {
        let loop = RenderLoop(configuration(fps: 0.5))   // the timer sleeps 2 s between frames
        try loop.start()
        Thread.sleep(forTimeInterval: 0.3)               // the loop is asleep now
        for _ in 0..<5 {
            loop.post(.ping)
            Thread.sleep(forTimeInterval: 0.05)
        }
        let summary = loop.stop()
        #expect(summary.commandsProcessed == 5)
        // Waiting for the timer would take up to 2000 ms; a woken loop answers in well under a frame.
        #expect(summary.maxCommandLatencyMs < 250, "latency \(summary.maxCommandLatencyMs) ms")
        #expect(summary.loopWakeUps >= 5)
    }

    @Test("1000 start/stop cycles: every thread joins, no frame lost, no object left")
    func startStopCycles() throws {
        for cycle in 0..<1000 {
            let loop = RenderLoop(configuration(scene: "clear", fps: 0))
            try loop.start()
            let summary = loop.stop()
            #expect(summary.framesDelivered == summary.framesRendered, "cycle \(cycle)")
            #expect(summary.inOrder)
            #expect(summary.errors.isEmpty, "cycle \(cycle): \(summary.errors)")
            if !summary.errors.isEmpty { break }
        }
    }

    @Test("stop while the consumer is blocked waiting for a frame")
    func stopWhileConsumerWaits() throws {
        let loop = RenderLoop(configuration(fps: 0.2, frames: 100))   // one frame, then 5 s of nothing
        try loop.start()
        Thread.sleep(forTimeInterval: 0.2)
        let started = Date()
        let summary = loop.stop()
        #expect(Date().timeIntervalSince(started) < 1.0)
        #expect(summary.framesRendered == 1)
        #expect(summary.framesDelivered == 1)
        #expect(summary.stopReason == "stop")
    }

    @Test("recorded frames reach disk in order, none lost or written twice, all whole PNGs")
    func recording() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = RenderLoop(configuration(fps: 0, frames: 40, out: folder.path))
        try loop.start()
        let summary = loop.waitUntilFinished()
        #expect(summary.framesRendered == 40)
        #expect(summary.framesDelivered == 40)
        #expect(summary.framesWritten == 40)
        #expect(summary.inOrder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == (1...40).map { String(format: "frame-%06d.png", $0) })
        for file in files {
            let image = try RGBAImage(pngFile: folder.appendingPathComponent(file).path)
            #expect(image.size == Size(64, 48))
        }
    }

    @Test("mailbox: only the newest frame waits; the replaced ones are counted as dropped")
    func mailbox() {
        let queue = FrameQueue(policy: .mailbox)
        let image = RGBAImage(size: Size(1, 1))
        for number in 1...5 { #expect(queue.put(Frame(number: number, image: image))) }
        #expect(queue.droppedCount == 4)
        #expect(queue.poll()?.number == 5)
        #expect(queue.poll() == nil)
    }

    @Test("back-pressure: a full queue makes the producer wait until the consumer takes")
    func backpressure() async {
        let queue = FrameQueue(policy: .backpressure(capacity: 2))
        let image = RGBAImage(size: Size(1, 1))
        queue.put(Frame(number: 1, image: image))
        queue.put(Frame(number: 2, image: image))
        let producer = Task.detached { queue.put(Frame(number: 3, image: image)) }   // waits: full
        try? await Task.sleep(for: .milliseconds(100))
        #expect(queue.producerWaitCount == 1)
        #expect(queue.take()?.number == 1)
        #expect(await producer.value)
        #expect(queue.take()?.number == 2)
        #expect(queue.take()?.number == 3)
    }

    @Test("closing wakes a blocked consumer (nil) and a blocked producer (false); queued frames still come out")
    func closeWakesWaiters() async {
        let empty = FrameQueue(policy: .backpressure(capacity: 1))
        let consumer = Task.detached { empty.take()?.number }
        try? await Task.sleep(for: .milliseconds(50))
        empty.close()
        #expect(await consumer.value == nil)

        let full = FrameQueue(policy: .backpressure(capacity: 1))
        let image = RGBAImage(size: Size(1, 1))
        full.put(Frame(number: 1, image: image))
        let producer = Task.detached { full.put(Frame(number: 2, image: image)) }
        try? await Task.sleep(for: .milliseconds(50))
        full.close()
        #expect(await producer.value == false)
        #expect(full.take()?.number == 1)
        #expect(full.take() == nil)
    }

    @Test("the actor API: a frame rendered on the render thread, awaited from here")
    func actorAPI() async throws {
        let loop = RenderLoop(configuration(scene: "clear", fps: 1))
        try loop.start()
        let image = try await loop.renderer.renderFrame()
        let info = try await loop.renderer.driverInfo()
        loop.stop()
        #expect(image.distinctPixels() == [Pixel(51, 102, 153)])
        #expect(info.renderer.contains("llvmpipe"))
        // After stop the GL state is gone, and the actor says so instead of hanging.
        await #expect(throws: RenderLoopError.notRunning) { try await loop.renderer.renderFrame() }
    }

    @Test("commands change what is rendered: clear colour, scene, size, snapshot")
    func commandsTakeEffect() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = RenderLoop(configuration(scene: "clear", fps: 30))
        try loop.start()
        loop.post(.setClearColor(RGBA(1, 0, 0)))
        loop.post(.snapshot(path: folder.appendingPathComponent("red.png").path))
        loop.post(.resize(Size(32, 16)))
        loop.post(.loadScene("triangle"))
        loop.post(.snapshot(path: folder.appendingPathComponent("triangle.png").path))
        loop.post(.loadScene("no-such-scene"))
        Thread.sleep(forTimeInterval: 0.5)
        let summary = loop.stop()
        let red = try RGBAImage(pngFile: folder.appendingPathComponent("red.png").path)
        #expect(red.distinctPixels() == [Pixel(255, 0, 0)])
        let triangle = try RGBAImage(pngFile: folder.appendingPathComponent("triangle.png").path)
        #expect(triangle.size == Size(32, 16))
        #expect(triangle.distinctPixels().count > 3)
        #expect(summary.errors.count == 1)
        #expect(summary.errors.first?.contains("no-such-scene") == true)
    }

    @Test("misuse is an error, not a trap: a second start, a zero-capacity queue")
    func misuse() throws {
        let loop = RenderLoop(configuration(scene: "clear", fps: 0))
        try loop.start()
        #expect(throws: RenderLoopError.alreadyStarted) { try loop.start() }
        loop.stop()
        #expect(FrameQueue(policy: .backpressure(capacity: 0)).policy == .backpressure(capacity: 1))
    }

    @Test("a loop that cannot start says why and leaves no thread behind")
    func startFailure() throws {
        var bad = configuration(scene: "triangle")
        bad.shaders = ShaderLibrary(folder: URL(fileURLWithPath: "/nonexistent"))
        let loop = RenderLoop(bad)
        #expect(throws: RenderLoop.StartError.self) { try loop.start() }
        #expect(throws: RenderLoopError.self) { try RenderLoop(configuration(fps: -1)).start() }
    }
}
