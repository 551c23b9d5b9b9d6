import COpenGL
import GLSandbox

/// Lesson 17: [shadow mapping](../../docs/glossary.md#shadow-map), as LearnOpenGL's "Shadow
/// Mapping" chapter teaches it.
///
/// **Pass 1** draws the scene as the light sees it (a light far away, so an
/// [orthographic](../../docs/glossary.md#orthographic-projection) projection along its
/// direction) into a framebuffer that has **only a depth attachment**: a 1024x1024
/// `GL_DEPTH_COMPONENT24` texture, the shadow map. A framebuffer with no colour attachment
/// draws and reads no colour: `glDrawBuffer(GL_NONE)` and `glReadBuffer(GL_NONE)`
/// (`glsandbox fbo --size 1024x1024 --depth depth_component24` builds the same configuration
/// with a renderbuffer and explains its verdict). **Pass 2** draws the
/// scene from the camera; `shaders/lesson17.frag` moves each fragment into the light's space,
/// looks up the depth the light saw there and **compares**: something nearer the light means
/// shadow. The comparison needs a **bias**: the map's texels are coarser than the screen's
/// pixels, so a lit surface compares against itself and half its texels come out in shadow,
/// a pattern of stripes called [shadow acne](../../docs/glossary.md#shadow-acne). And **PCF**
/// (percentage-closer filtering) averages nine comparisons around the point for a soft edge.
///
/// Space shows the shadow map itself (near the light dark, far bright); `p` turns PCF off.
@MainActor
final class Lesson17ShadowMapping: @MainActor Lesson {
    private let sceneProgram: ShaderProgram
    private let depthProgram: ShaderProgram
    private let mapProgram: ShaderProgram
    private let cube: Mesh
    private let screen: Mesh
    private let shadowMap: Framebuffer      // depth only
    private let depthTexture: Texture2D     // its depth attachment, sampled in pass 2
    let shadowMapSize = Size(1024, 1024)
    /// Towards the light (far away, up and to the left): the direction its rays come from.
    private let toLight = SIMD3<Float>(-2, 4, 1) / (SIMD3<Float>(-2, 4, 1) * SIMD3<Float>(-2, 4, 1)).sum().squareRoot()
    /// Space toggles it.
    var showShadowMap = false
    /// `p` toggles it.
    var pcf = true

