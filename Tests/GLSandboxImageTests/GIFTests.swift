import Foundation
import GLSandboxImage
import Testing
import TestSupport

/// Animated GIFs, checked with an outside reader: ImageMagick's `identify` and `convert`
/// (`make test` installs imagemagick). Expected values come from the GIF89a spec or from what
/// ImageMagick reads, never from the writer.
@Suite("GIF")
struct GIFTests {
    static let size = Size(64, 48)

    /// Four solid quadrants, with the extremes 0 and 255 in them (a quantizer that works in fewer
    /// bits tends to lose those).
    static let quadrants: RGBAImage = {
        var image = RGBAImage(size: size)
        let colors = [Pixel(230, 30, 40), Pixel(255, 255, 255), Pixel(0, 0, 0), Pixel(20, 90, 250)]
        for y in 0..<size.height {
            for x in 0..<size.width {
                image[x, y] = colors[(y < size.height / 2 ? 0 : 2) + (x < size.width / 2 ? 0 : 1)]
            }
        }
        return image
    }()

    /// Exactly 256 colours, the most a GIF frame holds: 16 x 16 tiles of 4 x 3 pixels, each its own colour.
    static let tiles: RGBAImage = {
        var image = RGBAImage(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let column = x / 4, row = y / 3
                image[x, y] = Pixel(UInt8(column * 17), UInt8(row * 17), UInt8(255 - (column * 16 + row) % 256))
            }
        }
        return image
    }()

    /// A smooth 2D gradient: red 4 levels a column (0...252), green 5 a row (0...235), blue fixed;
    /// every one of its 64 x 48 = 3072 pixels is a different colour.
    static let gradient: RGBAImage = {
        var image = RGBAImage(size: size)
        for y in 0..<size.height { for x in 0..<size.width { image[x, y] = Pixel(UInt8(4 * x), UInt8(5 * y), 77) } }
        return image
    }()

    // MARK: - Frames and header

    @Test("a 3-frame GIF of 64x48 is three 64x48 frames of a GIF89a to ImageMagick")
    func threeFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("three.gif").path
        try write([Self.gradient, Self.quadrants, Self.tiles], to: path, framesPerSecond: 10)

        let identify = try run("/usr/bin/env", ["identify", "-format", "%m %w %h %W %H\n", path])
        #expect(identify.status == 0, "ImageMagick's identify is needed (make test installs imagemagick): \(identify.stderr)")
        #expect(lines(identify.stdout) == Array(repeating: "GIF 64 48 64 48", count: 3), "identify said: \(identify.stdout)")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(bytes.last == 0x3B, "a GIF ends with the trailer byte 0x3B")
        // Nothing is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["three.gif"])
    }

    @Test("the GIF loops forever: a NETSCAPE2.0 extension with loop count 0")
    func loopsForever() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("loop.gif").path
        try write([Self.quadrants, Self.gradient], to: path, framesPerSecond: 10)

        // GIF89a application extension: 0x21 0xFF, block of 11 "NETSCAPE2.0", then the sub-block
        // 3, 1, loop count (little-endian, 0 = forever), then the terminator 0.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let expected: [UInt8] = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
        #expect(bytes.firstRange(of: expected) != nil, "no NETSCAPE2.0 loop-forever extension in the file")
        let verbose = try run("/usr/bin/env", ["identify", "-verbose", path])
        #expect(verbose.stdout.contains("Iterations: 0"), "identify -verbose said: \(verbose.stdout.prefix(2000))")
    }

    // MARK: - Colours

    @Test("a frame of four colours comes back exactly, and alpha is ignored")
    func fewColoursExact() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("quadrants.gif").path
        var transparent = Self.quadrants
        for i in stride(from: 3, to: transparent.pixels.count, by: 4) { transparent.pixels[i] = UInt8(i % 256) }
        try write([Self.gradient, transparent, Self.gradient], to: path, framesPerSecond: 10)

        let frame = try readFrame(1, of: path, in: folder)
        #expect(frame.size == Self.size)
        #expect(frame == Self.quadrants, "first difference: \(firstDifference(frame, Self.quadrants))")
    }

    @Test("a frame of exactly 256 colours comes back exactly")
    func twoHundredFiftySixColoursExact() throws {
        #expect(Self.tiles.distinctPixels(limit: 300).count == 256)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("tiles.gif").path
        try write([Self.tiles, Self.gradient], to: path, framesPerSecond: 10)

        let frame = try readFrame(0, of: path, in: folder)
        #expect(frame == Self.tiles, "first difference: \(firstDifference(frame, Self.tiles))")
    }

    @Test("a smooth gradient of 3072 colours comes back within 8 levels a channel")
    func gradientWithinDelta() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gradient.gif").path
        try write([Self.quadrants, Self.gradient], to: path, framesPerSecond: 10)

        let frame = try readFrame(1, of: path, in: folder)
        #expect(frame.size == Self.size)
        // Median cut splits the 64 x 48 sheet of colours into 256 boxes of about 12 pixels each,
        // close to a 16 x 16 tiling: a box spans about 4 columns (red 4 apart: 12 levels) and 3 rows
        // (green 5 apart: 10 levels), and its colour is the mean of its pixels, so a pixel is at
        // most half a box away: 6 levels of red, 5 of green. The bound allows 8, for boxes that do
        // not fall on an even tiling. Blue is one value and must come back as it was (within 1, for
        // rounding the mean). In that tiling the worse of a pixel's red and green errors averages 5
        // over a box (red errors 6, 2, 2, 6 against green 5, 0, 5), so the mean is held to 6.
        var worst = 0, total = 0
        for y in 0..<Self.size.height {
            for x in 0..<Self.size.width {
                let delta = frame[x, y].maxChannelDelta(to: Self.gradient[x, y])
                worst = max(worst, delta)
                total += delta
                #expect(abs(Int(frame[x, y].b) - 77) <= 1)
            }
        }
        #expect(worst <= 8, "a pixel is \(worst) levels off")
        #expect(Double(total) / Double(Self.size.width * Self.size.height) <= 6, "mean error \(Double(total) / 3072)")
        // And it is not stored as a handful of bands: a quantized frame still has close to 256 colours.
        #expect(frame.distinctPixels(limit: 1000).count > 200)
    }

    @Test("odd frames: one pixel, 304 nearly equal colours, noise of every colour")
    func oddFrames() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One pixel, one colour (a colour table has at least 2 entries).
        let dot = folder.appendingPathComponent("dot.gif").path
        let gif = try AnimatedGIF(path: dot, size: Size(1, 1), framesPerSecond: 10)
        try gif.append(RGBAImage(size: Size(1, 1), filling: Pixel(255, 128, 1)))
        try gif.finish()
        let pixel = try run("/usr/bin/env", ["convert", dot, "-format", "%[pixel:p{0,0}]", "info:"])
        #expect(pixel.stdout.contains("(255,128,1)"), "convert said: \(pixel.stdout)")

        // 4 x 4 x 19 = 304 colours within a few levels of each other: more than a palette holds,
        // so they are quantized, but no colour may move by more than 4 levels (a palette of 256
        // holds all 16 red-green pairs with 16 blues each, so a blue needs to move by at most 1).
        var close = RGBAImage(size: Size(64, 19))
        for y in 0..<19 { for x in 0..<64 { close[x, y] = Pixel(UInt8(100 + x % 4), UInt8(50 + x / 4 % 4), UInt8(200 + y)) } }
        #expect(close.distinctPixels(limit: 400).count == 304)
        let closePath = folder.appendingPathComponent("close.gif").path
        let closeGIF = try AnimatedGIF(path: closePath, size: close.size, framesPerSecond: 10)
        try closeGIF.append(close)
        try closeGIF.finish()
        let closeBack = try readFrame(0, of: closePath, in: folder)
        var worst = 0
        for y in 0..<19 { for x in 0..<64 { worst = max(worst, closeBack[x, y].maxChannelDelta(to: close[x, y])) } }
        #expect(worst <= 4, "a colour moved by \(worst)")

        // Noise: 65536 pixels of random colours. It must be a readable GIF the right size.
        var generator = SystemRandomNumberGenerator()
        let noise = try RGBAImage(size: Size(256, 256), pixels: (0..<(256 * 256 * 4)).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let noisePath = folder.appendingPathComponent("noise.gif").path
        let noiseGIF = try AnimatedGIF(path: noisePath, size: noise.size, framesPerSecond: 10)
        try noiseGIF.append(noise)
        try noiseGIF.append(noise)
        try noiseGIF.finish()
        let identify = try run("/usr/bin/env", ["identify", "-format", "%w %h\n", noisePath])
        #expect(identify.status == 0, "\(identify.stderr)")
        #expect(lines(identify.stdout) == ["256 256", "256 256"])
    }

    // MARK: - Timing

    @Test("delays: 30 fps alternates 3 and 4 centiseconds, 10 fps is 10, faster than 50 fps is 2")
    func delays() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func delays(framesPerSecond: Double, frames: Int) throws -> [String] {
            let path = folder.appendingPathComponent("fps\(framesPerSecond).gif").path
            try write(Array(repeating: Self.quadrants, count: frames), to: path, framesPerSecond: framesPerSecond)
            let identify = try run("/usr/bin/env", ["identify", "-format", "%T\n", path])
            #expect(identify.status == 0, "\(identify.stderr)")
            return lines(identify.stdout)
        }
        // Frame n ends at n * 100/30 = 3.33, 6.67, 10, 13.33, 16.67, 20 centiseconds; rounded: 3, 7,
        // 10, 13, 17, 20; the differences are the delays.
        #expect(try delays(framesPerSecond: 30, frames: 6) == ["3", "4", "3", "3", "4", "3"])
        #expect(try delays(framesPerSecond: 10, frames: 3) == ["10", "10", "10"])
        // Browsers show delays under 2 centiseconds as 10: 100 fps is written as 50.
        #expect(try delays(framesPerSecond: 100, frames: 3) == ["2", "2", "2"])
        // A second of frames lasts a second: at 24 fps (4.17 centiseconds a frame) the delays add up to 100.
        let second = try delays(framesPerSecond: 24, frames: 24)
        #expect(second.count == 24)
        #expect(second.compactMap { Int($0) }.reduce(0, +) == 100, "delays: \(second)")
        #expect(Set(second) == ["4", "5"], "delays: \(second)")
    }

    // MARK: - Errors and the file's life

    @Test("a frame of another size is a typed error naming both sizes, and the writer goes on")
    func sizeMismatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("sizes.gif").path
        let gif = try AnimatedGIF(path: path, size: Self.size, framesPerSecond: 10)
        #expect(throws: GIFError.sizeMismatch(expected: Self.size, actual: Size(48, 64))) {
            try gif.append(RGBAImage(size: Size(48, 64)))
        }
        #expect("\(GIFError.sizeMismatch(expected: Self.size, actual: Size(48, 64)))".contains("48x64"))
        try gif.append(Self.quadrants)
        try gif.finish()
        let identify = try run("/usr/bin/env", ["identify", "-format", "%w %h\n", path])
        #expect(lines(identify.stdout) == ["64 48"])
    }

    @Test("a missing folder or a directory is a typed error, and leaves nothing behind")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.path + "/no/such/folder/x.gif"
        do {
            _ = try AnimatedGIF(path: missing, size: Self.size, framesPerSecond: 10)
            Issue.record("a GIF was opened in a missing folder")
        } catch {
            guard case .cannotCreate(let path, let reason) = error else { Issue.record("\(error)"); return }
            #expect(path == missing)
            #expect(reason.contains("does not exist"), "\(reason)")
        }
        let directory = folder.appendingPathComponent("a-directory.gif")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        #expect(throws: GIFError.cannotCreate(path: directory.path, reason: "it is a directory")) {
            try AnimatedGIF(path: directory.path, size: Self.size, framesPerSecond: 10)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a-directory.gif"])
        // /proc is not a place for files: open(2) refuses, and the error carries the system's reason.
        do {
            _ = try AnimatedGIF(path: "/proc/glsandbox-test.gif", size: Self.size, framesPerSecond: 10)
            Issue.record("a GIF was opened in /proc")
        } catch {
            guard case .cannotCreate(_, let reason) = error else { Issue.record("\(error)"); return }
            #expect(!reason.isEmpty)
        }
    }

    @Test("bad sizes and frame rates are typed errors")
    func badArguments() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("never.gif").path
        #expect(throws: GIFError.invalidSize(Size(0, 10))) { try AnimatedGIF(path: path, size: Size(0, 10), framesPerSecond: 10) }
        #expect(throws: GIFError.invalidSize(Size(65536, 1))) { try AnimatedGIF(path: path, size: Size(65536, 1), framesPerSecond: 10) }
        #expect(throws: GIFError.invalidFrameRate(0)) { try AnimatedGIF(path: path, size: Self.size, framesPerSecond: 0) }
        #expect(throws: GIFError.invalidFrameRate(-30)) { try AnimatedGIF(path: path, size: Self.size, framesPerSecond: -30) }
        #expect(throws: GIFError.invalidFrameRate(.infinity)) { try AnimatedGIF(path: path, size: Self.size, framesPerSecond: .infinity) }
        #expect(throws: GIFError.self) { try AnimatedGIF(path: path, size: Self.size, framesPerSecond: .nan) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("the GIF appears at its path only on finish(), replacing the old file in one step")
    func renamedOnFinish() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.gif").path
        let gif = try AnimatedGIF(path: path, size: Self.size, framesPerSecond: 10)
        try gif.append(Self.quadrants)
        try gif.append(Self.gradient)
        #expect(!FileManager.default.fileExists(atPath: path))
        let during = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(during.count == 1)
        #expect(during.allSatisfy { $0.hasPrefix(".out.gif.tmp-") }, "\(during)")

        try gif.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.gif"])
        try gif.finish()   // harmless
        #expect(throws: GIFError.finished(path: path)) { try gif.append(Self.quadrants) }
        let identify = try run("/usr/bin/env", ["identify", "-format", "%w %h\n", path])
        #expect(lines(identify.stdout) == ["64 48", "64 48"])

        // A second GIF over the first: the old file stays whole until the new one is finished.
        let old = try Data(contentsOf: URL(fileURLWithPath: path))
        let again = try AnimatedGIF(path: path, size: Self.size, framesPerSecond: 10)
        try again.append(Self.tiles)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == old)
        try again.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != old)
        #expect(lines(try run("/usr/bin/env", ["identify", "-format", "%w %h\n", path]).stdout) == ["64 48"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.gif"])
    }

    @Test("a GIF dropped without finish(), or finished with no frames, leaves nothing behind")
    func abandoned() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("dropped.gif").path
        do {
            let gif = try AnimatedGIF(path: path, size: Self.size, framesPerSecond: 10)
            try gif.append(Self.gradient)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        let empty = try AnimatedGIF(path: path, size: Self.size, framesPerSecond: 10)
        #expect(throws: GIFError.noFrames(path: path)) { try empty.finish() }
        #expect(throws: GIFError.noFrames(path: path)) { try empty.append(Self.gradient) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    // MARK: - Helpers

    /// Writes `frames` as a GIF with the code under test.
    private func write(_ frames: [RGBAImage], to path: String, framesPerSecond: Double) throws {
        let gif = try AnimatedGIF(path: path, size: Self.size, framesPerSecond: framesPerSecond)
        for frame in frames { try gif.append(frame) }
        try gif.finish()
    }

    /// Frame `index` of a GIF as ImageMagick decodes it, through a PNG.
    private func readFrame(_ index: Int, of path: String, in folder: URL) throws -> RGBAImage {
        let png = folder.appendingPathComponent("frame\(index).png").path
        let convert = try run("/usr/bin/env", ["convert", "\(path)[\(index)]", "PNG32:\(png)"])
        #expect(convert.status == 0, "ImageMagick's convert is needed (make test installs imagemagick): \(convert.stderr)")
        defer { try? FileManager.default.removeItem(atPath: png) }
        return try RGBAImage(pngFile: png)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    private func firstDifference(_ a: RGBAImage, _ b: RGBAImage) -> String {
        guard a.size == b.size else { return "sizes \(a.size) and \(b.size)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { return "(\(x), \(y)): \(a[x, y]) vs \(b[x, y])" }
        }
        return "none"
    }
}
