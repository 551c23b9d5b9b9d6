import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// GLSL Sandbox (glslsandbox.com) and twigl's classic mode (issue 33, item 1): told from the
/// code, its uniforms set as each site's own code sets them (mrdoob/glsl-sandbox
/// `static/index.html`, doxas/twigl `src/fragmen.js`), its previous frame a buffer with a history.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left, the picture's row 0 is the top one. The pictures are
/// 4x2: the bottom-right pixel, `[3, 1]`, has its centre at (3.5, 0.5).
@Suite("GLSL Sandbox and twigl dialects")
struct GLSLSandboxDialectTests {
    /// A GLSL Sandbox file as the site saves them: its header, then `main`.
    static func sandbox(_ declarations: String, _ body: String) -> String {
        """
        #ifdef GL_ES
        precision mediump float;
        #endif

        \(declarations)

        void main( void ) {
            \(body)
        }

        """
    }

    func render(_ source: String, dialect: ShaderDialect? = nil, size: Size = Size(4, 2), inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault),
                _ name: String = #function) throws -> RGBAImage {
        let folder = try folderOfFiles(["sandbox.frag": source], name)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("sandbox.frag").path, dialect: dialect)
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    // MARK: Telling the dialect

    @Test("GLSL Sandbox's and twigl's files are told from their uniforms; Book of Shaders, plain GLSL and Shadertoy files keep theirs")
    func detection() {
        let header = "#ifdef GL_ES\nprecision mediump float;\n#endif\n"
        let cases: [(String, ShaderDialect?)] = [
            (header + "uniform float time;\nuniform vec2 resolution;\nvoid main() { gl_FragColor = vec4(time); }", .glslSandbox),
            (header + "uniform vec2 mouse;\nvoid main() { gl_FragColor = vec4(mouse, 0.0, 1.0); }", .glslSandbox),
            (header + "uniform sampler2D backbuffer;\nvoid main() { gl_FragColor = texture2D(backbuffer, vec2(0.5)); }", .glslSandbox),
            ("precision highp float;\nvarying vec2 surfacePosition;\nvoid main() { gl_FragColor = vec4(surfacePosition, 0.0, 1.0); }", .glslSandbox),
            ("#version 100\nprecision highp float;\nuniform highp float time;\nvoid main() { gl_FragColor = vec4(time); }", .glslSandbox),
            // twigl: `frame` besides GLSL Sandbox's names, or #version 300 es with its own output.
            ("precision highp float;\nuniform vec2 resolution;\nuniform float time;\nuniform float frame;\nvoid main(){gl_FragColor=vec4(frame);}", .twigl),
            ("#version 300 es\nprecision highp float;\nuniform vec2 resolution;\nuniform float time;\nout vec4 outColor;\nvoid main(){outColor=vec4(time);}", .twigl),
            // A GLSL Sandbox port of a twigl shader: FC is a parameter, so it is declared, not twigl's geekest mode.
            (header + "uniform float time;\nuniform vec2 resolution;\nvoid twigl(out vec4 o, vec2 FC, vec2 r, float t) { o = vec4(FC / r, t, 1.0); }\n"
             + "void main(void) { twigl(gl_FragColor, gl_FragCoord.xy, resolution, time); }", .glslSandbox),
            // Not GLSL Sandbox: the Book of Shaders' u_ names, other types, a desktop #version, Shadertoy's names.
            (header + "uniform float u_time;\nuniform vec2 u_resolution;\nvoid main() { gl_FragColor = vec4(u_time); }", .bookOfShaders),
            (header + "uniform vec3 resolution;\nuniform int time;\nvoid main() { gl_FragColor = vec4(resolution, 1.0); }", .bookOfShaders),
            ("// uniform float time;\nvoid main() { gl_FragColor = vec4(1.0); }", .bookOfShaders),
            ("#version 330\nuniform float time;\nout vec4 c;\nvoid main() { c = vec4(time); }", .glsl),
            ("#version 300 es\nprecision highp float;\nuniform float time;\nvoid main() { gl_FragColor = vec4(time); }", .glsl),
            ("uniform float time;\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(time); }", .shadertoy),
            ("uniform float time;\nvoid main() { gl_FragColor = vec4(iTime + time); }", .shadertoy),
        ]
        for (source, dialect) in cases {
            #expect(ShaderDialect.detect(in: source) == dialect, "\(source)")
        }
    }

    // MARK: Uniforms

    @Test("time is seconds and resolution the picture in pixels; mediump computes at 32 bits, as in a desktop browser")
    func timeAndResolution() throws {
        let source = Self.sandbox("uniform float time;\nuniform vec2 resolution;",
                                  "gl_FragColor = vec4(gl_FragCoord.xy / resolution, fract(time * 1000.0), 1.0);")
        // time 1.2345: fract(1234.5) = 0.5 at 32 bits (at 16 bits, 1234.5 is 1234 and the fraction 0).
        let image = try render(source, inputs: ShaderInputs(time: 1.2345, date: .snapshotDefault))
        // (3.5 / 4, 0.5 / 2) = (0.875, 0.25): 223.125, 63.75; blue 127.5.
        #expect(image[3, 1] == Pixel(223, 64, 128, 255))
        // The top-left pixel: (0.5 / 4, 1.5 / 2) = (0.125, 0.75): 31.875, 191.25.
        #expect(image[0, 0] == Pixel(32, 191, 128, 255))
    }

    @Test("mouse is --mouse over the size, y up; (0.5, 0.5) until given, as the site starts it")
    func mouse() throws {
        let source = Self.sandbox("uniform vec2 mouse;", "gl_FragColor = vec4(mouse, 0.0, 1.0);")
        // --mouse 1,2 on 4x2: (1 / 4, 2 / 2) = (0.25, 1): 63.75, 255.
        let given = try render(source, inputs: ShaderInputs(mouse: SIMD4(1, 2, 1, 2), date: .snapshotDefault))
        #expect(given[0, 0] == Pixel(64, 255, 0, 255))
        // Given at 0,0 is (0, 0), not the start.
        let corner = try render(source, inputs: ShaderInputs(mouse: .zero, mouseMoved: true, date: .snapshotDefault))
        #expect(corner[0, 0] == Pixel(0, 0, 0, 255))
        let start = try render(source)
        #expect(start[0, 0] == Pixel(128, 128, 0, 255))
    }

    @Test("surfacePosition and surfaceSize: the surface at rest, height 1, width the aspect, centred on 0")
    func surface() throws {
        let source = Self.sandbox("uniform vec2 surfaceSize;\nvarying vec2 surfacePosition;",
                                  "gl_FragColor = vec4(surfacePosition / surfaceSize + 0.5, surfaceSize.x / 4.0, 1.0);")
        let image = try render(source)
        // 4x2: surfaceSize (2, 1); at (3.5, 0.5) the position is (0.75, -0.5) of the half-size (1, 0.5):
        // (0.75, -0.25), over the size plus 0.5 = (0.875, 0.25): 223, 64; blue 2 / 4: 128.
        #expect(image[3, 1] == Pixel(223, 64, 128, 255))
    }

    @Test("twigl: frame counts the frames drawn (1 at frame 0), its mouse starts at (0, 0)")
    func twiglFrameAndMouse() throws {
        let source = "precision highp float;\nuniform vec2 mouse;\nuniform float frame;\nuniform float time;\n"
            + "void main(){gl_FragColor=vec4(frame/255.0,mouse,1.0);}\n"
        #expect(try render(source, inputs: ShaderInputs(frame: 4, date: .snapshotDefault))[0, 0] == Pixel(5, 0, 0, 255))
        // --mouse 1,2 on 4x2: (0.25, 1).
        #expect(try render(source, inputs: ShaderInputs(mouse: SIMD4(1, 2, 1, 2), date: .snapshotDefault))[0, 0] == Pixel(1, 64, 255, 255))
    }

    @Test("an #extension line after the precision line, as GLSL Sandbox files write it, is taken as a browser takes it")
    func extensionAfterPrecision() throws {
        let source = Self.sandbox("#extension GL_OES_standard_derivatives : enable\nuniform float time;",
                                  "gl_FragColor = vec4(dFdx(gl_FragCoord.x), fwidth(gl_FragCoord.y) * 0.25, time, 1.0);")
        // dFdx(x) = 1; fwidth(y) = |dFdx(y)| + |dFdy(y)| = 1, a quarter: 63.75.
        #expect(try render(source)[0, 0] == Pixel(255, 64, 0, 255))
    }

    @Test("a global initialized from a uniform or another global, which WebGL 1 takes (ANGLE runs it at main's start), is set so; a call of the shader's own function there is still refused")
    func globalInitializedFromUniforms() throws {
        // GLSL ES 1.00 wants constant initializers (Mesa refuses these); browsers compile through
        // ANGLE, which takes uniforms, globals and math built-ins there and defers them into main.
        let source = Self.sandbox("uniform float time;\nuniform vec2 resolution;\nfloat t = time * 0.2; // seconds\n"
                                  + "vec2 res = resolution.xy / 4.0, mid = res * 0.5;\nconst float k = 0.4;\nfloat one = max(t, 1.0);",
                                  "gl_FragColor = vec4(t * one, mid.x * k, res.y * 1.2, 1.0);")
        let image = try render(source, inputs: ShaderInputs(time: 2.0, date: .snapshotDefault))
        // t = 2 * 0.2 = 0.4: 102; the picture is 4x2, so res = (1, 0.5) and mid = (0.5, 0.25):
        // 0.5 * 0.4 = 0.2: 51; 0.5 * 1.2 = 0.6: 153; one = max(0.4, 1) = 1.
        #expect(image[0, 0] == Pixel(102, 51, 153, 255))
        #expect(image[3, 1] == Pixel(102, 51, 153, 255))
        // ANGLE refuses a call of the shader's own function in a global's initializer: still an error here.
        let called = Self.sandbox("uniform float time;\nfloat twice(float x) { return 2.0 * x; }\nfloat t = twice(time);",
                                  "gl_FragColor = vec4(t);")
        #expect(throws: ShaderError.self) { try render(called) }
    }

    @Test("every GLSL Sandbox file is drawn over the site's two triangles (its page draws every file so), not only one reading surfacePosition")
    func siteQuad() throws {
        let folder = try folderOfFiles(["plain.frag": Self.sandbox("uniform float time;", "gl_FragColor = vec4(time);"),
                                        "book.frag": "uniform float u_time;\nvoid main() { gl_FragColor = vec4(u_time); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try ShaderFile(path: folder.appendingPathComponent("plain.frag").path)
        #expect(plain.dialect == .glslSandbox)
        #expect(GLSLSandbox.drawsQuad(plain, readsCorners: true))
        // A Book of Shaders file keeps glslViewer's one triangle; without corners in the buffer, none is drawn.
        #expect(!GLSLSandbox.drawsQuad(try ShaderFile(path: folder.appendingPathComponent("book.frag").path), readsCorners: true))
        #expect(!GLSLSandbox.drawsQuad(plain, readsCorners: false))
    }

    @Test("twigl's geek mode is told from its one-letter names; geeker, named, gets twigl's declarations; the same values")
    func twiglGeek() throws {
        let geek = "precision highp float;\nuniform vec2 r;\nuniform float t;\nuniform float f;\nuniform vec2 m;\n"
            + "void main(){gl_FragColor=vec4(gl_FragCoord.xy/r,t/4.+m.x,f/255.);}\n"
        #expect(ShaderDialect.detect(in: geek) == .twiglGeek)
        #expect(ShaderDialect.detect(in: "#version 300 es\nprecision highp float;\nuniform vec2 r;\nuniform float t;\nout vec4 o;\nvoid main(){o=vec4(t);}\n") == .twiglGeek)
        // One letter alone is no mark of twigl.
        #expect(ShaderDialect.detect(in: "precision highp float;\nuniform float t;\nvoid main(){gl_FragColor=vec4(t);}\n") == .bookOfShaders)
        // At (0.5, 1.5) of 4x2: 0.125, 0.75; t = 2 (frame 120 at 60 fps): 0.5, mouse 0; f = 121.
        let folder = try folderOfFiles(["geek.frag": geek, "geeker.frag": "void main(){\ngl_FragColor=vec4(gl_FragCoord.xy/r,t/4.,1.);\n}\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("geek.frag").path, keepAlpha: true)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, frame: 120, date: .snapshotDefault)) }
        #expect(image[0, 0] == Pixel(32, 191, 128, 121))
        let geeker = try ShaderScene.load(path: folder.appendingPathComponent("geeker.frag").path, dialect: .twiglGeeker)
        let picture = try withContext { try geeker.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, date: .snapshotDefault)) }
        #expect(picture[0, 0] == Pixel(32, 191, 128, 255))
        // Its backbuffer is b: after frames 0 to 9, a pixel adding 1/255 is 10.
        let feedback = try folderOfFiles(["b.frag": "void main(){gl_FragColor=texture2D(b,gl_FragCoord.xy/r)+vec4(1./255.,0.,0.,1.);}\n"])
        defer { try? FileManager.default.removeItem(at: feedback) }
        let counted = try ShaderScene.load(path: feedback.appendingPathComponent("b.frag").path, dialect: .twiglGeeker)
        #expect(counted.hasHistory)
        let counts = try withContext { try counted.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 9, date: .snapshotDefault)) }
        #expect(counts[1, 1] == Pixel(10, 0, 0, 255))
    }

    @Test("twigl's geekest mode: the body alone, FC, twigl's helpers (PI2, hsv), in its 100 and 300 es forms; its own main is kept")
    func twiglGeekest() throws {
        let body = "gl_FragColor=vec4(FC.xy/r,PI2/8.,hsv(0.,0.,1.).g);"
        let body300 = "vec4 l=texture(b,FC.xy/r)*0.;o=vec4(FC.xy/r,t/4.,1.)+l;"   // FC after a comma: still twigl's
        let ownMain = "void main(){gl_FragColor=vec4(FC.x/r.x,0.,0.,1.);}"
        for source in [body, body300, ownMain] { #expect(ShaderDialect.detect(in: source) == .twiglGeekest, "\(source)") }
        // FC defined by the code itself is not twigl's: no main, no dialect.
        #expect(ShaderDialect.detect(in: "#define FC gl_FragCoord\ngl_FragColor=vec4(FC.x);") == nil)
        let folder = try folderOfFiles(["body.frag": body, "body300.frag": body300, "main.frag": ownMain])
        defer { try? FileManager.default.removeItem(at: folder) }
        func pixel(_ name: String) throws -> Pixel {
            let scene = try ShaderScene.load(path: folder.appendingPathComponent(name).path, keepAlpha: true)
            // Frame 120 at 60 fps is time 2 (the 300 es body reads b, so frames 0 to 120 run).
            return try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 2, frame: 120, date: .snapshotDefault)) }[3, 1]
        }
        // At (3.5, 0.5) of 4x2: 0.875 -> 223, 0.25 -> 64; PI2 / 8 = 0.785 -> 200; hsv(0, 0, 1) is white: 255.
        #expect(try pixel("body.frag") == Pixel(223, 64, 200, 255))
        // t = 2: 0.5 -> 128 (GLSL ES 3.00, out vec4 o).
        #expect(try pixel("body300.frag") == Pixel(223, 64, 128, 255))
        #expect(try pixel("main.frag") == Pixel(223, 0, 0, 255))
    }

    @Test("twigl's 300 es modes as twigl saves them: no #version (twigl puts it first), an out of its own; told, compiled and set")
    func twigl300WithoutVersion() throws {
        let classic = """
            precision highp float;
            uniform vec2 resolution;
            uniform float time;
            uniform float frame;
            out vec4 outColor;
            void main(){outColor=vec4(gl_FragCoord.xy/resolution,time/4.,frame/255.);}
            """
        let geek = "precision highp float;uniform vec2 r;uniform float t;out vec4 o;void main(){o=vec4(gl_FragCoord.xy/r,t/4.,1);}"
        #expect(ShaderDialect.detect(in: classic) == .twigl)
        #expect(ShaderDialect.detect(in: geek) == .twiglGeek)
        let geeker = "void main(){o=vec4(gl_FragCoord.xy/r,t/4.,1);}"
        let inputs = ShaderInputs(time: 2, frame: 4, date: .snapshotDefault)
        // At (3.5, 0.5) of 4x2: 0.875 -> 223, 0.25 -> 64; t = 2: 0.5 -> 128; frame 4 is twigl's 5th: 5.
        let folder = try folderOfFiles(["classic.frag": classic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("classic.frag").path, keepAlpha: true)
        #expect(try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: inputs) }[3, 1] == Pixel(223, 64, 128, 5))
        #expect(try render(geek, inputs: inputs)[3, 1] == Pixel(223, 64, 128, 255))
        #expect(try render(geeker, dialect: .twiglGeeker, inputs: inputs)[3, 1] == Pixel(223, 64, 128, 255))
    }

    /// A file for twigl's MRT modes that counts frames in both targets: target 1 adds 1/64 to its
    /// own previous red and keeps target 0's previous green; target 0 shows target 1's previous red,
    /// adds 1/32 to its own previous green, and shows target 1's previous green in blue.
    static let mrtBody = "o1=vec4(B.r+1./64.,A.g,0,1);o0=vec4(B.r,A.g+1./32.,B.g,1);"

    @Test("twigl's MRT modes (classic, geek, geeker, geekest): two targets, both previous frames read by one draw; the picture is target 0",
          arguments: [
            ("classic", nil as ShaderDialect?, """
                precision highp float;
                uniform vec2 resolution;
                uniform float time;
                uniform sampler2D backbuffer0;
                uniform sampler2D backbuffer1;
                layout (location = 0) out vec4 outColor0;
                layout (location = 1) out vec4 outColor1;
                void main(){vec2 uv=gl_FragCoord.xy/resolution;vec4 A=texture(backbuffer0,uv),B=texture(backbuffer1,uv);
                outColor1=vec4(B.r+1./64.,A.g,0,1);outColor0=vec4(B.r,A.g+1./32.,B.g,1);}
                """),
            ("geek", nil, "precision highp float;uniform vec2 r;uniform float t;uniform sampler2D b0;uniform sampler2D b1;"
                + "layout (location = 0) out vec4 o0;layout (location = 1) out vec4 o1;"
                + "void main(){vec2 uv=gl_FragCoord.xy/r;vec4 A=texture(b0,uv),B=texture(b1,uv);\(mrtBody)}"),
            ("geeker", .twiglGeeker, "void main(){vec2 uv=gl_FragCoord.xy/r;vec4 A=texture(b0,uv),B=texture(b1,uv);\(mrtBody)}"),
            ("geekest", nil, "vec2 uv=FC.xy/r;vec4 A=texture(b0,uv),B=texture(b1,uv);\(mrtBody)"),
          ])
    func twiglMRT(_ mode: String, _ dialect: ShaderDialect?, _ source: String) throws {
        // By hand, frame k (0 first): target 1's red is (k + 1) / 64, target 0's green (k + 1) / 32,
        // target 1's green k / 32 (target 0's green of the frame before). After frame 3, target 0 is
        // (3/64, 4/32, 2/32): 12, 32, 16. Had the second target read this frame's target 0, blue
        // would be 3/32 (24).
        let image = try render(source, dialect: dialect, inputs: ShaderInputs(frame: 3, date: .snapshotDefault), mode)
        #expect(image[1, 1] == Pixel(12, 32, 16, 255), "\(mode)")
        #expect(image[3, 0] == Pixel(12, 32, 16, 255), "\(mode)")
    }

    // MARK: The previous frame

    @Test("backbuffer: the previous frame, zero before frame 0; frames 0 to N run, so after frame N a pixel adding 1/255 is N + 1")
    func backbufferAfterFrames() throws {
        let source = Self.sandbox("uniform sampler2D backbuffer;\nuniform vec2 resolution;",
                                  "vec4 last = texture2D(backbuffer, gl_FragCoord.xy / resolution);\n"
                                  + "gl_FragColor = vec4(last.rg + vec2(1.0, 2.0) / 255.0, gl_FragCoord.x * 2.0 / 255.0, 1.0);")
        let folder = try folderOfFiles(["sandbox.frag": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("sandbox.frag").path)
        #expect(scene.hasHistory)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 9, date: .snapshotDefault)) }
        // Ten frames (0 to 9), each adding 1 and 2: 10, 20; blue is this frame's 2x: 1 at x 0.5, 7 at x 3.5.
        #expect(image[0, 0] == Pixel(10, 20, 1, 255))
        #expect(image[3, 1] == Pixel(10, 20, 7, 255))
        let first = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 0, date: .snapshotDefault)) }
        #expect(first[0, 0] == Pixel(1, 2, 1, 255))
    }

    @Test("GLSL Sandbox keeps 8 bits a channel between frames (a canvas), twigl 32-bit floats: 0.3/255 a frame stays 0, or is 3 after ten")
    func backbufferPrecision() throws {
        let body = "gl_FragColor = vec4(texture2D(backbuffer, gl_FragCoord.xy / resolution).r + 0.3 / 255.0, 0.0, 0.0, 1.0);"
        let sandbox = Self.sandbox("uniform sampler2D backbuffer;\nuniform vec2 resolution;", body)
        let twigl = Self.sandbox("uniform sampler2D backbuffer;\nuniform vec2 resolution;\nuniform float frame;", body)
        #expect(ShaderDialect.detect(in: twigl) == .twigl)
        let inputs = ShaderInputs(frame: 9, date: .snapshotDefault)
        #expect(try render(sandbox, inputs: inputs)[1, 1] == Pixel(0, 0, 0, 255))
        #expect(try render(twigl, inputs: inputs)[1, 1] == Pixel(3, 0, 0, 255))
    }

    @Test("each page clears its target before a frame: a discarded pixel is (0, 0, 0, 0) on GLSL Sandbox, (0, 0, 0, 1) on twigl")
    func clearedEachFrame() throws {
        let body = "if (gl_FragCoord.x < 2.0 && time > 0.01) discard;\n"
            + "gl_FragColor = vec4(1.0) - texture2D(backbuffer, gl_FragCoord.xy / resolution) * 0.0;"
        let sandbox = Self.sandbox("uniform sampler2D backbuffer;\nuniform vec2 resolution;\nuniform float time;", body)
        let twigl = Self.sandbox("uniform sampler2D backbuffer;\nuniform vec2 resolution;\nuniform float time;\nuniform float frame;", body)
        // Frame 0 draws white everywhere; frames 1 and 2 discard the left half, which shows the clear
        // colour (without it, frame 2's target would still hold frame 0's white).
        for (source, left) in [(sandbox, Pixel(0, 0, 0, 0)), (twigl, Pixel(0, 0, 0, 255))] {
            let folder = try folderOfFiles(["f.frag": source])
            defer { try? FileManager.default.removeItem(at: folder) }
            let scene = try ShaderScene.load(path: folder.appendingPathComponent("f.frag").path, keepAlpha: true)
            let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 2, date: .snapshotDefault)) }
            #expect(image[0, 0] == left && image[3, 0] == Pixel(255, 255, 255, 255), "\(source)")
        }
    }

    @Test("a file that declares backbuffer but never reads it has no history: one frame, whatever the frame number")
    func unreadBackbuffer() throws {
        let source = Self.sandbox("uniform sampler2D backbuffer;\nuniform float time;", "gl_FragColor = vec4(time / 4.0, 0.0, 0.0, 1.0);")
        let folder = try folderOfFiles(["sandbox.frag": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("sandbox.frag").path)
        #expect(!scene.hasHistory)
        #expect(scene.summary == "GLSL Sandbox")
    }

    // MARK: The command line

    @Test("render: detected, --dialect overrides, every uniform set (no note), a uniform of its own still named")
    func commandLine() throws {
        let source = Self.sandbox("uniform float time;\nuniform vec2 mouse;\nuniform vec2 resolution;\nuniform sampler2D backbuffer;\nuniform float speed;",
                                  "vec4 last = texture2D(backbuffer, gl_FragCoord.xy / resolution);\n"
                                  + "gl_FragColor = vec4(time / 4.0, mouse.x, last.b + speed, 1.0);")
        let folder = try folderOfFiles(["sandbox.frag": source,
                                        "desktop.frag": "#version 330\nuniform float time;\nout vec4 c;\nvoid main() { c = vec4(time / 4.0, 0.0, 0.0, 1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("sandbox.frag").path, "--size", "4x2", "--time", "2", "--fps", "2",
                                   "--mouse", "1,1", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        // time 2 (frame 4 of 2 fps, frames 0 to 4 run): 0.5 -> 128; mouse 1 / 4 -> 64; blue 0 (speed unset).
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(128, 64, 0, 255))
        let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("glsandbox: note: ") }
        // speed, and the one-colour 4x2 picture it may explain.
        #expect(notes.count == 2 && result.stderr.contains("declares uniform float speed and uses it, but nothing sets it"), "\(result.stderr)")
        #expect(result.stderr.contains("is one colour everywhere, (128, 64, 0, 255), and it uses a uniform nothing set (speed, named above)"), "\(result.stderr)")
        #expect(!result.stderr.contains("uniform float time") && !result.stderr.contains("backbuffer"), "\(result.stderr)")

        // A file read as plain GLSL, told to be GLSL Sandbox's: its time is set.
        let desktop = folder.appendingPathComponent("desktop.frag").path
        let plain = try glsandbox("render", desktop, "--size", "4x2", "--time", "2", "--out", out)
        #expect(plain.status == 0 && plain.stderr.contains("uniform float time") && plain.stderr.contains("--dialect glslsandbox"), "\(plain.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(0, 0, 0, 255))
        let told = try glsandbox("render", desktop, "--size", "4x2", "--time", "2", "--dialect", "glslsandbox", "--out", out)
        #expect(told.status == 0 && !told.stderr.contains("note"), "\(told.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(128, 0, 0, 255))
        // And a GLSL Sandbox file told to be the Book of Shaders': nothing of GLSL Sandbox's is set, and each is named.
        let book = try glsandbox("render", folder.appendingPathComponent("sandbox.frag").path, "--size", "4x2", "--dialect", "book-of-shaders", "--out", out)
        #expect(book.status == 0 && book.stderr.contains("uniform float time") && book.stderr.contains("backbuffer"), "\(book.stderr)")
    }

    @Test("a picture on channel 0 of a file that reads its backbuffer is refused: the backbuffer is channel 0")
    func backbufferIsChannel0() throws {
        let source = Self.sandbox("uniform sampler2D backbuffer;\nuniform sampler2D u_tex1;",
                                  "gl_FragColor = texture2D(backbuffer, vec2(0.5)) + texture2D(u_tex1, vec2(0.5));")
        let folder = try folderOfFiles(["sandbox.frag": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("blue.png").path
        try RGBAImage(size: Size(1, 1), filling: Pixel(0, 0, 255, 255)).writePNG(to: png)
        let shader = folder.appendingPathComponent("sandbox.frag").path
        let refused = try glsandbox("render", shader, "--channel0", png, "--out", folder.appendingPathComponent("a.png").path)
        #expect(refused.status == 64 && refused.stderr.contains("which is channel 0: give pictures with --channel1..3"), "\(refused.stderr)")
        let out = folder.appendingPathComponent("b.png").path
        let given = try glsandbox("render", shader, "--size", "2x2", "--channel1", png, "--out", out)
        #expect(given.status == 0, "\(given.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(0, 0, 255, 255))
    }

    @Test("a compile error is reported at the user's file and line, through the preamble")
    func errorLines() throws {
        let source = Self.sandbox("uniform float time;", "gl_FragColor = vec4(nope);")
        #expect {
            try render(source)
        } throws: { error in
            guard case ShaderError.compileFailed(_, let log) = error else { return false }
            return log.contains("sandbox.frag:8:")
        }
    }
}
