import Foundation

/// Why a shader's images were refused before they reached GL.
public enum TextureBudgetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The images would take more memory than the budget: `needed` and `budget` in bytes.
    case exceeded(needed: UInt64, budget: UInt64, textures: Int, files: Int)
    /// `GLSANDBOX_TEXTURE_BUDGET_MB` is not a whole number of MiB from 1 up.
    case invalidSetting(value: String)

    public var description: String {
        switch self {
        case .exceeded(let needed, let budget, let textures, let files):
            "the shader's images need \(mebibytes(needed)) MiB (\(files) image file\(files == 1 ? "" : "s") decoded, "
                + "\(textures) texture\(textures == 1 ? "" : "s") with mipmaps), more than the texture budget of \(budget >> 20) MiB: "
                + "use smaller images, or raise the budget with \(ShaderImages.budgetVariable)=MiB"
        case .invalidSetting(let value):
            "invalid \(ShaderImages.budgetVariable) '\(value)': give the texture budget in MiB, a whole number from 1 up "
                + "(default \(ShaderImages.defaultBudget >> 20))"
        }
    }

    private func mebibytes(_ bytes: UInt64) -> UInt64 { (bytes + (1 << 20) - 1) >> 20 }
}

/// The images of one shader while it loads: each file decoded once however many channels name
/// it (a cache keyed by the file's resolved path), and the memory they will take counted
/// against a budget before any texture is made.
///
/// What is counted: each distinct decoded image (`width * height * 4` bytes) once, and for
/// every texture made from an image its GL copy with a full chain of mipmaps (4/3 of the
/// image). One 4096x4096 image in 20 channels is 64 MiB decoded plus 20 x 85 MiB of textures:
/// about 1.7 GiB, over the default budget of 1 GiB (``defaultBudget``), which
/// `GLSANDBOX_TEXTURE_BUDGET_MB` raises or lowers. A picture of floats (a DDS) counts its
/// values once as read and once for each texture made from it (one level: no mipmaps).
///
/// ``ShaderScene/load(path:dialect:channels:cubemaps:keepAlpha:media:includeFolders:audio:effect:)`` makes one and sets it as
/// ``current`` while the shader's files are read; ``load(_:)`` is what those readers call.
/// Thread-safe: the cache is behind an `NSLock` (Synchronization's `Mutex` gave ThreadSanitizer
/// false reports here, platform-facts.md).
public final class ShaderImages: @unchecked Sendable {   // `state` is only touched under `lock`
    /// The environment variable that sets the budget, in MiB.
    public static let budgetVariable = "GLSANDBOX_TEXTURE_BUDGET_MB"
    /// 1 GiB.
    public static let defaultBudget: UInt64 = 1 << 30

    /// The images being loaded for the shader now, if a ``ShaderScene`` load is under way.
    @TaskLocal public static var current: ShaderImages?

    /// The most bytes the shader's images may take.
    public let budget: UInt64

    private struct State {
        var images: [String: RGBAImage] = [:]
        var floatImages: [String: FloatImage] = [:]
        var decodedBytes: UInt64 = 0
    }
    private var state = State()
    private let lock = NSLock()

