/// Why an image file (a channel, a Shadertoy medium, a `compare` input) could not be read.
public enum ImageFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case fileNotFound(path: String)
    case isDirectory(path: String)
    /// A named pipe, a device or a socket: refused before it is opened, since reading it could
    /// block forever or never end. `kind` says what it is.
    case notRegularFile(path: String, kind: String)
    case unreadable(path: String, reason: String)
    /// Larger than ``ImageFile/maximumFileBytes``; refused before any byte is read.
    case fileTooBig(path: String, bytes: Int)
    case empty(path: String)
    /// Its first bytes say it is an image (or a text) GLSandbox does not decode.
    case unsupportedFormat(path: String, format: ImageFormat)
    /// A PNG or JPEG that its decoder refused, with the decoder's message; a DDS whose header
    /// contradicts itself or the file's length.
    case damaged(path: String, format: ImageFormat, reason: String)
    /// A DDS file other than the one 2D picture of 32-bit floats ``DDS`` reads: `found` names
    /// its format and what else it is ("DXGI format 71 (BC1_UNORM, compressed)", "... with 7 mip levels").
    case unsupportedDDS(path: String, found: String)
    /// Its header declares more than ``PNG/maximumSide`` a side or ``PNG/maximumPixels`` in all;
    /// refused before the pixels are allocated.
    case tooLarge(path: String, size: Size)
    /// Its pixels would need more than half of the memory available now.
    case notEnoughMemory(path: String, size: Size, needed: UInt64, available: UInt64)

    public var description: String {
        switch self {
        case .fileNotFound(let path): "no such file: \(path)"
        case .isDirectory(let path): "\(path) is a directory, not an image file"
        case .notRegularFile(let path, let kind):
            "\(path) is \(kind), not an image file: give a regular PNG or JPEG file (a pipe or a device could block or never end)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .fileTooBig(let path, let bytes):
            "\(path) is \(bytes) bytes, more than the \(ImageFile.maximumFileBytes >> 20) MiB an image file may have here"
        case .empty(let path): "\(path) is empty, not an image file"
        case .unsupportedFormat(let path, let format):
            switch format {
            case .text(let line): "\(path) is text, not an image (it starts \"\(line)\"): give a PNG or JPEG file"
            case .html, .xml: "\(path) is \(format), not an image (a web page saved in its place?): give a PNG or JPEG file"
            case .unknown(let bytes):
                "\(path) is not a PNG or JPEG image (its first bytes are \(bytes.map { hex($0) }.joined(separator: " "))): "
                    + "give a PNG or JPEG file"
            case .dds:
                "\(path) is a DDS image, which GLSandbox reads only as a shader's 2D channel (as the VS Code shader-toy extension does): "
                    + "convert it to PNG (e.g. `convert \(path) out.png`) or JPEG"
            default:
                "\(path) is a\(format.description.first.map { "AEIOS".contains($0) } == true ? "n" : "") \(format) image, "
                    + "which GLSandbox does not read: convert it to PNG (e.g. `convert \(path) out.png`) or JPEG"
            }
        case .unsupportedDDS(let path, let found):
            "\(path) is a DDS image of \(found), which GLSandbox does not read: it reads what the VS Code shader-toy extension "
                + "reads, one 2D picture of 32-bit floats without mipmaps (DXGI R32G32B32A32_FLOAT, R32G32B32_FLOAT, R32G32_FLOAT "
                + "or R32_FLOAT, or FourCC 116): convert it (e.g. DirectXTex's `texconv -f R32G32B32A32_FLOAT -m 1 -dx10 \(path)`) "
                + "or give a PNG or JPEG file"
        case .damaged(let path, let format, let reason): "\(path) is a damaged \(format): \(reason)"
        case .tooLarge(let path, let size):
            "\(path) declares \(size) pixels, more than this tool reads: at most \(PNG.maximumSide) pixels a side and "
                + "\(PNG.maximumPixels) pixels in all (\((PNG.maximumPixels * 4) >> 20) MiB of RGBA)"
        case .notEnoughMemory(let path, let size, let needed, let available):
            "\(path) declares \(size) pixels, whose RGBA needs \(needed >> 20) MiB, more than half of the \(available >> 20) MiB "
                + "this machine has available: free memory, or read a smaller image"
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    /// The same failure, as a ``PNGError`` of ``PNG`` describes it.
    init(_ error: PNGError) {
        switch error {
        case .fileNotFound(let path): self = .fileNotFound(path: path)
        case .isDirectory(let path): self = .isDirectory(path: path)
        case .notRegularFile(let path, let kind): self = .notRegularFile(path: path, kind: kind)
        case .unreadable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .empty(let path): self = .empty(path: path)
        case .notPNG(let path): self = .unsupportedFormat(path: path, format: .unknown(firstBytes: []))
        case .corrupt(let path, let reason): self = .damaged(path: path, format: .png, reason: reason)
        case .tooLarge(let path, let size): self = .tooLarge(path: path, size: size)
        case .notEnoughMemory(let path, let size, let needed, let available):
            self = .notEnoughMemory(path: path, size: size, needed: needed, available: available)
        case .unwritable(let path, let reason): self = .unreadable(path: path, reason: reason)
        case .encodeFailed(let reason): self = .damaged(path: "<memory>", format: .png, reason: reason)
        }
    }
}

/// Image files by content: PNG (every bit depth and colour type, through libpng) and JPEG
/// (baseline and progressive, grey, colour and CMYK, through libjpeg-turbo), told apart by their
/// first bytes, never by their name. Anything else is refused with its format named.
public enum ImageFile {
    /// The largest image file read: 256 MiB, the size of the largest RGBA image decoded
    /// (``PNG/maximumPixels`` x 4 bytes). A compressed file is smaller than its pixels, so a
    /// larger file is a wrong path (a video, a disk image), refused before a byte is read.
    public static let maximumFileBytes = 1 << 28

    /// Reads and decodes the image file at `path`.
    public static func read(_ path: String, availableMemory: UInt64 = PNG.availableMemory()) throws(ImageFileError) -> RGBAImage {
        try decode(try readBytes(path), path: path, availableMemory: availableMemory)
    }

    /// Reads a DDS file of 32-bit floats (what ``DDS`` reads) at `path`.
    public static func readFloatImage(_ path: String) throws(ImageFileError) -> FloatImage {
        let bytes = try readBytes(path)
        guard !bytes.isEmpty else { throw .empty(path: path) }
        return try DDS.decode(bytes, path: path)
    }

    /// The format the first bytes of the file at `path` say, or nil when it is not a regular
    /// file that can be read (a named pipe or a device is not opened: the readers refuse it by name).
    public static func format(ofFile path: String) -> ImageFormat? {
        guard let head = try? RegularFile.readStart(path, count: 64), !head.isEmpty else { return nil }
        return ImageFormat.sniff(head)
    }

    /// The whole file, at most ``maximumFileBytes``; a folder, a pipe or a device refused before it is read.
    private static func readBytes(_ path: String) throws(ImageFileError) -> [UInt8] {
        do { return try RegularFile.read(path, limit: maximumFileBytes) } catch {
            switch error {
            case .notFound: throw .fileNotFound(path: path)
            case .isDirectory: throw .isDirectory(path: path)
            case .notRegular(let kind): throw .notRegularFile(path: path, kind: kind)
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .tooBig(let size): throw .fileTooBig(path: path, bytes: size)
            }
        }
    }

    /// Decodes PNG or JPEG bytes into 8-bit RGBA, top row first. `path` only names the source in errors.
    public static func decode(_ bytes: [UInt8], path: String = "<memory>",
                              availableMemory: UInt64 = PNG.availableMemory()) throws(ImageFileError) -> RGBAImage {
        guard !bytes.isEmpty else { throw .empty(path: path) }
        switch ImageFormat.sniff(bytes) {
        case .png:
            do { return try PNG.decode(bytes, path: path, availableMemory: availableMemory) } catch { throw ImageFileError(error) }
        case .jpeg:
            return try JPEG.decode(bytes, path: path, availableMemory: availableMemory)
        case let other:
            throw .unsupportedFormat(path: path, format: other)
        }
    }
}

extension RGBAImage {
    /// Reads a PNG or JPEG file, whichever its first bytes say it is (never its name).
    /// See ``ImageFile`` and ``JPEG`` for what is read and how.
    public init(imageFile path: String) throws(ImageFileError) {
        self = try ImageFile.read(path)
    }

    /// Decodes PNG or JPEG bytes, whichever they are. `name` only names the source in errors.
    public init(imageData bytes: [UInt8], name: String = "<memory>") throws(ImageFileError) {
        self = try ImageFile.decode(bytes, path: name)
    }
}
