import Foundation

/// glslViewer's passes of one file: `#ifdef BUFFER_N` (read as `u_bufferN`), `#ifdef
/// DOUBLE_BUFFER_N` (`u_doubleBufferN`, which reads its own previous frame) and `#ifdef
/// POSTPROCESSING` (which reads the main pass as `u_scene`), run as glslViewer runs them
/// (patriciogonzalezvivo/glslViewer `src/core/glslViewer.cpp` `_updateBuffers`, `_renderBuffers`,
/// `renderPost`; `src/core/tools/text.cpp` `countBuffers`, read at d9dd4cf).
///
/// **Which passes.** glslViewer counts the distinct numbers N on lines `#ifdef BUFFER_N`,
/// `#if defined(BUFFER_N)` or `#elif defined(BUFFER_N)` (and the same for `DOUBLE_BUFFER_N`),
/// and makes that many buffers, numbered from 0; a line `#ifdef POSTPROCESSING`, `#ifndef
/// POSTPROCESSING` or `#if defined(POSTPROCESSING)` adds the post-processing pass. Each pass
/// compiles the whole file with its own `#define` (`BUFFER_0`, `DOUBLE_BUFFER_1`,
/// `POSTPROCESSING`; the main pass none).
///
/// **Each frame**, in this order: the buffers 0, 1 ..., each reading the others (one that ran
/// this frame shows this frame's picture, a later one the previous frame's); the double buffers,
/// each reading its own previous frame; the main pass, reading every buffer's picture of this
/// frame, drawn to the screen, or to `u_scene` when there is a post-processing pass, which then
/// draws the picture. Those are Shadertoy's rules for buffers A to D, so the passes run in
/// GLSandbox's multipass machinery: the buffers, double buffers and `u_scene` are buffers A, B
/// ... in that order (four at most), each read through a free channel (one that the file does
/// not read as `u_texN` and no `--channelN` fills), its name `#define`d as that channel's.
/// Buffers are RGBA32F at the picture's size, read linearly and clamped to the edge.
enum GlslViewerBuffers {
    /// The passes one file asks for.
    struct Layout: Equatable {
        var buffers = 0
        var doubleBuffers = 0
        var postprocessing = false

        /// The names the passes read each other by, in the order their buffers are made.
        var names: [String] {
            (0..<buffers).map { "u_buffer\($0)" } + (0..<doubleBuffers).map { "u_doubleBuffer\($0)" } + (postprocessing ? ["u_scene"] : [])
        }
    }

