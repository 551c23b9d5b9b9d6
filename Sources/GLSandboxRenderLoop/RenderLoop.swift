import Foundation
import GLSandbox

/// A render thread that owns its own headless GL context and renders a scene at a steady rate,
/// a consumer thread that receives the frames, and a thread-safe way to steer both.
///
/// ```swift
/// let loop = RenderLoop(RenderLoop.Configuration(scene: SceneCatalogue.triangle, fps: 60, frameLimit: 120))
/// try loop.start()
/// loop.post(.setClearColor(RGBA(1, 0, 0)))       // from any thread
/// let summary = loop.waitUntilFinished()          // or loop.stop()
/// ```
///
/// The parts, each the Threading Programming Guide's tool for its job:
/// - ``RenderThread``: a thread running a run loop with a timer (frame pacing), a custom input
///   source (posted commands, woken at once) and an observer (loop statistics);
/// - ``Renderer``: an actor whose executor is that thread, holding every GL object;
/// - `CommandQueue`: a lock-protected queue (many producers, one consumer);
/// - ``FrameQueue``: a condition variable between renderer and consumer (back-pressure or mailbox);
/// - `FrameConsumer`: the consumer thread, which writes files in order while a small pool encodes them;
/// - `LoopStatistics`: atomic counters and an atomic stop flag.
///
/// **Lock order.** Two places hold two locks at once: ``post(_:sender:)`` holds `sequenceLock`
/// while it appends to the render thread's work queue (and then, after that lock is released,
/// takes the thread's lifecycle lock to find the source); the render thread, retiring, holds its
/// lifecycle lock while it closes the work queue. So the orders are `sequenceLock` → work-queue
/// lock and `sequenceLock` → lifecycle lock → work-queue lock; nothing takes them the other way
/// round (the work-queue lock is innermost and nothing is taken under it). `FrameQueue`'s
/// condition is never held with any of them: its room handler is called after it is released.
///
/// **Shutdown.** ``stop()`` from any thread: the stop flag is set (atomic, release), the run
/// loop is stopped and woken; the render thread finishes the frame in hand (it only draws a
/// frame when the queue has room, so handing it over never waits), deletes its GL objects and
/// context on its own thread, retires (commands still waiting are dropped and counted) and
/// closes the frame queue; the consumer drains every queued frame, waits for its encoders and
/// exits; both are joined. No frame is lost or written twice. (A frame inside a GL call that
/// takes hours cannot be interrupted: ``abandon(waitingForOutputsUntil:)`` writes what was
/// finished and leaves the render thread to the process's end.) ``stop()`` and
/// ``waitUntilFinished()`` on a loop that never started return at once ("never started").
public final class RenderLoop: Sendable {
    /// What to render and how fast.
    public struct Configuration: Sendable {
        /// What to draw: a scene of the catalogue (`SceneCatalogue.spin`) or a user's shader
        /// (`ShaderScene.scene()`); its renderer and framebuffer are made on the render thread.
        public var scene: Scene
        public var size: Size
        public var samples: Int
        /// Frames per second the timer aims for; 0 renders as fast as possible.
        public var fps: Double
        /// Stop after this many frames; nil runs until stopped.
        public var frameLimit: Int?
        /// Write each frame as `DIR/frame-000001.png`, ... on the consumer thread.
        public var outputDirectory: String?
        /// Back-pressure (recording: no frame dropped) or mailbox (presenting: newest only).
        public var framePolicy: FrameQueue.Policy
        public var contextRequest: ContextRequest
        /// Shader folder; nil locates `shaders/` as `ShaderLibrary.locate(environment:)` does.
        public var shaders: ShaderLibrary?
        /// Who takes the frames: the loop's own consumer thread, or the caller with
        /// ``RenderLoop/pollFrame()`` (a GLUT main thread that presents them, say).
        public var consumer: Consumer
        /// What every frame's renderer is handed: frame `n` (numbered from 1) gets
        /// `inputs.frame(n - 1)`, so `time = (n - 1) / inputs.fps`; mouse, date and `#iUniform`
        /// values as given. The date is fixed unless you set it, so a sequence is the same on every run.
        public var inputs = ShaderInputs(date: .snapshotDefault)
        /// The number of the first frame (frames are numbered from here, and so are the files
        /// `--out` writes): a sequence split across runs keeps the names one whole run gives.
        public var firstFrameNumber: Int = 1
        /// More places every frame goes, in order, on the consumer thread (an animated GIF, a raw stream).
        public var sinks: [any FrameSink] = []
        /// How many of the latest applied commands ``Renderer/appliedCommands()`` keeps (the log
        /// is a window, so a loop that runs for hours stays flat in memory).
        public var commandLogLimit: Int = 1024
        /// How `outputDirectory` frames are compressed (`PNG.Compression.fast` by default: recording
        /// is bound by encoding).
        public var pngCompression: PNG.Compression = .fast
        /// How many frames are PNG-encoded at once, on a pool beside the consumer thread (files are
        /// still written one by one, in order). Defaults to the number of cores.
        public var encoders: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)

