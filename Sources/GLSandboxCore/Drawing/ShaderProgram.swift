import COpenGL
import Foundation

/// A linked GLSL program: a vertex and a fragment shader.
///
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``. Every call makes
/// that context current first, or throws ``ProgramError/context(_:)``.
public final class ShaderProgram {
    public let context: GLContext
    public var name: GLuint { handle.value }
    private let handle: GLName
    /// The files it was built from, for messages.
    public let files: [String]
    private var uniformLocations: [String: GLint] = [:]

    /// Compiles and links two shaders.
    ///
    /// - Throws: ``ProgramError/compileFailed(file:log:)`` with the driver's log, its line
    ///   numbers pointing into the named file; ``ProgramError/linkFailed(files:log:)``;
    ///   ``ProgramError/interfaceMismatch(vertex:fragment:unmatched:written:)`` when the fragment
    ///   shader reads an input the vertex shader does not write (GL links that, and draws black).
    public init(_ context: GLContext, vertex: ShaderSource, fragment: ShaderSource) throws(ProgramError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        let vertexShader = try Self.compile(vertex, stage: GLenum(GL_VERTEX_SHADER))
        defer { glDeleteShader(vertexShader) }
        let fragmentShader: GLuint
        do { fragmentShader = try Self.compile(fragment, stage: GLenum(GL_FRAGMENT_SHADER)) }
        defer { glDeleteShader(fragmentShader) }
        let program = glCreateProgram()
        glAttachShader(program, vertexShader)
        glAttachShader(program, fragmentShader)
        glLinkProgram(program)
        var linked: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &linked)
        guard linked == GL_TRUE else {
            let log = Self.log(of: program, program: true)
            glDeleteProgram(program)
            throw .linkFailed(files: [vertex.name, fragment.name], log: log)
        }
        // Only inputs the fragment shader really reads matter: a declared, unused `varying` is legal.
        if let check = ShaderInterface.unmatchedInputs(vertex: vertexShader, fragment: fragmentShader),
           case let read = check.unmatched.filter({ ShaderInterface.isRead($0, in: fragment.text) }), !read.isEmpty {
            glDeleteProgram(program)
            throw .interfaceMismatch(vertex: vertex.name, fragment: fragment.name, unmatched: read, written: check.written)
        }
        self.context = context
        self.handle = GLName(program, kind: .program, in: context)
        self.files = [vertex.name, fragment.name]
    }

    /// Loads `vertex` and `fragment` from `library` and builds them.
    public convenience init(_ context: GLContext, library: ShaderLibrary, vertex: String, fragment: String) throws(ProgramError) {
        try self.init(context, vertex: try library.source(vertex), fragment: try library.source(fragment))
    }

    /// Makes this the program draws use, in its own context (made current first).
    public func use() throws(ProgramError) {
        try makeCurrent()
        glUseProgram(name)
    }

    /// Makes the program's context current: every call below runs in the context that made
    /// the program, or throws ``ProgramError/context(_:)`` naming the caller (`set(_:_:_:)`).
    private func makeCurrent(function: StaticString = #function) throws(ProgramError) {
        do { try context.makeCurrent(function: function) } catch { throw .context(error) }
    }

    // Uniforms are set with `glProgramUniform*` on this program by name: the program need not be
    // in use, and no other program's uniform can be set by mistake.

    /// Sets a uniform on this program. Unknown names are ignored, as GL does.
    public func set(_ uniform: String, _ value: Float) throws(ProgramError) {
        try makeCurrent(); glProgramUniform1f(name, location(uniform), value)
    }
    /// Sets an integer uniform, e.g. a sampler's texture unit: `set("image", integer: 0)`. (A separate label,
    /// so that `set("scale", 2)` sets a float and does not silently pick the integer call.)
    public func set(_ uniform: String, integer value: Int) throws(ProgramError) {
        try makeCurrent(); glProgramUniform1i(name, location(uniform), GLint(truncatingIfNeeded: value))
    }
    public func set(_ uniform: String, _ x: Float, _ y: Float) throws(ProgramError) {
        try makeCurrent(); glProgramUniform2f(name, location(uniform), x, y)
    }
    public func set(_ uniform: String, _ color: RGBA) throws(ProgramError) {
        try makeCurrent(); glProgramUniform4f(name, location(uniform), color.red, color.green, color.blue, color.alpha)
    }

    /// A uniform's location, looked up once, for hot loops (`set(_:_:_:)` with a name looks it
    /// up in a dictionary each call).
    public struct Uniform: Sendable, Hashable {
        public let location: GLint
    }

    public func uniform(_ name: String) throws(ProgramError) -> Uniform {
        try makeCurrent()
        return Uniform(location: location(name))
    }
    public func set(_ uniform: Uniform, _ x: Float, _ y: Float) throws(ProgramError) {
        try makeCurrent(); glProgramUniform2f(name, uniform.location, x, y)
    }
    public func set(_ uniform: Uniform, _ value: Float) throws(ProgramError) {
        try makeCurrent(); glProgramUniform1f(name, uniform.location, value)
    }
    public func set(_ uniform: Uniform, _ color: RGBA) throws(ProgramError) {
        try makeCurrent(); glProgramUniform4f(name, uniform.location, color.red, color.green, color.blue, color.alpha)
    }
    public func set(_ uniform: Uniform, integer value: Int) throws(ProgramError) {
        try makeCurrent(); glProgramUniform1i(name, uniform.location, GLint(truncatingIfNeeded: value))
    }
    public func set(_ uniform: Uniform, _ value: SIMD3<Float>) throws(ProgramError) {
        try makeCurrent(); glProgramUniform3f(name, uniform.location, value.x, value.y, value.z)
    }
    public func set(_ uniform: Uniform, _ value: SIMD4<Float>) throws(ProgramError) {
        try makeCurrent(); glProgramUniform4f(name, uniform.location, value.x, value.y, value.z, value.w)
    }
    /// Sets an `ivec2`, `ivec3`, `ivec4` (or `bvec`) uniform from its 2 to 4 components.
    public func set(_ uniform: Uniform, ints values: [Int32]) throws(ProgramError) {
        try makeCurrent()
        let v = values + Array(repeating: 0, count: max(0, 4 - values.count))
        switch values.count {
        case 2: glProgramUniform2i(name, uniform.location, v[0], v[1])
        case 3: glProgramUniform3i(name, uniform.location, v[0], v[1], v[2])
        case 4: glProgramUniform4i(name, uniform.location, v[0], v[1], v[2], v[3])
        default: glProgramUniform1i(name, uniform.location, v[0])
        }
    }
    /// Sets `values.count` elements of a `float[]` uniform from its first element's location.
    public func set(_ uniform: Uniform, floats values: [Float]) throws(ProgramError) {
        try makeCurrent()
        values.withUnsafeBufferPointer { glProgramUniform1fv(name, uniform.location, GLsizei(values.count), $0.baseAddress) }
    }
    /// Sets `values.count` elements of a `vec3[]` uniform from its first element's location.
    public func set(_ uniform: Uniform, vec3s values: [SIMD3<Float>]) throws(ProgramError) {
        try makeCurrent()
        let flat = values.flatMap { [$0.x, $0.y, $0.z] }
        flat.withUnsafeBufferPointer { glProgramUniform3fv(name, uniform.location, GLsizei(values.count), $0.baseAddress) }
    }

    /// Sets a `mat3` (9 values) or `mat4` (16 values) uniform, given column by column.
    public func set(_ uniform: Uniform, matrix values: [Float]) throws(ProgramError) {
        try makeCurrent()
        values.withUnsafeBufferPointer {
            if values.count == 9 { glProgramUniformMatrix3fv(name, uniform.location, 1, GLboolean(GL_FALSE), $0.baseAddress) }
            else { glProgramUniformMatrix4fv(name, uniform.location, 1, GLboolean(GL_FALSE), $0.baseAddress) }
        }
    }

    /// A uniform the linked program uses (the compiler drops those it does not), as
    /// `glGetActiveUniform` describes it: `name` (an array's is `name[0]`), GL type, array size.
    public struct ActiveUniform: Sendable, Hashable {
        public let name: String
        public let type: GLenum
        public let size: Int
        public let location: Uniform
    }

    /// Every active uniform of the program.
    public func activeUniforms() throws(ProgramError) -> [ActiveUniform] {
        try makeCurrent()
        var count: GLint = 0, longest: GLint = 0
        glGetProgramiv(name, GLenum(GL_ACTIVE_UNIFORMS), &count)
        glGetProgramiv(name, GLenum(GL_ACTIVE_UNIFORM_MAX_LENGTH), &longest)
        var result: [ActiveUniform] = []
        var buffer = [GLchar](repeating: 0, count: Int(max(longest, 1)) + 1)
        for index in 0..<GLuint(max(0, count)) {
            var length: GLsizei = 0, size: GLint = 0, type: GLenum = 0
            glGetActiveUniform(name, index, GLsizei(buffer.count), &length, &size, &type, &buffer)
            let uniformName = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            result.append(ActiveUniform(name: uniformName, type: type, size: Int(size), location: Uniform(location: location(uniformName))))
        }
        return result
    }

    private func location(_ uniform: String) -> GLint {
        if let cached = uniformLocations[uniform] { return cached }
        let found = glGetUniformLocation(name, uniform)
        uniformLocations[uniform] = found
        return found
    }

    /// Deletes the program. Call on the context's thread; calling twice does nothing.
    public func destroy() {
        handle.delete()
    }

    private static func compile(_ source: ShaderSource, stage: GLenum) throws(ProgramError) -> GLuint {
        let shader = glCreateShader(stage)
        source.text.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            glShaderSource(shader, 1, &pointer, nil)
        }
        glCompileShader(shader)
        var compiled: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &compiled)
        guard compiled == GL_TRUE else {
            let log = Self.log(of: shader, program: false)
            glDeleteShader(shader)
            let map = source.sourceMap ?? SourceMap(file: source.name, lineCount: source.text.split(separator: "\n", omittingEmptySubsequences: false).count)
            throw .compileFailed(file: source.name, log: map.rewrite(log))
        }
        return shader
    }

    private static func log(of object: GLuint, program: Bool) -> String {
        var length: GLint = 0
        if program { glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length) } else { glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length) }
        guard length > 0 else { return "(the driver gave no log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length) + 1)
        var written: GLsizei = 0
        if program { glGetProgramInfoLog(object, length, &written, &buffer) } else { glGetShaderInfoLog(object, length, &written, &buffer) }
        let bytes = buffer.prefix(Int(max(0, written))).map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension ShaderProgram: Sendable {}
