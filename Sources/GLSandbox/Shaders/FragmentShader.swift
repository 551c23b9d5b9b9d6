import COpenGL

/// A user's fragment shader, compiled in a context, with its channel textures: draws one frame
/// over the whole target for a `ShaderInputs`.
///
/// ```swift
/// let gl = try GLContext()
/// let shader = try FragmentShader(gl, file: try ShaderFile(path: "my.frag"))
/// let target = try Framebuffer(gl, spec: .standard(size: Size(600, 480)))
/// try shader.draw(into: target, inputs: ShaderInputs(time: 2))
/// let image = try target.readImage()
/// ```
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``. Commands do not
/// make these directly: a ``ShaderScene`` makes a ``ShaderRenderer`` (one or several passes,
/// each one of these) wherever a shader is rendered (render, loop, bench, snapshot, the window).
public final class FragmentShader {
    public let context: GLContext
    /// The file as last compiled successfully.
    public private(set) var file: ShaderFile
    private var program: ShaderProgram
    private var bindings: [ShaderUniforms.Binding]
    /// Which corners of the buffer are drawn: the triangle (0, 3), GLSL Sandbox's quad (3, 6)
    /// for its files and any reading `surfacePosition` (see `GLSLSandbox/drawsQuad(_:readsCorners:)`), or
    /// Bonzomatic's (9, 6) for one reading `out_texcoord` (`Bonzomatic/drawsQuad(_:readsCorners:)`).
    private var drawn: (first: GLint, count: GLsizei) = (0, 3)
    private let vertexArray: GLName
    /// The triangle's corners, for languages without `gl_VertexID` (GLSL ES 1.00, GLSL 1.10/1.20).
    private let corners: GLName
    /// The VS Code extension's plane, for a pass with `#iVertex` (made at the first draw, again when the size changes).
    private var plane: (mesh: Mesh, size: Size)?
    private var channels: [Texture2D?]
    /// A vertexshaderart drawing's `vertexId`s, 0 to count - 1 (made at the first draw, again when the count changes).
    private var vertexIds: (buffer: GLName, count: Int)?

    /// Compiles `file` (its dialect's declarations and `main` added around it) and uploads the
    /// channel images (index 0 to 3; nil or missing entries stay unset).
    ///
    /// - Throws: ``ShaderError/compileFailed(file:log:)`` with the log in the user's files and
    ///   lines, ``ShaderError/linkFailed(files:log:)``, ``ShaderError/uniformType(file:name:declared:expected:)``,
    ///   ``ShaderError/channel(index:reason:)``.
    /// `sampling[i]` is how channel i is filtered and wrapped (default: mipmapped, repeating, as on Shadertoy).
    public init(_ context: GLContext, file: ShaderFile, channels images: [RGBAImage?] = [],
                sampling: [Texture2D.TextureSampling?] = []) throws(ShaderError) {
        guard images.count <= 4 else { throw .channel(index: images.count - 1, reason: "there are four channels, 0 to 3") }
        do { try context.makeCurrent() } catch { throw .context(error) }
        var vertexArray: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        var corners: GLuint = 0
        glGenBuffers(1, &corners)
        self.vertexArray = GLName(vertexArray, kind: .vertexArray, in: context)
        self.corners = GLName(corners, kind: .buffer, in: context)
        Self.fillCorners(vertexArray: vertexArray, buffer: corners)
        let program: ShaderProgram, bindings: [ShaderUniforms.Binding]
        do {
            (program, bindings) = try Self.build(file, in: context, vertexArray: vertexArray, corners: corners)
        } catch {
            self.vertexArray.delete()
            self.corners.delete()
            throw error
        }
        var textures: [Texture2D?] = []
        for (index, image) in images.enumerated() {
            guard let image else { textures.append(nil); continue }
            do {
                let chosen = index < sampling.count ? sampling[index] : nil
                textures.append(try Texture2D(context, image: image, sampling: chosen ?? Channel.Kind.picture(image, topRowAtT1: true).defaultSampling))
            } catch {
                textures.forEach { $0?.destroy() }
                program.destroy()
                self.vertexArray.delete()
                self.corners.delete()
                throw .channel(index: index, reason: error.description)
            }
        }
        self.context = context
        self.file = file
        self.program = program
        self.bindings = bindings
        self.drawn = Self.drawn(file, program: program)
        self.channels = textures + Array(repeating: nil, count: 4 - textures.count)
    }

