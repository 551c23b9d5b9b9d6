/// A user's shader compiled in a context: its passes (one, or buffers then Image) and their
/// buffers, drawing frames in order. What ``ShaderScene/makeRenderer(in:)`` makes for every
/// command, for a single file as for a multipass shader.
///
/// Each buffer is a pair of framebuffers with an RGBA32F texture each: a pass reads the *front*
/// textures and writes its own *back* one, and the pair swaps right after the pass. So a pass
/// that reads a buffer that already ran this frame sees this frame's picture, and one that reads
/// itself or a later buffer sees the previous frame's: Shadertoy's rules, by construction.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
public final class ShaderRenderer {
    public let context: GLContext
    public private(set) var shader: MultipassShader
    private var programs: [FragmentShader]
    /// The textures of the channels that read files (pictures, cubemaps, volumes, music, video), per pass and channel.
    private var images: [[(any ChannelTexture)?]]
    private var samplers: [Texture2D.TextureSampling: Sampler] = [:]
    private var buffers: [MultipassShader.Buffer: PingPong] = [:]
    /// The keyboard texture, when a pass reads the keyboard; it shows each frame's `inputs.keys`.
    private var keyboard: KeyboardTexture?
    /// Cube A's two cubemaps (front: read, back: drawn), ping-pong as the buffers.
    private var cube: (front: CubeRenderTarget, back: CubeRenderTarget)?
    /// The next frame the buffers are ready for (the history holds frames 0 to nextFrame - 1).
    public private(set) var nextFrame = 0
    /// Keep the alpha the shader writes in pictures read back; false makes them opaque, as
    /// Shadertoy shows them (``finishImage(_:)``).
    public var keepsAlpha = false

    /// Two framebuffers of one RGBA32F (or RGBA8: ``MultipassShader/eightBitBuffers``) texture each.
    final class PingPong {
        var front: Framebuffer
        var back: Framebuffer
        init(_ context: GLContext, size: Size, format: InternalFormat = .rgba32f) throws {
            front = try Framebuffer(context, spec: FramebufferSpec(size: size, colors: [.texture(format)]))
            do { back = try Framebuffer(context, spec: FramebufferSpec(size: size, colors: [.texture(format)])) } catch {
                front.destroy()
                throw error
            }
            try front.clear(color: RGBA(0, 0, 0, 0))
            try back.clear(color: RGBA(0, 0, 0, 0))
        }
        var size: Size { front.drawableSize }
        func texture(_ framebuffer: Framebuffer) -> Texture2D {
            guard case .texture(let texture) = framebuffer.attachments[.color(0)] else { preconditionFailure("a buffer is a texture") }
            return texture
        }
        func swap() { (front, back) = (back, front) }
        func destroy() { front.destroy(); back.destroy() }
    }

    /// Compiles every pass and uploads the image inputs; buffers are made at the first frame's size.
    public init(_ context: GLContext, shader: MultipassShader) throws {
        self.context = context
        self.shader = shader
        (programs, images) = try Self.build(shader, in: context)
        do { try makeKeyboard(for: shader) } catch {
            destroy()
            throw error
        }
    }

    /// Whether a pass reads the keyboard (so the window's keys belong to the shader).
    public var readsKeyboard: Bool { keyboard != nil }

    private func makeKeyboard(for shader: MultipassShader) throws {
        if shader.readsKeyboard && keyboard == nil { keyboard = try KeyboardTexture(context) }
    }

    private static func build(_ shader: MultipassShader, in context: GLContext) throws -> ([FragmentShader], [[(any ChannelTexture)?]]) {
        var programs: [FragmentShader] = []
        var images: [[(any ChannelTexture)?]] = []
        do {
            for pass in shader.passes {
                var file = pass.file
                if pass.isCubeA { file.entry = .cubemap }
                file.cubemapChannels = Set(pass.inputs.indices.filter { pass.inputs[$0]?.samplerType == .samplerCube })
                file.volumeChannels = Set(pass.inputs.indices.filter { pass.inputs[$0]?.samplerType == .sampler3D })
                file.hearsMusic = pass.inputs.contains { if case .spectrum = $0?.kind { true } else { false } }
                file.heardTrack = pass.inputs.lazy.compactMap { $0?.heardTrack }.first
                file.givenChannels = Set(pass.inputs.indices.filter { pass.inputs[$0] != nil })
                programs.append(try FragmentShader(context, file: file))
                images.append([])
                for input in pass.inputs { images[images.count - 1].append(try input?.makeTexture(in: context)) }
            }
        } catch {
            programs.forEach { $0.destroy() }
            images.joined().forEach { $0?.destroy() }
            throw error
        }
        return (programs, images)
    }

