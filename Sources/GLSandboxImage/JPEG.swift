import CTurboJPEG

/// JPEG decoding through libjpeg-turbo's TurboJPEG API (which returns a status and a message;
/// libjpeg's own API longjmps on error).
///
/// What a decoded JPEG looks like here, and why:
/// - the pixels a browser and Pillow give: the accurate integer DCT (islow) and fancy
///   upsampling, libjpeg-turbo's defaults (a test compares against Pillow's decode);
/// - grey JPEGs become grey RGB; CMYK and YCCK JPEGs become RGB as Pillow converts them
///   (samples taken as Adobe's inverted CMYK, then R = (255 - K) - C(255 - K)/255 per channel);
///   alpha is 255 everywhere;
/// - the EXIF orientation tag is ignored: the pixels stay in the order they are stored, as
///   Pillow's `Image.open` and a WebGL upload of the raw image give them (rotate the file itself,
///   e.g. `convert in.jpg -auto-orient out.jpg`, if it is meant to be turned; a shader's picture
///   tagged so is named in a note, `ShaderNote.turnedPhoto`, with ``exifOrientation(_:)``'s value);
/// - a file that ends early is refused (libjpeg-turbo would fill its missing rows with grey);
///   other warnings (e.g. stray bytes before a marker, common in real files) are not.
public enum JPEG {
    /// The EXIF orientation a JPEG's first bytes carry (TIFF tag 274 in the `Exif` APP1
    /// segment's first directory): 1 to 8, as the EXIF standard (CIPA DC-008, section 4.6.4)
    /// numbers them; nil when there is none, or the bytes are not a JPEG or say something else.
    /// A phone's photo taken upright says 6: its pixels are stored a quarter turn
    /// counter-clockwise, and viewers turn them back.
    ///
    /// Every offset is checked against the bytes given (the first 64 KiB of a file hold the
    /// segment): a damaged or hostile header gives nil, never a read past the end.
    public static func exifOrientation(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var at = 2
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1], length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            guard marker != 0xDA, marker != 0xD9, length >= 2 else { return nil }   // the pictures' data, or the end: no EXIF before them
            let body = at + 4, end = at + 2 + length
            if marker == 0xE1, end <= bytes.count, end - body >= 14, Array(bytes[body ..< body + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {
                return tiffOrientation(Array(bytes[body + 6 ..< end]))
            }
            at = end
        }
        return nil
    }

    /// Tag 274 of a TIFF header's first directory (`tiff`: the bytes after `Exif\0\0`).
    static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true    // "II"
        case (0x4D, 0x4D): little = false   // "MM"
        default: return nil
        }
        func number(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, count > 0, at + count <= tiff.count else { return nil }
            return (0 ..< count).reduce(0) { $0 | Int(tiff[at + $1]) << (8 * (little ? $1 : count - 1 - $1)) }
        }
        guard number(2, 2) == 42, let directory = number(4, 4), let entries = number(directory, 2) else { return nil }
        for entry in 0 ..< min(entries, 1000) {
            let at = directory + 2 + 12 * entry
            guard let tag = number(at, 2) else { return nil }
            guard tag == 274 else { continue }
            // A SHORT (type 3), one of it, held in the first two bytes of the value field.
            guard number(at + 2, 2) == 3, number(at + 4, 4) == 1, let value = number(at + 8, 2), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }

    /// Decodes JPEG bytes into 8-bit RGBA, top row first. `path` only names the source in errors.
    /// The size the header declares is checked against ``PNG/maximumSide``, ``PNG/maximumPixels``
    /// and half of `availableMemory` before the pixels are allocated.
    public static func decode(_ bytes: [UInt8], path: String = "<memory>",
                              availableMemory: UInt64 = PNG.availableMemory()) throws(ImageFileError) -> RGBAImage {
        guard !bytes.isEmpty else { throw .empty(path: path) }
        var header = gls_jpeg_header()
        guard bytes.withUnsafeBufferPointer({ gls_jpeg_read_header($0.baseAddress, $0.count, &header) }) != 0 else {
            throw .damaged(path: path, format: .jpeg, reason: message(&header.message))
        }
        let size = Size(Int(header.width), Int(header.height))
        guard size.width > 0, size.height > 0 else { throw .damaged(path: path, format: .jpeg, reason: "its header declares no size (\(size))") }
        guard !PNG.exceedsLimits(size) else { throw .tooLarge(path: path, size: size) }
        do { try PNG.checkMemory(size, path: path, available: availableMemory) } catch { throw ImageFileError(error) }
        let cmyk = header.colorspace == Int32(TJCS_CMYK.rawValue) || header.colorspace == Int32(TJCS_YCCK.rawValue)
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        var text = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                gls_jpeg_decode(source.baseAddress, source.count, out.baseAddress, header.width, header.height,
                                cmyk ? 1 : 0, &text, text.count)
            }
        }
        let reason = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // libjpeg-turbo decodes a truncated file with a warning and grey rows; refuse it, as a
        // truncated PNG is refused.
        if status == 0 || (status == 2 && reason.contains("Premature end")) {
            throw .damaged(path: path, format: .jpeg, reason: reason)
        }
        if cmyk { convertInvertedCMYKToRGB(&pixels) }
        return RGBAImage(unchecked: size, pixels: pixels)
    }

    /// Pillow's conversion, in place: stored samples are Adobe's inverted CMYK ("CMYK;I"), so
    /// with s the stored value, C = 255 - s; then R = (255 - K) - round(C (255 - K) / 255).
    static func convertInvertedCMYKToRGB(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { bytes in
            var index = 0
            while index + 3 < bytes.count {
                let notK = Int(bytes[index + 3])   // 255 - K, as stored
                for channel in 0..<3 {
                    let c = 255 - Int(bytes[index + channel])
                    let product = c * notK + 128
                    let scaled = ((product >> 8) + product) >> 8   // c * notK / 255, rounded
                    bytes[index + channel] = UInt8(clamping: notK - scaled)
                }
                bytes[index + 3] = 255
                index += 4
            }
        }
    }

    private static func message<T>(_ tuple: inout T) -> String {
        withUnsafeBytes(of: &tuple) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
