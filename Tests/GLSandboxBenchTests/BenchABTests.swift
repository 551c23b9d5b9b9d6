import Foundation
@testable import glsandbox
import Testing
import TestSupport
import GLTestSupport

/// `bench --ab`, `--compare` and `--format github-action-benchmark`, end to end.
///
/// The A/B check is tested on two builds that differ by a known amount: the same binary as the
/// base, and as the head with `GLSANDBOX_BENCH_SLOWDOWN=fill:1`, which doubles every `fill`
/// frame (it draws it twice) and leaves `clear` alone. (It spun for as long again until a
/// loaded `make test` measured 2.9x: a preemption during a spin overshot its wall-clock target;
/// `Benchmarks/ab/loaded.sh` shows the estimates under load.) So in one run `fill` must be
/// found slower, by about 2x, and `clear`, identical in both builds, must not be found to differ.
/// `LP_NUM_THREADS=0` renders on the benchmark's own thread, so a busy machine's scheduling of
/// llvmpipe's threads adds no noise; 99.9% confidence keeps a false alarm on `clear` rarer than
/// one run in a thousand. Sixteen rounds: with eight, a run beside a whole suite and a build
/// once gave fill's 2x the interval 0.98 to 3.65, too wide to call (exit 2, "too noisy"); with
/// twenty, three runs on a loaded machine gave 1.48 to 2.85 at the widest. (The 30% slowdown, at the default settings, is shown in
/// docs/benchmarks.md: `Benchmarks/ab/demo.sh`.)
@Suite("Bench A/B")
struct BenchABTests {
    private static let environment = ["LP_NUM_THREADS": "0", "GLSANDBOX_BENCH_SLOWDOWN": "fill:1"]

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not JSON: \(text)")
    }

    @Test("--ab: a build made 2x slower in fill is found slower there, and no change is found in clear")
    func verdicts() throws {
        let result = try run(glsandboxBinary, [
            "bench", "--ab", glsandboxBinary, "--scene", "clear", "--scene", "fill", "--size", "96x64",
            "--rounds", "16", "--round-duration", "0.05", "--confidence", "99.9", "--fail-on-regression", "10", "--json",
        ], environment: Self.environment)
        #expect(result.status == 1, "a regression beyond 10% exits 1: \(result.stderr)")
        #expect(result.stderr.hasPrefix("glsandbox: error: fill is slower than --fail-on-regression 10% allows"), "\(result.stderr)")
        let report = try json(result.stdout)
        #expect(report["mode"] as? String == "ab" && report["order"] as? String == "ABBA" && report["rounds"] as? Int == 16)
        #expect(report["regressions"] as? [String] == ["fill"])
        let scenes = try #require(report["scenes"] as? [[String: Any]])
        #expect(scenes.compactMap { $0["name"] as? String } == ["clear", "fill"])
        for scene in scenes {
            #expect((scene["baseMs"] as? [Double])?.count == 16 && (scene["headMs"] as? [Double])?.count == 16, "one sample a round: \(scene)")
        }
        let clear = scenes[0], fill = scenes[1]
        #expect(clear["verdict"] as? String == "no change detectable", "\(clear)")
        #expect(clear["regression"] as? Bool == false)
        #expect(fill["verdict"] as? String == "slower", "\(fill)")
        let ratio = try #require(fill["ratio"] as? [String: Double])
        #expect((1.6...2.5).contains(ratio["estimate"] ?? 0), "fill's frames take twice as long: \(ratio)")
        #expect((ratio["lower"] ?? 0) > 1.1 && (ratio["upper"] ?? 0) >= (ratio["estimate"] ?? 0))
    }

    /// Seen on a loaded machine: four 50 ms slices came out as three, and --compare lost its
    /// interval. At 2048x2048 on one llvmpipe thread a fill frame takes over 100 ms, longer than
    /// a slice on any machine: the count must come from the duration, not from the clock.
    @Test("a run has as many slices as its duration holds, however long a frame takes (fill with its C baseline: 2 in 0.2 s; clear: 4)")
    func slicesAreCounted() throws {
        let result = try run(glsandboxBinary, ["bench", "--json", "--scene", "fill", "--scene", "clear", "--size", "2048x2048", "--duration", "0.2"],
                             environment: ["LP_NUM_THREADS": "0"])
        #expect(result.status == 0, "\(result.stderr)")
        let scenes = try #require(try json(result.stdout)["scenes"] as? [[String: Any]])
        let counts = scenes.map { ($0["name"] as? String ?? "?", ($0["sliceMedianMs"] as? [Double])?.count ?? 0) }
        #expect(counts.map(\.0) == ["fill", "clear"] && counts.map(\.1) == [2, 4], "\(counts)")
    }

    @Test("--compare: this run against a saved --json run, by their 50 ms slices; github-action-benchmark's form")
    func compareAndFormat() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = try run(glsandboxBinary, ["bench", "--json", "--scene", "clear", "--size", "64x48", "--duration", "0.2"],
                            environment: ["LP_NUM_THREADS": "0"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let base = folder.appendingPathComponent("base.json").path
        try saved.stdout.write(toFile: base, atomically: true, encoding: .utf8)
        let savedScene = try #require((try json(saved.stdout)["scenes"] as? [[String: Any]])?.first)
        #expect((savedScene["sliceMedianMs"] as? [Double])?.count == 4, "0.2 s is four 50 ms slices: \(savedScene)")

        // The scenes and size come from the saved run when none are named.
        let compared = try run(glsandboxBinary, ["bench", "--compare", base, "--size", "64x48", "--duration", "0.2", "--json"],
                               environment: ["LP_NUM_THREADS": "0"])
        #expect(compared.status == 0, "\(compared.stderr)")
        let report = try json(compared.stdout)
        #expect(report["mode"] as? String == "compare" && report["base"] as? String == base)
        let scene = try #require((report["scenes"] as? [[String: Any]])?.first)
        #expect(scene["name"] as? String == "clear")
        #expect((scene["baseMs"] as? [Double]) == (savedScene["sliceMedianMs"] as? [Double]), "the saved run's slices are the base samples")
        #expect((scene["headMs"] as? [Double])?.count == 4)
        let ratio = try #require(scene["ratio"] as? [String: Double])
        #expect(ratio["lower"] != nil && ratio["upper"] != nil, "four slices of each give a 95% interval: \(ratio)")
        #expect(["faster", "slower", "no change detectable"].contains(scene["verdict"] as? String ?? ""))

        // github-action-benchmark's customSmallerIsBetter: an array of {name, unit, value, range?, extra?}.
        let plain = try run(glsandboxBinary, ["bench", "--scene", "clear", "--scene", "fill", "--size", "64x48", "--duration", "0.05",
                                              "--format", "github-action-benchmark"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [[String: Any]], "\(plain.stdout)")
        #expect(entries.compactMap { $0["name"] as? String } == ["clear 64x48", "fill 64x48"])
        for entry in entries {
            #expect(Set(entry.keys).isSubset(of: Set(["name", "unit", "value", "range", "extra"])), "\(Array(entry.keys))")
            #expect(entry["unit"] as? String == "ms")
            #expect((entry["value"] as? Double ?? 0) > 0)
            #expect(entry["range"] == nil && entry["extra"] is String, "extra is a string in that form; no range for one run")
        }
        let abForm = try run(glsandboxBinary, ["bench", "--compare", base, "--size", "64x48", "--duration", "0.1",
                                               "--format", "github-action-benchmark"], environment: ["LP_NUM_THREADS": "0"])
        #expect(abForm.status == 0, "\(abForm.stderr)")
        let abEntries = try #require(try JSONSerialization.jsonObject(with: Data(abForm.stdout.utf8)) as? [[String: Any]], "\(abForm.stdout)")
        #expect(abEntries.count == 1 && abEntries.first?["name"] as? String == "clear 64x48")
        #expect((abEntries.first?["extra"] as? String)?.contains("head / base") == true)
        #expect(abEntries.first?["range"] is String && abEntries.first?["unit"] as? String == "ms")
    }

    @Test("--metric cpu-time: each turn's CPU time per frame is the sample; the fewest rounds 50% confidence allows")
    func cpuTime() throws {
        let result = try run(glsandboxBinary, ["bench", "--ab", glsandboxBinary, "--metric", "cpu-time", "--scene", "clear",
                                               "--size", "64x48", "--rounds", "2", "--round-duration", "0.05", "--confidence", "50", "--json"],
                             environment: ["LP_NUM_THREADS": "0"])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try json(result.stdout)
        #expect(report["metric"] as? String == "CPU time per frame")
        let scene = try #require((report["scenes"] as? [[String: Any]])?.first)
        #expect((scene["baseMs"] as? [Double])?.count == 2 && (scene["headMs"] as? [Double])?.count == 2, "\(scene)")
        // By hand: 1/C(4,2) = 1/6 ≤ 25% on each side, so two rounds give an interval at 50%.
        let ratio = try #require(scene["ratio"] as? [String: Double])
        #expect(ratio["lower"] != nil && ratio["upper"] != nil, "\(ratio)")
    }

    @Test("the command line each build's child run gets: the same scenes and shader, no A/B options")
    func childArguments() {
        let arguments = ["bench", "my.frag", "--ab", "other", "--rounds=4", "--round-duration", "0.1", "--json", "--turn-limit", "30",
                         "--fail-on-regression", "5", "--confidence", "99", "--format", "table", "--size", "64x48", "--duration", "3", "--turn-limit=9"]
        let result = BenchCommand.childArguments(arguments[...], duration: 0.1)
        #expect(result == ["my.frag", "--size", "64x48", "--json", "--duration", "0.1"])
    }
}
