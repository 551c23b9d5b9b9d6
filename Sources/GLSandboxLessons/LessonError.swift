import GLSandbox

/// Why a lesson could not set itself up, worded for someone editing the lesson's Swift file
/// (not the command line): each names the Swift constant or parameter to change. Sample counts
/// are always "N samples per pixel", 0 meaning one sample per pixel (no multisampling), as
/// `glRenderbufferStorageMultisample` counts them. The command line adds its own words (its
/// flags) where it catches these.
public enum LessonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A picture size with a zero or negative side (GL would answer GL_INVALID_VALUE).
    case emptySize(name: String, Size)
    /// More samples per pixel than the driver offers (`GL_MAX_SAMPLES`), or a negative count.
    case samples(Int, maximum: Int)
    /// `glCheckFramebufferStatus` did not say GL_FRAMEBUFFER_COMPLETE.
    case incompleteFramebuffer(name: String, status: String)
    /// A file the lesson reads (a texture) could not be loaded.
    case file(String, reason: String)
    /// No lesson has this number.
    case noSuchLesson(Int, numbers: ClosedRange<Int>)
    /// The context lacks what the lesson needs: `feature` (lesson 21: compute shaders and
    /// glClearTexImage) comes with OpenGL `needs` (4.4), and the context is `has` (its GL_VERSION).
    case unsupported(lesson: Int, feature: String, needs: String, has: String)

    public var description: String {
        switch self {
        case .emptySize(let name, let size):
            "\(name) is \(size.width)x\(size.height): both sides need at least 1 pixel; give `\(name)` a size like Size(150, 120)"
        case .samples(let count, let maximum):
            "samples: \(count) samples per pixel is not possible here: use 0 (one sample per pixel, no multisampling) or 1 to \(maximum) "
                + "(GL_MAX_SAMPLES on this driver is \(maximum)); give the lesson's `samples:` argument one of those"
        case .incompleteFramebuffer(let name, let status):
            "\(name) is not complete (\(status)): every attachment needs the same size and the same samples per pixel"
        case .file(let path, let reason): "\(path): \(reason)"
        case .noSuchLesson(let number, let numbers): "there is no lesson \(number); lessons are \(numbers.lowerBound) to \(numbers.upperBound)"
        case .unsupported(let lesson, let feature, let needs, let has):
            "lesson \(lesson) needs \(feature), which come with OpenGL \(needs), and this context is OpenGL \(has): "
                + "run it where the driver offers \(needs) or later (Mesa's llvmpipe, GALLIUM_DRIVER=llvmpipe, gives 4.5; softpipe stops at 3.3)"
        }
    }
}
