import type { HistoryEntry } from '../baseline/index.js';
import { CONCEPT_LABELS, type RunTelemetry } from '../telemetry/index.js';

/**
 * The dashboard's server-telemetry charts: per endpoint with `telemetry:`, one chart per concept that some run of
 * the page has a value for, one point per run (the history entry's run summary, src/telemetry/run-summary.ts).
 * Figures that combine over looks: a gauge's median of the looks' medians, a counter's increase over the run, a
 * histogram's pooled mean, the prefix-cache hit share of the run's counters. No change points: telemetry explains a
 * change, the client's metrics are what the gate and the detectors judge.
 */
export interface TelemetrySeries {
  endpoint: string;
  preset: string;
  concept: string;
  /** `requests waiting (median)`. */
  label: string;
  unit: string;
  values: (number | null)[];
}

interface ConceptChart {
  concept: string;
  label: string;
  unit: string;
  value: (run: RunTelemetry) => number | null;
}

const percent = (v: number | undefined | null): number | null => (v === undefined || v === null ? null : Math.round(v * 1000) / 10);

const CHARTED: readonly ConceptChart[] = [
  { concept: 'queueDepth', label: `${CONCEPT_LABELS.queueDepth} (median)`, unit: '', value: (r) => r.gauges.queueDepth?.median ?? null },
  {
    concept: 'runningRequests',
    label: `${CONCEPT_LABELS.runningRequests} (median)`,
    unit: '',
    value: (r) => r.gauges.runningRequests?.median ?? null,
  },
  { concept: 'kvCacheUsage', label: 'KV-cache usage (median)', unit: '%', value: (r) => percent(r.gauges.kvCacheUsage?.median) },
  { concept: 'prefixCacheHitShare', label: 'prefix-cache hit share', unit: '%', value: (r) => percent(r.prefixCacheHitShare) },
  {
    concept: 'preemptions',
    label: `${CONCEPT_LABELS.preemptions} in the run`,
    unit: '',
    value: (r) => r.counters.preemptions?.delta ?? null,
  },
  {
    concept: 'promptTokens',
    label: `${CONCEPT_LABELS.promptTokens} in the run`,
    unit: '',
    value: (r) => r.counters.promptTokens?.delta ?? null,
  },
  {
    concept: 'generatedTokens',
    label: `${CONCEPT_LABELS.generatedTokens} in the run`,
    unit: '',
    value: (r) => r.counters.generatedTokens?.delta ?? null,
  },
  {
    concept: 'serverTtft',
    label: `${CONCEPT_LABELS.serverTtft} (mean)`,
    unit: 'ms',
    value: (r) => r.histograms.serverTtft?.meanMs ?? null,
  },
  { concept: 'queueTime', label: `${CONCEPT_LABELS.queueTime} (mean)`, unit: 'ms', value: (r) => r.histograms.queueTime?.meanMs ?? null },
  {
    concept: 'e2eLatency',
    label: `${CONCEPT_LABELS.e2eLatency} (mean)`,
    unit: 'ms',
    value: (r) => r.histograms.e2eLatency?.meanMs ?? null,
  },
];

/** Every endpoint's charted concepts over the page's entries (oldest first), endpoints in order of first appearance. */
export function telemetrySeries(entries: readonly HistoryEntry[]): TelemetrySeries[] {
  const endpoints = new Map<string, string>();
  for (const entry of entries) for (const t of entry.telemetry ?? []) endpoints.set(t.endpoint, t.preset);
  const series: TelemetrySeries[] = [];
  for (const [endpoint, preset] of endpoints) {
    for (const chart of CHARTED) {
      const values = entries.map((entry) => {
        const run = entry.telemetry?.find((t) => t.endpoint === endpoint)?.run;
        const value = run ? chart.value(run) : null;
        return value !== null && Number.isFinite(value) ? value : null;
      });
      if (values.every((v) => v === null)) continue;
      series.push({ endpoint, preset, concept: chart.concept, label: chart.label, unit: chart.unit, values });
    }
  }
  return series;
}
