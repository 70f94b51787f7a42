import { HISTORY_VERSION, type HistoryEntry } from '../../src/baseline/index.js';
import { createRng, lognormal } from '../../src/stats/index.js';

export interface FixtureOptions {
  workload: string;
  runs: number;
  /** The first run of a TTFT step (its size `step`), or null for none. */
  stepAt: number | null;
  step?: number;
  seed?: number;
  fingerprint?: string;
  /** Runs (0-based) whose verdict was `fail`; every other run is `recorded`. */
  failed?: readonly number[];
  /** `api`'s answers arrive buffered (IDR 0) before this run and streamed (IDR about 0.97) from it; unset: no IDR kept. */
  streamedFrom?: number;
  /** Runs (0-based) in which 4 of `api`'s 40 requests failed. */
  errorsIn?: readonly number[];
}

/**
 * A workload's history of seeded runs: two endpoints × one cell, 40 requests each with TTFT lognormal around 300 ms
 * (σ 0.2) and tok/s around 80; TTFT of `api` steps by `step` from run `stepAt` on. The shape `history add` writes.
 */
export function fixtureHistory(options: FixtureOptions): HistoryEntry[] {
  const rng = createRng(options.seed ?? 7);
  const sample = (centre: number): number[] =>
    Array.from({ length: 40 }, () => Math.round(lognormal(rng, centre, 0.2) * 10) / 10).sort((a, b) => a - b);
  return Array.from({ length: options.runs }, (_, i) => ({
    version: HISTORY_VERSION,
    commit: (i + 1).toString(16).padStart(2, '0').repeat(20),
    time: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    runner: 'fixture',
    runId: `run-${i + 1}`,
    workload: options.workload,
    fingerprint: options.fingerprint ?? 'fp-1',
    verdict: options.failed?.includes(i) ? 'fail' : 'recorded',
    cells: ['api', 'other'].map((endpoint) => {
      const stepped = endpoint === 'api' && options.stepAt !== null && i >= options.stepAt;
      const buffered = endpoint === 'api' && options.streamedFrom !== undefined && i < options.streamedFrom;
      const errors = endpoint === 'api' && options.errorsIn?.includes(i) ? 4 : 0;
      const idr =
        options.streamedFrom === undefined ? {} : { idr: Array.from({ length: 40 }, (_, k) => (buffered ? 0 : 0.95 + (k % 5) / 100)) };
      return {
        endpoint,
        scenario: 'chat',
        cache: 'cold' as const,
        turn: null,
        n: 40,
        errors,
        errorKinds: errors > 0 ? { http_5xx: errors } : {},
        classes: buffered
          ? { streamed: 0, coalesced: 0, buffered: 40 - errors, undefined: 0 }
          : { streamed: 40 - errors, coalesced: 0, buffered: 0, undefined: 0 },
        values: { ttftMs: sample(300 * (stepped ? 1 + (options.step ?? 0.3) : 1)), tokensPerSecond: sample(80), ...idr },
      };
    }),
  }));
}
