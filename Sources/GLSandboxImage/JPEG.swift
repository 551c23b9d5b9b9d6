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
///   e.g. `convert in.jpg -auto-orient out.jpg`, if it is meant to be turned);
/// - a file that ends early is refused (libjpeg-turbo would fill its missing rows with grey);
///   other warnings (e.g. stray bytes before a marker, common in real files) are not.
public enum JPEG {
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
