import Foundation

/// The statistics behind `glsandbox bench --ab` and `--compare`: how much slower or faster one
/// build is than another, with a confidence interval, from a few noisy measurements of each.
///
/// The method is the Hodges–Lehmann estimate with its Mann–Whitney (distribution-free) confidence
/// interval, taken on the logarithm of frame times so that the answer is a ratio:
///
/// - every pair (a base sample, a head sample) gives one log ratio `ln(head) - ln(base)`;
/// - the estimate is the median of those n·m log ratios;
/// - the interval runs from the k-th smallest to the k-th largest of them, where k comes from the
///   exact distribution of the Mann–Whitney U statistic for n and m samples (Bauer 1972; Hollander
///   and Wolfe, *Nonparametric Statistical Methods*, section 4.3).
///
/// It assumes nothing about the shape of the noise (frame times are skewed, with a long slow
/// tail), needs no random numbers (the same samples always give the same interval), and a single
/// wild sample moves it little. Ties (frame times are rounded to three significant digits) make
/// the interval slightly wider, never narrower.
public enum ABStatistics {
    /// The number of orderings of n base and m head samples whose Mann–Whitney U is 0, 1, ...,
    /// n·m (U counts the pairs in which the head sample is the smaller), as Doubles.
    ///
    /// These are the coefficients of the Gaussian binomial coefficient [n+m choose n] in q,
    /// built as the product over i = 1...n of (1 - q^(m+i)) / (1 - q^i). The lower tail, the part
    /// an interval needs, is exact: it is made of additions of small whole numbers only.
    public static func mannWhitneyCounts(n: Int, m: Int) -> [Double] {
        precondition(n >= 0 && m >= 0)
        var coefficients = [Double](repeating: 0, count: n * m + 1)
        coefficients[0] = 1
        var degree = 0
        for i in stride(from: 1, through: n, by: 1) {
            // Multiply by (1 - q^(m+i)), highest power first so each old value is read once.
            // Powers above the new degree are left out: the quotient's lower powers never read them.
            let shift = m + i
            let newDegree = degree + m
            if shift <= newDegree {
                for power in stride(from: newDegree, through: shift, by: -1) {
                    coefficients[power] -= coefficients[power - shift]
                }
            }
            // Divide by (1 - q^i): a running sum with step i.
            if i <= newDegree {
                for power in i...newDegree { coefficients[power] += coefficients[power - i] }
            }
            degree = newDegree
        }
        return coefficients
    }

    /// P(U ≤ u) for u = 0 ... n·m under "both samples come from the same distribution".
    public static func mannWhitneyCDF(n: Int, m: Int) -> [Double] {
        let counts = mannWhitneyCounts(n: n, m: m)
        let total = binomial(n + m, n)
        var cumulative = 0.0
        return counts.map { cumulative += $0; return min(cumulative / total, 1) }
    }

    /// The rank k (1-based) of the lower end of the interval among the n·m sorted log ratios:
    /// the largest k with P(U ≤ k - 1) ≤ (1 - confidence) / 2. The upper end is the k-th
    /// largest. 0 when n and m are too few for that confidence (no interval exists).
    public static func intervalRank(n: Int, m: Int, confidence: Double) -> Int {
        guard n > 0, m > 0 else { return 0 }
        let tail = (1 - confidence) / 2
        let cdf = mannWhitneyCDF(n: n, m: m)
        var k = 0
        // P(U ≤ k) ≤ tail  ⟺  k + 1 is still a valid rank. A hair of slack for rounding.
        while k < cdf.count, cdf[k] <= tail * (1 + 1e-12) { k += 1 }
        return min(k, (n * m + 1) / 2)
    }

    /// The fewest rounds (equal samples of each build) for which an interval exists at
    /// `confidence`: the smallest r with 1 / C(2r, r) ≤ (1 - confidence) / 2.
    public static func minimumRounds(confidence: Double) -> Int {
        var rounds = 1
        while 1 / binomial(2 * rounds, rounds) > (1 - confidence) / 2 * (1 + 1e-12) { rounds += 1 }
        return rounds
    }

