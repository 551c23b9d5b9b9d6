/// A frame's colours as a lossy video keeps them: Y' at every pixel, then Cb and Cr at half the
/// width and half the height (4:2:0, the planes one after another: ffmpeg's `yuv420p`), by the
/// BT.709 matrix at limited ("TV") range, Y' 16 to 235 and Cb, Cr 16 to 240 (BT.709-6, part 2,
/// section 3; the ranges of BT.601 and BT.709 alike).
///
/// A video encoder (H.264, VP9) codes these planes. Making them here, as the frame is handed
/// over, spares ffmpeg its own conversion of RGBA (the encoder took 0.3 of its 2.45 CPU seconds
/// less from these planes, 360 frames at 640x360, 2026-11-29) and carries 1.5 bytes a pixel
/// through the pipe instead of 4.
///
/// Each Cb and Cr sample is the colour of its 2x2 block, averaged, sited at the block's centre
/// (as JPEG and MPEG-1 site it); alpha is dropped. Arithmetic is integer, in 16.16 fixed point,
/// rounded to nearest: Y' is within one step of the exact value, and a grey gives Cb = Cr = 128
/// exactly.
public enum YUV420 {
    /// The bytes of one frame of `size`: both sides must be even (4:2:0 needs it, and
    /// `VideoSettings.check(size:)` refuses odd ones before anything starts); with `alpha`, an
    /// alpha plane of the full size follows (ffmpeg's `yuva420p`).
    public static func byteCount(_ size: Size, alpha: Bool = false) -> Int { size.width * size.height * (alpha ? 5 : 3) / 2 }

    // BT.709: Kr = 0.2126, Kb = 0.0722. Y' = Kr R + (1 - Kr - Kb) G + Kb B,
    // Cb = (B - Y') / 1.8556, Cr = (R - Y') / 1.5748; scaled by 219/255 and 224/255 for the
    // limited range (16 + ..., 128 + ...). In units of 1/65536, rounded: 0.2126 * 219/255 *
    // 65536 = 11965.95, and so on (the tests work them out again from the matrix). Written as
    // literals, so that the compiler folds them into the loops and vectorises those. Green's
    // chroma weights are the others' sum negated: a grey has no colour.
    static let luma: (r: Int32, g: Int32, b: Int32) = (11966, 40254, 4064)
    static let blueDifference: (r: Int32, g: Int32, b: Int32) = (-6596, -22188, 28784)
    static let redDifference: (r: Int32, g: Int32, b: Int32) = (28784, -26145, -2639)

    /// Writes `image`'s planes into `planes` (resized to ``byteCount(_:alpha:)`` when it is not):
    /// the Y' plane top row first, then Cb, then Cr, and with `alpha` each pixel's alpha as it is
    /// (straight, not multiplied into the colour: what VP9's alpha and browsers take). `planes`
    /// is the caller's, so that a video's frames reuse one buffer.
    public static func convert(_ image: RGBAImage, into planes: inout [UInt8], alpha: Bool = false) {
        let width = image.size.width, height = image.size.height
        precondition(width % 2 == 0 && height % 2 == 0, "4:2:0 of an odd size, \(width)x\(height)")
        let count = byteCount(image.size, alpha: alpha)
        if planes.count != count { planes = [UInt8](repeating: 0, count: count) }
        let (yR, yG, yB) = luma, (cbR, cbG, cbB) = blueDifference, (crR, crG, crB) = redDifference
        image.pixels.withUnsafeBufferPointer { $0.withMemoryRebound(to: UInt32.self) { pixels in
            planes.withUnsafeMutableBufferPointer { out in
                // A pixel is one 32-bit word: red in its first byte, its lowest read little-endian.
                // Wrapping arithmetic throughout: the values cannot overflow, and without traps
                // the compiler vectorises the loops.
                guard let words = pixels.baseAddress, let luma = out.baseAddress else { return }
                // 16 << 16 is the offset of black; 1 << 15 rounds to nearest.
                let lumaOffset: Int32 = (16 << 16) + (1 << 15)
                for index in 0 ..< width &* height {
                    let word = UInt32(littleEndian: words[index])
                    let r = Int32(truncatingIfNeeded: word & 0xFF), g = Int32(truncatingIfNeeded: (word &>> 8) & 0xFF)
                    let b = Int32(truncatingIfNeeded: (word &>> 16) & 0xFF)
                    luma[index] = UInt8(truncatingIfNeeded: (yR &* r &+ yG &* g &+ yB &* b &+ lumaOffset) &>> 16)
                }
                let half = width / 2
                let blue = luma + width * height, red = blue + half * (height / 2)
                // Four pixels summed: 128 four times over, and 1 << 17 to round, at 1/(4 * 65536).
                let chromaOffset: Int32 = (512 << 16) + (1 << 17)
                for row in 0 ..< height / 2 {
                    let top = words + 2 &* row &* width, bottom = top + width
                    let cb = blue + row &* half, cr = red + row &* half
                    for x in 0 ..< half {
                        let topLeft = UInt32(littleEndian: top[2 &* x]), topRight = UInt32(littleEndian: top[2 &* x &+ 1])
                        let bottomLeft = UInt32(littleEndian: bottom[2 &* x]), bottomRight = UInt32(littleEndian: bottom[2 &* x &+ 1])
                        // Red and blue of four pixels summed at once, each in its own 16 bits of the word.
                        let redAndBlue = (topLeft & 0x00FF_00FF) &+ (topRight & 0x00FF_00FF)
                            &+ (bottomLeft & 0x00FF_00FF) &+ (bottomRight & 0x00FF_00FF)
                        let green = ((topLeft &>> 8) & 0xFF) &+ ((topRight &>> 8) & 0xFF) &+ ((bottomLeft &>> 8) & 0xFF) &+ ((bottomRight &>> 8) & 0xFF)
                        let r = Int32(truncatingIfNeeded: redAndBlue & 0xFFFF), b = Int32(truncatingIfNeeded: redAndBlue &>> 16)
                        let g = Int32(truncatingIfNeeded: green)
                        cb[x] = UInt8(truncatingIfNeeded: (cbR &* r &+ cbG &* g &+ cbB &* b &+ chromaOffset) &>> 18)
                        cr[x] = UInt8(truncatingIfNeeded: (crR &* r &+ crG &* g &+ crB &* b &+ chromaOffset) &>> 18)
                    }
                }
                guard alpha else { return }
                let opacity = red + half * (height / 2)
                for index in 0 ..< width &* height {
                    opacity[index] = UInt8(truncatingIfNeeded: UInt32(littleEndian: words[index]) &>> 24)
                }
            }
        } }
    }
}
