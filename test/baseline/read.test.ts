import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineCells } from '../../src/baseline/cells.js';
import { BaselineError, type BaselineErrorKind } from '../../src/baseline/errors.js';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { readBaseline, type BaselineExpectation } from '../../src/baseline/read.js';
import { serializeBaseline, writeBaseline } from '../../src/baseline/serialize.js';
import type { Baseline } from '../../src/baseline/types.js';
import type { Workload } from '../../src/config/types.js';
import { makeResults, makeWorkload } from './factory.js';

const fixture = (name: string): string => fileURLToPath(new URL(`../fixtures/baselines/${name}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'streamgate-baseline-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workload = makeWorkload();
const identity = workloadIdentity(workload);
const baseline = baselineFromResults(makeResults(workload, { requestsPerCell: 6, errorsPerCell: 1 }), workload);
const text = serializeBaseline(baseline);

let files = 0;
/** Writes `content` to a fresh file in the temp dir and returns its path. */
function file(content: string): string {
  const path = join(dir, `baseline-${++files}.json`);
  writeFileSync(path, content);
  return path;
}

/** The baseline as JSON, edited: for files that are valid JSON but wrong in one way. */
function edited(edit: (b: Record<string, unknown> & Baseline) => void): string {
  const b = JSON.parse(text) as Record<string, unknown> & Baseline;
  edit(b);
  return file(JSON.stringify(b, null, 2));
}

function failure(path: string, kind: BaselineErrorKind, expect_: BaselineExpectation = identity): BaselineError {
  try {
    readBaseline(path, expect_);
  } catch (error) {
    if (!(error instanceof BaselineError)) throw error;
    expect(error.kind).toBe(kind);
    expect(error.file).toBe(path);
    expect(error.message).toContain(path);
    return error;
  }
  throw new Error(`expected readBaseline(${path}) to fail with ${kind}`);
}

describe('readBaseline', () => {
  it('reads back what was written, with the same cells', () => {
    const path = join(dir, 'nested', 'folder', 'baseline.json');
    writeBaseline(path, baseline);
    expect(readFileSync(path, 'utf8')).toBe(text);
    const read = readBaseline(path, identity);
    expect(read).toEqual(baseline);
    expect(baselineCells(read)).toEqual(baselineCells(baseline));
  });

  it('accepts a file an editor saved with a byte-order mark', () => {
    expect(readBaseline(file(`\uFEFF${text}`), identity)).toEqual(baseline);
  });

  it('says how to record one when there is none', () => {
    const path = join(dir, 'absent.json');
    const error = failure(path, 'missing');
    expect(error.message).toBe(`no baseline at ${path}: record one with \`npm run baseline:update -- --workload <file>\``);
    const named = failure(path, 'missing', { ...identity, workloadFile: 'bench/essay.yaml' });
    expect(named.message).toContain('`npm run baseline:update -- --workload bench/essay.yaml`');
  });

  it('reports a path it cannot read as a file', () => {
    const folder = join(dir, 'a-folder.json');
    mkdirSync(folder);
    expect(failure(folder, 'unreadable').message).toContain(`cannot read baseline ${folder}`);
  });

  it('gives the line and column of a merge conflict left in the file', () => {
    const path = fixture('not-json.json');
    const error = failure(path, 'invalid-json');
    expect(error.message).toContain(`baseline ${path} is not valid JSON at line 3, column 1`);
    expect(error.message).toContain('merge conflict markers: re-record it');
    expect(error.message).toContain('npm run baseline:update');
  });

  it('gives a position even where JSON.parse does not', () => {
    // Node 20 reports this one as `Unexpected token '}', "…" is not valid JSON`, without a position.
    const error = failure(file('{\n  "version": 1,\n  "cells": }\n'), 'invalid-json');
    expect(error.message).toContain('at line 3, column 12');
    expect(error.message).toContain('fix the file, or re-record it');
    expect(error.message).not.toContain('"version"');
    expect(failure(file(''), 'invalid-json').message).toContain('at line 1, column 1: Unexpected end of JSON input');
  });

  it('refuses a file written by a newer streamgate before judging its keys', () => {
    const error = failure(fixture('future-version.json'), 'future-version');
    expect(error.message).toContain('written by a newer streamgate (format version 2; this streamgate reads version 1)');
    expect(error.message).toContain('upgrade streamgate');
    expect(error.message).not.toContain('formatOfTheFuture');
  });

  it('names the JSON path of every schema violation', () => {
    const path = edited((b) => {
      (b.cells[0] as unknown as Record<string, unknown>).extra = true;
      (b.cells[1]!.values.ttftMs as unknown[])[2] = '12.5';
      b.cells[2]!.cache = 'lukewarm' as 'cold';
      delete (b.provenance as Partial<Baseline['provenance']>).runId;
    });
    const error = failure(path, 'invalid');
    expect(error.message).toContain(`baseline ${path} is not a valid streamgate baseline`);
    expect(error.problems).toEqual(
      expect.arrayContaining([
        'cells[0]: unknown key "extra"',
        'cells[1].values.ttftMs[2]: must be number',
        'cells[2].cache: must be one of "cold", "warm"',
        "provenance: must have required property 'runId'",
      ]),
    );
    expect(error.message).toContain('re-record it: `npm run baseline:update');
  });

  it('rejects a version it does not know that is not newer', () => {
    expect(
      failure(
        edited((b) => ((b as { version: unknown }).version = 0)),
        'invalid',
      ).problems,
    ).toEqual(['version: must be 1']);
    expect(failure(file('[1, 2]'), 'invalid').problems).toEqual(['(top level): must be object']);
  });

  it('catches counts that do not add up', () => {
    const error = failure(
      edited((b) => {
        b.cells[0]!.classes.streamed += 1;
        b.cells[1]!.values.ttftMs!.push(1, 2, 3);
        b.cells[2]!.errors += 1;
        b.cells.push(structuredClone(b.cells[0]!));
      }),
      'invalid',
    );
    const last = baseline.cells.length;
    expect(error.problems).toEqual(
      expect.arrayContaining([
        'cells[0].classes: add up to 6, but n − errors = 5',
        'cells[1].values: more values than the 5 successful requests for ttftMs (8)',
        'cells[1].summaries.ttftMs.n: 5, but there are 8 values',
        'cells[2].errorKinds: add up to 1, but errors = 2',
        'cells[2].classes: add up to 5, but n − errors = 4',
        expect.stringMatching(/^cells\[2\]\.values: more values than the 4 successful requests for ttfbMs \(5\), ttftMs \(5\), /),
        `cells[${last}]: a second cell for clean/essay/cold`,
      ]),
    );
  });

  it('catches recorded workload parts edited without their fingerprint', () => {
    const error = failure(
      edited((b) => (b.fingerprintParts.scenarios.essay!.maxTokens = 512)),
      'invalid',
    );
    expect(error.problems).toEqual([expect.stringContaining('provenance.fingerprint: does not match fingerprintParts')]);
  });

  it('refuses a baseline recorded with another workload and says what differs', () => {
    const current: Workload = makeWorkload();
    current.scenarios[0]!.maxTokens = 512;
    current.endpoints[1]!.model = 'model-b-v2';
    const path = file(text);
    const error = failure(path, 'fingerprint-mismatch', { ...workloadIdentity(current), workloadFile: 'workload.yaml' });
    expect(error.problems).toEqual(['endpoint buffered: model "model-b" → "model-b-v2"', 'scenario essay: maxTokens 256 → 512']);
    expect(error.message).toContain(`baseline ${path} was recorded with a different workload`);
    expect(error.message).toContain('re-record it with `npm run baseline:update -- --workload workload.yaml`');
  });

  it('still refuses a mismatch when no recorded part differs', () => {
    const error = failure(file(text), 'fingerprint-mismatch', { ...identity, fingerprint: `sha256:${'1'.repeat(64)}` });
    expect(error.problems).toEqual([expect.stringContaining('no recorded part differs')]);
  });
});

