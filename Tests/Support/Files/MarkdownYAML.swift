import Foundation

/// The YAML recipes in the docs' Markdown, read as a reader of the docs would copy them.
package enum MarkdownYAML {
    /// The text of each ```yaml fenced block.
    package static func blocks(in markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```yaml" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The value of the first `key:` in a block of YAML: a plain or quoted scalar, or a folded
    /// one (`>-`), whose more-indented lines below are joined with spaces. Enough for the
    /// recipe's variables; not a YAML parser.
    package static func value(_ key: String, in yaml: String) -> String? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            guard body.hasPrefix(key + ":") else { continue }
            var value = body.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            if value == ">-" || value == ">" {
                let folded = lines[(index + 1)...].prefix { next in
                    next.trimmingCharacters(in: .whitespaces).isEmpty || next.prefix { $0 == " " }.count > indent
                }
                return folded.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
            }
            if let quote = value.first, quote == "\"" || quote == "'", let end = value.dropFirst().firstIndex(of: quote) {
                return String(value[value.index(after: value.startIndex)..<end])
            }
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            return value.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