    /// The passes `file` asks for, nil when it asks for none (or is not The Book of Shaders' or
    /// plain GLSL, the dialects glslViewer runs).
    static func layout(of file: ShaderFile) -> Layout? {
        guard file.dialect == .bookOfShaders || file.dialect == .glsl else { return nil }
        var buffers: Set<String> = [], doubles: Set<String> = [], post = false
        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let (word, name) = condition(line) else { continue }
            if name == "POSTPROCESSING" { post = true; continue }   // #ifndef too, as glslViewer checks it
            guard word != "ifndef" else { continue }
            for (prefix, found) in [("BUFFER_", 0), ("DOUBLE_BUFFER_", 1)] {
                guard name.hasPrefix(prefix) else { continue }
                let digits = name.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty else { continue }
                if found == 0 { buffers.insert(String(digits)) } else { doubles.insert(String(digits)) }
            }
        }
        let layout = Layout(buffers: buffers.count, doubleBuffers: doubles.count, postprocessing: post)
        return layout == Layout() ? nil : layout
    }

    /// A line's preprocessor condition on one name: `#ifdef NAME` ("ifdef"), `#ifndef NAME`
    /// ("ifndef"), `#if defined(NAME)` or `#elif defined(NAME)` ("defined").
    private static func condition(_ line: Substring) -> (String, Substring)? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "#" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        func word(_ text: Substring) -> (Substring, Substring) {
            let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return (name, text.dropFirst(name.count))
        }
        let (directive, afterDirective) = word(rest)
        let spaced = afterDirective.drop { $0 == " " || $0 == "\t" }
        switch directive {
        case "ifdef", "ifndef":
            guard spaced.count < afterDirective.count else { return nil }
            let (name, _) = word(spaced)
            return name.isEmpty ? nil : (String(directive), name)
        case "if", "elif":
            let (defined, afterDefined) = word(spaced)
            guard defined == "defined" else { return nil }
            var inside = afterDefined.drop { $0 == " " || $0 == "\t" }
            guard inside.first == "(" else { return nil }
            inside = inside.dropFirst().drop { $0 == " " || $0 == "\t" }
            let (name, after) = word(inside)
            return name.isEmpty || after.drop(while: { $0 == " " || $0 == "\t" }).first != ")" ? nil : ("defined", name)
        default:
            return nil
        }
    }

    /// The channels a buffer may be read through: those the file does not read as `u_texN` and
    /// that no picture fills.
    static func freeChannels(_ file: ShaderFile, channels: [Channel?]) -> [Int] {
        (0..<4).filter { index in
            !(channels.indices.contains(index) && channels[index] != nil) && !file.text.contains("u_tex\(index)")
        }
    }

    /// Checks that glslViewer's passes of `file` fit: four buffers at most (with `u_scene`), as
    /// many free channels, and no buffer of a size of its own (`uniform sampler2D u_buffer0; // 256x256`).
    ///
    /// - Throws: ``MultipassError/glslViewerBuffers(file:reason:)``.
    static func check(_ file: ShaderFile, channels: [Channel?]) throws(MultipassError) {
        guard let layout = layout(of: file) else { return }
        let names = layout.names
        if names.count > 4 {
            throw .glslViewerBuffers(file: file.path, reason: "it has \(names.count) buffers (\(names.joined(separator: ", "))), and GLSandbox runs four at most")
        }
        let free = freeChannels(file, channels: channels)
        if names.count > free.count {
            throw .glslViewerBuffers(file: file.path, reason: "its \(names.count) buffers (\(names.joined(separator: ", "))) are read through channels, and only \(free.count) of the four are free "
                                        + "(the others are read as u_tex0..3 or given with --channel0..3)")
        }
        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let name = sizedBuffer(line), names.contains(name) else { continue }
            throw .glslViewerBuffers(file: file.path, reason: "\(name) asks for a size of its own (\(line.trimmingCharacters(in: .whitespaces))), and GLSandbox draws every buffer at the picture's size")
        }
    }

    /// The sampler a line gives a size of its own, as glslViewer's `getBufferSize` reads it:
    /// `uniform sampler2D NAME; // 256x256` or `// 0.5`.
    private static func sizedBuffer(_ line: Substring) -> String? {
        guard line.contains("sampler2D") else { return nil }   // the regular expression only where it can match
        guard let range = line.range(of: #"uniform\s*sampler2D\s*(\w*);\s*/+\s*(\d+x\d+|\d*\.\d+|\d+)"#, options: .regularExpression) else { return nil }
        let match = line[range]
        guard let start = match.range(of: "sampler2D")?.upperBound, let end = match.firstIndex(of: ";") else { return nil }
        return match[start..<end].trimmingCharacters(in: .whitespaces)
    }

    /// Whether frame N depends on the frames before it: a double buffer reads its previous frame,
    /// and a buffer may read a later one's.
    static func hasHistory(_ file: ShaderFile) -> Bool {
        guard let layout = layout(of: file) else { return false }
        return layout.doubleBuffers > 0 || layout.buffers > 1
    }

    /// The passes of `file`, nil when it asks for none (or they do not fit: ``check(_:channels:)``
    /// refuses those when the scene is loaded).
    static func passes(_ file: ShaderFile, channels: [Channel?]) -> MultipassShader? {
        guard let layout = layout(of: file) else { return nil }
        let names = layout.names
        let free = freeChannels(file, channels: channels)
        guard names.count <= min(4, free.count) else { return nil }
        var inputs = channels + Array(repeating: nil, count: max(0, 4 - channels.count))
        var defines: [String] = []
        for (index, name) in names.enumerated() {
            inputs[free[index]] = Channel(.buffer(MultipassShader.Buffer(rawValue: index)!), sampling: Texture2D.TextureSampling(filter: .linear, wrap: .clamp), name: name)
            defines.append("#define \(name) iChannel\(free[index])")
        }
        func pass(_ buffer: Int?, _ define: String?) -> MultipassShader.Pass {
            var variant = file
            variant.defines = defines + (define.map { ["#define \($0)"] } ?? [])
            return MultipassShader.Pass(buffer: buffer.map { MultipassShader.Buffer(rawValue: $0)! }, file: variant, inputs: inputs)
        }
        var passes = (0..<layout.buffers).map { pass($0, "BUFFER_\($0)") }
        passes += (0..<layout.doubleBuffers).map { pass(layout.buffers + $0, "DOUBLE_BUFFER_\($0)") }
        if layout.postprocessing {
            passes += [pass(layout.buffers + layout.doubleBuffers, nil), pass(nil, "POSTPROCESSING")]
        } else {
            passes.append(pass(nil, nil))
        }
        return MultipassShader(passes: passes, path: file.path, files: file.files)
    }
}