    init(context: GLContext, shaders: ShaderLibrary) throws {
        sceneProgram = try ShaderProgram(context, library: shaders, vertex: "lesson17.vert", fragment: "lesson17.frag")
        depthProgram = try ShaderProgram(context, library: shaders, vertex: "lesson17-depth.vert", fragment: "lesson17-depth.frag")
        mapProgram = try ShaderProgram(context, library: shaders, vertex: "lesson17-map.vert", fragment: "lesson17-map.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: true), components: [3, 3])
        screen = try Mesh(context, vertices: [-1, -1,  1, -1,  1, 1,   -1, -1,  1, 1,  -1, 1], components: [2])
        // The shadow map: a framebuffer with one depth texture and no colour at all.
        shadowMap = try Framebuffer(context, spec: FramebufferSpec(size: shadowMapSize, depth: .texture(.depth_component24)))
        do {
            guard case .texture(let texture) = shadowMap.attachments[.depth] else {
                throw LessonError.incompleteFramebuffer(name: "the shadow map", status: "no texture at GL_DEPTH_ATTACHMENT")
            }
            depthTexture = texture
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), shadowMap.name)
            // No colour to draw into or read from. GL before 4.1 called a framebuffer whose draw
            // buffer names a missing attachment incomplete (GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER);
            // the library's Framebuffer already did this when it found no colour attachment.
            glDrawBuffer(GLenum(GL_NONE))
            glReadBuffer(GLenum(GL_NONE))
            try shadowMap.requireComplete()                                // glCheckFramebufferStatus
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            glBindTexture(GLenum(GL_TEXTURE_2D), depthTexture.name)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_BORDER)   // outside the map...
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_BORDER)
            var farthest: [GLfloat] = [1, 1, 1, 1]
            glTexParameterfv(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_BORDER_COLOR), &farthest)    // ...the depth is 1, as far as can be: lit
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        } catch {
            shadowMap.destroy()
            throw error
        }
    }

    func keyPressed(_ key: UInt8) {
        switch key {
        case UInt8(ascii: " "): showShadowMap.toggle()
        case UInt8(ascii: "p"): pcf.toggle()
        default: break
        }
    }

    var windowTitle: String? {
        "GLSandbox - lesson 17: shadow mapping; space shows the \(showShadowMap ? "scene" : "shadow map"), p turns PCF \(pcf ? "off" : "on")"
    }

    /// The model matrices of the scene: a floor, a cube turning above it, a small cube on it.
    private func models(time: Float) -> [(model: Matrix4, color: SIMD3<Float>)] {
        [
            (Matrix4.translation(SIMD3(0, -0.6, 0)) * Matrix4.scale(SIMD3(8, 0.2, 8)), SIMD3(0.85, 0.85, 0.8)),   // the floor: its top at y = -0.5
            (Matrix4.translation(SIMD3(0, 0.5, 0)) * Matrix4.rotation(radians: time * 0.5 + 0.6, axis: SIMD3(0.5, 1, 0)), SIMD3(1, 0.5, 0.31)),
            (Matrix4.translation(SIMD3(1.4, -0.2, 0.9)) * Matrix4.scale(SIMD3(repeating: 0.6)), SIMD3(0.3, 0.6, 1)),
        ]
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let objects = models(time: Float(inputs.time))
        // The light's view: from far along toLight, looking at the middle of the scene; a box
        // 8 wide and high, 1 to 12 deep in front of it.
        let lightView = Matrix4.lookAt(eye: toLight * 6, target: .zero, up: SIMD3(0, 1, 0))
        let lightSpace = Matrix4.orthographic(left: -4, right: 4, bottom: -4, top: 4, near: 1, far: 12) * lightView
        glEnable(GLenum(GL_DEPTH_TEST))

        // Pass 1: depth from the light, into the shadow map.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), shadowMap.name)
        glViewport(0, 0, GLsizei(shadowMapSize.width), GLsizei(shadowMapSize.height))   // the map's size, not the window's
        glClear(GLbitfield(GL_DEPTH_BUFFER_BIT))                        // all depth 1: nothing in the way yet
        try depthProgram.use()
        glUniformMatrix4fv(glGetUniformLocation(depthProgram.name, "lightSpace"), 1, GLboolean(GL_FALSE), lightSpace.floats)
        for object in objects {
            glUniformMatrix4fv(glGetUniformLocation(depthProgram.name, "model"), 1, GLboolean(GL_FALSE), object.model.floats)
            try cube.draw()
        }

        // Pass 2: the scene from the camera, each fragment compared with the map.
        let size = target.drawableSize
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glClearColor(0.1, 0.1, 0.12, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), depthTexture.name)         // the shadow map on texture unit 0
        if showShadowMap {
            glDisable(GLenum(GL_DEPTH_TEST))
            try mapProgram.use()
            glUniform1i(glGetUniformLocation(mapProgram.name, "shadowMap"), 0)
            try screen.draw()
        } else {
            let view = Matrix4.lookAt(eye: SIMD3(0, 2.5, 5), target: SIMD3(0, 0, 0), up: SIMD3(0, 1, 0))
            let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)
            try sceneProgram.use()
            glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "view"), 1, GLboolean(GL_FALSE), view.floats)
            glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)
            glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "lightSpace"), 1, GLboolean(GL_FALSE), lightSpace.floats)
            glUniform3f(glGetUniformLocation(sceneProgram.name, "toLight"), toLight.x, toLight.y, toLight.z)
            glUniform1i(glGetUniformLocation(sceneProgram.name, "shadowMap"), 0)
            glUniform1i(glGetUniformLocation(sceneProgram.name, "pcf"), pcf ? 1 : 0)
            for object in objects {
                glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "model"), 1, GLboolean(GL_FALSE), object.model.floats)
                glUniform3f(glGetUniformLocation(sceneProgram.name, "objectColor"), object.color.x, object.color.y, object.color.z)
                try cube.draw()
            }
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)                         // leave GL as we found it for whoever draws next
        glDisable(GLenum(GL_DEPTH_TEST))
    }

    func destroy() {
        shadowMap.destroy()   // and the depth texture it made
        screen.destroy(); cube.destroy()
        mapProgram.destroy(); depthProgram.destroy(); sceneProgram.destroy()
    }
}
