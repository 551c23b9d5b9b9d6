/// Something that draws frames: a scene of the catalogue, a user's shader (one pass or
/// several), a lesson, a benchmark scene. The one path from "something to draw" to "pixels
/// somewhere": every command hands a renderer a ``Framebuffer`` (a framebuffer object, or the
/// window's framebuffer 0 from ``Framebuffer/init(defaultOf:size:)``) and the frame's
/// ``ShaderInputs``, and reads the pixels back with ``renderImage(into:inputs:)`` when it wants
/// them.
///
/// ```swift
/// let renderer = try SceneCatalogue.triangle.makeRenderer(in: gl, shaders: shaders)
/// let target = try Framebuffer(gl, spec: .standard(size: Size(600, 480)))
/// let picture = try renderer.renderImage(into: target, inputs: ShaderInputs(frame: 0))
/// ```
///
/// Thread rule: a renderer holds GL objects, so it lives on the thread of its context; make,
/// draw and destroy it there (it is not `Sendable`).
public protocol FrameRenderer: AnyObject {
    /// Draws one frame into `target`: binds it (viewport over its ``Framebuffer/drawableSize``),
    /// clears what it needs and draws. `inputs.frame` counts from 0; `inputs.time` is in seconds.
    func draw(into target: Framebuffer, inputs: ShaderInputs) throws
    /// Forgets what earlier frames left (a multipass shader's buffers back to zero); by default nothing.
    func reset() throws
    /// Adjusts a frame after it was read back (a user's shader is shown opaque); by default nothing.
    func finishImage(_ image: inout RGBAImage)
    /// Deletes the GL objects the renderer made.
    func destroy()
}

extension FrameRenderer {
    public func reset() throws {}
    public func finishImage(_ image: inout RGBAImage) {}

    /// Draws one frame into `target` and reads it back, top row first: what `render`,
    /// `snapshot` and every frame of `loop` do.
    public func renderImage(into target: Framebuffer, inputs: ShaderInputs) throws -> RGBAImage {
        try draw(into: target, inputs: inputs)
        var image = try target.readImage()
        finishImage(&image)
        return image
    }
}
