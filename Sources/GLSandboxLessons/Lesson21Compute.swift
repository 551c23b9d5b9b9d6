import COpenGL
import GLSandbox

/// Lesson 21: [compute shaders](../../docs/glossary.md#compute-shader) (OpenGL 4.3) with
/// [image load/store](../../docs/glossary.md#image-loadstore): a separable Gaussian blur with
/// no triangles at all.
///
/// A compute shader runs wherever it is dispatched, not per fragment: `glDispatchCompute(x, y, 1)`
/// starts x * y [work groups](../../docs/glossary.md#work-group), each of the shader's
/// `local_size_x` x `local_size_y` invocations, and each invocation finds its pixel in
/// `gl_GlobalInvocationID`. It reads and writes textures as images: `glBindImageTexture` puts a
/// texture on an image unit, `imageLoad` reads a texel, `imageStore` writes one.
///
/// A checkerboard is uploaded into texture `source`. **Pass 1** blurs it horizontally into
/// `across`, **pass 2** vertically into `blurred`: `shaders/lesson21-blur.comp`, dispatched twice.
/// Writes through images are not ordered with what comes after them: between the passes,
/// `glMemoryBarrier(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT)` makes pass 1's writes visible to pass
/// 2's `imageLoad`, and `GL_FRAMEBUFFER_BARRIER_BIT` makes pass 2's visible to the
/// framebuffer that shows them: a framebuffer with `blurred` as its colour attachment, copied
/// to the target with `glBlitFramebuffer`. `b` leaves the barriers out: the picture is then
/// undefined on a GPU (pass 2 may read pixels pass 1 has not written yet); llvmpipe runs each
/// dispatch to its end before the next command, so here it stays the same.
///
/// The dispatch is `width / local_size_x` groups across, **rounded down**: a work-group size that
/// does not divide the picture leaves a strip no invocation writes, which keeps the clear colour,
/// magenta. 16 does not divide 600: the right edge is magenta (the exercise's to mend).
/// Rounding up and returning early in the shader for pixels past the edge is the usual cure.
///
/// A context below OpenGL 4.4 (compute shaders come with 4.3, `glClearTexImage` with 4.4; softpipe
/// gives 3.3) cannot run the lesson: it throws
/// ``LessonError/unsupported(lesson:feature:needs:has:)`` before it draws anything.
@MainActor
final class Lesson21Compute: @MainActor Lesson {
    private var program: GLuint = 0
    private var source: GLuint = 0        // the checkerboard, RGBA8
    private var across: GLuint = 0        // pass 1's result, RGBA8
    private var blurred: GLuint = 0       // pass 2's result, RGBA8: what the framebuffer shows
    private var framebuffer: GLuint = 0   // `blurred` at colour attachment 0
    private var madeFor = Size(0, 0)
    /// `b` toggles it.
    var barriers = true
    /// The program's work-group size, asked of GL after linking.
    private(set) var groupSize = (x: 0, y: 0)

