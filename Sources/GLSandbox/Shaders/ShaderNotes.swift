import Foundation

/// What the player noticed about a shader that is not an error but changes the picture, so it
/// is never silent: a uniform the shader declares and uses that nothing sets (it reads 0, or
/// black for a sampler). Reported once per file and name, to a handler a tool installs (the
/// `glsandbox` command prints each on stderr, with the flag that sets it); without a handler
/// notes are dropped.
///
/// Thread rule: callable from any thread (renderers report from their context's thread).
public enum ShaderNote: Sendable, Hashable, CustomStringConvertible {
    /// `uniform TYPE NAME` in `file`, used, and set by nothing GLSandbox knows or was given.
    case unsetUniform(file: String, name: String, type: String)
    /// `uniform TYPE NAME` in `file`, used, and one of its dialect's inputs (`meaning`) that
    /// GLSandbox cannot give yet: bound to an empty texture, it `reads` that (Bonzomatic's `texFFT`).
    case dialectInputUnset(file: String, name: String, type: String, meaning: String, reads: String)
    /// The picture `file` rendered is one colour everywhere (`colour`, as 8-bit RGBA), and it uses
    /// uniforms nothing set (`unset`, each named in its own note): the likely reason for a black or
    /// flat picture, said once more beside it (see ``ShaderNote/flatPicture(files:image:)``).
    case flatPicture(file: String, colour: String, unset: [String])
    /// A value given for an `int` uniform that is not a whole number in a 32-bit int's range.
    case notAnInt(file: String, name: String, value: Float)
    /// The video `file` is HDR (`transfer`: ffprobe's `smpte2084`, PQ, or `arib-std-b67`, HLG):
    /// its pictures are read as coded, without tone mapping.
    case highDynamicRangeVideo(file: String, transfer: String)
    /// The video `file` is interlaced (`fieldOrder`: ffprobe's `tt`, `bb`, `tb` or `bt`): its
    /// frames are read as two fields woven together, so moving edges comb.
    case interlacedVideo(file: String, fieldOrder: String)
    /// The JPEG `file` is tagged to be shown turned or mirrored (EXIF orientation 2 to 8, as
    /// `JPEG.exifOrientation(_:)` reads it; a phone's upright photo says 6): its pixels are
    /// read as stored, so the picture is not as a viewer shows it.
    case turnedPhoto(file: String, orientation: Int)

    /// What EXIF orientation `value` (2 to 8) asks a viewer to do, in words.
    static func turn(_ value: Int) -> String {
        switch value {
        case 2: "mirrored left to right"
        case 3: "turned half a turn"
        case 4: "mirrored top to bottom"
        case 5: "mirrored across its top-left to bottom-right diagonal"
        case 6: "turned a quarter turn clockwise"
        case 7: "mirrored across its top-right to bottom-left diagonal"
        case 8: "turned a quarter turn counter-clockwise"
        default: "as stored"
        }
    }

    /// `text` as one word for a POSIX shell (`FFmpeg.shellWord(_:)`), for a command to copy.
    static func shellWord(_ text: String) -> String { FFmpeg.shellWord(text) }

