import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { ConfigError } from '../../src/config/errors.js';
import { loadWorkload } from '../../src/config/load.js';
import { projectValidator, schemaId, type SchemaName } from '../../src/config/validators.js';
import { makeResults, makeWorkload } from '../baseline/factory.js';
import { buildBundle, root } from './build.js';

/**
 * The bundle carries validators generated at bundle time; the sources compile the same schemas with Ajv at run
 * time. Workload error messages are built from the error objects, so the two must give identical errors.
 */
const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/workloads/${name}`, import.meta.url));
const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8')) as unknown;

let dir: string;
let outdir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'streamgate-validators-'));
  outdir = join(dir, 'dist');
  buildBundle(outdir, { 'print-schema-errors': 'test/startup/print-schema-errors.ts' });
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Case {
  name: SchemaName;
  value: unknown;
}

/** Each case's errors from the bundled validators, as JSON. */
function bundledErrors(cases: Case[]): unknown[] {
  const file = join(dir, 'cases.json');
  writeFileSync(file, JSON.stringify(cases));
  const r = spawnSync(process.execPath, [join(outdir, 'print-schema-errors.js'), file], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as unknown[];
}

function sourceErrors(cases: Case[]): unknown[] {
  return cases.map(({ name, value }) => {
    const validate = projectValidator(name);
    return JSON.parse(JSON.stringify(validate(value) ? [] : (validate.errors ?? []))) as unknown;
  });
}

type Container = Record<string | number, unknown>;

/** A copy of `value` with the value at `path` replaced. */
function withValue(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Container;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Container;
  at[path.at(-1)!] = replacement;
  return copy;
}

const workload = makeWorkload();
const results = makeResults(workload, { requestsPerCell: 4, errorsPerCell: 1 });
const baseline = baselineFromResults(results, workload);

describe('bundled validators', () => {
  it('give the same error objects as the validators compiled from the sources', () => {
    const full = readYaml(fixture('full.yaml'));
    const cases: Case[] = [
      { name: 'workload', value: full },
      { name: 'workload', value: readYaml(fixture('many-errors.yaml')) },
      { name: 'workload', value: JSON.parse(readFileSync(fixture('many-errors.json'), 'utf8')) },
      { name: 'workload', value: withValue(full, ['endpoints', 0, 'name'], 'no spaces allowed') },
      { name: 'workload', value: withValue(full, ['scenarios', 0, 'cache'], { warmShare: 2 }) },
      { name: 'workload', value: withValue(full, ['probes'], 'some') },
      { name: 'workload', value: withValue(full, ['version'], 2) },
      { name: 'workload', value: [] },
      { name: 'baseline', value: baseline },
      { name: 'baseline', value: withValue(baseline, ['cells', 0, 'values'], { ttftMS: [1] }) },
      { name: 'baseline', value: withValue(baseline, ['cells', 0, 'n'], -1) },
      { name: 'baseline', value: { version: 1 } },
      { name: 'results', value: results },
      { name: 'results', value: withValue(results, ['cells', 0, 'n'], 'four') },
      { name: 'results', value: withValue(results, ['run', 'extra'], true) },
      { name: 'results', value: null },
    ];
    const source = sourceErrors(cases);
    // The cases are worth comparing: valid documents pass, every mangled one fails.
    expect(source.map((e) => (e as unknown[]).length > 0)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
    ]);
    expect(bundledErrors(cases)).toEqual(source);
  });

  it('reject a bad workload with exactly the messages the sources give', () => {
    for (const name of ['many-errors.yaml', 'many-errors.json']) {
      let expected = '';
      try {
        loadWorkload(fixture(name), { env: {} });
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        expected = error.message;
      }
      expect(expected).not.toBe('');
      const r = spawnSync(process.execPath, [join(outdir, 'cli.js'), 'gate', '--workload', fixture(name)], {
        cwd: root,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(`error: ${expected}\n`);
    }
  });

  it('know the schema ids without the schema files', () => {
    const ids = (['workload', 'baseline', 'results'] as const).map((name) => {
      const schema = JSON.parse(readFileSync(join(root, 'schemas', `${name}.schema.json`), 'utf8')) as { $id: string };
      expect(schemaId(name)).toBe(schema.$id);
      return schema.$id;
    });
    expect(new Set(ids).size).toBe(3);
  });
});
