/**
 * The one vocabulary of metrics: every metric's id, what kind it is, the label a reviewer reads, its unit, the decimals
 * it is shown and stored with and which way is better. The gate, the report, the terminal, the baselines, the schemas'
 * enums and the docs all name metrics from here, so one metric never has two names: a new metric is one entry in
 * METRIC_TABLE (metric-table.ts; and its computation in src/metrics/), and `npm run generate` writes the schemas and docs/metrics.md.
 */

import type { MetricKind, MetricSpec, StoredEntry, Unit } from './metric-spec.js';
import { METRIC_TABLE as TABLE } from './metric-table.js';

export type { MetricKind, MetricSpec, Unit };

type Table = typeof TABLE;
export type MetricId = keyof Table;
type IdsOf<K extends MetricKind> = { [I in MetricId]: Table[I]['kind'] extends K ? I : never }[MetricId];
export type SummarisedMetric = IdsOf<'request'>;
export type RateMetric = IdsOf<'rate'>;
export type LoopMetric = IdsOf<'loop'>;

const idsOf = <K extends MetricKind>(kind: K): readonly IdsOf<K>[] =>
  Object.freeze((Object.keys(TABLE) as MetricId[]).filter((id): id is IdsOf<K> => TABLE[id].kind === kind));

/** Metrics summarised per cell and compared by the gate; all numeric fields of a request's metrics, in table order. */
export const SUMMARISED_METRICS = idsOf('request');
export const RATE_METRICS = idsOf('rate');
export const LOOP_METRICS = idsOf('loop');

export const METRICS: Readonly<Record<MetricId, MetricSpec>> = TABLE;

/** Loop metrics the gate compares (entries with `gated`): the job latency, over each agent scenario's job cell. */
export type JobMetric = { [I in MetricId]: Table[I] extends { kind: 'loop'; gated: true } ? I : never }[MetricId];
export const JOB_METRICS: readonly JobMetric[] = Object.freeze(
  (Object.keys(TABLE) as MetricId[]).filter((id): id is JobMetric => (TABLE[id] as { gated?: true }).gated === true),
);

/** What a gate rule can name: a request metric (over a cell's requests) or a job metric (over a job cell's jobs). */
export type GatedMetric = SummarisedMetric | JobMetric;
export const GATED_METRICS: readonly GatedMetric[] = Object.freeze([...SUMMARISED_METRICS, ...JOB_METRICS]);

export function isJobMetric(id: string): id is JobMetric {
  return (JOB_METRICS as readonly string[]).includes(id);
}

/** The metrics a service-level objective can name (entries with `slo`), in their SLO order (docs/slo.md). */
export type SloMetric = { [I in MetricId]: Table[I] extends { slo: number } ? I : never }[MetricId];
export const SLO_METRICS: readonly SloMetric[] = Object.freeze(
  (Object.keys(TABLE) as MetricId[])
    .flatMap((id) => {
      const entry = TABLE[id] as { slo?: number };
      return entry.slo === undefined ? [] : [{ id: id as SloMetric, place: entry.slo }];
    })
    .sort((a, b) => a.place - b.place)
    .map((e) => e.id),
);

/** Metrics the gate compares by difference rather than ratio (entries with `additive`). */
export const ADDITIVE_METRICS: ReadonlySet<string> = new Set(
  (Object.keys(TABLE) as MetricId[]).filter((id) => (TABLE[id] as { additive?: true }).additive === true),
);

/** Decimals a baseline keeps per stored metric (per-request values and loop values). */
export const STORED_DECIMALS = Object.fromEntries(
  [...SUMMARISED_METRICS, ...LOOP_METRICS].map((id) => [id, (TABLE[id] as StoredEntry).stored]),
) as Readonly<Record<SummarisedMetric | LoopMetric, number>>;

/**
 * Metrics a warm cell compares over the requests that hit the prefix cache, when the server reports cache use on both
 * sides (docs/metrics.md, "Warm cells compare hits"): a miss pays the whole prefill, so a cell mixing hits and misses
 * has two populations and a median that jumps between them from run to run.
 */
export const HIT_ONLY_METRICS = ['ttftMs', 'ttftContentMs', 'serverPrefillMs'] as const satisfies readonly SummarisedMetric[];
export type HitOnlyMetric = (typeof HIT_ONLY_METRICS)[number];

/** How a response's tokens arrived (src/metrics/bursts.ts). */
export type DeliveryClass = 'streamed' | 'coalesced' | 'buffered';

/** Assertion pass rates (src/gate/conformance.ts) are compared under the id `check:<assertion>`. */
export const CHECK_PREFIX = 'check:';

export function isMetricId(id: string): id is MetricId {
  return Object.prototype.hasOwnProperty.call(METRICS, id);
}

export function isRateMetric(id: string): id is RateMetric {
  return (RATE_METRICS as readonly string[]).includes(id);
}

/** The spec of a metric id, or of an assertion's pass rate; null for an id nobody defined. */
export function metricSpec(id: string): MetricSpec | null {
  if (isMetricId(id)) return METRICS[id];
  if (id.startsWith(CHECK_PREFIX)) {
    return {
      label: `${id.slice(CHECK_PREFIX.length)} pass rate`,
      unit: 'share',
      decimals: 0,
      better: 'higher',
      meaning: 'requests that passed the assertion',
    };
  }
  return null;
}

/** The label of a metric id (unescaped: an assertion name comes from the workload). Unknown ids are shown as they are. */
export function metricLabel(id: string): string {
  return metricSpec(id)?.label ?? id;
}

/** The statistic a comparison tested: `p50`, `p95`, or `share` / `rate` for counted metrics. */
export type StatisticName = 'p50' | 'p90' | 'p95' | 'p99' | 'share' | 'rate';

/** `TTFT p50`, `error rate`: shares and rates have no statistic to name (their label already says what they are). */
export function statisticLabel(id: string, statistic: StatisticName | string): string {
  if (statistic === 'share' || statistic === 'rate') return metricLabel(id);
  return `${metricLabel(id)} ${statistic}`;
}
