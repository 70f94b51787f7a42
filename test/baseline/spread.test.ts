import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineCells } from '../../src/baseline/cells.js';
import { BaselineError } from '../../src/baseline/errors.js';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { readBaseline } from '../../src/baseline/read.js';
import { serializeBaseline, writeBaseline } from '../../src/baseline/serialize.js';
import type { Baseline } from '../../src/baseline/types.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { cellKey } from '../../src/vocabulary/cell.js';
import { mergeRuns } from '../../src/results/merge-runs.js';
import type { Results } from '../../src/results/types.js';
import { makeResults, makeWorkload } from './factory.js';

const dir = mkdtempSync(join(tmpdir(), 'streamgate-spread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workload = makeWorkload();
const identity = workloadIdentity(workload);

/** Run `i` of three recorded one after another, TTFT centres 10 % apart so every cell has a drift to record. */
function run(i: number): Results {
  const r = makeResults(workload, { seed: 7 + i, runId: `run${i}`, requestsPerCell: 8, errorsPerCell: 1 });
  const centre = [1000, 1100, 900][i]!;
  return {
    ...r,
    run: { ...r.run, startedAt: `2025-03-01T10:0${i}:00.000Z`, finishedAt: `2025-03-01T10:0${i}:30.000Z` },
    cells: r.cells.map((c) => ({ ...c, values: { ...c.values, ttftMs: c.values.ttftMs!.map((_, k) => centre * (1 + 0.01 * k)) } })),
  };
}

const merged = mergeRuns([run(0), run(1), run(2)]);
const baseline = baselineFromResults(merged.results, workload, merged.spread);
const single = baselineFromResults(run(0), workload);

/** The baseline as parsed JSON, edited, for values the types would not allow. */
function edited(edit: (b: { cells: Record<string, unknown>[]; provenance: Record<string, unknown> }) => void): unknown {
  const copy = JSON.parse(serializeBaseline(baseline)) as { cells: Record<string, unknown>[]; provenance: Record<string, unknown> };
  edit(copy);
  return copy;
}

describe('baselines recorded from several runs', () => {
  it('carry each cell’s spread, rounded to 4 decimals, the joined run id and the number of runs', () => {
    expect(baseline.provenance.runId).toBe('run0+run1+run2');
    expect(baseline.provenance.runs).toBe(3);
    expect(baseline.cells.every((c) => c.spread?.runs === 3)).toBe(true);
    for (const cell of baseline.cells) {
      const measured = merged.spread.get(cellKey(cell))!;
      for (const [metric, sd] of Object.entries(cell.spread!.logSd)) {
        expect(sd).toBe(Math.round(measured.logSd[metric as keyof typeof measured.logSd]! * 1e4) / 1e4);
      }
      expect(cell.spread!.logSd.ttftMs).toBeGreaterThan(0.05);
    }
  });

  it('round-trip through write, validation and read, and reach the gate through baselineCells', () => {
    const path = join(dir, 'pooled.json');
    writeBaseline(path, baseline);
    const text = readFileSync(path, 'utf8');
    expect(text).toBe(serializeBaseline(baseline));
    expect(text).toContain('"spread": {');
    expect(baselineProblems(JSON.parse(text))).toEqual([]);
    const read = readBaseline(path, identity);
    expect(read).toEqual(baseline);
    const cells = baselineCells(read);
    expect(cells.map((c) => c.spread)).toEqual(read.cells.map((c) => c.spread));
    cells[0]!.spread!.logSd.ttftMs = 99;
    expect(read.cells[0]!.spread!.logSd.ttftMs).not.toBe(99);
  });

  it('write the spread with a fixed key order and precision, however it was built', () => {
    const shuffled: Baseline = structuredClone(baseline);
    const cell = shuffled.cells[0]!;
    const { ttftMs, e2eMs, ttfbMs } = cell.spread!.logSd;
    cell.spread = { logSd: { e2eMs: e2eMs! + 1e-9, ttftMs, ttfbMs }, runs: 3 } as typeof cell.spread;
    const text = serializeBaseline(shuffled);
    const written = (JSON.parse(text) as Baseline).cells[0]!.spread!;
    expect(Object.keys(written)).toEqual(['runs', 'logSd']);
    expect(Object.keys(written.logSd)).toEqual(['ttfbMs', 'ttftMs', 'e2eMs']);
    expect(written.logSd.e2eMs).toBe(e2eMs);
  });

  it('leave a baseline from one run as it was: no spread, no run count, and it still reads', () => {
    expect(single.provenance.runs).toBeUndefined();
    expect(single.cells.some((c) => 'spread' in c)).toBe(false);
    expect(serializeBaseline(single)).not.toContain('spread');
    const path = join(dir, 'single.json');
    writeBaseline(path, single);
    const read = readBaseline(path, identity);
    expect(baselineCells(read).some((c) => 'spread' in c)).toBe(false);
  });

  it.each<[string, (b: { cells: Record<string, unknown>[]; provenance: Record<string, unknown> }) => void, string]>([
    [
      'a negative log-sd',
      (b) => ((b.cells[0]!.spread as { logSd: Record<string, number> }).logSd.ttftMs = -0.01),
      'cells[0].spread.logSd.ttftMs: must be >= 0',
    ],
    ['a spread of one run', (b) => ((b.cells[1]!.spread as { runs: number }).runs = 1), 'cells[1].spread.runs: must be >= 2'],
    ['a fractional run count', (b) => ((b.cells[0]!.spread as { runs: number }).runs = 2.5), 'cells[0].spread.runs: must be integer'],
    ['an unknown key', (b) => ((b.cells[0]!.spread as Record<string, unknown>).extra = 1), 'cells[0].spread: unknown key "extra"'],
    [
      'an unknown metric',
      (b) => ((b.cells[0]!.spread as { logSd: Record<string, number> }).logSd.ttftMS = 0.1),
      'cells[0].spread.logSd: unknown key "ttftMS"',
    ],
    [
      'a missing log-sd',
      (b) => delete (b.cells[0]!.spread as Record<string, unknown>).logSd,
      "cells[0].spread: must have required property 'logSd'",
    ],
    ['a run count of one in provenance', (b) => (b.provenance.runs = 1), 'provenance.runs: must be >= 2'],
    [
      'more runs than the baseline pooled',
      (b) => (b.provenance.runs = 2),
      'cells[0].spread.runs: 3, but provenance.runs says the baseline pooled 2',
    ],
    [
      'a drift for a metric without values',
      (b) => delete (b.cells[0]!.values as Record<string, unknown>).e2eMs,
      'cells[0].spread.logSd.e2eMs: a drift for a metric the cell has no values of',
    ],
  ])('are rejected with %s, naming the path', (_what, edit, problem) => {
    expect(baselineProblems(edited(edit))).toContain(problem);
  });

  it('are refused when read from a file with a malformed spread, naming the file and the path', () => {
    const path = join(dir, 'malformed.json');
    writeFileSync(
      path,
      JSON.stringify(
        edited((b) => ((b.cells[0]!.spread as { runs: number }).runs = 1)),
        null,
        2,
      ),
    );
    let error: unknown;
    try {
      readBaseline(path, identity);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BaselineError);
    expect((error as BaselineError).kind).toBe('invalid');
    expect((error as BaselineError).message).toContain(path);
    expect((error as BaselineError).problems).toEqual(['cells[0].spread.runs: must be >= 2']);
  });
});
