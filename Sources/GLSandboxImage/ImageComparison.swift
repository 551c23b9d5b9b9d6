import Foundation

/// How different two images may be and still match. The default is exact: llvmpipe is
/// deterministic for one Mesa build, so a golden rendered there matches to the bit.
public struct Tolerance: Sendable, Equatable, CustomStringConvertible {
    /// A pixel differs when any channel differs by more than this (0 to 255).
    public var maxChannelDelta: Int
    /// At most this many pixels may differ.
    public var maxDifferingPixels: Int?
    /// At most this fraction of the pixels may differ (0.01 = 1 %).
    public var maxDifferingFraction: Double?
    /// Compare as people see: colour distance in YIQ space, and pixels on anti-aliased edges
    /// ignored (the pixelmatch idea). Replaces ``maxChannelDelta``.
    public var perceptual: Perceptual?

    public struct Perceptual: Sendable, Equatable {
        /// 0 to 1: how far apart two colours may be, in pixelmatch's units (0.1 is its default).
        public var threshold: Double
        /// Skip pixels that look like anti-aliasing in either image.
        public var ignoresAntialiasing: Bool
        public init(threshold: Double = 0.1, ignoresAntialiasing: Bool = true) {
            self.threshold = threshold
            self.ignoresAntialiasing = ignoresAntialiasing
        }
    }

    public init(maxChannelDelta: Int = 0, maxDifferingPixels: Int? = nil, maxDifferingFraction: Double? = nil, perceptual: Perceptual? = nil) {
        self.maxChannelDelta = maxChannelDelta
        self.maxDifferingPixels = maxDifferingPixels
        self.maxDifferingFraction = maxDifferingFraction
        self.perceptual = perceptual
    }

    /// Every pixel equal.
    public static let exact = Tolerance()

    /// How many differing pixels are allowed in an image of `count` pixels: the smaller of the
    /// two budgets given, 0 when neither is (exact). No number stands for "no budget", so
    /// `maxDifferingPixels: Int.max` allows every pixel to differ.
    func allowedDifferingPixels(of count: Int) -> Int {
        var allowed: Int?
        if let maxDifferingPixels { allowed = maxDifferingPixels }
        if let maxDifferingFraction {
            let fraction = Int((Double(count) * maxDifferingFraction).rounded(.down))
            allowed = min(allowed ?? fraction, fraction)
        }
        return allowed ?? 0
    }

    public var description: String {
        var parts: [String] = []
        if let perceptual {
            parts.append("perceptual threshold \(perceptual.threshold)\(perceptual.ignoresAntialiasing ? ", anti-aliasing ignored" : "")")
        } else {
            parts.append(maxChannelDelta == 0 ? "exact colours" : "channel delta up to \(maxChannelDelta)")
        }
        if let maxDifferingPixels { parts.append("up to \(maxDifferingPixels) differing pixels") }
        if let maxDifferingFraction { parts.append("up to \(maxDifferingFraction * 100)% differing pixels") }
        return parts.joined(separator: ", ")
    }
}

/// What a comparison found.
public struct ImageDifference: Sendable, Equatable, CustomStringConvertible {
    public var expectedSize: Size
    public var actualSize: Size
    /// Pixels that differ beyond the tolerance.
    public var differingPixels: Int
    /// Pixels that differ but were taken for anti-aliasing (perceptual mode).
    public var antialiasedPixels: Int
    /// The largest difference of any channel of any pixel.
    public var maxChannelDelta: Int
    /// The smallest rectangle holding every differing pixel (top-left origin), or nil.
    public var boundingBox: PixelRect?
    /// Whether the images match within the tolerance.
    public var matches: Bool
    /// What the comparison made of each pixel, row by row: 0 the same within the tolerance,
    /// 1 differing, 2 taken for anti-aliasing. Empty when the images are identical or their
    /// sizes differ. ``DiffImages/diff(expected:actual:difference:)`` draws it, so a picture of
    /// the difference costs no second classification.
    var pixelClasses: [UInt8] = []

    public var sizesMatch: Bool { expectedSize == actualSize }

    public var description: String {
        guard sizesMatch else { return "sizes differ: expected \(expectedSize), actual \(actualSize)" }
        if differingPixels == 0 && maxChannelDelta == 0 { return "identical" }
        let total = expectedSize.pixelCount
        let percent = String(format: "%.4f", Double(differingPixels) * 100 / Double(max(total, 1)))
        var text = "\(differingPixels) of \(total) pixels differ (\(percent)%), largest channel delta \(maxChannelDelta)"
        if let box = boundingBox { text += ", within \(box.width)x\(box.height) at (\(box.x), \(box.y))" }
        if antialiasedPixels > 0 { text += ", \(antialiasedPixels) anti-aliased pixels ignored" }
        return text
    }
}

