import Foundation

/// DDS files of 32-bit floats, read as the VS Code shader-toy extension reads them (`parseDDS`
/// in its `src/extensions/textures/textures_init_extension.ts`), for its `#iChannelN "lut.dds"`
/// lookup tables. docs/shaders-from-elsewhere.md (section 10) is the rule book.
///
/// **The format.** All little-endian. `DDS ` (4 bytes), then a 124-byte header: its size (124)
/// at byte 4, flags at 8, height at 12, width at 16, the row pitch at 20, the mip level count
/// at 28, the pixel format at 76 (its size, 32, then flags at 80 and a FourCC at 84), caps2 at
/// 112. A FourCC of `DX10` adds 20 bytes (the DXGI format at 128, the resource dimension at 132,
/// misc flags at 136, the array size at 140). The texels follow, row after row, each texel's
/// channels in order (r, g, b, a).
///
/// **What is read**: one 2D picture without mipmaps, of DXGI format 2 (R32G32B32A32_FLOAT), 6
/// (R32G32B32_FLOAT), 16 (R32G32_FLOAT) or 41 (R32_FLOAT), or, in a header without the DX10
/// part, FourCC 116 (D3DFMT_A32B32G32R32F, r, g, b, a in memory). Everything else (compressed
/// blocks, half floats, 8-bit colour, mip levels, cubemaps, volumes, arrays, padded rows) is
/// refused naming what the file holds; a header that contradicts itself or the file's length is
/// refused as damaged, before anything is allocated.
public enum DDS {
    /// The bytes before the texels: `DDS ` and the header.
    public static let headerLength = 128
    /// With the DX10 part.
    public static let dx10HeaderLength = 148

    /// The float formats read, by DXGI number (in a DX10 header): channels a texel.
    static let dxgiChannels: [UInt32: Int] = [2: 4, 6: 3, 16: 2, 41: 1]
    /// The legacy header's one float format: D3DFMT_A32B32G32R32F.
    static let legacyRGBA32F: UInt32 = 116

    /// Decodes a DDS file's bytes; `path` only names the source in errors.
    ///
    /// - Throws: ``ImageFileError/unsupportedDDS(path:found:)`` for a DDS this reader does not
    ///   read, ``ImageFileError/damaged(path:format:reason:)`` for one whose header contradicts
    ///   itself or the file's length, ``ImageFileError/tooLarge(path:size:)`` above
    ///   ``PNG/maximumSide`` a side or ``PNG/maximumPixels`` in all.
    public static func decode(_ bytes: [UInt8], path: String = "<memory>") throws(ImageFileError) -> FloatImage {
        func damaged(_ reason: String) -> ImageFileError { .damaged(path: path, format: .dds, reason: reason) }
        func u32(_ at: Int) -> UInt32 { (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) } }
        guard bytes.starts(with: Array("DDS ".utf8)) else { throw damaged("it does not start with \"DDS \"") }
        guard bytes.count >= headerLength else {
            throw damaged("it has \(bytes.count) bytes, fewer than the \(headerLength) of its header: the file is truncated")
        }
        guard u32(4) == 124 else { throw damaged("its header says it has \(u32(4)) bytes, where a DDS header has 124") }
        guard u32(76) == 32 else { throw damaged("its pixel format says it has \(u32(76)) bytes, where a DDS pixel format has 32") }
        let fourCC = u32(84)
        let dx10 = fourCC == fourCCValue("DX10")
        if dx10 {
            guard u32(80) & 0x4 != 0 else { throw damaged("its FourCC is DX10, but its pixel format flags (\(u32(80))) do not say it has a FourCC") }
            guard bytes.count >= dx10HeaderLength else {
                throw damaged("it has \(bytes.count) bytes, fewer than the \(dx10HeaderLength) of its header with the DX10 part: the file is truncated")
            }
        }
        let size = Size(Int(u32(16)), Int(u32(12)))
        guard size.width > 0, size.height > 0 else { throw damaged("its header says its size is \(size) texels") }
        if PNG.exceedsLimits(size) { throw .tooLarge(path: path, size: size) }

