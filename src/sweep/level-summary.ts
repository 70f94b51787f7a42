import type { Sample } from '../probe/index.js';
import { estimatesMeet, levelState, type SloVerdict } from '../gate/index.js';
import { type Results, LEVEL_METRICS, type LevelPercentiles, type SweepLevel } from '../results/index.js';
import { quantile, sortedFinite } from '../stats/index.js';
import { attributeTelemetry } from '../telemetry/index.js';

/** What a level's samples say about time: the span of the measured requests, from the first write to the last end. */
export function measuredSpanMs(samples: readonly Sample[]): number {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const sample of samples) {
    const end = sample.endMs ?? sample.doneMs ?? sample.headersMs ?? 0;
    first = Math.min(first, sample.t0);
    last = Math.max(last, sample.t0 + end);
  }
  return Number.isFinite(first) && last > first ? last - first : 0;
}

/**
 * One level's row: throughput over the measured span, percentiles pooled over the endpoint's cells, the lowest
 * goodput, and the SLO state from the verdicts at the level's last look.
 */
export function summariseLevel(input: {
  load: number;
  results: Results;
  endpoint: string;
  spanMs: number;
  verdicts: SloVerdict[];
  resultsDir: string;
}): SweepLevel {
  const cells = input.results.cells.filter((c) => c.endpoint === input.endpoint);
  const requests = cells.reduce((s, c) => s + c.n, 0);
  const errors = cells.reduce((s, c) => s + c.errors, 0);
  const outputTokens = cells.reduce((s, c) => s + (c.values.outputTokens ?? []).reduce((a, b) => a + b, 0), 0);
  const seconds = input.spanMs / 1000;
  const latency: SweepLevel['latency'] = {};
  for (const metric of LEVEL_METRICS) {
    const values = sortedFinite(cells.flatMap((c) => c.values[metric] ?? []));
    if (values.length > 0) latency[metric] = percentiles(values);
  }
  const goodputs = input.verdicts.filter((v) => v.kind === 'goodput' && v.estimate !== null).map((v) => v.estimate!);
  return {
    load: input.load,
    state: levelState(input.verdicts),
    estimateMeets: estimatesMeet(input.verdicts),
    requests,
    errors,
    looks: input.results.run.looks?.measured[input.endpoint] ?? 1,
    durationMs: round(input.spanMs, 1),
    requestsPerSecond: seconds > 0 ? round(requests / seconds, 3) : 0,
    outputTokensPerSecond: seconds > 0 ? round(outputTokens / seconds, 1) : 0,
    latency,
    goodput: goodputs.length === 0 ? null : round(Math.min(...goodputs), 4),
    slo: input.verdicts,
    resultsDir: input.resultsDir,
    ...serverField(input.results, input.endpoint),
  };
}

/** The level's server telemetry, when the endpoint has `telemetry:` and some look was scraped. */
function serverField(results: Results, endpoint: string): Pick<SweepLevel, 'server'> {
  const telemetry = results.telemetry?.find((t) => t.endpoint === endpoint);
  if (!telemetry || telemetry.looks.length === 0) return {};
  const a = attributeTelemetry(telemetry, []);
  const medians = telemetry.looks.flatMap((l) => (l.gauges.queueDepth ? [l.gauges.queueDepth.median] : []));
  return {
    server: {
      queueDepthMedian: medians.length > 0 ? Math.max(...medians) : null,
      queueDepthMax: a.queueDepthMax,
      runningMax: a.runningMax,
      kvCacheUsageMax: a.kvCacheUsageMax,
      queueMeanMs: a.queueMeanMs,
    },
  };
}

function percentiles(sorted: ArrayLike<number>): LevelPercentiles {
  const at = (p: number): number => round(quantile(sorted, p), 1);
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p95: at(0.95), p99: at(0.99) };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
