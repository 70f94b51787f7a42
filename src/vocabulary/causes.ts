/**
 * What a metric's change points to (the cause a failing comparison is grouped under in findings and named in the
 * table's verdict column) and whether the metric is a diagnostic: one that explains a change a user feels (when the
 * headers came, time outside the engine) rather than one they feel themselves. Read from the metric table by the gate
 * (default roles, each cell's causes) and the docs; the report only words the cause.
 */
import type { Cause } from './cause-list.js';
import { METRIC_TABLE } from './metric-table.js';
import { CHECK_PREFIX, type MetricId } from './metrics.js';

export { CAUSES, type Cause } from './cause-list.js';

/**
 * Per metric, from the metric table (metric-table.ts): its cause (`timing`: latency at the median, tail latency at
 * p95/p99) and whether it is a diagnostic. Diagnostics get the `diagnostic` role by default (src/gate/defaults.ts): reported with their change, never failing
 * a run unless the workload gives their rule another role. docs/design/gate.md §2 gives the reason.
 */
const METRIC_CAUSES: Record<MetricId, { cause: Cause | 'timing'; diagnostic: boolean }> = Object.fromEntries(
  (Object.keys(METRIC_TABLE) as MetricId[]).map((id) => {
    const entry: { cause: Cause | 'timing'; diagnostic?: true } = METRIC_TABLE[id];
    return [id, { cause: entry.cause, diagnostic: entry.diagnostic === true }];
  }),
) as Record<MetricId, { cause: Cause | 'timing'; diagnostic: boolean }>;

/** The cause a change of `metric`'s `statistic` points to; an assertion's pass rate points to the answers. */
export function causeOf(metric: string, statistic: string): Cause {
  if (metric.startsWith(CHECK_PREFIX)) return 'answers';
  const entry = Object.prototype.hasOwnProperty.call(METRIC_CAUSES, metric) ? METRIC_CAUSES[metric as MetricId] : null;
  if (!entry) return 'other';
  if (entry.cause !== 'timing') return entry.cause;
  return statistic === 'p50' ? 'latency' : 'tail';
}

/** A metric that explains findings and fails only when the workload asks (docs/design/gate.md §2). */
export function isDiagnosticMetric(metric: string): boolean {
  return Object.prototype.hasOwnProperty.call(METRIC_CAUSES, metric) && METRIC_CAUSES[metric as MetricId].diagnostic;
}

/** The diagnostics, in table order (for the docs). */
export const DIAGNOSTIC_METRICS: readonly MetricId[] = Object.freeze(
  (Object.keys(METRIC_CAUSES) as MetricId[]).filter((id) => METRIC_CAUSES[id].diagnostic),
);
