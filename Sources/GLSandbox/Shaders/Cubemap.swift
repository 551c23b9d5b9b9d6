import Foundation

/// The six square pictures of a cubemap input, in GL's face order (+X, -X, +Y, -Y, +Z, -Z),
/// as a shader reads them with `texture(iChannelN, direction)` from a `samplerCube`.
///
/// A value: load it anywhere; a ``ShaderRenderer`` uploads it as a `TextureCube`.
///
/// **Names.** Shadertoy keeps a cubemap as six files: the first face's name, then the same name
/// with `_1` ... `_5` before the extension (`/media/a/0681c014...png`, `..._1.png` ...; see
/// vilya/Shadertron's `FileCache.cpp`, which lists the site's cubemaps). So the first face
/// names the cubemap. The VS Code shader-toy extension names one with a `{}` in the path
/// instead (`#iChannel0 "file://sky_{}.png"` and `#iChannel0::Type "CubeMap"`), which becomes
/// `e w u d n s`, `east west up down north south`, `px nx py ny pz nz` or
/// `posx negx posy negy posz negz`, the first set whose six files all exist (its
/// `textures_init_extension.ts`).
///
/// **Orientation.** Each face is uploaded as GL defines cubemap faces: the picture's top row
/// is `t = 0`, so looking along +X the picture stands upright with +Y up (GL 4.6 section
/// 8.13, the table of major axes). Shadertoy does the same: its cubemaps come with
/// `vflip: false` (Shadertron flips a face only when the export says `"vflip": "true"`).
public struct CubemapFaces: Sendable, Equatable {
    /// The six pictures, +X, -X, +Y, -Y, +Z, -Z.
    public let faces: [RGBAImage]
    /// The file of each face, in the same order.
    public let files: [String]

    /// The faces' side in pixels (each is square, all the same).
    public var side: Int { faces[0].width }
    /// The size of one face: what `iChannelResolution` of a cubemap channel holds.
    public var faceSize: Size { faces[0].size }

    /// GL's face order, in words.
    public static let faceLabels = ["+X", "-X", "+Y", "-Y", "+Z", "-Z"]

    /// Shadertoy's rule: `sky.png`, `sky_1.png` ... `sky_5.png`.
    public static let shadertoyRule = "NAME.ext, NAME_1.ext ... NAME_5.ext for +X, -X, +Y, -Y, +Z, -Z"

    /// The VS Code extension's face names for a `{}` in the path, tried in this order.
    public static let wildcardSets: [[String]] = [
        ["e", "w", "u", "d", "n", "s"],
        ["east", "west", "up", "down", "north", "south"],
        ["px", "nx", "py", "ny", "pz", "nz"],
        ["posx", "negx", "posy", "negy", "posz", "negz"],
    ]

    /// Checks and keeps six faces (GL order).
    ///
    /// - Throws: ``CubemapError/facesDiffer(first:reason:)`` unless there are six square faces of one size.
    public init(faces: [RGBAImage], files: [String]) throws(CubemapError) {
        let first = files.first ?? "(no file)"
        guard faces.count == 6, files.count == 6 else {
            throw .facesDiffer(first: first, reason: "a cubemap has six faces, not \(faces.count)")
        }
        for (index, face) in faces.enumerated() where face.width != face.height {
            throw .facesDiffer(first: first, reason: "face \(Self.faceLabels[index]) (\(files[index])) is \(face.width)x\(face.height): each face must be square")
        }
        for (index, face) in faces.enumerated() where face.size != faces[0].size {
            throw .facesDiffer(first: first, reason: "face \(Self.faceLabels[index]) (\(files[index])) is \(face.width)x\(face.height) and face +X (\(files[0])) is \(faces[0].width)x\(faces[0].height): all six must be the same size")
        }
        self.faces = faces
        self.files = files
    }

    /// The six file names Shadertoy's rule gives for the first face `path` (`sky.png` → `sky.png`,
    /// `sky_1.png` ... `sky_5.png`), in the same folder.
    public static func faceFiles(first path: String) -> [String] {
        let folder = (path as NSString).deletingLastPathComponent
        let file = (path as NSString).lastPathComponent
        let ext = (file as NSString).pathExtension
        let stem = (file as NSString).deletingPathExtension
        return (0..<6).map { index in
            let name = index == 0 ? file : stem + "_\(index)" + (ext.isEmpty ? "" : "." + ext)
            return folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
        }
    }

