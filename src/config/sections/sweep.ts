import type { PathIssue } from '../read/path-issue.js';

/**
 * The workload's `sweep:` section: how `streamgate sweep` (and the action's `mode: sweep`) raises the load on each
 * endpoint to find the highest load that meets the SLO (docs/sweep.md).
 */

/** Concurrency levels (closed loop: that many requests in flight) or Poisson arrival rates (requests/s). */
export type SweepLoad = 'concurrency' | 'rate';

export interface SweepSpec {
  load: SweepLoad;
  /** Levels to measure, ascending; null: chosen automatically (doubling from `start`, then bisection). */
  levels: number[] | null;
  /** The first automatic level; null: 1 stream, or for rates the synchronous throughput (measured first). */
  start: number | null;
  /** No automatic level above this. */
  max: number;
  /** Automatic levels stop bisecting when the bracket is narrower than this share of its lower end (and 1 stream). */
  resolution: number;
  /** Measured requests per endpoint in each look of a level (at least twice the concurrency); default: `run.requests`. */
  requests: number;
  /** Looks per level (sequential: a level ends as soon as every objective is decided); default: `run.looks`. */
  looks: number;
  /** The gate fails when the candidate cannot sustain the baseline's capacity less this share (0.25: 16 → 12 streams). */
  margin: number;
}

/** The `sweep:` section as the schema guarantees it. */
export interface SweepFile {
  load?: SweepLoad;
  levels?: 'auto' | number[];
  start?: number;
  max?: number;
  resolution?: number;
  requests?: number;
  looks?: number;
  margin?: number;
}

export const SWEEP_DEFAULTS = {
  load: 'concurrency' as SweepLoad,
  maxConcurrency: 64,
  maxRate: 1000,
  resolution: 0.1,
  margin: 0.25,
};

/** The most levels an automatic sweep measures per endpoint (the budget of the per-level tests is split over them). */
export const MAX_AUTO_LEVELS = 12;

export function normalizeSweep(file: SweepFile | undefined, run: { requests: number; looks: number }): SweepSpec {
  const load = file?.load ?? SWEEP_DEFAULTS.load;
  const levels = Array.isArray(file?.levels) ? [...new Set(file.levels)].sort((a, b) => a - b) : null;
  return {
    load,
    levels,
    start: file?.start ?? null,
    max: file?.max ?? (load === 'concurrency' ? SWEEP_DEFAULTS.maxConcurrency : SWEEP_DEFAULTS.maxRate),
    resolution: file?.resolution ?? SWEEP_DEFAULTS.resolution,
    requests: file?.requests ?? run.requests,
    looks: file?.looks ?? run.looks,
    margin: file?.margin ?? SWEEP_DEFAULTS.margin,
  };
}

/** What the schema cannot say about `sweep:`: whole streams for concurrency, a start within the maximum. */
export function sweepIssues(data: Record<string, unknown>): PathIssue[] {
  const sweep = data.sweep;
  if (typeof sweep !== 'object' || sweep === null || Array.isArray(sweep)) return [];
  const s = sweep as Record<string, unknown>;
  const issues: PathIssue[] = [];
  const concurrency = (s.load ?? SWEEP_DEFAULTS.load) === 'concurrency';
  const whole = (value: unknown): boolean => typeof value !== 'number' || Number.isInteger(value);
  if (concurrency) {
    if (Array.isArray(s.levels)) {
      s.levels.forEach((level, i) => {
        if (!whole(level))
          issues.push({ path: ['sweep', 'levels', i], message: `is ${String(level)}: concurrency levels are whole streams` });
      });
    }
    for (const key of ['start', 'max'] as const) {
      if (!whole(s[key])) issues.push({ path: ['sweep', key], message: `is ${String(s[key])}: concurrency is a whole number of streams` });
    }
  }
  const max = typeof s.max === 'number' ? s.max : concurrency ? SWEEP_DEFAULTS.maxConcurrency : SWEEP_DEFAULTS.maxRate;
  if (typeof s.start === 'number' && s.start > max) {
    issues.push({ path: ['sweep', 'start'], message: `is ${s.start}, above sweep.max (${max})` });
  }
  return issues;
}
