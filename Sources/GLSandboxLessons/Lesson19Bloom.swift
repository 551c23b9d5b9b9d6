import COpenGL
import GLSandbox

/// Lesson 19: [HDR](../../docs/glossary.md#hdr) and [bloom](../../docs/glossary.md#bloom), as
/// LearnOpenGL's "HDR" and "Bloom" chapters teach them.
///
/// An RGBA8 target clips every colour at 1: a lamp ten times brighter than a white wall looks
/// the same as the wall. The **scene pass** draws into a framebuffer with two **RGBA16F**
/// textures (half floats: colours above 1 are kept): the scene at colour attachment 0, and at
/// attachment 1 only what is brighter than 1 (the **bright pass**). The **blur** spreads the
/// bright parts: a Gaussian, horizontal then vertical, five times each, back and forth between
/// two half-size framebuffers ([ping-pong](../../docs/glossary.md#ping-pong), lesson 13). The
/// **combine** adds the glow to the scene and [tone maps](../../docs/glossary.md#tone-mapping)
/// the sum into 0..1 after an exposure: Reinhard's `x / (x + 1)` of `colour * exposure`.
///
/// `+` and `-` double and halve the exposure; `b` turns the bloom off.
@MainActor
final class Lesson19Bloom: @MainActor Lesson {
    private let context: GLContext
    private let sceneProgram: ShaderProgram
    private let blurProgram: ShaderProgram
    private let combineProgram: ShaderProgram
    private let cube: Mesh
    private let screen: Mesh
    private var hdr: Framebuffer?                       // scene + bright pass, RGBA16F, the target's size
    private var pingPong: [Framebuffer] = []            // two RGBA16F framebuffers, half the size
    private var madeFor = Size(0, 0)
    /// The three cubes: where, their colour, and how many times their colour they shine (0: lit).
    private let cubes: [(position: SIMD3<Float>, colour: SIMD3<Float>, glow: Float)] = [
        (SIMD3(-1.4, 0, 0), SIMD3(1, 0.4, 0.1), 3),      // an orange lamp, three times brighter than white paper
        (SIMD3(0, 0, -1), SIMD3(0.6, 0.6, 0.6), 0),      // grey, lit: never brighter than 1
        (SIMD3(1.4, 0, 0), SIMD3(0.2, 0.5, 1), 4),       // a blue lamp
    ]
    /// `+` and `-` change it.
    var exposure: Float = 1
    /// `b` toggles it.
    var bloom = true
    let blurPasses = 10

    init(context: GLContext, shaders: ShaderLibrary) throws {
        self.context = context
        sceneProgram = try ShaderProgram(context, library: shaders, vertex: "lesson19.vert", fragment: "lesson19-scene.frag")
        blurProgram = try ShaderProgram(context, library: shaders, vertex: "lesson19-screen.vert", fragment: "lesson19-blur.frag")
        combineProgram = try ShaderProgram(context, library: shaders, vertex: "lesson19-screen.vert", fragment: "lesson19-combine.frag")
        cube = try Mesh(context, vertices: Cube.vertices(withNormals: true), components: [3, 3])
        screen = try Mesh(context, vertices: [-1, -1,  1, -1,  1, 1,   -1, -1,  1, 1,  -1, 1], components: [2])
    }

    func keyPressed(_ key: UInt8) {
        switch key {
        case UInt8(ascii: "+"), UInt8(ascii: "="): exposure *= 2
        case UInt8(ascii: "-"): exposure /= 2
        case UInt8(ascii: "b"): bloom.toggle()
        default: break
        }
    }

    var windowTitle: String? { "GLSandbox - lesson 19: HDR and bloom; exposure \(exposure) (+ and -), bloom \(bloom ? "on" : "off") (b)" }

    /// (Re)makes the framebuffers for a target of `size`.
    private func makeFramebuffers(_ size: Size) throws {
        destroyFramebuffers()
        let made = try Framebuffer(context, spec: FramebufferSpec(
            size: size, colors: [.texture(.rgba16f), .texture(.rgba16f)], depthStencil: .renderbuffer(.depth24_stencil8)))
        hdr = made
        try made.requireComplete()
        for _ in 0..<2 {
            let half = try Framebuffer(context, spec: FramebufferSpec(
                size: Size(max(1, size.width / 2), max(1, size.height / 2)), colors: [.texture(.rgba16f)]))
            pingPong.append(half)
            try half.requireComplete()
        }
        for texture in [made.attachments[.color(0)], made.attachments[.color(1)], pingPong[0].attachments[.color(0)], pingPong[1].attachments[.color(0)]] {
            if case .texture(let texture) = texture { try texture.setSampling(linear: true, repeats: false) }   // smooth between half-size texels
        }
        madeFor = size
    }

