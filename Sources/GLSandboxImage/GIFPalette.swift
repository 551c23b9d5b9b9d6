/// The colours of one GIF frame: a palette of at most 256 entries and, for every pixel, the index
/// of its entry (rows top to bottom, like ``RGBAImage``). Alpha is ignored: GIF frames are opaque here.
///
/// A frame with 256 distinct colours or fewer gets exactly those colours, so it is stored without
/// loss. A frame with more is reduced by median cut (Heckbert, "Color Image Quantization for Frame
/// Buffer Display", SIGGRAPH 1982): the colours are counted in bins of 4 levels a channel (6 bits),
/// the box of bins that is longest along some channel is cut in two at the median pixel of that
/// channel, until there are 256 boxes; each box's entry is the mean of the pixels in it, so a pixel
/// is off by at most the extent of its box along each channel.
///
/// (giflib's own `GifQuantizeBuffer` is not used: it keeps the sort axis in a static variable, so two
/// writers on two threads race, and it averages 5-bit values and shifts them back, which darkens
/// every entry by up to 7 levels: white comes back as 248.)
struct GIFPalette: Equatable, Sendable {
    /// The palette, at most 256 entries, each with alpha 255.
    var colors: [Pixel]
    /// One palette index per pixel, `width * height` of them, top row first.
    var indices: [UInt8]
    /// Whether every pixel is stored with its own colour (the frame has 256 colours or fewer).
    var isExact: Bool

    /// The most entries a GIF colour table holds.
    static let maximumColors = 256

    /// The palette for one frame: exact when it can be, else median cut.
    init(for image: RGBAImage) {
        if let exact = Self.exact(image) {
            self = exact
        } else {
            self = Self.medianCut(image)
        }
    }

    private init(colors: [Pixel], indices: [UInt8], isExact: Bool) {
        self.colors = colors
        self.indices = indices
        self.isExact = isExact
    }

    // MARK: - Exact

