import Foundation

/// A volume: Shadertoy's 3D textures ("Grey Noise3D", "RGBA Noise3D", 32 or 64 voxels a side),
/// read by a shader as a `sampler3D` (`texture(iChannel0, vec3(u, v, w))`), its
/// `iChannelResolution` being (x, y, z).
///
/// **The `.bin` format.** Shadertoy's own player reads these files with 20 bytes of header, all
/// little-endian, then the voxels:
///
/// | bytes | what |
/// |-------|------|
/// | 0-3   | a signature (no player checks it; GLSandbox writes `BIN\0` and reads anything) |
/// | 4-7, 8-11, 12-15 | the size in voxels: x, y, z (unsigned 32-bit) |
/// | 16    | channels, 1 to 4 (1: grey in red; 4: RGBA) |
/// | 17    | layout (unused by every player: voxels are always interleaved) |
/// | 18-19 | format: 0 for one byte a channel (0 to 255 read as 0 to 1), 10 for 32-bit floats |
///
/// then `x * y * z * channels` values, x fastest, then y, then z (as `glTexImage3D` takes them).
/// Sources that agree on this (no one publishes the format itself): copies of Shadertoy's
/// `effect.js` (`piFile` reading `signature, mXres, mYres, mZres` as UInt32, then
/// `binNumChannels` UInt8, `binLayout` UInt8, `binFormat` UInt16, then `new Uint8Array(data, 20)`),
/// a TypeScript port of it (`NewVolumeTexture`), a three.js Shadertoy renderer's `VolumeInput.js`
/// (`getUint32(4/8/12, true)`, `getUint8(16)`, `getUint8(17)`, `getUint16(18, true)`, voxels
/// from byte 20), and jsulpis/realtime-planet-shader `src/webgl/loaders/noise.loader.ts` (a
/// Shadertoy 32x32x32 R8 noise volume). vilya/Shadertron and pygfx/shadertoy do not read
/// volumes (their `ShadertoyChannelVolume` is empty).
///
/// The file is untrusted: its header is checked against the file's length and the texture budget
/// (``ShaderImages``, `GLSANDBOX_TEXTURE_BUDGET_MB`: the voxels as read plus their mipmapped
/// texture, a little over twice the voxels) before anything is allocated; ``ShaderScene/load(path:dialect:channels:cubemaps:keepAlpha:media:includeFolders:audio:effect:)``
/// then checks every image and volume of the shader together.
public struct Volume: Sendable, Hashable {
    /// The value type of each channel.
    public enum Format: Int, Sendable, Hashable {
        /// One byte a channel (format 0).
        case bytes = 0
        /// A 32-bit float a channel (format 10).
        case floats = 10
        public var bytesPerChannel: Int { self == .bytes ? 1 : 4 }
    }

    public let width: Int
    public let height: Int
    public let depth: Int
    /// 1 to 4.
    public let channels: Int
    public let format: Format
    /// The voxels, `width * height * depth * channels * format.bytesPerChannel` bytes, x fastest.
    public let voxels: [UInt8]

    /// The header's length in bytes.
    public static let headerLength = 20
    /// The signature GLSandbox writes (readers ignore it).
    public static let signature: [UInt8] = Array("BIN".utf8) + [0]

    /// A volume from its voxels (checked: their count must match the size).
    public init(width: Int, height: Int, depth: Int, channels: Int, format: Format = .bytes, voxels: [UInt8]) {
        precondition(width > 0 && height > 0 && depth > 0 && (1...4).contains(channels)
                     && voxels.count == width * height * depth * channels * format.bytesPerChannel, "voxels do not match the size")
        self.width = width
        self.height = height
        self.depth = depth
        self.channels = channels
        self.format = format
        self.voxels = voxels
    }

    /// The bytes of a `.bin` file holding this volume (header, then voxels).
    public var fileBytes: [UInt8] {
        var bytes = Self.signature
        for value in [width, height, depth] { bytes += withUnsafeBytes(of: UInt32(value).littleEndian) { Array($0) } }
        bytes += [UInt8(channels), 0] + withUnsafeBytes(of: UInt16(format.rawValue).littleEndian) { Array($0) }
        return bytes + voxels
    }

