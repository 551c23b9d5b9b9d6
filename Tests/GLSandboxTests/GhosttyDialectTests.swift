import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Ghostty's terminal shaders (issue 33): Shadertoy code told from Ghostty's uniforms, compiled
/// as desktop GLSL as Ghostty compiles it, `iChannel0` the terminal's picture, the cursor and
/// colours from `--uniform` or the defaults worked out from Ghostty's code (ghostty-org/ghostty
/// `src/renderer/generic.zig`, `src/terminal/color.zig`, `src/config/Config.zig`).
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left, the picture's row 0 is the top one. The pictures are
/// 4x2: `[0, 1]` is the bottom-left pixel, centre (0.5, 0.5).
@Suite("Ghostty dialect")
struct GhosttyDialectTests {
    /// A function overloading `normalize`, as a public cursor shader does: GLSL ES refuses it.
    static let overload = "vec2 normalize(vec2 value, bool isPosition) { return isPosition ? value / iResolution.xy : value; }\n"

    @Test("Shadertoy code using Ghostty's uniforms is Ghostty's; without them, or declaring them itself, it stays Shadertoy's")
    func detection() {
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = iCurrentCursor; }") == .ghostty)
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = vec4(float(iCurrentCursorStyle == CURSORSTYLE_BAR)); }") == .ghostty)
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, p / iResolution.xy); }") == .shadertoy)
        #expect(ShaderDialect.detect(in: "uniform vec4 iCurrentCursor;\nvoid mainImage(out vec4 c, in vec2 p) { c = iCurrentCursor; }") == .shadertoy)
    }

    @Test("a function's parameter named like a Shadertoy uniform (float f(float iTime)) declares nothing at the top level: iTime is still declared for the file")
    func parameterNamedLikeAUniform() throws {
        // As a public Ghostty shader does (glow-rgbsplit-twitchy.glsl: offsetFunction(float iTime)).
        let source = "float half_(float iTime) { return iTime * 0.5; }\n"
            + "void mainImage(out vec4 c, in vec2 p) { c = vec4(half_(iTime), iCurrentCursor.z / 40.0, 0.0, 1.0); }\n"
        let folder = try folderOfFiles(["param.glsl": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("param.glsl").path)
        #expect(scene.summary == "Ghostty")
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(time: 1, date: .snapshotDefault)) }
        // iTime 1: 0.5 -> 128; the cursor's width 10 / 40 = 0.25 -> 64.
        #expect(image[0, 0] == Pixel(128, 64, 0, 255))
        // Shadertoy code with its own main is told from iTime, which a parameter does not declare.
        #expect(ShaderDialect.detect(in: "float f(float iTime) { return iTime; }\nvoid main() { gl_FragColor = vec4(f(iTime)); }") == .shadertoy)
    }

    @Test("desktop GLSL (normalize overloaded); the default cursor (2, height - 2, 10, 20); iFrame k + 1; Ghostty's palette and background")
    func defaults() throws {
        let source = Self.overload + """
            void mainImage(out vec4 fragColor, in vec2 fragCoord) {
                vec2 p = normalize(fragCoord, true);
                if (p.x < 0.5) fragColor = vec4(iCurrentCursor.x / 4.0, iCurrentCursor.y / 4.0, iCurrentCursor.z / 40.0, iCurrentCursor.w / 40.0);
                else if (fragCoord.y > 1.0) fragColor = vec4(iPalette[1].rg, float(iFrame) / 255.0, 1.0);
                else fragColor = vec4(iBackgroundColor, 1.0 - iDate.w - iSampleRate - float(iFocus - iCursorVisible));
            }
            """
        let folder = try folderOfFiles(["cursor.glsl": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("cursor.glsl").path, keepAlpha: true)
        #expect(scene.summary == "Ghostty")
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 4, date: .snapshotDefault)) }
        // (2, 2 - 2, 10, 20) / (4, 4, 40, 40) = (0.5, 0, 0.25, 0.5) -> 128, 0, 64, 128.
        #expect(image[0, 0] == Pixel(128, 0, 64, 128))
        // Palette 1 is #CC6666; frame 4 is Ghostty's fifth: 5.
        #expect(image[3, 0] == Pixel(0xCC, 0x66, 5, 255))
        // The background #282C34; iDate and iSampleRate 0, iFocus and iCursorVisible 1: alpha 1.
        #expect(image[3, 1] == Pixel(0x28, 0x2C, 0x34, 255))
    }

    @Test("render: iChannel0 is the terminal (--channel0), upright; --uniform sets the cursor; no note")
    func commandLine() throws {
        let source = Self.overload + """
            void mainImage(out vec4 fragColor, in vec2 fragCoord) {
                fragColor = fragCoord.x < 1.0 ? vec4(iCurrentCursor.xyz / 255.0, 1.0) : texture(iChannel0, normalize(fragCoord, true));
            }
            """
        let folder = try folderOfFiles(["cursor.glsl": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        var terminal = RGBAImage(size: Size(4, 2), filling: Pixel(0, 0, 0, 255))
        for y in 0..<2 { for x in 0..<4 { terminal[x, y] = Pixel(UInt8(40 * x + 10), UInt8(100 * y + 20), 7, 255) } }
        let png = folder.appendingPathComponent("terminal.png").path
        try terminal.writePNG(to: png)
        let out = folder.appendingPathComponent("out.png").path
        let result = try glsandbox("render", folder.appendingPathComponent("cursor.glsl").path, "--size", "4x2", "--channel0", png,
                                   "--uniform", "iCurrentCursor=10,20,30,40", "--out", out)
        #expect(result.status == 0 && !result.stderr.contains("note"), "\(result.stderr)")
        let image = try RGBAImage(pngFile: out)
        #expect(image[0, 0] == Pixel(10, 20, 30, 255) && image[0, 1] == Pixel(10, 20, 30, 255))
        for y in 0..<2 { for x in 1..<4 { #expect(image[x, y] == terminal[x, y], "[\(x), \(y)]") } }
    }
}
