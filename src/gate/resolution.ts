/**
 * What a pass could have caught (docs/design/gate.md §2, "A pass states its resolution"): for a primary or critical rule
 * that passed, the bound it was shown within and the smallest change its fail test, at the level and with the
 * requests of the look that decided it, would have failed with 90 % power. A run whose requests or drift cannot
 * resolve a change says so in that figure instead of passing in silence.
 *
 * - Centre (p50), ratio scale: the pooled test's log shift has spread σ (its standard error, with the drift at the
 *   fail level against a baseline file); a true log change c fails it with probability Φ((c − log m)/σ − z_fail),
 *   so 90 % power is at c = log m + (z_fail + z_0.9)·σ.
 * - Rates: the Farrington–Manning test of "rise ≤ δ" at the fail level; power at a true rise d from the unpooled
 *   variance at the comparison side's measured rate p₀ and p₀ + d, the smallest d with 90 % power (0.1-point steps).
 * - Tails tested by the exact count: the count beyond the margin × the baseline's order statistic, its critical value
 *   from its law, and the power at a ratio r from the baseline's own values (the share of them beyond margin/r × the
 *   order statistic, as the candidate's would be were it the baseline × r); the smallest r on a 1 % grid with 90 %
 *   power. A plug-in estimate: the baseline's sample stands for its distribution.
 * - Tails tested by the bootstrap: as the centre, from the pooled log ratio's standard error.
 *
 * Over the looks: a run with the change in it would not have stopped with a pass where this one did (a change beyond
 * the must-catch level is not passed), and could fail at any look it reached, so the figure is the smallest over the
 * looks taken and the planned ones still ahead (acrossLooks), each with its own level and its share of the requests
 * (looks are equal steps: a standard error scales by √(k/j) at look j from look k). With O'Brien–Fleming spending the
 * last planned look, which holds most of the budget, usually gives it. A stated figure below the must-catch level is
 * a little optimistic: such a change can still pass at an early look. The count's figure is taken at the deciding
 * look only (its law would have to be recomputed per look), so for a small-sample tail it is conservative.
 */
import { binomialUpperTail, countTails, normalCdf, normalQuantile, sortedFinite } from '../stats/index.js';
import type { CellPair } from './match-cells.js';
import type { PooledTail } from './pooled/tail.js';
import type { MetricRule } from './types.js';

/** The power a stated resolution is computed at. */
export const RESOLUTION_POWER = 0.9;

const LEVELS = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

/**
 * The smallest resolution over the run's looks: those it took (1…look) and the planned ones it did not reach (up to
 * `planned`), had the change been there to keep it measuring. `at(level, share)` is the figure at a look's level with
 * that share of the deciding look's requests (looks are equal steps).
 */
export function acrossLooks(
  look: number,
  planned: number,
  levelAt: (look: number) => number,
  at: (level: number, share: number) => number | null,
): number | null {
  let best: number | null = null;
  for (let j = 1; j <= Math.max(look, planned); j++) {
    const level = levelAt(j);
    if (!(level > 0)) continue;
    const figure = at(level, j / look);
    if (figure !== null && (best === null || figure < best)) best = figure;
  }
  return best;
}

/** Request counts at a share of their size, at least one each. */
export function scaleCounts(counts: { baseline: number; candidate: number }, share: number): { baseline: number; candidate: number } {
  return { baseline: Math.max(1, Math.round(counts.baseline * share)), candidate: Math.max(1, Math.round(counts.candidate * share)) };
}

/** The log change (worse side) a normal test of spread `sd` against log threshold `threshold` catches at 90 % power. */
export function normalResolution(threshold: number, sd: number, level: number): number | null {
  if (!(sd > 0) || !(level > 0)) return null;
  return threshold + (normalQuantile(1 - level) + normalQuantile(RESOLUTION_POWER)) * sd;
}

