/// A width and height in pixels: of an image, a framebuffer, a window.
///
/// `Size(parsing: "600x480")`, the form the command line takes, is in GLSandbox (its errors are
/// a framebuffer spec's).
public struct Size: Hashable, Sendable, Codable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(_ width: Int, _ height: Int) {
        self.width = width
        self.height = height
    }

    /// Sizes above this are refused while parsing, before any driver limit is asked.
    public static let parseLimit = 1 << 20

    public var pixelCount: Int { width * height }
    public var description: String { "\(width)x\(height)" }
}
