import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Shader Editor (issue 33): told from its own names, its uniforms set as the app sets them
/// (markusfisch/ShaderEditor `BuiltinUniforms.java`, `ShaderSourcePreparer.java`), `--mouse` one
/// finger in its units, its backbuffer a history of two targets it never clears, and the phone's
/// sensors named.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left; the pictures are 4x2.
@Suite("Shader Editor dialect")
struct ShaderEditorDialectTests {
    /// A file as the app's templates write one.
    static func editor(_ uniforms: String, _ body: String) -> String {
        "#ifdef GL_FRAGMENT_PRECISION_HIGH\nprecision highp float;\n#else\nprecision mediump float;\n#endif\n"
            + "uniform vec2 resolution;\nuniform float time;\n\(uniforms)\nvoid main(void) {\n    \(body)\n}\n"
    }

    func scene(_ source: String, _ name: String = #function) throws -> (ShaderScene, URL) {
        let folder = try folderOfFiles(["editor.glsl": source], name)
        return (try ShaderScene.load(path: folder.appendingPathComponent("editor.glsl").path), folder)
    }

    @Test("Shader Editor is told from its own names with their types; GLSL Sandbox's files stay GLSL Sandbox's")
    func detection() {
        #expect(ShaderDialect.detect(in: Self.editor("uniform vec3 pointers[10];\nuniform int pointerCount;", "gl_FragColor = vec4(pointers[0], 1.0);")) == .shaderEditor)
        #expect(ShaderDialect.detect(in: Self.editor("uniform float battery;", "gl_FragColor = vec4(battery);")) == .shaderEditor)
        #expect(ShaderDialect.detect(in: Self.editor("uniform vec2 mouse;", "gl_FragColor = vec4(mouse, time, 1.0);")) == .glslSandbox)
        #expect(ShaderDialect.detect(in: "#version 300 es\nprecision highp float;\nuniform vec2 touch;\nout vec4 c;\nvoid main() { c = vec4(touch, 0.0, 1.0); }") == .shaderEditor)
    }

    @Test("time, second, subsecond, frame, ftime (FTIME_PERIOD); --mouse one finger: pointers[0] and touch in pixels, mouse over the size, pointerCount 1; none before")
    func uniforms() throws {
        let (scene, folder) = try scene("#define FTIME_PERIOD 6.0\n" + Self.editor(
            "uniform vec3 pointers[10];\nuniform int pointerCount;\nuniform vec2 touch;\nuniform vec2 mouse;\nuniform int second;\nuniform float subsecond;\nuniform int frame;\nuniform float ftime;",
            """
            gl_FragColor = vec4(1.0);
            #ifdef SHADER_EDITOR
                if (gl_FragCoord.x < 2.0) gl_FragColor = vec4(pointers[0].x / 4.0 + touch.y / 8.0, mouse.y, float(pointerCount) * 0.25 + float(second) * 0.125, 1.0);
                else gl_FragColor = vec4(ftime + 0.75, subsecond, float(frame) / 32.0, 1.0);
            #endif
            """))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.summary == "Shader Editor")
        let touched = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 1.5, frame: 8, mouse: SIMD4(1, 1, 0, 0), date: .snapshotDefault)) }
        // Finger at (1, 1): 1 / 4 + 1 / 8 = 0.375 -> 96; mouse.y 1 / 2 -> 128; 1 * 0.25 + second 1 * 0.125 = 0.375 -> 96.
        #expect(touched[0, 0] == Pixel(96, 128, 96, 255))
        // ftime: mod(1.5, 6) / 6 * 2 - 1 = -0.5, + 0.75 -> 64; subsecond 0.5 -> 128; frame 8 / 32 -> 64.
        #expect(touched[3, 1] == Pixel(64, 128, 64, 255))
        // No finger: all zero, pointerCount 0: only second's 0.125 -> 32.
        let untouched = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 1.5, frame: 8, date: .snapshotDefault)) }
        #expect(untouched[0, 0] == Pixel(0, 0, 32, 255))
    }

    @Test("backbuffer: the previous frame, 8 bits a channel (frames 0 to N run)")
    func backbuffer() throws {
        let (scene, folder) = try scene(Self.editor("uniform sampler2D backbuffer;", """
            gl_FragColor = texture2D(backbuffer, gl_FragCoord.xy / resolution) + vec4(1.0 / 255.0, 0.4 / 255.0, 0.0, 1.0);
            """))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 8, date: .snapshotDefault)) }
        // Nine frames (0 to 8) each adding 1 to red: 9; green's 0.4 rounds to 0 each frame (8 bits).
        #expect(image[3, 1] == Pixel(9, 0, 0, 255) && image[0, 0] == Pixel(9, 0, 0, 255))
    }

    @Test("render: the phone's sensors and startRandom are named, and --uniform gives one a value")
    func commandLine() throws {
        let source = Self.editor("uniform float battery;\nuniform float startRandom;", "gl_FragColor = vec4(battery, startRandom, time / 4.0, 1.0);")
        let folder = try folderOfFiles(["editor.glsl": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("editor.glsl").path, "--size", "4x2", "--time", "2", "--uniform", "startRandom=0.5", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("declares uniform float battery and uses it, but nothing sets it") && !result.stderr.contains("uniform float time"), "\(result.stderr)")
        // battery 0; startRandom 0.5 -> 128; time 2 / 4 -> 128.
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(0, 128, 128, 255))
    }
}
