/// Tells, from a failed compile, the one mistake that makes the driver list every overload of
/// `texture`: a channel read as another kind of texture than it was given (`skybox.frag` run
/// without a cubemap: `texture(sampler2D, vec3)`, 52 lines from Mesa). Only the channel kind:
/// any other compile error stays the compiler's own.
enum ChannelKindCheck {
    /// The kind-mismatch error for `log` (the driver's, already in the user's `FILE:LINE:COL`),
    /// or nil when the log says something else.
    static func diagnose(log: String, file: ShaderFile) -> ShaderError? {
        for line in log.split(separator: "\n") {
            // Mesa: "FILE:LINE:COL: error: no matching function for call to `texture(sampler2D, vec3)'; candidates are:"
            guard let match = line.firstMatch(of: /^(.+):(\d+):(\d+): error: no matching function for call to `(texture|textureLod|textureGrad|texelFetch|textureSize)\((sampler2D|samplerCube|sampler3D), (vec2|vec3|ivec2|ivec3)/),
                  let number = Int(match.2) else { continue }
            let sampler = String(match.5), coordinate = String(match.6)
            let readAs3D = coordinate.hasSuffix("3")
            // Only a mismatch of dimensions: sampler2D read with a 3D direction, or a 3D kind read in 2D.
            guard readAs3D == (sampler == "sampler2D") else { continue }
            guard let channel = channelRead(onLine: number, of: String(match.1), in: file) else { continue }
            let given = switch sampler {
            case "samplerCube": "a cubemap"
            case "sampler3D": "a volume"
            default: "a 2D picture (or nothing)"
            }
            return .channelKind(file: String(match.1), line: number, channel: channel, given: given,
                                read: readAs3D ? "with a 3D direction (as a cubemap or a volume is)" : "with a 2D coordinate (as a picture is)")
        }
        return nil
    }

    /// The `iChannelN` that line `number` of `path` reads (the first on the line), if any.
    private static func channelRead(onLine number: Int, of path: String, in file: ShaderFile) -> Int? {
        guard let index = file.sourceMap.lines.firstIndex(where: { $0.file == path && $0.line == number && !$0.isOurs }) else { return nil }
        let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(index), let found = lines[index].firstMatch(of: /iChannel([0-3])/) else { return nil }
        return Int(found.1)
    }
}
