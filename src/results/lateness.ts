import type { Results } from './types.js';

/**
 * The lateness of runs or shards merged: counts add up; the quantiles of the parts are not those of the whole, so the
 * worst part's stand for it (never better than any part measured). Absent when no part has one.
 */
export function mergedLateness(parts: readonly Results[]): Pick<Results['run'], 'lateness'> {
  const all = parts.flatMap((p) => (p.run.lateness ? [p.run.lateness] : []));
  if (all.length === 0) return {};
  return {
    lateness: {
      count: all.reduce((n, l) => n + l.count, 0),
      p50Ms: Math.max(...all.map((l) => l.p50Ms)),
      p99Ms: Math.max(...all.map((l) => l.p99Ms)),
      maxMs: Math.max(...all.map((l) => l.maxMs)),
      late: all.reduce((n, l) => n + l.late, 0),
    },
  };
}