    init(context: GLContext, shaders: ShaderLibrary) throws {
        // 0. Compute shaders need OpenGL 4.3, glClearTexImage (in draw) 4.4: ask the context which version it is.
        var major: GLint = 0, minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        guard (major, minor) >= (4, 4) else {
            let version = glGetString(GLenum(GL_VERSION)).map { String(cString: $0) } ?? "\(major).\(minor)"
            throw LessonError.unsupported(lesson: 21, feature: "compute shaders (4.3) and glClearTexImage (4.4)", needs: "4.4", has: version)
        }
        // 1. One stage, compiled and linked alone: a compute program.
        let file = try shaders.source("lesson21-blur.comp")
        let shader = glCreateShader(GLenum(GL_COMPUTE_SHADER))
        file.text.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var status: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.log { glGetShaderInfoLog(shader, $0, $1, $2) }
            glDeleteShader(shader)
            throw ShaderError.compileFailed(file: file.name, log: log)
        }
        program = glCreateProgram()
        glAttachShader(program, shader)
        glLinkProgram(program)
        glDeleteShader(shader)
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &status)
        guard status == GL_TRUE else {
            let log = Self.log { [program] in glGetProgramInfoLog(program, $0, $1, $2) }
            glDeleteProgram(program)
            program = 0
            throw ShaderError.linkFailed(files: [file.name], log: log.isEmpty ? "the driver gave no log" : log)
        }
        var size = [GLint](repeating: 0, count: 3)
        glGetProgramiv(program, GLenum(GL_COMPUTE_WORK_GROUP_SIZE), &size)   // the shader's local_size_x, _y, _z
        groupSize = (Int(size[0]), Int(size[1]))
    }

    private static func log(_ read: (GLsizei, UnsafeMutablePointer<GLsizei>, UnsafeMutablePointer<GLchar>) -> Void) -> String {
        var log = [GLchar](repeating: 0, count: 4096), length: GLsizei = 0
        read(GLsizei(log.count), &length, &log)
        return String(decoding: log.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func keyPressed(_ key: UInt8) {
        if key == UInt8(ascii: "b") { barriers.toggle() }
    }

    var windowTitle: String? {
        "GLSandbox - lesson 21: a blur in two compute passes, work groups \(groupSize.x)x\(groupSize.y); barriers \(barriers ? "on" : "off") (b)"
    }

    /// The checkerboard: squares of 40 pixels, white and dark blue, from the lower-left corner.
    static func checker(x: Int, y: Int) -> [UInt8] {
        (x / 40 + y / 40) % 2 == 1 ? [255, 255, 255, 255] : [26, 51, 102, 255]
    }

    /// (Re)makes the three textures and the framebuffer at `size`.
    private func make(_ size: Size) throws {
        destroyTextures()
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size.pixelCount * 4)
        for y in 0..<size.height { for x in 0..<size.width { pixels += Self.checker(x: x, y: y) } }
        source = Self.texture(size)
        across = Self.texture(size)
        blurred = Self.texture(size)
        glBindTexture(GLenum(GL_TEXTURE_2D), source)
        glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(size.width), GLsizei(size.height),
                        GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_READ_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), blurred, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_READ_FRAMEBUFFER))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), 0)
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw LessonError.incompleteFramebuffer(name: "the blurred picture's framebuffer", status: "0x" + String(status, radix: 16))
        }
        madeFor = size
    }

    /// An RGBA8 texture of `size` with one level, its contents undefined until written.
    private static func texture(_ size: Size) -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(size.width), GLsizei(size.height))   // immutable: what image units take
        return name
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize
        if size != madeFor { try make(size) }
        var magenta: [GLubyte] = [255, 0, 255, 255]
        glClearTexImage(across, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &magenta)    // what no invocation writes stays magenta
        glClearTexImage(blurred, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &magenta)
        glUseProgram(program)
        let groups = (x: GLuint(size.width / groupSize.x), y: GLuint(size.height / groupSize.y))   // rounded down
        let horizontal = glGetUniformLocation(program, "horizontal")

        // Pass 1: source -> across, horizontally.
        glBindImageTexture(0, source, 0, GLboolean(GL_FALSE), 0, GLenum(GL_READ_ONLY), GLenum(GL_RGBA8))    // image unit 0: read
        glBindImageTexture(1, across, 0, GLboolean(GL_FALSE), 0, GLenum(GL_WRITE_ONLY), GLenum(GL_RGBA8))   // image unit 1: written
        glUniform1i(horizontal, 1)
        glDispatchCompute(groups.x, groups.y, 1)
        if barriers { glMemoryBarrier(GLbitfield(GL_SHADER_IMAGE_ACCESS_BARRIER_BIT)) }   // pass 1's stores, before pass 2's loads

        // Pass 2: across -> blurred, vertically.
        glBindImageTexture(0, across, 0, GLboolean(GL_FALSE), 0, GLenum(GL_READ_ONLY), GLenum(GL_RGBA8))
        glBindImageTexture(1, blurred, 0, GLboolean(GL_FALSE), 0, GLenum(GL_WRITE_ONLY), GLenum(GL_RGBA8))
        glUniform1i(horizontal, 0)
        glDispatchCompute(groups.x, groups.y, 1)
        if barriers { glMemoryBarrier(GLbitfield(GL_FRAMEBUFFER_BARRIER_BIT)) }           // pass 2's stores, before the blit reads them
        glBindImageTexture(0, 0, 0, GLboolean(GL_FALSE), 0, GLenum(GL_READ_ONLY), GLenum(GL_RGBA8))   // leave the units empty
        glBindImageTexture(1, 0, 0, GLboolean(GL_FALSE), 0, GLenum(GL_WRITE_ONLY), GLenum(GL_RGBA8))

        // Show it: the framebuffer holding `blurred`, copied into the target (the window's is 0).
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.name)
        glBlitFramebuffer(0, 0, GLint(size.width), GLint(size.height), 0, 0, GLint(size.width), GLint(size.height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)
    }

    private func destroyTextures() {
        if framebuffer != 0 { glDeleteFramebuffers(1, &framebuffer); framebuffer = 0 }
        let names = [source, across, blurred].filter { $0 != 0 }
        glDeleteTextures(GLsizei(names.count), names)
        (source, across, blurred) = (0, 0, 0)
    }

    func destroy() {
        destroyTextures()
        if program != 0 { glDeleteProgram(program) }
    }
}
