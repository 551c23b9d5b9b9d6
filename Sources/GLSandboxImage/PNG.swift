import CPNG
import Foundation

/// Why a PNG could not be read or written.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileNotFound(path: String)
    case isDirectory(path: String)
    /// A named pipe, a device or a socket: refused before it is opened (reading it could block
    /// forever or never end). `kind` says what it is.
    case notRegularFile(path: String, kind: String)
    case unreadable(path: String, reason: String)
    case empty(path: String)
    case notPNG(path: String)
    /// libpng's own message, e.g. for a truncated or corrupt file.
    case corrupt(path: String, reason: String)
    /// The header declares more than ``PNG/maximumSide`` a side or ``PNG/maximumPixels`` in all;
    /// refused before the pixels are allocated.
    case tooLarge(path: String, size: Size)
    /// The declared size is within the limits, but its pixels would take more than half of the
    /// memory this machine has available now.
    case notEnoughMemory(path: String, size: Size, needed: UInt64, available: UInt64)
    case unwritable(path: String, reason: String)
    case encodeFailed(reason: String)

    public var description: String {
        switch self {
        // Worded as for any image file (ImageFileError maps these cases one to one).
        case .fileNotFound, .unreadable, .corrupt, .tooLarge, .notEnoughMemory: ImageFileError(self).description
        case .isDirectory(let path): "\(path) is a directory, not a PNG file"
        case .notRegularFile(let path, let kind):
            "\(path) is \(kind), not a PNG file: give a regular file (a pipe or a device could block or never end)"
        case .empty(let path): "\(path) is empty, not a PNG file"
        case .notPNG(let path): "\(path) is not a PNG file (its first bytes are not the PNG signature)"
        case .unwritable(let path, let reason): "cannot write \(path): \(reason)"
        case .encodeFailed(let reason): "PNG encoding failed: \(reason)"
        }
    }
}

/// PNG files through libpng's simplified API (`png_image_*`), which reports errors as a
/// status and a message. (The classic API longjmps on error, which must never cross Swift frames.)
public enum PNG {
    /// The widest and tallest image ``decode(_:path:availableMemory:)`` reads: 16384, the largest render target
    /// (`GL_MAX_RENDERBUFFER_SIZE`, `GL_MAX_TEXTURE_SIZE`) of llvmpipe and of most GPUs, so every
    /// picture this library can render, compare or upload fits. Checked against the header,
    /// before any pixel memory is allocated.
    public static let maximumSide = 1 << 14

    /// The most pixels ``decode(_:path:availableMemory:)`` reads: 64 Mpixel (2^26), whose 8-bit RGBA is 2^28 bytes
    /// = 256 MiB. 16384 a side alone would allow 16384x16384 = 1 GiB for one image, and a
    /// comparison holds two images and a diff: a corrupt or hostile header must not be able to ask
    /// for that. 64 Mpixel still holds 8192x8192 and 8K UHD (7680x4320, 33 Mpixel), far above
    /// any golden image (600x480 is 0.3 Mpixel). Checked against the header, before allocating.
    public static let maximumPixels = 1 << 26

    /// Whether a declared size is above ``maximumSide`` or ``maximumPixels``.
    package static func exceedsLimits(_ size: Size) -> Bool {
        size.width > maximumSide || size.height > maximumSide || size.width * size.height > maximumPixels
    }

