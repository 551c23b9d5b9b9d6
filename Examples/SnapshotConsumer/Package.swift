// swift-tools-version:6.0
//
// A package like yours: a renderer, and snapshot tests of it with GLSandboxTesting.
// `make test` in GLSandbox runs `story.sh` here: record, pass, fail, CI, accept.
import PackageDescription

let package = Package(
    name: "SnapshotConsumer",
    dependencies: [
        // In your package: .package(url: "https://github.com/<you>/GLSandbox", from: "...")
        .package(name: "GLSandbox", path: "../.."),
    ],
    targets: [
        .target(name: "MyRenderer", dependencies: [.product(name: "GLSandbox", package: "GLSandbox")]),
        .testTarget(name: "MyRendererTests", dependencies: [
            "MyRenderer",
            .product(name: "GLSandboxTesting", package: "GLSandbox"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
