import Foundation
import Testing
import TestSupport

/// The GL core is the layer under the shader player: what it may name is checked here, from the
/// files, so a shader-player word that slips into the core fails the build's tests, not a review.
@Suite("Layering")
struct LayeringTests {
    static func sources(of target: String) throws -> [(path: String, text: String)] {
        let folder = packageRoot.appendingPathComponent("Sources/\(target)")
        let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        return try files.sorted().map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("the target that holds Framebuffer.swift names no ffmpeg, mainImage or iChannel, and imports no shader player")
    func coreKnowsNoShaderPlayer() throws {
        let files = try Self.sources(of: "GLSandboxCore")
        #expect(files.contains { $0.path.hasSuffix("Framebuffer.swift") })
        for (path, text) in files {
            for word in ["ffmpeg", "mainImage", "iChannel"] {
                #expect(text.range(of: word, options: .caseInsensitive) == nil, "Sources/GLSandboxCore/\(path) names \(word)")
            }
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("@_exported import ") }
            #expect(imports.allSatisfy { !$0.hasSuffix(" GLSandbox") }, "Sources/GLSandboxCore/\(path) imports the shader player")
        }
    }

    /// Issue 32: a new kind of input touches the channel type, the resolver and the binder (and
    /// the CLI when it gets a flag of its own), nothing else. A file "names every kind" when its
    /// code (comments left out) says cubemap, volume, keyboard, music and video.
    @Test("at most four files in Sources name every channel kind: Channel, ChannelResolver, ChannelBinder, ShaderOptions")
    func fewFilesKnowEveryChannelKind() throws {
        let kinds = ["cubemap", "volume", "keyboard", "music", "video"]
        let targets = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources").path)
        var knowing: [String] = []
        for target in targets.sorted() {
            for (path, text) in try Self.sources(of: target) {
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n").lowercased()
                if kinds.allSatisfy({ code.contains($0) }) { knowing.append((path as NSString).lastPathComponent) }
            }
        }
        #expect(knowing.count <= 4, "files naming every channel kind: \(knowing)")
        #expect(Set(knowing).isSubset(of: ["Channel.swift", "ChannelResolver.swift", "ChannelBinder.swift", "ShaderOptions.swift"]), "\(knowing)")
    }

    /// Issue 32, "one way in": `render`, `snapshot`, `loop` and `bench` turn their argument into a
    /// `Scene` through one function (`SceneOrShader.resolve`); no command looks a scene up or
    /// branches on scene-or-shader by itself, and errors reach the CLI typed, not downcast.
    @Test("the command line resolves what to draw in one place and downcasts at most four times")
    func oneWayIn() throws {
        var lookups: [String] = []
        var downcasts = 0
        for (path, text) in try Self.sources(of: "glsandbox") {
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            if code.contains("SceneCatalogue.scene(named:") { lookups.append(path) }
            downcasts += code.components(separatedBy: " as? ").count - 1 + code.components(separatedBy: " as! ").count - 1
        }
        #expect(lookups == ["SceneOrShader.swift"], "files that look a scene up by name: \(lookups)")
        #expect(downcasts <= 4, "Sources/glsandbox downcasts \(downcasts) times")
    }

    @Test("pictures and media link no GL: GLSandboxImage imports no GL, EGL, OSMesa or core")
    func imageModuleLinksNoGL() throws {
        for (path, text) in try Self.sources(of: "GLSandboxImage") {
            for module in ["COpenGL", "CEGL", "COSMesa", "GLSandboxCore", "GLSandbox"] {
                #expect(!text.split(separator: "\n").contains { $0.hasSuffix("import \(module)") }, "Sources/GLSandboxImage/\(path) imports \(module)")
            }
        }
    }
}
