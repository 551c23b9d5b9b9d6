import Foundation

/// A shader as Shadertoy's API exports it: `{"Shader": {"info": ..., "renderpass": [...]}}`
/// (also accepted as a one-element array), read into a ``MultipassShader``.
///
/// Passes are typed `common`, `buffer` or `image`; a buffer is known by its output id
/// (`4dXGR8` A, `XsXGR8` B, `4sXGR8` C, `XdfGR8` D; older exports number them 257 to 260), and a
/// buffer input by the same id. A texture input is found by its file name in the media folder.
/// Each input's `sampler` (`filter`, `wrap`, `vflip`) is honoured. A `keyboard` input is the
/// keyboard texture (no key held unless `--keys` says so); a `volume` input is a ``Volume``
/// (`.bin`) found by its file name like a texture. A `music` or `musicstream` input is
/// Shadertoy's sound texture of the file of that name in the media folder, a `video` input the
/// video's frames (decoded with ffmpeg). Anything else (webcam, microphone...) is refused by
/// name, never ignored.
///
/// A pass may keep its code in a file beside the export, as vilya/Shadertron writes them
/// (`"filename": "Name-Image.frag"`, `code` empty, missing or an older copy): see
/// ``shaderFile(of:name:export:media:dialect:prelude:includeFolders:notes:)``.
enum ShadertoyExport {
    /// The Cube A pass's output id.
    static let cubeAIDs: Set<String> = ["4dX3Rr", "41"]
    static let bufferIDs: [String: MultipassShader.Buffer] = [
        "4dXGR8": .a, "XsXGR8": .b, "4sXGR8": .c, "XdfGR8": .d, "257": .a, "258": .b, "259": .c, "260": .d,
    ]

    struct Document: Decodable {
        struct Body: Decodable {
            var renderpass: [RenderPass]
        }
        var Shader: Body
    }

    struct RenderPass: Decodable {
        var inputs: [Input]?
        var outputs: [Output]?
        /// The pass's code: may be missing or empty when `filename` names a file that holds it.
        var code: String?
        /// The file that holds the pass's code, relative to the export's folder (Shadertron's form).
        var filename: String?
        var name: String?
        var type: String
    }

    struct Input: Decodable {
        var id: FlexibleString?
        var filepath: String?
        var src: String?
        var type: String?
        var ctype: String?
        var channel: Int
        var sampler: ExportSampler?
        var kind: String { (ctype ?? type ?? "").lowercased() }
        /// A cubemap input that reads the Cube A pass (output id `4dX3Rr`, 41 in older exports,
        /// its file the placeholder `/media/previz/cubemap00.png`), not six files.
        var readsCubeA: Bool {
            kind == "cubemap" && (ShadertoyExport.cubeAIDs.contains(id?.value ?? "") || (filepath ?? src ?? "").contains("/previz/"))
        }
    }

    struct Output: Decodable {
        var id: FlexibleString?
        var channel: Int?
    }

    struct ExportSampler: Decodable {
        var filter: String?
        var wrap: String?
        var vflip: FlexibleString?

        /// The settings in the one form every source shares: `nearest`, `linear`, `mipmap`;
        /// `clamp`, `repeat`; `vflip` "true" or "false" (anything else keeps the kind's default).
        var settings: SamplerSettings {
            SamplerSettings(filter: filter.flatMap { Texture2D.TextureSampling.Filter(rawValue: $0.lowercased()) },
                                      wrap: wrap.flatMap { Texture2D.TextureSampling.Wrap(rawValue: $0.lowercased()) },
                                      vflip: vflip.flatMap { ["true": true, "false": false][$0.value.lowercased()] })
        }
    }