    /// Compiles a new version of the file (after an edit) and uses it from now on; on error the
    /// last good program stays, and the error says what is wrong with the new one.
    public func reload(_ file: ShaderFile) throws(ShaderError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        let (program, bindings) = try Self.build(file, in: context, vertexArray: vertexArray.value, corners: corners.value)
        self.program.destroy()
        self.program = program
        self.bindings = bindings
        self.drawn = Self.drawn(file, program: program)
        self.file = file
    }

    private static func build(_ file: ShaderFile, in context: GLContext, vertexArray: GLuint, corners: GLuint) throws(ShaderError) -> (ShaderProgram, [ShaderUniforms.Binding]) {
        func link(_ language: GLSLVersion? = nil) throws(ShaderError) -> ShaderProgram {
            let (text, map, language) = file.assembled(glslVersion: glslVersion(of: context), language: language)
            if file.dialect == .vertexShaderArt {
                // The user's file is the vertex stage; the site gives the fragment stage.
                return try ShaderError.program { () throws(ProgramError) in
                    try ShaderProgram(context, vertex: ShaderSource(name: file.path, text: text, sourceMap: map),
                                      fragment: ShaderSource(name: "<vertexshaderart fragment shader>", text: VertexShaderArt.fragmentShader))
                }
            }
            let vertex = file.vertex.map { own in
                let (text, map) = own.assembled(for: file)
                return ShaderSource(name: own.path, text: text, sourceMap: map)
            } ?? file.isfHeader.map { header in
                // ISF draws VVISF's quad, its .vs or a main that only calls isf_vertShaderInit(), so
                // isf_FragNormCoord is interpolated over the same two triangles as there.
                let own = file.isfVertex ?? ISF.plainVertex
                let (text, map) = ISF.vertexShader(header: header, vertex: own.text, map: own.map, language: language)
                return ShaderSource(name: file.isfVertex == nil ? "<ISF vertex shader>" : ISF.vertexPath(besides: file.path) ?? file.path, text: text, sourceMap: map)
            } ?? ShaderSource(name: "<glsandbox vertex shader>", text: ShaderDialect.vertexShader(
                language: language, reads: file.scan.inputs, block: file.dialect == .kodelife ? KodeLife.inputBlock(of: file.text) : nil))
            return try ShaderError.program { () throws(ProgramError) in try ShaderProgram(context, vertex: vertex, fragment: ShaderSource(name: file.path, text: text, sourceMap: map)) }
        }
        let program: ShaderProgram
        do throws(ShaderError) {
            program = try link()
        } catch {
            // Shadertoy code without a #version is GLSL ES 3.00 first; code written for a desktop
            // (Kodi's, or a global set from a uniform) compiles as GLSL 4.50, where Kodi and
            // desktop players compile it. When neither does, the ES errors are the ones shown.
            // An #iVertex stage is GLSL ES 3.00 only (WebGL 2 is the extension's one language for it).
            guard case .compileFailed(_, let log) = error else { throw error }
            guard file.vertex == nil,
                  let desktop = file.dialect.desktopFallback(of: file.scan, contextVersion: glslVersion(of: context)),
                  let second = try? link(desktop) else { throw ChannelKindCheck.diagnose(log: log, file: file) ?? error }
            program = second
        }
        do {
            let bindings = try ShaderUniforms.bindings(for: program, file: file)
            // Languages without gl_VertexID read the corners from the buffer, wherever the linker put them.
            let corner = glGetAttribLocation(program.name, ShaderDialect.positionAttribute)
            glBindVertexArray(vertexArray)
            for index in 0..<GLuint(4) { glDisableVertexAttribArray(index) }
            if corner >= 0 {
                glBindBuffer(GLenum(GL_ARRAY_BUFFER), corners)
                defer { glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0) }
                glVertexAttribPointer(GLuint(corner), 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
                glEnableVertexAttribArray(GLuint(corner))
            }
            glBindVertexArray(0)
            return (program, bindings)
        } catch {
            program.destroy()
            throw error
        }
    }

    /// The corners drawn for `file` compiled as `program`.
    private static func drawn(_ file: ShaderFile, program: ShaderProgram) -> (first: GLint, count: GLsizei) {
        if file.isfHeader != nil { return (0, GLsizei(ISF.quadVertices)) }   // ISF: the frame's quad, as VVISF draws it
        let readsCorners = glGetAttribLocation(program.name, ShaderDialect.positionAttribute) >= 0
        if Bonzomatic.drawsQuad(file, readsCorners: readsCorners) { return (9, 6) }
        return GLSLSandbox.drawsQuad(file, readsCorners: readsCorners) ? (3, 6) : (0, 3)
    }

