/**
 * The one vocabulary of metrics: every metric's id, what kind it is, the label a reviewer reads, its unit, the decimals
 * it is shown and stored with and which way is better. The gate, the report, the terminal, the baselines, the schemas'
 * enums and the docs all name metrics from here, so one metric never has two names: a new metric is one entry in
 * TABLE (and its computation in src/metrics/), and `npm run generate` writes the schemas and docs/metrics.md.
 */

/**
 * `request`: computed per request (src/metrics/types.ts), summarised per cell and compared by the gate; `rate`: counted
 * per cell by the gate; `loop`: per agent conversation (src/metrics/loop.ts).
 */
export type MetricKind = 'request' | 'rate' | 'loop';

/** `ms`: a duration; `perSecond`: tokens per second; `ratio`: a unitless 0–1 ratio (IDR); `count`; `share`: 0–1 shown as percent. */
export type Unit = 'ms' | 'perSecond' | 'ratio' | 'count' | 'share';

export interface MetricSpec {
  /** Short name, e.g. `TTFT`; a statistic follows it (`TTFT p50`) except for shares and rates. */
  label: string;
  unit: Unit;
  /** Decimals for values of this unit that are not durations (durations scale with their size). */
  decimals: number;
  /** Which way is better. */
  better: 'lower' | 'higher';
  /** One line for the docs' metric list and the report's key. */
  meaning: string;
}

/** A metric a baseline stores per value, with the decimals it keeps: finer than the probe resolves or the gate could
 * call significant, coarse enough that a 40-request cell stays a few KiB. */
interface StoredEntry extends MetricSpec {
  kind: 'request' | 'loop';
  stored: number;
}

interface RateEntry extends MetricSpec {
  kind: 'rate';
}

type MetricEntry = StoredEntry | RateEntry;

const TABLE = {
  ttfbMs: { kind: 'request', label: 'TTFB', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the response headers', stored: 1 },
  ttftMs: {
    kind: 'request',
    label: 'TTFT',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'time to the first token (content or reasoning)',
    stored: 1,
  },
  ttftContentMs: {
    kind: 'request',
    label: 'TTFT (content)',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'time to the first content token',
    stored: 1,
  },
  settleMs: { kind: 'request', label: 'settle', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the last token', stored: 1 },
  e2eMs: { kind: 'request', label: 'e2e', unit: 'ms', decimals: 0, better: 'lower', meaning: 'time to the end of the stream', stored: 1 },
  maxGapMs: {
    kind: 'request',
    label: 'longest stall',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'longest gap between two token events',
    stored: 1,
  },
  gapP50Ms: {
    kind: 'request',
    label: 'median gap',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'median gap between token events',
    stored: 1,
  },
  gapP99Ms: {
    kind: 'request',
    label: '99th-percentile gap',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: '99th percentile of the gaps between token events',
    stored: 1,
  },
  outputTokens: {
    kind: 'request',
    label: 'output tokens',
    unit: 'count',
    decimals: 0,
    better: 'lower',
    meaning: 'tokens generated',
    stored: 0,
  },
  reasoningTokens: {
    kind: 'request',
    label: 'reasoning tokens',
    unit: 'count',
    decimals: 0,
    better: 'lower',
    meaning: 'reasoning tokens generated',
    stored: 0,
  },
  tokensPerSecond: {
    kind: 'request',
    label: 'tok/s',
    unit: 'perSecond',
    decimals: 1,
    better: 'higher',
    meaning: 'decode speed after the first token',
    stored: 2,
  },
  tokensPerEvent: {
    kind: 'request',
    label: 'tokens/event',
    unit: 'count',
    decimals: 1,
    better: 'lower',
    meaning: 'tokens per streamed event',
    stored: 2,
  },
  chunkCount: {
    kind: 'request',
    label: 'chunks',
    unit: 'count',
    decimals: 0,
    better: 'lower',
    meaning: 'network reads of the body',
    stored: 0,
  },
  tokenEvents: {
    kind: 'request',
    label: 'token events',
    unit: 'count',
    decimals: 0,
    better: 'higher',
    meaning: 'events that carried tokens',
    stored: 0,
  },
  idr: {
    kind: 'request',
    label: 'IDR',
    unit: 'ratio',
    decimals: 2,
    better: 'higher',
    meaning: 'incremental delivery ratio: 0 = all at once, 1 = evenly streamed',
    stored: 3,
  },
  upstreamMs: {
    kind: 'request',
    label: 'upstream time',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: "the server's own processing time from its headers",
    stored: 1,
  },
  gatewayOverheadMs: {
    kind: 'request',
    label: 'gateway overhead',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'TTFB less the upstream time',
    stored: 1,
  },
  serverPrefillMs: {
    kind: 'request',
    label: 'server prefill',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: "the server's own prompt-processing time, from its report",
    stored: 1,
  },
  outsideEngineMs: {
    kind: 'request',
    label: 'outside the engine',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'TTFT less the server prefill: network, queueing, gateway, tokenisation',
    stored: 1,
  },
  promptTokens: {
    kind: 'request',
    label: 'prompt tokens',
    unit: 'count',
    decimals: 0,
    better: 'higher',
    meaning: "prompt tokens the server says it read (usage, or llama.cpp's cached + evaluated)",
    stored: 0,
  },
  nonStreamedShare: {
    kind: 'rate',
    label: 'non-streamed share',
    unit: 'share',
    decimals: 0,
    better: 'lower',
    meaning: 'requests delivered buffered or coalesced',
  },
  errorRate: { kind: 'rate', label: 'error rate', unit: 'share', decimals: 0, better: 'lower', meaning: 'requests that failed' },
  cacheMissShare: {
    kind: 'rate',
    label: 'prefix-cache miss share',
    unit: 'share',
    decimals: 0,
    better: 'lower',
    meaning: 'warm requests the server reported as missing the prefix cache (1 − the hit share)',
  },
  loopMs: {
    kind: 'loop',
    label: 'loop',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: 'a whole agent conversation, first request to last token',
    stored: 1,
  },
  sumTtftMs: {
    kind: 'loop',
    label: 'ΣTTFT',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: "the sum of a conversation's TTFTs",
    stored: 1,
  },
  sumE2eMs: {
    kind: 'loop',
    label: 'Σe2e',
    unit: 'ms',
    decimals: 0,
    better: 'lower',
    meaning: "the sum of a conversation's request times",
    stored: 1,
  },
} as const satisfies Record<string, MetricEntry>;

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
