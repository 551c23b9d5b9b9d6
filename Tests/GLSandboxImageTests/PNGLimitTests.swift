import Foundation
@testable import GLSandboxImage
import Testing
import TestSupport

/// A PNG's header declares its size; a reader must refuse a size it will not hold before it
/// allocates memory for the pixels, and say which limit and which size.
@Suite("PNG limits")
struct PNGLimitTests {
    /// The CRC-32 of PNG chunks (ISO 3309, the polynomial of zlib), bit by bit.
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A chunk: length, type, data, CRC over type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
    }

    static let garbage = (0..<256).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }

    /// The PNG signature and a valid IHDR (8-bit RGBA) declaring `width` x `height`. Then, with
    /// `framed`, an IDAT chunk (correct CRC) of bytes that do not inflate and an IEND: libpng's
    /// `png_image_begin_read_from_memory` reads chunks up to the first IDAT, so it accepts this
    /// file, and the old reader allocated the pixels before `png_image_finish_read` failed on the
    /// data. Without `framed`, the garbage follows IHDR directly (libpng itself stops at it).
    /// Either way a reader that gets past the header check fails on the garbage, so `tooLarge`
    /// can only come from the header check.
    static func header(width: UInt32, height: UInt32, framed: Bool = true) -> [UInt8] {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        let start: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
        return framed ? start + chunk("IDAT", garbage) + chunk("IEND", []) : start + garbage
    }

    @Test("a header declaring more than the limits is refused as too large, before the pixels are allocated",
          arguments: [(32768, 32768),          // 4 GiB of RGBA: the issue's case
                      (16385, 1),              // one pixel wider than the side limit
                      (1, 16385),
                      (16384, 4097),           // both sides allowed, one row above the pixel limit
                      (20000, 20000)])
    func tooLarge(width: Int, height: Int) {
        for framed in [true, false] {
            #expect(throws: PNGError.tooLarge(path: "<memory>", size: Size(width, height)), "framed: \(framed)") {
                try PNG.decode(Self.header(width: UInt32(width), height: UInt32(height), framed: framed))
            }
        }
    }

    /// 2000x2000 is within the size limits; its RGBA is 16,000,000 bytes. With 24 MB available
    /// (less than twice that) it is refused before allocating; with 64 MB it gets past the check
    /// and fails later, on the garbage.
    @Test("a header whose pixels need more than half the available memory is refused before allocating")
    func notEnoughMemory() throws {
        let bytes = Self.header(width: 2000, height: 2000)
        #expect(throws: PNGError.notEnoughMemory(path: "<memory>", size: Size(2000, 2000), needed: 16_000_000, available: 24_000_000)) {
            try PNG.decode(bytes, availableMemory: 24_000_000)
        }
        #expect(PNGError.notEnoughMemory(path: "x.png", size: Size(2000, 2000), needed: 16_000_000, available: 24_000_000)
            .description.contains("more than half of the 22 MiB this machine has available"))
        do {
            _ = try PNG.decode(bytes, availableMemory: 64_000_000)
            Issue.record("the garbage after the header decoded")
        } catch {
            #expect(!(error == .notEnoughMemory(path: "<memory>", size: Size(2000, 2000), needed: 16_000_000, available: 64_000_000)))
            if case .corrupt = error {} else { Issue.record("expected corrupt, got \(error)") }
        }
        #expect(PNG.availableMemory() > 0)
    }

    @Test("the largest allowed shapes get past the size check (and fail later, on the garbage)",
          arguments: [(16384, 1), (1, 16384), (64, 48)])
    func withinLimits(width: Int, height: Int) {
        for framed in [true, false] {
            do {
                _ = try PNG.decode(Self.header(width: UInt32(width), height: UInt32(height), framed: framed))
                Issue.record("garbage was decoded")
            } catch {
                guard case .corrupt = error else { Issue.record("expected .corrupt, got \(error)"); return }
            }
        }
    }

    @Test("the limits themselves: 16384 a side and 64 Mpixel (256 MiB of RGBA)")
    func limits() {
        #expect(PNG.maximumSide == 16384)
        #expect(PNG.maximumPixels == 1 << 26)
        #expect(PNG.maximumPixels * 4 == 1 << 28)
    }

    @Test("the error names the file, the declared size and both limits")
    func message() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.png").path
        try Data(Self.header(width: 32768, height: 32768)).write(to: URL(fileURLWithPath: path))
        do {
            _ = try PNG.read(from: path)
            Issue.record("a 32768x32768 header was read")
        } catch {
            #expect(error == .tooLarge(path: path, size: Size(32768, 32768)))
            let text = error.description
            #expect(text.contains(path))
            #expect(text.contains("32768x32768"))
            #expect(text.contains("16384"))
            #expect(text.contains("67108864"))
        }
    }

    // MARK: Encoding in one pass

    /// Noise does not compress: the encoder's output is larger than the pixels, which is the
    /// case a first guess of the output size must hold (or retry).
    static func noise(_ size: Size) -> RGBAImage {
        var state: UInt32 = 0x1234_5678
        var image = RGBAImage(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width {
                state = state &* 1_664_525 &+ 1_013_904_223
                image[x, y] = Pixel(UInt8(state >> 24), UInt8(state >> 16 & 0xFF), UInt8(state >> 8 & 0xFF), UInt8(state & 0xFF))
            }
        }
        return image
    }

    @Test("encode round-trips incompressible, flat and tiny images, fast or not",
          arguments: [false, true])
    func encodeRoundTrip(fast: Bool) throws {
        let noisy = Self.noise(Size(257, 131))
        let encoded = try PNG.encode(noisy, fast: fast)
        #expect(encoded.count > noisy.pixels.count, "noise should not compress")
        #expect(try PNG.decode(encoded) == noisy)
        // The one output buffer (libpng's worst case) held it: no second encode was needed.
        #expect(encoded.count <= PNG.worstCaseEncodedSize(width: 257, height: 131))
        for image in [RGBAImage(size: Size(600, 480), filling: Pixel(26, 26, 31)), RGBAImage(size: Size(1, 1), filling: Pixel(1, 2, 3, 4))] {
            #expect(try PNG.decode(try PNG.encode(image, fast: fast)) == image)
        }
    }

    @Test("a first buffer too small is retried once with the size libpng asks for, giving the same bytes")
    func encodeRetry() throws {
        for image in [Self.noise(Size(64, 33)), RGBAImage(size: Size(40, 30), filling: Pixel(9, 8, 7))] {
            let once = try PNG.encode(image)
            #expect(try PNG.encode(image, fast: false, firstCapacity: 16) == once)
            #expect(try PNG.encode(image, fast: false, firstCapacity: once.count) == once)
            #expect(try PNG.encode(image, fast: false, firstCapacity: once.count - 1) == once)
        }
    }
}

