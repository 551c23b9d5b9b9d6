/// What a file holds, told by its first bytes (its "magic number"), never by its name: a `.png`
/// that is really a JPEG is read as the JPEG it is, and a GIF, a WebP or an HTML error page saved
/// as `wood.png` is named for what it is.
///
/// GLSandbox decodes ``ImageFormat/png`` and ``ImageFormat/jpeg`` into 8-bit RGBA, and a shader's channel reads a
/// ``ImageFormat/dds`` of 32-bit floats (``DDS``); every other case exists to say what a refused file is.
public enum ImageFormat: Hashable, Sendable, CustomStringConvertible {
    case png, jpeg
    case gif, webP, bmp, tiff, radianceHDR, openEXR, jpeg2000, qoi, avif, heic, ico, psd, ktx, dds
    /// SVG, HTML or other XML: text starting with `<`.
    case svg, html, xml
    /// Other text (printable UTF-8), e.g. a Git LFS pointer or an error message saved by a download.
    case text(firstLine: String)
    /// Bytes no case above recognises; the first few are kept to show.
    case unknown(firstBytes: [UInt8])

    /// The formats ``RGBAImage/init(imageData:name:)`` decodes.
    public var isDecodable: Bool { self == .png || self == .jpeg }

    public var description: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .gif: "GIF"
        case .webP: "WebP"
        case .bmp: "BMP"
        case .tiff: "TIFF"
        case .radianceHDR: "Radiance HDR"
        case .openEXR: "OpenEXR"
        case .jpeg2000: "JPEG 2000"
        case .qoi: "QOI"
        case .avif: "AVIF"
        case .heic: "HEIC"
        case .ico: "ICO"
        case .psd: "Photoshop (PSD)"
        case .ktx: "KTX"
        case .dds: "DDS"
        case .svg: "SVG"
        case .html: "HTML"
        case .xml: "XML"
        case .text: "text"
        case .unknown: "unknown"
        }
    }

    /// Recognises the format from the first bytes of a file (16 are enough for every case).
    public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat {
        let head = Array(bytes.prefix(64))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && head[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        func starts(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts("GIF87a") || starts("GIF89a") { return .gif }
        if starts("RIFF") && starts("WEBP", at: 8) { return .webP }
        // "BM", then at byte 14 the size of a known DIB header (12, 40, 52, 56, 108 or 124), so text starting "BM" stays text.
        if starts("BM") && head.count >= 18 && [12, 40, 52, 56, 108, 124].contains(head[14]) && head[15..<18].allSatisfy({ $0 == 0 }) {
            return .bmp
        }
        if starts("II*\u{0}") || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts("#?RADIANCE") || starts("#?RGBE") { return .radianceHDR }
        if starts([0x76, 0x2F, 0x31, 0x01]) { return .openEXR }
        if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51]) { return .jpeg2000 }
        if starts("qoif") { return .qoi }
        if starts("ftyp", at: 4) {
            if starts("avif", at: 8) || starts("avis", at: 8) { return .avif }
            if starts("heic", at: 8) || starts("heix", at: 8) || starts("mif1", at: 8) || starts("msf1", at: 8) { return .heic }
        }
        if starts([0x00, 0x00, 0x01, 0x00]) { return .ico }
        if starts("8BPS") { return .psd }
        if starts([0xAB, 0x4B, 0x54, 0x58]) { return .ktx }
        if starts("DDS ") { return .dds }
        return sniffText(head)
    }

    /// Text: SVG, HTML, XML, or other printable UTF-8 (a byte order mark and leading blanks skipped).
    private static func sniffText(_ head: [UInt8]) -> ImageFormat {
        var body = head[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        let printable = !body.isEmpty && body.allSatisfy { $0 >= 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 >= 0x80 }
        guard printable else { return .unknown(firstBytes: Array(head.prefix(8))) }
        let text = String(decoding: body, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("<svg") || (lower.hasPrefix("<?xml") && lower.contains("<svg")) { return .svg }
        if lower.hasPrefix("<!doctype html") || lower.hasPrefix("<html") || lower.hasPrefix("<head") { return .html }
        if lower.hasPrefix("<?xml") || lower.hasPrefix("<") { return .xml }
        let firstLine = trimmed.prefix { $0 != "\n" && $0 != "\r" }
        return .text(firstLine: String(firstLine.prefix(40)))
    }
}
