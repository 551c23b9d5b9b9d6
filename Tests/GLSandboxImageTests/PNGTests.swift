import Foundation
import GLSandboxImage
import Testing
import TestSupport

@Suite("PNG")
struct PNGTests {
    /// A small image with every channel varying, so a swapped or flipped byte shows.
    static let gradient: RGBAImage = {
        var image = RGBAImage(size: Size(17, 9))
        for y in 0..<9 { for x in 0..<17 { image[x, y] = Pixel(UInt8(x * 15), UInt8(y * 28), UInt8((x * y) % 256), UInt8(255 - x)) } }
        return image
    }()

    @Test("encode then decode gives the same pixels back")
    func roundTrip() throws {
        let bytes = try PNG.encode(Self.gradient)
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try PNG.decode(bytes) == Self.gradient)
    }

    @Test("a written file is read back the same, and ImageMagick reads it too")
    func fileRoundTripAndOutsideReader() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("gradient.png").path
        try Self.gradient.writePNG(to: path)
        #expect(try RGBAImage(pngFile: path) == Self.gradient)
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gradient.png"])

        let identify = try run("/usr/bin/env", ["identify", "-format", "%m %w %h %[channels]", path])
        #expect(identify.status == 0, "ImageMagick's identify is needed (make test installs imagemagick): \(identify.stderr)")
        #expect(identify.stdout.hasPrefix("PNG 17 9"), "identify said: \(identify.stdout)")
        // ImageMagick's view of a pixel equals ours.
        let pixel = try run("/usr/bin/env", ["convert", path, "-format", "%[pixel:p{16,8}]", "info:"])
        #expect(pixel.stdout.contains("srgba(240,224,128,0.937"), "convert said: \(pixel.stdout)")
    }

    @Test("bad files are typed errors that name the cause")
    func badInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let good = try PNG.encode(Self.gradient)
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(throws: PNGError.fileNotFound(path: missing)) { try PNG.read(from: missing) }
        #expect(throws: PNGError.isDirectory(path: folder.path)) { try PNG.read(from: folder.path) }
        let empty = try file("empty.png", [])
        #expect(throws: PNGError.empty(path: empty)) { try PNG.read(from: empty) }
        let text = try file("text.png", Array("hello, not a png".utf8))
        #expect(throws: PNGError.notPNG(path: text)) { try PNG.read(from: text) }
        let truncated = try file("truncated.png", Array(good.prefix(good.count / 2)))
        do {
            _ = try PNG.read(from: truncated)
            Issue.record("a truncated PNG was read")
        } catch {
            guard case .corrupt(let path, let reason) = error else { Issue.record("\(error)"); return }
            #expect(path == truncated)
            #expect(!reason.isEmpty)
        }
    }

    @Test("writing into a missing folder or onto a directory is a typed error and leaves nothing")
    func unwritable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: PNGError.self) { try Self.gradient.writePNG(to: folder.path + "/no/such/folder/x.png") }
        #expect(throws: PNGError.self) { try Self.gradient.writePNG(to: folder.path) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("flipping twice is the identity; flipping once reverses rows")
    func flip() {
        let image = Self.gradient
        #expect(image.flippedVertically().flippedVertically() == image)
        #expect(image.flippedVertically()[3, 0] == image[3, 8])
    }
}

@Suite("Public API bad input")
struct APIBadInputTests {
    @Test("images from wrong byte counts or negative sizes are typed errors, not traps")
    func images() {
        #expect(throws: ImageError.wrongByteCount(size: Size(2, 2), expected: 16, actual: 3)) { try RGBAImage(size: Size(2, 2), pixels: [1, 2, 3]) }
        #expect(throws: ImageError.negativeSize(Size(-1, 2))) { try RGBAImage(size: Size(-1, 2), pixels: []) }
        #expect(RGBAImage(size: Size(-3, 4)).size == Size(0, 4))
        #expect(RGBAImage(size: Size(0, 0)).flippedVertically().pixels.isEmpty)
        #expect(ImageComparison.compare(expected: RGBAImage(size: Size(0, 0)), actual: RGBAImage(size: Size(0, 0))).matches)
        #expect(!ImageComparison.compare(expected: RGBAImage(size: Size(1, 1)), actual: RGBAImage(size: Size(0, 0))).matches)
    }
}