    private func withState<T, E: Error>(_ body: (inout State) throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    public init(budget: UInt64) {
        self.budget = budget
    }

    /// The budget `GLSANDBOX_TEXTURE_BUDGET_MB` sets, or ``defaultBudget``.
    public static func budget(environment: [String: String] = ProcessInfo.processInfo.environment) throws(TextureBudgetError) -> UInt64 {
        guard let text = environment[budgetVariable], !text.isEmpty else { return defaultBudget }
        guard let mebibytes = UInt64(text.trimmingCharacters(in: .whitespaces)), mebibytes >= 1, mebibytes <= 1 << 40 else {
            throw .invalidSetting(value: text)
        }
        return mebibytes << 20
    }

    /// The image at `path` for a shader's channel: through ``current`` when a shader is loading
    /// (decoded once, counted), otherwise read on its own.
    public static func load(_ path: String) throws -> RGBAImage {
        if let images = current { return try images.image(at: path) }
        let image = try RGBAImage(imageFile: path)
        noteTurnedPhoto(path)
        return image
    }

    /// Reports ``ShaderNote/turnedPhoto(file:orientation:)`` when the picture at `path` is a JPEG
    /// tagged to be shown turned or mirrored (its first 64 KiB read again: the EXIF segment is
    /// there). Never a sideways photo without a word.
    static func noteTurnedPhoto(_ path: String) {
        // Opened without waiting and read only as a regular file: a name swapped for a pipe since
        // the picture was decoded never holds the run up.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        var head = [UInt8](repeating: 0, count: 1 << 16)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0, let orientation = JPEG.exifOrientation(Array(head[..<count])), orientation != 1 else { return }
        ShaderNote.report(.turnedPhoto(file: path, orientation: orientation))
    }

    /// The image at `path`, decoded the first time it is asked for. Throws
    /// ``TextureBudgetError/exceeded(needed:budget:textures:files:)`` as soon as the decoded
    /// images alone pass the budget, or an `ImageFileError`.
    public func image(at path: String) throws -> RGBAImage {
        let key = Self.resolved(path)
        if let image = withState({ $0.images[key] }) { return image }
        let image = try RGBAImage(imageFile: path)
        Self.noteTurnedPhoto(path)
        return try withState { state throws(TextureBudgetError) -> RGBAImage in
            if let earlier = state.images[key] { return earlier }   // another thread decoded it meanwhile
            let decoded = state.decodedBytes + Self.bytes(of: image)
            if decoded > budget { throw .exceeded(needed: decoded, budget: budget, textures: 0, files: state.images.count + 1) }
            state.images[key] = image
            state.decodedBytes = decoded
            return image
        }
    }

    /// The picture of floats (a DDS, `DDS`) at `path` for a shader's channel: through
    /// ``current`` when a shader is loading (read once, counted), otherwise read on its own.
    public static func loadFloatImage(_ path: String) throws -> FloatImage {
        if let images = current { return try images.floatImage(at: path) }
        return try ImageFile.readFloatImage(path)
    }

    /// The picture of floats at `path`, read the first time it is asked for and counted with the
    /// decoded images (its texture, one level of the same bytes, is counted by ``checkTextures(_:extraBytes:extraTextures:)``).
    public func floatImage(at path: String) throws -> FloatImage {
        let key = Self.resolved(path)
        if let image = withState({ $0.floatImages[key] }) { return image }
        let image = try ImageFile.readFloatImage(path)
        return try withState { state throws(TextureBudgetError) -> FloatImage in
            if let earlier = state.floatImages[key] { return earlier }
            let decoded = state.decodedBytes + UInt64(image.byteCount)
            if decoded > budget {
                throw .exceeded(needed: decoded, budget: budget, textures: 0, files: state.images.count + state.floatImages.count + 1)
            }
            state.floatImages[key] = image
            state.decodedBytes = decoded
            return image
        }
    }

    /// Checks what the decoded images and a texture for each of `textures` (with mipmaps) will take,
    /// with `extraBytes` for `extraTextures` other textures (volumes: their voxels and their texture;
    /// pictures of floats: their texture).
    public func checkTextures(_ textures: [RGBAImage], extraBytes: UInt64 = 0, extraTextures: Int = 0) throws(TextureBudgetError) {
        let (decoded, files) = withState { ($0.decodedBytes, $0.images.count + $0.floatImages.count) }
        let needed = textures.reduce(decoded + extraBytes) { $0 + Self.bytes(of: $1) * 4 / 3 }
        if needed > budget { throw .exceeded(needed: needed, budget: budget, textures: textures.count + extraTextures, files: files) }
    }

    /// How many distinct files were decoded.
    public var decodedFiles: Int { withState { $0.images.count + $0.floatImages.count } }

    /// The absolute path with every symbolic link, `.` and `..` resolved (`realpath`), so that
    /// `a.png`, `./a.png` and a link to it are one file; the path as given when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func bytes(of image: RGBAImage) -> UInt64 { UInt64(image.width) * UInt64(image.height) * 4 }
}
