import Foundation
import GLSandboxImage
import Testing
import TestSupport



@Suite("Image files by content")
struct ImageFileTests {
    static let jpegs = ["colour-420", "colour-422", "colour-444", "progressive", "restart-markers", "grey", "cmyk", "exif-orientation-6"]

    /// The expected pixels are Pillow's decode of the same file (Pillow 13.0.0 with its
    /// libjpeg-turbo 3.2.0, made by Tests/Fixtures/jpeg/make_jpegs.py, pillow-version.txt):
    /// ours (the system's libjpeg-turbo, accurate DCT, fancy upsampling) must equal it exactly.
    @Test("a JPEG decodes to exactly Pillow's pixels (colour 4:2:0/4:2:2/4:4:4, progressive, restarts, grey, CMYK, EXIF-rotated)",
          arguments: jpegs)
    func jpegMatchesPillow(_ name: String) throws {
        let folder = imageFixtures.appendingPathComponent("jpeg")
        let expected = try PNG.read(from: folder.appendingPathComponent("\(name).pillow.png").path)
        let decoded = try RGBAImage(imageFile: folder.appendingPathComponent("\(name).jpg").path)
        #expect(decoded.size == Size(37, 29))
        if decoded != expected {
            let difference = ImageComparison.compare(expected: expected, actual: decoded, tolerance: Tolerance(maxChannelDelta: 0))
            Issue.record("\(name).jpg differs from Pillow's decode: \(difference)")
        }
    }

