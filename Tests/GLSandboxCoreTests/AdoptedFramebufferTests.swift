import GLSandbox       // and nothing else: GL's own functions come with it
import Testing
import TestSupport
import GLTestSupport

/// A user's own GL code beside the library (issue 14, item 5): GL through `import GLSandbox`,
/// `makeCurrent()`, and a framebuffer made with GL calls handed to the library for readback.
@Suite("Your own GL")
struct AdoptedFramebufferTests {
    /// What a user's package writes: a framebuffer with an RGBA8 renderbuffer and a packed
    /// depth-stencil one, made and cleared with plain GL calls.
    static func makeFramebuffer(width: Int32, height: Int32) -> (framebuffer: GLuint, color: GLuint, depth: GLuint) {
        var framebuffer: GLuint = 0, renderbuffers: [GLuint] = [0, 0]
        glGenFramebuffers(1, &framebuffer)
        glGenRenderbuffers(2, &renderbuffers)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffers[0])
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), width, height)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffers[1])
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), width, height)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffers[0])
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), renderbuffers[1])
        glViewport(0, 0, width, height)
        glClearColor(0, 1, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(0, 0, 2, 1)                          // GL's bottom row, first two pixels: red
        glClearColor(1, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        glDisable(GLenum(GL_SCISSOR_TEST))
        return (framebuffer, renderbuffers[0], renderbuffers[1])
    }

    @Test("a framebuffer made with the user's GL calls is read back by the library and left to its maker")
    func adoptedFramebufferReadsBack() throws {
        try withContext { gl in
            try gl.makeCurrent()
            let made = Self.makeFramebuffer(width: 4, height: 3)
            let adopted = try Framebuffer(adopting: made.framebuffer, in: gl)
            #expect(adopted.name == made.framebuffer)
            #expect(adopted.drawableSize == Size(4, 3))
            #expect(adopted.attachments[.color(0)]?.format == .rgba8)
            #expect(adopted.attachments[.depthStencil]?.format == .depth24_stencil8)
            #expect(try adopted.checkCompleteness().status == .complete)
            #expect(gl.liveObjectCount == 0, "the user's objects are not the library's to count")

            let image = try adopted.readImage()        // top row first: GL's bottom row is row 2
            #expect(image.size == Size(4, 3))
            #expect(image[0, 2] == Pixel(255, 0, 0) && image[1, 2] == Pixel(255, 0, 0))
            #expect(image[2, 2] == Pixel(0, 255, 0) && image[0, 0] == Pixel(0, 255, 0))
            #expect(image.distinctPixels() == [Pixel(255, 0, 0), Pixel(0, 255, 0)])

            adopted.destroy()                          // forgets; deletes nothing of the user's
            try gl.makeCurrent()
            #expect(glIsFramebuffer(made.framebuffer) == GLboolean(GL_TRUE))
            #expect(glIsRenderbuffer(made.color) == GLboolean(GL_TRUE))
            var framebuffer = made.framebuffer, renderbuffers = [made.color, made.depth]
            glDeleteFramebuffers(1, &framebuffer)
            glDeleteRenderbuffers(2, &renderbuffers)
        }
    }

    @Test("adopting a name that is no framebuffer is a typed error")
    func notAFramebuffer() throws {
        try withContext { gl in
            #expect(throws: FramebufferError.notAFramebuffer(4242)) { try Framebuffer(adopting: 4242, in: gl) }
            #expect(throws: FramebufferError.notAFramebuffer(0)) { try Framebuffer(adopting: 0, in: gl) }
        }
    }
}
