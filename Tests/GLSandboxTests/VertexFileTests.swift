import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// The VS Code shader-toy extension's `#iFirstPersonControls` and `#iVertex` (issue 21), as
/// docs/shaders-from-elsewhere.md section 6 says the extension draws them: `iViewMatrix` the
/// identity; a pass's own vertex shader over three.js's plane (six vertices, not indexed, back
/// faces culled, the target cleared to nothing), with three.js's inputs and camera.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left, the image's row 0 is the highest `y`.
@Suite("VS Code extension: #iFirstPersonControls and #iVertex")
struct VertexFileTests {
    func render(_ path: String, size: Size = Size(2, 1), inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault)) throws -> RGBAImage {
        let scene = try ShaderScene.load(path: path)
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    func file(_ name: String, _ text: String, in folder: URL) throws -> String { try writeFile(name, text, in: folder) }

    /// Two triangles by `gl_VertexID` (0 to 5): triangle 0 covers the left pixel of a 2x1
    /// target, triangle 1 the right one; each counter-clockwise (drawn) when `ccw0`/`ccw1` say so,
    /// else clockwise (culled). `flat out int t` is the triangle's number.
    static func triangles(ccw0: String, ccw1: String) -> String {
        """
        flat out int t;
        void main() {
            t = gl_VertexID / 3;
            int k = gl_VertexID % 3;
            vec2 a = t == 0 ? vec2(-1.0, -1.0) : vec2(0.0, -1.0);
            vec2 b = t == 0 ? vec2(0.0, -1.0) : vec2(1.0, -1.0);
            vec2 top = t == 0 ? vec2(-1.0, 3.0) : vec2(1.0, 3.0);
            bool ccw = t == 0 ? (\(ccw0)) : (\(ccw1));
            vec2 corner = k == 0 ? a : (k == 1) == ccw ? b : top;
            gl_Position = vec4(corner, 0.0, 1.0);
        }
        """
    }

    // MARK: #iFirstPersonControls

    @Test("#iFirstPersonControls is accepted; iViewMatrix is the identity, with or without the directive, whatever keys --keys holds")
    func firstPersonControls() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let body = "void mainImage(out vec4 c, in vec2 p) { c = vec4(iViewMatrix[0][0], iViewMatrix[3].z + 0.5, iViewMatrix[1][1] * 0.25 + iViewMatrix[0][1], 1.0); }\n"
        let fly = try file("fly.glsl", "// the camera\n#iFirstPersonControls\n" + body, in: dir)
        #expect(try ShaderFile(path: fly).directives.firstPersonControls)
        #expect(try render(fly)[0, 0] == Pixel(255, 128, 64, 255))
        // W and the up arrow fly in the extension; offline nothing flies.
        let keys = ShaderInputs(frame: 30, date: .snapshotDefault, keyboard: .scripted(try KeyScript(parsing: "87,38")))
        #expect(try render(fly, inputs: keys)[0, 0] == Pixel(255, 128, 64, 255))
        // The extension declares iViewMatrix for every shader.
        let plain = try file("plain.glsl", body, in: dir)
        #expect(try render(plain)[0, 0] == Pixel(255, 128, 64, 255))
        // Its own declaration is not declared again.
        let own = try file("own.glsl", "uniform mat4 iViewMatrix;\n" + body, in: dir)
        #expect(try render(own)[0, 0] == Pixel(255, 128, 64, 255))
    }

    // MARK: #iVertex: the geometry

    @Test("#iVertex: six vertices, not indexed (gl_VertexID 0 to 5); counter-clockwise in front, clockwise culled; black where nothing is drawn")
    func geometry() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("left.glsl", Self.triangles(ccw0: "true", ccw1: "false"), in: dir)
        _ = try file("right.glsl", Self.triangles(ccw0: "false", ccw1: "true"), in: dir)
        let fragment = "flat in int t;\nvoid mainImage(out vec4 c, in vec2 p) { c = t == 0 ? vec4(1.0, 0.0, 0.0, 1.0) : vec4(0.0, 1.0, 0.0, 1.0); }\n"
        let left = try file("left.frag", "#iVertex \"file://left.glsl\"\n" + fragment, in: dir)
        let picture = try render(left)
        #expect(picture[0, 0] == Pixel(255, 0, 0, 255))
        #expect(picture[1, 0] == Pixel(0, 0, 0, 255))
        let right = try file("right.frag", "#iVertex \"right.glsl\"\n" + fragment, in: dir)
        let other = try render(right)
        #expect(other[0, 0] == Pixel(0, 0, 0, 255))
        #expect(other[1, 0] == Pixel(0, 255, 0, 255))
        #expect(try ShaderFile(path: right).files.map { ($0 as NSString).lastPathComponent } == ["right.frag", "right.glsl"])
    }

    @Test("#iVertex: three.js's position, normal, uv and camera uniforms map the plane onto the frame, as the extension's default vertex shader does")
    func threeJSInputs() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("camera.glsl", """
            out vec2 vUV;
            out vec4 vFacts;
            void main() {
                vUV = uv;
                vFacts = vec4(normal.z, cameraPosition.z / 10.0, isOrthographic ? 1.0 : 0.0,
                              normalMatrix[2][2] * modelMatrix[3][3] * -viewMatrix[3].z / 10.0);
                gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
            }
            """, in: dir)
        let path = try file("camera.frag", """
            #iVertex "file://camera.glsl"
            in vec2 vUV;
            in vec4 vFacts;
            void mainImage(out vec4 c, in vec2 p) { c = vec4(vUV, vFacts.x * vFacts.y * vFacts.z * vFacts.w, 1.0); }
            """, in: dir)
        let picture = try render(path, size: Size(4, 2))
        let columns: [UInt8] = [32, 96, 159, 223]   // (x + 0.5) / 4
        let rows: [UInt8] = [191, 64]               // row 0 is y = 1.5: 0.75; row 1 is 0.25
        for x in 0..<4 {
            for row in 0..<2 {
                #expect(picture[x, row] == Pixel(columns[x], rows[row], 255, 255), "pixel \(x), \(row)")
            }
        }
    }

    @Test("#iVertex in a buffer pass: the vertex stage reads iFrame; the buffer is cleared to (0, 0, 0, 0) before each frame")
    func bufferPass() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("vertex/frames.glsl", Self.triangles(ccw0: "true", ccw1: "iFrame == 0"), in: dir)
        _ = try file("pass.glsl", "#iVertex \"file://vertex/frames.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.5, 0.0, 1.0); }\n", in: dir)
        let main = try file("main.glsl", """
            #iChannel0 "file://pass.glsl"
            void mainImage(out vec4 c, in vec2 p) { vec4 b = texelFetch(iChannel0, ivec2(p), 0); c = vec4(b.rg, b.a, 1.0); }
            """, in: dir)
        let first = try render(main)
        #expect(first[0, 0] == Pixel(255, 128, 255, 255))
        #expect(first[1, 0] == Pixel(255, 128, 255, 255))
        // Frame 2 draws into the texture frame 0 drew: the right pixel, culled since, is cleared.
        let third = try render(main, inputs: ShaderInputs(frame: 2, date: .snapshotDefault))
        #expect(third[0, 0] == Pixel(255, 128, 255, 255))
        #expect(third[1, 0] == Pixel(0, 0, 0, 255))
    }

    @Test("#iVertex: its includes expanded, its other directives ignored; \"default\" is GLSandbox's own triangle; one in an included file means nothing")
    func textOfTheVertexFile() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("lib/corner.glsl", "vec2 corner(int k) { return k == 0 ? vec2(-1.0, -1.0) : k == 1 ? vec2(3.0, -1.0) : vec2(-1.0, 3.0); }\n", in: dir)
        _ = try file("v.glsl", """
            #include "lib/corner.glsl"
            #iChannel0 "self"
            #iVertex "file://elsewhere.glsl"
            out float level;
            void main() { level = 0.5; gl_Position = vec4(corner(gl_VertexID % 3), 0.0, 1.0); }
            """, in: dir)
        let path = try file("v.frag", "#iVertex \"file://v.glsl\"\nin float level;\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(level); }\n", in: dir)
        #expect(try render(path)[1, 0] == Pixel(128, 128, 128, 255))
        #expect(try ShaderFile(path: path).files.count == 3)

        let fallback = try file("default.frag", "#iVertex \"file://v.glsl\"\n#iVertex \"default\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir)
        #expect(try ShaderFile(path: fallback).vertex == nil)
        _ = try file("inc.glsl", "#iVertex \"file://v.glsl\"\n", in: dir)
        let included = try file("included.frag", "#include \"inc.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir)
        #expect(try ShaderFile(path: included).vertex == nil)
        #expect(try render(included)[1, 0] == Pixel(255, 255, 255, 255))
    }

    // MARK: #iVertex: what is refused

    @Test("#iVertex errors name the vertex file: a compile error on its line, an input it does not write")
    func errorsNameTheVertexFile() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("broken.glsl", "out vec2 vUV;\nvoid main() {\n    vUV = nope;\n    gl_Position = vec4(0.0);\n}\n", in: dir)
        let broken = try file("broken.frag", "#iVertex \"file://broken.glsl\"\nin vec2 vUV;\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(vUV, 0.0, 1.0); }\n", in: dir)
        #expect {
            try render(broken)
        } throws: { error in
            guard case ShaderError.compileFailed(let name, let log) = error else { return false }
            return name.hasSuffix("broken.glsl") && log.contains("broken.glsl:3:")
        }
        _ = try file("silent.glsl", "out vec2 vUV;\nvoid main() { vUV = vec2(0.0); gl_Position = vec4(0.0); }\n", in: dir)
        let missing = try file("missing.frag", "#iVertex \"file://silent.glsl\"\nin vec2 vOther;\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(vOther, 0.0, 1.0); }\n", in: dir)
        // GLSL ES 3.00 makes this a link error (WebGL 2 too): named, with both files.
        #expect {
            try render(missing)
        } throws: { error in
            guard case ShaderError.linkFailed(let files, let log) = error else { return false }
            return files.first?.hasSuffix("silent.glsl") == true && files.last?.hasSuffix("missing.frag") == true && log.contains("vOther")
        }
    }

    @Test("#iVertex reads a file from the internet as an include: missing, outside the folders (absolute, .., a symlink), a FIFO, \"self\", a URL, not .glsl")
    func hostileVertexFiles() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try temporaryFolder("vertex-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let secret = try file("secret.glsl", "void main() { gl_Position = vec4(0.0); } // the secret line\n", in: outside)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("shader"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("shader/link.glsl").path, withDestinationPath: secret)
        #expect(mkfifo(dir.appendingPathComponent("shader/pipe.glsl").path, 0o600) == 0)
        func load(_ written: String) throws -> ShaderFile {
            try ShaderFile(path: try file("shader/v.frag", "// a pass\n#iVertex \"\(written)\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir))
        }
        #expect(throws: ShaderError.vertexNotFound(file: dir.path + "/shader/gone.glsl", namedIn: dir.path + "/shader/v.frag", line: 2, written: "gone.glsl")) {
            try load("file://gone.glsl")
        }
        let climb = String(repeating: "../", count: dir.appendingPathComponent("shader").pathComponents.count) + String(secret.dropFirst())
        for written in [secret, climb, "link.glsl"] {
            #expect {
                try load(written)
            } throws: { error in
                guard let error = error as? ShaderError, case .vertexOutsideRoots = error else { return false }
                return error.description.contains("v.frag:2: #iVertex") && !error.description.contains("the secret line")
            }
        }
        #expect {
            try load("pipe.glsl")
        } throws: { error in
            guard case ShaderError.notText(let name, let reason) = error else { return false }
            return name.hasSuffix("pipe.glsl") && reason.contains("not a regular file")
        }
        for (written, words) in [("self", "a vertex shader is a file"), ("https://example.com/v.glsl", "a local file"), ("v.vert", "from a .glsl file")] {
            #expect {
                try load(written)
            } throws: { error in
                guard case ShaderError.badDirective(_, 2, let reason) = error else { return false }
                return reason.contains(words)
            }
        }
        // On the command line: a missing file is exit 66, one outside the folders exit 65.
        let out = dir.appendingPathComponent("x.png").path
        let gone = try glsandbox("render", try file("shader/gone.frag", "#iVertex \"gone.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir), "--out", out)
        #expect(gone.status == 66 && gone.stderr.contains("gone.frag:1: #iVertex \"gone.glsl\""), "\(gone.stderr)")
        let link = try glsandbox("render", try file("shader/link.frag", "#iVertex \"link.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir), "--out", out)
        #expect(link.status == 65 && link.stderr.contains("is outside the folders a shader may read"), "\(link.stderr)")
    }
}