    private func texture(_ framebuffer: Framebuffer, _ index: Int) -> GLuint {
        if case .texture(let texture) = framebuffer.attachments[.color(index)] { return texture.name }
        return 0
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize
        if size != madeFor || hdr == nil { try makeFramebuffers(size) }
        guard let hdr else { return }

        // The scene pass: both attachments at once.
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), hdr.name)
        let targets = [GL_COLOR_ATTACHMENT0, GL_COLOR_ATTACHMENT1].map { GLenum($0) }
        glDrawBuffers(2, targets)                                       // output 0: the scene; output 1: the bright pass
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        glClearColor(0.02, 0.02, 0.03, 1)                               // a dark blue night
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // clears both targets to it...
        var black: [GLfloat] = [0, 0, 0, 1]
        glClearBufferfv(GLenum(GL_COLOR), 1, &black)                    // ...then the bright pass alone to black: the night does not glow
        glEnable(GLenum(GL_DEPTH_TEST))
        let turn = Matrix4.rotation(radians: Float(inputs.time) * 0.5 + 0.6, axis: SIMD3(0.5, 1, 0))
        let view = Matrix4.translation(SIMD3(0, 0, -5))
        let projection = Matrix4.perspective(fovY: .pi / 4, aspect: Float(size.width) / Float(size.height), near: 0.1, far: 100)
        try sceneProgram.use()
        glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "view"), 1, GLboolean(GL_FALSE), view.floats)
        glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "projection"), 1, GLboolean(GL_FALSE), projection.floats)
        for item in cubes {
            let model = Matrix4.translation(item.position) * turn
            glUniformMatrix4fv(glGetUniformLocation(sceneProgram.name, "model"), 1, GLboolean(GL_FALSE), model.floats)
            glUniform3f(glGetUniformLocation(sceneProgram.name, "colour"), item.colour.x, item.colour.y, item.colour.z)
            glUniform1f(glGetUniformLocation(sceneProgram.name, "glow"), item.glow)
            try cube.draw()
        }
        glDisable(GLenum(GL_DEPTH_TEST))

        // The blur: the bright pass, horizontally into pingPong[0], vertically into [1], and so on.
        try blurProgram.use()
        glUniform1i(glGetUniformLocation(blurProgram.name, "image"), 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        var source = texture(hdr, 1)                                    // first read: the bright pass
        for pass in 0..<blurPasses {
            let into = pingPong[pass % 2]
            try into.bindForDrawing()                                   // glBindFramebuffer and a half-size viewport
            glUniform1i(glGetUniformLocation(blurProgram.name, "horizontal"), pass % 2 == 0 ? 1 : 0)
            glBindTexture(GLenum(GL_TEXTURE_2D), source)
            try screen.draw()
            source = texture(into, 0)                                   // the next pass reads what this one drew
        }

        // The combine: scene + glow, tone mapped, into the target we are handed (the window's is 0).
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))
        try combineProgram.use()
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture(hdr, 0))           // the scene on unit 0...
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), source)                    // ...the blurred glow on unit 1
        glUniform1i(glGetUniformLocation(combineProgram.name, "scene"), 0)
        glUniform1i(glGetUniformLocation(combineProgram.name, "bloom"), 1)
        glUniform1i(glGetUniformLocation(combineProgram.name, "bloomOn"), bloom ? 1 : 0)
        glUniform1f(glGetUniformLocation(combineProgram.name, "exposure"), exposure)
        try screen.draw()
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)                         // leave the units empty, unit 0 active
        glActiveTexture(GLenum(GL_TEXTURE0))
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    private func destroyFramebuffers() {
        hdr?.destroy()   // each framebuffer deletes the textures it made
        hdr = nil
        for framebuffer in pingPong { framebuffer.destroy() }
        pingPong = []
    }

    func destroy() {
        destroyFramebuffers()
        screen.destroy(); cube.destroy()
        combineProgram.destroy(); blurProgram.destroy(); sceneProgram.destroy()
    }
}
