import Foundation
@_exported import GLSandbox
@_exported import GLSandboxSnapshot
import Testing
import XCTest

/// Asserts that `image` matches the golden `snapshots/NAME.png`; on failure, records an issue
/// (Swift Testing) or a failure (XCTest) whose message names what differs and where the
/// expected, actual, diff and side-by-side pictures and the HTML report are.
///
/// ```swift
/// @Test func triangle() throws {
///     let gl = try GLContext()
///     let image = try SceneCatalogue.triangle.renderImage(in: gl, size: Size(600, 480), shaders: try .locate())
///     assertSnapshot(of: image, named: "triangle", renderer: gl.info)
/// }
/// ```
///
/// - Parameters:
///   - tolerance: exact by default (llvmpipe is deterministic for one Mesa build).
///   - record: overrides `GLSANDBOX_RECORD` and the `CI=true` default (see ``RecordMode``).
///   - renderer: the driver that made the image; recorded beside the golden and compared on failure.
///   - directory: where goldens live (default `snapshots/` of the test's package, or `GLSANDBOX_SNAPSHOTS`).
///   - artifacts: where failure pictures go (default `.build/glsandbox-artifacts/`, or `GLSANDBOX_ARTIFACTS`).
public func assertSnapshot(of image: RGBAImage, named name: String, tolerance: Tolerance = .exact,
                           record: RecordMode? = nil, renderer: DriverInfo? = nil,
                           directory: URL? = nil, artifacts: URL? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    let failure: SnapshotFailure?
    do {
        let configuration = try SnapshotConfiguration.resolve(filePath: "\(filePath)", directory: directory,
                                                              artifacts: artifacts, record: record)
        failure = verifySnapshot(of: image, named: name, tolerance: tolerance, configuration: configuration, renderer: renderer)
    } catch {
        failure = error
    }
    guard let failure else { return }
    reportFailure(failure.message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `scene` headless at `size` in a fresh context (the backend `GLSANDBOX_BACKEND` names)
/// and asserts it matches the golden named after the scene (or `name`).
public func assertSnapshot(of scene: Scene, size: Size = Size(600, 480), samples: Int? = nil,
                           named name: String? = nil, tolerance: Tolerance = .exact, record: RecordMode? = nil,
                           shaders: ShaderLibrary? = nil, directory: URL? = nil, artifacts: URL? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
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
    assertSnapshot(of: rendered.0, named: name ?? scene.name, tolerance: tolerance, record: record, renderer: rendered.1,
                   directory: directory, artifacts: artifacts, fileID: fileID, filePath: filePath, line: line, column: column)
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
