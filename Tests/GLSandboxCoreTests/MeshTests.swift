import GLSandboxCore
import Testing
import GLTestSupport

@Suite("Meshes")
struct MeshTests {
    @Test("vertex data that is not whole vertices is a typed error")
    func meshes() throws {
        try withContext { gl in
            #expect(throws: MeshError.incompleteVertices(floats: 5, perVertex: 2)) { try Mesh(gl, vertices: [1, 2, 3, 4, 5], components: [2]) }
            #expect(throws: MeshError.badComponents([])) { try Mesh(gl, vertices: [], components: []) }
            #expect(throws: MeshError.badComponents([5])) { try Mesh(gl, vertices: [1, 2, 3, 4, 5], components: [5]) }
        }
    }
}
