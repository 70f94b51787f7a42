/**
 * The enums of the JSON schemas that list names the code defines: metric ids, rule statistics and roles, conformance
 * checks, verdicts and assertions, error kinds, the built-in probe variants. Each is written from its table here, so
 * a name is added in one place: `npm run schemas` rewrites the schemas, and test/schemas/enums.test.ts fails when a
 * schema and its table disagree.
 */
import { builtInProbeIds } from '../src/config/sections/default-probes.js';
import { ASSERTION_NAMES, PROBE_VERDICTS } from '../src/conformance/types.js';
import { ERROR_KINDS } from '../src/probe/sample.js';
import { API_IDS } from '../src/apis/index.js';
import { PROBE_CHECK_IDS } from '../src/vocabulary/checks.js';
import { GATED_METRICS, LOOP_METRICS, SLO_METRICS, SUMMARISED_METRICS } from '../src/vocabulary/metrics.js';
import { GATE_POLICIES, ROLES, STATISTICS } from '../src/vocabulary/rules.js';
import { DATASET_FORMATS } from '../src/config/sources/sources.js';
import { LEVEL_STATES } from '../src/gate/capacity.js';
import { SLO_STATES } from '../src/gate/slo/objectives.js';
import { QUALITY_EXPECTATIONS } from '../src/config/sections/quality.js';
import { TELEMETRY_CONCEPTS, TELEMETRY_PRESETS } from '../src/telemetry/index.js';
import { SPECULATIVE_SOURCES } from '../src/gate/speculative/types.js';
import { CLOCK_SYNC_STATES } from '../src/vocabulary/shards.js';

export type SchemaName = 'workload' | 'results' | 'baseline' | 'sweep';

export interface SchemaEnum {
  schema: SchemaName;
  /** JSON pointer of the object holding `enum`. */
  pointer: string;
  values: readonly (string | null)[];
  /** Where the names are defined, for the message of a failing check. */
  source: string;
}

// Every API's built-in ids: `probes.only` picks from all of them (each goes to the endpoints whose API has it).
const probeIds = builtInProbeIds();