    /// The full-screen triangle's three corners, then GLSL Sandbox's quad, then Bonzomatic's, in the vertex array's buffer.
    private static func fillCorners(vertexArray: GLuint, buffer: GLuint) {
        let corners: [Float] = [-1, -1, 3, -1, -1, 3] + GLSLSandbox.quadCorners + Bonzomatic.quadCorners
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        corners.withUnsafeBytes { glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
    }

    /// The GLSL version to declare: 450 where the context offers it (llvmpipe), else 330.
    static func glslVersion(of context: GLContext) -> Int {
        let digits = context.info.glsl.prefix(while: { $0.isNumber || $0 == "." }).replacingOccurrences(of: ".", with: "")
        return (Int(digits) ?? 330) >= 450 ? 450 : 330
    }

    /// Draws one frame over the whole of `target`. Into a framebuffer object the alpha is what
    /// the shader writes (images are made opaque after readback, with `RGBAImage.makeOpaque()`:
    /// a colour mask on alpha would make llvmpipe read and rewrite the colour buffer every frame).
    /// Into the window's framebuffer 0 alpha stays 1, so what the window shows and a screenshot
    /// of it are the opaque picture.
    public func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        try draw(into: target, inputs: inputs, channels: nil)
    }

    /// ``draw(into:inputs:)`` with `channels` replacing the shader's own channel textures (a
    /// pass of a ``ShaderRenderer`` reads its buffers and images).
    func draw(into target: Framebuffer, inputs: ShaderInputs, channels override: [ChannelBinding?]?) throws {
        try target.bindForDrawing()
        try target.clear(color: RGBA(0, 0, 0, target.isDefault ? 1 : 0))
        try drawBound(size: target.drawableSize, inputs: inputs, opaque: target.isDefault, channels: override)
    }

    /// A texture on a channel, with the sampler that reads it (nil: the texture's own settings).
    struct ChannelBinding {
        let texture: any ChannelTexture
        let sampler: Sampler?
    }

