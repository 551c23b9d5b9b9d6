/// Pictures of a difference, for a person to look at.
public enum DiffImages {
    /// The expected image faded to a light grey, with differing pixels in red and pixels taken
    /// for anti-aliasing in yellow. Sizes that differ give the larger size, the overhang in magenta.
    public static func diff(expected: RGBAImage, actual: RGBAImage, tolerance: Tolerance = .exact) -> RGBAImage {
        diff(expected: expected, actual: actual,
             difference: ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance))
    }

    /// The same picture from a comparison already made of these two images (its verdict on each
    /// pixel is drawn, not worked out again).
    public static func diff(expected: RGBAImage, actual: RGBAImage, difference: ImageDifference) -> RGBAImage {
        let size = Size(max(expected.width, actual.width), max(expected.height, actual.height))
        var output = RGBAImage(size: size, filling: Pixel(255, 0, 255))
        let classes = difference.pixelClasses
        let classified = expected.size == actual.size && classes.count == expected.width * expected.height
        for y in 0..<min(expected.height, actual.height) {
            for x in 0..<min(expected.width, actual.width) {
                let marker: UInt8 = classified ? classes[y * expected.width + x] : (expected[x, y] == actual[x, y] ? 0 : 1)
                switch marker {
                case 1: output[x, y] = Pixel(255, 0, 0)
                case 2: output[x, y] = Pixel(255, 255, 0)
                default:
                    let p = expected[x, y]
                    let luma = (299 * Int(p.r) + 587 * Int(p.g) + 114 * Int(p.b)) / 1000
                    let faded = UInt8(255 - (255 - luma) / 8)   // 1/8 of the contrast remains
                    output[x, y] = Pixel(faded, faded, faded)
                }
            }
        }
        return output
    }

    /// Images next to each other, left to right, on a dark grey ground with 8-pixel gaps.
    public static func sideBySide(_ images: [RGBAImage]) -> RGBAImage {
        let gap = 8
        let width = images.map(\.width).reduce(0, +) + gap * (images.count + 1)
        let height = (images.map(\.height).max() ?? 0) + 2 * gap
        var output = RGBAImage(size: Size(max(width, 1), max(height, 1)), filling: Pixel(48, 48, 48))
        var left = gap
        for image in images {
            for y in 0..<image.height {
                let source = y * image.width * 4
                let target = ((y + gap) * output.width + left) * 4
                output.pixels.replaceSubrange(target..<(target + image.width * 4), with: image.pixels[source..<(source + image.width * 4)])
            }
            left += image.width + gap
        }
        return output
    }
}
