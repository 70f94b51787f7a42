import type { Sample, SamplePause } from '../probe/index.js';
import type { RequestMetrics } from './types.js';
import { computeMetrics } from './compute.js';
import { roundToMicroseconds } from '../util/index.js';

/**
 * What the user of an agent waits for across the turns of one job (an agent loop, or a replayed session): the job
 * latency and what it was made of (docs/agents.md, "Job metrics").
 */
export interface LoopMetrics {
  /** Turns (steps) of the job; the requests of a turn's parallel branches count once. */
  turns: number;
  /** Job latency: the first turn's start to the last answer's end (its t0 + e2eMs), on the monotonic clock, pauses included. */
  loopMs: number | null;
  sumTtftMs: number | null;
  sumE2eMs: number | null;
  /** Model time: per turn, its first request's start to its last answer's end (one request: its e2e), summed. */
  modelMs: number | null;
  /** Tool time and think time replayed before the turns, as declared (the waits as measured are on the samples). */
  toolMs: number;
  thinkMs: number;
  /** The rest of the job latency: the client between turns, setting up connections, timers firing late. */
  queueMs: number | null;
  /** Tokens per job by the servers' usage: prompt (cached ones included), cached, and output; null when a turn did not say. */
  jobInputTokens: number | null;
  jobCachedTokens: number | null;
  jobOutputTokens: number | null;
  /** Every turn succeeded. */
  ok: boolean;
  /** In turn order (a turn's branches in branch order). */
  perTurn: RequestMetrics[];
}

/** Metrics of one agent job from its requests (one plan item, any order). */
export function computeLoopMetrics(samples: readonly Sample[]): LoopMetrics {
  return loopMetricsFromTurns(
    samples.map((sample) => ({
      item: sample.item,
      turn: sample.turn,
      t0: sample.t0,
      metrics: computeMetrics(sample),
      ...(sample.pause ? { pause: sample.pause } : {}),
    })),
  );
}

/** One request of a job with its metrics already computed (the runner computes them as each request completes). */
export interface LoopTurn {
  item: number;
  /** The job's turn (step); a turn's parallel branches share it. */
  turn: number;
  /** Monotonic start of the request (the sample's t0). */
  t0: number;
  metrics: RequestMetrics;
  /** The pause replayed before this turn (on one request of the turn). */
  pause?: SamplePause;
}

export function loopMetricsFromTurns(turns: readonly LoopTurn[]): LoopMetrics {
  const items = new Set(turns.map((t) => t.item));
  if (items.size > 1) throw new RangeError(`loop turns must share one plan item, got items ${[...items].join(', ')}`);
  const ordered = [...turns].sort((a, b) => a.turn - b.turn);
  const perTurn = ordered.map((t) => t.metrics);
  const first = ordered[0];
  const ends = ordered.map((t) => (t.metrics.e2eMs === null ? null : t.t0 + t.metrics.e2eMs));
  // The last turn's answers all ended (a branch without an end leaves the job's end unknown).
  const lastTurn = ordered.filter((t) => t.turn === ordered[ordered.length - 1]!.turn);
  const lastEnds = lastTurn.map((t) => (t.metrics.e2eMs === null ? null : t.t0 + t.metrics.e2eMs));
  const loopMs = first && lastEnds.every((e) => e !== null) ? roundToMicroseconds(Math.max(...(lastEnds as number[])) - first.t0) : null;
  const steps = new Map<number, LoopTurn[]>();
  for (const t of ordered) steps.set(t.turn, [...(steps.get(t.turn) ?? []), t]);
  const modelMs =
    ordered.length === 0 || ends.some((e) => e === null)
      ? null
      : roundToMicroseconds(
          [...steps.values()].reduce((sum, step) => {
            const start = Math.min(...step.map((t) => t.t0));
            const end = Math.max(...step.map((t) => t.t0 + t.metrics.e2eMs!));
            return sum + (end - start);
          }, 0),
        );
  const toolMs = roundToMicroseconds(ordered.reduce((sum, t) => sum + (t.pause?.toolMs ?? 0), 0));
  const thinkMs = roundToMicroseconds(ordered.reduce((sum, t) => sum + (t.pause?.thinkMs ?? 0), 0));
  return {
    turns: steps.size,
    loopMs,
    sumTtftMs: sumOrNull(perTurn.map((metrics) => metrics.ttftMs)),
    sumE2eMs: sumOrNull(perTurn.map((metrics) => metrics.e2eMs)),
    modelMs,
    toolMs,
    thinkMs,
    queueMs: loopMs !== null && modelMs !== null ? roundToMicroseconds(Math.max(0, loopMs - modelMs - toolMs - thinkMs)) : null,
    jobInputTokens: sumOrNull(perTurn.map((metrics) => metrics.promptTokens)),
    jobCachedTokens: sumOrNull(perTurn.map((metrics) => metrics.cachedTokens)),
    jobOutputTokens: sumOrNull(perTurn.map((metrics) => metrics.outputTokens)),
    ok: perTurn.length > 0 && perTurn.every((metrics) => metrics.ok),
    perTurn,
  };
}

/** A turn without the value (it failed before it) makes the sum unknown, not smaller. */
function sumOrNull(values: readonly (number | null)[]): number | null {
  if (values.length === 0 || values.some((value) => value === null)) return null;
  return roundToMicroseconds(values.reduce<number>((sum, value) => sum + value!, 0));
}
