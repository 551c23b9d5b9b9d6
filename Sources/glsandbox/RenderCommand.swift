import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox render SCENE --out FILE.png`: draw a scene headless and save it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene headless and write it as a PNG.",
        discussion: "Shaders are read from shaders/ (GLSANDBOX_SHADERS overrides the folder)."
    )

    @Argument(help: "The scene to draw (see `glsandbox scenes`).")
    var scene: String

    @Option(parsing: .unconditional, help: "Image size as WIDTHxHEIGHT.")
    var size = "600x480"

    @Option(parsing: .unconditional, help: "Samples per pixel (0 = no multisampling; the driver may round up).")
    var samples: Int?

    @Option(help: "Where to write the PNG.")
    var out: String

    func run() throws {
        let chosen = try reportingErrors { try SceneCatalogue.scene(named: scene) }
        let size = try reportingErrors { try Size(parsing: self.size) }
        if let samples, samples < 0 {
            throw CLIError("invalid sample count \(samples): a sample count cannot be negative", code: CLIError.usage)
        }
        try checkWritable(out)
        let image = try reportingErrors {
            let context = try GLContext()
            let shaders = try ShaderLibrary.locate()
            return try chosen.renderImage(in: context, size: size, samples: samples, shaders: shaders)
        }
        try reportingErrors { try image.writePNG(to: out) }
        print(out)
    }
}

/// Fails early, before any rendering, when `path` cannot be written.
func checkWritable(_ path: String) throws(CLIError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
        throw CLIError("cannot write \(path): it is a directory; give a file name such as \(path.hasSuffix("/") ? path : path + "/")out.png", code: CLIError.cannotCreate)
    }
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw CLIError("cannot write \(path): the folder \(folder) does not exist", code: CLIError.cannotCreate)
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
        throw CLIError("cannot write \(path): the folder \(folder) is not writable", code: CLIError.cannotCreate)
    }
}
