import COpenGL
import Foundation
import GLSandbox

/// Lesson 10: a [texture](../../docs/glossary.md#texture) from a PNG file, and what
/// [filtering](../../docs/glossary.md#filtering) does. `shaders/textures/checker.png` is a
/// 256x256 checkerboard of single black and white pixels, repeated 4 times across each half of
/// the window ([wrapping](../../docs/glossary.md#wrapping) with `GL_REPEAT`): about 3.4
/// [texels](../../docs/glossary.md#texel) fall on each pixel. The fragment shader reads it through
/// a [sampler](../../docs/glossary.md#sampler) on [texture unit](../../docs/glossary.md#texture-unit) 0.
///
/// Left, `GL_NEAREST`: each pixel takes the one texel nearest its centre, black or white, and the
/// board turns into a pattern that is not in the picture ([aliasing](../../docs/glossary.md#aliasing)). Right,
/// `GL_LINEAR_MIPMAP_LINEAR` after `glGenerateMipmap`: GL made the texture at half, quarter, ...
/// size ([mipmaps](../../docs/glossary.md#mipmap)), each pixel the average of four, and reads the
/// levels whose texels are about a pixel big: the board averages to the grey it is from afar.
@MainActor
final class Lesson10Texture: @MainActor Lesson {
    private let program: ShaderProgram
    private let quads: Mesh
    private var textures: [GLuint] = [0, 0]   // the same picture twice: [nearest, mipmapped]

    init(context: GLContext, shaders: ShaderLibrary) throws {
        let path = shaders.folder.appendingPathComponent("textures/checker.png").path
        let image: RGBAImage
        do { image = try RGBAImage(pngFile: path) } catch { throw LessonError.file(path, reason: "\(error)") }
        let upright = image.flippedVertically()   // a PNG starts at the top row, GL's texture at the bottom one
        program = try ShaderProgram(context, library: shaders, vertex: "lesson10.vert", fragment: "lesson10.frag")
        quads = try Mesh(context, vertices: [
            // x   y    u  v      the left half, the texture repeated 4 times each way
            -1, -1,  0, 0,   0, -1,  4, 0,   0, 1,  4, 4,   -1, -1,  0, 0,   0, 1,  4, 4,   -1, 1,  0, 4,
            // the right half
             0, -1,  0, 0,   1, -1,  4, 0,   1, 1,  4, 4,    0, -1,  0, 0,   1, 1,  4, 4,    0, 1,  0, 4,
        ], components: [2, 2])

        glGenTextures(2, &textures)                                               // names for two new textures
        for (index, texture) in textures.enumerated() {
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)                         // the texture calls below act on this one
            upright.pixels.withUnsafeBytes {
                // Level 0, the picture itself: allocate 256x256 RGBA8 texels and copy the PNG's pixels in.
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(image.width), GLsizei(image.height), 0,
                             GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
            }
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_REPEAT)   // u past 1 starts again at 0
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_REPEAT)   // and v past 1 too
            if index == 0 {
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)   // shrunk: the nearest texel
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)   // enlarged: the nearest texel too
            } else {
                glGenerateMipmap(GLenum(GL_TEXTURE_2D))                                               // levels 1, 2, ... from level 0
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)   // blend 4 texels in 2 levels
                glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)    // enlarged: blend the 4 nearest texels
            }
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)                                   // done: leave no texture bound
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // draw into the whole window
        glClearColor(0.1, 0.1, 0.12, 1)                                 // the colour glClear fills with: dark grey
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))                        // fill every pixel (flat quads: no depth to reset)
        try program.use()
        glUniform1i(glGetUniformLocation(program.name, "image"), 0)   // the sampler reads texture unit 0
        glActiveTexture(GLenum(GL_TEXTURE0))                          // texture calls now act on unit 0
        for (index, texture) in textures.enumerated() {
            glBindTexture(GLenum(GL_TEXTURE_2D), texture)             // unit 0 now holds this texture
            try quads.draw(first: index * 6, count: 6)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)                       // leave unit 0 empty for whoever draws next
    }

    var windowTitle: String? { "GLSandbox - lesson 10: GL_NEAREST (left) and mipmaps with GL_LINEAR_MIPMAP_LINEAR (right)" }

    func destroy() {
        glDeleteTextures(2, &textures)   // give back both textures (and their mipmaps)
        quads.destroy()
        program.destroy()
    }
}
