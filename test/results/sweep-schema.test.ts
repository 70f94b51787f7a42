import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { SLO_METRICS } from '../../src/vocabulary/metrics.js';
import { schemaId, SCHEMA_NAMES } from '../../src/config/validators.js';
import type { SloVerdict } from '../../src/gate/slo/objectives.js';
import { sweepProblems } from '../../src/results/parse-sweep.js';
import { readSweep } from '../../src/sweep/sweep-flow.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { LEVEL_METRICS, SWEEP_VERSION, type SweepLevel, type SweepResults } from '../../src/results/sweep-types.js';
import { API_IDS } from '../../src/apis/index.js';
import { makeResults, makeWorkload } from '../baseline/factory.js';

const schema = JSON.parse(readFileSync('schemas/sweep.schema.json', 'utf8')) as Record<string, unknown>;

function percentileVerdict(endpoint: string, look: number, verdict: SloVerdict['verdict'], estimate: number): SloVerdict {
  return {
    endpoint,
    scenario: 'chat',
    cache: 'cold',
    turn: null,
    id: `${endpoint}/chat/cold:slo:ttftMs:p95`,
    kind: 'percentile',
    metric: 'ttftMs',
    level: 0.95,
    label: 'p95',
    better: 'lower',
    target: 800,
    n: 120,
    misses: { low: 3, high: 3 },
    allowedMisses: 0.05,
    estimate,
    bounds: { lower: estimate * 0.9, upper: estimate * 1.1 },
    violationBound: 'lower',
    pValue: 0.41,
    failLevel: 0.0004,
    passConfidence: 0.95,
    verdict,
    requestsToMeet: 59,
    look,
  };
}

function goodputVerdict(endpoint: string, look: number): SloVerdict {
  return {
    endpoint,
    scenario: 'agent',
    cache: 'warm',
    turn: 1,
    id: `${endpoint}/agent/warm/turn1:slo:goodput`,
    kind: 'goodput',
    metric: 'goodput',
    level: null,
    label: null,
    better: 'higher',
    target: 0.9,
    n: 0,
    misses: { low: 0, high: 0 },
    allowedMisses: 0.1,
    estimate: null,
    bounds: { lower: null, upper: null },
    violationBound: 'upper',
    pValue: 1,
    failLevel: 0.0004,
    passConfidence: 0.95,
    verdict: 'undecided',
    requestsToMeet: null,
    look,
  };
}

function level(endpoint: string, load: number, state: SweepLevel['state'], ttftP95: number): SweepLevel {
  const looks = state === 'undecided' ? 3 : 1;
  return {
    load,
    state,
    estimateMeets: ttftP95 <= 800,
    requests: 120 * looks,
    errors: state === 'violated' ? 7 : 0,
    looks,
    durationMs: 9_500.25,
    requestsPerSecond: 12.6,
    outputTokensPerSecond: 1_510.4,
    latency: {
      ttftMs: { n: 120, p50: ttftP95 / 2, p90: ttftP95 * 0.9, p95: ttftP95, p99: ttftP95 * 1.2 },
      e2eMs: { n: 120, p50: 2_100, p90: 2_900, p95: 3_050, p99: 3_400 },
      tokensPerSecond: { n: 118, p50: 41.5, p90: 55, p95: 58.25, p99: 61 },
    },
    goodput: 0.93,
    slo: [percentileVerdict(endpoint, looks, state === 'none' ? 'met' : state, ttftP95), goodputVerdict(endpoint, looks)],
    resultsDir: `${endpoint}/c${load}`,
    server: { queueDepthMedian: 2, queueDepthMax: 5, runningMax: 4, kvCacheUsageMax: 0.8, queueMeanMs: 120 },
    shards: { shares: [1, 1, 1, 1], agreedAt: '2026-05-01T12:00:00.000Z', overlapShare: 0.97, clockSpreadMs: 4 },
  };
}

