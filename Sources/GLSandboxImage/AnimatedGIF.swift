import CGIF
import Foundation

/// Why an animated GIF could not be written.
public enum GIFError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The temporary file beside `path` could not be made (the folder is missing, not writable, ...).
    case cannotCreate(path: String, reason: String)
    /// Writing, syncing or renaming the file failed; `reason` is the system's (`strerror`).
    case writeFailed(path: String, reason: String)
    /// giflib refused a step; `reason` is its own text (`GifErrorString`).
    case encoder(path: String, step: String, reason: String)
    /// A frame is not the size the GIF was opened with.
    case sizeMismatch(expected: Size, actual: Size)
    /// The size is not 1 to 65535 pixels a side, which is all a GIF can hold.
    case invalidSize(Size)
    /// The frame rate is not a finite number of at least 100/65535 (the longest GIF delay is 655.35 s).
    case invalidFrameRate(Double)
    /// `finish()` was called before any frame was appended: a GIF needs at least one.
    case noFrames(path: String)
    /// `append` after `finish()`.
    case finished(path: String)

    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason):
            "cannot create \(path): \(reason); check that the folder exists and is writable"
        case .writeFailed(let path, let reason):
            "cannot write \(path): \(reason); the GIF was not written (check free space and permissions)"
        case .encoder(let path, let step, let reason):
            "giflib failed writing \(path) (\(step)): \(reason); the GIF was not written"
        case .sizeMismatch(let expected, let actual):
            "a frame of \(actual) cannot go into a GIF of \(expected): every frame must be the size the GIF was opened with"
        case .invalidSize(let size):
            "a GIF cannot be \(size): width and height must be 1 to 65535"
        case .invalidFrameRate(let rate):
            "\(rate) frames per second is not a frame rate for a GIF: give a number of at least \(AnimatedGIF.slowestFrameRate)"
        case .noFrames(let path):
            "\(path) was finished with no frames: append at least one frame before finish()"
        case .finished(let path):
            "\(path) is finished already: open a new AnimatedGIF to write more frames"
        }
    }
}

/// Writes an animated GIF frame by frame (`glsandbox loop --gif OUT.gif`): GIF89a, looping forever,
/// every frame full size and opaque with its own colour table (see `GIFPalette`: exact for frames
/// of 256 colours or fewer, median cut for the others).
///
/// The frames go to a temporary file in the same folder (`.NAME.tmp-PID-RANDOM`), which
/// ``finish()`` renames over `path`, so a reader, or a crash, never sees half a GIF; an
/// `AnimatedGIF` dropped without `finish()` removes its temporary file, and one a killed run
/// left (its process gone) is removed when the next GIF of that name starts. A `path` that is a
/// device or a pipe (`/dev/stdout`) is written in place.
///
/// ```swift
/// let gif = try AnimatedGIF(path: "out.gif", size: Size(320, 240), framesPerSecond: 30)
/// for frame in frames { try gif.append(frame) }
/// try gif.finish()
/// ```
///
/// After an error from giflib or the file system the writer is spent: the temporary file is
/// removed, and later calls throw the same error.
public final class AnimatedGIF {
    /// Where the GIF will be once finished.
    public let path: String
    /// The size of every frame.
    public let size: Size
    public let framesPerSecond: Double
    /// Frames appended so far.
    public private(set) var frameCount = 0

    /// The slowest frame rate a GIF can show: one frame per 65535 centiseconds.
    public static let slowestFrameRate = 100.0 / 65535

    private enum State {
        case open
        case finished
        case failed(GIFError)
    }

    private var state = State.open
    private let sink: FileSink
    /// giflib's writer; nil once closed (`EGifCloseFile` frees it, whatever it returns).
    private var gif: UnsafeMutablePointer<GifFileType>?
    /// The delays written so far, in centiseconds.
    private var elapsedCentiseconds = 0