    /// The memory available now (`MemAvailable` of /proc/meminfo; the physical memory where that
    /// cannot be read), in bytes.
    public static func availableMemory() -> UInt64 {
        if let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8),
           let line = text.split(separator: "\n").first(where: { $0.hasPrefix("MemAvailable:") }),
           let kibibytes = UInt64(line.split(separator: " ").dropFirst().first ?? "") {
            return kibibytes * 1024
        }
        return ProcessInfo.processInfo.physicalMemory
    }

    /// A ``PNGError/notEnoughMemory(path:size:needed:available:)`` when `size`'s 8-bit RGBA needs
    /// more than half of `available` bytes (a comparison holds two images and a diff).
    static func checkMemory(_ size: Size, path: String, available: UInt64) throws(PNGError) {
        let needed = UInt64(size.width) * UInt64(size.height) * 4
        if needed > available / 2 { throw .notEnoughMemory(path: path, size: size, needed: needed, available: available) }
    }

    /// The size the IHDR chunk declares, read straight from the bytes: PNG requires IHDR (13 bytes
    /// of data) first, right after the signature. Nil when the bytes do not start that way
    /// (libpng then says what is wrong).
    package static func declaredSize(_ bytes: [UInt8]) -> Size? {
        let ihdr: [UInt8] = [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]   // length 13, "IHDR"
        guard bytes.count >= 24, bytes[8..<16].elementsEqual(ihdr) else { return nil }
        func uint32(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        return Size(uint32(at: 16), uint32(at: 20))
    }

    /// Whether ``decode(_:path:availableMemory:)`` reads the image's 16-bit samples and scales
    /// them itself: a 16-bit, Adam7-interlaced PNG with no colour-space chunk (gAMA, cHRM, sRGB,
    /// iCCP) before its pixels, where libpng's own scaling is wrong (pnggroup/libpng#853) and the
    /// samples need no colour conversion. (One with such a chunk keeps libpng's path: a rare file,
    /// whose colour conversion only libpng knows.)
    static func readsSixteenBitSamplesThemselves(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 33, bytes[24] == 16, bytes[28] == 1 else { return false }   // IHDR: depth, interlace
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            if type == "IDAT" { return true }
            if ["gAMA", "cHRM", "sRGB", "iCCP"].contains(type) { return false }
            offset += 12 + length
        }
        return true
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Encodes an image as an 8-bit RGBA PNG. `fast` trades size for speed (for recording frames).
    ///
    /// One pass: libpng writes into a buffer of its worst-case size (`PNG_IMAGE_PNG_SIZE_MAX`),
    /// allocated uninitialised so only the bytes written are touched, and the result is copied
    /// out at its real size. Should libpng ever need more, it says how much and is run once more
    /// with that room.
    public static func encode(_ image: RGBAImage, fast: Bool = false) throws(PNGError) -> [UInt8] {
        try encode(image, fast: fast, firstCapacity: worstCaseEncodedSize(width: image.width, height: image.height))
    }

    /// ``encode(_:fast:)`` with the first buffer's size given (tests use a small one to take the
    /// retry path).
    static func encode(_ image: RGBAImage, fast: Bool, firstCapacity: Int) throws(PNGError) -> [UInt8] {
        var png = png_image()
        png.version = png_uint_32(GLS_PNG_IMAGE_VERSION)
        if fast { png.flags |= png_uint_32(GLS_PNG_IMAGE_FLAG_FAST) }
        png.width = png_uint_32(image.width)
        png.height = png_uint_32(image.height)
        png.format = png_uint_32(GLS_PNG_FORMAT_RGBA)
        let rowStride = png_int_32(image.width * 4)
        var capacity = max(firstCapacity, 1)
        for _ in 0..<2 {
            // Checked first: under a memory limit Swift's allocation would abort the process.
            guard let probe = malloc(capacity) else {
                throw .encodeFailed(reason: "not enough memory for the \(image.size) picture's PNG (\(max(1, capacity >> 20)) MiB): "
                                    + "the process's memory limit (ulimit -v) or the machine's memory is reached")
            }
            free(probe)
            var byteCount = png_alloc_size_t(capacity)
            var status: Int32 = 0
            let buffer = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
                status = image.pixels.withUnsafeBytes { pixels in
                    png_image_write_to_memory(&png, out.baseAddress, &byteCount, 0, pixels.baseAddress, rowStride, nil)
                }
                initialized = status != 0 ? Int(byteCount) : 0
            }
            if status != 0 { return Array(buffer) }
            // A failure with a size above the buffer's and no message: the buffer was too small.
            guard Int(byteCount) > capacity, message(of: &png).isEmpty else { break }
            capacity = Int(byteCount)
        }
        throw .encodeFailed(reason: message(of: &png))
    }

    /// libpng's `PNG_IMAGE_PNG_SIZE_MAX` for 8-bit RGBA without a colour map: the largest PNG the
    /// simplified writer makes of a `width` x `height` image (zlib's deflate bound on the filtered
    /// rows, IDAT chunk headers every `PNG_ZBUF_SIZE` bytes, the signature and fixed chunks).
    static func worstCaseEncodedSize(width: Int, height: Int) -> Int {
        let rows = (max(width, 0) * 4 + 1) * max(height, 0)                // a filter byte per row
        let deflated = rows + ((rows + 7) >> 3) + ((rows + 63) >> 6) + 11    // PNG_ZLIB_MAX_SIZE
        return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (deflated / 8192) + deflated   // PNG_ZBUF_SIZE 8192
    }

    /// Decodes PNG bytes (any colour type or bit depth) into 8-bit RGBA.
    /// `path` only names the source in errors. A header declaring more than ``maximumSide`` a
    /// side or ``maximumPixels`` in all throws ``PNGError/tooLarge(path:size:)`` before the
    /// pixels are allocated, and so does one whose pixels need more than half of
    /// `availableMemory` (``PNGError/notEnoughMemory(path:size:needed:available:)``).
    public static func decode(_ bytes: [UInt8], path: String = "<memory>",
                              availableMemory: UInt64 = PNG.availableMemory()) throws(PNGError) -> RGBAImage {
        guard !bytes.isEmpty else { throw .empty(path: path) }
        guard bytes.count >= signature.count, Array(bytes.prefix(signature.count)) == signature else {
            throw .notPNG(path: path)
        }
        // Refuse a declared size above the limits before libpng reads on (it reads every chunk up
        // to the first IDAT in begin_read) and before any pixel memory is allocated.
        if let declared = declaredSize(bytes) {
            if exceedsLimits(declared) { throw .tooLarge(path: path, size: declared) }
            try checkMemory(declared, path: path, available: availableMemory)
        }
        // libpng keeps the pointer given to begin_read and reads through it in finish_read, so both
        // calls happen inside one withUnsafeBytes scope.
        let decoded: Result<RGBAImage, PNGError> = bytes.withUnsafeBytes { source in
            var png = png_image()
            png.version = png_uint_32(GLS_PNG_IMAGE_VERSION)
            // libpng frees the image itself on its errors and at the end of finish_read; freeing
            // again is a no-op, so every way out of this scope frees it exactly once.
            defer { png_image_free(&png) }
            guard png_image_begin_read_from_memory(&png, source.baseAddress, source.count) != 0 else {
                return .failure(.corrupt(path: path, reason: message(of: &png)))
            }
            let size = Size(Int(png.width), Int(png.height))
            guard size.width > 0, size.height > 0, !exceedsLimits(size) else { return .failure(.tooLarge(path: path, size: size)) }
            if readsSixteenBitSamplesThemselves(bytes) {
                // libpng 1.6.39's 16-to-8-bit path garbles Adam7-interlaced images (about half the
                // samples wrong: pnggroup/libpng#853). Ask for the 16-bit samples as they are
                // (a file with no colour-space chunk is taken as linear, and linear is asked for:
                // no conversion) and scale them here, as the 8-bit path would have.
                png.format = png_uint_32(GLS_PNG_FORMAT_LINEAR_RGBA)
                var wide = [UInt16](repeating: 0, count: size.width * size.height * 4)
                let finished = wide.withUnsafeMutableBytes { out in
                    png_image_finish_read(&png, nil, out.baseAddress, png_int_32(size.width * 4), nil)
                }
                guard finished != 0 else { return .failure(.corrupt(path: path, reason: message(of: &png))) }
                return .success(RGBAImage(unchecked: size, pixels: wide.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }))
            }
            png.format = png_uint_32(GLS_PNG_FORMAT_RGBA)
            // 16-bit samples scale to 8 bits as v / 257, rounded (ImageMagick's `-depth 8`, Pillow and
            // Chromium take the high byte, v >> 8, one less in about half the samples). (Without this
            // flag the simplified API takes 16-bit data with no colour-space chunk as linear
            // light and converts it to sRGB: 1500/65535 became 45 instead of 6.)
            png.flags |= png_uint_32(GLS_PNG_IMAGE_FLAG_16BIT_sRGB)
            var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
            let finished = pixels.withUnsafeMutableBytes { out in
                png_image_finish_read(&png, nil, out.baseAddress, png_int_32(size.width * 4), nil)
            }
            guard finished != 0 else { return .failure(.corrupt(path: path, reason: message(of: &png))) }
            return .success(RGBAImage(unchecked: size, pixels: pixels))
        }
        return try decoded.get()
    }

    /// Reads a PNG file.
    public static func read(from path: String) throws(PNGError) -> RGBAImage {
        try decode(try readFile(path), path: path)
    }

    /// The largest file `read(from:)` accepts: far above any PNG within ``maximumPixels`` that
    /// compresses at all, and small enough that a wrong path cannot exhaust memory.
    public static let maximumFileBytes = 1 << 30

    /// Reads a whole regular file (a pipe or a device is refused before it
    /// could block), of at most ``maximumFileBytes``.
    public static func readFile(_ path: String) throws(PNGError) -> [UInt8] {
        do { return try RegularFile.read(path, limit: maximumFileBytes) } catch {
            switch error {
            case .notFound: throw .fileNotFound(path: path)
            case .isDirectory: throw .isDirectory(path: path)
            case .notRegular(let kind): throw .notRegularFile(path: path, kind: kind)
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .tooBig(let size):
                throw .unreadable(path: path, reason: "it is \(size) bytes, more than the \(maximumFileBytes) a PNG may have here")
            }
        }
    }

    /// Writes `image` as a PNG file, atomically: the bytes go to a temporary file in the same
    /// folder, which is then renamed, so a reader (or a crash) never sees half a file.
    public static func write(_ image: RGBAImage, to path: String, compression: Compression = .default) throws(PNGError) {
        try writeAtomically(try encode(image, compression: compression), to: path)
    }

    /// Encodes an image as an 8-bit RGBA PNG with the given compression.
    public static func encode(_ image: RGBAImage, compression: Compression) throws(PNGError) -> [UInt8] {
        switch compression {
        case .fast: try encode(image, fast: true)
        case .default: try encode(image, fast: false)
        case .best: try encodeBest(image)
        }
    }

    /// zlib level 9 with every row filter tried (libpng's classic writer, wrapped in the C shim
    /// so its error longjmp stays in C): the smallest files, several times slower.
    private static func encodeBest(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        var out = gls_png_buffer()
        defer { free(out.data) }
        let status = image.pixels.withUnsafeBytes { pixels in
            gls_png_encode_rgba_best(pixels.baseAddress?.assumingMemoryBound(to: UInt8.self), UInt32(image.width),
                                     UInt32(image.height), image.width * 4, &out)
        }
        guard status != 0, let data = out.data else {
            let reason = withUnsafeBytes(of: &out.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw .encodeFailed(reason: reason)
        }
        return Array(UnsafeBufferPointer(start: data, count: out.size))
    }

    /// How hard zlib works: `fast` (libpng's fast flag: about 3x quicker, files about 20-40 %
    /// larger), `default`, or `best` (zlib level 9, every row filter tried: smallest, slowest).
    public enum Compression: String, Sendable, CaseIterable {
        case fast, `default`, best
    }

    /// Writes PNG bytes to `path` atomically (see ``AtomicFile``); `durable: false` skips the
    /// flush to disk (a frame of a sequence, which a crash may lose but never leaves half-written).
    public static func writeAtomically(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(PNGError) {
        do { try AtomicFile.write(bytes, to: path, durable: durable) } catch { throw .unwritable(path: path, reason: error.reason) }
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let end = bytes.firstIndex(of: 0) ?? bytes.count
            return String(decoding: bytes[..<end], as: UTF8.self)
        }
    }
}

extension RGBAImage {
    /// Reads a PNG file into an image.
    public init(pngFile path: String) throws(PNGError) {
        self = try PNG.read(from: path)
    }

    /// Writes the image as a PNG file, atomically.
    public func writePNG(to path: String, compression: PNG.Compression = .default) throws(PNGError) {
        try PNG.write(self, to: path, compression: compression)
    }

    /// The image encoded as PNG bytes.
    public func pngData() throws(PNGError) -> [UInt8] {
        try PNG.encode(self)
    }
}
