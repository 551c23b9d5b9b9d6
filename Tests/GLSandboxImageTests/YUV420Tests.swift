import Foundation
@testable import GLSandboxImage
import Testing
import TestSupport

/// `YUV420`: a lossy video's frames as 4:2:0 planes, BT.709 at limited range. Expected values
/// come from the recommendation itself (ITU-R BT.709-6, its Kr and Kb and the limited-range
/// scaling) and from ffmpeg's own conversion (swscale) of the same pixels, run as a process.
@Suite("YUV 4:2:0 planes")
struct YUV420Tests {
    /// The planes of `image`, split: Y', Cb, Cr.
    static func planes(_ image: RGBAImage) -> (luma: [UInt8], blue: [UInt8], red: [UInt8]) {
        var bytes: [UInt8] = []
        YUV420.convert(image, into: &bytes)
        let lumaCount = image.size.width * image.size.height, chromaCount = lumaCount / 4
        #expect(bytes.count == YUV420.byteCount(image.size))
        return (Array(bytes[..<lumaCount]), Array(bytes[lumaCount ..< lumaCount + chromaCount]), Array(bytes[(lumaCount + chromaCount)...]))
    }

    /// A picture whose 2x2 blocks are each one colour.
    static func blocks(_ colours: [Pixel], columns: Int) -> RGBAImage {
        let rows = colours.count / columns
        var image = RGBAImage(size: Size(columns * 2, rows * 2))
        for (index, colour) in colours.enumerated() {
            for dy in 0 ..< 2 { for dx in 0 ..< 2 { image[(index % columns) * 2 + dx, (index / columns) * 2 + dy] = colour } }
        }
        return image
    }

    @Test("the weights are BT.709's (Kr 0.2126, Kb 0.0722) at limited range, in 1/65536, each within a half; a grey has no colour")
    func weights() {
        let kr = 0.2126, kb = 0.0722, kg = 1 - kr - kb
        let luma = 219.0 / 255 * 65536, chroma = 224.0 / 255 * 65536
        let expected: [(Int32, Double)] = [
            (YUV420.luma.r, kr * luma), (YUV420.luma.g, kg * luma), (YUV420.luma.b, kb * luma),
            (YUV420.blueDifference.r, -kr / (2 * (1 - kb)) * chroma), (YUV420.blueDifference.g, -kg / (2 * (1 - kb)) * chroma),
            (YUV420.blueDifference.b, 0.5 * chroma),
            (YUV420.redDifference.r, 0.5 * chroma), (YUV420.redDifference.g, -kg / (2 * (1 - kr)) * chroma),
            (YUV420.redDifference.b, -kb / (2 * (1 - kr)) * chroma),
        ]
        for (index, (weight, exact)) in expected.enumerated() {
            // Green's chroma weights are the others' sum negated, so they may carry both halves.
            #expect(abs(Double(weight) - exact) <= (index == 4 || index == 7 ? 1 : 0.5), "weight \(index): \(weight) against \(exact)")
        }
        #expect(YUV420.blueDifference.r + YUV420.blueDifference.g + YUV420.blueDifference.b == 0)
        #expect(YUV420.redDifference.r + YUV420.redDifference.g + YUV420.redDifference.b == 0)
    }

    @Test("BT.709's primaries, black, white and a grey give the values every table of the recommendation lists")
    func knownColours() {
        // 100 % colours at limited range: Y' = 16 + 219 Y, Cb = 128 + 224 (B - Y) / 1.8556,
        // Cr = 128 + 224 (R - Y) / 1.5748, rounded (e.g. red: 62.56, 102.33, 240).
        let cases: [(Pixel, (UInt8, UInt8, UInt8))] = [
            (Pixel(0, 0, 0), (16, 128, 128)), (Pixel(255, 255, 255), (235, 128, 128)), (Pixel(128, 128, 128), (126, 128, 128)),
            (Pixel(255, 0, 0), (63, 102, 240)), (Pixel(0, 255, 0), (173, 42, 26)), (Pixel(0, 0, 255), (32, 240, 118)),
            (Pixel(255, 255, 0), (219, 16, 138)), (Pixel(0, 255, 255), (188, 154, 16)), (Pixel(255, 0, 255), (78, 214, 230)),
        ]
        let planes = Self.planes(Self.blocks(cases.map(\.0), columns: 3))
        for (index, (colour, expected)) in cases.enumerated() {
            let x = (index % 3) * 2, y = (index / 3) * 2
            let got = (planes.luma[y * 6 + x], planes.blue[index], planes.red[index])
            #expect(got == expected, "\(colour): \(got), expected \(expected)")
            #expect(Set([planes.luma[y * 6 + x + 1], planes.luma[(y + 1) * 6 + x], planes.luma[(y + 1) * 6 + x + 1]]) == [expected.0])
        }
    }

