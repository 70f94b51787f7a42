import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { MetricSample } from './types.js';

/** The exposition's grammar for a sample name; anything else (an HTML page served on 200) is not an exposition. */
const METRIC_NAME = /^[A-Za-z_:][A-Za-z0-9_:]*$/;

export type ParsedExposition = { ok: true; samples: MetricSample[] } | { ok: false; reason: string };

/**
 * The Prometheus text exposition (0.0.4, and OpenMetrics text as far as its samples go) → one entry per sample line.
 * The parser is `parse-prometheus-text-format`; its histogram assembly drops the labels of labelled histograms
 * (vLLM's carry `model_name`) and their `_sum`/`_count`, so `# TYPE` lines are left out and every sample reaches
 * us under its own name (`x_bucket{le="0.5"}`, `x_count`), labels intact. Which names are counters, gauges or
 * histograms is the preset's to say, so nothing is lost.
 */
export function parseExposition(text: string): ParsedExposition {
  const body = text
    .split('\n')
    .filter((line) => !/^#\s*TYPE\s/.test(line))
    .join('\n');
  let families: ReturnType<typeof parsePrometheusTextFormat>;
  try {
    families = parsePrometheusTextFormat(body);
  } catch (error) {
    return { ok: false, reason: `not a Prometheus text exposition: ${error instanceof Error ? error.message : String(error)}` };
  }
  const samples: MetricSample[] = [];
  for (const family of families) {
    for (const metric of family.metrics) {
      if (!METRIC_NAME.test(family.name))
        return { ok: false, reason: `not a Prometheus text exposition: ${excerpt(family.name)} is no metric name` };
      const value = sampleValue(metric.value);
      if (value === null)
        return { ok: false, reason: `not a Prometheus text exposition: ${family.name} has the value ${excerpt(metric.value ?? '')}` };
      samples.push({ name: family.name, labels: { ...metric.labels }, value });
    }
  }
  if (samples.length === 0) return { ok: false, reason: 'the exposition has no samples' };
  return { ok: true, samples };
}

function sampleValue(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  if (text === 'NaN') return Number.NaN;
  if (text === '+Inf' || text === 'Inf') return Number.POSITIVE_INFINITY;
  if (text === '-Inf') return Number.NEGATIVE_INFINITY;
  const value = Number(text);
  return Number.isNaN(value) ? null : value;
}

function excerpt(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
