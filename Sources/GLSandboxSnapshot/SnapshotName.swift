import Foundation
import GLSandboxImage

/// Which golden an assertion compares with: a path under the golden folder, without `.png`.
///
/// Named after the test by default, as swift-snapshot-testing, insta and Jest do:
/// `FlagTests/flag` for `@Test func flag()` in `FlagTests.swift` (`FlagTests/testFlag` for an
/// XCTest method), `FlagTests/flag.2` for its second assertion. An explicit name (`named:`) is
/// a file right in the golden folder, as before.
public struct SnapshotName: Hashable, Sendable, CustomStringConvertible {
    /// The test file's name without `.swift`, or nil for an explicit name.
    public var group: String?
    /// The test's name (with `.2`, `.3` for later assertions), or the explicit name.
    public var name: String
    /// Where the test is, for messages: `FlagTests.swift: flag()`.
    public var test: String?

    public init(group: String? = nil, name: String, test: String? = nil) {
        self.group = group
        self.name = name
        self.test = test
    }

    /// `group/name`, or `name`: the golden is this plus `.png` under the golden folder.
    public var path: String { group.map { "\($0)/\(name)" } ?? name }
    public var description: String { path }

    /// Why `name` cannot be a file name, or nil: the rule is that a name is not empty, has no
    /// `/` (it is one file name), does not start with `.` (a hidden file, or `..`), and has no
    /// control characters.
    public static func problem(with name: String) -> String? {
        let rule: String
        if name.isEmpty {
            rule = "a name cannot be empty"
        } else if name.contains("/") {
            rule = "a name may not contain '/' (it becomes one file name)"
        } else if name.hasPrefix(".") {
            rule = "a name may not start with '.' (that makes a hidden file)"
        } else if name.unicodeScalars.contains(where: { TerminalText.isHidden($0.value, keepingLines: false) }) {
            rule = "a name may not contain control characters"
        } else {
            return nil
        }
        return "invalid snapshot name '\(TerminalText.visible(name))': \(rule); use letters, digits, '-', '_' and '.'"
    }
}

/// Hands out names from tests, counting assertions per test, and notices two tests that give
/// the same explicit name (they would share one golden): in this process, and, through a claims
/// file in the run's artifacts folder, in the other processes of the run (XCTest and Swift
/// Testing run in two, `--parallel` in one per XCTest). One per process; thread-safe.
public final class SnapshotNaming: @unchecked Sendable {   // state guarded by `lock`
    public static let shared = SnapshotNaming()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var owners: [String: String] = [:]

    public init() {}

    /// The name of the next assertion of the test `function` in `filePath`.
    ///
    /// - Parameter suite: the types around a Swift Testing test (`["FlagTests", "Inner"]`), from
    ///   its `Test.ID`; a first one named like the file is left out, the rest go before the test's
    ///   name (`FlagTests/Inner.flag`), so that two suites of one file with a test `flag()`
    ///   each get a golden of their own, whatever order they run in.
    public func next(filePath: String, function: String, suite: [String] = []) -> SnapshotName {
        let file = URL(fileURLWithPath: filePath).lastPathComponent
        let group = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        let test = Self.qualified(Self.testName(function), suite: suite, group: group)
        // Counted by the name the golden gets, so that overloads (`flag()`, `flag(_:)`) never share one.
        let count = lock.withLock { () -> Int in
            counts["\(filePath)#\(test)", default: 0] += 1
            return counts["\(filePath)#\(test)"]!
        }
        return SnapshotName(group: group, name: count == 1 ? test : "\(test).\(count)", test: "\(file): \(Self.owner(function, suite: suite, file: file))")
    }

    /// An explicit name, checked against the other tests of this process and, when `artifacts`
    /// is given, of the other processes of the run `run` (a claims file, `.claims.json`, in
    /// that folder, under its lock): nil when it is new or this test's own, else the message that
    /// reports the clash.
    public func claim(_ name: String, in folder: URL, filePath: String, function: String, suite: [String] = [],
                      artifacts: URL? = nil, run: String = SnapshotRun.current) -> String? {
        let key = folder.appendingPathComponent(name).path
        let file = URL(fileURLWithPath: filePath).lastPathComponent
        let owner = "\(file): \(Self.owner(function, suite: suite, file: file))"
        let (previous, known) = lock.withLock { () -> (String?, Bool) in
            if let previous = owners[key] { return (previous == owner ? nil : previous, true) }
            owners[key] = owner
            return (nil, false)
        }
        var clash = previous
        if clash == nil, !known, let artifacts {
            clash = Self.claimAcrossProcesses(key: key, owner: owner, artifacts: artifacts, run: run)
        }
        guard let clash else { return nil }
        return "snapshot name '\(name)' is also used by \(clash): two tests would share the golden \(key).png; "
            + "give each its own name, or leave `named:` out to name it after the test"
    }

    /// The claims of one run: golden path to the test that first used it.
    private struct Claims: Codable {
        var run: String
        var owners: [String: String]
    }

    static let claimsFile = ".claims.json"

    /// Records `owner` for `key` in the run's claims file; the owner already there when it is
    /// another test. A claims file of an earlier run is replaced. Without a writable folder,
    /// only this process is checked.
    static func claimAcrossProcesses(key: String, owner: String, artifacts: URL, run: String) -> String? {
        var previous: String?
        try? SnapshotArtifacts.withFolderLock(artifacts) {
            let url = artifacts.appendingPathComponent(claimsFile)
            var claims = FileManager.default.contents(atPath: url.path).flatMap { try? JSONDecoder().decode(Claims.self, from: $0) }
                .flatMap { $0.run == run ? $0 : nil } ?? Claims(run: run, owners: [:])
            if let other = claims.owners[key] {
                if other != owner { previous = other }
                return
            }
            claims.owners[key] = owner
            try AtomicFile.writeJSON(claims, to: url.path)
        }
        return previous
    }

    /// `flag()` and `flag(_:)` give `flag`; `testFlag` stays.
    public static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return base.isEmpty ? "snapshot" : String(base)
    }

    /// `test`, after the suite's types that are not the file's own name.
    static func qualified(_ test: String, suite: [String], group: String) -> String {
        var types = suite
        if types.first == group { types.removeFirst() }
        return (types + [test]).joined(separator: ".")
    }

    /// `Inner.flag()` for messages, or `flag()`.
    static func owner(_ function: String, suite: [String], file: String) -> String {
        let group = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        return qualified(function, suite: suite, group: group)
    }
}
