import FuzzSupport
import GLSandboxImage

/// Any bytes: the image reader (PNG or JPEG, told by the first bytes) must return an image or a
/// typed error, never crash or hang.
/// An image it returns must be whole (width x height x 4 bytes) and survive a round trip.
@_cdecl("FuzzPNG_main")
public func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(fuzzPNG)
}

func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? ImageFile.decode(bytes) else { return 0 }
    precondition(image.pixels.count == image.width * image.height * 4, "decoded image has the wrong byte count")
    if image.size.pixelCount <= 1 << 16, let encoded = try? PNG.encode(image) {
        precondition((try? PNG.decode(encoded)) == image, "round trip changed the image")
    }
    return 0
}