/** A rate sweep of two endpoints: one bracketed, one (the reference, on Responses) never shown to meet the SLO. */
function makeSweep(): SweepResults {
  return {
    version: SWEEP_VERSION,
    kind: 'sweep',
    tool: { name: 'streamgate', version: '0.1.0' },
    workload: {
      name: 'chat-capacity',
      source: 'workloads/chat-capacity.yaml',
      fingerprint: 'sha256:0123456789abcdef',
      sloDigest: 'sha256:0123456789ab',
      fingerprintParts: {
        endpoints: { vllm: { model: 'llama', headerNames: ['authorization'], body: {} } },
        scenarios: {
          chat: { weight: 1, maxTokens: 256, cache: 'cold', messages: 'sha256:0123456789abcdef', params: {}, agent: null },
        },
        run: {
          requests: 120,
          warmup: 4,
          concurrency: 4,
          ratePerSecond: null,
          timeouts: { headersMs: 30_000, firstTokenMs: 60_000, idleMs: 30_000, totalMs: 300_000 },
          captureHeaders: [],
          retries: 0,
        },
      },
    },
    run: {
      runId: 'sweep-20250101T000000Z-7f3a',
      seed: 42,
      startedAt: '2025-01-01T00:00:00.000Z',
      finishedAt: '2025-01-01T00:12:34.567Z',
      partial: false,
      runner: 'ubuntu-latest (github-actions)',
    },
    sweep: { load: 'rate', levels: null, start: null, max: 64, resolution: 0.1, requests: 120, looks: 3, margin: 0.25 },
    hasSlo: true,
    levelBudget: 13,
    endpoints: [
      {
        name: 'vllm',
        model: 'llama',
        baseUrl: 'http://127.0.0.1:8000/v1',
        reference: false,
        synchronous: { ...level('vllm', 1, 'met', 310), resultsDir: 'vllm/sync' },
        levels: [level('vllm', 2.5, 'met', 420), level('vllm', 5, 'met', 610), level('vllm', 10, 'violated', 1_450)],
        capacity: { lower: 5, upper: 10, estimate: 5 },
        saturation: 10,
      },
      {
        name: 'hosted',
        model: 'gpt-4o-mini',
        baseUrl: 'https://api.example.com/v1',
        reference: true,
        api: 'responses',
        synchronous: null,
        levels: [level('hosted', 1, 'undecided', 790), level('hosted', 2, 'violated', 990)],
        capacity: { lower: null, upper: 2, estimate: null },
        saturation: null,
      },
    ],
  };
}

/** The schema node a JSON pointer names. */
function at(pointer: string): Record<string, unknown> {
  let node: unknown = schema;
  for (const step of pointer.split('/').slice(1)) node = (node as Record<string, unknown>)[step];
  return node as Record<string, unknown>;
}

const REMOVE = Symbol('remove');

/** A copy of `value` with the member a JSON pointer names set to `to`, or deleted (REMOVE). */
function changed(value: unknown, pointer: string, to: unknown): unknown {
  const copy = structuredClone(value);
  const steps = pointer.split('/').slice(1);
  const last = steps.pop()!;
  let node = copy as Record<string, unknown>;
  for (const step of steps) node = node[step] as Record<string, unknown>;
  if (to === REMOVE) Reflect.deleteProperty(node, last);
  else node[last] = to;
  return copy;
}

/** Problems of a fresh, valid sweep with one member changed. */
function problemsWith(pointer: string, to: unknown): string[] {
  return sweepProblems(changed(makeSweep(), pointer, to));
}

