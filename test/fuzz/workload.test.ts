import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { ConfigError } from '../../src/config/errors.js';
import { parseWorkload } from '../../src/config/load.js';
import type { Workload } from '../../src/config/types.js';
import { createRng } from '../../src/stats/rng.js';

// Thousands of broken and odd workload files: every one must end as a ConfigError (with issues to show) or a
// valid Workload, never another exception and never a hang. Seeded: a failure names its case and repeats.

const SEED = 20_260_601;
const TEXT_CASES = 1_200;
const TREE_CASES = 1_000;
const RANDOM_CASES = 400;

type Rng = () => number;

const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/workloads/', import.meta.url));
const corpus = [
  // Workload files only: examples/data/ holds the datasets and traces they read.
  ...readdirSync(examples, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(({ name: f }) => ({ name: `examples/${f}`, text: readFileSync(`${examples}${f}`, 'utf8') })),
  ...readdirSync(fixtures).map((f) => ({ name: `fixtures/${f}`, text: readFileSync(`${fixtures}${f}`, 'utf8') })),
];
// Some files use ${VAR} in base URLs; half the cases see them set, half do not.
const ENV = {
  VLLM_URL: 'http://127.0.0.1:8000',
  STREAMGATE_SIM_URL: 'http://127.0.0.1:8787',
  FIXTURE_BASE: 'http://127.0.0.1:9',
  SIM: 'http://127.0.0.1:1',
};

const int = (rng: Rng, n: number): number => Math.floor(rng() * n);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!;

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '💥🚀',
  'é\u0301',
  '\uD800',
  '\u202Egnp.exe',
  'null',
  'true',
  '-1',
  '1e309',
  '${NOPE}',
  '${VLLM_URL}',
  '__proto__',
  'constructor',
  'a'.repeat(5_000),
  '\r\n',
  '<script>',
  '*&anchor',
  'key: value',
];
const ODD_NUMBERS = [0, -1, 0.5, 1e308, -1e-9, Number.MAX_SAFE_INTEGER + 2, 3.000001, 65_536, 2 ** 31];

function randomUnicode(rng: Rng, maxLength: number): string {
  let s = '';
  const n = int(rng, maxLength);
  for (let i = 0; i < n; i++) {
    const roll = rng();
    if (roll < 0.5) s += String.fromCharCode(32 + int(rng, 95));
    else if (roll < 0.8) s += String.fromCodePoint(int(rng, 0x2ffff));
    else s += pick(rng, ['\n', '\t', ':', '-', '{', '}', '[', ']', '"', "'", '#', '&', '*', '!', '|', '>', '%', '@', '`']);
  }
  return s;
}

function randomValue(rng: Rng, depth: number): unknown {
  const roll = rng();
  if (depth > 3 || roll < 0.2) return pick(rng, ODD_STRINGS);
  if (roll < 0.35) return pick(rng, ODD_NUMBERS);
  if (roll < 0.45) return pick(rng, [true, false, null]);
  if (roll < 0.6) return randomUnicode(rng, 40);
  if (roll < 0.8) return Array.from({ length: int(rng, 4) }, () => randomValue(rng, depth + 1));
  const out: Record<string, unknown> = {};
  for (let i = int(rng, 4); i > 0; i--) out[pick(rng, ['name', 'model', 'x', randomUnicode(rng, 8)])] = randomValue(rng, depth + 1);
  return out;
}

function deepNest(rng: Rng): unknown {
  let value: unknown = 'bottom';
  const levels = 50 + int(rng, 3_000);
  for (let i = 0; i < levels; i++) value = rng() < 0.5 ? [value] : { k: value };
  return value;
}

/** Every container reachable in the tree, with its parent and key, so a mutation can target any of them. */
function containers(root: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (v === null || typeof v !== 'object' || depth > 8) return;
    out.push(v as Record<string, unknown>);
    for (const child of Object.values(v)) walk(child, depth + 1);
  };
  walk(root, 0);
  return out;
}

