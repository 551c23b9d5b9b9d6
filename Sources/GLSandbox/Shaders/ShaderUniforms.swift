import COpenGL

/// The uniforms GLSandbox sets, named once, in one table, for every dialect.
///
/// A dialect is a set of rows: Shadertoy's `i*` names, the Book of Shaders' `u_*` names. After
/// a program links, ``FragmentShader`` looks up which of these it uses (the compiler drops
/// unused ones), checks each one's declared type, and each frame sets just those from a
/// `ShaderInputs`. (The idea is glslViewer's: one table that the window, the headless
/// renderer and the recorder all feed from.)
enum ShaderUniforms {
    /// What one frame's values are computed from.
    struct Frame: Sendable {
        var inputs: ShaderInputs
        var size: Size
        /// Each channel's image size, nil when the channel is unset.
        var channels: [Size?]
        /// Each channel's number of slices (a volume's z size; 1 otherwise): `iChannelResolution.z`.
        var depths: [Int] = []
        /// The cubemap face a Cube A pass draws (0 to 5).
        var cubeFace = 0
        /// Each channel's playback time where it is music or a video (nil: the frame's time).
        var channelTimes: [Double?] = []

        func channel(_ index: Int) -> Size? { channels.indices.contains(index) ? channels[index] : nil }
    }

    /// A uniform's GLSL type, as far as the table needs.
    enum Kind: String {
        case float, int, vec2, vec3, vec4, mat3, mat4, bool, sampler2D, sampler1D
        /// gl-transitions' parameters of these types.
        case ivec2, ivec3, ivec4, bvec2, bvec3, bvec4
        /// A Shadertoy channel: `sampler2D` (an image, a buffer), `samplerCube` (a cubemap) or `sampler3D` (a volume).
        case channel = "sampler2D, samplerCube or sampler3D"

        /// Whether a uniform declared with GL type `type` is of this kind.
        func accepts(_ type: GLenum) -> Bool {
            self == .channel ? [GLenum(GL_SAMPLER_2D), GLenum(GL_SAMPLER_CUBE), GLenum(GL_SAMPLER_3D)].contains(type) : type == glType
        }

        var glType: GLenum {
            switch self {
            case .float: GLenum(GL_FLOAT)
            case .int: GLenum(GL_INT)
            case .vec2: GLenum(GL_FLOAT_VEC2)
            case .vec3: GLenum(GL_FLOAT_VEC3)
            case .vec4: GLenum(GL_FLOAT_VEC4)
            case .mat3: GLenum(GL_FLOAT_MAT3)
            case .mat4: GLenum(GL_FLOAT_MAT4)
            case .bool: GLenum(GL_BOOL)
            case .sampler2D, .channel: GLenum(GL_SAMPLER_2D)
            case .sampler1D: GLenum(GL_SAMPLER_1D)
            case .ivec2: GLenum(GL_INT_VEC2)
            case .ivec3: GLenum(GL_INT_VEC3)
            case .ivec4: GLenum(GL_INT_VEC4)
            case .bvec2: GLenum(GL_BOOL_VEC2)
            case .bvec3: GLenum(GL_BOOL_VEC3)
            case .bvec4: GLenum(GL_BOOL_VEC4)
            }
        }
    }

    /// One value to hand to GL.
    enum Value {
        case float(Float)
        case int(Int)
        case vec2(Float, Float)
        case vec3(SIMD3<Float>)
        case vec4(SIMD4<Float>)
        case floats([Float])
        case vec3s([SIMD3<Float>])
        /// An `ivec` or `bvec` (2 to 4 components).
        case ints([Int32])
        /// A `mat3` or `mat4`, column by column.
        case matrix([Float])
        /// Nothing to set (a uniform only a value from the command line sets, and none was given).
        case unset
    }

    struct Row: Sendable {
        let name: String
        let kind: Kind
        /// Array length (1 for a plain uniform).
        var count = 1
        let value: @Sendable (Frame) -> Value
    }