    /// Compiles a new version (after an edit); on success it is used from the next frame, with
    /// the buffers kept, so a simulation goes on. On error the last good version stays.
    public func reload(_ shader: MultipassShader) throws {
        let (programs, images) = try Self.build(shader, in: context)
        self.programs.forEach { $0.destroy() }
        self.images.joined().forEach { $0?.destroy() }
        self.programs = programs
        self.images = images
        self.shader = shader
        try makeKeyboard(for: shader)
        for (buffer, pair) in buffers where !shader.buffers.contains(buffer) {
            pair.destroy()
            buffers[buffer] = nil
        }
        if let pair = cube, !shader.hasCubeA || pair.front.side != shader.cubeSide {
            pair.front.destroy()
            pair.back.destroy()
            cube = nil
        }
    }

    // MARK: Frames

    /// Draws frame `inputs.frame` into `target`. A shader with a history (buffers, Cube A) first
    /// runs any frames before it that it has not run, so frame N always has the history of frames
    /// 0 to N; frame N again draws only its Image pass; an earlier frame starts again from frame 0.
    /// A shader without one jumps straight to the frame: nothing it drew before can change it
    /// (music and video jump too: a sound texture needs only the frames just before it).
    public func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let frame = inputs.frame, size = target.drawableSize
        try ensureBuffers(size, inputs: inputs)
        if !hasHistory { nextFrame = frame }
        if frame < nextFrame - 1 { try reset() }
        while nextFrame < frame {
            try runBuffers(inputs.frame(nextFrame), size: size)   // catching up: the history of earlier frames
            nextFrame += 1
        }
        if frame == nextFrame {
            try runBuffers(inputs, size: size)
            nextFrame += 1
        }
        let index = programs.count - 1
        try keyboard?.show(inputs.keys)
        try showMedia(inputs)
        try programs[index].draw(into: target, inputs: inputs, channels: try bindings(of: index, drawing: size))
    }

    public func finishImage(_ image: inout RGBAImage) {
        if !keepsAlpha { image.makeOpaque() }
    }

    /// Whether a pass keeps a picture from one frame to the next (a buffer that is not temporary, Cube A).
    private var hasHistory: Bool { shader.keepsPictures }

    /// How many frames' buffer passes have run since the renderer was made (for tests: a frame
    /// with no history to catch up runs once).
    private(set) var framesRun = 0

    private func runBuffers(_ inputs: ShaderInputs, size: Size) throws {
        framesRun += 1
        try keyboard?.show(inputs.keys)
        try showMedia(inputs)
        for buffer in shader.temporaryBuffers { try buffers[buffer]?.front.clear(color: RGBA(0, 0, 0, 0)) }   // nothing from the frame before
        for (index, pass) in shader.passes.enumerated() {
            if pass.isCubeA, let pair = cube {
                // Six draws, one a face, each with its face's rays; then the pair swaps.
                let channels = try bindings(of: index, drawing: pair.back.texture.size)
                for face in 0..<6 {
                    try pair.back.bindForDrawing(face: face)
                    try programs[index].drawBound(size: pair.back.texture.size, inputs: inputs, opaque: false, channels: channels, cubeFace: face)
                }
                cube = (pair.back, pair.front)
                continue
            }
            guard let buffer = pass.buffer, let pair = buffers[buffer] else { continue }
            let channels = try bindings(of: index, drawing: pair.size)
            if let colour = shader.clearedBuffers[buffer] { try pair.back.clear(color: colour) }
            try pair.back.bindForDrawing()
            if pass.output != 0 { try pair.back.routeOutput(pass.output) }
            try programs[index].drawBound(size: pair.size, inputs: inputs, opaque: false, channels: channels)
            pair.swap()
        }
    }

    /// Makes every channel texture show the frame (music and video move to its time; music goes
    /// frame by frame, its spectrum smoothed over the frames before).
    private func showMedia(_ inputs: ShaderInputs) throws {
        for case let texture? in images.joined() { try texture.show(inputs) }
    }

    /// The textures and samplers of pass `index`'s channels, for a draw of `size` pixels.
    private func bindings(of index: Int, drawing size: Size) throws -> [FragmentShader.ChannelBinding?] {
        var result: [FragmentShader.ChannelBinding?] = []
        for (channel, input) in shader.passes[index].inputs.enumerated() {
            guard let input else { result.append(nil); continue }
            switch input.kind {
            case .buffer(let buffer):
                result.append(try buffers[buffer].map { .init(texture: $0.texture($0.front), sampler: try sampler(input.sampling)) })
            case .bufferBefore(let buffer):
                result.append(try buffers[buffer].map { .init(texture: $0.texture($0.back), sampler: try sampler(input.sampling)) })
            case .cubeA:
                result.append(try cube.map { .init(texture: $0.front.texture, sampler: try sampler(input.sampling)) })
            case .keyboard:
                // Nearest and clamped, the texture's own settings, whatever an export's sampler says (as on Shadertoy).
                result.append(keyboard.map { .init(texture: $0.texture, sampler: nil) })
            default:
                result.append(try images[index][channel].map { .init(texture: $0, sampler: try sampler(input.sampling(reading: $0.size, drawing: size))) })
            }
        }
        // `#iKeyboard`'s iKeyboard reads the keyboard on the unit after the four channels.
        if let keyboard { result.append(.init(texture: keyboard.texture, sampler: nil)) }
        return result
    }

    private func sampler(_ sampling: Texture2D.TextureSampling) throws -> Sampler {
        if let made = samplers[sampling] { return made }
        let made = try Sampler(context, sampling: sampling)
        samplers[sampling] = made
        return made
    }

    /// Makes the buffers at `size`, or their own sizes worked out from it and `inputs` (cleared
    /// to zero); a new size starts the history again, every buffer cleared.
    private func ensureBuffers(_ size: Size, inputs: ShaderInputs) throws {
        var remade = false
        for buffer in shader.buffers {
            let wanted = try shader.bufferSizes[buffer]?.size(size, inputs) ?? size
            guard buffers[buffer]?.size != wanted else { continue }
            buffers[buffer]?.destroy()
            buffers[buffer] = nil
            let format: InternalFormat = shader.opaqueBuffers.contains(buffer) ? .rgb8 : shader.eightBitBuffers.contains(buffer) ? .rgba8 : .rgba32f
            buffers[buffer] = try PingPong(context, size: wanted, format: format)
            remade = true
        }
        if remade { try reset() }   // one buffer of a size of its own may change alone: the others start again too
        if shader.hasCubeA && cube == nil {
            let front = try CubeRenderTarget(context, side: shader.cubeSide)
            do { cube = (front, try CubeRenderTarget(context, side: shader.cubeSide)) } catch {
                front.destroy()
                throw error
            }
            nextFrame = 0
        } else if nextFrame == 0, let pair = cube {
            try pair.front.clear()   // the buffers start again: so does the cubemap
            try pair.back.clear()
        }
    }

    /// Clears every buffer to zero: the next frame is frame 0 again.
    public func reset() throws(FramebufferError) {
        for pair in buffers.values {
            try pair.front.clear(color: RGBA(0, 0, 0, 0))
            try pair.back.clear(color: RGBA(0, 0, 0, 0))
        }
        if let pair = cube {
            try pair.front.clear()
            try pair.back.clear()
        }
        nextFrame = 0
    }

    /// Each buffer's latest picture (values clamped to 0...1, as 8 bits), for `--dump-buffers`.
    public func bufferImages() throws -> [(MultipassShader.Buffer, RGBAImage)] {
        try buffers.keys.sorted().map { buffer in (buffer, try buffers[buffer]!.front.readImage()) }
    }

    public func destroy() {
        programs.forEach { $0.destroy() }
        images.joined().forEach { $0?.destroy() }
        samplers.values.forEach { $0.destroy() }
        buffers.values.forEach { $0.destroy() }
        keyboard?.destroy()
        keyboard = nil
        cube?.front.destroy()
        cube?.back.destroy()
        cube = nil
        programs = []
        images = []
        samplers = [:]
        buffers = [:]
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension ShaderRenderer: Sendable {}

extension ShaderRenderer: FrameRenderer {}
