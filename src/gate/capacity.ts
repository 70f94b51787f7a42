import type { SloVerdict } from './slo/objectives.js';

/**
 * Capacity: the highest load at which an endpoint meets its SLO, read from the SLO verdicts of a sweep's levels, and
 * the gate's comparison of a candidate's capacity with a baseline's (docs/sweep.md). Pure: levels in, decisions out.
 */

/** A level's SLO state: every objective of every cell met, one violated, or neither yet; `none`: no SLO declared. */
export const LEVEL_STATES = ['met', 'violated', 'undecided', 'none'] as const;
export type LevelState = (typeof LEVEL_STATES)[number];

/** What the capacity reads of one measured level. */
export interface LevelOutcome {
  /** Concurrency (streams) or offered rate (requests/s). */
  load: number;
  state: LevelState;
  /** Every objective's observed value is on its side of the target (the point estimate, no confidence). */
  estimateMeets: boolean;
  /** Requests completed per second at this level. */
  requestsPerSecond: number;
}

export interface CapacityEstimate {
  /** The highest level shown to meet the SLO below the lowest level shown to violate it; null: none shown met. */
  lower: number | null;
  /** The lowest level shown to violate the SLO (capacity is below it); null: none shown violated. */
  upper: number | null;
  /** The highest level below `upper` whose observed values meet every objective; null: none. */
  estimate: number | null;
}

/** The bracket [lower, upper) the levels' verdicts put the capacity in, and the point estimate inside it. */
export function capacityOf(levels: readonly LevelOutcome[]): CapacityEstimate {
  const sorted = [...levels].sort((a, b) => a.load - b.load);
  const upper = sorted.find((l) => l.state === 'violated')?.load ?? null;
  const below = sorted.filter((l) => upper === null || l.load < upper);
  const lower = below.filter((l) => l.state === 'met').at(-1)?.load ?? null;
  const estimate = below.filter((l) => l.estimateMeets).at(-1)?.load ?? null;
  return { lower, upper, estimate };
}

/** An endpoint's level state from its cells' SLO verdicts (an objective still open at the last look is undecided). */
export function levelState(verdicts: readonly SloVerdict[]): LevelState {
  if (verdicts.length === 0) return 'none';
  if (verdicts.some((v) => v.verdict === 'violated')) return 'violated';
  return verdicts.every((v) => v.verdict === 'met') ? 'met' : 'undecided';
}

/** Every objective's observed value on its side of the target (an objective with no value does not meet). */
export function estimatesMeet(verdicts: readonly SloVerdict[]): boolean {
  return verdicts.every((v) => v.estimate !== null && (v.better === 'lower' ? v.estimate <= v.target : v.estimate >= v.target));
}

export interface SearchSpec {
  load: 'concurrency' | 'rate';
  /** Listed levels, or null for the automatic search. */
  levels: readonly number[] | null;
  start: number;
  max: number;
  resolution: number;
  /** The most levels the automatic search measures (required levels may add to them). */
  maxLevels: number;
}

/** Throughput that grows by less than this from a level to the next doubled one means the endpoint is saturated. */
export const SATURATION_GROWTH = 1.1;

/**
 * The next level to measure, or null when the sweep is done. Listed levels are measured in order. The automatic search
 * doubles from `start` until a level violates the SLO (or, with no SLO, until throughput stops growing), then bisects
 * between the highest level met below the first level not met and that level, down to `resolution` of the lower end
 * (and one stream); `required` levels (the gate's threshold) are measured last if the search did not reach them.
 */
