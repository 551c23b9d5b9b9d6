import Foundation

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

    /// Why `name` cannot be a file name, or nil.
    static func problem(with name: String) -> String? {
        guard name.isEmpty || name.contains("/") || name.hasPrefix(".") else { return nil }
        return "invalid snapshot name '\(name)': use letters, digits, '-' and '_' (it becomes a file name)"
    }
}

/// Hands out names from tests, counting assertions per test, and notices two tests that give
/// the same explicit name (they would share one golden). One per process; thread-safe.
public final class SnapshotNaming: @unchecked Sendable {   // state guarded by `lock`
    public static let shared = SnapshotNaming()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var owners: [String: String] = [:]

    /// The name of the next assertion of the test `function` in `filePath`.
    public func next(filePath: String, function: String) -> SnapshotName {
        let file = URL(fileURLWithPath: filePath).lastPathComponent
        let group = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
        let test = Self.testName(function)
        // Counted by the name the golden gets, so that overloads (`flag()`, `flag(_:)`) never share one.
        let count = lock.withLock { () -> Int in
            counts["\(filePath)#\(test)", default: 0] += 1
            return counts["\(filePath)#\(test)"]!
        }
        return SnapshotName(group: group, name: count == 1 ? test : "\(test).\(count)", test: "\(file): \(function)")
    }

    /// An explicit name, checked against the other tests of this process: nil when it is new
    /// or this test's own, else the message that reports the clash.
    public func claim(_ name: String, in folder: URL, filePath: String, function: String) -> String? {
        let key = folder.appendingPathComponent(name).path
        let owner = "\(URL(fileURLWithPath: filePath).lastPathComponent): \(function)"
        let previous = lock.withLock { () -> String? in
            if let previous = owners[key], previous != owner { return previous }
            owners[key] = owner
            return nil
        }
        guard let previous else { return nil }
        return "snapshot name '\(name)' is also used by \(previous): two tests would share the golden \(key).png; "
            + "give each its own name, or leave `named:` out to name it after the test"
    }

    /// `flag()` and `flag(_:)` give `flag`; `testFlag` stays.
    public static func testName(_ function: String) -> String {
        let base = function.prefix { $0 != "(" }
        return base.isEmpty ? "snapshot" : String(base)
    }
}
