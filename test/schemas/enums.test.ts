import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { atPointer, SCHEMA_ENUMS, withTableEnums, type SchemaName } from '../../scripts/schema-enums.js';
import { CHECKS } from '../../src/conformance/checks.js';
import { PROBE_CHECK_IDS, PROBE_CHECKS } from '../../src/vocabulary/checks.js';

const names: SchemaName[] = ['workload', 'results', 'baseline', 'sweep'];
const schemas = Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(`schemas/${name}.schema.json`, 'utf8'))])) as Record<SchemaName, unknown>;

/** Every enum in a document, by JSON pointer. */
function enums(node: unknown, pointer = ''): Map<string, unknown[]> {
  const found = new Map<string, unknown[]>();
  if (node === null || typeof node !== 'object') return found;
  if (!Array.isArray(node) && Array.isArray((node as Record<string, unknown>)['enum'])) found.set(pointer, (node as Record<string, unknown[]>)['enum']!);
  for (const [key, child] of Object.entries(node)) for (const [p, e] of enums(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)) found.set(p, e);
  return found;
}

describe('schema enums written from the code tables (npm run schemas)', () => {
  it.each(SCHEMA_ENUMS.map((e) => [`${e.schema}${e.pointer}`, e] as const))('%s lists exactly its table', (_, entry) => {
    expect(atPointer(schemas[entry.schema], entry.pointer)['enum'], `run npm run schemas: ${entry.source} changed`).toEqual([...entry.values]);
  });

  it('rewriting from the tables leaves the committed schemas as they are', () => {
    expect(withTableEnums(schemas)).toEqual(schemas);
  });

  it('leaves no enum of names out of the table (a role list of chat messages is the schema’s own)', () => {
    const tabled = new Set(SCHEMA_ENUMS.map((e) => `${e.schema}${e.pointer}`));
    const own = ['workload/$defs/message/properties/role'];
    for (const name of names) {
      for (const [pointer, values] of enums(schemas[name])) {
        if (values.length < 3 || tabled.has(`${name}${pointer}`) || own.includes(`${name}${pointer}`)) continue;
        expect.unreachable(`${name}${pointer} lists ${values.length} names that no table in scripts/schema-enums.ts writes`);
      }
    }
  });
});

describe('the conformance check table', () => {
  it('judges every check id, and every id has a line for the docs', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...PROBE_CHECK_IDS].sort());
    for (const id of PROBE_CHECK_IDS) expect(PROBE_CHECKS[id].length).toBeGreaterThan(10);
  });

  it('is what the docs list', () => {
    const doc = readFileSync('docs/conformance.md', 'utf8');
    for (const id of PROBE_CHECK_IDS) expect(doc, id).toContain(`\`${id}\``);
  });
});
