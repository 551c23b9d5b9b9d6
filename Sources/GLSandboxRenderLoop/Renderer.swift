import Foundation
import GLSandbox

/// The GL side of a render loop: an actor whose executor is the render thread.
///
/// Everything that touches GL (the context, the scene, the framebuffer) is actor-isolated
/// state, so the compiler rejects any access from another thread; and because the actor's
/// executor *is* the render thread, isolated code runs where the context is current. The
/// run loop's timer and input sources, which already run on that thread, enter the actor
/// with `assumeIsolated` (checked by ``RenderThread/checkIsolated()``).
///
/// From other threads, use the async methods (`await renderer.renderFrame()`), or post
/// commands through ``RenderLoop``.
public actor Renderer {
    private nonisolated let thread: RenderThread
    public nonisolated var unownedExecutor: UnownedSerialExecutor { thread.asUnownedSerialExecutor() }

    /// The GL objects, made in ``setUp(_:hooks:)`` and deleted in ``tearDown()``.
    private var gl: GLState?
    private var frameNumber = 0
    private var clearColor: RGBA?
    /// The attachments the current scene draws into (its ``Scene/target``).
    private var target: Scene.Target = .colorAndDepthStencil
    /// The most recent commands applied (at most ``RenderLoop/Configuration/commandLogLimit``),
    /// oldest first; a long run keeps a window, not a history.
    private(set) var applied = BoundedLog<AppliedCommand>(limit: 1024)
    /// The first faults met (at most ``errorLimit``), then a count of the rest.
    private(set) var errors: [RenderLoopFault] = []
    private var errorsNotKept = 0
    static let errorLimit = 100
    /// A frame was due while the frame queue was full: render it when the consumer makes room.
    private var waitingForRoom = false
    /// Paused by a command: no frames until resumed.
    private var paused = false
    private var timer: RunLoopTimer?
    private var frameSource: RunLoopInputSource?
    private var hooks: Hooks?
    /// Snapshot files are encoded and written off the render thread, which only draws and reads back.
    private nonisolated let snapshotWriter = SnapshotWriter()

    /// What the renderer reports to its loop.
    struct Hooks: Sendable {
        var configuration: RenderLoop.Configuration
        var frames: FrameQueue
        var statistics: LoopStatistics
        var requestStop: @Sendable (StopReason) -> Void
    }

    private final class GLState {
        let context: GLContext
        var sceneRenderer: any FrameRenderer
        var framebuffer: Framebuffer
        let shaders: ShaderLibrary
        init(context: GLContext, sceneRenderer: any FrameRenderer, framebuffer: Framebuffer, shaders: ShaderLibrary) {
            self.context = context; self.sceneRenderer = sceneRenderer
            self.framebuffer = framebuffer; self.shaders = shaders
        }
    }

    public init(thread: RenderThread) {
        self.thread = thread
    }

    /// Makes the context, scene and framebuffer on the render thread and starts the frame timer
    /// (or, unpaced, the frame source). Throws what the library throws.
    func setUp(_ configuration: RenderLoop.Configuration, hooks: Hooks) throws {
        self.hooks = hooks
        applied = BoundedLog(limit: configuration.commandLogLimit)
        let thread = self.thread
        hooks.frames.onRoom { [weak self] in
            guard let renderer = self else { return }
            thread.postUnlessRetired { renderer.assumeIsolated { $0.roomAvailable() } }
        }
        let context = try GLContext(configuration.contextRequest)
        let shaders = try configuration.shaders ?? ShaderLibrary.locate()
        let scene = configuration.scene
        frameNumber = configuration.firstFrameNumber - 1
        target = scene.target
        let framebuffer = try Framebuffer(context, spec: scene.target.spec(size: configuration.size, samples: configuration.samples))
        let sceneRenderer: any FrameRenderer
        do {
            try framebuffer.requireComplete()
            sceneRenderer = try scene.makeRenderer(in: context, shaders: shaders)
        } catch {
            framebuffer.destroy()
            throw error
        }
        gl = GLState(context: context, sceneRenderer: sceneRenderer, framebuffer: framebuffer, shaders: shaders)

        schedule(fps: configuration.fps)
    }

    /// Starts pacing frames at `fps` (0: as fast as possible), replacing any earlier pacing.
    ///
    /// A timer paces frames (Threading Programming Guide, "Configuring Timer Sources");
    /// unpaced, an input source that each frame signals again keeps the loop turning while
    /// still letting commands in between frames.
    private func schedule(fps: Double) {
        timer?.invalidate()
        timer = nil
        frameSource?.invalidate()
        frameSource = nil
        if fps > 0 {
            timer = RunLoopTimer(interval: 1 / fps) { [unowned self] in
                self.assumeIsolated { $0.tick() }
            }
            tick()   // the first frame now, not one interval later
        } else {
            let source = RunLoopInputSource(order: 1) { [unowned self] in
                self.assumeIsolated { $0.tick() }
            }
            frameSource = source
            source.signal()
        }
    }

    /// Renders one frame and hands it to the frame queue. When the queue is full it renders
    /// nothing and returns to the run loop (the executor never blocks): the consumer's next take
    /// calls ``roomAvailable()``, which renders the frame that was due.
    func tick() {
        guard let gl, let hooks, !thread.isStopRequested, !paused else { return }
        let statistics = hooks.statistics
        if let limit = hooks.configuration.frameLimit, statistics.framesRendered >= limit { return }
        guard hooks.frames.claimRoom() else {
            waitingForRoom = true
            return
        }
        frameNumber += 1
        statistics.frameStarted()
        do {
            let image = try drawCurrentFrame(gl)
            statistics.frameRendered()
            hooks.frames.put(Frame(number: frameNumber, image: image))
        } catch {
            record(.frameFailed(frame: frameNumber, error))
            hooks.requestStop(.renderError)
            return
        }
        if let limit = hooks.configuration.frameLimit, statistics.framesRendered >= limit {
            hooks.requestStop(.framesDone)
        } else {
            frameSource?.signal()
        }
    }

    /// The consumer took a frame after ``tick()`` found the queue full: render the frame that was due.
    func roomAvailable() {
        guard waitingForRoom else { return }
        waitingForRoom = false
        tick()
    }

    /// Keeps an error for the summary: the first ``errorLimit``, then only a count.
    private func record(_ error: RenderLoopFault) {
        if errors.count < Self.errorLimit {
            errors.append(error)
        } else {
            errorsNotKept += 1
        }
    }

    /// The faults for the summary, the count of those not kept last.
    var reportedFaults: [RenderLoopFault] {
        errorsNotKept == 0 ? errors : errors + [.othersNotKept(errorsNotKept)]
    }

    /// The faults in words.
    var reportedErrors: [String] { reportedFaults.map(\.description) }

    /// Draws the scene as it stands (scene, size, clear colour) and reads it back.
    private func drawCurrentFrame(_ gl: GLState) throws -> RGBAImage {
        var inputs = (hooks?.configuration.inputs ?? ShaderInputs(date: .snapshotDefault)).frame(frameNumber - 1)
        inputs.background = clearColor   // the clear scene's colour, when a command set one
        return try gl.sceneRenderer.renderImage(into: gl.framebuffer, inputs: inputs)
    }

    /// Applies one command between frames.
    func apply(_ envelope: CommandEnvelope) {
        let latency = ContinuousClock.now - envelope.postedAt
        applied.append(AppliedCommand(command: envelope.command, sender: envelope.sender, sequence: envelope.sequence, latency: latency))
        hooks?.statistics.commandApplied(latency: latency)
        switch envelope.command {
        case .setClearColor(let color):
            clearColor = color
        case .resize(let size):
            guard let gl else { return }
            do {
                let resized = try Framebuffer(gl.context, spec: target.spec(size: size, samples: hooks?.configuration.samples ?? 0))
                gl.framebuffer.destroy()
                gl.framebuffer = resized
            } catch {
                record(.resizeFailed(size, error))
            }
        case .loadScene(let name):
            guard let gl else { return }
            do {
                let scene = try SceneCatalogue.scene(named: name)
                if scene.target != target {   // the new scene draws into other attachments
                    let remade = try Framebuffer(gl.context, spec: scene.target.spec(size: gl.framebuffer.drawableSize, samples: hooks?.configuration.samples ?? 0))
                    gl.framebuffer.destroy()
                    gl.framebuffer = remade
                    target = scene.target
                }
                let renderer = try scene.makeRenderer(in: gl.context, shaders: gl.shaders)
                gl.sceneRenderer.destroy()
                gl.sceneRenderer = renderer
            } catch {
                record(.sceneNotLoaded(name, error))
            }
        case .snapshot(let path):
            // Drawn now, so it shows the state the commands before it left; written elsewhere.
            guard let gl else { return }
            do { snapshotWriter.write(try drawCurrentFrame(gl), to: path) } catch { record(.snapshotFailed(path: path, error)) }
        case .setFPS(let fps):
            guard gl != nil else { return }
            guard fps >= 0, fps.isFinite, fps <= 10_000 else { record(.frameRateOutOfRange(fps)); return }
            schedule(fps: fps)
        case .pause:
            paused = true
        case .resume:
            guard paused else { return }
            paused = false
            frameSource?.signal()   // unpaced: start turning again (a timer just fires again)
        case .ping:
            break
        case .stop:
            hooks?.requestStop(.stopped)
        }
    }

    /// Stops the timer and deletes every GL object, then the context, on the render thread.
    func tearDown() {
        snapshotWriter.finish().forEach(record)   // every snapshot asked for is on disk before the loop says it stopped
        timer?.invalidate()
        timer = nil
        frameSource?.invalidate()
        frameSource = nil
        if let gl {
            gl.sceneRenderer.destroy()
            gl.framebuffer.destroy()
            if gl.context.liveObjectCount != 0 { record(.objectsLeftAtTeardown("\(gl.context.liveObjects)")) }
            gl.context.close()
            GLContext.releaseThreadState()   // this thread ends next: EGL's per-thread state goes with it, not at exit
        }
        gl = nil
    }

    // MARK: The async API, for callers on other threads

    /// Renders one frame now and returns it (independent of the timer; not queued).
    public func renderFrame() throws -> RGBAImage {
        guard let gl else { throw RenderLoopError.notRunning }
        return try drawCurrentFrame(gl)
    }

    /// The driver the loop renders with.
    public func driverInfo() throws -> DriverInfo {
        guard let gl else { throw RenderLoopError.notRunning }
        return gl.context.info
    }

    /// The most recent commands applied (at most ``RenderLoop/Configuration/commandLogLimit``),
    /// in the order applied. ``RenderLoopSummary/commandsProcessed`` counts them all.
    public func appliedCommands() -> [AppliedCommand] { applied.elements }

    /// The render thread's run-loop counts so far, read on that thread (so exact): how often
    /// it slept and woke. For tests that tell a loop woken by a post from one that polls.
    func loopActivity() -> RenderThread.LoopActivity { thread.loopActivity }
}