/** One structural mutation of a parsed workload: delete, duplicate, retype, rename, wrap, or replace a value. */
function mutateTree(rng: Rng, root: Record<string, unknown>): void {
  const target = pick(rng, containers(root));
  const keys = Object.keys(target);
  const key = keys.length > 0 ? pick(rng, keys) : '0';
  const record = target as Record<string, unknown>;
  switch (int(rng, 8)) {
    case 0:
      if (Array.isArray(target)) target.splice(Number(key), 1);
      else Reflect.deleteProperty(record, key);
      return;
    case 1:
      if (Array.isArray(target)) target.push(structuredClone(target[Number(key)]));
      else record[`${key}${pick(rng, ['', '_', ' ', 's', 'X'])}`] = structuredClone(record[key]);
      return;
    case 2:
      record[key] = pick(rng, [...ODD_STRINGS, ...ODD_NUMBERS, true, false, null, [], {}]);
      return;
    case 3:
      record[key] = randomValue(rng, 0);
      return;
    case 4:
      record[key] = structuredClone(root);
      return;
    case 5:
      if (!Array.isArray(target) && key in record) {
        record[randomUnicode(rng, 12)] = record[key];
        Reflect.deleteProperty(record, key);
      }
      return;
    case 6:
      record[key] = [record[key]];
      return;
    default:
      record[key] =
        typeof record[key] === 'number'
          ? String(record[key])
          : typeof record[key] === 'string'
            ? Number(record[key])
            : randomUnicode(rng, 20);
  }
}

/** One textual mutation: truncation, a deleted/duplicated/swapped line, random bytes, broken indentation, ... */
function mutateText(rng: Rng, text: string): string {
  const lines = text.split('\n');
  const at = int(rng, Math.max(1, text.length));
  const line = int(rng, lines.length);
  switch (int(rng, 10)) {
    case 0:
      return text.slice(0, at);
    case 1:
      lines.splice(line, 1);
      return lines.join('\n');
    case 2:
      lines.splice(line, 0, lines[line] ?? '');
      return lines.join('\n');
    case 3:
      return `${text.slice(0, at)}${randomUnicode(rng, 12)}${text.slice(at)}`;
    case 4:
      lines[line] = `${' '.repeat(int(rng, 5))}${(lines[line] ?? '').trimStart()}`;
      return lines.join('\n');
    case 5:
      return text.replace(/\n/g, pick(rng, ['\r\n', '\r', '\n\n']));
    case 6:
      return `${text.slice(0, at)}${'['.repeat(int(rng, 2_000))}`;
    case 7: {
      const other = int(rng, lines.length);
      [lines[line], lines[other]] = [lines[other] ?? '', lines[line] ?? ''];
      return lines.join('\n');
    }
    case 8:
      return `${pick(rng, ['\uFEFF', '---\n', '%YAML 1.2\n---\n', '# c\n', '&a '])}${text}`;
    default:
      return text.slice(0, at) + text.slice(at + int(rng, 40));
  }
}

const outcomes = { valid: 0, configError: 0 };
let slowestMs = 0;
let slowestCase = '';

/** Parses; returns null when the outcome is acceptable, else a description of the unexpected exception. */
function check(label: string, text: string, format: 'yaml' | 'json', rng: Rng): string | null {
  const env = rng() < 0.5 ? ENV : {};
  const started = performance.now();
  try {
    const workload: Workload = parseWorkload(text, { format, env, file: `${label}.${format}` });
    if (!Array.isArray(workload.endpoints) || workload.endpoints.length === 0 || workload.scenarios.length === 0)
      return `${label}: valid workload without endpoints or scenarios`;
    outcomes.valid++;
    return null;
  } catch (error) {
    if (error instanceof ConfigError && error.issues.length > 0 && error.message !== '') {
      outcomes.configError++;
      return null;
    }
    return `${label}: ${error instanceof Error ? `${error.name}: ${error.message.slice(0, 200)}` : String(error)}`;
  } finally {
    const took = performance.now() - started;
    if (took > slowestMs) {
      slowestMs = took;
      slowestCase = label;
    }
  }
}

