import Foundation
@testable import GLSandboxBench
import Testing
import TestSupport
import GLTestSupport

/// The statistics of `bench --ab` and `--compare`, against values computed outside GLSandbox:
/// every expected number below was printed by `python3 Benchmarks/ab/ab_reference.py` (a
/// memoised recursion for the Mann–Whitney distribution, checked there against brute-force
/// enumeration and scipy 1.17's exact `mannwhitneyu` p-values; numpy for Hodges–Lehmann).
@Suite("A/B statistics")
struct ABStatisticsTests {
    @Test("the Mann–Whitney U distribution: counts of orderings per U")
    func counts() {
        #expect(ABStatistics.mannWhitneyCounts(n: 5, m: 5)
                == [1, 1, 2, 3, 5, 7, 9, 11, 14, 16, 18, 19, 20, 20, 19, 18, 16, 14, 11, 9, 7, 5, 3, 2, 1, 1])
        #expect(ABStatistics.mannWhitneyCounts(n: 3, m: 4) == [1, 1, 2, 3, 4, 4, 5, 4, 4, 3, 2, 1, 1])
        #expect(ABStatistics.mannWhitneyCounts(n: 4, m: 6)
                == [1, 1, 2, 3, 5, 6, 9, 10, 13, 14, 16, 16, 18, 16, 16, 14, 13, 10, 9, 6, 5, 3, 2, 1, 1])
    }

    @Test("P(U ≤ u) for 10 and 10 samples is scipy's exact p-value")
    func cdf() {
        let cdf = ABStatistics.mannWhitneyCDF(n: 10, m: 10)
        for (u, expected) in [(0, 5.412544112e-06), (5, 0.0001028383381), (12, 0.001439736734)] {
            #expect(abs(cdf[u] - expected) < 1e-12, "P(U ≤ \(u)) = \(cdf[u]), scipy \(expected)")
        }
        #expect(cdf.last == 1)
    }

    @Test("the interval's rank k for sample sizes and confidences", arguments: [
        (3, 3, 0.95, 0), (4, 4, 0.95, 1), (5, 5, 0.95, 3), (6, 6, 0.95, 6), (10, 10, 0.95, 24),
        (10, 10, 1 - 0.05 / 9, 15), (8, 6, 0.90, 11), (20, 20, 0.95, 128), (40, 40, 0.99, 534),
    ])
    func rank(_ n: Int, _ m: Int, _ confidence: Double, _ expected: Int) {
        #expect(ABStatistics.intervalRank(n: n, m: m, confidence: confidence) == expected)
    }

    @Test("the fewest rounds for an interval: 4 at 95%, 6 for nine scenes at 95% together")
    func minimumRounds() {
        // By hand: 1/C(6,3) = 0.05 > 0.025, 1/C(8,4) = 0.0143 ≤ 0.025; nine scenes at 95% together
        // need 0.05/9/2 = 0.00278 per scene: 1/C(10,5) = 0.00397 > it, 1/C(12,6) = 0.00108 ≤ it.
        #expect(ABStatistics.minimumRounds(confidence: 0.95) == 4)
        #expect(ABStatistics.minimumRounds(confidence: ABStatistics.perSceneConfidence(family: 0.95, scenes: 9)) == 6)
    }

    @Test("Hodges–Lehmann ratio and interval, and the verdicts they give")
    func hodgesLehmann() throws {
        let base = [10.1, 9.8, 10.4, 10.0, 9.9, 10.2]
        let slow = try #require(ABStatistics.ratio(base: base, head: [13.0, 12.7, 13.5, 12.9, 13.2, 13.1], confidence: 0.95))
        #expect(abs(slow.estimate - 1.2975532073757354) < 1e-12)
        #expect(abs((slow.lower ?? 0) - 1.2596153846153844) < 1e-12)
        #expect(abs((slow.upper ?? 0) - 1.3366336633663365) < 1e-12)
        #expect(slow.verdict == .slower)
        #expect(slow.isRegression(beyond: 20) && !slow.isRegression(beyond: 30))

        let same = try #require(ABStatistics.ratio(base: base, head: [10.0, 10.3, 9.7, 10.1, 10.2, 9.9], confidence: 0.95))
        #expect(abs(same.estimate - 1.0) < 1e-12)
        #expect(abs((same.lower ?? 0) - 0.9699999999999995) < 1e-12)
        #expect(abs((same.upper ?? 0) - 1.0299999999999996) < 1e-12)
        #expect(same.verdict == .noChange)
        #expect(!same.isRegression(beyond: 0))

        let faster = try #require(ABStatistics.ratio(base: [2.0, 2.2, 1.9, 2.1, 2.05], head: [1.6, 1.7, 1.65, 1.58], confidence: 0.90))
        #expect(abs(faster.estimate - 0.7949842765740717) < 1e-12)
        #expect(abs((faster.lower ?? 0) - 0.7499999999999999) < 1e-12)
        #expect(abs((faster.upper ?? 0) - 0.85) < 1e-12)
        #expect(faster.verdict == .faster)
    }

    @Test("too few samples: an estimate, no interval, no verdict either way; bad values: nothing")
    func tooFew() throws {
        let three = try #require(ABStatistics.ratio(base: [1, 1.1, 0.9], head: [2, 2.1, 1.9], confidence: 0.95))
        #expect(three.lower == nil && three.upper == nil)
        #expect(three.verdict == .noChange)
        #expect(!three.isRegression(beyond: 0))
        #expect(ABStatistics.ratio(base: [], head: [1], confidence: 0.95) == nil)
        #expect(ABStatistics.ratio(base: [1, 0], head: [1, 1], confidence: 0.95) == nil)
        #expect(ABStatistics.ratio(base: [1, .nan], head: [1, 1], confidence: 0.95) == nil)
        #expect(ABStatistics.ratio(base: [1, 2], head: [1, .infinity], confidence: 0.95) == nil)
    }
}