/// Compares images. Exact comparison is a `memcmp`; a tolerant one visits each pixel once and
/// does per-channel work only where the 32-bit words differ.
public enum ImageComparison {
    public static func compare(expected: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) -> ImageDifference {
        var result = ImageDifference(expectedSize: expected.size, actualSize: actual.size, differingPixels: 0,
                                     antialiasedPixels: 0, maxChannelDelta: 0, boundingBox: nil, matches: false)
        guard expected.size == actual.size else { return result }
        let identical = expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) }
        }
        if identical {
            result.matches = true
            return result
        }
        let classification = classify(expected, actual, tolerance: tolerance)
        result.pixelClasses = classification.mask
        result.differingPixels = classification.differing
        result.antialiasedPixels = classification.antialiased
        result.maxChannelDelta = classification.maxDelta
        result.boundingBox = classification.box
        result.matches = classification.differing <= tolerance.allowedDifferingPixels(of: expected.size.pixelCount)
        return result
    }

    private struct Classification {
        var differing = 0
        var antialiased = 0
        var maxDelta = 0
        var box: PixelRect?
        var mask: [UInt8] = []
    }

    private static func classify(_ expected: RGBAImage, _ actual: RGBAImage, tolerance: Tolerance) -> Classification {
        let width = expected.width, height = expected.height
        var c = Classification()
        c.mask = [UInt8](repeating: 0, count: width * height)
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let maxYIQ = tolerance.perceptual.map { 35215 * $0.threshold * $0.threshold }
        expected.pixels.withUnsafeBytes { eRaw in
            actual.pixels.withUnsafeBytes { aRaw in
                let e = eRaw.bindMemory(to: UInt32.self), a = aRaw.bindMemory(to: UInt32.self)
                let eb = eRaw.bindMemory(to: UInt8.self), ab = aRaw.bindMemory(to: UInt8.self)
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width where e[row + x] != a[row + x] {
                        let i = (row + x) * 4
                        let delta = max(abs(Int(eb[i]) - Int(ab[i])), abs(Int(eb[i + 1]) - Int(ab[i + 1])),
                                        abs(Int(eb[i + 2]) - Int(ab[i + 2])), abs(Int(eb[i + 3]) - Int(ab[i + 3])))
                        if delta > c.maxDelta { c.maxDelta = delta }
                        var differs: Bool
                        if let maxYIQ, let perceptual = tolerance.perceptual {
                            differs = abs(Perceptual.colorDelta(eb, i, ab, i)) > maxYIQ
                            if differs && perceptual.ignoresAntialiasing
                                && (Perceptual.isAntialiased(eb, x, y, width, height, other: ab)
                                    || Perceptual.isAntialiased(ab, x, y, width, height, other: eb)) {
                                c.antialiased += 1
                                c.mask[row + x] = 2
                                continue
                            }
                        } else {
                            differs = delta > tolerance.maxChannelDelta
                        }
                        guard differs else { continue }
                        c.differing += 1
                        c.mask[row + x] = 1
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        if maxX >= 0 { c.box = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) }
        return c
    }
}

/// Perceptual colour distance and an anti-aliasing detector, after the idea of pixelmatch
/// (Vladimir Agafonkin) and the paper it follows (Vysniauskas, "Anti-aliased Pixel and Intensity
/// Slope Detector", 2009). Written for GLSandbox's RGBA8 images.
enum Perceptual {
    /// Squared YIQ distance between pixel `i` of `a` and pixel `j` of `b`, each blended over white
    /// by its alpha; negative when `b` is brighter. 35215 is the largest possible value.
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int, brightnessOnly: Bool = false) -> Double {
        func blend(_ value: UInt8, _ alpha: Double) -> Double { 255 + (Double(value) - 255) * alpha }
        let aa = Double(a[i + 3]) / 255, ba = Double(b[j + 3]) / 255
        let r1 = blend(a[i], aa), g1 = blend(a[i + 1], aa), b1 = blend(a[i + 2], aa)
        let r2 = blend(b[j], ba), g2 = blend(b[j + 1], ba), b2 = blend(b[j + 2], ba)
        let y1 = r1 * 0.29889531 + g1 * 0.58662247 + b1 * 0.11448223
        let y2 = r2 * 0.29889531 + g2 * 0.58662247 + b2 * 0.11448223
        let y = y1 - y2
        if brightnessOnly { return y }
        let i1 = r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189
        let i2 = r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189
        let q1 = r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694
        let q2 = r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694
        let di = i1 - i2, dq = q1 - q2
        let delta = 0.5053 * y * y + 0.299 * di * di + 0.1957 * dq * dq
        return y1 > y2 ? -delta : delta
    }

    /// Whether pixel (x, y) of `image` sits on an anti-aliased edge: among its 8 neighbours it
    /// has both a darker and a brighter one, at most two of equal brightness, and the darkest or
    /// the brightest neighbour lies inside a flat area (3+ identical neighbours) in both images.
    static func isAntialiased(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int, _ width: Int, _ height: Int,
                              other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let delta = colorDelta(image, center, image, (ny * width + nx) * 4, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = nx; minY = ny
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = nx; maxY = ny
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(image, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether at least 3 of the pixel's neighbours are exactly the same colour.
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x1 = min(x + 1, width - 1), y1 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        var zeroes = (x == x0 || x == x1 || y == y0 || y == y1) ? 1 : 0
        for ny in y0...y1 {
            for nx in x0...x1 where nx != x || ny != y {
                let k = (ny * width + nx) * 4
                if image[center] == image[k] && image[center + 1] == image[k + 1]
                    && image[center + 2] == image[k + 2] && image[center + 3] == image[k + 3] {
                    zeroes += 1
                }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
