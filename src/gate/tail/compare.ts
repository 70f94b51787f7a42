import { createRng, deriveSeed, hashString, quantile, sortedFinite } from '../../stats/index.js';
import { gatedComparison } from '../margin-verdict.js';
import { comparisonHeader, notGated, shortOf, type GateContext, type PendingComparison } from '../pending.js';
import { percentileBounds, quantileReplicates } from './bootstrap.js';
import type { CellData, GateRules, Interval, MetricRule } from '../types.js';

/** Cap on the replicates one tail comparison may use, whatever the family size. */
const MAX_ITERATIONS = 200_000;

const LEVELS = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

/** Samples per side a tail rule needs before it is gated. */
export function tailSamplesNeeded(rule: MetricRule, rules: GateRules): number {
  return Math.max(rule.minSamples, rules.tailMinSamples);
}

/**
 * Compares a tail statistic (p95/p99 rules) with a seeded percentile bootstrap of the quantile
 * ratio (each side resampled independently). The p-value is the share of replicates on the
 * passing side of the margin, (1 + count) / (B + 1). That p can never be below 1/(B + 1), so when it
 * is small enough to matter and B is too small for Holm's first step (α / family size), the
 * bootstrap is continued to about 2·family/α replicates. With fewer than tailMinSamples per side
 * the numbers are reported but not gated: a p95 of 30 values is essentially the second largest.
 */
export function compareTail(baseline: CellData, candidate: CellData, rule: MetricRule, context: GateContext): PendingComparison {
  const level = LEVELS[rule.statistic];
  const base = sortedFinite(baseline.values[rule.metric] ?? []);
  const cand = sortedFinite(candidate.values[rule.metric] ?? []);
  const header = comparisonHeader(
    candidate,
    rule.metric,
    rule.statistic,
    rule.better,
    { n: base.length, value: base.length > 0 ? quantile(base, level) : null },
    { n: cand.length, value: cand.length > 0 ? quantile(cand, level) : null },
  );
  const needed = tailSamplesNeeded(rule, context.rules);
  if (base.length === 0 || cand.length === 0) {
    return notGated(header, {
      kind: 'not-gated',
      why: shortOf(base.length, cand.length, needed) ?? 'none-on-one-side',
      needed,
      tail: true,
    });
  }
  const gated = base.length >= needed && cand.length >= needed;

  const { rules } = context;
  const lowerIsBetter = rule.better === 'lower';
  const baseQuantile = quantile(base, level);
  const candQuantile = quantile(cand, level);
  const ratioMode = base[0]! > 0 && cand[0]! > 0;
  const marginShift = ratioMode
    ? null
    : lowerIsBetter
      ? (rule.maxRatio - 1) * Math.abs(baseQuantile)
      : Math.abs(baseQuantile) * (1 - 1 / rule.maxRatio);
  // Counts replicates that are not worse than the margin: evidence against a regression.
  const notWorse = (candidateReplicate: number, baselineReplicate: number): boolean => {
    if (marginShift !== null) {
      const difference = candidateReplicate - baselineReplicate;
      return lowerIsBetter ? difference <= marginShift : difference >= -marginShift;
    }
    const ratio = candidateReplicate / baselineReplicate;
    return lowerIsBetter ? ratio <= rule.maxRatio : ratio >= 1 / rule.maxRatio;
  };

  // Each comparison has its own stream, so adding a rule or a cell never changes another's numbers.
  const rng = createRng(deriveSeed(rules.seed, hashString(header.id)));
  let replicates = quantileReplicates(cand, base, level, rules.bootstrapIterations, rng);
  let count = countNotWorse(replicates.candidate, replicates.baseline, notWorse);
  const alpha = context.failLevel;
  const wanted = Math.min(MAX_ITERATIONS, Math.ceil(2 / context.failLevel));
  const iterations0 = replicates.candidate.length;
  if (gated && (count + 1) / (iterations0 + 1) <= 2 * alpha && wanted > iterations0) {
    const more = quantileReplicates(cand, base, level, wanted - iterations0, rng);
    count += countNotWorse(more.candidate, more.baseline, notWorse);
    replicates = { candidate: concat(replicates.candidate, more.candidate), baseline: concat(replicates.baseline, more.baseline) };
  }
  const iterations = replicates.candidate.length;
  const pValue = (count + 1) / (iterations + 1);

  const misrate = 2 * (1 - rules.passConfidence);
  const differences = new Float64Array(iterations);
  for (let r = 0; r < iterations; r++) differences[r] = replicates.candidate[r]! - replicates.baseline[r]!;
  const change: Interval = { estimate: candQuantile - baseQuantile, ...percentileBounds(differences, misrate) };
  let ratio: Interval | null = null;
  let logRatio: { estimate: number; standardError: number } | null = null;
  if (ratioMode) {
    const ratios = new Float64Array(iterations);
    for (let r = 0; r < iterations; r++) ratios[r] = replicates.candidate[r]! / replicates.baseline[r]!;
    ratio = { estimate: candQuantile / baseQuantile, ...percentileBounds(ratios, misrate) };
    logRatio = { estimate: Math.log(candQuantile / baseQuantile), standardError: logStandardDeviation(ratios) };
  } else if (baseQuantile > 0) {
    // As for the centre: the change relative to the baseline quantile, never below 0 for data that cannot be.
    const floor = base[0]! >= 0 && cand[0]! >= 0 ? 0 : Number.NEGATIVE_INFINITY;
    const relative = (difference: number): number => Math.max(floor, 1 + difference / baseQuantile);
    ratio = { estimate: candQuantile / baseQuantile, lower: relative(change.lower), upper: relative(change.upper) };
  }

  if (!gated) {
    // Reported with its numbers, but not gated: a p95 of 30 values is essentially the second largest.
    const pending = notGated(header, { kind: 'not-gated', why: 'too-few-requests', needed, tail: true });
    return { ...pending, comparison: { ...pending.comparison, ratio, change, role: rule.role } };
  }
  const pending = gatedComparison(
    header,
    { rule, ratio, change, marginShift, counts: { baseline: base.length, candidate: cand.length } },
    pValue,
    context,
  );
  return { ...pending, logRatio };
}

/** Standard deviation of the logarithms of positive replicates. */
function logStandardDeviation(values: Float64Array): number {
  let sum = 0;
  let sumSquares = 0;
  for (const v of values) {
    const l = Math.log(v);
    sum += l;
    sumSquares += l * l;
  }
  const n = values.length;
  return Math.sqrt(Math.max(0, (sumSquares - (sum * sum) / n) / (n - 1)));
}

function countNotWorse(
  candidate: Float64Array,
  baseline: Float64Array,
  notWorse: (candidateReplicate: number, baselineReplicate: number) => boolean,
): number {
  let count = 0;
  for (let r = 0; r < candidate.length; r++) if (notWorse(candidate[r]!, baseline[r]!)) count++;
  return count;
}

function concat(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
