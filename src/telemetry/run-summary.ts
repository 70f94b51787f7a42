import { quantile } from '../stats/index.js';
import {
  COUNTER_CONCEPTS,
  GAUGE_CONCEPTS,
  HISTOGRAM_CONCEPTS,
  type CounterConcept,
  type GaugeConcept,
  type HistogramConcept,
} from './concepts.js';
import type { LookTelemetry } from './types.js';

/**
 * One endpoint's server telemetry over a whole run, from its looks: what the history keeps per run beside the
 * looks themselves and what the dashboard charts. Only figures that combine over looks without a guess: a gauge's
 * least min, the median of the looks' medians and the largest max; a counter's increases added up; a histogram's
 * observations added up and its mean pooled (its quantiles stay per look: quantiles of windows do not add up).
 */
export interface RunTelemetry {
  looks: number;
  gauges: Partial<Record<GaugeConcept, { min: number; median: number; max: number }>>;
  counters: Partial<Record<CounterConcept, { delta: number; resets: number }>>;
  histograms: Partial<Record<HistogramConcept, { count: number; meanMs: number | null }>>;
  /** Prefix-cache hits over queries (tokens) over the looks that have both counters; null when none has or nothing was queried. */
  prefixCacheHitShare: number | null;
  /** Some look's counters also counted another endpoint's requests (one metrics URL for both). */
  shared: boolean;
}

export function runTelemetry(looks: readonly LookTelemetry[]): RunTelemetry {
  const out: RunTelemetry = { looks: looks.length, gauges: {}, counters: {}, histograms: {}, prefixCacheHitShare: null, shared: false };
  out.shared = looks.some((l) => l.sharedWith.length > 0);
  for (const concept of GAUGE_CONCEPTS) {
    const gauges = looks.flatMap((l) => (l.gauges[concept] ? [l.gauges[concept]] : []));
    if (gauges.length === 0) continue;
    out.gauges[concept] = {
      min: Math.min(...gauges.map((g) => g.min)),
      median: quantile(
        gauges.map((g) => g.median).sort((a, b) => a - b),
        0.5,
      ),
      max: Math.max(...gauges.map((g) => g.max)),
    };
  }
  for (const concept of COUNTER_CONCEPTS) {
    const counters = looks.flatMap((l) => (l.counters[concept] ? [l.counters[concept]] : []));
    if (counters.length === 0) continue;
    out.counters[concept] = { delta: sum(counters.map((c) => c.delta)), resets: sum(counters.map((c) => c.resets)) };
  }
  for (const concept of HISTOGRAM_CONCEPTS) {
    const histograms = looks.flatMap((l) => (l.histograms[concept] ? [l.histograms[concept]] : []));
    if (histograms.length === 0) continue;
    const counted = histograms.filter((h) => h.meanMs !== null && h.count > 0);
    const count = sum(counted.map((h) => h.count));
    out.histograms[concept] = {
      count: sum(histograms.map((h) => h.count)),
      meanMs: count > 0 ? Math.round((sum(counted.map((h) => h.meanMs! * h.count)) / count) * 10) / 10 : null,
    };
  }
  const both = looks.filter((l) => l.counters.prefixCacheHits && l.counters.prefixCacheQueries);
  const queries = sum(both.map((l) => l.counters.prefixCacheQueries!.delta));
  if (queries > 0) out.prefixCacheHitShare = Math.min(1, sum(both.map((l) => l.counters.prefixCacheHits!.delta)) / queries);
  return out;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