/** The centre's resolution as a ratio on the worse side (×1.25 means 25 % slower, or 1/1.25 of the throughput). */
export function centreResolution(
  logScale: { threshold: number; failSd: number; relevantAt?: number } | null,
  level: number,
): number | null {
  if (!logScale) return null;
  const c = normalResolution(logScale.threshold, logScale.failSd, level);
  if (c === null) return null;
  // A rule that also needs its estimate at `relevantAt` (the relevance rule's margin) catches a change past both at 90 %.
  const relevant = logScale.relevantAt === undefined ? c : logScale.relevantAt + normalQuantile(RESOLUTION_POWER) * logScale.failSd;
  return Math.exp(Math.max(c, relevant));
}

/** The smallest rise (share points, 0–1) the rate test at `level` fails at 90 % power, or null when none up to 1. */
export function rateResolution(
  allowance: number,
  counts: { baseline: number; candidate: number },
  baselineRate: number,
  level: number,
): number | null {
  if (!(level > 0) || counts.baseline === 0 || counts.candidate === 0) return null;
  const zFail = normalQuantile(1 - level);
  const zPower = normalQuantile(RESOLUTION_POWER);
  const p0 = Math.min(1, Math.max(0, baselineRate));
  for (let d = Math.max(0.001, allowance); p0 + d <= 1; d += 0.001) {
    const p1 = p0 + d;
    const sd = Math.sqrt((p1 * (1 - p1)) / counts.candidate + (p0 * (1 - p0)) / counts.baseline);
    if (sd > 0 && d - allowance >= (zFail + zPower) * sd) return Math.round(d * 1000) / 1000;
  }
  return null;
}

/** The bootstrap tail's resolution, as a ratio on the worse side. */
export function bootstrapTailResolution(test: PooledTail, failRatio: number, level: number): number | null {
  if (test.method !== 'bootstrap' || test.standardError === null) return null;
  const c = normalResolution(Math.log(failRatio), test.standardError, level);
  return c === null ? null : Math.exp(c);
}

/**
 * The exact count's resolution (tail/count.ts): the smallest ratio r (1 % steps up to ×10) at which a candidate
 * whose values were the baseline's × r would put its count at or above the critical value with 90 % power.
 */
export function countTailResolution(
  pairs: readonly CellPair[],
  rule: MetricRule,
  pmf: Float64Array,
  failRatio: number,
  level: number,
): number | null {
  if (rule.better !== 'lower' || rule.statistic === 'p50' || !(level > 0)) return null;
  let critical = pmf.length;
  for (let c = 0; c < pmf.length; c++)
    if (countTails(pmf, c).upper <= level) {
      critical = c;
      break;
    }
  if (critical >= pmf.length) return null;
  const q = LEVELS[rule.statistic];
  const cells = pairs
    .map((p) => ({ base: sortedFinite(p.baseline.values[rule.metric] ?? []), n: (p.candidate.values[rule.metric] ?? []).length }))
    .filter((c) => c.base.length >= rule.minSamples && c.n >= rule.minSamples && c.base[0]! > 0);
  if (cells.length === 0) return null;
  for (let r = 1; r <= 10; r *= 1.01) {
    // The count is a sum of binomials; its mean and variance give the power (normal, continuity-corrected).
    let mean = 0;
    let variance = 0;
    let exact: { n: number; share: number } | null = null;
    for (const { base, n } of cells) {
      const m = base.length;
      const k = Math.min(m, Math.ceil(q * (m + 1)));
      const threshold = (base[k - 1]! * failRatio) / r;
      const share = base.filter((v) => v > threshold).length / m;
      mean += n * share;
      variance += n * share * (1 - share);
      exact = cells.length === 1 ? { n, share } : null;
    }
    const power = exact
      ? binomialUpperTail(critical, exact.n, exact.share)
      : variance > 0
        ? 1 - normalCdf((critical - 0.5 - mean) / Math.sqrt(variance))
        : mean >= critical
          ? 1
          : 0;
    if (power >= RESOLUTION_POWER) return r;
  }
  return null;
}