    static let rows: [String: Row] = {
        var rows: [Row] = [
            // Shadertoy
            Row(name: "iResolution", kind: .vec3) { .vec3(SIMD3(Float($0.size.width), Float($0.size.height), 1)) },
            Row(name: "iTime", kind: .float) { .float(Float($0.inputs.time)) },
            Row(name: "iTimeDelta", kind: .float) { .float(delta($0)) },
            Row(name: "iFrame", kind: .int) { .int($0.inputs.frame) },
            Row(name: "iFrameRate", kind: .float) { .float(Float($0.inputs.fps)) },
            Row(name: "iMouse", kind: .vec4) { .vec4($0.inputs.mouse) },
            Row(name: "iDate", kind: .vec4) { .vec4($0.inputs.date.uniform) },
            Row(name: "iSampleRate", kind: .float) { .float(Float($0.inputs.sampleRate)) },
            Row(name: "iChannelResolution", kind: .vec3, count: 4) { frame in
                .vec3s((0..<4).map { index in
                    frame.channel(index).map { SIMD3(Float($0.width), Float($0.height), Float(frame.depths.indices.contains(index) ? frame.depths[index] : 1)) } ?? .zero
                })
            },
            // A channel's playback time: a music or video input's own (it loops), 0 for any other
            // channel, as on Shadertoy (its iOS player's ShaderInput.getTime).
            Row(name: "iChannelTime", kind: .float, count: 4) { frame in
                .floats((0..<4).map { index in
                    frame.channelTimes.indices.contains(index) ? Float(frame.channelTimes[index] ?? 0) : 0
                })
            },
            // Shadertoy before 2017 (and Kodi): iTime's old name, where a shader declares it itself.
            Row(name: "iGlobalTime", kind: .float) { .float(Float($0.inputs.time)) },
            // The VS Code extension's fly camera (#iFirstPersonControls): nothing flies offline.
            Row(name: "iViewMatrix", kind: .mat4) { _ in .matrix(VertexFile.identity4) },
            // The face a Cube A pass draws (its main picks the ray direction by it).
            Row(name: ShaderDialect.cubeFaceUniform, kind: .int) { .int($0.cubeFace) },
            // #iKeyboard's texture: the keyboard (a ShaderRenderer binds it to this unit).
            Row(name: "iKeyboard", kind: .sampler2D) { _ in .int(ShaderUniforms.keyboardUnit) },
            // The Book of Shaders and glslViewer
            Row(name: "u_resolution", kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) },
            Row(name: "u_time", kind: .float) { .float(Float($0.inputs.time)) },
            Row(name: "u_delta", kind: .float) { .float(delta($0)) },
            Row(name: "u_frame", kind: .int) { .int($0.inputs.frame) },
            Row(name: "u_date", kind: .vec4) { .vec4($0.inputs.date.uniform) },
            Row(name: "u_mouse", kind: .vec2) { .vec2($0.inputs.mouse.x, $0.inputs.mouse.y) },
        ]
        for unit in 0..<4 {
            rows.append(Row(name: "iChannel\(unit)", kind: .channel) { _ in .int(unit) })
            rows.append(Row(name: "u_tex\(unit)", kind: .sampler2D) { _ in .int(unit) })
            rows.append(Row(name: "u_tex\(unit)Resolution", kind: .vec2) { frame in
                let size = frame.channel(unit)
                return .vec2(Float(size?.width ?? 0), Float(size?.height ?? 0))
            })
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
    }()

    /// The texture unit the keyboard is read from (after the four channels).
    static let keyboardUnit = 4

    private static func delta(_ frame: Frame) -> Float { frame.inputs.fps > 0 ? Float(1 / frame.inputs.fps) : 0 }

    /// The GLSL name of a GL uniform type, for messages.
    static func glslName(of type: GLenum) -> String {
        let names: [Int32: String] = [
            GL_FLOAT: "float", GL_FLOAT_VEC2: "vec2", GL_FLOAT_VEC3: "vec3", GL_FLOAT_VEC4: "vec4",
            GL_INT: "int", GL_INT_VEC2: "ivec2", GL_INT_VEC3: "ivec3", GL_INT_VEC4: "ivec4",
            GL_UNSIGNED_INT: "uint", GL_BOOL: "bool", GL_FLOAT_MAT2: "mat2", GL_FLOAT_MAT3: "mat3", GL_FLOAT_MAT4: "mat4",
            GL_SAMPLER_1D: "sampler1D", GL_SAMPLER_2D: "sampler2D", GL_SAMPLER_3D: "sampler3D", GL_SAMPLER_CUBE: "samplerCube",
            GL_INT_SAMPLER_2D: "isampler2D", GL_UNSIGNED_INT_SAMPLER_2D: "usampler2D",
        ]
        return names[Int32(bitPattern: type)] ?? "a GL type 0x\(String(type, radix: 16))"
    }

    /// A uniform of the program that the table sets: where, and which row.
    struct Binding {
        let location: ShaderProgram.Uniform
        let row: Row
        let count: Int
        /// What to tell the user when the row has nothing to set (see ``ShaderNote``).
        var unsetNote: ShaderNote?
    }

