// swift-tools-version:6.1
//
// libFuzzer targets for the inputs GLSandbox reads from users: PNG files and attachment specs.
// Built with `-sanitize=fuzzer,address` by `make fuzz` (part of `make test`), each run for a
// bounded time. A package of its own, so the sanitizer flags never touch the main build.
import PackageDescription

let package = Package(
    name: "GLSandboxFuzz",
    dependencies: [.package(name: "GLSandbox", path: "..")],
    targets: [
        .target(name: "FuzzSupport", path: "FuzzSupport"),
        // Each links only the module it fuzzes (the PNG reader is in GLSandboxImage, the specs in
        // GLSandboxCore): the instrumented release build then compiles no shader player.
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", .product(name: "GLSandboxImage", package: "GLSandbox")], path: "FuzzPNG"),
        .executableTarget(name: "FuzzAttachmentSpec", dependencies: ["FuzzSupport", .product(name: "GLSandboxCore", package: "GLSandbox")], path: "FuzzAttachmentSpec"),
    ],
    swiftLanguageModes: [.v6]
)
