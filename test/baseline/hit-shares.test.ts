import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baselineCells } from '../../src/baseline/cells.js';
import { workloadIdentity } from '../../src/baseline/fingerprint.js';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { readBaseline } from '../../src/baseline/read.js';
import { serializeBaseline, writeBaseline } from '../../src/baseline/serialize.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { hitShareDrift } from '../../src/gate/cache/share-spread.js';
import { mergeRuns } from '../../src/results/merge-runs.js';
import type { Results } from '../../src/results/types.js';
import { makeResults, makeWorkload } from './factory.js';

const dir = mkdtempSync(join(tmpdir(), 'streamgate-hit-shares-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const workload = makeWorkload();
const identity = workloadIdentity(workload);
/** Hits per run of each warm cell, out of its successful requests (6: 8 requests, 2 errors). */
const HITS = [5, 3, 4];

/** Run `i` of three: every warm cell's server reports cache use, with HITS[i] hits of its successful requests. */
function run(i: number): Results {
  const r = makeResults(workload, { seed: 11 + i, runId: `run${i}`, requestsPerCell: 8, errorsPerCell: 2 });
  return {
    ...r,
    run: { ...r.run, startedAt: `2025-03-01T10:0${i}:00.000Z`, finishedAt: `2025-03-01T10:0${i}:30.000Z` },
    cells: r.cells.map((c) => {
      if (c.cache !== 'warm') return c;
      const ttft = c.values.ttftMs!;
      return { ...c, cacheHits: { hit: HITS[i]!, miss: 6 - HITS[i]!, unknown: 0, values: { ttftMs: ttft.slice(0, HITS[i]) } } };
    }),
  };
}

const merged = mergeRuns([run(0), run(1), run(2)]);
const baseline = baselineFromResults(merged.results, workload, merged.spread);
const warm = baseline.cells.filter((c) => c.cache === 'warm');
const cold = baseline.cells.filter((c) => c.cache === 'cold');

describe('a baseline recorded from several runs keeps each warm cell’s per-run hit shares', () => {
  it('one per run, in run order, rounded to 3 decimals; none for cold cells', () => {
    expect(warm.length).toBeGreaterThan(0);
    for (const cell of warm) expect(cell.spread!.hitShares).toEqual([0.833, 0.5, 0.667]);
    expect(cold.length).toBeGreaterThan(0);
    for (const cell of cold) expect(cell.spread?.hitShares).toBeUndefined();
  });

  it('round-trips through write, validation and read, and reaches the gate as a hit-share spread', () => {
    const path = join(dir, 'pooled.json');
    writeBaseline(path, baseline);
    const text = readFileSync(path, 'utf8');
    expect(baselineProblems(JSON.parse(text))).toEqual([]);
    const read = readBaseline(path, identity);
    expect(read).toEqual(baseline);
    const gateCell = baselineCells(read).find((c) => c.cache === 'warm')!;
    expect(gateCell.spread!.hitShares).toEqual([0.833, 0.5, 0.667]);
    expect(hitShareDrift(gateCell)).toMatchObject({ runs: 3, df: 6 });
  });

  it('reads an older baseline without hit shares: it validates, and the gate has no hit-share spread for it', () => {
    const old = JSON.parse(serializeBaseline(baseline)) as { cells: { spread?: Record<string, unknown> }[] };
    for (const cell of old.cells) delete cell.spread?.hitShares;
    const path = join(dir, 'older.json');
    writeFileSync(path, JSON.stringify(old, null, 2));
    expect(baselineProblems(old)).toEqual([]);
    const read = readBaseline(path, identity);
    const gateCell = baselineCells(read).find((c) => c.cache === 'warm')!;
    expect(gateCell.spread!.runs).toBe(3);
    expect(gateCell.spread!.hitShares).toBeUndefined();
    expect(hitShareDrift(gateCell)).toBeNull();
  });

  it('rejects hit shares that do not fit the cell, naming the path', () => {
    const index = baseline.cells.indexOf(warm[0]!);
    const coldIndex = baseline.cells.indexOf(cold[0]!);
    const edited = JSON.parse(serializeBaseline(baseline)) as { cells: { spread?: Record<string, unknown> }[] };
    edited.cells[index]!.spread!.hitShares = [0.5, 0.6];
    edited.cells[coldIndex]!.spread!.hitShares = [0.5, 0.6, 0.7];
    const problems = baselineProblems(edited);
    expect(problems).toContain(`cells[${index}].spread.hitShares: 2 hit shares for 3 runs (one per run)`);
    expect(problems).toContain(`cells[${coldIndex}].spread.hitShares: hit shares for a cell without a prefix-cache report`);
    edited.cells[index]!.spread!.hitShares = [0.5, 1.2, 0.7];
    expect(baselineProblems(edited)).toContain(`cells[${index}].spread.hitShares[1]: must be <= 1`);
  });
});
