import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

@Suite("Shaders")
struct ShaderTests {
    @Test("a shader that fails to compile names the file and the line")
    func compileError() throws {
        try withContext { gl in
            let vertex = try shaders.source("triangle.vert")
            let broken = ShaderSource(name: "broken.frag", text: "#version 330 core\nout vec4 c;\nvoid main() {\n  c = vec4(1.0) +;\n}\n")
            do {
                _ = try ShaderProgram(gl, vertex: vertex, fragment: broken)
                Issue.record("a broken shader compiled")
            } catch let error as ProgramError {
                guard case .compileFailed(let file, let log) = error else { Issue.record("\(error)"); return }
                #expect(file == "broken.frag")
                #expect(log.contains("broken.frag:4:"), "log: \(log)")
                #expect(error.oneLine.split(separator: "\n").count == 1)
            }
        }
    }

    @Test("shaders load from GLSANDBOX_SHADERS; a missing folder or file is a typed error")
    func library() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ShaderLibrary.locate(environment: ["GLSANDBOX_SHADERS": folder.path]).folder.path == folder.path)
        #expect(throws: ProgramError.self) { try ShaderLibrary.locate(environment: ["GLSANDBOX_SHADERS": folder.path + "/nope"]) }
        let library = ShaderLibrary(folder: folder)
        #expect(throws: ProgramError.fileNotFound(file: "triangle.vert", folder: folder.path)) { try library.source("triangle.vert") }
        // Without the override, the checkout's shaders/ is found.
        #expect(try ShaderLibrary.locate(environment: [:]).folder.lastPathComponent == "shaders")
    }

    @Test("the triangle renders from an edited copy of its shader")
    func editedShader() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["triangle.vert", "triangle.frag"] {
            try FileManager.default.copyItem(at: shaders.folder.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try "#version 330 core\nout vec4 fragColor;\nvoid main() { fragColor = vec4(1.0, 1.0, 1.0, 1.0); }\n"
            .write(to: folder.appendingPathComponent("triangle.frag"), atomically: true, encoding: .utf8)
        try withContext { gl in
            let image = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(60, 48), shaders: ShaderLibrary(folder: folder))
            #expect(image[30, 30] == Pixel(255, 255, 255))
        }
    }
}
