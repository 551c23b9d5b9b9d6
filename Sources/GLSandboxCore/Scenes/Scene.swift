import Foundation

/// What to draw, as a value: the one description every command works from. The catalogue's scenes,
/// a user's shader (the player's `ShaderScene.scene()`), the lessons and the bench workloads are
/// each a `Scene`: a name, the framebuffer it draws into (``target``), how its frames are numbered
/// (``frames``) and how to make its renderer in a context.
///
/// A scene is a value (safe to pass between threads); ``makeRenderer(in:shaders:)`` builds its GL resources
/// in a context, on that context's thread, and ``renderImage(in:size:samples:shaders:inputs:)`` is
/// the one headless way from a scene to a picture.
public struct Scene: Sendable {
    public let name: String
    /// One line for `glsandbox scenes`.
    public let summary: String
    /// The sample count `render` uses when none is given.
    public let defaultSamples: Int
    /// What it draws into, in every command (`render`, `loop`, `snapshot`, `bench`).
    public let target: Target
    /// Whether a frame's picture depends on the frames before it.
    public let frames: Frames
    private let make: @Sendable (GLContext, ShaderLibrary) throws -> any FrameRenderer

    /// The attachments of the framebuffer a scene draws into.
    public enum Target: Sendable, Hashable {
        /// RGBA8 colour and a DEPTH24_STENCIL8 buffer: a scene of meshes.
        case colorAndDepthStencil
        /// RGBA8 colour alone: a full-screen shader, which tests no depth.
        case color

        /// The framebuffer of `size` (multisampled when `samples` > 0).
        public func spec(size: Size, samples: Int = 0) -> FramebufferSpec {
            switch self {
            case .colorAndDepthStencil: .standard(size: size, samples: samples)
            case .color: FramebufferSpec(size: size, samples: samples, colors: [.renderbuffer(.rgba8)])
            }
        }
    }

    /// How a scene's frames are numbered, the one rule of every command (docs/shaders-from-elsewhere.md §11).
    public enum Frames: Sendable, Hashable {
        /// A frame's picture depends only on its own inputs: frame N is drawn alone.
        case independent
        /// A frame's picture depends on the frames before it (buffers, feedback, a backbuffer):
        /// frames 0 to N run, frame k at `time = k / fps`.
        case history
    }

    public init(name: String, summary: String, defaultSamples: Int = 0, target: Target = .colorAndDepthStencil,
                frames: Frames = .independent, make: @escaping @Sendable (GLContext, ShaderLibrary) throws -> any FrameRenderer) {
        self.name = name
        self.summary = summary
        self.defaultSamples = defaultSamples
        self.target = target
        self.frames = frames
        self.make = make
    }

    /// Builds the scene's programs and meshes in `context`.
    public func makeRenderer(in context: GLContext, shaders: ShaderLibrary) throws -> any FrameRenderer {
        try make(context, shaders)
    }

    /// Renders frame `frame` (from 0) into a new framebuffer of its ``target`` at `size` and reads
    /// it back; everything made is deleted before returning.
    public func renderImage(in context: GLContext, size: Size, samples: Int? = nil,
                            shaders: ShaderLibrary, frame: Int = 0) throws -> RGBAImage {
        try renderImage(in: context, size: size, samples: samples, shaders: shaders, inputs: ShaderInputs(date: .snapshotDefault).frame(frame))
    }

    /// Renders the frame `inputs` describe into a new framebuffer of its ``target`` at `size`
    /// (multisampled when `samples`, else ``defaultSamples``, is above 0) and reads it back, top
    /// row first; everything made is deleted before returning. A scene with a ``Frames/history``
    /// runs frames 0 to `inputs.frame`, frame k at `time = k / fps`.
    public func renderImage(in context: GLContext, size: Size, samples: Int? = nil,
                            shaders: ShaderLibrary, inputs: ShaderInputs) throws -> RGBAImage {
        let target = try Framebuffer(context, spec: self.target.spec(size: size, samples: samples ?? defaultSamples))
        defer { target.destroy() }
        try target.requireComplete()
        let renderer = try makeRenderer(in: context, shaders: shaders)
        defer { renderer.destroy() }
        return try renderer.renderImage(into: target, inputs: frames == .history ? inputs.frame(inputs.frame) : inputs)
    }
}

/// Why a scene could not be found.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownScene(String, available: [String])

    public var description: String {
        switch self {
        case .unknownScene(let name, let available):
            "unknown scene '\(name)'; available scenes: \(available.joined(separator: ", ")) (see `glsandbox scenes`)"
        }
    }
}
