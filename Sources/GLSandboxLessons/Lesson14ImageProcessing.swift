import COpenGL
import GLSandbox

/// Lesson 14: image processing, as LearnOpenGL's "Framebuffers" chapter does its
/// post-processing. **Pass 1** draws lesson 8's turning cube (0.75 s ahead of it, so the first
/// frame shows three faces), not into the window but into a
/// [framebuffer object](../../docs/glossary.md#framebuffer-object) whose colour is a
/// [texture](../../docs/glossary.md#texture) the size of the window (with a depth
/// [renderbuffer](../../docs/glossary.md#renderbuffer), so the depth test still works).
/// **Pass 2** draws two triangles over the window; for each pixel,
/// `shaders/lesson14-kernel.frag` reads the 3x3 pixels around it in that texture and adds them
/// up, each times its weight: a 3x3 [kernel](../../docs/glossary.md#kernel)
/// ([convolution](../../docs/glossary.md#convolution)). The lesson ships a blur
/// kernel; the file lists sharpening and edge detection beside it. Space shows pass 1's picture
/// unfiltered.
@MainActor
final class Lesson14ImageProcessing: @MainActor Lesson {
    private let cubeProgram: ShaderProgram
    private let kernelProgram: ShaderProgram
    private let cube: Mesh
    private let screen: Mesh
    private var framebuffer: GLuint = 0   // pass 1 draws here...
    private var picture: GLuint = 0       // ...into this texture, which pass 2 reads
    private var depth: GLuint = 0         // pass 1's depth buffer
    private var pictureSize = Size(0, 0)  // made at the first frame, at the target's size
    /// Space toggles it.
    var filtered = true

    init(context: GLContext, shaders: ShaderLibrary) throws {
        cubeProgram = try ShaderProgram(context, library: shaders, vertex: "lesson14-cube.vert", fragment: "lesson14-cube.frag")
        kernelProgram = try ShaderProgram(context, library: shaders, vertex: "lesson14.vert", fragment: "lesson14-kernel.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: false), components: [3, 3])
        screen = try Mesh(context, vertices: [-1, -1,  1, -1,  1, 1,   -1, -1,  1, 1,  -1, 1], components: [2])
    }

    /// (Re)makes pass 1's framebuffer at `size`: an RGBA8 texture for colour, a renderbuffer for depth.
    private func makeFramebuffer(_ size: Size) throws {
        deleteFramebuffer()
        let (w, h) = (GLsizei(size.width), GLsizei(size.height))
        glGenTextures(1, &picture)                                     // a name for the texture pass 1 draws into
        glBindTexture(GLenum(GL_TEXTURE_2D), picture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, w, h, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)   // storage, no pixels yet
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)   // samples past the edge repeat the edge
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        glGenRenderbuffers(1, &depth)                                  // an image only GL reads: depth (and stencil) values
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depth)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), w, h)
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)         // the attach calls below go to it
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), picture, 0)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), depth)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))  // can it be drawn into?
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw LessonError.incompleteFramebuffer(name: "the picture framebuffer", status: "0x" + String(status, radix: 16))
        }
        pictureSize = size
    }

    func keyPressed(_ key: UInt8) {
        if key == UInt8(ascii: " ") { filtered.toggle() }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        if size != pictureSize { try makeFramebuffer(size) }            // one picture pixel per window pixel

        // Pass 1: lesson 8's cube, into the texture.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)          // draw off screen
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glEnable(GLenum(GL_DEPTH_TEST))                                 // keep the nearest face (lesson 8)
        glClearColor(0.1, 0.1, 0.12, 1)                                 // dark grey
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        let model = Matrix4.rotation(radians: Float(inputs.time) * 0.8 + 0.6, axis: SIMD3(0.5, 1, 0))   // lesson 8's turn, 0.75 s ahead: three faces at once
        let view = Matrix4.translation(SIMD3(0, 0, -3))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)
        try cubeProgram.use()
        glUniformMatrix4fv(glGetUniformLocation(cubeProgram.name, "model"), 1, GLboolean(GL_FALSE), model.floats)
        glUniformMatrix4fv(glGetUniformLocation(cubeProgram.name, "view"), 1, GLboolean(GL_FALSE), view.floats)
        glUniformMatrix4fv(glGetUniformLocation(cubeProgram.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)
        try cube.draw()
        glDisable(GLenum(GL_DEPTH_TEST))                                // pass 2 is flat: no depth

        // Pass 2: every pixel of the target, from the kernel and the texture.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        try kernelProgram.use()
        glUniform1i(glGetUniformLocation(kernelProgram.name, "picture"), 0)                // the sampler reads texture unit 0...
        glUniform1i(glGetUniformLocation(kernelProgram.name, "filtered"), filtered ? 1 : 0)   // a bool uniform is set as an int
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), picture)                   // ...which holds pass 1's picture
        try screen.draw()
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)                         // leave unit 0 empty for whoever draws next
    }

    var windowTitle: String? { "GLSandbox - lesson 14: a 3x3 kernel over the cube; space shows it \(filtered ? "unfiltered" : "filtered")" }

    private func deleteFramebuffer() {
        glDeleteFramebuffers(1, &framebuffer)   // name 0 is skipped
        glDeleteRenderbuffers(1, &depth)
        glDeleteTextures(1, &picture)
        (framebuffer, depth, picture) = (0, 0, 0)
    }

    func destroy() {
        deleteFramebuffer()
        screen.destroy(); cube.destroy()
        kernelProgram.destroy(); cubeProgram.destroy()
    }
}
