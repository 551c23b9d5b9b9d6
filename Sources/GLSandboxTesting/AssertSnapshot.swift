import Foundation
@_exported import GLSandbox
@_exported import GLSandboxSnapshot
import Testing
import XCTest

/// Asserts that `image` matches its golden; on failure, records an issue (Swift Testing) or a
/// failure (XCTest) whose message names what differs and where the expected, actual, diff and
/// side-by-side pictures and the HTML report are.
///
/// The golden is named after the test: `snapshots/FlagTests/flag.png` for `@Test func flag()`
/// in `FlagTests.swift` (`testFlag` for an XCTest method), `flag.2.png` for its second
/// assertion, `flag.3.png` for a third. A Swift Testing test in a suite not named like its file
/// has the suite before its name: `snapshots/FlagTests/Night.flag.png` for `flag()` in
/// `struct Night` in `FlagTests.swift`. With `named:` it is `snapshots/NAME.png`, and a name
/// two tests both use is reported, also across the processes of one `swift test` run.
/// (In a parameterized test, give each case its own `named:`.)
///
/// ```swift
/// @Test func triangle() throws {
///     let gl = try GLContext()
///     let image = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(600, 480), shaders: try .locate())
///     assertSnapshot(of: image, renderer: gl.info)   // snapshots/MyTests/triangle.png
/// }
/// ```
///
/// - Parameters:
///   - image: the picture to check, top row first.
///   - name: an explicit golden name, `snapshots/NAME.png`; without it, named after the test.
///   - tolerance: exact by default (llvmpipe is deterministic for one Mesa build).
///   - record: overrides `GLSANDBOX_RECORD` and the `CI=true` default (see `RecordMode`).
///   - renderer: the driver that made the image; recorded beside the golden and compared on
///     failure; needed for per-renderer goldens.
///   - goldens: `.perRenderer` keeps goldens per renderer family (or `GLSANDBOX_GOLDENS=per-renderer`).
///   - directory: where goldens live (default `snapshots/` of the test's package, or `GLSANDBOX_SNAPSHOTS`).
///   - artifacts: where failure pictures go (default `.build/glsandbox-artifacts/`, or `GLSANDBOX_ARTIFACTS`).
///   - fileID: the caller's file, where a failure is reported (leave the default).
///   - filePath: the caller's file path: goldens are found from it, and named after it (leave the default).
///   - function: the calling test, which names the golden (leave the default).
///   - line: the caller's line (leave the default).
///   - column: the caller's column (leave the default).
///
/// A suite's `.snapshots(...)` trait sets any of these for all its assertions.
public func assertSnapshot(of image: RGBAImage, named name: String? = nil, tolerance: Tolerance? = nil,
                           record: RecordMode? = nil, renderer: DriverInfo? = nil, goldens: GoldenLayout? = nil,
                           directory: URL? = nil, artifacts: URL? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    let trait = SnapshotTrait.current
    let failure: SnapshotFailure?
    do throws(SnapshotFailure) {
        let configuration = try SnapshotConfiguration.resolve(filePath: "\(filePath)", directory: directory ?? trait.directory,
                                                              artifacts: artifacts ?? trait.artifacts, record: record ?? trait.record,
                                                              goldens: goldens ?? trait.goldens)
        let snapshot: SnapshotName
        let suite = swiftTestingSuite(filePath: "\(filePath)", function: function)
        if let name {
            if let clash = SnapshotNaming.shared.claim(name, in: configuration.snapshotDirectory, filePath: "\(filePath)", function: function,
                                                       suite: suite, artifacts: configuration.artifactsDirectory) {
                throw SnapshotFailure(message: clash, kind: .configuration)
            }
            snapshot = SnapshotName(name: name, test: "\(URL(fileURLWithPath: "\(filePath)").lastPathComponent): \(function)")
        } else {
            snapshot = SnapshotNaming.shared.next(filePath: "\(filePath)", function: function, suite: suite)
        }
        failure = verifySnapshot(of: image, as: snapshot, tolerance: tolerance ?? trait.tolerance ?? .exact,
                                 configuration: configuration, renderer: renderer)
    } catch {
        failure = error
    }
    guard let failure else { return }
    reportFailure(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `scene` headless at `size` in a fresh context (the backend `GLSANDBOX_BACKEND` names)
/// and asserts it matches its golden, named after the test like the image form
/// (`snapshots/FlagTests/flag.png`), or `snapshots/NAME.png` with `named:`.
public func assertSnapshot(of scene: Scene, size: Size = Size(600, 480), samples: Int? = nil,
                           named name: String? = nil, tolerance: Tolerance? = nil, record: RecordMode? = nil,
                           shaders: ShaderLibrary? = nil, goldens: GoldenLayout? = nil, directory: URL? = nil, artifacts: URL? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    let rendered: (RGBAImage, DriverInfo)
    do {
        let context = try GLContext()
        defer { context.close() }
        let image = try scene.renderImage(in: context, size: size, samples: samples, shaders: try shaders ?? ShaderLibrary.locate())
        rendered = (image, context.info)
    } catch {
        reportFailure("could not render scene '\(scene.name)': \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertSnapshot(of: rendered.0, named: name, tolerance: tolerance, record: record, renderer: rendered.1,
                   goldens: goldens, directory: directory, artifacts: artifacts, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column)
}

/// Renders your fragment shader (Shadertoy, Book of Shaders or plain GLSL, told from the
/// source) headless at `size` in a fresh context and asserts it matches its golden, named after
/// the test like the image form (`snapshots/ShaderTests/plasma.png` for `@Test func plasma()` in
/// `ShaderTests.swift`), or `snapshots/NAME.png` with `named:`.
///
/// ```swift
/// @Test func plasma() {
///     assertSnapshot(ofShader: URL(fileURLWithPath: "shaders/plasma.frag"), time: 2)
/// }
/// ```
///
/// `date` is pinned (2000-01-01 00:00:00) unless given, so a shader that reads `iDate` renders
/// the same picture on every run; `channels` are PNG files for `iChannel0...` (`u_tex0...`).
public func assertSnapshot(ofShader shader: URL, time: Double = 0, frame: Int = 0, fps: Double = 60,
                           mouse: SIMD4<Float> = .zero, date: ShaderDate = .snapshotDefault,
                           channels: [URL?] = [], size: Size = Size(600, 480), samples: Int = 0, dialect: ShaderDialect? = nil,
                           keepAlpha: Bool = false, named name: String? = nil, tolerance: Tolerance? = nil,
                           record: RecordMode? = nil, goldens: GoldenLayout? = nil, directory: URL? = nil, artifacts: URL? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
                           line: UInt = #line, column: UInt = #column) {
    let rendered: (RGBAImage, DriverInfo)
    do {
        let scene = try ShaderScene.load(path: shader.path, dialect: dialect, channels: channels.map { $0?.path }, keepAlpha: keepAlpha)
        let context = try GLContext()
        defer { context.close() }
        let inputs = ShaderInputs(time: time, frame: frame, fps: fps, mouse: mouse, date: date)
        rendered = (try scene.renderImage(in: context, size: size, inputs: inputs, samples: samples), context.info)
    } catch {
        reportFailure("could not render shader \(shader.path): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    assertSnapshot(of: rendered.0, named: name, tolerance: tolerance, record: record, renderer: rendered.1,
                   goldens: goldens, directory: directory, artifacts: artifacts, fileID: fileID, filePath: filePath,
                   function: function, line: line, column: column)
}

/// The types around the running Swift Testing test (`["FlagTests", "Inner"]`) when the
/// assertion is written in that test itself; empty otherwise (XCTest, a helper function).
func swiftTestingSuite(filePath: String, function: String) -> [String] {
    guard let test = Test.current, !test.isSuite,
          test.sourceLocation.fileName == URL(fileURLWithPath: filePath).lastPathComponent,
          SnapshotNaming.testName(test.name) == SnapshotNaming.testName(function) else { return [] }
    return Array(test.id.nameComponents.dropLast())
}

/// Reports to Swift Testing when a Swift Testing test is running, to XCTest otherwise.
func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
