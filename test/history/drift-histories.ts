import { HISTORY_VERSION, type HistoryEntry } from '../../src/baseline/index.js';
import { createRng, lognormal, normal } from '../../src/stats/index.js';

/**
 * A workload's history: `runs` runs of two endpoints × three cells, 40 requests a cell, each run's level moved by
 * exp(N(0, τ)) shared by the run's cells (a server's day), TTFT and decode speed with a lognormal spread of 0.25.
 */
export function workloadHistory(name: string, runs: number, tau: number, seed: number): HistoryEntry[] {
  const rng = createRng(seed);
  return Array.from({ length: runs }, (_, r) => {
    const drift = Math.exp(tau * normal(rng));
    const cells = ['api', 'gateway'].flatMap((endpoint) =>
      ['chat', 'essay', 'code'].map((scenario, s) => {
        const ttft = Array.from({ length: 40 }, () => lognormal(rng, (200 + 100 * s) * drift, 0.25));
        const tps = Array.from({ length: 40 }, () => lognormal(rng, 60 / drift, 0.25));
        return {
          endpoint,
          scenario,
          cache: 'cold' as const,
          turn: null,
          n: 40,
          errors: 0,
          errorKinds: {},
          classes: { streamed: 40, coalesced: 0, buffered: 0, undefined: 0 },
          values: { ttftMs: ttft.sort((a, b) => a - b), tokensPerSecond: tps.sort((a, b) => a - b) },
        };
      }),
    );
    return {
      version: HISTORY_VERSION,
      commit: null,
      time: new Date(Date.UTC(2026, 0, 1 + r)).toISOString(),
      runner: 'test',
      runId: `${name}-${r}`,
      workload: name,
      fingerprint: `fp-${name}`,
      verdict: 'pass',
      cells,
    };
  });
}