/// `bench --ab`/`--compare` say the smallest slowdown they could have told, and a run too noisy
/// for its `--fail-on-regression` fails instead of passing as "no change detectable" (issue 36).
@Suite("A/B detectability")
struct ABDetectabilityTests {
    @Test("the smallest slowdown an interval can tell is estimate / lower - 1: 1.2 over 0.96 is 25% (by hand)")
    func formula() {
        #expect(abs(RatioInterval(estimate: 1.2, lower: 0.96, upper: 1.5, confidence: 0.95).detectablePercent! - 25) < 1e-9)
        #expect(RatioInterval(estimate: 1.0, lower: nil, upper: nil, confidence: 0.95).detectablePercent == nil)
    }

    @Test("too noisy for --fail-on-regression 10: the widest scene is named; a quiet enough run, or one that found a regression, is not")
    func tooNoisy() {
        // Noisy: head and base spread over 0.7-1.3 ms; quiet: within 0.5% of 1 ms.
        let noisy = [0.7, 1.3, 0.9, 1.1, 0.8, 1.2, 1.0, 0.75]
        let quiet = [1.0, 1.002, 0.998, 1.001, 0.999, 1.003, 0.997, 1.0]
        func comparison(_ samples: [(name: String, base: [Double], head: [Double])]) -> BenchComparison {
            BenchComparison(mode: "ab", base: "b", head: "h", order: "ABBA", rounds: 8, secondsPerScene: 1, size: "64x48", renderer: "llvmpipe",
                            confidence: 0.95, failOnRegressionPercent: 10, samples: samples)
        }
        let mixed = comparison([("clear", quiet, quiet), ("fill", noisy, noisy.reversed())])
        let widest = mixed.tooNoisy(for: 10)
        #expect(widest?.scene == "fill")
        #expect(widest.map { $0.percent > 10 } == true, "\(String(describing: widest))")
        #expect(mixed.text.contains("smallest slowdown these intervals could tell:"))
        #expect(comparison([("clear", quiet, quiet)]).tooNoisy(for: 10) == nil)
        let slower = comparison([("clear", quiet, quiet.map { $0 * 1.5 }), ("fill", noisy, noisy)])
        #expect(slower.regressions == ["clear"] && slower.tooNoisy(for: 10) == nil)
    }
}
