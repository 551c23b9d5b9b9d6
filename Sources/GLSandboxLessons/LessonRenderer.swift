import GLSandbox

/// Renders a lesson without a window: a headless context, a 600x480 framebuffer object (RGBA8
/// colour, packed depth-stencil), `frames` frames, and the last one read back. What
/// `glsandbox lesson check` and the tests call.
///
/// Main thread (lessons are `@MainActor`); the context lives and dies inside the call.
public enum LessonRenderer {
    /// Lesson `number`'s frame `frames` (after drawing frames 1 to `frames`), top row first.
    /// `keys` are pressed before the first frame (as `keyPressed` would get them). In the
    /// `.check` mode (the default) every run gives the same picture (see ``LessonMode``).
    /// - Throws: ``LessonError/emptySize(name:_:)`` for a size with a zero side, before any GL call;
    ///   the lesson's own errors.
    @MainActor
    public static func render(lesson number: Int, frames: Int = 1, size: Size = Size(600, 480), samples: Int? = nil,
                              keys: [UInt8] = [], shaders: ShaderLibrary, mode: LessonMode = .check) throws -> RGBAImage {
        guard size.width > 0 && size.height > 0 else { throw LessonError.emptySize(name: "size", size) }
        let context = try GLContext()
        defer { context.close() }
        let target = try Framebuffer(context, spec: FramebufferSpec(
            size: size, colors: [.renderbuffer(.rgba8)], depthStencil: .renderbuffer(.depth24_stencil8)))
        defer { target.destroy() }
        let lesson = try Lessons.make(number, context: context, shaders: shaders, samples: samples, mode: mode)
        defer { lesson.destroy() }
        for key in keys { lesson.keyPressed(key) }
        for frame in 1...max(1, frames) {
            try target.bindForDrawing()
            try lesson.draw(frame: frame, size: size)
        }
        return try target.readImage()
    }
}