@Suite("PNG: 16-bit images")
struct PNG16BitTests {
    /// A 16-bit grey PNG of `values` (one row), written by Python's zlib (an outside encoder),
    /// with no gAMA, sRGB or iCCP chunk.
    func sixteenBitGrey(_ values: [Int]) throws -> String {
        let path = try temporaryFolder().appendingPathComponent("grey16.png").path
        let script = """
            import struct, sys, zlib
            values = [\(values.map(String.init).joined(separator: ","))]
            def chunk(kind, data):
                return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)
            raw = b'\\x00' + b''.join(struct.pack('>H', v) for v in values)
            png = b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', len(values), 1, 16, 0, 0, 0, 0)) \\
                + chunk(b'IDAT', zlib.compress(raw)) + chunk(b'IEND', b'')
            open(sys.argv[1], 'wb').write(png)
            """
        let result = try run("/usr/bin/env", ["python3", "-c", script, path])
        #expect(result.status == 0, "\(result.stderr)")
        return path
    }

    @Test("16-bit samples become v / 257 rounded (the PNG spec's scaling), not a linear-to-sRGB conversion")
    func scaling() throws {
        let values = [0, 1500, 16384, 32896, 65535]
        let image = try RGBAImage(pngFile: try sixteenBitGrey(values))
        let expected: [UInt8] = values.map { UInt8((Double($0) / 257).rounded()) }   // 0, 6, 64, 128, 255
        #expect((0..<values.count).map { image[$0, 0].r } == expected)
        #expect((0..<values.count).map { image[$0, 0].a } == Array(repeating: 255, count: values.count))
    }
}
