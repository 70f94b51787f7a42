/**
 * The `slo:` part of the workload schema written from the metric table: one property per SLO metric (entries with
 * `slo`, src/vocabulary/metric-table.ts) under `objectives` (its percentile levels) and under `thresholds` (a positive
 * limit). A metric becomes nameable in an SLO by its table entry; `npm run generate` writes this part.
 */
import { SLO_METRICS } from '../src/vocabulary/metrics.js';
import { atPointer, type SchemaName } from './schema-enums.js';

const OBJECTIVES = '/$defs/slo/properties/objectives';
const THRESHOLDS = '/$defs/slo/properties/thresholds';

/** The schema documents with the workload schema's SLO metric properties set from SLO_METRICS. */
export function withSloMetrics(schemas: Record<SchemaName, unknown>): Record<SchemaName, unknown> {
  const copy = structuredClone(schemas);
  const workload = copy.workload;
  atPointer(workload, OBJECTIVES)['properties'] = Object.fromEntries(SLO_METRICS.map((id) => [id, { $ref: '#/$defs/sloLevels' }]));
  atPointer(workload, THRESHOLDS)['properties'] = Object.fromEntries(
    SLO_METRICS.map((id) => [id, { type: 'number', exclusiveMinimum: 0 }]),
  );
  return copy;
}
