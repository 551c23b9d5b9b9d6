import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// KodeLife (issue 33): its template's code told from its names, compiled as written (`#version
/// 150`), its `VertexData` block written by the vertex stage, `time`, `resolution`, `prevFrame` (a
/// history) and `texture0..3` (`--input textureN=FILE`) set, the rest named.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left, the picture's row 0 is the top one; the pictures are 4x2.
@Suite("KodeLife dialect")
struct KodeLifeDialectTests {
    /// KodeLife's template, as public KodeLife files start.
    static func kodelife(_ body: String) -> String {
        """
        #version 150

        uniform float time;
        uniform vec2 resolution;
        uniform vec2 mouse;
        uniform vec3 spectrum;

        uniform sampler2D texture0;
        uniform sampler2D texture1;
        uniform sampler2D texture2;
        uniform sampler2D texture3;
        uniform sampler2D prevFrame;
        uniform sampler2D prevPass;

        in VertexData
        {
            vec4 v_position;
            vec3 v_normal;
            vec2 v_texcoord;
        } inData;

        out vec4 fragColor;

        void main(void)
        {
            \(body)
        }

        """
    }

    func scene(_ source: String, _ name: String = #function) throws -> (ShaderScene, URL) {
        let folder = try folderOfFiles(["kode.fs": source], name)
        return (try ShaderScene.load(path: folder.appendingPathComponent("kode.fs").path), folder)
    }

    @Test("KodeLife is told from its template's names (spectrum a vec3, prevFrame, the VertexData block); VEDA's spectrum and GLSL Sandbox files are not")
    func detection() {
        #expect(ShaderDialect.detect(in: Self.kodelife("fragColor = vec4(1.0);")) == .kodelife)
        #expect(ShaderDialect.detect(in: "#version 150\nin VertexData { vec2 v_texcoord; } inData;\nout vec4 c;\nvoid main() { c = vec4(inData.v_texcoord, 0.0, 1.0); }") == .kodelife)
        #expect(ShaderDialect.detect(in: "precision mediump float;\nuniform vec2 resolution;\nuniform sampler2D spectrum;\nvoid main() { gl_FragColor = texture2D(spectrum, vec2(0.5)); }") == .veda)
        #expect(ShaderDialect.detect(in: "precision mediump float;\nuniform float time;\nvoid main() { gl_FragColor = vec4(time); }") == .glslSandbox)
        #expect(KodeLife.inputBlock(of: Self.kodelife(""))?.members.map(\.name) == ["v_position", "v_normal", "v_texcoord"])
    }

    @Test("time and resolution; inData.v_texcoord 0 to 1 from the bottom-left, v_position the corner, v_normal (0, 0, 1)")
    func uniforms() throws {
        let (scene, folder) = try scene(Self.kodelife(
            "fragColor = gl_FragCoord.x > 2.0 ? vec4(inData.v_texcoord, time / 4.0, 1.0) : vec4(inData.v_position.y * 0.5 + 0.5, inData.v_normal.z, resolution.x / 8.0, 1.0);"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.summary == "KodeLife" && !scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, date: .snapshotDefault)) }
        // Bottom-right, centre (3.5, 0.5): (0.875, 0.25) -> 223, 64; time 2 / 4 -> 128.
        #expect(image[3, 1] == Pixel(223, 64, 128, 255))
        // Top-left, centre (0.5, 1.5): v_position.y 0.5 -> 0.75 -> 191; normal z 1 -> 255; 4 / 8 -> 128.
        #expect(image[0, 0] == Pixel(191, 255, 128, 255))
    }

    @Test("prevFrame: the previous frame, 8 bits a channel; frames 0 to N run")
    func previousFrame() throws {
        let (scene, folder) = try scene(Self.kodelife("fragColor = texture(prevFrame, inData.v_texcoord) + vec4(1.0 / 255.0, 0.4 / 255.0, 0.0, 1.0);"))
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 9, date: .snapshotDefault)) }
        // Ten frames each adding 1 to red: 10; green's 0.4 rounds to 0 each frame.
        #expect(image[3, 1] == Pixel(10, 0, 0, 255))
    }

    @Test("render: --input texture1=FILE is texture1; a picture not given, mouse and spectrum are named; a name that is no picture is refused")
    func commandLine() throws {
        let folder = try folderOfFiles(["kode.fs": Self.kodelife("fragColor = vec4(texture(texture1, inData.v_texcoord).rgb + texture(texture0, inData.v_texcoord).rgb, 1.0) + vec4(0.0, 0.0, mouse.x + spectrum.x, 0.0);")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("flat.png").path
        try RGBAImage(size: Size(2, 2), pixels: Array(repeating: [40, 80, 120, 255], count: 4).flatMap { $0 }).writePNG(to: picture)
        let out = folder.appendingPathComponent("out.png").path
        let shader = folder.appendingPathComponent("kode.fs").path
        let result = try glsandbox("render", shader, "--size", "4x2", "--input", "texture1=\(picture)", "--uniform", "mouse=0.25,0", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        // texture1 is the flat picture; texture0 reads black; blue 120 + mouse.x 0.25 (64) = 184.
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(40, 80, 184, 255))
        #expect(result.stderr.contains("uses uniform sampler2D texture0, a picture of KodeLife's project, and none was given (--input texture0=FILE)"), "\(result.stderr)")
        #expect(result.stderr.contains("declares uniform vec3 spectrum and uses it, but nothing sets it") && !result.stderr.contains("uniform vec2 mouse"), "\(result.stderr)")
        let refused = try glsandbox("render", shader, "--input", "texture7=\(picture)", "--out", out)
        #expect(refused.status != 0 && refused.stderr.contains("texture7"), "\(refused.stderr)")
    }
}
