import GLSandboxImage

/// Whether goldens are shared by every renderer or kept per renderer family.
///
/// A laptop with a GPU and CI on llvmpipe draw different pixels. With `.perRenderer` the
/// goldens of each family live in a folder of its own (`snapshots/llvmpipe/...`,
/// `snapshots/nvidia/...`), so one repository holds both; where a family has no golden yet, the
/// shared one (`snapshots/...`) is used with the assertion's tolerance, and the message says so.
/// Chosen by the `goldens:` argument, else `GLSANDBOX_GOLDENS` (`shared` or `per-renderer`).
public enum GoldenLayout: String, Sendable, CaseIterable {
    case shared
    case perRenderer = "per-renderer"

    public static let environmentVariable = "GLSANDBOX_GOLDENS"
}

extension DriverInfo {
    /// The renderer's family, a folder name: `llvmpipe`, `softpipe`, `nvidia`, `amd`, `intel`,
    /// `apple`, else the first word of `GL_RENDERER` in lower case.
    public var rendererFamily: String {
        let text = renderer.lowercased()
        let families: [(String, [String])] = [
            ("llvmpipe", ["llvmpipe"]), ("softpipe", ["softpipe"]), ("zink", ["zink"]),
            ("nvidia", ["nvidia", "geforce", "quadro", "tesla", "rtx"]),
            ("amd", ["amd", "radeon"]), ("intel", ["intel"]), ("apple", ["apple"]),
        ]
        for (family, words) in families where words.contains(where: text.contains) { return family }
        let word = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).first.map(String.init)
        return word ?? "unknown"
    }
}
