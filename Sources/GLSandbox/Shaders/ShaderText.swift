import Foundation

/// Reads shader text from a file someone else wrote: a regular file only (never a FIFO, a device
/// or a folder), at most ``maximumFileBytes``, UTF-8 without NUL bytes. Its lines are split the
/// way editors count them: a byte order mark is dropped, and `\r\n`, `\r` and `\n` each end a line.
///
/// A value, made of bytes: the include expander works on these lines without building a Swift
/// `String` per line, which keeps a 40,000-line source at compiler speed.
struct ShaderText {
    /// Each line's bytes, without its line end.
    var lines: [ArraySlice<UInt8>]

    /// One shader file may hold this much text (a large generated shader is about 2 MB).
    static let maximumFileBytes = 8 << 20

    /// Reads `path`.
    ///
    /// - Throws: ``ShaderError/shaderNotFound(_:)`` when nothing is there, ``ShaderError/notText(file:reason:)``
    ///   for a folder, a FIFO or device, a file too large, a NUL byte or bytes that are not UTF-8.
    static func read(path: String) throws(ShaderError) -> ShaderText {
        try ShaderText(bytes: readRegularFile(path: path), name: path)
    }

    /// The text of a shader given as a string (an export's code).
    init(source: String, name: String) throws(ShaderError) {
        try self.init(bytes: Array(source.utf8), name: name)
    }

    init(bytes: [UInt8], name: String) throws(ShaderError) {
        if let zero = bytes.firstIndex(of: 0) {
            throw .notText(file: name, reason: "it holds a NUL byte at offset \(zero): a shader is text; is this a binary file?")
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if String(validating: bytes[start...], as: UTF8.self) == nil {
            throw .notText(file: name, reason: "it is not UTF-8 text (\(Self.firstInvalidUTF8(bytes) ?? 0) is the first byte that is not): save it as UTF-8")
        }
        var lines: [ArraySlice<UInt8>] = []
        lines.reserveCapacity(bytes.count / 24 + 1)
        var index = start
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(bytes[start..<index])
                index += (byte == 0x0D && index + 1 < end && bytes[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[start..<end])
        self.lines = lines
    }

    /// The offset of the first byte that breaks UTF-8, for the message.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The bytes of a regular file, read without blocking on a FIFO or a device.
    static func readRegularFile(path: String, limit: Int = maximumFileBytes) throws(ShaderError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .shaderNotFound(path) }
            throw .notText(file: path, reason: "it cannot be read (\(String(cString: strerror(errno))))")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw .notText(file: path, reason: "it is a folder; a multipass shader folder is given where a shader is, not in #include")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notText(file: path, reason: "it is not a regular file (a FIFO, socket or device); give a file")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .notText(file: path, reason: "it cannot be opened (\(String(cString: strerror(errno))))") }
        defer { close(descriptor) }
        // Checked again on what was opened: the path may have been swapped since stat.
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .notText(file: path, reason: "it is not a regular file (a FIFO, socket or device); give a file")
        }
        // Read to the end, whatever size stat gave (a file in /proc says 0): at most `limit` bytes.
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { throw .notText(file: path, reason: "it cannot be read (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            guard bytes.count + count <= limit else {
                throw .notText(file: path, reason: "it is larger than the \(limit >> 20) MB a shader file may be")
            }
            bytes += chunk[0..<count]
        }
        return bytes
    }
}
