/// A rectangle of pixels. Where its origin is depends on who hands it out: GL's coordinates
/// (x to the right, y up from the bottom row) for `Framebuffer.blit`, the top-left corner for
/// an ``ImageDifference``'s bounding box (images are stored top row first).
public struct PixelRect: Hashable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}
