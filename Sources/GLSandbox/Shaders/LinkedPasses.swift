import Foundation

/// One file whose `#iChannelN` lines (the VS Code shader-toy extension's form) name other pass
/// files or itself: `#iChannel0 "self"` reads this file's own previous frame, and
/// `#iChannel1 "file://blur.glsl"` reads what `blur.glsl` drew this frame. Such a file is a
/// multipass shader: each named pass file becomes a buffer (A, B, C, D in the order they are
/// met, at most four), and the file itself is the Image pass. A file that reads `"self"` is
/// drawn into a buffer of its own, which an Image pass then shows as it is (`texelFetch`, one
/// texel a pixel): the picture is the same, and the file has its history.
extension MultipassShader {
    /// Whether a file's channel directives make it a multipass shader (it reads `"self"` or a pass file).
    static func linksPasses(_ file: ShaderFile) -> Bool {
        file.channelDirectives.contains { $0.name.lowercased() == "self" || isPassFile($0.name) }
    }

    /// Shader files by extension (what the extension accepts as a pass).
    static func isPassFile(_ name: String) -> Bool {
        ["glsl", "frag", "fs", "fsh"].contains((name as NSString).pathExtension.lowercased())
    }

    /// Builds the passes from `file` (already read, with its includes) and the files it names.
    static func loadLinked(_ root: ShaderFile, includeFolders: [String]) throws -> MultipassShader {
        let rootFolder = (root.path as NSString).deletingLastPathComponent
        let roots = IncludeRoots(folders: [rootFolder.isEmpty ? "." : rootFolder] + includeFolders)
        var letters: [String: Buffer] = [:]          // resolved path -> buffer
        var files: [String: ShaderFile] = [:]        // resolved path -> file
        let rootKey = IncludeRoots.realPath(root.path) ?? root.path
        files[rootKey] = root
        if root.channelDirectives.contains(where: { $0.name.lowercased() == "self" }) { letters[rootKey] = .a }
        var allFiles = root.files
        var inputsOf: [String: [Channel?]] = [:]
        var visitOrder: [String] = []
        var queue = [rootKey]
        var visited = Set<String>()
        while let key = queue.first {
            queue.removeFirst()
            guard visited.insert(key).inserted, let file = files[key] else { continue }
            visitOrder.append(key)
            let folder = (file.path as NSString).deletingLastPathComponent
            var inputs: [Channel?] = [nil, nil, nil, nil]
            for directive in file.channelDirectives {
                let settings = file.directives.channelSettings[directive.channel] ?? [:]
                let sampler = SamplerSettings(directives: settings)
                if try readsCubemap(settings, channel: directive.channel, file: file.path), isPassFile(directive.name) {
                    // The extension's cubemap buffer: a Cube A pass.
                    throw MultipassError.unsupported(path: file.path, what: ["a pass file read as a CubeMap on channel \(directive.channel) (#iChannel\(directive.channel) \"\(directive.name)\"): make a folder with cubeA.frag and read it as \"cubeA\""])
                }
                if directive.name.lowercased() == "self" {
                    if letters[key] == nil {
                        guard letters.count < Buffer.shadertoy.count, let next = Buffer(rawValue: letters.count) else { throw MultipassError.tooManyPasses(file: file.path, line: directive.line) }
                        letters[key] = next
                    }
                    inputs[directive.channel] = Channel(.buffer(letters[key]!), settings: sampler, name: directive.name)
                    continue
                }
                guard isPassFile(directive.name), !ChannelReference.isKeyboard(directive.name) else {
                    let (channel, read) = try ChannelResolver.resolve(try ChannelReference(directive: directive, in: file, folder: folder, roots: roots))
                    inputs[directive.channel] = channel
                    allFiles += read.filter { !allFiles.contains($0) }
                    continue
                }
                let path = directive.name.hasPrefix("/") ? directive.name : (folder.isEmpty ? directive.name : folder + "/" + directive.name)
                let resolved: String
                switch roots.resolve(path) {
                case .missing: throw MultipassError.inputNotFound(name: directive.name, file: file.path, line: directive.line, looked: path)
                case .outside: throw MultipassError.inputOutsideRoots(name: directive.name, file: file.path, line: directive.line, roots: roots.folders)
                case .inside(let real): resolved = real
                }
                if letters[resolved] == nil {
                    guard letters.count < Buffer.shadertoy.count, let next = Buffer(rawValue: letters.count) else { throw MultipassError.tooManyPasses(file: file.path, line: directive.line) }
                    letters[resolved] = next
                    if files[resolved] == nil {
                        let pass = try ShaderFile(path: path, dialect: .shadertoy, includeFolders: includeFolders)
                        files[resolved] = pass
                        allFiles += pass.files.filter { !allFiles.contains($0) }
                    }
                    queue.append(resolved)
                }
                inputs[directive.channel] = Channel(.buffer(letters[resolved]!), settings: sampler, name: directive.name)
            }
            inputsOf[key] = inputs
        }
        var passes = visitOrder.map { Pass(buffer: letters[$0], file: files[$0]!, inputs: inputsOf[$0]!) }
        if let shown = letters[rootKey] {
            // The file itself draws into a buffer (it has a history); the Image pass shows that buffer as it is.
            let show = try ShaderFile(source: "void mainImage(out vec4 color, in vec2 pixel) { color = texelFetch(iChannel0, ivec2(pixel), 0); }",
                                      name: root.path, dialect: .shadertoy)
            passes.append(Pass(buffer: nil, file: show, inputs: [Channel(.buffer(shown), sampling: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp), name: "self"), nil, nil, nil]))
        }
        // Buffers in letter order, then the Image pass.
        let buffers = passes.filter { $0.buffer != nil }.sorted { $0.buffer! < $1.buffer! }
        let image = passes.filter { $0.buffer == nil }
        return MultipassShader(passes: buffers + image, path: root.path, files: allFiles)
    }
}
