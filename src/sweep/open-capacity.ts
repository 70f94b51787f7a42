import type { SweepResults } from '../results/index.js';

/** An endpoint whose sweep decided no level either way: its capacity bracket is open for lack of requests. */
export interface OpenCapacity {
  endpoint: string;
  /** The objectives still open, by id. */
  objectives: string[];
  /** The fewest requests per cell with which they could be shown met; null when none could ever be. */
  needed: number | null;
  /** The most requests per cell a level judged. */
  measured: number;
}

/**
 * Endpoints with objectives whose sweep showed no level met and none violated: nothing to hold a candidate to (as a
 * baseline) and nothing to hold against one (as a candidate). Such a sweep gates nothing; the remedy is more requests
 * per level, and how many follows from the objectives (a p95 needs 59 per cell, a p99 299; docs/slo.md).
 */
export function openCapacities(sweep: SweepResults): OpenCapacity[] {
  if (!sweep.hasSlo) return [];
  return sweep.endpoints
    .filter((e) => e.levels.length > 0 && e.capacity.lower === null && e.capacity.upper === null)
    .map((e) => {
      const open = e.levels.flatMap((l) => l.slo).filter((v) => v.verdict !== 'met' && v.verdict !== 'violated');
      const needs = open.map((v) => v.requestsToMeet).filter((n): n is number => n !== null);
      return {
        endpoint: e.name,
        objectives: [...new Set(open.map((v) => v.id))],
        needed: needs.length > 0 ? Math.max(...needs) : null,
        measured: Math.max(0, ...open.map((v) => v.n)),
      };
    });
}

/** `gw: no level decided (chat/cold:ttftMs:p95 open); showing it met takes at least 59 requests per cell, …`. */
export function openCapacityText(open: readonly OpenCapacity[], spec: { requests: number; looks: number }): string {
  return open
    .map((o) => {
      const shown = o.objectives.slice(0, 3).join(', ') + (o.objectives.length > 3 ? ` and ${o.objectives.length - 3} more` : '');
      const need =
        o.needed === null
          ? 'these objectives cannot be shown met at the configured confidence'
          : `showing them met takes at least ${o.needed} requests per cell, the levels judged at most ${o.measured}; raise sweep.requests or sweep.looks (now ${spec.requests} requests × ${spec.looks} looks per level)`;
      return `${o.endpoint}: no level was decided (${shown} still open); ${need}`;
    })
    .join('\n');
}
