import COpenGL
import GLSandbox

/// Lesson 4: render into a [framebuffer object](../../docs/glossary.md#framebuffer-object),
/// then show what it holds; with [multisampling](../../docs/glossary.md#multisampling), also
/// [resolve](../../docs/glossary.md#resolve) it.
///
/// The picture is a white triangle in a small 150x120 framebuffer, drawn into a
/// [texture](../../docs/glossary.md#texture) and stretched over the window with nearest
/// [filtering](../../docs/glossary.md#filtering), so every one of its
/// [texels](../../docs/glossary.md#texel) shows as a block and its edges are stairs
/// ([aliasing](../../docs/glossary.md#aliasing)). The second pass reads it through a
/// [sampler](../../docs/glossary.md#sampler) on [texture unit](../../docs/glossary.md#texture-unit) 0.
/// With `samples` > 0 (`glsandbox demo --lesson 4 --samples 4`) the triangle is drawn into a
/// multisample [renderbuffer](../../docs/glossary.md#renderbuffer): each pixel keeps 4 samples
/// and an edge pixel is partly covered. A multisample image cannot be sampled as a `sampler2D`
/// (that was the black window of old), so it is *resolved*: `glBlitFramebuffer` averages each
/// pixel's samples into an ordinary texture, and the edge blocks come out grey: 1, 2 or 3 of 4
/// samples covered.
///
/// Try: `--samples 0`, 2 and 4, and compare the edges; make `pictureSize` bigger.
@MainActor
final class Lesson4RenderToTexture: @MainActor Lesson {
    /// The size of the picture we render into (a quarter of the window's, so pixels show).
    let pictureSize = Size(150, 120)
    private let samples: Int
    private let triangle: Mesh
    private let flat: ShaderProgram
    private let quad: Mesh
    private let show: ShaderProgram
    private var texture: GLuint = 0                 // the picture we can sample
    private var textureFramebuffer: GLuint = 0      // renders (or resolves) into `texture`
    private var multisampleFramebuffer: GLuint = 0  // with samples > 0: where the triangle is drawn
    private var multisampleColor: GLuint = 0

    convenience init(context: GLContext, shaders: ShaderLibrary) throws {
        try self.init(context: context, shaders: shaders, samples: 4)
    }

    init(context: GLContext, shaders: ShaderLibrary, samples: Int) throws {
        guard pictureSize.width > 0 && pictureSize.height > 0 else { throw LessonError.emptySize(name: "pictureSize", pictureSize) }
        var maximum: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_SAMPLES), &maximum)              // how many samples per pixel the driver offers
        guard samples >= 0 && samples <= Int(maximum) else { throw LessonError.samples(samples, maximum: Int(maximum)) }
        self.samples = samples
        let (w, h) = (GLsizei(pictureSize.width), GLsizei(pictureSize.height))

        // 1. A texture, and a framebuffer that draws into it.
        glGenTextures(1, &texture)                                   // a name for a new texture
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)                // the texture calls below act on it
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, w, h, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)  // storage, no pixels yet
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)   // no blending between texels:
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)   // each shows as a block
        glGenFramebuffers(1, &textureFramebuffer)                    // a name for a new framebuffer object
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), textureFramebuffer) // draws (and the attach below) now go to it
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)  // colour goes to the texture
        try Self.requireComplete("the texture framebuffer")

        // 2. With samples: a multisample renderbuffer to draw into, resolved into the texture later.
        if samples > 0 {
            glGenRenderbuffers(1, &multisampleColor)                  // a name for a new renderbuffer: an image to draw into
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), multisampleColor) // the storage call below acts on it
            glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA8), w, h)  // storage: `samples` samples per pixel
            glGenFramebuffers(1, &multisampleFramebuffer)             // a second framebuffer object
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), multisampleFramebuffer)  // the attach below goes to it
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), multisampleColor)  // colour goes to the renderbuffer
            try Self.requireComplete("the multisample framebuffer")
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)                 // back to the window's framebuffer (0)

        // What we draw (lesson 2's calls, through the helpers): a white triangle, and a quad for the texture.
        flat = try ShaderProgram(context, library: shaders, vertex: "flat.vert", fragment: "flat.frag")
        triangle = try Mesh(context, vertices: [-0.7, -0.6, 0, 1, 1, 1, 1,   0.8, -0.3, 0, 1, 1, 1, 1,   -0.1, 0.8, 0, 1, 1, 1, 1],
                            components: [3, 4])
        show = try ShaderProgram(context, library: shaders, vertex: "quad.vert", fragment: "quad.frag")
        quad = try Mesh(context, vertices: [-1, -1, 0, 0,  1, -1, 1, 0,  1, 1, 1, 1,  -1, -1, 0, 0,  1, 1, 1, 1,  -1, 1, 0, 1],
                        components: [2, 2])
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's

        // Pass 1: the triangle into our framebuffer (the multisample one when there is one).
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), samples > 0 ? multisampleFramebuffer : textureFramebuffer)  // draw off screen
        glViewport(0, 0, GLsizei(pictureSize.width), GLsizei(pictureSize.height))  // clip space covers the 150x120 picture
        glClearColor(0, 0, 0, 1)                                                   // black, opaque
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))                                   // the picture has no depth buffer to reset
        try flat.use()
        try triangle.draw()

        // Resolve: average each pixel's samples into the texture.
        if samples > 0 {
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), multisampleFramebuffer)   // copy from...
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), textureFramebuffer)       // ...to
            glBlitFramebuffer(0, 0, GLint(pictureSize.width), GLint(pictureSize.height),   // copy a rectangle, resolving: one colour per pixel
                              0, 0, GLint(pictureSize.width), GLint(pictureSize.height),
                              GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))       // same size: one pixel each
        }

        // Pass 2: the texture over the whole target.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // back to the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // clip space covers the whole window again
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // with the clear colour still black
        try show.use()
        try show.set("image", integer: 0)               // the sampler reads texture unit 0...
        glActiveTexture(GLenum(GL_TEXTURE0))           // texture calls now act on unit 0...
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)  // ...which holds our picture
        try quad.draw()
    }

    var windowTitle: String? { "GLSandbox - lesson 4: \(samples == 0 ? "one sample per pixel" : "\(samples) samples per pixel, resolved")" }

    func destroy() {
        quad.destroy(); show.destroy(); triangle.destroy(); flat.destroy()
        glDeleteFramebuffers(1, &multisampleFramebuffer)   // give back every object we made (name 0 is skipped)
        glDeleteRenderbuffers(1, &multisampleColor)        // the multisample image
        glDeleteFramebuffers(1, &textureFramebuffer)       // (deleting a framebuffer leaves its images alone)
        glDeleteTextures(1, &texture)                      // the picture
    }

    /// Asks GL whether the bound framebuffer can be drawn into, and says why not.
    private static func requireComplete(_ name: String) throws {
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))   // can the bound framebuffer be drawn into?
        print("lesson 4: \(name) is \(status == GLenum(GL_FRAMEBUFFER_COMPLETE) ? "GL_FRAMEBUFFER_COMPLETE" : "incomplete")")
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw LessonError.incompleteFramebuffer(name: name, status: "0x" + String(status, radix: 16))
        }
    }
}