export const SCHEMA_ENUMS: readonly SchemaEnum[] = [
  { schema: 'sweep', pointer: '/$defs/endpoint/properties/api', values: API_IDS, source: 'STREAMING_APIS (src/vocabulary/apis.ts)' },
  {
    schema: 'sweep',
    pointer: '/$defs/sloVerdict/properties/metric',
    values: [...SLO_METRICS, 'goodput'],
    source: 'SLO_METRICS (src/vocabulary/metrics.ts)',
  },
  { schema: 'sweep', pointer: '/$defs/level/properties/state', values: LEVEL_STATES, source: 'LEVEL_STATES (src/gate/capacity.ts)' },
  {
    schema: 'sweep',
    pointer: '/$defs/sloVerdict/properties/verdict',
    values: SLO_STATES,
    source: 'SLO_STATES (src/gate/slo/objectives.ts)',
  },
  { schema: 'workload', pointer: '/$defs/endpoint/properties/api', values: API_IDS, source: 'STREAMING_APIS (src/vocabulary/apis.ts)' },
  {
    schema: 'workload',
    pointer: '/$defs/gate/properties/policy',
    values: GATE_POLICIES,
    source: 'GATE_POLICIES (src/vocabulary/rules.ts)',
  },
  {
    schema: 'workload',
    pointer: '/$defs/quality/properties/expect',
    values: QUALITY_EXPECTATIONS,
    source: 'QUALITY_EXPECTATIONS (src/config/sections/quality.ts)',
  },
  {
    schema: 'workload',
    pointer: '/$defs/dataset/properties/format',
    values: DATASET_FORMATS,
    source: 'DATASET_FORMATS (src/config/sources/sources.ts)',
  },
  {
    schema: 'results',
    pointer: '/properties/endpoints/items/properties/api',
    values: API_IDS,
    source: 'STREAMING_APIS (src/vocabulary/apis.ts)',
  },
  ...[
    '/properties/run/properties/agreedStart/properties/clockSync',
    '/properties/run/properties/shards/properties/windows/items/properties/clockSync',
  ].map((pointer): SchemaEnum => ({
    schema: 'results',
    pointer,
    values: CLOCK_SYNC_STATES,
    source: 'CLOCK_SYNC_STATES (src/vocabulary/shards.ts)',
  })),
  {
    schema: 'baseline',
    pointer: '/$defs/endpointParts/properties/api',
    values: API_IDS,
    source: 'STREAMING_APIS (src/vocabulary/apis.ts)',
  },
  {
    schema: 'workload',
    pointer: '/$defs/metricRule/properties/metric',
    values: GATED_METRICS,
    source: 'GATED_METRICS (src/vocabulary/metrics.ts)',
  },
  {
    schema: 'workload',
    pointer: '/$defs/metricRule/properties/statistic',
    values: STATISTICS,
    source: 'STATISTICS (src/vocabulary/rules.ts)',
  },
  { schema: 'workload', pointer: '/$defs/metricRule/properties/role', values: ROLES, source: 'ROLES (src/vocabulary/rules.ts)' },
  {
    schema: 'workload',
    pointer: '/$defs/customProbe/properties/check',
    values: PROBE_CHECK_IDS,
    source: 'PROBE_CHECKS (src/vocabulary/checks.ts)',
  },
  {
    schema: 'workload',
    pointer: '/$defs/probes/anyOf/1/properties/only/items',
    values: probeIds,
    source: 'builtInProbeIds (src/config/sections/default-probes.ts)',
  },
  ...(['results', 'baseline'] as const).flatMap((schema): SchemaEnum[] => [
    { schema, pointer: '/$defs/metricName', values: SUMMARISED_METRICS, source: 'SUMMARISED_METRICS (src/vocabulary/metrics.ts)' },
    {
      schema,
      pointer: '/$defs/cell/properties/errorKinds/propertyNames',
      values: ERROR_KINDS,
      source: 'ERROR_KINDS (src/probe/sample.ts)',
    },
    {
      schema,
      pointer: '/$defs/probeRecord/properties/check',
      values: [...PROBE_CHECK_IDS, null],
      source: 'PROBE_CHECKS (src/vocabulary/checks.ts)',
    },
    {
      schema,
      pointer: '/$defs/probeRecord/properties/verdict',
      values: PROBE_VERDICTS,
      source: 'PROBE_VERDICTS (src/conformance/types.ts)',
    },
    {
      schema,
      pointer: '/$defs/assertionTally/properties/assertion',
      values: ASSERTION_NAMES,
      source: 'ASSERTION_NAMES (src/conformance/types.ts)',
    },
  ]),
  { schema: 'results', pointer: '/$defs/errorExample/properties/kind', values: ERROR_KINDS, source: 'ERROR_KINDS (src/probe/sample.ts)' },
  { schema: 'baseline', pointer: '/$defs/loopMetricName', values: LOOP_METRICS, source: 'LOOP_METRICS (src/vocabulary/metrics.ts)' },
  {
    schema: 'workload',
    pointer: '/$defs/telemetry/properties/preset',
    values: TELEMETRY_PRESETS,
    source: 'TELEMETRY_PRESETS (src/telemetry/presets.ts)',
  },
  {
    schema: 'workload',
    pointer: '/$defs/telemetry/properties/metrics/propertyNames',
    values: TELEMETRY_CONCEPTS,
    source: 'TELEMETRY_CONCEPTS (src/telemetry/concepts.ts)',
  },
  ...(['results', 'baseline'] as const).map((schema): SchemaEnum => ({
    schema,
    pointer: '/$defs/speculativeAcceptance/properties/source',
    values: SPECULATIVE_SOURCES,
    source: 'SPECULATIVE_SOURCES (src/gate/speculative/types.ts)',
  })),
];

/** The object a JSON pointer names (`~1` is `/`, `~0` is `~`); throws naming the first missing step. */
export function atPointer(document: unknown, pointer: string): Record<string, unknown> {
  let node: unknown = document;
  for (const raw of pointer.split('/').slice(1)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(step in node)) throw new Error(`no ${step} on the way to ${pointer}`);
    node = (node as Record<string, unknown>)[step];
  }
  if (node === null || typeof node !== 'object') throw new Error(`${pointer} is not an object`);
  return node as Record<string, unknown>;
}

/** The schema documents with every enum of SCHEMA_ENUMS set from its table. */
export function withTableEnums(schemas: Record<SchemaName, unknown>): Record<SchemaName, unknown> {
  const copy = structuredClone(schemas);
  for (const entry of SCHEMA_ENUMS) atPointer(copy[entry.schema], entry.pointer)['enum'] = [...entry.values];
  return copy;
}
