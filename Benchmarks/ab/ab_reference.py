#!/usr/bin/env python3
"""Reference values for Tests/GLSandboxBenchTests/ABStatisticsTests.swift, computed without GLSandbox's
code: the Mann-Whitney U null distribution by a different method (a memoised recursion on the
last observation, Mann and Whitney 1947), checked against brute-force enumeration and against
scipy's exact Mann-Whitney p-values; the Hodges-Lehmann estimate and interval with numpy.

    python3 Benchmarks/ab/ab_reference.py
"""
from functools import lru_cache
from itertools import combinations
from math import comb, exp, log
import numpy as np
from scipy import stats


@lru_cache(maxsize=None)
def count(n, m, u):
    """Orderings of n x's and m y's with u (x, y) pairs where y < x."""
    if u < 0:
        return 0
    if n == 0 or m == 0:
        return 1 if u == 0 else 0
    # The largest observation is an x (it beats all m y's) or a y.
    return count(n - 1, m, u - m) + count(n, m - 1, u)


def counts(n, m):
    return [count(n, m, u) for u in range(n * m + 1)]


def brute(n, m):
    table = [0] * (n * m + 1)
    for xs in combinations(range(n + m), n):
        ys = [i for i in range(n + m) if i not in xs]
        table[sum(1 for x in xs for y in ys if y < x)] += 1
    return table


def rank(n, m, confidence):
    tail = (1 - confidence) / 2
    total = comb(n + m, n)
    k, cumulative = 0, 0
    for u in range(n * m + 1):
        cumulative += count(n, m, u)
        if cumulative / total <= tail:
            k = u + 1
        else:
            break
    return min(k, (n * m + 1) // 2)


def hodges_lehmann(base, head, confidence):
    d = np.sort(np.log(np.array(head))[None, :] - np.log(np.array(base))[:, None], axis=None)
    k = rank(len(base), len(head), confidence)
    lower = exp(d[k - 1]) if k > 0 else None
    upper = exp(d[len(d) - k]) if k > 0 else None
    return exp(np.median(d)), lower, upper, k


assert counts(5, 5) == brute(5, 5) and counts(3, 4) == brute(3, 4) and counts(6, 4) == brute(6, 4)
print("counts(5,5) =", counts(5, 5))
print("counts(3,4) =", counts(3, 4))
print("counts(4,6) =", counts(4, 6))
# scipy's exact Mann-Whitney p-value P(U <= u), n = m = 10, on samples made to give U = u:
# x = 0.5 ... 9.5, and the y's start at 100 except some moved below the top x's.
for u in [0, 5, 12]:
    xs = [i + 0.5 for i in range(10)]
    ys = [i + 100.0 for i in range(10)]
    placed = 0
    for j in range(10):
        if placed == u:
            break
        step = min(u - placed, 10)
        ys[j] = xs[10 - step] - 0.25 + j * 1e-3   # below `step` of the x's
        placed += step
    U = sum(1 for a in xs for b in ys if b < a)
    p = stats.mannwhitneyu(xs, ys, alternative="less", method="exact").pvalue
    print(f"n=m=10, U={U}: scipy P(U<={U}) = {p:.10g}, recursion {sum(counts(10, 10)[:U + 1]) / comb(20, 10):.10g}")
for n, m, c in [(3, 3, 0.95), (4, 4, 0.95), (5, 5, 0.95), (6, 6, 0.95), (10, 10, 0.95),
                (10, 10, 1 - 0.05 / 9), (8, 6, 0.90), (20, 20, 0.95), (40, 40, 0.99)]:
    print(f"rank({n},{m},{c}) = {rank(n, m, c)}")
base = [10.1, 9.8, 10.4, 10.0, 9.9, 10.2]
slow = [13.0, 12.7, 13.5, 12.9, 13.2, 13.1]
same = [10.0, 10.3, 9.7, 10.1, 10.2, 9.9]
for name, head in [("slow", slow), ("same", same)]:
    print(name, "HL, lower, upper, k at 0.95:", hodges_lehmann(base, head, 0.95))
odd_base = [2.0, 2.2, 1.9, 2.1, 2.05]
odd_head = [1.6, 1.7, 1.65, 1.58]
print("odd HL at 0.9:", hodges_lehmann(odd_base, odd_head, 0.90))
