/// What draws a user's shader frame by frame: a ``FragmentShader`` (one pass) or a
/// ``MultipassRenderer`` (buffers, then Image). Every command drives one of these.
///
/// Belongs to the thread of its context, like every GL object.
public protocol ShaderRenderer: AnyObject {
    /// Draws frame `inputs.frame` into `target` (bound, viewport set). A multipass renderer
    /// first runs any frames before it that it has not run, so frame N always has the history of
    /// frames 0 to N; asked for an earlier frame, it starts again from frame 0.
    func render(into target: Framebuffer, inputs: ShaderInputs) throws
    /// The same into the window's framebuffer (framebuffer 0), over `windowSize`.
    func render(windowSize: Size, inputs: ShaderInputs) throws
    /// Forgets the history (a multipass shader's buffers go back to zero).
    func reset() throws
    func destroy()
}
