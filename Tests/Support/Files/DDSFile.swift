import Foundation
import Testing

/// DDS files written byte by byte (the header by hand, not by the reader's code), for the DDS
/// tests and the error table's bad files.
package enum DDSFile {
    /// The four bytes of an unsigned 32-bit number, lowest first.
    package static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) } }

    /// A FourCC as a header stores it: its letters in order.
    package static func fourCC(_ letters: String) -> UInt32 { Array(letters.utf8).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) } }

    /// What a DX10 header's 20 bytes say.
    package struct DX10 {
        package var dxgi: UInt32; package var dimension: UInt32 = 3; package var misc: UInt32 = 0; package var arraySize: UInt32 = 1
        package init(dxgi: UInt32, dimension: UInt32 = 3, misc: UInt32 = 0, arraySize: UInt32 = 1) {
            self.dxgi = dxgi; self.dimension = dimension; self.misc = misc; self.arraySize = arraySize
        }
    }

    /// `DDS `, the 124-byte header (then the DX10 part when given), then `texels`.
    package static func file(width: UInt32, height: UInt32, fourCC code: UInt32, dx10: DX10? = nil, pitch: UInt32 = 0, mips: UInt32 = 1,
                     caps2: UInt32 = 0, pixelFlags: UInt32 = 0x4, maskBits: UInt32 = 0, headerSize: UInt32 = 124, texels: [Float]) -> [UInt8] {
        var bytes = Array("DDS ".utf8) + u32(headerSize) + u32(0x100F) + u32(height) + u32(width) + u32(pitch) + u32(0) + u32(mips)
        bytes += [UInt8](repeating: 0, count: 44)                                        // reserved, bytes 32-75
        bytes += u32(32) + u32(pixelFlags) + u32(code) + u32(maskBits) + [UInt8](repeating: 0, count: 16)   // pixel format, 76-107
        bytes += u32(0x1000) + u32(caps2) + [UInt8](repeating: 0, count: 12)              // caps, caps2, caps3, caps4, reserved
        #expect(bytes.count == 128)
        if let dx10 { bytes += u32(dx10.dxgi) + u32(dx10.dimension) + u32(dx10.misc) + u32(dx10.arraySize) + u32(0) }
        for value in texels { bytes += u32(value.bitPattern) }
        return bytes
    }

}
