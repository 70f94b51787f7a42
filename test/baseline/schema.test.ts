import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { LOOP_METRICS, METRIC_DECIMALS, type Baseline } from '../../src/baseline/types.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { SUMMARISED_METRICS } from '../../src/vocabulary/metrics.js';
import { ERROR_KINDS } from '../../src/probe/sample.js';
import { makeResults, makeWorkload } from './factory.js';

interface SchemaDefs {
  $defs: {
    metricName: { enum: string[] };
    loopMetricName: { enum: string[] };
    cell: { properties: { errorKinds: { propertyNames: { enum: string[] } } } };
  };
}

const schema = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../schemas/baseline.schema.json', import.meta.url)), 'utf8'),
) as SchemaDefs;
const workload = makeWorkload();
const baseline = baselineFromResults(makeResults(workload, { requestsPerCell: 5, errorsPerCell: 1 }), workload);

/** A copy of the baseline with `extra: 1` added to the object `at` picks. */
function withExtraKey(at: (b: Baseline) => object): unknown {
  const copy = structuredClone(baseline);
  Object.assign(at(copy), { extra: 1 });
  return copy;
}

describe('schemas/baseline.schema.json', () => {
  it('lists the same metrics, loop metrics and error kinds as the code', () => {
    expect(schema.$defs.metricName.enum).toEqual([...SUMMARISED_METRICS]);
    expect(schema.$defs.loopMetricName.enum).toEqual([...LOOP_METRICS]);
    expect(schema.$defs.cell.properties.errorKinds.propertyNames.enum).toEqual([...ERROR_KINDS]);
    expect(Object.keys(METRIC_DECIMALS).sort()).toEqual([...SUMMARISED_METRICS, ...LOOP_METRICS].sort());
  });

  it("results: the error kinds of cells and of error examples are the code's", () => {
    const results = JSON.parse(readFileSync(new URL('../../schemas/results.schema.json', import.meta.url), 'utf8')) as {
      $defs: {
        cell: { properties: { errorKinds: { propertyNames: { enum: string[] } } } };
        errorExample: { properties: { kind: { enum: string[] } } };
      };
    };
    expect(results.$defs.cell.properties.errorKinds.propertyNames.enum).toEqual([...ERROR_KINDS]);
    expect(results.$defs.errorExample.properties.kind.enum).toEqual([...ERROR_KINDS]);
  });

  it('accepts a baseline built from results', () => {
    expect(baselineProblems(JSON.parse(JSON.stringify(baseline)))).toEqual([]);
  });

  it.each<[string, (b: Baseline) => object, string]>([
    ['the top level', (b) => b, '(top level): unknown key "extra"'],
    ['provenance', (b) => b.provenance, 'provenance: unknown key "extra"'],
    ['provenance.tool', (b) => b.provenance.tool, 'provenance.tool: unknown key "extra"'],
    ['a provenance endpoint', (b) => b.provenance.endpoints[0]!, 'provenance.endpoints[0]: unknown key "extra"'],
    ['fingerprintParts', (b) => b.fingerprintParts, 'fingerprintParts: unknown key "extra"'],
    ['an endpoint part', (b) => b.fingerprintParts.endpoints.clean!, 'fingerprintParts.endpoints.clean: unknown key "extra"'],
    ['a scenario part', (b) => b.fingerprintParts.scenarios.essay!, 'fingerprintParts.scenarios.essay: unknown key "extra"'],
    ['an agent part', (b) => b.fingerprintParts.scenarios.agent!.agent!, 'fingerprintParts.scenarios.agent.agent: unknown key "extra"'],
    ['run parts', (b) => b.fingerprintParts.run, 'fingerprintParts.run: unknown key "extra"'],
    ['timeouts', (b) => b.fingerprintParts.run.timeouts, 'fingerprintParts.run.timeouts: unknown key "extra"'],
    ['a cell', (b) => b.cells[0]!, 'cells[0]: unknown key "extra"'],
    ['classes', (b) => b.cells[0]!.classes, 'cells[0].classes: unknown key "extra"'],
    ['a summary', (b) => b.cells[0]!.summaries.ttftMs!, 'cells[0].summaries.ttftMs: unknown key "extra"'],
    ['values', (b) => b.cells[0]!.values, 'cells[0].values: unknown key "extra"'],
    ['error kinds', (b) => b.cells[0]!.errorKinds, 'cells[0].errorKinds: unknown key "extra"'],
    ['a loop', (b) => b.loops[0]!, 'loops[0]: unknown key "extra"'],
    ['loop values', (b) => b.loops[0]!.values, 'loops[0].values: unknown key "extra"'],
  ])('rejects an unknown key in %s', (_where, at, problem) => {
    expect(baselineProblems(withExtraKey(at))).toContain(problem);
  });

  it('says in words what a value that fits none of its allowed forms should be', () => {
    const copy = JSON.parse(JSON.stringify(baseline)) as Record<string, Record<string, Record<string, Record<string, unknown>>>>;
    const scenarios = copy.fingerprintParts!.scenarios!;
    scenarios.hello!.cache = 'hot';
    scenarios.essay!.agent = 3;
    scenarios.agent!.agent = { turns: 0, followUps: 'sha256:0000000000000000', tools: 'sha256:0000000000000000' };
    expect(baselineProblems(copy)).toEqual([
      'fingerprintParts.scenarios.agent.agent.turns: must be >= 1',
      'fingerprintParts.scenarios.essay.agent: must be null or { "turns", "followUps", "tools" }',
      'fingerprintParts.scenarios.hello.cache: must be "cold", "warm" or { "warmShare": 0..1 }',
    ]);
  });

  it('names an unknown metric once', () => {
    const copy = JSON.parse(JSON.stringify(baseline)) as { cells: { values: Record<string, number[]> }[] };
    copy.cells[0]!.values.ttftMS = [1];
    expect(baselineProblems(copy)).toEqual(['cells[0].values: unknown key "ttftMS"']);
  });

  it('rejects a loop with more values than complete loops', () => {
    const copy = structuredClone(baseline);
    copy.loops[0]!.values.loopMs.push(1, 2);
    expect(baselineProblems(copy)).toEqual(['loops[0].values: more values than the 4 complete loops for loopMs (6)']);
  });

  it('rejects a cell for an endpoint the recorded workload does not have', () => {
    const copy = structuredClone(baseline);
    copy.cells[0]!.endpoint = 'ghost';
    expect(baselineProblems(copy)).toEqual(['cells[0].endpoint: "ghost" is not an endpoint of the recorded workload']);
  });

  it('stops listing after twenty problems', () => {
    const copy = JSON.parse(JSON.stringify(baseline)) as { cells: { values: { ttftMs: unknown[] } }[] };
    copy.cells[0]!.values.ttftMs = Array.from({ length: 30 }, () => 'x');
    const problems = baselineProblems(copy);
    expect(problems).toHaveLength(21);
    expect(problems[20]).toBe('… and 10 more');
  });
});