export function nextLevel(measured: readonly LevelOutcome[], spec: SearchSpec, required: readonly number[] = []): number | null {
  const done = new Set(measured.map((l) => l.load));
  const pending = (level: number): boolean => !done.has(level);
  const firstRequired = required.filter((level) => level > 0 && pending(level)).sort((a, b) => a - b)[0] ?? null;
  if (spec.levels !== null)
    return [...spec.levels.filter(pending), ...(firstRequired === null ? [] : [firstRequired])].sort((a, b) => a - b)[0] ?? null;
  if (measured.length >= spec.maxLevels) return firstRequired;
  const rounded = (x: number): number => (spec.load === 'concurrency' ? Math.floor(x) : Number(x.toPrecision(3)));
  const sorted = [...measured].sort((a, b) => a.load - b.load);
  if (sorted.length === 0) return rounded(Math.min(spec.start, spec.max));
  const top = sorted.at(-1)!;
  const violated = sorted.some((l) => l.state === 'violated');
  const noSlo = sorted.every((l) => l.state === 'none');
  // Up: double until a violation (or saturation when there is no SLO to violate), within max.
  if (!violated && top.load < spec.max) {
    const previous = sorted.at(-2);
    const saturated = noSlo && previous !== undefined && top.requestsPerSecond < previous.requestsPerSecond * SATURATION_GROWTH;
    if (!saturated) return rounded(Math.min(spec.max, top.load * 2));
  }
  // Bisect the bracket between the highest level met and the first level above it that is not.
  if (!noSlo) {
    const firstNotMet = sorted.find((l) => l.state !== 'met');
    if (firstNotMet) {
      const lo = sorted.filter((l) => l.load < firstNotMet.load && l.state === 'met').at(-1)?.load ?? 0;
      const hi = firstNotMet.load;
      const step = Math.max(spec.load === 'concurrency' ? 1 : 0, lo * spec.resolution);
      if (hi - lo > step) {
        const mid = rounded((lo + hi) / 2);
        if (mid > 0 && mid > lo && mid < hi && pending(mid)) return mid;
      }
    }
  }
  return firstRequired;
}

/**
 * The level the gate holds a candidate to is measured with this many times the sweep's looks: its verdict decides the
 * gate, and a p95 shown met needs ~60 requests without a miss (or ~90 with one). Its tests hold the same share of the
 * budget as any level's, spent over more looks, so the false-failure bound does not change.
 */
export const THRESHOLD_LOOK_FACTOR = 2;

export type CapacityVerdict = 'pass' | 'fail' | 'inconclusive' | 'not-gated';

/** A candidate's capacity against the comparison side's (a baseline sweep, or the reference endpoint's). */
export interface CapacityComparison {
  verdict: CapacityVerdict;
  baseline: CapacityEstimate;
  candidate: CapacityEstimate;
  margin: number;
  /** The load the candidate must be shown to sustain: the baseline's shown capacity less the margin; null: not gated. */
  threshold: number | null;
  /** The level where the candidate's SLO broke (its lowest violated level) when that fails it; else null. */
  brokeAt: number | null;
  /**
   * Why it is not gated: the baseline never showed the SLO met (`baseline-not-met`), or has no SLO (`no-slo`); why it
   * is inconclusive without a threshold: the baseline decided no level either way (`baseline-undecided`).
   */
  reason: 'baseline-not-met' | 'baseline-undecided' | 'no-slo' | null;
}

/**
 * The threshold a candidate must sustain: the baseline's lower capacity bound less `margin` (whole streams, at least
 * one, for concurrency). Null when the baseline showed no level met.
 */
export function capacityThreshold(baseline: CapacityEstimate, margin: number, load: 'concurrency' | 'rate'): number | null {
  if (baseline.lower === null) return null;
  const raw = baseline.lower * (1 - margin);
  return load === 'concurrency' ? Math.max(1, Math.floor(raw + 1e-9)) : Number(raw.toPrecision(3));
}

/**
 * Fails when the candidate violated its SLO at or below the threshold; passes when it met it at or above the threshold;
 * otherwise (no level decided near the threshold) inconclusive. Each side rests on a level's confident verdict: a
 * failure needs a violation at the test's level, so an unchanged endpoint fails no more often than that test allows.
 */
export function compareCapacity(
  baseline: CapacityEstimate,
  candidate: CapacityEstimate,
  margin: number,
  load: 'concurrency' | 'rate',
  hasSlo: boolean,
): CapacityComparison {
  const threshold = hasSlo ? capacityThreshold(baseline, margin, load) : null;
  const base = { baseline, candidate, margin, threshold };
  if (!hasSlo) return { ...base, verdict: 'not-gated', brokeAt: null, reason: 'no-slo' };
  // Nothing shown met and nothing shown violated: the comparison side's capacity is open for lack of requests, and a
  // gate that held nothing would read as a pass; it is undecided, which `fail-on: inconclusive` can fail.
  if (baseline.lower === null && baseline.upper === null)
    return { ...base, verdict: 'inconclusive', brokeAt: null, reason: 'baseline-undecided' };
  if (threshold === null) return { ...base, verdict: 'not-gated', brokeAt: null, reason: 'baseline-not-met' };
  if (candidate.upper !== null && candidate.upper <= threshold) return { ...base, verdict: 'fail', brokeAt: candidate.upper, reason: null };
  if (candidate.lower !== null && candidate.lower >= threshold) return { ...base, verdict: 'pass', brokeAt: null, reason: null };
  return { ...base, verdict: 'inconclusive', brokeAt: null, reason: null };
}