    public var description: String {
        switch self {
        case .unsetUniform(let file, let name, let type):
            "\(file) declares uniform \(type) \(name) and uses it, but nothing sets it: it stays "
                + (type.hasPrefix("sampler") ? "empty (it reads black)" : "0") + "; give it a value, or name the dialect it was written for"
        case .dialectInputUnset(let file, let name, let type, let meaning, let reads):
            "\(file) uses uniform \(type) \(name), \(meaning): it reads \(reads)"
        case .flatPicture(let file, let colour, let unset):
            "the picture of \(file) is one colour everywhere, \(colour), and it uses \(unset.count == 1 ? "a uniform" : "uniforms") nothing set (\(unset.joined(separator: ", ")), named above): "
                + "that is likely why; set \(unset.count == 1 ? "it" : "them"), or name the dialect the shader was written for (--dialect)"
        case .highDynamicRangeVideo(let file, let transfer):
            "\(file) is an HDR video (\(transfer == "smpte2084" ? "PQ" : "HLG")): its pictures are read as they are coded, without tone mapping, "
                + "so they look washed out, and a video made from them is SDR (BT.709); tone-map it to SDR first, e.g. ffmpeg -i \(Self.shellWord(file)) -vf "
                + "zscale=tin=\(transfer):pin=bt2020:min=bt2020nc:rin=tv:t=linear:npl=100:p=bt2020,format=gbrpf32le,zscale=p=bt709,tonemap=hable,zscale=t=bt709:m=bt709:r=tv,format=yuv420p sdr.mp4 "
                + "(BT.2020 colours, as HDR clips have)"
        case .interlacedVideo(let file, let fieldOrder):
            "\(file) is interlaced (\(fieldOrder.hasPrefix("t") ? "top" : "bottom") field first): each of its frames is two fields a field's time apart, "
                + "read woven together as they are coded, so moving edges show combs, in the effect and in a video made from it; "
                + "deinterlace it first, e.g. ffmpeg -i \(Self.shellWord(file)) -vf bwdif=mode=send_frame progressive.mp4 (the same frame rate)"
        case .turnedPhoto(let file, let orientation):
            "\(file) is tagged to be shown \(Self.turn(orientation)) (EXIF orientation \(orientation)), as viewers show it; its pixels are read "
                + "as they are stored, as Pillow and a WebGL upload read them, so here it is not turned: turn the file itself first, "
                + "e.g. convert \(Self.shellWord(file)) -auto-orient upright.jpg"
        case .notAnInt(let file, let name, let value):
            "\(file): uniform int \(name) is not set to \(value): an int takes a whole number from \(-Int(CustomUniform.intLimit)) to \(Int(CustomUniform.intLimit)) (what a 32-bit float carries exactly); it stays 0"
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var handler: (@Sendable (ShaderNote) -> Void)?
    nonisolated(unsafe) private static var seen: Set<ShaderNote> = []

    /// Sends every note from now on to `handler` (nil: drop them), each note once.
    public static func setHandler(_ handler: (@Sendable (ShaderNote) -> Void)?) {
        lock.withLock {
            Self.handler = handler
            seen = []
        }
    }

    /// Reports ``flatPicture(file:colour:unset:)`` when `image` (the picture of the shader from
    /// `file`, or of one of its passes' files) is one colour everywhere and a uniform of it was
    /// reported unset since the handler was installed. Never a silent black picture.
    public static func flatPicture(files: [String], image: RGBAImage) {
        guard image.width > 0, image.height > 0 else { return }
        let first = Array(image.pixels[0..<4])
        let flat = image.pixels.withUnsafeBufferPointer { bytes in
            stride(from: 0, to: bytes.count, by: 4).allSatisfy { bytes[$0] == first[0] && bytes[$0 + 1] == first[1] && bytes[$0 + 2] == first[2] && bytes[$0 + 3] == first[3] }
        }
        guard flat else { return }
        let unset: [String] = lock.withLock {
            seen.compactMap { note -> String? in
                switch note {
                case .unsetUniform(let file, let name, _) where files.contains(file): name
                case .dialectInputUnset(let file, let name, _, _, _) where files.contains(file): name
                default: nil
                }
            }
        }.sorted()
        guard !unset.isEmpty, let file = files.first else { return }
        report(.flatPicture(file: file, colour: "(\(first[0]), \(first[1]), \(first[2]), \(first[3]))", unset: Array(Set(unset)).sorted()))
    }

    static func report(_ note: ShaderNote) {
        let handler: (@Sendable (ShaderNote) -> Void)? = lock.withLock {
            guard let handler = Self.handler, seen.count < 1000, seen.insert(note).inserted else { return nil }
            return handler
        }
        handler?(note)
    }
}