        // What it holds, and what of that the extension's reader refuses.
        let channels: Int?
        let format: String
        var refused: [String] = []
        if dx10 {
            let dxgi = u32(128)
            channels = dxgiChannels[dxgi]
            format = "DXGI format \(dxgi)" + (dxgiNames[dxgi].map { " (\($0))" } ?? "")
            let dimension = u32(132)
            if dimension != 3 { refused.append("as a " + (dimension == 2 ? "1D" : dimension == 4 ? "3D" : "dimension-\(dimension)") + " texture") }
            if u32(140) != 1 { refused.append("as an array of \(u32(140))") }
            if u32(136) & 0x4 != 0 { refused.append("as a cubemap") }
        } else if fourCC == legacyRGBA32F || u32(80) & 0x4 != 0 {   // the extension reads 116 whatever the flags say
            channels = fourCC == legacyRGBA32F ? 4 : nil
            format = "FourCC " + fourCCName(fourCC)
        } else {
            channels = nil
            format = "\(u32(88))-bit texels of colour given by masks (integers, not floats)"
        }
        let caps2 = u32(112)
        if caps2 & 0xFE00 != 0 && !refused.contains("as a cubemap") { refused.append("as a cubemap") }
        if caps2 & 0x0020_0000 != 0 { refused.append("as a volume") }
        if u32(28) > 1 { refused.append("with \(u32(28)) mip levels") }
        let texelBytes = (channels ?? 0) * MemoryLayout<Float>.size
        let pitch = Int(u32(20))
        if channels != nil && pitch != 0 && pitch != size.width * texelBytes {
            refused.append("with rows of \(pitch) bytes (\(size.width) texels of \(texelBytes) bytes make \(size.width * texelBytes))")
        }
        guard let channels, refused.isEmpty else {
            throw .unsupportedDDS(path: path, found: ([format] + refused).joined(separator: " "))
        }

        let start = dx10 ? dx10HeaderLength : headerLength
        let needed = size.width * size.height * texelBytes   // at most 2^26 texels of 16 bytes: no overflow
        guard bytes.count - start >= needed else {
            throw damaged("its header says \(size) texels of \(texelBytes) bytes (\(needed) bytes), and \(bytes.count - start) follow it: the file is truncated")
        }
        let count = size.width * size.height * channels
        let values = [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
            bytes.withUnsafeBytes { raw in
                for index in 0..<count {
                    let bits = raw.loadUnaligned(fromByteOffset: start + index * 4, as: UInt32.self)
                    buffer[index] = Float(bitPattern: UInt32(littleEndian: bits))
                }
            }
            initialized = count
        }
        return FloatImage(size: size, channels: channels, values: values)
    }

    /// A FourCC's four letters as the header stores them (the first letter in the lowest byte).
    static func fourCCValue(_ letters: String) -> UInt32 {
        Array(letters.utf8).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
    }

    /// `DXT1 (compressed)`, `113 (A16B16G16R16F, half floats)`: a FourCC as people know it.
    static func fourCCName(_ value: UInt32) -> String {
        let letters = (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) }
        if letters.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let text = String(decoding: letters, as: UTF8.self)
            let compressed: Set = ["DXT1", "DXT2", "DXT3", "DXT4", "DXT5", "ATI1", "ATI2", "BC4U", "BC4S", "BC5U", "BC5S"]
            return text + (compressed.contains(text) ? " (compressed)" : "")
        }
        return "\(value)" + (d3dFormatNames[value].map { " (\($0))" } ?? "")
    }

    /// Direct3D 9 formats a legacy header names by number.
    static let d3dFormatNames: [UInt32: String] = [
        36: "A16B16G16R16", 110: "Q16W16V16U16", 111: "R16F, a half float", 112: "G16R16F, half floats",
        113: "A16B16G16R16F, half floats", 114: "R32F", 115: "G32R32F", 116: "A32B32G32R32F",
    ]

    /// DXGI formats found in DDS files, by number (the rest are named by number alone).
    static let dxgiNames: [UInt32: String] = [
        2: "R32G32B32A32_FLOAT", 6: "R32G32B32_FLOAT", 10: "R16G16B16A16_FLOAT, half floats", 11: "R16G16B16A16_UNORM",
        16: "R32G32_FLOAT", 24: "R10G10B10A2_UNORM", 26: "R11G11B10_FLOAT", 28: "R8G8B8A8_UNORM", 29: "R8G8B8A8_UNORM_SRGB",
        34: "R16G16_FLOAT, half floats", 41: "R32_FLOAT", 49: "R8G8_UNORM", 54: "R16_FLOAT, a half float", 56: "R16_UNORM",
        61: "R8_UNORM", 67: "R9G9B9E5_SHAREDEXP",
        71: "BC1_UNORM, compressed", 72: "BC1_UNORM_SRGB, compressed", 74: "BC2_UNORM, compressed", 75: "BC2_UNORM_SRGB, compressed",
        77: "BC3_UNORM, compressed", 78: "BC3_UNORM_SRGB, compressed", 80: "BC4_UNORM, compressed", 81: "BC4_SNORM, compressed",
        83: "BC5_UNORM, compressed", 84: "BC5_SNORM, compressed", 87: "B8G8R8A8_UNORM", 88: "B8G8R8X8_UNORM",
        91: "B8G8R8A8_UNORM_SRGB", 95: "BC6H_UF16, compressed", 96: "BC6H_SF16, compressed", 98: "BC7_UNORM, compressed",
        99: "BC7_UNORM_SRGB, compressed",
    ]
}
