/// A picture of 32-bit floats, one to four channels a texel: what a DDS file holds (a lookup
/// table such as the LTC ones of the VS Code shader-toy extension's demos), uploaded as an
/// R32F, RG32F, RGB32F or RGBA32F texture.
///
/// Rows are in GL's order, not an image's: the first row of ``values`` is `t = 0`, the bottom
/// of the channel (the extension uploads a DDS as it is stored, three.js's `flipY` off).
/// A value: safe to send between threads.
public struct FloatImage: Hashable, Sendable {
    public let size: Size
    /// 1 (red), 2 (red, green), 3 (RGB) or 4 (RGBA). A texture of fewer channels samples as
    /// (r, 0, 0, 1), (r, g, 0, 1) or (r, g, b, 1).
    public let channels: Int
    /// `width * height * channels` floats, the first row first (`t = 0`), each texel's channels in order.
    public let values: [Float]

    public var width: Int { size.width }
    public var height: Int { size.height }
    /// What the values take in memory (and as a texture without mipmaps).
    public var byteCount: Int { values.count * MemoryLayout<Float>.size }

    /// Wraps `values`: `width * height * channels` of them, the first row at `t = 0`.
    public init(size: Size, channels: Int, values: [Float]) {
        precondition(size.width > 0 && size.height > 0 && (1...4).contains(channels)
                     && values.count == size.width * size.height * channels, "values do not match the size")
        self.size = size
        self.channels = channels
        self.values = values
    }

    /// Texel (x, y)'s channels, `y = 0` being the first row (`t = 0`).
    public subscript(x: Int, y: Int) -> ArraySlice<Float> {
        let start = (y * width + x) * channels
        return values[start..<start + channels]
    }
}
