import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadWorkload } from '../../src/config/load.js';

// examples/workload.yaml is the page that shows every key of a workload: it loads with the project's own loader, and
// each key of the schema's objects appears in it. The keys are read from schemas/workload.schema.json, so a key added
// to the schema without an example here fails this test.
const file = fileURLToPath(new URL('../../examples/workload.yaml', import.meta.url));
const text = readFileSync(file, 'utf8');
const data = parse(text) as Record<string, unknown>;
const schema = JSON.parse(readFileSync(new URL('../../schemas/workload.schema.json', import.meta.url), 'utf8')) as {
  properties: Record<string, unknown>;
  $defs: Record<string, { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] }>;
};

/**
 * Keys that cannot be live beside the others, so the example shows them commented out (`# key:`) where they belong:
 * a trace must be a workload's only scenario; rate (and burstiness, which shapes it) excludes concurrency; a CA file
 * must exist to load; an exact answer beside the other answer kinds would contradict them.
 */
const COMMENTED: Record<string, string[]> = {
  scenario: ['trace', 'sessions'],
  run: ['rate', 'burstiness'],
  endpoint: ['tls'],
  answer: ['exact'],
};

type Obj = Record<string, unknown>;
const objects = (value: unknown): Obj[] =>
  Array.isArray(value)
    ? value.filter((v): v is Obj => typeof v === 'object' && v !== null)
    : typeof value === 'object' && value !== null
      ? [value as Obj]
      : [];
const scenarios = objects(data.scenarios);
const endpoints = objects(data.endpoints);
const expects = scenarios.flatMap((s) => objects(s.expect));

/** Where each object of the schema is shown in the example: the schema's definition and the example's objects. */
const SHOWN: [string, string[], Obj[]][] = [
  ['top level', Object.keys(schema.properties).filter((k) => k !== '$schema'), [data]],
  ...(
    [
      ['endpoint', endpoints],
      ['scenario', scenarios],
      ['run', objects(data.run)],
      ['timeouts', objects((data.run as Obj).timeouts)],
      ['gate', objects(data.gate)],
      ['metricRule', objects((data.gate as Obj).metrics)],
      ['expect', expects],
      ['answer', expects.flatMap((e) => objects(e.answer))],
      ['customProbe', objects((data.probes as Obj).custom)],
      ['slo', objects(data.slo)],
      ['sweep', objects(data.sweep)],
      ['telemetry', endpoints.flatMap((e) => objects(e.telemetry))],
      ['dataset', scenarios.flatMap((s) => objects(s.dataset))],
      ['synthetic', scenarios.flatMap((s) => objects(s.synthetic))],
      ['prefixPool', scenarios.flatMap((s) => objects(s.prefixPool))],
    ] as [string, Obj[]][]
  ).map(([def, shown]): [string, string[], Obj[]] => [def, Object.keys(schema.$defs[def]!.properties!), shown]),
  ['probes', Object.keys(schema.$defs.probes!.anyOf!.find((a) => a.properties)!.properties!), objects(data.probes)],
];

/** Keys written as a commented-out line, `# key:` or `# - key:`. */
const commented = new Set([...text.matchAll(/^\s*#\s*(?:-\s+)?(\w+):/gm)].map((m) => m[1]!));

describe('examples/workload.yaml', () => {
  it('loads and validates with the project loader', () => {
    const workload = loadWorkload(file, { env: { VLLM_URL: 'http://vllm.internal:8000' } });
    expect(workload.name).toBe('chat-latency');
    expect(workload.scenarios.map((s) => s.name)).toEqual(scenarios.map((s) => s.name));
  });

  it('reads the schema it checks against (every top-level key and every scenario key is there)', () => {
    expect(SHOWN.find(([def]) => def === 'top level')![1]).toEqual(
      expect.arrayContaining(['endpoints', 'scenarios', 'gate', 'probes', 'slo', 'sweep']),
    );
    expect(SHOWN.find(([def]) => def === 'scenario')![1]).toEqual(expect.arrayContaining(['prompt', 'expect', 'slo', 'trace']));
  });

  it.each(SHOWN.map(([def, keys, shown]) => ({ def, keys, shown })))('shows every key of $def', ({ def, keys, shown }) => {
    expect(shown.length).toBeGreaterThan(0);
    const live = new Set(shown.flatMap((o) => Object.keys(o)));
    const missing = keys.filter((key) => !live.has(key) && !((COMMENTED[def] ?? []).includes(key) && commented.has(key)));
    expect(missing).toEqual([]);
  });

  it('writes a key commented out only where it cannot be live', () => {
    for (const [def, keys] of Object.entries(COMMENTED)) for (const key of keys) expect(commented.has(key), `${def}.${key}`).toBe(true);
  });
});