    /// A value the API writes as a string or a number (ids, "true"/"false").
    struct FlexibleString: Decodable {
        var value: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { value = text } else if let number = try? container.decode(Int.self) {
                value = String(number)
            } else if let flag = try? container.decode(Bool.self) { value = flag ? "true" : "false" } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a string or a number")
            }
        }
    }

    static func load(path: String, media: String?, includeFolders: [String] = []) throws -> MultipassShader {
        var passes = try renderPasses(at: path)
        let media = media ?? ((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent)

        // Leave out what cannot change the picture (a Sound pass), and say so; refuse what we
        // do not render, all of it named at once.
        var leftOut: [String] = []
        passes.removeAll { pass in
            guard pass.type.lowercased() == "sound" else { return false }
            leftOut.append("its Sound pass (\(pass.name ?? "Sound")): it does not change the picture; `glsandbox sound \(path) --out FILE.wav` renders it")
            return true
        }
        var unsupported: [String] = []
        for pass in passes {
            let label = pass.name ?? pass.type
            if !["common", "buffer", "image", "cubemap"].contains(pass.type.lowercased()) { unsupported.append("a \(pass.type) pass (\(label))") }
            for input in pass.inputs ?? [] where input.kind != "buffer" && ChannelReference.Kind(shadertoyType: input.kind) == nil {
                unsupported.append("a \(input.kind.isEmpty ? "typeless" : input.kind) input on channel \(input.channel) of \(label)")
            }
        }
        guard unsupported.isEmpty else { throw MultipassError.unsupported(path: path, what: unsupported) }
        let images = passes.filter { $0.type.lowercased() == "image" }
        guard !images.isEmpty else {
            throw MultipassError.badExport(path: path, reason: "it has no image pass")
        }
        guard images.count == 1 else { throw MultipassError.secondImagePass(path: path, names: images.map { $0.name ?? "Image" }) }
        for type in ["common", "cubemap"] where passes.filter({ $0.type.lowercased() == type }).count > 1 {
            throw MultipassError.badExport(path: path, reason: "it has \(passes.filter { $0.type.lowercased() == type }.count) \(type) passes, and a Shadertoy shader has at most one")
        }

        let common = try passes.first { $0.type.lowercased() == "common" }.map { pass in
            try shaderFile(of: pass, name: "Common", export: path, media: media, dialect: .glsl, prelude: nil, includeFolders: includeFolders, notes: &leftOut)
        }
        // Which buffer each buffer pass is, from its output id.
        var buffered: [(MultipassShader.Buffer, RenderPass)] = []
        for pass in passes where pass.type.lowercased() == "buffer" {
            guard let id = pass.outputs?.first?.id?.value, let buffer = bufferIDs[id] else {
                throw MultipassError.badExport(path: path, reason: "buffer pass \(pass.name ?? "?") has no output id of Buffer A to D")
            }
            if let earlier = buffered.first(where: { $0.0 == buffer }) {
                throw MultipassError.badExport(path: path, reason: "buffer passes \(earlier.1.name ?? "?") and \(pass.name ?? "?") both write \(buffer) (output id \(id)): each buffer has one pass")
            }
            buffered.append((buffer, pass))
        }
        buffered.sort { $0.0 < $1.0 }
        let present = Set(buffered.map(\.0))
        let image = passes.first { $0.type.lowercased() == "image" }!
        // Cube A runs after the buffers and before Image (Shadertoy has at most one).
        let cubeA = passes.first { $0.type.lowercased() == "cubemap" }
        var files = [path]
        var result: [MultipassShader.Pass] = []
        let order: [(MultipassShader.Buffer?, RenderPass)] = buffered.map { (Optional($0.0), $0.1) } + (cubeA.map { [(nil, $0)] } ?? []) + [(nil, image)]
        for (buffer, pass) in order {
            let isCubeA = pass.type.lowercased() == "cubemap"
            let name = pass.name ?? buffer?.description ?? (isCubeA ? "Cube A" : "Image")
            let label = "\(path)[\(name)]"
            let file = try shaderFile(of: pass, name: name, export: path, media: media, dialect: .shadertoy, prelude: common,
                                      includeFolders: includeFolders, notes: &leftOut)
            files += file.files.filter { !files.contains($0) }   // a pass's own file and its includes
            var inputs: [Channel?] = [nil, nil, nil, nil]
            for input in pass.inputs ?? [] {
                guard (0...3).contains(input.channel) else { throw MultipassError.badExport(path: path, reason: "\(label) has an input on channel \(input.channel)") }
                let settings = input.sampler?.settings ?? SamplerSettings()
                if input.readsCubeA {
                    guard cubeA != nil else {
                        throw MultipassError.badExport(path: path, reason: "\(label) reads Cube A (id \(input.id?.value ?? "?")), and the export has no cubemap pass")
                    }
                    inputs[input.channel] = Channel(.cubeA, settings: settings, name: "Cube A")
                } else if input.kind == "buffer" {
                    guard let id = input.id?.value, let source = bufferIDs[id], present.contains(source) else {
                        throw MultipassError.badExport(path: path, reason: "\(label) reads buffer id \(input.id?.value ?? "?"), which no buffer pass writes")
                    }
                    inputs[input.channel] = Channel(.buffer(source), settings: settings, name: source.description)
                } else {
                    // A file, found by its name in the media folder.
                    let kind = ChannelReference.Kind(shadertoyType: input.kind) ?? .picture   // every other type was refused above
                    let name = kind == .keyboard ? ChannelReference.keyboardName : ((input.filepath ?? input.src ?? "") as NSString).lastPathComponent
                    var reference = ChannelReference(written: name, folder: media, kind: kind, settings: settings, origin: .export(pass: label, media: media))
                    reference.kind = kind
                    let (channel, read) = try ChannelResolver.resolve(reference)
                    inputs[input.channel] = channel
                    files += read.filter { !files.contains($0) }
                }
            }
            result.append(MultipassShader.Pass(buffer: buffer, file: file, inputs: inputs, isCubeA: isCubeA))
        }
        var shader = MultipassShader(passes: result, path: path, files: files)
        shader.leftOut = leftOut
        return shader
    }

    /// The most passes a Shadertoy shader has: Common, Buffer A to D, Cube A, Image, Sound.
    static let maximumPasses = 8

    /// An export may be this large (the largest on Shadertoy are a few hundred kilobytes).
    static let maximumExportBytes = 16 << 20

    /// The Sound pass of the export at `path` (Common put before it), or nil when it has none;
    /// `notes` says which pass files were not found (their code kept in the export was read).
    /// Its inputs are not read: a Sound tab that samples a channel sees it empty.
    static func soundPass(path: String, includeFolders: [String] = [], notes: inout [String]) throws -> ShaderFile? {
        let passes = try renderPasses(at: path)
        guard let sound = passes.first(where: { $0.type.lowercased() == "sound" }) else { return nil }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        let common = try passes.first { $0.type.lowercased() == "common" }.map { pass in
            try shaderFile(of: pass, name: "Common", export: path, media: folder, dialect: .glsl, prelude: nil, includeFolders: includeFolders, notes: &notes)
        }
        return try shaderFile(of: sound, name: sound.name ?? "Sound", export: path, media: folder, dialect: .shadertoy, prelude: common,
                              includeFolders: includeFolders, notes: &notes)
    }

    /// The shader of one pass, named `name` in messages: the file its `filename` names when that
    /// file exists (vilya/Shadertron keeps a pass's code there, and the file wins over `code`, as in
    /// its `ShaderToyRenderPass::loadExternalCode`), else the export's `code`.
    ///
    /// The file is found relative to the export's folder and read like any shader file (errors name
    /// it and its own lines), only inside the export's folder, the current folder and
    /// `includeFolders`, by the rule of ``IncludeRoots``. A file that is not there falls back to a
    /// non-empty `code`, with a sentence added to `notes`; with no code it is an error. Inline code
    /// resolves its `#include`s in `media`, as before.
    ///
    /// - Throws: ``MultipassError/passFileOutsideRoots(written:file:pass:roots:)``,
    ///   ``MultipassError/passFileNotFound(written:file:pass:)``, and ``ShaderError`` for the text.
    static func shaderFile(of pass: RenderPass, name: String, export path: String, media: String, dialect: ShaderDialect, prelude: ShaderFile?,
                           includeFolders: [String], notes: inout [String]) throws -> ShaderFile {
        let label = "\(path)[\(name)]"
        let code = pass.code ?? ""
        if let written = pass.filename, !written.isEmpty {
            let folder = (path as NSString).deletingLastPathComponent
            let file = written.hasPrefix("/") || folder.isEmpty ? written : folder + "/" + written
            let allowed = [folder.isEmpty ? "." : folder] + includeFolders
            let roots = IncludeRoots(folders: allowed)
            switch roots.resolve(file) {
            case .inside:
                return try ShaderFile(path: file, dialect: dialect, prelude: prelude, includeFolders: allowed)
            case .outside:
                throw MultipassError.passFileOutsideRoots(written: written, file: file, pass: label, roots: roots.folders)
            case .missing:
                guard !code.isEmpty else { throw MultipassError.passFileNotFound(written: written, file: file, pass: label) }
                notes.append("the file of its \(name) pass, \(file), which does not exist: the code kept in the export is used instead (it may be an older copy)")
            }
        }
        return try ShaderFile(source: code, name: label, folder: media, dialect: dialect, prelude: prelude, includeFolders: includeFolders)
    }

    /// The passes of the export file at `path` (a regular file of at most ``maximumExportBytes``).
    static func renderPasses(at path: String) throws -> [RenderPass] {
        let data: Data
        do {
            data = Data(try ShaderText.readRegularFile(path: path, limit: maximumExportBytes))
        } catch {
            if case .notText(_, let reason) = error { throw MultipassError.badExport(path: path, reason: reason) }
            throw error
        }
        return try renderPasses(in: data, path: path)
    }

    /// The passes of an export kept in any of its shapes: `{"Shader": {...}}` (the site's API),
    /// a one-element array of it, or the bare inner object `{"ver", "info", "renderpass"}`; each
    /// pass with its `code`, or a `filename` naming the file that holds it.
    static func renderPasses(in data: Data, path: String) throws -> [RenderPass] {
        let passes = try decodedPasses(in: data, path: path)
        // Shadertoy's editor has at most eight tabs: Common, Buffer A to D, Cube A, Image, Sound.
        guard passes.count <= maximumPasses else {
            throw MultipassError.badExport(path: path, reason: "it has \(passes.count) render passes, and a Shadertoy shader has at most \(maximumPasses) (Common, Buffer A to D, Cube A, Image, Sound)")
        }
        for (index, pass) in passes.enumerated() where pass.code == nil && (pass.filename ?? "").isEmpty {
            throw MultipassError.badExport(path: path, reason: "no \"code\" in renderpass \(index) (\(pass.name ?? pass.type)), nor a \"filename\" naming the file that holds it")
        }
        return passes
    }

    private static func decodedPasses(in data: Data, path: String) throws -> [RenderPass] {
        let top = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        let decoder = JSONDecoder()
        do {
            switch top {
            case let object as [String: Any] where object["Shader"] != nil:
                return try decoder.decode(Document.self, from: data).Shader.renderpass
            case let object as [String: Any] where object["renderpass"] != nil:
                return try decoder.decode(Document.Body.self, from: data).renderpass
            case let array as [Any]:
                guard array.count == 1 else { throw MultipassError.badExport(path: path, reason: "an array of \(array.count) shaders; export one") }
                if let wrapped = try? decoder.decode([Document].self, from: data) { return wrapped[0].Shader.renderpass }
                return try decoder.decode([Document.Body].self, from: data)[0].renderpass
            case nil:
                throw MultipassError.badExport(path: path, reason: "it is not JSON")
            default:
                throw MultipassError.badExport(path: path, reason: "expected {\"Shader\": {\"renderpass\": [...]}} or {\"renderpass\": [...]}, found no \"Shader\" or \"renderpass\"")
            }
        } catch let error as MultipassError {
            throw error
        } catch {
            throw MultipassError.badExport(path: path, reason: Self.describe(error))
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }
}
