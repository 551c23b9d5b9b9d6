/// A YUV4MPEG2 stream (`.y4m`): the plainest video format there is, and one ffmpeg, x264,
/// mpv and most encoders read from a pipe with no flags, because its header carries the size,
/// the rate and the colour layout:
///
///     YUV4MPEG2 W600 H480 F60:1 Ip A1:1 C444 XCOLORRANGE=FULL\n
///     FRAME\n <the Y plane> <the Cb plane> <the Cr plane>
///     FRAME\n ...
///
/// Pixels are turned from RGB into Y'CbCr with the BT.601 matrix at full range (0 to 255 for
/// every plane, as JPEG does), which is what a reader assumes for a stream that names no matrix;
/// `XCOLORRANGE=FULL` says the range (ffmpeg reads it). Alpha is dropped: a video is opaque.
///
/// ```swift
/// let stream = YUV4MPEG(size: Size(64, 48), framesPerSecond: 30, chroma: .full)
/// var bytes = stream.header
/// bytes += stream.frame(image)
/// ```
public struct YUV4MPEG: Sendable {
    /// How much colour detail each frame keeps.
    public enum Chroma: Sendable, Equatable {
        /// `C444`: a Cb and a Cr sample for every pixel; turned back into RGB it is within one
        /// step of the original (the rounding of the three planes).
        case full
        /// `C420jpeg`: one Cb and Cr sample for each 2x2 block (their average, sited at the
        /// block's centre, as JPEG does): a quarter of the colour, what most players expect.
        case quarter
    }

    public let size: Size
    public let chroma: Chroma
    /// The shape of a pixel: the header's `A` (1:1 unless a clip's pixels are not square).
    public let pixelAspect: PixelAspect
    /// The frame rate as a fraction (numerator, denominator), as the header writes it.
    public let rate: (numerator: Int, denominator: Int)

    public init(size: Size, framesPerSecond: Double, chroma: Chroma, pixelAspect: PixelAspect = .square) {
        self.size = size
        self.chroma = chroma
        self.pixelAspect = pixelAspect
        self.rate = Self.fraction(framesPerSecond)
    }

    /// The stream's first line.
    public var header: [UInt8] {
        let colour = chroma == .full ? "C444" : "C420jpeg"
        return Array("YUV4MPEG2 W\(size.width) H\(size.height) F\(rate.numerator):\(rate.denominator) Ip A\(pixelAspect) \(colour) XCOLORRANGE=FULL\n".utf8)
    }

    /// The bytes of one frame: `FRAME\n`, then the Y, Cb and Cr planes, top row first.
    /// `image` must be of ``size``.
    public func frame(_ image: RGBAImage) -> [UInt8] {
        let width = size.width, height = size.height
        precondition(image.size == size, "a frame of \(image.size.width)x\(image.size.height) in a \(width)x\(height) stream")
        let chromaWidth = chroma == .full ? width : (width + 1) / 2
        let chromaHeight = chroma == .full ? height : (height + 1) / 2
        let marker = Array("FRAME\n".utf8)
        let lumaCount = width * height, chromaCount = chromaWidth * chromaHeight
        var bytes = [UInt8](repeating: 0, count: marker.count + lumaCount + 2 * chromaCount)
        bytes.withUnsafeMutableBufferPointer { out in
            for (index, byte) in marker.enumerated() { out[index] = byte }
            let lumaStart = marker.count, blueStart = lumaStart + lumaCount, redStart = blueStart + chromaCount
            image.pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<height {
                    for x in 0..<width {
                        let p = (y * width + x) * 4
                        let (luma, blue, red) = Self.convert(Double(pixels[p]), Double(pixels[p + 1]), Double(pixels[p + 2]))
                        out[lumaStart + y * width + x] = Self.byte(luma)
                        if chroma == .full {
                            out[blueStart + y * width + x] = Self.byte(blue)
                            out[redStart + y * width + x] = Self.byte(red)
                        }
                    }
                }
                guard chroma == .quarter else { return }
                for cy in 0..<chromaHeight {
                    for cx in 0..<chromaWidth {
                        // The average colour of the block's pixels (fewer at an odd edge).
                        var r = 0.0, g = 0.0, b = 0.0, count = 0.0
                        for y in (cy * 2)..<min(cy * 2 + 2, height) {
                            for x in (cx * 2)..<min(cx * 2 + 2, width) {
                                let p = (y * width + x) * 4
                                r += Double(pixels[p]); g += Double(pixels[p + 1]); b += Double(pixels[p + 2]); count += 1
                            }
                        }
                        let (_, blue, red) = Self.convert(r / count, g / count, b / count)
                        out[blueStart + cy * chromaWidth + cx] = Self.byte(blue)
                        out[redStart + cy * chromaWidth + cx] = Self.byte(red)
                    }
                }
            }
        }
        return bytes
    }

    /// BT.601 at full range (JPEG's JFIF equations): Y' from 0 to 255, Cb and Cr centred on 128.
    static func convert(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (0.299 * r + 0.587 * g + 0.114 * b,
         128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
         128 + 0.5 * r - 0.418688 * g - 0.081312 * b)
    }

    /// Rounded to nearest (halves up) and clamped to 0...255. Truncation is the floor for the
    /// non-negative values, and a negative value is 0 either way: no call to `floor` a sample
    /// (a third of `loop --stdout y4m-420`'s CPU went there).
    static func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, Int(value + 0.5)))) }

    /// A frame rate as a fraction: a whole rate over 1; NTSC's 29.97 and its kin over 1001;
    /// else over the smallest denominator up to 1000 that gives it to a millionth.
    static func fraction(_ rate: Double) -> (numerator: Int, denominator: Int) {
        for denominator in [1, 1001] + Array(2...1000) {
            let numerator = (rate * Double(denominator)).rounded()
            if numerator >= 1, abs(numerator / Double(denominator) - rate) <= rate * 1e-6 { return (Int(numerator), denominator) }
        }
        return (max(1, Int((rate * 1000).rounded())), 1000)
    }
}
