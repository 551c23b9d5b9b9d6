import Foundation
import GLSandbox
@testable import GLSandboxWindow
import Testing
import TestSupport
import GLTestSupport

/// The window apart from the lessons (issue 32, section 4): the module knows no lesson (its
/// dependencies say so), shows whatever `WindowRenderer` it is handed, and words its errors
/// without a command-line flag. Nothing here opens a window: the demo's windows are opened by
/// WindowTests and WindowEndingTests, in `glsandbox demo` processes.
@Suite("The window's module")
struct WindowModuleTests {
    /// The targets each target depends on, as SwiftPM reads the manifest (in a scratch folder of
    /// its own: the test run holds the lock on .build).
    static func manifestDependencies() throws -> [String: [String]] {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try run("/usr/bin/env", ["swift", "package", "--package-path", packageRoot.path,
                                              "--scratch-path", scratch.path, "dump-package"])
        try #require(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var dependencies: [String: [String]] = [:]
        for target in try #require(manifest["targets"] as? [[String: Any]]) {
            guard let name = target["name"] as? String else { continue }
            dependencies[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
            }
        }
        return dependencies
    }

    @Test("the window depends on no lesson; the lessons reach GLUT only through the window, and no lesson imports CGLUT")
    func layers() throws {
        let dependencies = try Self.manifestDependencies()
        func closure(of target: String) -> Set<String> {
            var seen: Set<String> = [], queue = [target]
            while let next = queue.popLast() {
                for dependency in dependencies[next] ?? [] where seen.insert(dependency).inserted { queue.append(dependency) }
            }
            return seen
        }
        let window = closure(of: "GLSandboxWindow")
        #expect(window.isDisjoint(with: ["GLSandboxLessons", "GLSandboxRenderLoop"]), "\(window.sorted())")
        #expect(window.isSuperset(of: ["CGLUT", "CWindowSize"]))
        let lessons = try #require(dependencies["GLSandboxLessons"])
        #expect(lessons.contains("GLSandboxWindow") && !lessons.contains("CGLUT") && !lessons.contains("CWindowSize"), "\(lessons)")
        let folder = packageRoot.appendingPathComponent("Sources/GLSandboxLessons")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("import CGLUT"), "\(file) imports CGLUT: SpecialKey names GLUT's keys")
        }
    }

    @Test("the window's errors: their exit categories, and no command-line flag in their words")
    func errors() {
        let cases: [(WindowError, Int32)] = [
            (.noDisplay(reason: "no X display: DISPLAY is unset"), 69),
            (.invalidFrames(0), 64),
            (.shader(.compileFailed(file: "a.frag", log: "")), 65),
            (.setUp(CocoaError(.fileNoSuchFile)), 70),
            (.runFailed(CocoaError(.fileNoSuchFile)), 70),
            (.screenshot(PNGError.fileNotFound(path: "p")), 73),
        ]
        for (error, code) in cases {
            #expect(error.category.rawValue == code, "\(error)")
            #expect(!error.description.contains(#/(^|[\s(`])--[a-z]/#), "\(error)")
        }
        #expect(WindowError.noDisplay(reason: "no X display: DISPLAY is unset").description.hasPrefix("no X display: DISPLAY is unset; "))
    }

    @Test("a frame count below 1 is refused before any display is opened, and nothing is made")
    @MainActor
    func invalidFrames() {
        var made = 0
        #expect(throws: WindowError.invalidFrames(0)) {
            _ = try DemoWindow.run(DemoWindow.Options(frames: 0)) { _ in
                made += 1
                throw CocoaError(.featureUnsupported)
            }
        }
        #expect(made == 0)
    }

    @Test("the arrow keys are GLUT's numbers, and the keyboard texture's JavaScript codes for them")
    func specialKeys() {
        #expect([SpecialKey.left, SpecialKey.up, SpecialKey.right, SpecialKey.down] == [0x64, 0x65, 0x66, 0x67])
        #expect([SpecialKey.left, SpecialKey.up, SpecialKey.right, SpecialKey.down].map(JavaScriptKeyCode.code(special:)) == [37, 38, 39, 40])
    }

    /// The playground is a `WindowRenderer` like any other: drawn headless into a framebuffer
    /// object, handed mouse events and keys as the window would hand them.
    @Test("the shader playground, headless: the mouse as Shadertoy's iMouse (y from the bottom, zw negative once released); space pauses (the title says so)")
    @MainActor
    func playgroundHeadless() throws {
        let folder = try folderOfFiles(["mouse.frag": """
            void mainImage(out vec4 c, in vec2 p) { c = vec4(iMouse.x / 255.0, iMouse.y / 255.0, iMouse.z < 0.0 ? 1.0 : 0.0, 1.0); }

            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("mouse.frag").path)
        try withContext { gl in
            let inputs = ShaderInputs(date: .snapshotDefault)
            let playground: any WindowRenderer = try ShaderPlayground(context: gl, scene: scene, inputs: inputs, fixedDate: true, mode: .headless)
            defer { playground.destroy() }
            let size = Size(4, 4)
            let target = try Framebuffer(gl, spec: FramebufferSpec(size: size, colors: [.renderbuffer(.rgba8)]))
            defer { target.destroy() }
            #expect(playground.ignoresKeyRepeat)
            #expect(playground.windowTitle == "GLSandbox: mouse.frag")

            playground.mouse(MouseEvent(kind: .pressed, x: 2, y: 1), size: size)   // y 1 from the top of 4 rows: 2 from the bottom
            #expect(try playground.renderImage(into: target, inputs: inputs.frame(0))[0, 0] == Pixel(2, 2, 0, 255))
            playground.mouse(MouseEvent(kind: .dragged, x: 3, y: 0), size: size)
            #expect(try playground.renderImage(into: target, inputs: inputs.frame(1))[0, 0] == Pixel(3, 3, 0, 255))
            playground.mouse(MouseEvent(kind: .released, x: 3, y: 0), size: size)
            #expect(try playground.renderImage(into: target, inputs: inputs.frame(2))[0, 0] == Pixel(3, 3, 255, 255))

            playground.keyPressed(UInt8(ascii: " "))
            #expect(playground.windowTitle == "GLSandbox: mouse.frag (paused)")
        }
    }

    /// A save in the window once reloaded the file alone: a picture given with --channel0 (or
    /// music with --audio, an effect's --input) was gone after the first edit, and the shader read black.
    @Test("a saved edit keeps what the shader was loaded with: its --channel0 picture is still there after the reload")
    @MainActor
    func playgroundReloadKeepsChannels() throws {
        let folder = try folderOfFiles(["picture.frag": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec2(0.5)); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shaderPath = folder.appendingPathComponent("picture.frag").path, picture = folder.appendingPathComponent("red.png").path
        try RGBAImage(size: Size(2, 2), filling: Pixel(255, 0, 0, 255)).writePNG(to: picture)
        let scene = try ShaderScene.load(path: shaderPath, channels: [picture])
        try withContext { gl in
            let inputs = ShaderInputs(date: .snapshotDefault)
            let playground = try ShaderPlayground(context: gl, scene: scene, inputs: inputs, fixedDate: true, mode: .headless)
            defer { playground.destroy() }
            let target = try Framebuffer(gl, spec: FramebufferSpec(size: Size(2, 2), colors: [.renderbuffer(.rgba8)]))
            defer { target.destroy() }
            #expect(try playground.renderImage(into: target, inputs: inputs.frame(0))[0, 0] == Pixel(255, 0, 0, 255))
            // The edit: the picture's channels swapped. Saved with a later date, as an editor's save would be.
            try "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec2(0.5)).bgra; }\n".write(toFile: shaderPath, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: shaderPath)
            #expect(try playground.renderImage(into: target, inputs: inputs.frame(1))[0, 0] == Pixel(0, 0, 255, 255))
        }
    }
}