        public enum Consumer: Sendable { case thread, caller }

        public init(scene: Scene = SceneCatalogue.triangle, size: Size = Size(600, 480), samples: Int = 0, fps: Double = 60,
                    frameLimit: Int? = nil, outputDirectory: String? = nil,
                    framePolicy: FrameQueue.Policy = .backpressure(capacity: 4),
                    contextRequest: ContextRequest = ContextRequest(), shaders: ShaderLibrary? = nil,
                    consumer: Consumer = .thread) {
            self.scene = scene; self.size = size; self.samples = samples; self.fps = fps
            self.frameLimit = frameLimit; self.outputDirectory = outputDirectory; self.framePolicy = framePolicy
            self.contextRequest = contextRequest; self.shaders = shaders; self.consumer = consumer
        }

        /// Checks the numbers before any thread starts.
        public func validate() throws(RenderLoopError) {
            guard fps >= 0, fps.isFinite, fps <= 10_000 else { throw .invalidConfiguration("fps must be between 0 and 10000 (0 = unpaced), not \(fps)") }
            if let frameLimit, frameLimit < 1 { throw .invalidConfiguration("frames must be at least 1, not \(frameLimit)") }
            guard samples >= 0 else { throw .invalidConfiguration("samples cannot be negative") }
            guard firstFrameNumber >= 1 else { throw .invalidConfiguration("frames are numbered from 1, not \(firstFrameNumber)") }
            guard encoders >= 1 else { throw .invalidConfiguration("encoders must be at least 1, not \(encoders)") }
            guard commandLogLimit >= 1 else { throw .invalidConfiguration("the command log keeps at least 1 entry, not \(commandLogLimit)") }
        }
    }

    public let configuration: Configuration
    /// The frames, in the order rendered, for a consumer (the loop's own consumer thread takes them).
    public let frames: FrameQueue
    /// The GL side, for async calls from other threads.
    public let renderer: Renderer
    private let thread: RenderThread
    private let statistics = LoopStatistics()
    private let consumer: FrameConsumer
    private let tracker: DeliveryTracker
    private let sequenceLock = NSLock()
    nonisolated(unsafe) private var sequences: [Int: Int] = [:]     // guarded by sequenceLock
    private let stateLock = NSLock()
    nonisolated(unsafe) private var stopReason: StopReason?         // guarded by stateLock
    nonisolated(unsafe) private var started = false                 // guarded by stateLock
    nonisolated(unsafe) private var finalSummary: RenderLoopSummary? // guarded by stateLock

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        self.frames = FrameQueue(policy: configuration.framePolicy)
        self.thread = RenderThread()
        self.renderer = Renderer(thread: thread)
        var strict = true
        if case .mailbox = configuration.framePolicy { strict = false }
        self.tracker = DeliveryTracker(strict: strict, statistics: statistics, firstNumber: configuration.firstFrameNumber)
        let relay = StopRelay()
        self.consumer = FrameConsumer(frames: frames, directory: configuration.outputDirectory,
                                      compression: configuration.pngCompression, encoders: configuration.encoders, sinks: configuration.sinks,
                                      statistics: statistics, tracker: tracker,
                                      stopLoop: { relay.loop?.requestStop(reason: .outputError) })
        relay.loop = self
    }

    /// Lets the consumer, made before the loop is whole, stop the loop (set once, in `init`).
    private final class StopRelay: @unchecked Sendable {
        weak var loop: RenderLoop?
    }

    /// Starts the consumer and the render thread, and waits until the render thread has made its
    /// context, scene and framebuffer.
    ///
    /// Throws ``RenderLoopError`` for a configuration that cannot run or a second start; or, unchanged,
    /// the error the render thread's set-up threw (the threads are then stopped): a `ContextError`
    /// (no context), a `ShaderError` (a shader that did not load or compile, with its log), a
    /// `SceneError`, a `FramebufferError`, a `MultipassError`, ... so a caller tells them apart by type.
    public func start() throws {
        try configuration.validate()
        let first = stateLock.withLock {
            defer { started = true }
            return !started
        }
        guard first else { throw RenderLoopError.alreadyStarted }
        if configuration.consumer == .thread { consumer.start() }
        let failure = ResultBox<(any Error)?>()
        let hooks = Renderer.Hooks(configuration: configuration, frames: frames, statistics: statistics,
                                   requestStop: { [weak self] reason in self?.requestStop(reason: reason) })
        let renderer = self.renderer
        let configuration = self.configuration
        let frames = self.frames
        thread.start(setUp: {
            renderer.assumeIsolated { renderer in
                do {
                    try renderer.setUp(configuration, hooks: hooks)
                    failure.set(nil)
                } catch {
                    failure.set(error)
                }
            }
        }, tearDown: {
            renderer.assumeIsolated { $0.tearDown() }
            frames.close()   // after the last frame: the consumer drains what is queued, then exits
        })
        if let error = failure.wait() {
            requestStop(reason: .renderError)
            _ = finish()
            throw error
        }
    }

    /// What became of a posted command.
    public enum PostResult: Sendable, Equatable {
        /// Queued for the render thread: it is applied, unless the loop stops before it gets
        /// there (then it is counted in ``RenderLoopSummary/commandsDropped``).
        case queued
        /// The loop has stopped (its render thread retired): the command was not queued.
        case dropped
    }

    /// Posts a command from any thread, at any moment. Commands from one sender are applied in
    /// the order posted. Posting to a loop that has stopped does nothing and says `.dropped`;
    /// posting before ``start()`` queues the command for when the loop runs.
    @discardableResult
    public func post(_ command: RenderCommand, sender: Int = 0) -> PostResult {
        let renderer = self.renderer
        let statistics = self.statistics
        return sequenceLock.withLock {
            let sequence = sequences[sender, default: 0] + 1
            let envelope = CommandEnvelope(command: command, sender: sender, sequence: sequence, postedAt: .now)
            let queued = thread.postUnlessRetired({ renderer.assumeIsolated { $0.apply(envelope) } },
                                                  onDropped: { statistics.commandDropped() })
            guard queued else { return .dropped }
            sequences[sender] = sequence
            return .queued
        }
    }

    /// Takes the oldest waiting frame, if any, without blocking (with the mailbox policy: the
    /// newest). For a caller that consumes frames itself (``Configuration/consumer`` `.caller`).
    public func pollFrame() -> Frame? {
        guard let frame = frames.poll() else { return nil }
        tracker.received(frame)
        return frame
    }

    /// Takes the oldest frame, waiting for one; nil once the loop has stopped and every frame
    /// was taken. For a caller-side consumer thread.
    public func takeFrame() -> Frame? {
        guard let frame = frames.take() else { return nil }
        tracker.received(frame)
        return frame
    }

    /// Asks the loop to stop (from any thread, a signal handler's queue included); returns at once.
    public func requestStop(reason: StopReason = .stopped) {
        stateLock.withLock { if stopReason == nil { stopReason = reason } }
        thread.requestStop()
        // A caller-side consumer may have stopped taking frames: never let the renderer wait
        // for it. (The loop's own consumer thread drains the queue, so there it stays open.)
        if configuration.consumer == .caller { frames.close() }
    }

    /// Stops the loop and waits for both threads; returns the summary.
    @discardableResult
    public func stop() -> RenderLoopSummary {
        requestStop(reason: .stopped)
        return waitUntilFinished()
    }

    /// Waits until the loop stops by itself (frame limit, stop command, error) or is stopped.
    @discardableResult
    public func waitUntilFinished() -> RenderLoopSummary {
        finish()
    }

    /// As ``waitUntilFinished()``, but returns nil if the render thread is still busy at
    /// `deadline` (a frame that takes hours: GL calls cannot be interrupted).
    public func waitUntilFinished(before deadline: Date) -> RenderLoopSummary? {
        let (done, ran) = stateLock.withLock { (finalSummary, started) }
        if let done { return done }
        guard ran else { return finish() }
        guard thread.join(before: deadline) != nil else { return nil }
        return finish()
    }

    /// Gives up on a render thread that does not come back (it is inside a GL call that will
    /// take hours), for a process that must end now: closes the frame queue, waits (until
    /// `deadline`) for the consumer to write every frame already finished and to finish the
    /// GIF, and returns the summary of what was delivered. The render thread is left as it is:
    /// end the process next (`_exit`: exit handlers would meet the thread still inside GL).
    public func abandon(waitingForOutputsUntil deadline: Date) -> RenderLoopSummary {
        if let done = stateLock.withLock({ finalSummary }) { return done }
        requestStop(reason: .stopped)
        frames.close()
        let written = configuration.consumer == .thread ? consumer.join(before: deadline) : (errors: [], outputError: nil)
        var errors = written?.errors ?? []
        if written == nil { errors.append(.outputsUnfinished) }
        return makeSummary(activity: thread.loopActivity, loopErrors: [], writeErrors: errors, outputError: written?.outputError)
    }

    /// The counts so far (for progress lines); exact after ``waitUntilFinished()``.
    public var framesRendered: Int { statistics.framesRendered }

    private func finish() -> RenderLoopSummary {
        let (done, ran) = stateLock.withLock { (finalSummary, started) }
        if let done { return done }
        // Never started (or start() threw before any thread existed): nothing to wait for.
        guard ran else { return .neverStarted(targetFPS: configuration.fps) }
        let activity = thread.join()
        let written = configuration.consumer == .thread ? consumer.join() : (errors: [], outputError: nil)
        let renderer = self.renderer
        let loopErrors = thread.sync { renderer.assumeIsolated { $0.reportedFaults } }
        let summary = makeSummary(activity: activity, loopErrors: loopErrors, writeErrors: written.errors, outputError: written.outputError)
        stateLock.withLock { finalSummary = summary }
        return summary
    }

    private func makeSummary(activity: RenderThread.LoopActivity, loopErrors: [RenderLoopFault], writeErrors: [RenderLoopFault],
                         outputError: FrameOutputError?) -> RenderLoopSummary {
        let inOrder = tracker.inOrder
        let elapsed = statistics.elapsedSeconds
        let delivered = statistics.framesDelivered
        let summary = RenderLoopSummary(
            framesRendered: statistics.framesRendered, framesDelivered: delivered, framesDropped: frames.droppedCount,
            inOrder: inOrder, elapsedSeconds: elapsed, achievedFPS: elapsed > 0 ? Double(delivered) / elapsed : 0,
            targetFPS: configuration.fps, commandsProcessed: statistics.commandsProcessed,
            commandsDropped: statistics.commandsDropped,
            maxCommandLatencyMs: Double(statistics.maxCommandLatency.components.attoseconds) / 1e15
                + Double(statistics.maxCommandLatency.components.seconds) * 1000,
            producerWaits: frames.producerWaitCount, loopIterations: activity.iterations, loopWakeUps: activity.wakeUps,
            framesWritten: statistics.framesWritten, errors: (loopErrors + writeErrors).map(\.description),
            stopReason: stateLock.withLock { stopReason } ?? .stopped, outputError: outputError, faults: loopErrors + writeErrors)
        return summary
    }
}
