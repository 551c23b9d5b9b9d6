import COpenGL
import Foundation
import GLSandbox

/// Lesson 12: [ray marching](../../docs/glossary.md#ray-marching). The scene is not triangles
/// but one function in `shaders/lesson12.frag`: the
/// [signed distance](../../docs/glossary.md#signed-distance) from any point to the nearest
/// surface (a sphere on a plane). Swift draws two triangles that cover the window, so the
/// fragment shader runs once per pixel; each pixel's ray steps forward by that distance until it
/// touches something, then the shader lights the point, with a
/// [soft shadow](../../docs/glossary.md#soft-shadow) found by marching again, towards the light.
///
/// The camera is two `vec3` [uniforms](../../docs/glossary.md#uniform), where the eye is and what
/// it looks at, set here each frame with `glUniform3f`: A/D or the left/right arrows walk around
/// the scene, W/S or up/down come closer and step back. The exercise adds a second shape, melted
/// into the first with a [smooth union](../../docs/glossary.md#smooth-union) (`smin`).
@MainActor
final class Lesson12RayMarching: @MainActor Lesson {
    private let program: ShaderProgram
    private let screen: Mesh
    /// The camera walks on a circle around the sphere: its angle (0 is straight in front, +z)
    /// and its distance from the sphere's axis.
    private(set) var angle: Float = 0
    private(set) var distance: Float = 5

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson12.vert", fragment: "lesson12.frag")
        // Two triangles covering clip space from -1 to 1: every pixel of the target.
        screen = try Mesh(context, vertices: [-1, -1,  1, -1,  1, 1,   -1, -1,  1, 1,  -1, 1], components: [2])
    }

    func keyPressed(_ key: UInt8) {
        switch key {
        case UInt8(ascii: "a"): angle -= 0.1
        case UInt8(ascii: "d"): angle += 0.1
        case UInt8(ascii: "w"): distance = max(2, distance - 0.25)
        case UInt8(ascii: "s"): distance = min(20, distance + 0.25)
        default: break
        }
    }


    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // draw into the whole window
        glDisable(GLenum(GL_DEPTH_TEST))                                // one layer of triangles: nothing to sort (the shader finds what is nearest)
        let eye = SIMD3<Float>(sin(angle) * distance, 1.5, cos(angle) * distance)   // on the circle, 1.5 above the ground
        try program.use()
        glUniform2f(glGetUniformLocation(program.name, "resolution"), Float(size.width), Float(size.height))  // the shader turns pixels into rays with it
        glUniform3f(glGetUniformLocation(program.name, "cameraPosition"), eye.x, eye.y, eye.z)              // where every ray starts
        glUniform3f(glGetUniformLocation(program.name, "cameraTarget"), 0, 0.8, 0)                          // what the middle pixel looks at
        try screen.draw()                                               // 6 vertices, 2 triangles: the fragment shader runs for every pixel
    }

    var windowTitle: String? { "GLSandbox - lesson 12: ray marching; A/D or left/right walk around, W/S or up/down come closer" }

    func destroy() {
        screen.destroy()
        program.destroy()
    }
}
