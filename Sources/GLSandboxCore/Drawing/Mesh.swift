import COpenGL

/// Vertices in a buffer plus the vertex array that describes them: what a draw call reads.
///
/// Attributes are interleaved floats; attribute `i` has `components[i]` floats.
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``. Drawing makes that
/// context current first, or throws.
public final class Mesh {
    public let context: GLContext
    public let vertexCount: Int
    public let primitive: GLenum
    /// The GL name of the vertex array (for code that issues its own draw calls).
    public var vertexArrayName: GLuint { vertexArray.value }
    private let vertexArray: GLName
    private let buffer: GLName

    /// Uploads `vertices` (interleaved) and describes them as attributes 0, 1, ...
    ///
    /// - Throws: ``MeshError/incompleteVertices(floats:perVertex:)`` when the floats are not whole
    ///   vertices, ``MeshError/badComponents(_:)`` unless each attribute has 1 to 4 floats.
    public init(_ context: GLContext, vertices: [Float], components: [Int], primitive: Int32 = GL_TRIANGLES) throws(MeshError) {
        guard !components.isEmpty, components.allSatisfy({ (1...4).contains($0) }) else { throw .badComponents(components) }
        let stride = components.reduce(0, +)
        guard vertices.count % stride == 0 else { throw .incompleteVertices(floats: vertices.count, perVertex: stride) }
        do { try context.makeCurrent() } catch { throw .context(error) }
        var vertexArray: GLuint = 0, buffer: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &buffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        vertices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        var offset = 0
        for (index, count) in components.enumerated() {
            glEnableVertexAttribArray(GLuint(index))
            glVertexAttribPointer(GLuint(index), GLint(count), GLenum(GL_FLOAT), GLboolean(GL_FALSE),
                                  GLsizei(stride * MemoryLayout<Float>.size), UnsafeRawPointer(bitPattern: offset * MemoryLayout<Float>.size))
            offset += count
        }
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        self.context = context
        self.vertexArray = GLName(vertexArray, kind: .vertexArray, in: context)
        self.buffer = GLName(buffer, kind: .buffer, in: context)
        self.vertexCount = vertices.count / stride
        self.primitive = GLenum(primitive)
    }

    /// Draws `count` vertices from `first` (each whole triangle, for a triangle list), with the
    /// program in use in the mesh's context (made current first).
    ///
    /// - Throws: ``MeshError/context(_:)`` when the mesh's context cannot be made current: the
    ///   vertex array's name means nothing, or another mesh, in any other context.
    public func draw(first: Int, count: Int) throws(MeshError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glBindVertexArray(vertexArray.value)
        glDrawArrays(primitive, GLint(first), GLsizei(count))
        glBindVertexArray(0)
    }

    /// Draws every vertex with the program in use (see ``draw(first:count:)``).
    public func draw() throws(MeshError) {
        try draw(first: 0, count: vertexCount)
    }

    /// Deletes the buffer and the vertex array. Call on the context's thread.
    public func destroy() {
        vertexArray.delete()
        buffer.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension Mesh: Sendable {}

/// Why vertex data could not become a mesh.
public enum MeshError: Error, Hashable, Sendable, CustomStringConvertible {
    case incompleteVertices(floats: Int, perVertex: Int)
    case badComponents([Int])
    case context(ContextError)

    public var description: String {
        switch self {
        case .incompleteVertices(let floats, let perVertex):
            "\(floats) floats are not whole vertices of \(perVertex) floats each"
        case .badComponents(let components):
            "attributes need 1 to 4 floats each, not \(components)"
        case .context(let error): error.description
        }
    }
}
