import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox render SCENE|SHADER --out FILE.png`: draw a scene or a user's shader headless and save it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene or your own fragment shader headless and write it as a PNG (or a JPEG: --out x.jpg).",
        discussion: """
            A path (ending in .frag, .glsl or .fs, or containing /) is a shader: Shadertoy \
            (mainImage), The Book of Shaders (main and gl_FragColor) or plain GLSL (#version), told \
            from the source. A folder (image.frag, bufferA.frag ... bufferD.frag, common.glsl) or a \
            Shadertoy export (.json) is a multipass shader: frames 0 to --frame run, frame k with \
            iTime = k / fps, and the Image pass of the last is written. fragCoord has its origin at the bottom-left pixel, centres at .5; the \
            PNG's top row is the highest y. A bare name is a scene (see `glsandbox scenes`), whose \
            GLSL is read from shaders/ (GLSANDBOX_SHADERS overrides the folder).

            Examples:
              glsandbox render shaders/examples/aurora.frag --time 2 --out aurora.png
              glsandbox render my.frag --mouse 300,240 --channel0 wood.png --out x.png
              glsandbox render shaders/examples/life --frame 120 --out life.png
              glsandbox render triangle --out tri.png
            """
    )

    @OptionGroup(title: "What to draw")
    var what: SceneOrShader

    @OptionGroup
    var frame: SizeOption

    @Option(parsing: .unconditional, help: "Samples per pixel (0: one sample per pixel, no multisampling; the driver may round up).",
            transform: SampleCount.checked)
    var samples: Int?

    @OptionGroup(title: "Shader inputs (for a shader file)")
    var shader: ShaderOptions

    @Option(help: "Where to write the picture: a .png is PNG, a .jpg or .jpeg JPEG; another extension is refused.")
    var out: String

    @Option(help: "fast, default or best: fast writes about 3x quicker, files 20-40 % larger; best is smallest and slowest.")
    var pngCompression: PNG.Compression = .default

    @Option(help: ArgumentHelp("A multipass shader: also write each buffer of the last frame as DIR/bufferA.png ... (values clamped to 0-1).", valueName: "DIR"))
    var dumpBuffers: String?

    /// The scene's name or the shader's path.
    var scene: String { what.shader ?? what.scene ?? "" }
    var size: Size { frame.size }

    func validate() throws {
        _ = try what.required()
        try checkPictureName(out)
        guard what.shader == nil else { return }
        // A bare name that is no scene is named as such first, even with shader flags (it may be a file).
        do { _ = try SceneOrShader.catalogueScene(named: scene) } catch { throw ValidationError(error.message) }
        if shader.anyGiven {
            throw ValidationError("'\(scene)' is a scene, and shader flags (--time, --mouse, --channel0, ...) apply only to a shader file; give a path such as ./\(scene).frag")
        }
    }

    func run() throws {
        let inputs = what.shader == nil ? ShaderInputs(date: .snapshotDefault) : try shader.inputs()
        let drawing = try what.resolve(shader)
        try checkWritable(out)
        if let dumpBuffers { return try renderWithBuffers(drawing, inputs: inputs, into: dumpBuffers) }
        let image = try reportingErrors {
            try drawing.scene.renderImage(in: try GLContext(), size: size, samples: samples, shaders: try drawing.library(), inputs: inputs)
        }
        // Never a silent black: a flat picture of a shader that reads uniforms nothing set says so.
        ShaderNote.flatPicture(files: drawing.files, image: image)
        noteDroppedAlpha(drawing)
        try reportingErrors { try image.write(to: out, format: try PictureFormat.forOutput(out), compression: pngCompression) }
        printWritten(out)
    }

    /// A JPEG has no alpha: with --keep-alpha, a note says the picture is written without it.
    private func noteDroppedAlpha(_ drawing: Drawing) {
        guard drawing.shader?.keepAlpha == true, (try? PictureFormat.forOutput(out)) == .jpeg else { return }
        FileHandle.standardError.write(Data("glsandbox: note: --keep-alpha with the JPEG \(out.visibleControlCharacters): JPEG has no alpha, so the picture shows the colours without it; a .png keeps it\n".utf8))
    }

    /// `--dump-buffers DIR`: the picture, and each buffer of a multipass shader's last frame.
    private func renderWithBuffers(_ drawing: Drawing, inputs: ShaderInputs, into folder: String) throws {
        guard let loaded = drawing.shader, loaded.isMultipass else {
            throw CLIError("--dump-buffers is for a multipass shader (a folder or a .json)", code: CLIError.usage)
        }
        try CLIError.makeFolder(folder)
        try checkWritable(folder + "/bufferA.png")
        let (image, buffers) = try reportingErrors {
            try loaded.renderImageAndBuffers(in: try GLContext(), size: size, inputs: inputs, samples: samples ?? 0, buffers: true)
        }
        noteDroppedAlpha(drawing)
        try reportingErrors { try image.write(to: out, format: try PictureFormat.forOutput(out), compression: pngCompression) }
        printWritten(out)
        for (name, picture) in buffers {
            let path = folder + "/" + name + ".png"
            try reportingErrors { try picture.writePNG(to: path) }
            print(path)
        }
    }
}

/// Prints the path of a file written, unless it is a device or a pipe (`--out /dev/stdout`:
/// the path would land after the PNG's bytes).
func printWritten(_ path: String) {
    if !AtomicFile.isSpecialFile(path) { print(path) }
}

/// Refuses, as a bad argument, a picture name whose extension asks for a format we do not write
/// (``PictureFormat``): `x.gif` would otherwise get PNG bytes under a GIF's name.
func checkPictureName(_ path: String) throws {
    do { _ = try PictureFormat.forOutput(path) } catch { throw ValidationError(error.description) }
}

/// Fails early, before any rendering, when `path` cannot be written: its folder exists and is writable, or it
/// is a device or a pipe we may write (written in place: `/dev/null`, `/dev/stdout`).
func checkWritable(_ path: String) throws(CLIError) {
    switch AtomicFile.outputProblem(at: path) {
    case .isDirectory?:
        throw CLIError("cannot write \(path): it is a directory; give a file name such as \(path.hasSuffix("/") ? path : path + "/")out.png", code: CLIError.cannotCreate)
    case let problem?:
        throw CLIError("cannot write \(path): \(problem)", code: CLIError.cannotCreate)
    case nil:
        break
    }
    // What a run killed with SIGKILL while writing this file left beside it (`.NAME.tmp-PID-...`
    // of a process that is gone) goes now; another running process's is kept.
    guard !AtomicFile.isSpecialFile(path) else { return }
    let url = URL(fileURLWithPath: path)
    AtomicFile.removeStaleTemporaries(in: url.deletingLastPathComponent().path) { $0 == url.lastPathComponent }
}