describe('workload parser fuzz', () => {
  it('every mutated or random file is a ConfigError or a valid Workload', () => {
    const rng = createRng(SEED);
    const failures: string[] = [];
    const record = (failure: string | null): void => {
      if (failure !== null && failures.length < 20) failures.push(failure);
    };
    const trees = corpus.flatMap(({ name, text }) => {
      try {
        const data: unknown = name.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
        return data !== null && typeof data === 'object' && !Array.isArray(data) ? [{ name, data: data as Record<string, unknown> }] : [];
      } catch {
        return [];
      }
    });
    expect(trees.length).toBeGreaterThanOrEqual(5);

    for (let i = 0; i < TEXT_CASES; i++) {
      const { name, text } = pick(rng, corpus);
      let mutated = text;
      for (let k = 1 + int(rng, 3); k > 0; k--) mutated = mutateText(rng, mutated);
      record(check(`text#${i}(${name})`, mutated, name.endsWith('.json') ? 'json' : 'yaml', rng));
    }
    for (let i = 0; i < TREE_CASES; i++) {
      const { name, data } = pick(rng, trees);
      const tree = structuredClone(data);
      for (let k = 1 + int(rng, 4); k > 0; k--) mutateTree(rng, tree);
      // Deep nesting last: nothing walks or copies the tree after this.
      const deep = rng() < 0.15;
      if (deep) {
        const target = pick(rng, containers(tree)) as Record<string, unknown>;
        target[pick(rng, [...Object.keys(target), 'extra'])] = deepNest(rng);
      }
      const asJson = rng() < 0.5;
      let text: string;
      try {
        text = asJson ? JSON.stringify(tree) : toYaml(tree, { aliasDuplicateObjects: false });
      } catch {
        // The serialiser itself cannot write some trees (too deep): nothing to feed the parser.
        continue;
      }
      record(check(`tree#${i}(${name})`, text, asJson ? 'json' : 'yaml', rng));
    }
    for (let i = 0; i < RANDOM_CASES; i++) {
      const roll = rng();
      const text = roll < 0.4 ? randomUnicode(rng, 400) : roll < 0.7 ? JSON.stringify(randomValue(rng, 0)) : toYaml(randomValue(rng, 0));
      record(check(`random#${i}`, text, rng() < 0.5 ? 'json' : 'yaml', rng));
    }

    const total = outcomes.valid + outcomes.configError + failures.length;
    console.log(
      `workload fuzz: ${total} cases (seed ${SEED}): ${outcomes.valid} valid, ${outcomes.configError} ConfigError, ${failures.length} other; slowest ${slowestMs.toFixed(1)} ms (${slowestCase})`,
    );
    expect(failures).toEqual([]);
    expect(outcomes.valid).toBeGreaterThan(50);
    expect(outcomes.configError).toBeGreaterThan(1_000);
  }, 60_000);

  // Bug in src/config/normalize.ts: normalizeAgent structuredClones `tools`, which overflows the stack on a value
  // nested ~2,000+ levels deep, so the CLI prints a RangeError stack instead of a `file:line path: message` issue.
  // Fix: reject free-form values (tools, params, body) nested deeper than a sane limit (say 64) in
  // config/semantic.ts, as a ConfigError naming the path, before normalising.
  it('a tool definition nested 3,000 levels deep is a ConfigError, not a RangeError', () => {
    // Built as text: JSON.stringify itself cannot serialise a value this deep.
    const parameters = `${'{"type":"object","properties":{"p":'.repeat(3_000)}{"type":"string"}${'}}'.repeat(3_000)}`;
    const text = `{"version":1,"name":"deep","endpoints":[{"name":"e","baseUrl":"http://127.0.0.1:1/v1","model":"m"}],"scenarios":[{"name":"s","prompt":"p","tools":[{"type":"function","function":{"name":"f","parameters":${parameters}}}]}]}`;
    expect(() => parseWorkload(text, { format: 'json' })).toThrow(/nested more than 64 levels deep/);
  });
});
