import Foundation

/// A colour with components from 0 to 1, as GL takes them.
public struct RGBA: Hashable, Sendable, Codable {
    public var red: Float, green: Float, blue: Float, alpha: Float
    public init(_ red: Float, _ green: Float, _ blue: Float, _ alpha: Float = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let black = RGBA(0, 0, 0, 1)
    public static let white = RGBA(1, 1, 1, 1)
}

/// One 8-bit RGBA pixel.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// The largest difference of any channel from `other`.
    public func maxChannelDelta(to other: Pixel) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)), abs(Int(a) - Int(other.a)))
    }
    public var description: String { "(\(r), \(g), \(b), \(a))" }
}

/// An 8-bit RGBA image in memory, top row first: what a framebuffer reads back into
/// and what PNG files hold. A value: safe to send between threads.
public struct RGBAImage: Hashable, Sendable {
    public let size: Size
    /// `width * height * 4` bytes, rows top to bottom, each pixel R, G, B, A.
    public var pixels: [UInt8]

    public var width: Int { size.width }
    public var height: Int { size.height }

    /// Wraps existing bytes: `width * height * 4` of them, rows top to bottom.
    ///
    /// - Throws: ``ImageError/wrongByteCount(size:expected:actual:)`` or ``ImageError/negativeSize(_:)``.
    public init(size: Size, pixels: [UInt8]) throws(ImageError) {
        guard size.width >= 0, size.height >= 0 else { throw .negativeSize(size) }
        guard pixels.count == size.width * size.height * 4 else {
            throw .wrongByteCount(size: size, expected: size.width * size.height * 4, actual: pixels.count)
        }
        self.init(unchecked: size, pixels: pixels)
    }

    /// For callers that made the bytes themselves, with the right count.
    package init(unchecked size: Size, pixels: [UInt8]) {
        self.size = size
        self.pixels = pixels
    }

    /// An image filled with one pixel. A negative width or height gives an empty image.
    public init(size: Size, filling pixel: Pixel = Pixel(0, 0, 0, 255)) {
        let size = Size(max(0, size.width), max(0, size.height))
        self.size = size
        var bytes = [UInt8](repeating: 0, count: size.width * size.height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = pixel.r; bytes[i + 1] = pixel.g; bytes[i + 2] = pixel.b; bytes[i + 3] = pixel.a
        }
        self.pixels = bytes
    }

    /// The pixel at column `x`, row `y` (row 0 is the top).
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let i = (y * width + x) * 4
            return Pixel(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// Sets every pixel's alpha to 255 (as Shadertoy shows its images).
    public mutating func makeOpaque() {
        // A pixel at a time as one 32-bit word whose last byte in memory is alpha: a loop the
        // compiler turns into vector instructions (a byte every fourth was 1 % of a filter's run).
        let alpha = UInt32(0xFF00_0000).littleEndian
        pixels.withUnsafeMutableBufferPointer { bytes in
            let whole = bytes.count / 4 * 4   // all of them: an image is whole pixels
            UnsafeMutableBufferPointer(rebasing: bytes[..<whole]).withMemoryRebound(to: UInt32.self) { words in
                for index in words.indices { words[index] |= alpha }
            }
        }
    }

    /// `count` zeroed bytes, or nil when that memory cannot be had. Swift's own allocation
    /// (`[UInt8](repeating:count:)`) aborts the process instead, e.g. under `ulimit -v`: so the
    /// memory is first asked of `malloc`, which answers nil, and given back at once.
    package static func bytesIfAvailable(_ count: Int) -> [UInt8]? {
        bytesIfAvailable(count) { $0.initializeMemory(as: UInt8.self, repeating: 0) }
    }

    /// `count` bytes written by `fill`, which must write every one of them (a readback: zeroing
    /// them first would be a pass over the frame for nothing); nil when that memory cannot be
    /// had, as ``bytesIfAvailable(_:)``.
    package static func bytesIfAvailable(_ count: Int, filledBy fill: (UnsafeMutableRawBufferPointer) -> Void) -> [UInt8]? {
        guard count > 0 else { return [] }
        guard let probe = malloc(count) else { return nil }
        free(probe)
        return [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            fill(UnsafeMutableRawBufferPointer(bytes))
            initialized = count
        }
    }

    /// Turns rows of `rowBytes` upside down in place (one row of extra memory): GL's bottom-up
    /// rows become a top-down image without a second copy of the pixels.
    package static func flipRows(_ bytes: inout [UInt8], rowBytes: Int) {
        guard rowBytes > 0, bytes.count >= 2 * rowBytes else { return }
        let height = bytes.count / rowBytes
        var spare = [UInt8](repeating: 0, count: rowBytes)
        bytes.withUnsafeMutableBytes { bytes in
            spare.withUnsafeMutableBytes { row in
                for top in 0..<height / 2 {
                    let a = bytes.baseAddress! + top * rowBytes
                    let b = bytes.baseAddress! + (height - 1 - top) * rowBytes
                    row.baseAddress!.copyMemory(from: a, byteCount: rowBytes)
                    a.copyMemory(from: b, byteCount: rowBytes)
                    b.copyMemory(from: row.baseAddress!, byteCount: rowBytes)
                }
            }
        }
    }

    /// The same image upside down: converts between GL's bottom-up rows and top-down images.
    public func flippedVertically() -> RGBAImage {
        guard !pixels.isEmpty else { return self }
        let rowBytes = width * 4
        var flipped = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBytes { source in
            flipped.withUnsafeMutableBytes { destination in
                for row in 0..<height {
                    let from = source.baseAddress! + row * rowBytes
                    let to = destination.baseAddress! + (height - 1 - row) * rowBytes
                    to.copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
        return RGBAImage(unchecked: size, pixels: flipped)
    }

    /// The distinct pixels of the image (at most `limit`, to stay cheap).
    public func distinctPixels(limit: Int = 1024) -> Set<Pixel> {
        var seen = Set<Pixel>()
        for y in 0..<height {
            for x in 0..<width {
                seen.insert(self[x, y])
                if seen.count >= limit { return seen }
            }
        }
        return seen
    }
}

/// Why an image could not be made from the values given.
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    case negativeSize(Size)
    case wrongByteCount(size: Size, expected: Int, actual: Int)

    public var description: String {
        switch self {
        case .negativeSize(let size): "an image cannot be \(size): width and height must be 0 or more"
        case .wrongByteCount(let size, let expected, let actual):
            "a \(size) RGBA image needs \(expected) bytes (width x height x 4), not \(actual)"
        }
    }
}