    @Test("a block's colour is its four pixels' average: black and white make grey, two reds and two blues make purple")
    func averaged() {
        var image = RGBAImage(size: Size(4, 2))
        image[0, 0] = Pixel(0, 0, 0); image[1, 0] = Pixel(255, 255, 255); image[0, 1] = Pixel(255, 255, 255); image[1, 1] = Pixel(0, 0, 0)
        image[2, 0] = Pixel(255, 0, 0); image[3, 0] = Pixel(255, 0, 0); image[2, 1] = Pixel(0, 0, 255); image[3, 1] = Pixel(0, 0, 255)
        let planes = Self.planes(image)
        #expect(planes.luma == [16, 235, 63, 63, 235, 16, 32, 32])
        #expect(planes.blue[0] == 128 && planes.red[0] == 128, "grey")
        // Their average is (0.5, 0, 0.5): Y = 0.2126 x 0.5 + 0.0722 x 0.5 = 0.1424,
        // Cb = 128 + 224 (0.5 - 0.1424) / 1.8556 = 171.17, Cr = 128 + 224 (0.5 - 0.1424) / 1.5748 = 178.87.
        #expect(planes.blue[1] == 171 && planes.red[1] == 179, "purple: \(planes.blue[1]), \(planes.red[1])")
    }

    @Test("a buffer of another size is replaced; one of the right size is reused and wholly rewritten")
    func buffer() {
        var image = RGBAImage(size: Size(2, 2))
        for y in 0 ..< 2 { for x in 0 ..< 2 { image[x, y] = Pixel(255, 255, 255) } }
        var bytes = [UInt8](repeating: 7, count: 100)
        YUV420.convert(image, into: &bytes)
        #expect(bytes == [235, 235, 235, 235, 128, 128])
        bytes = [UInt8](repeating: 7, count: 6)
        YUV420.convert(image, into: &bytes)
        #expect(bytes == [235, 235, 235, 235, 128, 128])
    }

    @Test("with alpha (yuva420p), the colour planes are as without it, then each pixel's alpha as it is, top row first")
    func alphaPlane() {
        var image = RGBAImage(size: Size(4, 2))
        let alphas: [UInt8] = [0, 1, 128, 255, 7, 64, 200, 254]
        for y in 0 ..< 2 { for x in 0 ..< 4 { image[x, y] = Pixel(UInt8(60 * x), UInt8(100 * y), 30, alphas[y * 4 + x]) } }
        var colour: [UInt8] = [], withAlpha: [UInt8] = []
        YUV420.convert(image, into: &colour)
        YUV420.convert(image, into: &withAlpha, alpha: true)
        #expect(YUV420.byteCount(image.size, alpha: true) == 8 + 2 + 2 + 8)
        #expect(withAlpha.count == 20)
        #expect(Array(withAlpha.prefix(12)) == colour)
        #expect(Array(withAlpha.suffix(8)) == alphas)
    }

    @Test("against ffmpeg's own conversion (scale=out_color_matrix=bt709:out_range=tv): Y' within one step everywhere, Cb and Cr within one where each pixel pair is one colour down whole columns",
          needsFFmpeg)
    func againstFFmpeg() throws {
        let folder = try temporaryFolder("yuv420")
        defer { try? FileManager.default.removeItem(at: folder) }
        let size = Size(64, 16)
        var generator = SplitMix(state: 420)
        // Random colours in pairs of columns, the same down each column: ffmpeg's chroma filter
        // (bicubic down the columns, pairs across) and a 2x2 average then agree.
        let pairs = (0 ..< size.width / 2).map { _ in Pixel(.random(in: 0 ... 255, using: &generator), .random(in: 0 ... 255, using: &generator), .random(in: 0 ... 255, using: &generator)) }
        var image = RGBAImage(size: size)
        for y in 0 ..< size.height { for x in 0 ..< size.width { image[x, y] = pairs[x / 2] } }
        // Then any colour at all in rows 1 and 3, for Y' (ffmpeg's Y' is per pixel).
        for y in [1, 3] { for x in 0 ..< size.width {
            image[x, y] = Pixel(.random(in: 0 ... 255, using: &generator), .random(in: 0 ... 255, using: &generator), .random(in: 0 ... 255, using: &generator))
        } }
        let source = folder.appendingPathComponent("frame.rgba"), converted = folder.appendingPathComponent("frame.yuv")
        try Data(image.pixels).write(to: source)
        try makeMedia(["-f", "rawvideo", "-pix_fmt", "rgba", "-s", "64x16", "-i", source.path, "-vf", "scale=out_color_matrix=bt709:out_range=tv",
                       "-pix_fmt", "yuv420p", "-f", "rawvideo"], converted)
        let theirs = [UInt8](try Data(contentsOf: converted))
        var ours: [UInt8] = []
        YUV420.convert(image, into: &ours)
        try #require(theirs.count == ours.count)
        let lumaCount = size.width * size.height
        let lumaSteps = (0 ..< lumaCount).map { abs(Int(ours[$0]) - Int(theirs[$0])) }
        #expect(lumaSteps.max() ?? 9 <= 1, "Y' differs by up to \(lumaSteps.max() ?? -1)")
        // Chroma rows 4 to 7 (from rows 8 to 15: whole columns of one colour, beyond the reach of
        // ffmpeg's filter down the columns from rows 1 and 3).
        let half = size.width / 2
        for plane in 0 ..< 2 {
            let start = lumaCount + plane * lumaCount / 4
            for row in 4 ..< 8 { for x in 0 ..< half {
                let index = start + row * half + x
                #expect(abs(Int(ours[index]) - Int(theirs[index])) <= 1, "plane \(plane + 1), row \(row), column \(x): \(ours[index]) against ffmpeg's \(theirs[index])")
            } }
        }
    }

    /// SplitMix64: the same colours every run.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