    /// What the volume takes as a texture with its mipmaps (about 8/7 of its voxels).
    static func textureBytes(_ voxelBytes: UInt64) -> UInt64 { voxelBytes + voxelBytes / 7 + 1 }
    /// What a volume counts against the texture budget: its voxels as read, and its texture.
    static func budgetBytes(_ voxelBytes: UInt64) -> UInt64 { voxelBytes + textureBytes(voxelBytes) }

    /// What a volume header says, before the voxels are read.
    struct Header {
        let width: UInt32, height: UInt32, depth: UInt32
        let channels: UInt8, format: UInt16

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= Volume.headerLength else { return nil }
            func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
            width = u32(4); height = u32(8); depth = u32(12)
            channels = bytes[16]
            format = UInt16(bytes[18]) | UInt16(bytes[19]) << 8
        }

        /// Whether channels and format are ones the format defines.
        var isKnownKind: Bool { (1...4).contains(channels) && Format(rawValue: Int(format)) != nil }

        /// The voxels' length in bytes; nil when it does not fit in 64 bits.
        var voxelBytes: UInt64? {
            var total: UInt64 = UInt64(channels) * UInt64(Format(rawValue: Int(format))?.bytesPerChannel ?? 1)
            for side in [width, height, depth] {
                let (product, overflow) = total.multipliedReportingOverflow(by: UInt64(side))
                if overflow { return nil }
                total = product
            }
            return total
        }
    }

    /// Whether the file at `path` is a volume by its content: a header of known channels and
    /// format, sizes of 1 or more, and exactly the voxels it announces. (How `--channelN FILE`
    /// and `#iChannelN "FILE"` tell a volume from a picture; a `.bin` file is always read as one.)
    public static func isVolumeFile(_ path: String) -> Bool {
        if path.lowercased().hasSuffix(".bin") { return true }
        guard isRegularFile(path), let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: headerLength), let header = Header(Array(data)), header.isKnownKind,
              header.width > 0, header.height > 0, header.depth > 0, let voxels = header.voxelBytes,
              let length = try? handle.seekToEnd() else { return false }
        return length == UInt64(headerLength) + voxels
    }

    /// Reads a `.bin` volume, refusing before any allocation a header that asks for more than
    /// `budget` bytes of texture or more bytes than the file has.
    ///
    /// - Throws: ``VolumeError``.
    public static func load(_ path: String, budget: UInt64) throws(VolumeError) -> Volume {
        guard FileManager.default.fileExists(atPath: path) else { throw .notFound(path: path) }
        // A named pipe or a device would block or never end: refused before it is opened.
        guard isRegularFile(path) else { throw .notRegularFile(path: path) }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path) }
        defer { try? handle.close() }
        let headerData: Data
        let length: UInt64
        do {
            headerData = try handle.read(upToCount: headerLength) ?? Data()
            length = try handle.seekToEnd()
        } catch { throw .unreadable(path: path) }
        guard let header = Header(Array(headerData)) else { throw .headerTooShort(path: path, bytes: headerData.count) }
        guard header.isKnownKind else { throw .unknownKind(path: path, channels: Int(header.channels), format: Int(header.format)) }
        let size = (Int(header.width), Int(header.height), Int(header.depth))
        guard size.0 > 0, size.1 > 0, size.2 > 0 else { throw .emptySize(path: path, width: size.0, height: size.1, depth: size.2) }
        let voxelBytes = header.voxelBytes
        let needed = voxelBytes.flatMap { $0 <= UInt64.max / 3 ? budgetBytes($0) : nil } ?? .max
        if needed > budget {
            throw .overBudget(path: path, width: size.0, height: size.1, depth: size.2, channels: Int(header.channels), needed: needed, budget: budget)
        }
        let has = length - UInt64(headerLength)
        guard let voxelBytes, has >= voxelBytes else {
            throw .truncated(path: path, width: size.0, height: size.1, depth: size.2, channels: Int(header.channels), needed: voxelBytes ?? .max, has: has)
        }
        let voxels: Data
        do {
            try handle.seek(toOffset: UInt64(headerLength))
            voxels = try handle.read(upToCount: Int(voxelBytes)) ?? Data()
        } catch { throw .unreadable(path: path) }
        guard voxels.count == Int(voxelBytes) else {   // the file shrank while read
            throw .truncated(path: path, width: size.0, height: size.1, depth: size.2, channels: Int(header.channels), needed: voxelBytes, has: UInt64(voxels.count))
        }
        return Volume(width: size.0, height: size.1, depth: size.2, channels: Int(header.channels),
                      format: Format(rawValue: Int(header.format))!, voxels: Array(voxels))
    }

    /// Whether `path` is a plain file (not a folder, a named pipe, a socket or a device), links followed.
    static func isRegularFile(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: (path as NSString).resolvingSymlinksInPath)[.type] as? FileAttributeType) == .typeRegular
    }

    /// Reads a volume against the texture budget of the loading in progress (``ShaderImages/current``),
    /// or `GLSANDBOX_TEXTURE_BUDGET_MB`'s.
    static func loadInBudget(_ path: String) throws -> Volume {
        try load(path, budget: try ShaderImages.current?.budget ?? ShaderImages.budget())
    }
}

