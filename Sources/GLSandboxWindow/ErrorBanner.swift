import Foundation
import GLSandbox

/// A compile error shown in the window, over the last good picture, until the next good save:
/// a band along the bottom with the compiler's first error line (its `FILE:LINE`) and what to
/// do, as the editors of live-coding tools show one. The terminal gets the whole log as before.
///
/// The text is drawn on the CPU with ``BitmapFont`` into a picture (``picture(lines:width:)``),
/// uploaded once to a texture, and copied onto the window's picture each frame with a
/// framebuffer blit (no program, no blending state to restore).
///
/// Main thread only, as everything that draws in the window.
@MainActor
final class ErrorBanner {
    /// The band's colour, and the text's.
    static let background = Pixel(120, 0, 0)
    static let foreground = Pixel(255, 255, 255)
    /// Pixels around the text, and between two lines.
    static let margin = 6, leading = 4

    private let lines: [String]
    private var drawn: (texture: Texture2D, framebuffer: Framebuffer, size: Size)?

    /// The banner for a compiler's log: its first line naming a place (`FILE:LINE:COLUMN: ...`),
    /// or its first line when none does, and the advice.
    init(log: String, path: String) {
        let all = log.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let first = all.first { $0.contains(#/^[^ ]+:\d+:(\d+:)? /#) } ?? all.first ?? "the shader did not compile"
        lines = [first, "keeping the last good picture of \((path as NSString).lastPathComponent); save the file to try again"]
    }

    /// `lines` in the font, white on the band's red, `width` pixels wide and as high as the lines
    /// need; a line too long for the width ends in `...`.
    static func picture(lines: [String], width: Int) -> RGBAImage {
        let height = 2 * margin + lines.count * BitmapFont.side + max(0, lines.count - 1) * leading
        var image = RGBAImage(size: Size(max(1, width), height), filling: background)
        let fits = max(0, (width - 2 * margin) / BitmapFont.side)
        for (row, line) in lines.enumerated() {
            var characters = Array(line)
            if characters.count > fits { characters = Array(characters.prefix(max(0, fits - 3))) + Array("...") }
            let top = margin + row * (BitmapFont.side + leading)
            for (column, character) in characters.enumerated() {
                let left = margin + column * BitmapFont.side
                for y in 0..<BitmapFont.side {
                    for x in 0..<BitmapFont.side where BitmapFont.isSet(character, x: x, y: y) {
                        image[left + x, top + y] = foreground
                    }
                }
            }
        }
        return image
    }

    /// Copies the banner onto the bottom of `target` (its context current on this thread),
    /// drawing its picture again when the target's width changed.
    func draw(over target: Framebuffer) throws {
        let width = target.drawableSize.width
        if drawn?.size.width != width {
            destroy()
            let image = Self.picture(lines: lines, width: width)
            let framebuffer = try Framebuffer(target.context)
            do {
                let texture = try Texture2D(target.context, format: .rgba8, size: image.size)
                drawn = (texture, framebuffer, image.size)
                try texture.upload(image)
                try framebuffer.attach(.texture(texture), at: .color(0))
            } catch {
                drawn?.texture.destroy()
                drawn = nil
                framebuffer.destroy()
                throw error
            }
        }
        guard let drawn else { return }
        let whole = PixelRect(x: 0, y: 0, width: drawn.size.width, height: drawn.size.height)
        try drawn.framebuffer.blit(from: whole, into: target, at: whole)   // GL's y = 0 is the bottom row
    }

    func destroy() {
        drawn?.framebuffer.destroy()
        drawn?.texture.destroy()
        drawn = nil
    }
}