    /// Creates the temporary file and writes the GIF header, the screen descriptor and the
    /// looping extension.
    ///
    /// - Throws: ``GIFError/invalidSize(_:)``, ``GIFError/invalidFrameRate(_:)``,
    ///   ``GIFError/cannotCreate(path:reason:)``, or a write or giflib error.
    public init(path: String, size: Size, framesPerSecond: Double) throws(GIFError) {
        guard (1...65535).contains(size.width), (1...65535).contains(size.height) else { throw .invalidSize(size) }
        guard framesPerSecond.isFinite, framesPerSecond >= Self.slowestFrameRate else {
            throw .invalidFrameRate(framesPerSecond)
        }
        // Temporary files of this GIF that a killed run left (their process is gone). A device
        // or a pipe (`/dev/null`, `/dev/stdout`) is written in place, and has none.
        if !AtomicFile.isSpecialFile(path) {
            let url = URL(fileURLWithPath: path)
            AtomicFile.removeStaleTemporaries(in: url.deletingLastPathComponent().path) { $0 == url.lastPathComponent }
        }
        let file: AtomicFile.Writer
        do { file = try AtomicFile.Writer(path: path) } catch { throw .cannotCreate(path: path, reason: error.reason) }
        let sink = FileSink(file)
        // giflib hands every byte to this function, with the sink as its user data. The sink
        // outlives the GifFileType: both belong to this object, and the GifFileType is closed first.
        var openError: Int32 = 0
        let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, bytes, count in
            guard let gif, let user = gif.pointee.UserData else { return 0 }
            let sink = Unmanaged<FileSink>.fromOpaque(user).takeUnretainedValue()
            return sink.append(UnsafeRawBufferPointer(start: bytes, count: Int(max(0, count)))) ? count : 0
        }, &openError)
        guard let gif else {
            sink.discard()
            throw .encoder(path: path, step: "open", reason: Self.giflibText(openError))
        }

        self.path = path
        self.size = size
        self.framesPerSecond = framesPerSecond
        self.sink = sink
        self.gif = gif
        do throws(GIFError) {
            try writeHeader(gif)
        } catch {
            fail(error)
            throw error
        }
    }

    deinit {
        if case .open = state { abandon() }
    }

    /// Appends one frame, shown for 1/`framesPerSecond` seconds, to the nearest centisecond
    /// (rounding errors do not add up: at 30 fps the delays are 3, 4, 3, 3, 4, 3, ... centiseconds).
    ///
    /// - Throws: ``GIFError/sizeMismatch(expected:actual:)`` (the writer stays usable),
    ///   ``GIFError/finished(path:)``, or a write or giflib error.
    public func append(_ image: RGBAImage) throws(GIFError) {
        let gif = try openWriter()
        guard image.size == size else { throw .sizeMismatch(expected: size, actual: image.size) }
        do throws(GIFError) {
            try writeFrame(image, to: gif)
        } catch {
            fail(error)
            throw error
        }
    }

    /// Ends the GIF (`EGifCloseFile`), flushes it to disk and renames it over `path`. Calling it
    /// again does nothing.
    ///
    /// - Throws: ``GIFError/noFrames(path:)``, or a write, rename or giflib error; the
    ///   temporary file is removed then, and `path` is left as it was.
    public func finish() throws(GIFError) {
        switch state {
        case .finished: return
        case .failed(let error): throw error
        case .open: break
        }
        do throws(GIFError) {
            guard frameCount > 0 else { throw GIFError.noFrames(path: path) }
            var closeError: Int32 = 0
            let closed = EGifCloseFile(gif, &closeError)
            gif = nil
            // giflib does not check the write of the trailer byte: the sink knows.
            if let reason = sink.failure { throw GIFError.writeFailed(path: path, reason: reason) }
            guard closed == GIF_OK else {
                throw GIFError.encoder(path: path, step: "close", reason: Self.giflibText(closeError))
            }
            if let reason = sink.commit() { throw GIFError.writeFailed(path: path, reason: reason) }
            state = .finished
        } catch {
            fail(error)
            throw error
        }
    }

    /// The delay of frame `frame` (from 0) in centiseconds, given the delays before it. Frame `n`
    /// is due at `n * 100 / fps` centiseconds, so each delay is the rounded due time of the next
    /// frame minus the delays written: rounding errors do not add up (30 fps gives 3, 4, 3, 3, 4,
    /// 3, ...). A delay is at least 2, because browsers show shorter ones as 10: faster than 50 fps
    /// plays at 50 fps.
    private static func delay(after elapsed: Int, frame: Int, framesPerSecond: Double) -> Int {
        let due = Int((Double(frame + 1) * 100 / framesPerSecond).rounded())
        return min(65535, max(2, due - elapsed))
    }

    // MARK: - Writing

    /// "GIF89a", the screen descriptor (no global colour table: every frame has its own), and the
    /// NETSCAPE2.0 application extension with a loop count of 0 (forever).
    private func writeHeader(_ gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
        // Without this giflib writes "GIF87a": it only looks for extensions in images kept in memory.
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(size.width), Int32(size.height), 8, 0, nil), "screen descriptor")
        // EGifPutExtension writes one sub-block only; NETSCAPE2.0 has two.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "loop extension")
        let application = Array("NETSCAPE2.0".utf8)
        try check(EGifPutExtensionBlock(gif, Int32(application.count), application), "loop extension")
        let loopForever: [GifByteType] = [1, 0, 0]   // sub-block 1: the loop count, little-endian; 0 = forever
        try check(EGifPutExtensionBlock(gif, Int32(loopForever.count), loopForever), "loop extension")
        try check(EGifPutExtensionTrailer(gif), "loop extension")
    }

    /// One frame: a graphics control extension with its delay, an image descriptor with its own
    /// colour table, and the pixels as palette indices, row by row.
    private func writeFrame(_ image: RGBAImage, to gif: UnsafeMutablePointer<GifFileType>) throws(GIFError) {
        let delay = Self.delay(after: elapsedCentiseconds, frame: frameCount, framesPerSecond: framesPerSecond)
        var control = GraphicsControlBlock(DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false,
                                           DelayTime: Int32(delay), TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), "graphics control extension")

        var palette = GIFPalette(for: image)
        // A colour table has 2, 4, ... 256 entries (GifMakeMapObject refuses other counts).
        var tableSize = 2
        while tableSize < palette.colors.count { tableSize *= 2 }
        var table = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: tableSize)
        for (index, color) in palette.colors.enumerated() {
            table[index] = GifColorType(Red: color.r, Green: color.g, Blue: color.b)
        }
        guard let map = GifMakeMapObject(Int32(tableSize), table) else {
            throw .encoder(path: path, step: "colour table", reason: Self.giflibText(E_GIF_ERR_NOT_ENOUGH_MEM))
        }
        defer { GifFreeMapObject(map) }   // EGifPutImageDesc keeps a copy of its own
        try check(EGifPutImageDesc(gif, 0, 0, Int32(size.width), Int32(size.height), false, map), "image descriptor")

        // EGifPutLine takes a mutable row: it masks each index to the table's bit depth in place.
        let width = size.width, height = size.height
        let result = palette.indices.withUnsafeMutableBufferPointer { indices in
            for row in 0..<height {
                let written = EGifPutLine(gif, indices.baseAddress! + row * width, Int32(width))
                if written != GIF_OK { return written }
            }
            return GIF_OK
        }
        try check(result, "image data")
        elapsedCentiseconds += delay
        frameCount += 1
    }

    /// Turns a giflib result into an error: the sink's own failure first (giflib ignores the result
    /// of many writes, and calls a failed one "disk full?"), else giflib's text for its error code.
    private func check(_ result: Int32, _ step: String) throws(GIFError) {
        if let reason = sink.failure { throw .writeFailed(path: path, reason: reason) }
        guard result == GIF_OK else {
            throw .encoder(path: path, step: step, reason: Self.giflibText(gif?.pointee.Error ?? 0))
        }
    }

    private func openWriter() throws(GIFError) -> UnsafeMutablePointer<GifFileType> {
        switch state {
        case .finished: throw .finished(path: path)
        case .failed(let error): throw error
        case .open:
            guard let gif else { throw .finished(path: path) }
            return gif
        }
    }

    /// Remembers the first error and drops the unfinished file.
    private func fail(_ error: GIFError) {
        if case .open = state {
            state = .failed(error)
            abandon()
        }
    }

    /// Frees giflib's writer, closes the temporary file and removes it.
    private func abandon() {
        if let gif {
            // Writes the trailer byte into the buffer, and frees everything giflib allocated.
            _ = EGifCloseFile(gif, nil)
            self.gif = nil
        }
        sink.discard()
    }

    private static func giflibText(_ code: Int32) -> String {
        guard let text = GifErrorString(code) else { return "giflib error \(code)" }
        return String(cString: text) + " (giflib error \(code))"
    }
}