    /// The frame's own colours, or nil when it has more than 256 of them. Stops at the 257th colour.
    private static func exact(_ image: RGBAImage) -> GIFPalette? {
        let count = image.width * image.height
        var indices = [UInt8](repeating: 0, count: count)
        var colors: [Pixel] = []
        var lookup: [UInt32: UInt8] = [:]
        lookup.reserveCapacity(maximumColors)
        // Neighbouring pixels are often the same colour: remember the last one.
        var lastKey = UInt32.max, lastIndex: UInt8 = 0
        let fits = image.pixels.withUnsafeBufferPointer { rgba in
            indices.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    let r = rgba[4 * i], g = rgba[4 * i + 1], b = rgba[4 * i + 2]
                    let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                    if key != lastKey {
                        if let known = lookup[key] {
                            lastIndex = known
                        } else {
                            guard colors.count < maximumColors else { return false }
                            lastIndex = UInt8(colors.count)
                            lookup[key] = lastIndex
                            colors.append(Pixel(r, g, b, 255))
                        }
                        lastKey = key
                    }
                    out[i] = lastIndex
                }
                return true
            }
        }
        guard fits else { return nil }
        return GIFPalette(colors: colors, indices: indices, isExact: true)
    }

    // MARK: - Median cut

    /// Bits kept of each channel when counting colours: 6, so a bin spans 4 levels a channel.
    private static let binBits = 6
    private static let binShift = 8 - binBits
    private static let binCount = 1 << (3 * binBits)

    /// One occupied bin: where it is, how many pixels fell in it, and the sum of their colours
    /// (so a palette entry is the true mean of its pixels, not the middle of a bin).
    private struct Bin {
        var bin: Int32
        /// The bin's coordinates along red, green and blue, 0 to 63.
        var coordinates: (Int32, Int32, Int32)
        var count = 0
        var sum: (red: Int, green: Int, blue: Int) = (0, 0, 0)

        init(bin: Int) {
            self.bin = Int32(bin)
            let mask = (1 << binBits) - 1
            coordinates = (Int32(bin >> (2 * binBits)), Int32((bin >> binBits) & mask), Int32(bin & mask))
        }

        func coordinate(_ axis: Int) -> Int32 {
            axis == 0 ? coordinates.0 : axis == 1 ? coordinates.1 : coordinates.2
        }
    }

    /// A box of bins: a range of the bin array, its pixel count, and its bounds along each channel.
    private struct Box {
        var range: Range<Int>
        var count = 0
        var low: [Int32] = [.max, .max, .max]
        var high: [Int32] = [.min, .min, .min]

        init(_ range: Range<Int>, of bins: UnsafeMutableBufferPointer<Bin>) {
            self.range = range
            for index in range {
                let bin = bins[index]
                count += bin.count
                for axis in 0..<3 {
                    let value = bin.coordinate(axis)
                    low[axis] = min(low[axis], value)
                    high[axis] = max(high[axis], value)
                }
            }
        }

        /// The channel along which the box is longest, and its extent there in bins.
        var longest: (axis: Int, extent: Int32) {
            var axis = 0
            for candidate in 1..<3 where high[candidate] - low[candidate] > high[axis] - low[axis] { axis = candidate }
            return (axis, high[axis] - low[axis])
        }
    }

    private static func medianCut(_ image: RGBAImage) -> GIFPalette {
        let count = image.width * image.height
        // Each pixel's bin, and how many pixels each bin has.
        var binOfPixel = [Int32](repeating: 0, count: count)
        // First a pixel count per bin, then a bin's place in `bins`, then the palette index of its box.
        var perBin = [Int32](repeating: 0, count: binCount)
        image.pixels.withUnsafeBufferPointer { rgba in
            binOfPixel.withUnsafeMutableBufferPointer { binOfPixel in
                perBin.withUnsafeMutableBufferPointer { perBin in
                    for i in 0..<count {
                        let bin = Int(rgba[4 * i] >> UInt8(binShift)) << (2 * binBits)
                            | Int(rgba[4 * i + 1] >> UInt8(binShift)) << binBits
                            | Int(rgba[4 * i + 2] >> UInt8(binShift))
                        binOfPixel[i] = Int32(bin)
                        perBin[bin] += 1
                    }
                }
            }
        }
        var bins: [Bin] = []
        for bin in 0..<binCount where perBin[bin] > 0 {
            perBin[bin] = Int32(bins.count)
            bins.append(Bin(bin: bin))
        }

        return bins.withUnsafeMutableBufferPointer { bins in
            image.pixels.withUnsafeBufferPointer { rgba in
                binOfPixel.withUnsafeMutableBufferPointer { binOfPixel in
                    perBin.withUnsafeMutableBufferPointer { perBin in
                        // Sum the colours in each bin.
                        for i in 0..<count {
                            let slot = Int(perBin[Int(binOfPixel[i])])
                            bins[slot].count += 1
                            bins[slot].sum.red += Int(rgba[4 * i])
                            bins[slot].sum.green += Int(rgba[4 * i + 1])
                            bins[slot].sum.blue += Int(rgba[4 * i + 2])
                        }

                        let boxes = cut(bins)

                        // Each box's entry is the mean colour of its pixels; each bin points at its box.
                        var colors: [Pixel] = []
                        colors.reserveCapacity(boxes.count)
                        for (index, box) in boxes.enumerated() {
                            var red = 0, green = 0, blue = 0
                            for slot in box.range {
                                red += bins[slot].sum.red
                                green += bins[slot].sum.green
                                blue += bins[slot].sum.blue
                                perBin[Int(bins[slot].bin)] = Int32(index)
                            }
                            let half = box.count / 2
                            colors.append(Pixel(UInt8((red + half) / box.count), UInt8((green + half) / box.count),
                                                UInt8((blue + half) / box.count), 255))
                        }
                        var indices = [UInt8](repeating: 0, count: count)
                        indices.withUnsafeMutableBufferPointer { indices in
                            for i in 0..<count { indices[i] = UInt8(perBin[Int(binOfPixel[i])]) }
                        }
                        return GIFPalette(colors: colors, indices: indices, isExact: false)
                    }
                }
            }
        }
    }

    /// Cuts the bins into at most 256 boxes: each time the box that is longest along some channel,
    /// across that channel, where half of its pixels are on either side.
    private static func cut(_ bins: UnsafeMutableBufferPointer<Bin>) -> [Box] {
        var boxes = [Box(0..<bins.count, of: bins)]
        while boxes.count < maximumColors {
            // The longest box; of equally long ones, the one with the most pixels.
            var chosen = -1
            var best: (extent: Int32, count: Int) = (0, 0)
            for (index, box) in boxes.enumerated() {
                let extent = box.longest.extent
                if extent > best.extent || (extent == best.extent && extent > 0 && box.count > best.count) {
                    chosen = index
                    best = (extent, box.count)
                }
            }
            guard chosen >= 0 else { break }   // every box is a single bin
            let (lower, upper) = split(boxes[chosen], of: bins)
            boxes[chosen] = lower
            boxes.append(upper)
        }
        return boxes
    }

    /// Cuts a box across its longest channel at the median pixel: bins up to the median value go
    /// first, the others after. The box must span more than one bin along that channel.
    private static func split(_ box: Box, of bins: UnsafeMutableBufferPointer<Bin>) -> (Box, Box) {
        let (axis, _) = box.longest
        let low = box.low[axis], high = box.high[axis]
        // The pixels at each value of the channel, then the value at which half of them are passed
        // (below the box's top, so that neither half is empty).
        var pixelsAt = [Int](repeating: 0, count: 1 << binBits)
        for slot in box.range { pixelsAt[Int(bins[slot].coordinate(axis))] += bins[slot].count }
        var cut = low, passed = pixelsAt[Int(low)]
        while passed * 2 < box.count, cut + 1 < high {
            cut += 1
            passed += pixelsAt[Int(cut)]
        }
        // Partition: bins at or below the cut to the front.
        var front = box.range.lowerBound, back = box.range.upperBound - 1
        while front <= back {
            if bins[front].coordinate(axis) <= cut {
                front += 1
            } else {
                bins.swapAt(front, back)
                back -= 1
            }
        }
        return (Box(box.range.lowerBound..<front, of: bins), Box(front..<box.range.upperBound, of: bins))
    }
}
