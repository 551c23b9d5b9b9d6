import Foundation
import Testing
import TestSupport
import GLTestSupport

/// docs/ci.md is a CI recipe that users copy. Its Debian packages must be the ones the Makefile
/// installs, in the GitHub Actions workflow and in the GitLab CI job alike; and the project's own
/// workflow must run `make test`. The Makefile's lists come from make itself (it expands the
/// continuation lines), the recipe's from its YAML blocks.
@Suite("CI recipe")
struct CIRecipeTests {
    /// A Makefile variable as make expands it, split into words.
    private func makefileWords(_ variable: String) throws -> [String] {
        let result = try run("/usr/bin/env", ["make", "-s", "--no-print-directory", "-C", packageRoot.path,
                                              "--eval", "glsandbox-print-variable: ; @echo $(\(variable))",
                                              "glsandbox-print-variable"])
        #expect(result.status == 0, "make could not print \(variable): \(result.stderr)")
        return words(result.stdout)
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The recipe's two jobs: the workflow (it has `runs-on:`) and the GitLab job (`before_script:`).
    private func recipes() throws -> [(name: String, yaml: String)] {
        let blocks = Self.yamlBlocks(in: try text("docs/ci.md"))
        // The recipe's workflow (the pull-request check further down is another).
        let github = blocks.filter { $0.contains("runs-on:") && $0.hasPrefix("name: snapshot tests") }
        let gitlab = blocks.filter { $0.contains("before_script:") }
        #expect(github.count == 1, "docs/ci.md should have one GitHub Actions workflow, has \(github.count)")
        #expect(gitlab.count == 1, "docs/ci.md should have one GitLab CI job, has \(gitlab.count)")
        return github.map { ("GitHub Actions", $0) } + gitlab.map { ("GitLab CI", $0) }
    }

    @Test("the recipe installs the Makefile's packages, in both jobs")
    func packagesAgreeWithMakefile() throws {
        let required = try makefileWords("APT_PACKAGES")
        let optional = try makefileWords("APT_OPTIONAL")
        #expect(required.contains("libegl-dev") && optional.contains("libosmesa6"), "the Makefile's lists: \(required) \(optional)")
        let recipes = try recipes()
        #expect(recipes.count == 2)
        for (name, yaml) in recipes {
            for (variable, expected) in [("APT_PACKAGES", required), ("APT_OPTIONAL", optional)] {
                let listed = words(Self.yamlValue(variable, in: yaml) ?? "")
                let missing = Set(expected).subtracting(listed).sorted(), extra = Set(listed).subtracting(expected).sorted()
                #expect(missing.isEmpty && extra.isEmpty,
                        "\(name): \(variable) in docs/ci.md lacks \(missing) and has \(extra) beyond the Makefile's")
                #expect(listed.count == Set(listed).count, "\(name): \(variable) names a package twice: \(listed)")
            }
            // The lists are what gets installed, not just written down.
            #expect(yaml.contains("apt-get install -y -qq --no-install-recommends $APT_PACKAGES"), "\(name) does not install $APT_PACKAGES")
            #expect(yaml.contains("for p in $APT_OPTIONAL"), "\(name) does not install $APT_OPTIONAL")
        }
    }

    @Test("each job sets CI=true, pins llvmpipe, caches .build and keeps the artifacts folder of a failure")
    func recipeEssentials() throws {
        for (name, yaml) in try recipes() {
            #expect(Self.yamlValue("CI", in: yaml) == "true", "\(name): CI")
            #expect(Self.yamlValue("GALLIUM_DRIVER", in: yaml) == "llvmpipe", "\(name): GALLIUM_DRIVER")
            #expect(Self.yamlValue("LIBGL_ALWAYS_SOFTWARE", in: yaml) == "1", "\(name): LIBGL_ALWAYS_SOFTWARE")
            #expect(yaml.contains(".build/glsandbox-artifacts/"), "\(name): the artifacts folder")
            if name == "GitHub Actions" {
                #expect(Self.yamlValue("path", in: yaml) == ".build", "\(name): the cached folder")
                #expect(yaml.contains("if: failure()") && yaml.contains("actions/upload-artifact"), "\(name): upload on failure")
            } else {
                #expect(Self.yamlValue("paths", in: yaml) == "[.build/]", "\(name): the cached folder")
                #expect(Self.yamlValue("when", in: yaml) == "on_failure", "\(name): artifacts on failure")
            }
        }
    }

    @Test("the project's own workflow runs make test")
    func ownWorkflowRunsMakeTest() throws {
        let workflow = try text(".github/workflows/ci.yml")
        let runs = workflow.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("run:") ? String(trimmed.dropFirst(4)).trimmingCharacters(in: .whitespaces) : nil
        }
        #expect(runs.contains("make test"), "the workflow's run steps: \(runs)")
    }

    @Test("the YAML reader: plain, quoted and folded values, as YAML defines them")
    func yamlReader() {
        let yaml = """
        env:
          CI: "true"
          ONE: 'single'
          PLAIN: llvmpipe   # a comment
          FOLDED: >-
            a b
            c
          NEXT: x
        """
        #expect(Self.yamlValue("CI", in: yaml) == "true")
        #expect(Self.yamlValue("ONE", in: yaml) == "single")
        #expect(Self.yamlValue("PLAIN", in: yaml) == "llvmpipe")
        #expect(Self.yamlValue("FOLDED", in: yaml) == "a b c")
        #expect(Self.yamlValue("NEXT", in: yaml) == "x")
        #expect(Self.yamlValue("MISSING", in: yaml) == nil)
    }

    static func yamlBlocks(in markdown: String) -> [String] { MarkdownYAML.blocks(in: markdown) }
    static func yamlValue(_ key: String, in yaml: String) -> String? { MarkdownYAML.value(key, in: yaml) }
}

private func words(_ text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(String.init)
}