describe('schemas/sweep.schema.json', () => {
  it('accepts a complete sweep: two endpoints, a synchronous level, nulls in the capacity, an endpoint with api', () => {
    expect(sweepProblems(makeSweep())).toEqual([]);
  });

  it('accepts what JSON gives back (no field relies on undefined) and a sweep with no endpoints measured yet', () => {
    expect(sweepProblems(JSON.parse(JSON.stringify(makeSweep())))).toEqual([]);
    expect(sweepProblems({ ...makeSweep(), endpoints: [], hasSlo: false, run: { ...makeSweep().run, partial: true } })).toEqual([]);
  });

  it('names a wrong kind, version and tool', () => {
    expect(problemsWith('/kind', 'results')).toEqual(['/kind: must be "sweep"']);
    expect(problemsWith('/version', 2)).toEqual(['/version: must be 1']);
    expect(problemsWith('/tool/name', 'other')).toEqual(['/tool/name: must be "streamgate"']);
  });

  it('names a missing levels array, and each missing required field', () => {
    expect(problemsWith('/endpoints/1/levels', REMOVE)).toEqual(["/endpoints/1: must have required property 'levels'"]);
    expect(problemsWith('/kind', REMOVE)).toEqual(["/: must have required property 'kind'"]);
    expect(problemsWith('/endpoints/0/levels/0/slo/1/look', REMOVE)).toEqual([
      "/endpoints/0/levels/0/slo/1: must have required property 'look'",
    ]);
  });

  it('names a negative or zero load, and other out-of-range numbers', () => {
    expect(problemsWith('/endpoints/0/levels/1/load', -5)).toEqual(['/endpoints/0/levels/1/load: must be > 0']);
    expect(problemsWith('/endpoints/0/levels/1/load', 0)).toEqual(['/endpoints/0/levels/1/load: must be > 0']);
    expect(problemsWith('/endpoints/0/levels/0/errors', -1)).toEqual(['/endpoints/0/levels/0/errors: must be >= 0']);
    expect(problemsWith('/endpoints/0/levels/0/goodput', 1.5)).toContain('/endpoints/0/levels/0/goodput: must be <= 1');
    expect(problemsWith('/endpoints/1/levels/0/slo/0/pValue', 2)).toEqual(['/endpoints/1/levels/0/slo/0/pValue: must be <= 1']);
    expect(problemsWith('/sweep/requests', 0)).toEqual(['/sweep/requests: must be >= 1']);
  });

  it('names an unknown property, wherever it is', () => {
    expect(problemsWith('/extra', true)).toEqual(['/: has unknown property "extra"']);
    expect(problemsWith('/endpoints/0/levels/2/latency/p99Ms', {})).toEqual([
      '/endpoints/0/levels/2/latency: has unknown property "p99Ms"',
    ]);
    expect(problemsWith('/endpoints/1/capacity/median', 3)).toEqual(['/endpoints/1/capacity: has unknown property "median"']);
  });

  it('names values outside the closed sets', () => {
    expect(problemsWith('/endpoints/1/api', 'grpc')).toEqual([
      `/endpoints/1/api: must be one of ${API_IDS.map((id) => JSON.stringify(id)).join(', ')}`,
    ]);
    expect(problemsWith('/endpoints/0/levels/0/state', 'inconclusive')).toEqual([
      '/endpoints/0/levels/0/state: must be one of "met", "violated", "undecided", "none"',
    ]);
    expect(problemsWith('/endpoints/0/levels/0/slo/0/metric', 'chunkCount')[0]).toMatch(
      /^\/endpoints\/0\/levels\/0\/slo\/0\/metric: must be one of /,
    );
    expect(problemsWith('/sweep/load', 'streams')).toEqual(['/sweep/load: must be one of "concurrency", "rate"']);
  });

  it('takes null only where the types do', () => {
    expect(problemsWith('/endpoints/0/capacity/lower', null)).toEqual([]);
    expect(problemsWith('/endpoints/0/levels', null)).toEqual(['/endpoints/0/levels: must be array']);
    expect(problemsWith('/endpoints/0/levels/0/load', null)).toEqual(['/endpoints/0/levels/0/load: must be number']);
    expect(problemsWith('/endpoints/0/synchronous', { load: 1 }).length).toBeGreaterThan(1);
  });

  it('has a property for every field of the types and requires exactly the fields that are not optional', () => {
    const sweep = makeSweep();
    const endpoint = sweep.endpoints[1]!;
    const lvl = sweep.endpoints[0]!.levels[0]!;
    const objects: [string, object, string[]][] = [
      ['', sweep, []],
      ['/properties/tool', sweep.tool, []],
      ['/properties/workload', sweep.workload, ['fingerprintParts']],
      ['/properties/run', sweep.run, []],
      ['/properties/sweep', sweep.sweep, []],
      ['/$defs/endpoint', endpoint, ['api']],
      ['/$defs/capacity', endpoint.capacity, []],
      ['/$defs/level', lvl, ['server', 'shards']],
      ['/$defs/level/properties/server', lvl.server!, []],
      ['/$defs/level/properties/shards', lvl.shards!, []],
      ['/$defs/percentiles', lvl.latency.ttftMs!, []],
      ['/$defs/sloVerdict', lvl.slo[0]!, []],
      ['/$defs/sloVerdict/properties/misses', lvl.slo[0]!.misses, []],
      ['/$defs/sloVerdict/properties/bounds', lvl.slo[0]!.bounds, []],
    ];
    for (const [pointer, value, optional] of objects) {
      const node = at(pointer);
      expect(node['additionalProperties'], pointer).toBe(false);
      expect(Object.keys(node['properties'] as object).sort(), pointer).toEqual(Object.keys(value).sort());
      expect([...(node['required'] as string[])].sort(), pointer).toEqual(
        Object.keys(value)
          .filter((k) => !optional.includes(k))
          .sort(),
      );
    }
    expect(Object.keys(at('/$defs/level/properties/latency/properties'))).toEqual([...LEVEL_METRICS]);
  });

  it("lists the code's names: API ids, SLO metrics (and goodput)", () => {
    expect(at('/$defs/endpoint/properties/api')['enum']).toEqual([...API_IDS]);
    expect(at('/$defs/sloVerdict/properties/metric')['enum']).toEqual([...SLO_METRICS, 'goodput']);
  });

  it('is registered with the project validators under its $id', () => {
    expect(SCHEMA_NAMES).toContain('sweep');
    expect(schemaId('sweep')).toBe('https://streamgate.dev/schemas/sweep.schema.json');
    expect(schema['$id']).toBe(schemaId('sweep'));
  });
});