describe('the committed format', () => {
  const workloadFixture = JSON.parse(readFileSync(fixture('v1.workload.json'), 'utf8')) as Workload;

  it('reads a version-1 baseline recorded earlier: its fingerprint still matches its workload', () => {
    const read = readBaseline(fixture('v1.json'), workloadIdentity(workloadFixture));
    expect(read.provenance.workload).toBe('fixture');
    expect(read.cells.map((c) => `${c.scenario}/${c.cache}/${c.turn}`)).toEqual(['essay/cold/null', 'agent/warm/0', 'agent/warm/1']);
  });

  it('re-serializes it byte for byte', () => {
    const raw = readFileSync(fixture('v1.json'), 'utf8');
    expect(serializeBaseline(readBaseline(fixture('v1.json'), workloadIdentity(workloadFixture)))).toBe(raw);
  });
});

describe('writeBaseline', () => {
  it('refuses to write a baseline it could not read back, and leaves no file', () => {
    const path = join(dir, 'never.json');
    const broken = structuredClone(baseline);
    broken.cells[0]!.errors = 99;
    expect(() => writeBaseline(path, broken)).toThrow(BaselineError);
    expect(() => readFileSync(path)).toThrow(/ENOENT/);
  });

  it('replaces an existing baseline', () => {
    const path = file('{}');
    writeBaseline(path, baseline);
    expect(readBaseline(path, identity)).toEqual(baseline);
  });
});
