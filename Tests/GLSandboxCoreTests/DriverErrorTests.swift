import COpenGL
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// The matrix's error rows, asked of the driver with raw GL calls and nothing of ours in
/// between: evidence, independent of the library's rules, that GL itself refuses these
/// images and with which flag. The flags come from the GL 4.5 core specification (section
/// in each row) or, where the specification is silent, from Mesa as measured with these calls.
@Suite("Driver errors, raw GL")
struct DriverErrorTests {
    /// `glRenderbufferStorageMultisample` with `samples` above `GL_MAX_SAMPLES` for the format:
    /// GL_INVALID_OPERATION (4.5 §9.2.4).
    @Test func samplesAboveTheLimit() throws {
        try withContext { _ in
            #expect(raw { glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), 8, GLenum(GL_RGBA8), 64, 32) } == .invalidOperation)
        }
    }

    /// Width above `GL_MAX_RENDERBUFFER_SIZE`: GL_INVALID_VALUE (4.5 §9.2.4).
    @Test func sizeAboveTheLimit() throws {
        try withContext { _ in
            #expect(raw { glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), 20000, 16) } == .invalidValue)
        }
    }

    /// `GL_COLOR_ATTACHMENT8` when `GL_MAX_COLOR_ATTACHMENTS` is 8: GL_INVALID_OPERATION
    /// (4.5 §9.2.7, "attachment is COLOR_ATTACHMENTm where m is greater than or equal to the
    /// value of MAX_COLOR_ATTACHMENTS").
    @Test func ninthColourAttachment() throws {
        try withContext { _ in
            #expect(raw(attach: GLenum(GL_COLOR_ATTACHMENT8), format: GLenum(GL_RGBA8)) == .invalidOperation)
        }
    }

    /// A format without stencil at `GL_DEPTH_STENCIL_ATTACHMENT`: the specification makes it
    /// an incomplete attachment; Mesa refuses the call itself with GL_INVALID_OPERATION
    /// (measured; Mesa's `framebuffer_renderbuffer` checks the base format).
    @Test(arguments: [GLenum(GL_DEPTH_COMPONENT24), GLenum(GL_RGBA8)])
    func depthStencilPointWithoutStencil(format: GLenum) throws {
        try withContext { _ in
            #expect(raw(attach: GLenum(GL_DEPTH_STENCIL_ATTACHMENT), format: format) == .invalidOperation)
        }
    }

    /// Runs `body` on a bound renderbuffer and returns the first GL error it raised.
    private func raw(_ body: () -> Void) -> GLErrorCode? {
        var renderbuffer: GLuint = 0
        glGenRenderbuffers(1, &renderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        while glGetError() != GLenum(GL_NO_ERROR) {}
        body()
        let error = glGetError()
        glDeleteRenderbuffers(1, &renderbuffer)
        return error == GLenum(GL_NO_ERROR) ? nil : GLErrorCode(rawValue: error)
    }

    /// Attaches a 64x32 renderbuffer of `format` at `point` of a new framebuffer; the first GL
    /// error the attach call raised.
    private func raw(attach point: GLenum, format: GLenum) -> GLErrorCode? {
        var framebuffer: GLuint = 0, renderbuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glGenRenderbuffers(1, &renderbuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), format, 64, 32)
        while glGetError() != GLenum(GL_NO_ERROR) {}
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), point, GLenum(GL_RENDERBUFFER), renderbuffer)
        let error = glGetError()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteRenderbuffers(1, &renderbuffer)
        return error == GLenum(GL_NO_ERROR) ? nil : GLErrorCode(rawValue: error)
    }
}