describe('readSweep', () => {
  const dir = mkdtempSync(join(tmpdir(), 'streamgate-sweep-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function file(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  }

  function refusal(path: string): ConfigError {
    try {
      readSweep(path);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error(`expected ${path} to be refused`);
  }

  it('reads a sweep.json as written', () => {
    const sweep = makeSweep();
    expect(readSweep(file('sweep.json', `${JSON.stringify(sweep, null, 2)}\n`))).toEqual(sweep);
  });

  it('refuses a missing file and invalid JSON, naming the file', () => {
    const missing = join(dir, 'nowhere.json');
    const gone = refusal(missing);
    expect(gone.message).toMatch(new RegExp(`^${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: cannot read sweep: .*ENOENT`));
    const broken = file('broken.json', '{ "version": 1, "kind": "sweep",');
    const error = refusal(broken);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({ file: broken, path: '' });
    expect(error.message.startsWith(`${broken}: cannot read sweep: `)).toBe(true);
  });

  it("refuses a run's results with what a sweep is and how one is recorded", () => {
    const workload = makeWorkload();
    const results = makeResults(workload, { requestsPerCell: 12, errorsPerCell: 0 });
    expect(resultsProblems(JSON.parse(JSON.stringify(results)))).toEqual([]);
    const path = file('results.json', JSON.stringify(results));
    const error = refusal(path);
    expect(error.issues).toHaveLength(1);
    expect(error.message).toBe(
      `${path}: is a run's results, not a sweep: a sweep is recorded by \`streamgate sweep --workload <file> --record\``,
    );
  });

  it('refuses a sweep that does not match the schema with every problem, each at its path', () => {
    let sweep = changed(makeSweep(), '/kind', 'sweeps');
    sweep = changed(sweep, '/endpoints/0/levels/1/load', -2);
    sweep = changed(sweep, '/endpoints/1/levels', REMOVE);
    const path = file('bad-sweep.json', JSON.stringify(sweep));
    const error = refusal(path);
    expect(error.issues.map((i) => [i.file, i.path, i.message])).toEqual([
      [path, '/kind', 'must be "sweep"'],
      [path, '/endpoints/0/levels/1/load', 'must be > 0'],
      [path, '/endpoints/1', "must have required property 'levels'"],
    ]);
    expect(error.message.split('\n')).toContain(`${path} /endpoints/0/levels/1/load: must be > 0`);
  });

  it('refuses a document that is not an object', () => {
    const error = refusal(file('array.json', '[]'));
    expect(error.issues).toEqual([{ file: join(dir, 'array.json'), path: '/', line: null, message: 'must be object' }]);
  });
});