/// Why a render loop call could not be served.
public enum RenderLoopError: Error, Sendable, Equatable, CustomStringConvertible {
    case notRunning
    case alreadyStarted
    case invalidConfiguration(String)

    public var description: String {
        switch self {
        case .notRunning: "the render loop is not running (it has not started, or it has stopped)"
        case .alreadyStarted: "this render loop was started already; a RenderLoop runs once, make a new one"
        case .invalidConfiguration(let reason): "invalid render loop configuration: \(reason)"
        }
    }
}

/// Writes snapshot PNGs on a serial queue of its own, so PNG encoding (about 10 ms at 600x480)
/// never stalls the render thread. ``finish()`` waits for every write and returns the errors.
final class SnapshotWriter: @unchecked Sendable {
    private let queue = DispatchQueue(label: "glsandbox.snapshots")
    private let lock = NSLock()
    private var failures: [RenderLoopFault] = []   // guarded by lock

    func write(_ image: RGBAImage, to path: String) {
        queue.async { [self] in
            do { try image.writePNG(to: path) } catch {
                lock.withLock { failures.append(.snapshotFailed(path: path, error)) }
            }
        }
    }

    func finish() -> [RenderLoopFault] {
        queue.sync {}
        return lock.withLock {
            defer { failures.removeAll() }
            return failures
        }
    }
}
