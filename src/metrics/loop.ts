import type { Sample } from '../probe/index.js';
import type { RequestMetrics } from './types.js';
import { computeMetrics } from './compute.js';
import { roundToMicroseconds } from '../util/index.js';

/** What the user of an agent waits for across the turns of one loop. */
export interface LoopMetrics {
  turns: number;
  /** First turn's start to last turn's end (its t0 + e2eMs), on the monotonic clock. */
  loopMs: number | null;
  sumTtftMs: number | null;
  sumE2eMs: number | null;
  /** Every turn succeeded. */
  ok: boolean;
  /** In turn order. */
  perTurn: RequestMetrics[];
}

/** Metrics of one agent loop from its turns (one plan item, any order). */
export function computeLoopMetrics(samples: readonly Sample[]): LoopMetrics {
  return loopMetricsFromTurns(
    samples.map((sample) => ({ item: sample.item, turn: sample.turn, t0: sample.t0, metrics: computeMetrics(sample) })),
  );
}

/** One turn of a loop with its metrics already computed (the runner computes them as each request completes). */
export interface LoopTurn {
  item: number;
  turn: number;
  /** Monotonic start of the turn (the sample's t0). */
  t0: number;
  metrics: RequestMetrics;
}

export function loopMetricsFromTurns(turns: readonly LoopTurn[]): LoopMetrics {
  const items = new Set(turns.map((t) => t.item));
  if (items.size > 1) throw new RangeError(`loop turns must share one plan item, got items ${[...items].join(', ')}`);
  const ordered = [...turns].sort((a, b) => a.turn - b.turn);
  const perTurn = ordered.map((t) => t.metrics);
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const lastE2eMs = perTurn[perTurn.length - 1]?.e2eMs ?? null;
  return {
    turns: ordered.length,
    loopMs: first && last && lastE2eMs !== null ? roundToMicroseconds(last.t0 + lastE2eMs - first.t0) : null,
    sumTtftMs: sumOrNull(perTurn.map((metrics) => metrics.ttftMs)),
    sumE2eMs: sumOrNull(perTurn.map((metrics) => metrics.e2eMs)),
    ok: perTurn.length > 0 && perTurn.every((metrics) => metrics.ok),
    perTurn,
  };
}

/** A turn without the value (it failed before it) makes the sum unknown, not smaller. */
function sumOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return roundToMicroseconds(values.reduce<number>((sum, value) => sum + value!, 0));
}
