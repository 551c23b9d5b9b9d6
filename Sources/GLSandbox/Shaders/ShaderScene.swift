import Foundation

/// Everything that decides a user's shader picture apart from the moment: the file (includes
/// expanded, dialect known), its channel images, and whether alpha is kept. A value: load it
/// once, render it on any thread, in any command.
///
/// ```swift
/// let shader = try ShaderScene.load(path: "my.frag", channels: ["wood.png"])
/// let gl = try GLContext()
/// let image = try shader.renderImage(in: gl, size: Size(600, 480), inputs: ShaderInputs(time: 2))
/// ```
///
/// Every command builds its work from here: `render` and `snapshot` call ``renderImage(in:size:inputs:samples:)``,
/// `loop` renders ``scene(inputs:)`` on its render thread, `bench` and the window
/// make a ``FragmentShader`` with ``makeShader(in:)``.
public struct ShaderScene: Sendable {
    public var file: ShaderFile
    /// Channel images 0 to 3 (nil: unset).
    public var channels: [RGBAImage?]
    /// Keep the alpha the shader writes, instead of showing the image opaque as Shadertoy does.
    public var keepAlpha: Bool

    public init(file: ShaderFile, channels: [RGBAImage?] = [], keepAlpha: Bool = false) {
        self.file = file
        self.channels = channels
        self.keepAlpha = keepAlpha
    }

    /// Reads the shader at `path` (and its includes) and the channel PNGs (`channels[i]` for
    /// channel i, nil to leave it unset).
    ///
    /// - Throws: ``ShaderError`` for the shader, ``PNGError`` for a channel image.
    public static func load(path: String, dialect: ShaderDialect? = nil, channels: [String?] = [], keepAlpha: Bool = false) throws -> ShaderScene {
        let file = try ShaderFile(path: path, dialect: dialect)
        var images: [RGBAImage?] = []
        for path in channels {
            images.append(try path.map { (path: String) throws(PNGError) in try RGBAImage(pngFile: path) })
        }
        return ShaderScene(file: file, channels: images, keepAlpha: keepAlpha)
    }

    /// A name for reports: the file name without its extension.
    public var name: String {
        ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Whether a command-line word names a shader file rather than a scene of the catalogue: a
    /// path ending in `.frag`, `.glsl` or `.fs`, or containing `/`.
    public static func looksLikePath(_ word: String) -> Bool {
        word.contains("/") || [".frag", ".glsl", ".fs"].contains { word.lowercased().hasSuffix($0) }
    }

    /// Compiles the shader and uploads its channels in `context`.
    public func makeShader(in context: GLContext) throws(ShaderError) -> FragmentShader {
        try FragmentShader(context, file: file, channels: channels)
    }

    /// Renders one frame into a new RGBA8 framebuffer of `size` (multisampled when `samples`
    /// > 0) and reads it back, top row first; everything made is deleted before returning.
    public func renderImage(in context: GLContext, size: Size, inputs: ShaderInputs, samples: Int = 0) throws -> RGBAImage {
        let target = try Framebuffer(context, spec: FramebufferSpec(size: size, samples: samples, colors: [.renderbuffer(.rgba8)]))
        defer { target.destroy() }
        let shader = try makeShader(in: context)
        defer { shader.destroy() }
        try shader.draw(into: target, inputs: inputs)
        var image = try target.readImage()
        if !keepAlpha { image.makeOpaque() }
        return image
    }

    /// A scene for the render loop: its frame `n` (numbered from 1, as the loop numbers frames
    /// and files) is shader frame `k = n - 1`, with `time = k / inputs.fps`, so a sequence is the
    /// same on every run (start the loop at frame number K + 1 to begin at shader frame K).
    public func scene(inputs: ShaderInputs) -> Scene {
        let shader = self
        return Scene(name: name, summary: "the shader \(file.path)") { context, _ in
            ShaderSceneRenderer(try shader.makeShader(in: context), inputs: inputs, opaque: !shader.keepAlpha)
        }
    }
}

/// Draws a ``FragmentShader`` as a ``SceneRenderer``: scene frame n (from 1) is shader frame n - 1.
final class ShaderSceneRenderer: SceneRenderer {
    let shader: FragmentShader
    let inputs: ShaderInputs
    let opaque: Bool

    init(_ shader: FragmentShader, inputs: ShaderInputs, opaque: Bool) {
        self.shader = shader
        self.inputs = inputs
        self.opaque = opaque
    }

    func draw(into target: Framebuffer, frame: Int) throws {
        try shader.draw(into: target, inputs: inputs.frame(frame - 1))
    }

    func finishImage(_ image: inout RGBAImage) {
        if opaque { image.makeOpaque() }
    }

    func destroy() { shader.destroy() }
}
