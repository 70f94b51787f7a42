/**
 * What a metric's change points to (the cause a failing comparison is grouped under in findings and named in the
 * table's verdict column) and whether the metric is a diagnostic: one that explains a change a user feels (when the
 * headers came, time outside the engine) rather than one they feel themselves. One table, read by the gate (default
 * roles, each cell's causes) and the docs; the report only words the cause.
 */
import { CHECK_PREFIX, type MetricId } from './metrics.js';

/** In the order a reviewer should read them. */
export const CAUSES = [
  'input',
  'slo',
  'buffering',
  'errors',
  'latency',
  'throughput',
  'tail',
  'stalls',
  'parameters',
  'answers',
  'other',
] as const;
export type Cause = (typeof CAUSES)[number];

/**
 * Per metric: its cause (`timing`: latency at the median, tail latency at p95/p99) and whether it is a diagnostic.
 * Diagnostics get the `diagnostic` role by default (src/gate/defaults.ts): reported with their change, never failing
 * a run unless the workload gives their rule another role. docs/gate.md §2 gives the reason.
 */
const METRIC_CAUSES: Record<MetricId, { cause: Cause | 'timing'; diagnostic: boolean }> = {
  ttfbMs: { cause: 'timing', diagnostic: true },
  ttftMs: { cause: 'timing', diagnostic: false },
  ttftContentMs: { cause: 'timing', diagnostic: false },
  settleMs: { cause: 'timing', diagnostic: false },
  e2eMs: { cause: 'timing', diagnostic: false },
  maxGapMs: { cause: 'stalls', diagnostic: false },
  gapP50Ms: { cause: 'throughput', diagnostic: false },
  gapP99Ms: { cause: 'stalls', diagnostic: false },
  outputTokens: { cause: 'other', diagnostic: false },
  reasoningTokens: { cause: 'other', diagnostic: false },
  tokensPerSecond: { cause: 'throughput', diagnostic: false },
  tokensPerEvent: { cause: 'buffering', diagnostic: false },
  chunkCount: { cause: 'buffering', diagnostic: false },
  tokenEvents: { cause: 'buffering', diagnostic: false },
  idr: { cause: 'buffering', diagnostic: false },
  upstreamMs: { cause: 'timing', diagnostic: true },
  gatewayOverheadMs: { cause: 'timing', diagnostic: true },
  serverPrefillMs: { cause: 'timing', diagnostic: true },
  outsideEngineMs: { cause: 'timing', diagnostic: true },
  promptTokens: { cause: 'input', diagnostic: false },
  nonStreamedShare: { cause: 'buffering', diagnostic: false },
  errorRate: { cause: 'errors', diagnostic: false },
  cacheMissShare: { cause: 'latency', diagnostic: false },
  loopMs: { cause: 'timing', diagnostic: false },
  sumTtftMs: { cause: 'timing', diagnostic: false },
  sumE2eMs: { cause: 'timing', diagnostic: false },
};

/** The cause a change of `metric`'s `statistic` points to; an assertion's pass rate points to the answers. */
export function causeOf(metric: string, statistic: string): Cause {
  if (metric.startsWith(CHECK_PREFIX)) return 'answers';
  const entry = Object.prototype.hasOwnProperty.call(METRIC_CAUSES, metric) ? METRIC_CAUSES[metric as MetricId] : null;
  if (!entry) return 'other';
  if (entry.cause !== 'timing') return entry.cause;
  return statistic === 'p50' ? 'latency' : 'tail';
}

/** A metric that explains findings and fails only when the workload asks (docs/gate.md §2). */
export function isDiagnosticMetric(metric: string): boolean {
  return Object.prototype.hasOwnProperty.call(METRIC_CAUSES, metric) && METRIC_CAUSES[metric as MetricId].diagnostic;
}

/** The diagnostics, in table order (for the docs). */
export const DIAGNOSTIC_METRICS: readonly MetricId[] = Object.freeze(
  (Object.keys(METRIC_CAUSES) as MetricId[]).filter((id) => METRIC_CAUSES[id].diagnostic),
);
