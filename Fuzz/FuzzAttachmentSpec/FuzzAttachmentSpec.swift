import FuzzSupport
import GLSandboxCore

/// Any text: the attachment-spec and size parsers must return a value or a typed error, never
/// crash. A parsed spec must describe itself back into text that parses to the same spec.
@_cdecl("FuzzAttachmentSpec_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(fuzzAttachmentSpec)
}

func fuzzAttachmentSpec(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? Size(parsing: text)
    _ = try? InternalFormat(parsing: text)
    for kind in [ImageKind.renderbuffer, .texture] {
        guard let spec = try? AttachmentSpec(parsing: text, kind: kind) else { continue }
        var again = spec.format.rawValue
        if let size = spec.size { again += ":\(size)" }
        if let samples = spec.samples { again += "@\(samples)" }
        precondition((try? AttachmentSpec(parsing: again, kind: kind)) == spec, "'\(text)' parsed, but its description '\(again)' did not")
    }
    return 0
}
