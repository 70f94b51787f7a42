import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import {
  ADDITIVE_METRICS,
  JOB_METRICS,
  LOOP_METRICS,
  metricLabel,
  METRICS,
  RATE_METRICS,
  SLO_METRICS,
  statisticLabel,
  SUMMARISED_METRICS,
} from '../../src/vocabulary/metrics.js';
import { metricTable, sectionBody } from '../../scripts/docs-tables.js';

const read = (path: string): string => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
const json = (path: string): Record<string, unknown> => JSON.parse(read(path)) as Record<string, unknown>;

/** Every `enum` under `key` in a JSON schema, wherever it is nested. */
function enumsAt(node: unknown, key: string, found: string[][] = []): string[][] {
  if (Array.isArray(node)) node.forEach((n) => enumsAt(n, key, found));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === key && v && typeof v === 'object' && Array.isArray((v as { enum?: unknown }).enum))
        found.push((v as { enum: string[] }).enum);
      enumsAt(v, key, found);
    }
  }
  return found;
}

describe('the metric vocabulary', () => {
  it('defines every metric the code summarises, counts or computes per conversation, and nothing else', () => {
    expect(Object.keys(METRICS).sort()).toEqual([...SUMMARISED_METRICS, ...RATE_METRICS, ...LOOP_METRICS].sort());
  });

  it('gives every metric its own label', () => {
    const labels = Object.values(METRICS).map((m) => m.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names a statistic after the label, except for shares and rates', () => {
    expect(statisticLabel('ttftMs', 'p50')).toBe('TTFT p50');
    expect(statisticLabel('maxGapMs', 'p95')).toBe('longest stall p95');
    expect(statisticLabel('nonStreamedShare', 'share')).toBe('non-streamed share');
    expect(statisticLabel('errorRate', 'rate')).toBe('error rate');
    expect(metricLabel('check:json-valid')).toBe('json-valid pass rate');
  });

  it('agrees with the schemas: metric-name enums list exactly the summarised (or loop) metrics', () => {
    const workloadMetricEnums = enumsAt(json('schemas/workload.schema.json'), 'metric');
    expect(workloadMetricEnums.length).toBeGreaterThan(0);
    // A gate rule names a request metric or the job latency.
    for (const list of workloadMetricEnums) expect(list).toEqual([...SUMMARISED_METRICS, ...JOB_METRICS]);
    expect(JOB_METRICS).toEqual(['loopMs']);
    for (const schema of ['schemas/baseline.schema.json', 'schemas/results.schema.json']) {
      const defs = json(schema).$defs as Record<string, { enum?: string[] }>;
      expect(defs.metricName?.enum).toEqual([...SUMMARISED_METRICS]);
      if (defs.loopMetricName) expect(defs.loopMetricName.enum).toEqual([...LOOP_METRICS]);
    }
  });

  it('agrees with the gate: a default rule holds a metric to the vocabulary’s better direction', () => {
    for (const rule of DEFAULT_RULES.metrics) expect(rule.better, rule.metric).toBe(METRICS[rule.metric].better);
  });

  it('marks as additive (compared by difference) the metrics that can be 0 or negative: IDR and the clock differences', () => {
    expect([...ADDITIVE_METRICS].sort()).toEqual(['gatewayOverheadMs', 'idr', 'outsideEngineMs']);
  });

  it('writes the workload schema’s slo part: objectives and thresholds name exactly the SLO metrics, in table order', () => {
    const slo = (json('schemas/workload.schema.json')['$defs'] as Record<string, { properties: Record<string, { properties: object }> }>)[
      'slo'
    ]!;
    expect(Object.keys(slo.properties['objectives']!.properties)).toEqual([...SLO_METRICS]);
    expect(Object.keys(slo.properties['thresholds']!.properties)).toEqual([...SLO_METRICS]);
    expect(SLO_METRICS.every((id) => METRICS[id].unit === 'ms' || METRICS[id].unit === 'perSecond')).toBe(true);
  });

  it('is the table in docs/metrics.md (npm run generate writes it)', () => {
    expect(sectionBody(read('docs/metrics.md'), 'metric-names')).toBe(metricTable());
  });
});
