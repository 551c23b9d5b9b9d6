import CTurboJPEG

/// The format a picture file is written in, chosen by its name, so that `x.jpg` holds JPEG bytes
/// and every program that trusts the name reads it: `.png` is PNG; `.jpg` and `.jpeg` are JPEG
/// (through libjpeg-turbo, quality 92, no chroma subsampling); a name without an extension (a
/// device such as `/dev/stdout`, a bare `out`) is PNG. Any other extension (`.gif`, `.webp`,
/// `.bmp`) is refused, rather than PNG bytes written under it. The case of the extension does
/// not matter.
public enum PictureFormat: String, Sendable, Equatable {
    case png, jpeg

    /// The format `path` asks for, or why it asks for none that GLSandbox writes.
    public static func forOutput(_ path: String) throws(PictureFormatError) -> PictureFormat {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .png }
        let suffix = name[name.index(after: dot)...].lowercased()
        switch suffix {
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        default: throw .unknownExtension(path: path, extension: suffix)
        }
    }
}

/// A picture file name whose extension names no format GLSandbox writes.
public enum PictureFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownExtension(path: String, extension: String)

    public var description: String {
        switch self {
        case .unknownExtension(let path, let suffix):
            "cannot write \(path): .\(suffix) is not a picture format glsandbox writes; name the file .png or .jpg (.jpeg)"
        }
    }
}

extension JPEG {
    /// Encodes an image as a baseline JPEG (alpha is dropped: JPEG has none). `quality` is
    /// libjpeg's 1-100; 92 keeps a shader's edges with files several times smaller than PNG.
    public static func encode(_ image: RGBAImage, quality: Int = 92) throws(PNGError) -> [UInt8] {
        var jpeg: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var text = [CChar](repeating: 0, count: 200)
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            gls_jpeg_encode(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(min(100, max(1, quality))),
                            &jpeg, &size, &text, text.count)
        }
        defer { gls_jpeg_free(jpeg) }
        guard status != 0, let jpeg else {
            throw .encodeFailed(reason: "JPEG: " + String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: jpeg, count: Int(size)))
    }
}

extension RGBAImage {
    /// Writes the image in `format`, atomically (see ``AtomicFile``); `compression` applies to PNG.
    public func write(to path: String, format: PictureFormat, compression: PNG.Compression = .default) throws(PNGError) {
        switch format {
        case .png: try PNG.write(self, to: path, compression: compression)
        case .jpeg: try PNG.writeAtomically(try JPEG.encode(self), to: path)
        }
    }
}
