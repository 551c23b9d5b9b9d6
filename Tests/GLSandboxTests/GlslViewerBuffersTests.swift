import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// glslViewer's passes of one file (issue 33): `BUFFER_N`, `DOUBLE_BUFFER_N` and `POSTPROCESSING`,
/// each compiled with its own `#define`, run in glslViewer's order (patriciogonzalezvivo/glslViewer
/// `src/core/glslViewer.cpp` `_renderBuffers`, `renderPost`). Before this, only the `#else`
/// branch rendered.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`.
@Suite("glslViewer buffers")
struct GlslViewerBuffersTests {
    /// Buffer 0 is red 10; buffer 1 adds green 20 to buffer 0 of this frame; double buffer 0 adds
    /// blue 1 to its own previous frame; the main pass gathers them; post-processing adds red 3.
    static let source = """
        #ifdef GL_ES
        precision mediump float;
        #endif
        uniform sampler2D u_buffer0;
        uniform sampler2D u_buffer1;
        uniform sampler2D u_doubleBuffer0;
        uniform sampler2D u_scene;
        uniform vec2 u_resolution;

        void main() {
            vec2 st = gl_FragCoord.xy / u_resolution;
            vec4 color = vec4(0.0, 0.0, 0.0, 1.0);
        #if defined(BUFFER_0)
            color = vec4(10.0 / 255.0, 0.0, 0.0, 1.0);
        #elif defined( BUFFER_1 )
            color = texture2D(u_buffer0, st) + vec4(0.0, 20.0 / 255.0, 0.0, 0.0);
        #elif defined(DOUBLE_BUFFER_0)
            color = vec4(texture2D(u_doubleBuffer0, st).rgb + vec3(0.0, 0.0, 1.0 / 255.0), 1.0);
        #elif defined(POSTPROCESSING)
            color = texture2D(u_scene, st) + vec4(3.0 / 255.0, 0.0, 0.0, 0.0);
        #else
            color = vec4(texture2D(u_buffer1, st).rg, texture2D(u_doubleBuffer0, st).b, 1.0);
        #endif
            gl_FragColor = color;
        }

        """

    @Test("each branch is a pass: buffers in order, the double buffer's history (frames 0 to 4: blue 5), the scene post-processed")
    func passes() throws {
        let folder = try folderOfFiles(["viewer.frag": Self.source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("viewer.frag").path)
        #expect(scene.hasHistory)
        #expect(scene.passes.passes.map(\.name) == ["bufferA", "bufferB", "bufferC", "bufferD", "image"])
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 4, date: .snapshotDefault)) }
        // Red 10 + 3 (post), green 20 (buffer 1 over buffer 0), blue 5 (frames 0 to 4, one each).
        #expect(image[0, 0] == Pixel(13, 20, 5, 255))
        #expect(image[3, 1] == Pixel(13, 20, 5, 255))
    }

    @Test("the passes are counted as glslViewer counts them; five buffers, or a buffer with a size of its own, are refused by name")
    func layoutAndRefusals() throws {
        let five = (0..<5).map { "#ifdef BUFFER_\($0)\ngl_FragColor = vec4(0.0);\n#endif" }.joined(separator: "\n")
        let folder = try folderOfFiles([
            "five.frag": "void main() {\n\(five)\ngl_FragColor = vec4(1.0);\n}\n",
            "sized.frag": "uniform sampler2D u_buffer0; // 256x256\nvoid main() {\n#ifdef BUFFER_0\ngl_FragColor = vec4(1.0);\n#else\ngl_FragColor = texture2D(u_buffer0, vec2(0.5));\n#endif\n}\n",
            "ifndef.frag": "void main() {\n#ifndef POSTPROCESSING\ngl_FragColor = vec4(1.0);\n#endif\n#ifndef BUFFER_0\ngl_FragColor = vec4(0.5);\n#endif\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        #expect(GlslViewerBuffers.layout(of: try ShaderFile(path: path("ifndef.frag"))) == GlslViewerBuffers.Layout(postprocessing: true))
        #expect(GlslViewerBuffers.layout(of: try ShaderFile(path: path("five.frag"))) == GlslViewerBuffers.Layout(buffers: 5))
        #expect(throws: MultipassError.glslViewerBuffers(file: path("five.frag"),
                                                         reason: "it has 5 buffers (u_buffer0, u_buffer1, u_buffer2, u_buffer3, u_buffer4), and GLSandbox runs four at most")) {
            try ShaderScene.load(path: path("five.frag"))
        }
        #expect(throws: MultipassError.glslViewerBuffers(file: path("sized.frag"),
                                                         reason: "u_buffer0 asks for a size of its own (uniform sampler2D u_buffer0; // 256x256), and GLSandbox draws every buffer at the picture's size")) {
            try ShaderScene.load(path: path("sized.frag"))
        }
    }
}
