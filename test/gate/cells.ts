import type { CellData } from '../../src/gate/types.js';
import type { SummarisedMetric } from '../../src/vocabulary/metrics.js';
import { normalQuantile } from '../../src/stats/index.js';

/**
 * n values of a lognormal with the given median and σ, placed at the (i + ½)/n quantiles: a
 * sample with a known shape and no sampling noise, so a test can put a ratio exactly where it wants.
 */
export function spread(median: number, sigma: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => median * Math.exp(sigma * normalQuantile((i + 0.5) / n)));
}

export function scaled(values: readonly number[], factor: number): number[] {
  return values.map((v) => v * factor);
}

export interface CellOptions {
  endpoint?: string;
  scenario?: string;
  cache?: 'cold' | 'warm';
  turn?: number | null;
  values?: Partial<Record<SummarisedMetric, number[]>>;
  errors?: number;
  /** Defaults to every successful request streamed. */
  classes?: Partial<CellData['classes']>;
  /** Defaults to errors + the longest values array. */
  n?: number;
}

export function cell(options: CellOptions = {}): CellData {
  const values = options.values ?? {};
  const errors = options.errors ?? 0;
  const successes = Math.max(0, ...Object.values(values).map((v) => v.length));
  const n = options.n ?? errors + successes;
  return {
    endpoint: options.endpoint ?? 'api',
    scenario: options.scenario ?? 'chat',
    cache: options.cache ?? 'cold',
    turn: options.turn ?? null,
    n,
    errors,
    classes: { streamed: options.classes ? 0 : n - errors, coalesced: 0, buffered: 0, undefined: 0, ...options.classes },
    values,
  };
}