    /// The rows `program` uses, type-checked against the declarations, and its `#iUniform`s.
    ///
    /// - Throws: ``ShaderError/uniformType(file:name:declared:expected:)`` naming the first
    ///   uniform declared with a type other than the one GLSandbox sets.
    static func bindings(for program: ShaderProgram, file: ShaderFile) throws(ShaderError) -> [Binding] {
        let custom = Dictionary(file.directives.uniforms.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var bindings: [Binding] = []
        for uniform in try ShaderError.program({ () throws(ProgramError) in try program.activeUniforms() }) {
            let name = uniform.name.hasSuffix("[0]") ? String(uniform.name.dropLast(3)) : uniform.name
            // A dialect's own names (GLSL Sandbox's `time`, `mouse` ...) where it is that dialect, and
            // declared with the dialect's type: another type is the shader's own uniform, named below.
            let dialectRow = file.dialect.row(named: name, file: file)
                .flatMap { $0.kind.accepts(uniform.type) && uniform.name.hasSuffix("[0]") == ($0.count > 1) ? $0 : nil }
            let transitionRow = GLTransition.row(named: name, file: file).flatMap { $0.kind.accepts(uniform.type) && !uniform.name.hasSuffix("[0]") ? $0 : nil }
            let isfRow = ISF.row(named: name, file: file).flatMap { $0.kind.accepts(uniform.type) && !uniform.name.hasSuffix("[0]") ? $0 : nil }
            // An input the dialect names that nothing here gives (Bonzomatic's spectra and pictures): bound to
            // an empty unit, and named to the user.
            if dialectRow != nil, file.dialect == .bonzomatic, !(file.hearsMusic && Bonzomatic.spectra.contains(name)),
               !(Bonzomatic.pictureChannel(of: name).map(file.givenChannels.contains) ?? false),
               let note = Bonzomatic.note(for: name, file: file.path) { ShaderNote.report(note) }
            // VEDA's analysis of the sound, and no sound given: named, left unset.
            if file.dialect == .veda, file.heardTrack == nil, let note = VEDA.note(for: name, file: file.path) {
                ShaderNote.report(note)
                continue
            }
            // vertexshaderart's touch, and its sound, floatSound and volume without --audio: zeros, as on the site without music; named.
            if dialectRow != nil, file.dialect == .vertexShaderArt,
               let note = VertexShaderArt.note(for: name, file: file.path, hearing: file.heardTrack != nil) { ShaderNote.report(note) }
            // The dialect's row before the common table's: Ghostty sets Shadertoy's iFrame, iDate its own way.
            guard let row = custom[name].map(row(for:)) ?? dialectRow ?? rows[name] ?? transitionRow ?? isfRow ?? (file.vertex != nil ? VertexFile.cameraRows[name] : nil) else {
                // Declared, used, and not in the table: set from a value given by name (`--uniform`),
                // else named to the user, never left to read 0 in silence.
                guard !name.hasPrefix("gl_") else { continue }
                let type = glslName(of: uniform.type) + (uniform.name.hasSuffix("[0]") ? "[\(uniform.size)]" : "")
                let note = ShaderNote.unsetUniform(file: file.path, name: name, type: type)
                if let row = givenRow(name: name, type: uniform.type, file: file.path), !uniform.name.hasSuffix("[0]") {
                    bindings.append(Binding(location: uniform.location, row: row, count: 1, unsetNote: note))
                } else if uniform.type == GLenum(GL_SAMPLER_2D), !uniform.name.hasSuffix("[0]") {
                    // A picture nothing gives reads black, as the note says: from an empty unit, never
                    // from unit 0, where a file with a history reads its previous frame.
                    ShaderNote.report(note)
                    bindings.append(Binding(location: uniform.location, row: Row(name: name, kind: .sampler2D) { _ in .int(Bonzomatic.emptyPictureUnit) }, count: 1))
                } else {
                    ShaderNote.report(note)
                }
                continue
            }
            let isArray = uniform.name.hasSuffix("[0]")
            guard row.kind.accepts(uniform.type), isArray == (row.count > 1) else {
                let declared = glslName(of: uniform.type) + (isArray ? "[\(uniform.size)]" : "")
                let expected = row.kind.rawValue + (row.count > 1 ? "[\(row.count)]" : "")
                throw .uniformType(file: file.path, name: name, declared: declared, expected: expected)
            }
            // KodeLife's pictures, where none was given: named when drawn.
            let unsetPicture: ShaderNote? = file.dialect == .kodelife && KodeLife.pictures.contains(name)
                ? .dialectInputUnset(file: file.path, name: name, type: "sampler2D",
                                     meaning: "a picture of KodeLife's project, and none was given (--input \(name)=FILE)", reads: "black") : nil
            bindings.append(Binding(location: uniform.location, row: row, count: min(uniform.size, row.count), unsetNote: unsetPicture))
        }
        return bindings
    }

    /// The row of a uniform of the shader's own (no dialect's, no `#iUniform`) of a scalar or
    /// vector type: the value given by name (`ShaderInputs/uniforms`: `--uniform NAME=VALUE`),
    /// one number for every component or all of them; nothing when none was given. Nil for
    /// other types.
    static func givenRow(name: String, type: GLenum, file: String) -> Row? {
        let kind: Kind, count: Int
        switch Int32(bitPattern: type) {
        case GL_FLOAT: (kind, count) = (.float, 1)
        case GL_INT: (kind, count) = (.int, 1)
        case GL_FLOAT_VEC2: (kind, count) = (.vec2, 2)
        case GL_FLOAT_VEC3: (kind, count) = (.vec3, 3)
        case GL_FLOAT_VEC4: (kind, count) = (.vec4, 4)
        default: return nil
        }
        return Row(name: name, kind: kind) { frame in
            guard let given = frame.inputs.uniforms[name], given.count == count || given.count == 1 else { return .unset }
            let value = given.count == count ? given : Array(repeating: given[0], count: count)
            switch kind {
            case .int:
                guard value[0].rounded(.towardZero) == value[0], abs(value[0]) <= CustomUniform.intLimit, let whole = Int32(exactly: value[0]) else {
                    ShaderNote.report(.notAnInt(file: file, name: name, value: value[0]))
                    return .unset
                }
                return .int(Int(whole))
            case .vec2: return .vec2(value[0], value[1])
            case .vec3: return .vec3(SIMD3(value[0], value[1], value[2]))
            case .vec4: return .vec4(SIMD4(value[0], value[1], value[2], value[3]))
            default: return .float(value[0])
            }
        }
    }

    /// The row of an `#iUniform`: `--uniform NAME=VALUE` (`ShaderInputs/uniforms`) or its default.
    static func row(for uniform: CustomUniform) -> Row {
        let kind: Kind = switch uniform.kind {
        case .float: .float
        case .int: .int
        case .vec2: .vec2
        case .vec3, .color3: .vec3
        case .vec4: .vec4
        }
        return Row(name: uniform.name, kind: kind) { frame in
            // A value from the command line, one number for every component or all of them; else the default.
            let given = frame.inputs.uniforms[uniform.name] ?? uniform.defaultValue
            let value = given.count == uniform.kind.count ? given
                : given.count == 1 ? Array(repeating: given[0], count: uniform.kind.count) : uniform.defaultValue
            switch kind {
            // Checked whole and within ±2^24 where it was parsed; clamped here too, so no value traps.
            case .int: return .int(Int(max(-CustomUniform.intLimit, min(CustomUniform.intLimit, value[0].isFinite ? value[0].rounded() : 0))))
            case .vec2: return .vec2(value[0], value[1])
            case .vec3: return .vec3(SIMD3(value[0], value[1], value[2]))
            case .vec4: return .vec4(SIMD4(value[0], value[1], value[2], value[3]))
            default: return .float(value[0])
            }
        }
    }

    /// Sets every bound uniform of `program` (which is in use) for `frame`.
    static func set(_ bindings: [Binding], on program: ShaderProgram, frame: Frame) throws(ShaderError) {
        do { try setValues(bindings, on: program, frame: frame) } catch { throw ShaderError(error) }
    }

    private static func setValues(_ bindings: [Binding], on program: ShaderProgram, frame: Frame) throws(ProgramError) {
        for binding in bindings {
            switch binding.row.value(frame) {
            case .float(let value): try program.set(binding.location, value)
            case .int(let value): try program.set(binding.location, integer: value)
            case .vec2(let x, let y): try program.set(binding.location, x, y)
            case .vec3(let value): try program.set(binding.location, value)
            case .vec4(let value): try program.set(binding.location, value)
            case .floats(let values): try program.set(binding.location, floats: Array(values.prefix(binding.count)))
            case .vec3s(let values): try program.set(binding.location, vec3s: Array(values.prefix(binding.count)))
            case .ints(let values): try program.set(binding.location, ints: values)
            case .matrix(let values): try program.set(binding.location, matrix: values)
            case .unset: if let note = binding.unsetNote { ShaderNote.report(note) }
            }
        }
    }
}