    @Test("a JPEG named .png is read as the JPEG it is; a PNG named .jpg as a PNG")
    func byContentNotName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let jpeg = imageFixtures.appendingPathComponent("jpeg/colour-420.jpg")
        let disguised = folder.appendingPathComponent("wood.png")
        try FileManager.default.copyItem(at: jpeg, to: disguised)
        #expect(try RGBAImage(imageFile: disguised.path) == PNG.read(from: imageFixtures.appendingPathComponent("jpeg/colour-420.pillow.png").path))
        let png = folder.appendingPathComponent("really.jpg")
        try PNGTests.gradient.writePNG(to: png.path)
        #expect(try RGBAImage(imageFile: png.path) == PNGTests.gradient)
        #expect(try RGBAImage(imageData: [UInt8](Data(contentsOf: jpeg))).size == Size(37, 29))
    }

    @Test("other formats are refused, named by their first bytes")
    func otherFormatsNamed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Real files from ImageMagick for the common ones, magic bytes for the rest.
        for (ext, format) in [("gif", ImageFormat.gif), ("bmp", .bmp), ("tif", .tiff)] {
            let path = folder.appendingPathComponent("picture.\(ext)").path
            let made = try run("/usr/bin/env", ["convert", "-size", "4x4", "xc:red", path])
            #expect(made.status == 0, "\(made.stderr)")
            let renamed = folder.appendingPathComponent("\(ext).png").path
            try FileManager.default.moveItem(atPath: path, toPath: renamed)
            #expect(throws: ImageFileError.unsupportedFormat(path: renamed, format: format)) { try RGBAImage(imageFile: renamed) }
        }
        let samples: [(String, [UInt8], ImageFormat)] = [
            ("webp", Array("RIFF\u{24}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), .webP),
            ("hdr", Array("#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n".utf8), .radianceHDR),
            ("exr", [0x76, 0x2F, 0x31, 0x01, 2, 0, 0, 0], .openEXR),
            ("html", Array("<!DOCTYPE html><html><body>404 Not Found".utf8), .html),
            ("lfs", Array("version https://git-lfs.github.com/spec/v1\noid sha256:abc\n".utf8), .text(firstLine: "version https://git-lfs.github.com/spec/")),
            ("noise", [0x00, 0x01, 0x02, 0xFE, 0x10, 0x20, 0x30, 0x40, 0x50], .unknown(firstBytes: [0x00, 0x01, 0x02, 0xFE, 0x10, 0x20, 0x30, 0x40])),
        ]
        for (name, bytes, format) in samples {
            let path = folder.appendingPathComponent("\(name).png").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            #expect(throws: ImageFileError.unsupportedFormat(path: path, format: format)) { try RGBAImage(imageFile: path) }
        }
        let gif = ImageFileError.unsupportedFormat(path: "a.png", format: .gif).description
        #expect(gif == "a.png is a GIF image, which GLSandbox does not read: convert it to PNG (e.g. `convert a.png out.png`) or JPEG")
        #expect(ImageFileError.unsupportedFormat(path: "n.png", format: .unknown(firstBytes: [0, 0xAB])).description.contains("00 AB"))
    }

    /// A JPEG whose only segment before the pictures is an `Exif` APP1 holding `directory`
    /// (the TIFF header's first directory, its entries as the EXIF standard lays them out).
    static func exifJPEG(littleEndian: Bool, entries: [(tag: Int, type: Int, count: Int, value: Int)], entryCount: Int? = nil) -> [UInt8] {
        func bytes(_ value: Int, _ count: Int) -> [UInt8] {
            let ordered = (0 ..< count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
            return littleEndian ? ordered : ordered.reversed()
        }
        var tiff: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + bytes(42, 2) + bytes(8, 4) + bytes(entryCount ?? entries.count, 2)
        for entry in entries { tiff += bytes(entry.tag, 2) + bytes(entry.type, 2) + bytes(entry.count, 4) + bytes(entry.value, 2) + [0, 0] }
        tiff += [0, 0, 0, 0]
        let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body + [0xFF, 0xDA, 0, 2]
    }

    @Test("a JPEG's EXIF orientation: Pillow's rotated fixture says 6, the others none; each of 1 to 8 in either byte order, after a JFIF segment; damaged or hostile headers say nothing and never read past the end")
    func exifOrientation() throws {
        let folder = imageFixtures.appendingPathComponent("jpeg")
        let rotated = try [UInt8](Data(contentsOf: folder.appendingPathComponent("exif-orientation-6.jpg")))
        #expect(JPEG.exifOrientation(rotated) == 6, "Pillow wrote 6 (ImageMagick reads it as RightTop)")
        for name in Self.jpegs where name != "exif-orientation-6" {
            #expect(JPEG.exifOrientation(try [UInt8](Data(contentsOf: folder.appendingPathComponent(name + ".jpg")))) == nil, "\(name)")
        }
        let jfif: [UInt8] = [0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        for value in 1...8 {
            for little in [true, false] {
                let file = Self.exifJPEG(littleEndian: little, entries: [(0x0100, 3, 1, 37), (274, 3, 1, value)])
                #expect(JPEG.exifOrientation(file) == value, "\(value), little-endian \(little)")
                #expect(JPEG.exifOrientation(Array(file[0..<2]) + jfif + Array(file[2...])) == value, "\(value) after JFIF")
            }
        }
        // Hostile: a wrong type or count, a value out of range, a directory of 65535 entries that is
        // not there, no JPEG, the pictures' data before the EXIF.
        #expect(JPEG.exifOrientation(Self.exifJPEG(littleEndian: true, entries: [(274, 4, 1, 6)])) == nil, "a LONG")
        #expect(JPEG.exifOrientation(Self.exifJPEG(littleEndian: true, entries: [(274, 3, 2, 6)])) == nil, "two values")
        #expect(JPEG.exifOrientation(Self.exifJPEG(littleEndian: true, entries: [(274, 3, 1, 9)])) == nil, "9")
        #expect(JPEG.exifOrientation(Self.exifJPEG(littleEndian: false, entries: [(0x0100, 3, 1, 37)], entryCount: 65535)) == nil)
        #expect(JPEG.exifOrientation([0x89, 0x50, 0x4E, 0x47]) == nil)
        let late = Self.exifJPEG(littleEndian: true, entries: [(274, 3, 1, 6)])
        #expect(JPEG.exifOrientation([0xFF, 0xD8, 0xFF, 0xDA, 0, 2] + Array(late[2...])) == nil, "after the pictures' data")
        // Every cut of the rotated fixture's header, and every byte of a crafted one changed: an answer or none, no trap.
        for length in 0 ..< min(rotated.count, 400) { _ = JPEG.exifOrientation(Array(rotated.prefix(length))) }
        for index in late.indices {
            for byte: UInt8 in [0x00, 0x7F, 0xFF] {
                var changed = late
                changed[index] = byte
                if let value = JPEG.exifOrientation(changed) { #expect((1...8).contains(value)) }
            }
        }
    }

    @Test("a damaged JPEG is a typed error with libjpeg-turbo's words; a truncated one is refused, not filled with grey")
    func damagedJPEG() throws {
        let bytes = try [UInt8](Data(contentsOf: imageFixtures.appendingPathComponent("jpeg/colour-420.jpg")))
        for (what, broken) in [("truncated", Array(bytes.prefix(bytes.count * 2 / 3))), ("headerless", [0xFF, 0xD8, 0xFF, 0xE0, 0, 2, 0, 0])] {
            do {
                _ = try RGBAImage(imageData: broken, name: what)
                Issue.record("the \(what) JPEG was read")
            } catch {
                guard case .damaged(let path, .jpeg, let reason) = error else { Issue.record("\(error)"); continue }
                #expect(path == what)
                #expect(!reason.isEmpty)
            }
        }
    }

    @Test("a named pipe is refused at once, neither opened for reading nor waited on; so are devices")
    func notARegularFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("channel.png").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Before the fix, each of these blocked for ever in open(2) (the hang guard ended the run).
        #expect(throws: ImageFileError.notRegularFile(path: fifo, kind: "a named pipe (FIFO)")) { try RGBAImage(imageFile: fifo) }
        #expect(throws: PNGError.notRegularFile(path: fifo, kind: "a named pipe (FIFO)")) { try PNG.read(from: fifo) }
        #expect(throws: ImageFileError.notRegularFile(path: "/dev/zero", kind: "a character device")) { try RGBAImage(imageFile: "/dev/zero") }
        #expect(throws: ImageFileError.isDirectory(path: folder.path)) { try RGBAImage(imageFile: folder.path) }
        let missing = folder.appendingPathComponent("none.jpg").path
        #expect(throws: ImageFileError.fileNotFound(path: missing)) { try RGBAImage(imageFile: missing) }
    }

    @Test("a file above the size cap is refused before a byte is read, the cap in the message")
    func sizeCap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.jpg").path
        _ = FileManager.default.createFile(atPath: path, contents: Data([0xFF, 0xD8, 0xFF]))
        #expect(truncate(path, off_t(ImageFile.maximumFileBytes + 1)) == 0)   // sparse: no disk used
        #expect(throws: ImageFileError.fileTooBig(path: path, bytes: ImageFile.maximumFileBytes + 1)) { try RGBAImage(imageFile: path) }
        #expect(ImageFileError.fileTooBig(path: path, bytes: 1).description.hasSuffix("more than the 256 MiB an image file may have here"))
    }
}

@Suite("PNG variants")
struct PNGVariantTests {
    static let names: [String] = {
        let folder = imageFixtures.appendingPathComponent("png").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }()

    @Test("the fixtures are every colour type and bit depth, some interlaced")
    func fixturesAreWhatTheySay() throws {
        #expect(Self.names.count == 22)
        var seen = Set<String>()
        for name in Self.names {
            let bytes = try [UInt8](Data(contentsOf: imageFixtures.appendingPathComponent("png/\(name)")))
            seen.insert("\(bytes[25])-\(bytes[24])\(bytes[28] == 1 ? "i" : "")")   // IHDR: colour type, depth, interlace
        }
        #expect(seen.isSuperset(of: ["0-1", "0-2", "0-4", "0-8", "0-16", "4-8", "4-16", "3-1", "3-2", "3-4", "3-8",
                                     "2-8", "2-16", "6-8", "6-16", "0-1i", "3-4i", "2-16i", "6-8i"]), "\(seen)")
    }

    /// Expected: ImageMagick's decode of the same file (16-bit samples scaled to 8 bits as v / 257, rounded).
    @Test("each decodes to ImageMagick's pixels", arguments: names)
    func matchesImageMagick(_ name: String) throws {
        let path = imageFixtures.appendingPathComponent("png/\(name)").path
        let expected = try imageMagickRGBA(path)
        let decoded = try RGBAImage(imageFile: path)
        if decoded != expected {
            let difference = ImageComparison.compare(expected: expected, actual: decoded, tolerance: Tolerance(maxChannelDelta: 0))
            Issue.record("\(name) differs from ImageMagick's decode: \(difference)")
        }
    }
}