/// Why a volume (`.bin`) could not be read. Each case names the file and the cause.
public enum VolumeError: Error, Hashable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    /// A side longer than the driver's `GL_MAX_3D_TEXTURE_SIZE`.
    case aboveDriverLimit(path: String, width: Int, height: Int, depth: Int, limit: Int)
    case unreadable(path: String)
    /// A folder, a named pipe, a socket or a device.
    case notRegularFile(path: String)
    /// Fewer than the header's 20 bytes.
    case headerTooShort(path: String, bytes: Int)
    /// Channels other than 1 to 4, or a format other than 0 (bytes) and 10 (floats).
    case unknownKind(path: String, channels: Int, format: Int)
    case emptySize(path: String, width: Int, height: Int, depth: Int)
    /// The header's size would need more texture memory than the budget.
    case overBudget(path: String, width: Int, height: Int, depth: Int, channels: Int, needed: UInt64, budget: UInt64)
    /// The file has fewer voxel bytes than the header announces.
    case truncated(path: String, width: Int, height: Int, depth: Int, channels: Int, needed: UInt64, has: UInt64)

    /// Whether the file is missing (exit 66) rather than bad (65).
    public var isMissing: Bool { if case .notFound = self { return true } else { return false } }

    public var description: String {
        switch self {
        case .aboveDriverLimit(let path, let width, let height, let depth, let limit):
            "volume \(path) is \(width)x\(height)x\(depth) voxels, and this driver's 3D textures (GL_MAX_3D_TEXTURE_SIZE) take at most \(limit) a side: use a volume of at most \(limit)x\(limit)x\(limit)"
        case .notFound(let path):
            "volume \(path) not found: give the path of a Shadertoy .bin volume"
        case .notRegularFile(let path):
            "volume \(path) is not a regular file (a folder, a named pipe, a socket or a device): give a Shadertoy .bin volume file"
        case .unreadable(let path):
            "volume \(path) cannot be read: check its permissions"
        case .headerTooShort(let path, let bytes):
            "volume \(path) has \(bytes) bytes, less than the \(Volume.headerLength)-byte header of a Shadertoy .bin volume: the file is truncated or not a volume"
        case .unknownKind(let path, let channels, let format):
            "volume \(path) says \(channels) channels of format \(format): a Shadertoy .bin volume has 1 to 4 channels of format 0 (bytes) or 10 (floats)"
        case .emptySize(let path, let width, let height, let depth):
            "volume \(path) says its size is \(width)x\(height)x\(depth): each side must be 1 voxel or more"
        case .overBudget(let path, let width, let height, let depth, let channels, let needed, let budget):
            "volume \(path) says \(width)x\(height)x\(depth) voxels of \(channels) channel\(channels == 1 ? "" : "s"), "
                + (needed == .max ? "more bytes than fit in 64 bits" : "\((needed + (1 << 20) - 1) >> 20) MiB as read and as a texture")
                + ", more than the texture budget of \(budget >> 20) MiB: use a smaller volume, or raise the budget with \(ShaderImages.budgetVariable)=MiB"
        case .truncated(let path, let width, let height, let depth, let channels, let needed, let has):
            "volume \(path) is truncated: its header says \(width)x\(height)x\(depth) voxels of \(channels) channel\(channels == 1 ? "" : "s") (\(needed) bytes), and it has \(has) bytes after the header"
        }
    }
}

extension Texture3D {
    /// Uploads `volume` with mipmaps, linear filtering and repeating edges (a sampler overrides both).
    public convenience init(_ context: GLContext, volume: Volume) throws(FramebufferError) {
        try self.init(context, width: volume.width, height: volume.height, depth: volume.depth,
                      channels: volume.channels, floats: volume.format == .floats, voxels: volume.voxels)
    }
}
