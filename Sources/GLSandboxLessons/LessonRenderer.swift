import GLSandbox

/// Renders a lesson without a window: a headless context, a 600x480 framebuffer object (RGBA8
/// colour, packed depth-stencil), `frames` frames, and the last one read back. What
/// `glsandbox lesson check` and the tests call.
///
/// Main thread (lessons are `@MainActor`); the context lives and dies inside the call.
public enum LessonRenderer {
    /// Lesson `number`'s frame `frames` (after drawing frames 1 to `frames`, which the lesson
    /// is handed as frames 0 to `frames - 1`, at 60 a second), top row first.
    /// `keys` are pressed before the first frame (as `keyPressed` would get them). In the
    /// `.check` mode (the default) every run gives the same picture (see ``LessonMode``).
    /// - Throws: ``LessonError/emptySize(name:_:)`` for a size with a zero side, before any GL call;
    ///   ``LessonError/noSuchLesson(_:numbers:)``; the lesson's own errors.
    ///
    /// `context`: a context current on this thread to draw in (many renders in a row, as tests
    /// make, save a context each; the lesson leaves it as it found it); nil makes one for the call.
    @MainActor
    public static func render(lesson number: Int, frames: Int = 1, size: Size = Size(600, 480), samples: Int? = nil,
                              keys: [UInt8] = [], shaders: ShaderLibrary, mode: LessonMode = .check,
                              in given: GLContext? = nil) throws -> RGBAImage {
        guard size.width > 0 && size.height > 0 else { throw LessonError.emptySize(name: "size", size) }
        let context = try given ?? GLContext()
        defer { if given == nil { context.close() } }
        let target = try Framebuffer(context, spec: FramebufferSpec(
            size: size, colors: [.renderbuffer(.rgba8)], depthStencil: .renderbuffer(.depth24_stencil8)))
        defer { target.destroy() }
        let lesson = try Lessons.make(number, context: context, shaders: shaders, samples: samples, mode: mode)
        defer { lesson.destroy() }
        for key in keys { lesson.keyPressed(key) }
        let inputs = ShaderInputs(fps: 60, date: .snapshotDefault)
        for frame in 0..<max(1, frames) - 1 {
            try lesson.draw(into: target, inputs: inputs.frame(frame))
        }
        return try lesson.renderImage(into: target, inputs: inputs.frame(max(1, frames) - 1))
    }
}