    /// The six files of `path`: by the VS Code extension's `{}` when the path has one (the first
    /// set of names whose files all exist), else by Shadertoy's rule from the first face.
    ///
    /// - Throws: ``CubemapError/faceMissing(cubemap:face:label:rule:)`` naming the first missing
    ///   face and the rule that was tried.
    public static func resolveFiles(_ path: String) throws(CubemapError) -> [String] {
        let exists = { (file: String) in FileManager.default.fileExists(atPath: file) }
        if path.contains("{}") {
            for set in wildcardSets {
                let files = set.map { path.replacingOccurrences(of: "{}", with: $0) }
                if files.allSatisfy(exists) { return files }
            }
            let tried = wildcardSets.map { $0.joined(separator: " ") }.joined(separator: "; ")
            let first = wildcardSets[0].map { path.replacingOccurrences(of: "{}", with: $0) }.first { !exists($0) } ?? path
            throw .faceMissing(cubemap: path, face: first, label: "+X",
                               rule: "{} is replaced by one of these sets of names for +X, -X, +Y, -Y, +Z, -Z, and one set must have all six files: \(tried)")
        }
        let files = faceFiles(first: path)
        if let missing = files.firstIndex(where: { !exists($0) }) {
            throw .faceMissing(cubemap: path, face: files[missing], label: faceLabels[missing], rule: shadertoyRule)
        }
        return files
    }

    /// Reads the six faces of `path` (PNG or JPEG, each through ``ShaderImages`` so the texture
    /// budget and the file checks apply).
    public static func load(_ path: String) throws -> CubemapFaces {
        let files = try resolveFiles(path)
        return try CubemapFaces(faces: try files.map { try ShaderImages.load($0) }, files: files)
    }
}

/// Why a cubemap input could not be read.
public enum CubemapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One of the six face files does not exist.
    case faceMissing(cubemap: String, face: String, label: String, rule: String)
    /// Faces that are not six squares of one size.
    case facesDiffer(first: String, reason: String)

    public var description: String {
        switch self {
        case .faceMissing(let cubemap, let face, let label, let rule):
            "the cubemap \(cubemap) has no face \(label): \(face) not found (its six faces are named \(rule))"
        case .facesDiffer(let first, let reason):
            "the cubemap \(first) cannot be used: \(reason)"
        }
    }
}

extension MultipassShader {
    /// Whether `#iChannelN::Type` names a cubemap (`"CubeMap"`) rather than a picture (none,
    /// `"Texture2D"`, `"texture"`), as the VS Code shader-toy extension spells them.
    ///
    /// - Throws: ``MultipassError/unsupported(path:what:)`` for any other type.
    static func readsCubemap(_ settings: [String: String], channel: Int, file: String) throws -> Bool {
        switch settings["Type"]?.lowercased() {
        case nil, "texture", "texture2d", "volume", "texture3d": return false   // a volume is told by its file's header
        case "cubemap": return true
        case let type?: throw MultipassError.unsupported(path: file, what: ["a \(type) input on channel \(channel) (#iChannel\(channel)::Type)"])
        }
    }
}

extension ShaderScene {
    /// The side of a Cube A pass's faces in pixels (Shadertoy: 1024); nil when the shader has no Cube A pass.
    public var cubeSide: Int? {
        get {
            if case .multipass(let shader) = source, shader.hasCubeA { return shader.cubeSide }
            return nil
        }
        set {
            guard let newValue, case .multipass(var shader) = source else { return }
            shader.cubeSide = newValue
            source = .multipass(shader)
        }
    }
}

extension TextureCube {
    /// A cubemap channel's six faces as a texture (see `TextureCube/init(_:faces:mipmaps:sampling:topRowAtT1:)`).
    public convenience init(_ context: GLContext, faces: CubemapFaces, mipmaps: Bool = true,
                            sampling: Texture2D.TextureSampling = Texture2D.TextureSampling(filter: .mipmap, wrap: .clamp),
                            topRowAtT1: Bool = false) throws(FramebufferError) {
        try self.init(context, faces: faces.faces, mipmaps: mipmaps, sampling: sampling, topRowAtT1: topRowAtT1)
    }
}
