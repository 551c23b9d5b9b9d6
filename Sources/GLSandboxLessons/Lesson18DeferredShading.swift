import COpenGL
import Foundation
import GLSandbox

/// Lesson 18: [deferred shading](../../docs/glossary.md#deferred-shading), as LearnOpenGL's
/// "Deferred Shading" chapter teaches it.
///
/// Lighting every triangle for every light costs triangles times lights. Deferred shading
/// splits the work: the **geometry pass** draws the scene once, unlit, into a
/// [G-buffer](../../docs/glossary.md#g-buffer): a framebuffer with **three colour attachments**
/// (world position and normal in RGBA16F textures, colour and shininess in an RGBA8 one) and a
/// depth-stencil renderbuffer; `glDrawBuffers` sends the fragment shader's three outputs to the
/// three attachments. The **lighting pass** then covers the window once and, for each pixel,
/// reads what the G-buffer says about the surface there and adds up sixteen point lights:
/// pixels times lights, however many triangles. Last, small cubes mark the lights, drawn the
/// ordinary (forward) way: for them to be hidden behind the scene, the G-buffer's depth is
/// copied into the framebuffer they are drawn into with `glBlitFramebuffer`.
///
/// Keys 1, 2 and 3 show one G-buffer target as it is (positions repeat every unit; normals
/// from -1..1 as 0..1; colours), 0 the lit picture. The lights circle slowly.
@MainActor
final class Lesson18DeferredShading: @MainActor Lesson {
    private let context: GLContext
    private let geometryProgram: ShaderProgram
    private let lightingProgram: ShaderProgram
    private let markerProgram: ShaderProgram
    private let cube: Mesh
    private let screen: Mesh
    private var gBuffer: Framebuffer?     // 3 colour textures + depth, made at the target's size
    private var picture: Framebuffer?     // RGBA8 + depth: the lit picture and the markers
    /// The scene: a floor and nine cubes on it, each with its colour and shininess.
    private let objects: [(model: Matrix4, albedo: SIMD3<Float>, specular: Float)] = {
        var objects = [(Matrix4.translation(SIMD3(0, -0.6, 0)) * Matrix4.scale(SIMD3(10, 0.2, 10)), SIMD3<Float>(0.8, 0.8, 0.8), Float(0.3))]
        for (i, (x, z)) in [(-2, -2), (0, -2), (2, -2), (-2, 0), (0, 0), (2, 0), (-2, 2), (0, 2), (2, 2)].enumerated() {
            let albedo = SIMD3<Float>(i % 3 == 0 ? 0.9 : 0.4, i % 3 == 1 ? 0.9 : 0.4, i % 3 == 2 ? 0.9 : 0.4)
            objects.append((Matrix4.translation(SIMD3(Float(x), 0, Float(z))), albedo, 0.8))
        }
        return objects
    }()
    static let lightCount = 16
    private let eye = SIMD3<Float>(0, 4, 7)
    /// 0: lit; 1, 2, 3: a G-buffer target (keys 0 to 3).
    var show: Int32 = 0

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        geometryProgram = try ShaderProgram(context, library: shaders, vertex: "lesson18-gbuffer.vert", fragment: "lesson18-gbuffer.frag")
        lightingProgram = try ShaderProgram(context, library: shaders, vertex: "lesson18.vert", fragment: "lesson18-light.frag")
        markerProgram = try ShaderProgram(context, library: shaders, vertex: "lesson18-gbuffer.vert", fragment: "lesson18-marker.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: true), components: [3, 3])
        screen = try Mesh(context, vertices: [-1, -1,  1, -1,  1, 1,   -1, -1,  1, 1,  -1, 1], components: [2])
    }

    /// Light `i` at `time`: on one of two rings about the middle, in its own colour.
    static func light(_ i: Int, time: Float) -> (position: SIMD3<Float>, color: SIMD3<Float>) {
        let angle = Float(i) * 2 * .pi / Float(lightCount) + time * 0.3
        let ring: Float = i % 2 == 0 ? 1 : 3
        let color = SIMD3<Float>(i % 4 == 0 ? 2 : 0.5, i % 4 == 1 ? 2 : 0.5, i % 4 >= 2 ? 2 : 0.5)   // brighter than 1: light adds up
        return (SIMD3(ring * cos(angle), 0.2, ring * sin(angle)), color)
    }

    func keyPressed(_ key: UInt8) {
        if (UInt8(ascii: "0")...UInt8(ascii: "3")).contains(key) { show = Int32(key - UInt8(ascii: "0")) }
    }

    var windowTitle: String? {
        "GLSandbox - lesson 18: deferred shading; showing \(["the lit picture", "positions", "normals", "colours"][Int(show)]) (keys 0-3)"
    }