    /// How many times slower `head` is than `base` (frame times: above 1 is slower), with the
    /// Hodges–Lehmann estimate and its Mann–Whitney interval at `confidence` (0.95 for 95%).
    /// Nil when either sample is empty or holds a value that is not a positive finite number.
    public static func ratio(base: [Double], head: [Double], confidence: Double) -> RatioInterval? {
        guard !base.isEmpty, !head.isEmpty,
              (base + head).allSatisfy({ $0.isFinite && $0 > 0 }) else { return nil }
        var logRatios: [Double] = []
        logRatios.reserveCapacity(base.count * head.count)
        for b in base { for h in head { logRatios.append(Foundation.log(h) - Foundation.log(b)) } }
        logRatios.sort()
        let count = logRatios.count
        let middle = count % 2 == 1 ? logRatios[count / 2] : (logRatios[count / 2 - 1] + logRatios[count / 2]) / 2
        let k = intervalRank(n: base.count, m: head.count, confidence: confidence)
        return RatioInterval(estimate: Foundation.exp(middle),
                             lower: k > 0 ? Foundation.exp(logRatios[k - 1]) : nil,
                             upper: k > 0 ? Foundation.exp(logRatios[count - k]) : nil,
                             confidence: confidence)
    }

    /// The median of `values` (the mean of the middle two for an even count); nil when empty.
    public static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let count = sorted.count
        return count % 2 == 1 ? sorted[count / 2] : (sorted[count / 2 - 1] + sorted[count / 2]) / 2
    }

    /// The confidence each of `scenes` intervals needs so that the chance of calling any scene
    /// of two identical builds faster or slower stays at most `1 - family` (Bonferroni).
    public static func perSceneConfidence(family: Double, scenes: Int) -> Double {
        1 - (1 - family) / Double(max(scenes, 1))
    }

    /// C(n, k) as a Double (exact while it fits 53 bits; close enough beyond for a probability).
    static func binomial(_ n: Int, _ k: Int) -> Double {
        guard k >= 0, k <= n else { return 0 }
        var result = 1.0
        for i in stride(from: 1, through: min(k, n - k), by: 1) { result = result * Double(n - min(k, n - k) + i) / Double(i) }
        return result.rounded()
    }
}

/// How many times slower the head build is than the base (a ratio of frame times: 1.3 is 30%
/// slower, 0.8 is 20% faster), with a confidence interval.
public struct RatioInterval: Codable, Sendable, Equatable {
    /// The Hodges–Lehmann estimate of head / base.
    public var estimate: Double
    /// The interval's ends; nil when there were too few samples for one (see
    /// ``ABStatistics/minimumRounds(confidence:)``).
    public var lower: Double?
    public var upper: Double?
    /// The interval's confidence, 0.95 for 95%.
    public var confidence: Double

    public init(estimate: Double, lower: Double?, upper: Double?, confidence: Double) {
        self.estimate = estimate; self.lower = lower; self.upper = upper; self.confidence = confidence
    }

    /// Faster when the whole interval lies below 1, slower when it lies above; otherwise the
    /// measurements cannot tell the builds apart.
    public var verdict: ABVerdict {
        guard let lower, let upper else { return .noChange }
        if upper < 1 { return .faster }
        if lower > 1 { return .slower }
        return .noChange
    }

    /// The smallest slowdown, in percent, that an interval of this width could have told: had the
    /// head been r times slower, the interval would have run from about r × lower / estimate up,
    /// and a regression is called when that lower end passes 1; so r = estimate / lower. Nil when
    /// there is no interval (too few samples: nothing could be told).
    public var detectablePercent: Double? {
        guard let lower, lower > 0 else { return nil }
        return max(0, (estimate / lower - 1) * 100)
    }

    /// True when the head is slower than the base by more than `percent` with confidence: the
    /// interval's lower end is above 1 + percent / 100.
    public func isRegression(beyond percent: Double) -> Bool {
        guard let lower else { return false }
        return lower > 1 + percent / 100
    }
}

/// What an A/B comparison concludes about one scene.
public enum ABVerdict: String, Codable, Sendable {
    case faster
    case slower
    case noChange = "no change detectable"
}
