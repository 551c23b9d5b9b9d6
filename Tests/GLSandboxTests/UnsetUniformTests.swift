import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// Never a silent wrong picture (issue 33, item 2): a uniform a shader declares and uses that
/// nothing sets is named on stderr, with what to do; `--uniform NAME=VALUE` sets any uniform of a
/// scalar or vector type the shader declares itself (it set only `#iUniform`s).
///
/// The shader is a GLSL Sandbox file as published, read as the Book of Shaders' (`--dialect
/// book-of-shaders`), where its `time`, `resolution` and `backbuffer` mean nothing: rendered so it
/// used to be black, with exit 0 and no word. (Told from its code, it is GLSL Sandbox's, and only
/// `steps` is named: GLSLSandboxDialectTests.)
@Suite("Unset uniforms")
struct UnsetUniformTests {
    static let sandbox = """
        #ifdef GL_ES
        precision mediump float;
        #endif
        uniform float time;
        uniform vec2 resolution;
        uniform sampler2D backbuffer;
        uniform int steps;
        void main() {
            vec2 p = gl_FragCoord.xy / resolution;
            gl_FragColor = vec4(p, 0.5 + 0.5 * sin(time), 1.0) + texture2D(backbuffer, p) + float(steps) / 255.0;
        }
        """

    @Test("each unset uniform is named once, with its type and the flag that sets it; the sampler reads black; the flat picture they leave is named")
    func named() throws {
        let folder = try folderOfFiles(["sandbox.frag": Self.sandbox])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("sandbox.frag").path
        let result = try glsandbox("render", shader, "--size", "8x8", "--dialect", "book-of-shaders", "--out", folder.appendingPathComponent("a.png").path)
        #expect(result.status == 0, "\(result.stderr)")
        let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("glsandbox: note: ") }
        // Four uniforms, and the flat picture they leave (never a silent black): five notes.
        #expect(notes.count == 5, "\(result.stderr)")
        #expect(result.stderr.contains("is one colour everywhere, (") && result.stderr.contains("(backbuffer, resolution, steps, time, named above): that is likely why"),
                "\(result.stderr)")
        for (type, name) in [("float", "time"), ("vec2", "resolution"), ("int", "steps")] {
            #expect(result.stderr.contains("declares uniform \(type) \(name) and uses it, but nothing sets it: it stays 0"), "\(name): \(result.stderr)")
            #expect(result.stderr.contains("--uniform \(name)=VALUE"), "\(name): \(result.stderr)")
        }
        #expect(result.stderr.contains("declares uniform sampler2D backbuffer and uses it, but nothing binds a picture to it: it reads black"))
        #expect(result.stderr.contains("GLSL Sandbox"))
    }

    @Test("--uniform sets a uniform the shader declares itself: the pixel worked out by hand, and no note for what was given")
    func given() throws {
        let folder = try folderOfFiles(["sandbox.frag": Self.sandbox])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("b.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("sandbox.frag").path, "--size", "8x8", "--dialect", "book-of-shaders", "--out", out,
                                   "--uniform", "time=0", "--uniform", "resolution=8,8", "--uniform", "steps=3")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("uniform float time"), "\(result.stderr)")
        #expect(!result.stderr.contains("uniform int steps"), "\(result.stderr)")
        #expect(result.stderr.contains("backbuffer"), "the sampler is still named: \(result.stderr)")
        // The top-right pixel: p = 7.5 / 8 = 0.9375 (239.06), blue 0.5 + 0.5 sin(0) = 0.5 (127.5), each + 3 / 255.
        let pixel = try RGBAImage(pngFile: out)[7, 0]
        #expect([Int(pixel.r), Int(pixel.g)].allSatisfy { (241...243).contains($0) } && (130...131).contains(Int(pixel.b)), "\(pixel)")
        // A name the shader does not declare is still refused.
        let refused = try glsandbox("render", folder.appendingPathComponent("sandbox.frag").path, "--uniform", "speed=2", "--out", out)
        #expect(refused.status == 64 && refused.stderr.contains("declares no #iUniform of that name"), "\(refused.stderr)")
    }

    @Test("an int uniform given a value it cannot hold is named and stays 0 (never a trap, never a wrap)")
    func notAnInt() throws {
        let folder = try folderOfFiles(["sandbox.frag": Self.sandbox])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try glsandbox("render", folder.appendingPathComponent("sandbox.frag").path, "--size", "8x8",
                                   "--out", folder.appendingPathComponent("c.png").path, "--uniform", "steps=2.5")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("uniform int steps is not set to 2.5"), "\(result.stderr)")
    }
}
