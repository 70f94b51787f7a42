import { quantile } from '../stats/index.js';
import { COUNTER_CONCEPTS, GAUGE_CONCEPTS, HISTOGRAM_CONCEPTS, type GaugeConcept } from './concepts.js';
import { histogramQuantile, type Bucket } from './histogram-quantile.js';
import type { MetricNames } from './presets.js';
import { firstPresent, increase, seriesKey, seriesOf } from './series.js';
import type { CounterDelta, GaugeSummary, HistogramSummary, LookTelemetry, MetricSample, ScrapePhase } from './types.js';

/** A scrape whose body parsed. */
export interface ParsedScrape {
  atMs: number;
  phase: ScrapePhase;
  samples: readonly MetricSample[];
}

export interface LookWindow {
  look: number;
  /** Good scrapes in time order. */
  scrapes: readonly ParsedScrape[];
  /** Scrapes tried, good or not. */
  attempted: number;
  sharedWith: readonly string[];
}

/**
 * A ratio is the same whichever series says it; counts of requests add up over models and engines; an acceptance
 * figure per data-parallel rank (SGLang's `dp_rank` series) is averaged over the ranks.
 */
const GAUGE_AGGREGATE: Readonly<Record<GaugeConcept, 'sum' | 'max' | 'mean'>> = {
  queueDepth: 'sum',
  runningRequests: 'sum',
  kvCacheUsage: 'max',
  specAcceptLength: 'mean',
  specAcceptRate: 'mean',
};

/** One endpoint's look: gauges as min / median / max, counters as increases, histograms as the window's quantiles. */
export function summarizeLook(window: LookWindow, names: MetricNames): LookTelemetry {
  const { scrapes } = window;
  const samples = scrapes.map((s) => s.samples);
  const out: LookTelemetry = {
    look: window.look,
    scrapes: window.attempted,
    failedScrapes: window.attempted - scrapes.length,
    windowMs: scrapes.length > 1 ? Math.round(scrapes[scrapes.length - 1]!.atMs - scrapes[0]!.atMs) : 0,
    sharedWith: [...window.sharedWith],
    gauges: {},
    counters: {},
    histograms: {},
  };
  for (const concept of GAUGE_CONCEPTS) {
    const gauge = summarizeGauge(scrapes, names[concept] ?? [], GAUGE_AGGREGATE[concept]);
    if (gauge) out.gauges[concept] = gauge;
  }
  // Increases need two scrapes: one alone says nothing about the window.
  if (scrapes.length < 2) return out;
  for (const concept of COUNTER_CONCEPTS) {
    const metric = firstPresent(samples, names[concept] ?? []);
    if (metric === null) continue;
    const counter: CounterDelta = { metric, ...increase(samples.map((s) => seriesOf(s, metric))) };
    out.counters[concept] = counter;
  }
  for (const concept of HISTOGRAM_CONCEPTS) {
    const metric = firstPresent(samples, names[concept] ?? [], '_bucket');
    if (metric === null) continue;
    out.histograms[concept] = summarizeHistogram(samples, metric);
  }
  return out;
}

function summarizeGauge(
  scrapes: readonly ParsedScrape[],
  names: readonly string[],
  aggregate: 'sum' | 'max' | 'mean',
): GaugeSummary | null {
  const metric = firstPresent(
    scrapes.map((s) => s.samples),
    names,
  );
  if (metric === null) return null;
  const during = scrapes.filter((s) => s.phase === 'during');
  const chosen = during.length > 0 ? during : scrapes;
  const values = chosen
    .map((s) => {
      const series = [...seriesOf(s.samples, metric).values()].filter(Number.isFinite);
      if (series.length === 0) return null;
      const total = series.reduce((a, b) => a + b, 0);
      return aggregate === 'sum' ? total : aggregate === 'mean' ? total / series.length : Math.max(...series);
    })
    .filter((v): v is number => v !== null)
    .sort((a, b) => a - b);
  if (values.length === 0) return null;
  return {
    metric,
    min: values[0]!,
    median: quantile(values, 0.5),
    max: values[values.length - 1]!,
    scrapes: values.length,
    during: during.length > 0,
  };
}

/**
 * The look's histogram: each bucket's increase (series by series, `le` apart; a series whose +Inf count went down
 * restarted, and counts from zero), summed over the other labels, then histogram_quantile over the deltas.
 */
function summarizeHistogram(samples: readonly (readonly MetricSample[])[], metric: string): HistogramSummary {
  const bounds = new Set<string>();
  for (const scrape of samples)
    for (const s of scrape) if (s.name === `${metric}_bucket` && s.labels.le !== undefined) bounds.add(s.labels.le);
  const buckets: Bucket[] = [];
  let resets = 0;
  for (const le of bounds) {
    const perScrape = samples.map((scrape) => {
      const series = new Map<string, number>();
      for (const s of scrape) if (s.name === `${metric}_bucket` && s.labels.le === le) series.set(seriesKey(s.labels, ['le']), s.value);
      return series;
    });
    const grown = increase(perScrape);
    if (le === '+Inf') resets = grown.resets;
    buckets.push({ upperBound: le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), count: grown.delta });
  }
  const count = buckets.find((b) => b.upperBound === Number.POSITIVE_INFINITY)?.count ?? 0;
  const sum = increase(samples.map((s) => seriesOf(s, `${metric}_sum`))).delta;
  const ms = (q: number): number | null => {
    const seconds = histogramQuantile(q, buckets);
    return seconds === null || !Number.isFinite(seconds) ? null : round(seconds * 1000);
  };
  return {
    metric,
    count,
    meanMs: count > 0 ? round((sum / count) * 1000) : null,
    p50Ms: ms(0.5),
    p90Ms: ms(0.9),
    p99Ms: ms(0.99),
    resets,
  };
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