    /// Draws into the bound framebuffer over `size`. `channels` replaces the shader's own
    /// channel textures (a multipass pass's buffers and images).
    func drawBound(size: Size, inputs: ShaderInputs, opaque: Bool, channels override: [ChannelBinding?]? = nil, cubeFace: Int = 0) throws(ShaderError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        let bound = override ?? channels.map { $0.map { ChannelBinding(texture: $0, sampler: nil) } }
        try ShaderError.program { () throws(ProgramError) in try program.use() }
        try ShaderUniforms.set(bindings, on: program, frame: ShaderUniforms.Frame(inputs: inputs, size: size, channels: bound.map { $0?.texture.size },
                                                                               depths: bound.map { $0?.texture.depth ?? 1 }, cubeFace: cubeFace,
                                                                               channelTimes: bound.map { $0?.texture.playbackTime }))
        for unit in 0...max(ShaderUniforms.keyboardUnit, bound.count - 1) {   // the four channels, then #iKeyboard's texture (ISF: up to 16 samplers)
            let binding = unit < bound.count ? bound[unit] : nil
            if let binding {
                do { try binding.texture.bind(unit: unit) } catch { throw .channel(index: unit, reason: error.description) }
            } else {
                glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
                glBindTexture(GLenum(GL_TEXTURE_2D), 0)   // no texture: samples (0, 0, 0, 1)
                glBindTexture(GLenum(GL_TEXTURE_CUBE_MAP), 0)
                glBindTexture(GLenum(GL_TEXTURE_3D), 0)
                glBindTexture(GLenum(GL_TEXTURE_1D), 0)   // Bonzomatic's spectra without music: 0
            }
            Sampler.bind(binding?.sampler, unit: unit)
        }
        glActiveTexture(GLenum(GL_TEXTURE0))
        glDisable(GLenum(GL_DEPTH_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_SCISSOR_TEST))
        if file.dialect == .vertexShaderArt {
            drawVertices(file.vertexDrawing, background: VertexShaderArt.background(inputs, own: file.vertexBackground), opaque: opaque)
        } else if file.vertex != nil {
            // The extension's plane, as three.js draws it: onto a target cleared to nothing (a
            // window's alpha stays 1), two triangles, counter-clockwise in front, back faces culled.
            let mesh = try planeMesh(size: size)
            glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
            glClearColor(0, 0, 0, opaque ? 1 : 0)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            if opaque { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_FALSE)) }
            glEnable(GLenum(GL_CULL_FACE))
            glCullFace(GLenum(GL_BACK))
            glFrontFace(GLenum(GL_CCW))
            defer { glDisable(GLenum(GL_CULL_FACE)) }
            do { try mesh.draw() } catch { throw Self.shaderError(error) }
        } else {
            if opaque { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_FALSE)) }
            glBindVertexArray(vertexArray.value)
            glDrawArrays(GLenum(GL_TRIANGLES), drawn.first, drawn.count)
            glBindVertexArray(0)
        }
        if opaque { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE)) }
        for unit in 0...max(ShaderUniforms.keyboardUnit, bound.count - 1) { Sampler.bind(nil, unit: unit) }
    }

    /// A vertexshaderart drawing, as the site's `renderScene` draws it: cleared to the background
    /// colour and depth 1, depth test (`LESS`) and blending (`ONE, ONE_MINUS_SRC_ALPHA`) on, the
    /// vertex shader's point size, `drawing.vertexCount` vertices numbered by `vertexId`.
    private func drawVertices(_ drawing: VertexShaderArt.Drawing, background: SIMD4<Float>, opaque: Bool) {
        let count = drawing.vertexCount
        if vertexIds?.count != count {
            vertexIds?.buffer.delete()
            var buffer: GLuint = 0
            glGenBuffers(1, &buffer)
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
            let ids = (0..<count).map(Float.init)
            ids.withUnsafeBytes { glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW)) }
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
            vertexIds = (GLName(buffer, kind: .buffer, in: context), count)
        }
        glBindVertexArray(vertexArray.value)
        let location = glGetAttribLocation(program.name, VertexShaderArt.vertexIdName)
        if location >= 0, let ids = vertexIds {
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), ids.buffer.value)
            glVertexAttribPointer(GLuint(location), 1, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 0, nil)
            glEnableVertexAttribArray(GLuint(location))
            glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        }
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        glDepthMask(GLboolean(GL_TRUE))
        glClearColor(background.x, background.y, background.z, opaque ? 1 : background.w)
        glClearDepth(1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))
        if opaque { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_FALSE)) }
        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthFunc(GLenum(GL_LESS))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glEnable(GLenum(GL_PROGRAM_POINT_SIZE))
        glLineWidth(1)
        glDrawArrays(Self.mode(of: drawing.primitive), 0, GLsizei(count))
        glDisable(GLenum(GL_PROGRAM_POINT_SIZE))
        glDisable(GLenum(GL_BLEND))
        glDisable(GLenum(GL_DEPTH_TEST))
        if location >= 0 { glDisableVertexAttribArray(GLuint(location)) }
        glBindVertexArray(0)
    }

    /// GL's mode for a vertexshaderart primitive.
    private static func mode(of primitive: VertexShaderArt.Primitive) -> GLenum {
        switch primitive {
        case .points: GLenum(GL_POINTS)
        case .lines: GLenum(GL_LINES)
        case .lineStrip: GLenum(GL_LINE_STRIP)
        case .lineLoop: GLenum(GL_LINE_LOOP)
        case .triangles: GLenum(GL_TRIANGLES)
        case .triangleStrip: GLenum(GL_TRIANGLE_STRIP)
        case .triangleFan: GLenum(GL_TRIANGLE_FAN)
        }
    }

    /// The extension's plane at `size` (``VertexFile/planeVertices(size:)``), made again when the size changes.
    private func planeMesh(size: Size) throws(ShaderError) -> Mesh {
        if let plane, plane.size == size { return plane.mesh }
        plane?.mesh.destroy()
        plane = nil
        do {
            let mesh = try Mesh(context, vertices: VertexFile.planeVertices(size: size), components: VertexFile.components)
            plane = (mesh, size)
            return mesh
        } catch {
            throw Self.shaderError(error)
        }
    }

    /// A mesh of whole vertices fails only when its context cannot be made current.
    private static func shaderError(_ error: MeshError) -> ShaderError {
        guard case .context(let inner) = error else { preconditionFailure("the plane is whole vertices: \(error)") }
        return .context(inner)
    }

    /// Deletes the program, the channel textures and the vertex array. Calling twice does nothing.
    public func destroy() {
        vertexIds?.buffer.delete()
        vertexIds = nil
        plane?.mesh.destroy()
        plane = nil
        program.destroy()
        channels.forEach { $0?.destroy() }
        vertexArray.delete()
        corners.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension FragmentShader: Sendable {}

/// One program over the whole target: a single pass keeps nothing between frames.
extension FragmentShader: FrameRenderer {}
