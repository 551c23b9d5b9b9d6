import Foundation
import Testing
import TestSupport
import GLTestSupport

/// The Makefile installs what a new machine lacks; these run its package logic with made-up
/// package names (nothing is installed: `deps-list` only prints).
@Suite("Makefile")
struct MakefileTests {
    private func missing(_ variables: [String]) throws -> (list: [String], stderr: String) {
        let result = try run("/usr/bin/env", ["make", "-s", "-C", packageRoot.path, "deps-list"] + variables)
        #expect(result.status == 0, "\(result.stderr)")
        return (result.stdout.split(whereSeparator: \.isWhitespace).map(String.init), result.stderr)
    }

    @Test("an optional package the distribution lacks (OSMesa after Mesa 25.1) is left out, and said so")
    func optionalPackageAbsent() throws {
        let result = try missing(["APT_PACKAGES=glsandbox-required-x", "APT_OPTIONAL=glsandbox-optional-y", "APT_KNOWS=false"])
        #expect(result.list == ["glsandbox-required-x"])
        #expect(result.stderr.contains("glsandbox-optional-y is not in this distribution"))
    }

    @Test("an optional package the distribution has is installed")
    func optionalPackagePresent() throws {
        let result = try missing(["APT_PACKAGES=glsandbox-required-x", "APT_OPTIONAL=glsandbox-optional-y", "APT_KNOWS=true"])
        #expect(result.list == ["glsandbox-required-x", "glsandbox-optional-y"])
    }

    @Test("OSMesa is optional, everything else required")
    func osmesaIsOptional() throws {
        let makefile = try String(contentsOf: packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        let optional = makefile.split(separator: "\n").first { $0.hasPrefix("APT_OPTIONAL") }
        #expect(optional?.contains("libosmesa6") == true)
    }

    /// A new machine has no apt package lists, and `apt-cache show` knows nothing before
    /// `apt-get update`: OSMesa was judged "not in this distribution" on Debian 12, which has it.
    @Test("on a machine with no package lists, deps refreshes them before judging an optional package absent")
    func listsRefreshedBeforeOptionalsAreJudged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glsandbox-make-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let updated = folder.appendingPathComponent("updated").path
        let installed = folder.appendingPathComponent("installed").path
        // `apt-cache show` as a new machine answers it: nothing is known until the lists are refreshed.
        let knows = folder.appendingPathComponent("knows.sh")
        try "#!/bin/sh\ntest -e '\(updated)'\n".write(to: knows, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: knows.path)
        // `apt-get install` as far as this test needs: it writes down what it was asked for.
        let install = folder.appendingPathComponent("install.sh")
        try "#!/bin/sh\necho \"$@\" > '\(installed)'\n".write(to: install, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: install.path)
        // Stand-ins for apt only in what they print: the package names are made up, nothing is installed.
        let result = try run("/usr/bin/env", ["make", "-s", "-C", packageRoot.path, "deps",
                                              "APT_PACKAGES=", "APT_OPTIONAL=glsandbox-optional-y",
                                              "APT_LISTS_READY=false", "APT_UPDATE=touch \(updated)",
                                              "APT_KNOWS=\(knows.path)", "APT_INSTALL=\(install.path)"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: updated))
        #expect(!result.stderr.contains("not in this distribution"), "\(result.stderr)")
        #expect(try String(contentsOfFile: installed, encoding: .utf8).contains("glsandbox-optional-y"))
    }

    /// `make demo` once installed the test suite's tools (Chromium, Selenium, ffmpeg, numpy,
    /// GNU parallel) before showing one window: 2 min 18 s on a new machine (issue 36).
    @Test("make demo installs only what the window needs; make test installs the rest")
    func demoInstallsOnlyTheWindowsPackages() throws {
        let names = ["APT_PACKAGES=glsandbox-window-x", "APT_TESTS=glsandbox-test-y", "APT_OPTIONAL=", "APT_LISTS_READY=true"]
        let demo = try run("/usr/bin/env", ["make", "-n", "-C", packageRoot.path, "demo"] + names)
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(demo.stdout.contains("glsandbox-window-x"), "\(demo.stdout)")
        #expect(!demo.stdout.contains("glsandbox-test-y") && !demo.stdout.contains("selenium") && !demo.stdout.contains("numpy"), "\(demo.stdout)")
        let test = try run("/usr/bin/env", ["make", "-n", "-C", packageRoot.path, "test-main"] + names)
        #expect(test.stdout.contains("glsandbox-window-x") && test.stdout.contains("glsandbox-test-y") && test.stdout.contains("selenium"),
                "\(test.stdout)")
        #expect(try missing(["FOR=demo"] + names.prefix(3)).list == ["glsandbox-window-x"])
    }
}
