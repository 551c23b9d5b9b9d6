import Foundation
import COpenGL
import GLSandbox
import GLSandboxWindow

/// Lesson 9: a [camera](../../docs/glossary.md#camera). Five cubes stand in a row; you walk
/// among them. The camera is a position and a direction (yaw: left/right, pitch: up/down);
/// [`Matrix4.lookAt`](../../docs/glossary.md#lookat) turns them into the
/// **[view matrix](../../docs/glossary.md#view-matrix)**, and each cube gets its own
/// [model matrix](../../docs/glossary.md#model-matrix). W/S or up/down arrows walk forward and
/// back, A/D or left/right arrows step sideways, dragging the mouse turns your head.
@MainActor
final class Lesson9Camera: @MainActor Lesson {
    private let program: ShaderProgram
    private let cube: Mesh
    private(set) var position = SIMD3<Float>(0, 0, 6)
    private var yaw: Float = -.pi / 2     // looking down -z
    private var pitch: Float = 0
    private var lastMouse: (x: Int, y: Int)?
    private let step: Float = 0.25

    init(context: GLContext, shaders: ShaderLibrary) throws {
        program = try ShaderProgram(context, library: shaders, vertex: "lesson9.vert", fragment: "lesson9.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: false), components: [3, 3])
    }

    /// Where the camera looks: a unit vector from yaw and pitch.
    private var front: SIMD3<Float> { SIMD3(cos(yaw) * cos(pitch), sin(pitch), sin(yaw) * cos(pitch)) }
    private var right: SIMD3<Float> { SIMD3(-sin(yaw), 0, cos(yaw)) }

    func keyPressed(_ key: UInt8) {
        switch key {
        case UInt8(ascii: "w"): position += front * step
        case UInt8(ascii: "s"): position -= front * step
        case UInt8(ascii: "a"): position -= right * step
        case UInt8(ascii: "d"): position += right * step
        default: break
        }
    }


    func mouse(_ event: MouseEvent, size: Size) {
        switch event.kind {
        case .pressed: lastMouse = (event.x, event.y)
        case .released: lastMouse = nil
        case .dragged:
            guard let last = lastMouse else { return }
            yaw += Float(event.x - last.x) * 0.005                                    // right: turn right
            pitch = min(1.5, max(-1.5, pitch - Float(event.y - last.y) * 0.005))     // up: look up (never straight up)
            lastMouse = (event.x, event.y)
        }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // draw into the whole window
        glEnable(GLenum(GL_DEPTH_TEST))                                 // keep the nearest surface (lesson 8)
        glClearColor(0.1, 0.1, 0.12, 1)                                 // the colour glClear fills with: dark grey
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // fill every pixel, and reset the depth buffer
        let view = Matrix4.lookAt(eye: position, target: position + front, up: SIMD3(0, 1, 0))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)
        try program.use()
        glUniformMatrix4fv(glGetUniformLocation(program.name, "view"), 1, GLboolean(GL_FALSE), view.floats)      // the camera: once per frame
        glUniformMatrix4fv(glGetUniformLocation(program.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)  // the lens: once per frame
        for x in stride(from: -4, through: 4, by: 2) {                 // one draw per cube, each with its own model matrix
            let model = Matrix4.translation(SIMD3(Float(x), 0, 0))
            glUniformMatrix4fv(glGetUniformLocation(program.name, "model"), 1, GLboolean(GL_FALSE), model.floats)   // where this cube stands
            try cube.draw()
        }
        glDisable(GLenum(GL_DEPTH_TEST))                                // leave GL as we found it for whoever draws next
    }

    var windowTitle: String? { "GLSandbox - lesson 9: WASD or arrows walk, drag the mouse to look" }

    func destroy() {
        cube.destroy()
        program.destroy()
    }
}