@available(*, unavailable, message: "an AnimatedGIF is written from one thread: make it, append and finish on the same one")
extension AnimatedGIF: Sendable {}

/// The file under an ``AnimatedGIF`` (an ``AtomicFile/Writer``): collects giflib's many small
/// writes into 64 KiB ones and remembers the first failure, with the system's reason.
private final class FileSink {
    private let file: AtomicFile.Writer
    private var buffer: [UInt8] = []
    /// `strerror` of the first failed write, sync, close or rename.
    private(set) var failure: String?
    private var closed = false

    init(_ file: AtomicFile.Writer) {
        self.file = file
        buffer.reserveCapacity(Self.bufferSize)
    }

    private static let bufferSize = 1 << 16

    /// Takes bytes from giflib; false once anything has failed.
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil, !closed else { return false }
        buffer.append(contentsOf: bytes)
        return buffer.count < Self.bufferSize || flush()
    }

    private func flush() -> Bool {
        do { try file.write(buffer) } catch {
            failure = error.reason
            return false
        }
        buffer.removeAll(keepingCapacity: true)
        return true
    }

    /// Writes what is buffered and puts the file in place (flushed to disk, renamed over its
    /// path); the reason it failed, or nil. A failed file is removed. Calling it again does nothing.
    func commit() -> String? {
        guard !closed else { return failure }
        closed = true
        if failure == nil, flush() {
            do { try file.commit() } catch { failure = error.reason }
        }
        if failure != nil { file.discard() }
        buffer = []
        return failure
    }

    /// Drops what is buffered and removes the file (it was not finished).
    func discard() {
        closed = true
        file.discard()
        buffer = []
    }
}
