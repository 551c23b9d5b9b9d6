/// Small text operations on GLSL source.
package enum GLSLText {
    /// `source` with `//` and `/* */` comments replaced by spaces (newlines kept, so line
    /// numbers stay the same).
    package static func strippingComments(_ source: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(source.utf8.count)
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    out.append(bytes[index] == UInt8(ascii: "\n") ? UInt8(ascii: "\n") : UInt8(ascii: " "))
                    index += 1
                }
                index += 2
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