    /// The G-buffer and the picture framebuffer, (re)made at `size`.
    private func framebuffers(_ size: Size) throws -> (gBuffer: Framebuffer, picture: Framebuffer) {
        if let gBuffer, let picture, gBuffer.drawableSize == size { return (gBuffer, picture) }
        gBuffer?.destroy(); picture?.destroy()
        (gBuffer, picture) = (nil, nil)
        let made = try Framebuffer(context, spec: FramebufferSpec(
            size: size, colors: [.texture(.rgba16f), .texture(.rgba16f), .texture(.rgba8)],   // position, normal, colour + shininess
            depthStencil: .renderbuffer(.depth24_stencil8)))
        gBuffer = made
        try made.requireComplete()
        let shown = try Framebuffer(context, spec: FramebufferSpec(
            size: size, colors: [.renderbuffer(.rgba8)], depthStencil: .renderbuffer(.depth24_stencil8)))   // the same depth format: glBlitFramebuffer copies depth only between equal formats
        picture = shown
        try shown.requireComplete()
        return (made, shown)
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize
        let (gBuffer, picture) = try framebuffers(size)
        let (w, h) = (GLsizei(size.width), GLsizei(size.height))
        let time = Float(inputs.time)
        let view = Matrix4.lookAt(eye: eye, target: SIMD3(0, 0, 0), up: SIMD3(0, 1, 0))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)

        // The geometry pass: surfaces into the G-buffer's three targets, no lighting.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), gBuffer.name)
        let targets = [GL_COLOR_ATTACHMENT0, GL_COLOR_ATTACHMENT1, GL_COLOR_ATTACHMENT2].map { GLenum($0) }
        glDrawBuffers(3, targets)                                       // output 0 to attachment 0, 1 to 1, 2 to 2
        glViewport(0, 0, w, h)
        glClearColor(0, 0, 0, 0)                                        // alpha 0 in the normal target: "nothing here"
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // clears all three targets
        glEnable(GLenum(GL_DEPTH_TEST))
        try geometryProgram.use()
        setMatrices(geometryProgram, view: view, projection: projection)
        for object in objects {
            glUniformMatrix4fv(glGetUniformLocation(geometryProgram.name, "model"), 1, GLboolean(GL_FALSE), object.model.floats)
            glUniform3f(glGetUniformLocation(geometryProgram.name, "albedo"), object.albedo.x, object.albedo.y, object.albedo.z)
            glUniform1f(glGetUniformLocation(geometryProgram.name, "specular"), object.specular)
            try cube.draw()
        }

        // The lighting pass: every pixel once, from the three targets, into the picture.
        glDisable(GLenum(GL_DEPTH_TEST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), picture.name)
        glViewport(0, 0, w, h)
        try lightingProgram.use()
        for (unit, name) in ["gPosition", "gNormal", "gAlbedoSpecular"].enumerated() {
            guard case .texture(let texture) = gBuffer.attachments[.color(unit)] else { continue }
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))          // texture units 0, 1 and 2...
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)          // ...hold the three targets
            glUniform1i(glGetUniformLocation(lightingProgram.name, name), GLint(unit))
        }
        let lights = (0..<Self.lightCount).map { Self.light($0, time: time) }
        let positions = lights.flatMap { [$0.position.x, $0.position.y, $0.position.z] }
        let colors = lights.flatMap { [$0.color.x, $0.color.y, $0.color.z] }
        glUniform3fv(glGetUniformLocation(lightingProgram.name, "lightPositions"), GLsizei(Self.lightCount), positions)   // a whole uniform array at once
        glUniform3fv(glGetUniformLocation(lightingProgram.name, "lightColors"), GLsizei(Self.lightCount), colors)
        glUniform3f(glGetUniformLocation(lightingProgram.name, "viewPosition"), eye.x, eye.y, eye.z)
        glUniform1i(glGetUniformLocation(lightingProgram.name, "show"), show)
        try screen.draw()
        for unit in (0..<3).reversed() {                                // leave the units empty, unit 0 active
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        }

        // The markers, forward: the G-buffer's depth first, so the scene hides them.
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), gBuffer.name)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), picture.name)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_DEPTH_BUFFER_BIT), GLenum(GL_NEAREST))   // depth: only GL_NEAREST
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), picture.name)
        if show == 0 {
            glEnable(GLenum(GL_DEPTH_TEST))
            try markerProgram.use()
            setMatrices(markerProgram, view: view, projection: projection)
            for light in lights {
                let model = Matrix4.translation(light.position) * Matrix4.scale(SIMD3(repeating: 0.15))
                glUniformMatrix4fv(glGetUniformLocation(markerProgram.name, "model"), 1, GLboolean(GL_FALSE), model.floats)
                glUniform3f(glGetUniformLocation(markerProgram.name, "lightColor"), light.color.x, light.color.y, light.color.z)
                try cube.draw()
            }
            glDisable(GLenum(GL_DEPTH_TEST))
        }

        // Show it: the picture's colour into the target we are handed (the window's is 0).
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), picture.name)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.name)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)
    }

    private func setMatrices(_ program: ShaderProgram, view: Matrix4, projection: Matrix4) {
        glUniformMatrix4fv(glGetUniformLocation(program.name, "view"), 1, GLboolean(GL_FALSE), view.floats)
        glUniformMatrix4fv(glGetUniformLocation(program.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)
    }

    func destroy() {
        picture?.destroy()   // each framebuffer deletes the images it made
        gBuffer?.destroy()
        screen.destroy(); cube.destroy()
        markerProgram.destroy(); lightingProgram.destroy(); geometryProgram.destroy()
    }
}
