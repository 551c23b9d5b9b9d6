import COpenGL

/// What passes from a vertex shader to a fragment shader: the vertex shader's outputs (`out`)
/// and the fragment shader's inputs (`in`, "varyings").
///
/// GL links a program whose fragment shader reads an input that no vertex shader output feeds
/// (Mesa does, with no word in the log): the input is then undefined, in practice zero, and the
/// picture is black. ``unmatchedInputs(vertex:fragment:)`` finds such inputs by asking GL for
/// each stage's interface on its own (`glGetProgramInterfaceiv` / `glGetProgramResourceName`
/// with `GL_PROGRAM_OUTPUT` and `GL_PROGRAM_INPUT`, on a separable program of one shader), so
/// ``ShaderProgram`` can say which names differ.
///
/// Call on the thread whose context is current (as for every GL call).
enum ShaderInterface {
    /// One variable of a stage's interface: its name, and its `layout(location = N)` (or -1).
    struct Variable: Hashable {
        var name: String
        var location: GLint
    }

    /// The fragment inputs that no vertex output feeds (matched by name, or by an explicit
    /// location both give), and what the vertex shader does write; nil when either stage
    /// could not be asked (then nothing is claimed).
    static func unmatchedInputs(vertex: GLuint, fragment: GLuint) -> (unmatched: [String], written: [String])? {
        guard let outputs = variables(of: vertex, interface: GLenum(GL_PROGRAM_OUTPUT)),
              let inputs = variables(of: fragment, interface: GLenum(GL_PROGRAM_INPUT)) else { return nil }
        let names = Set(outputs.map(\.name))
        let locations = Set(outputs.map(\.location).filter { $0 >= 0 })
        let unmatched = inputs.filter { !names.contains($0.name) && !($0.location >= 0 && locations.contains($0.location)) }
        return (unmatched.map(\.name).sorted(), outputs.map(\.name).sorted())
    }

    /// Whether `name` is used in `source` beyond its declaration: named more than once outside
    /// comments. (An input that is declared and never read stays "active" in a program of one
    /// stage, so GL cannot tell; the text can.)
    static func isRead(_ name: String, in source: String) -> Bool {
        let code = Array(GLSLText.strippingComments(source).utf8)
        let word = Array(name.utf8)
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var count = 0
        var index = 0
        while let range = code[index...].firstRange(of: word) {
            let before = range.lowerBound > 0 ? code[range.lowerBound - 1] : 0x20
            let after = range.upperBound < code.count ? code[range.upperBound] : 0x20
            if !isIdentifier(before) && !isIdentifier(after) { count += 1 }
            if count > 1 { return true }
            index = range.upperBound
        }
        return false
    }

    /// The user-declared variables (not `gl_*`) of one compiled shader's input or output interface.
    private static func variables(of shader: GLuint, interface: GLenum) -> [Variable]? {
        let program = glCreateProgram()
        defer { glDeleteProgram(program) }
        glProgramParameteri(program, GLenum(GL_PROGRAM_SEPARABLE), GL_TRUE)   // one stage alone may link
        glAttachShader(program, shader)
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else { return nil }
        var count: GLint = 0, longest: GLint = 0
        glGetProgramInterfaceiv(program, interface, GLenum(GL_ACTIVE_RESOURCES), &count)
        glGetProgramInterfaceiv(program, interface, GLenum(GL_MAX_NAME_LENGTH), &longest)
        var buffer = [GLchar](repeating: 0, count: Int(max(longest, 1)) + 1)
        var result: [Variable] = []
        for index in 0..<GLuint(max(0, count)) {
            var length: GLsizei = 0
            glGetProgramResourceName(program, interface, index, GLsizei(buffer.count), &length, &buffer)
            let name = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard !name.hasPrefix("gl_") else { continue }
            var property = GLenum(GL_LOCATION), location: GLint = -1
            glGetProgramResourceiv(program, interface, index, 1, &property, 1, nil, &location)
            result.append(Variable(name: name, location: location))
        }
        return result
    }
}
