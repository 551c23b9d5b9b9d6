import Foundation
import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// `make install` puts the program in PREFIX/bin and the shaders it loads at run time in
/// PREFIX/share/glsandbox/shaders: the program finds them there, wherever it is run from.
@Suite("Installed layout")
struct InstallTests {
    @Test("an installed glsandbox loads the shaders of PREFIX/share/glsandbox/shaders, not the checkout's")
    func installedShaders() throws {
        let prefix = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let bin = prefix.appendingPathComponent("bin"), share = prefix.appendingPathComponent("share/glsandbox/shaders")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: glsandboxBinary, toPath: bin.appendingPathComponent("glsandbox").path)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("shaders"), to: share)
        // The installed triangle is magenta, so its picture tells which folder was read.
        try """
            #version 330 core
            in vec3 vertexColor;
            out vec4 fragColor;
            void main() { fragColor = vec4(1.0, 0.0, 1.0, 1.0) + 0.0 * vec4(vertexColor, 0.0); }
            """.write(to: share.appendingPathComponent("triangle.frag"), atomically: true, encoding: .utf8)
        let out = prefix.appendingPathComponent("triangle.png").path
        // Run from the prefix (no shaders/ in the current folder), with no GLSANDBOX_SHADERS.
        let result = try run("/usr/bin/env", ["-C", prefix.path, bin.appendingPathComponent("glsandbox").path,
                                              "render", "triangle", "--size", "64x48", "--out", out],
                             environment: ["GLSANDBOX_SHADERS": ""])
        #expect(result.status == 0, "\(result.stderr)")
        let picture = try RGBAImage(pngFile: out)
        #expect(picture[32, 30] == Pixel(255, 0, 255), "the triangle's middle is \(picture[32, 30]): not the installed shader")
    }
}
