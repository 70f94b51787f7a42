import { describe, expect, it } from 'vitest';
import { baselineCells } from '../../src/baseline/cells.js';
import { BaselineError } from '../../src/baseline/errors.js';
import { fingerprintWorkload } from '../../src/baseline/fingerprint.js';
import { baselineFromResults } from '../../src/baseline/from-results.js';
import { serializeBaseline } from '../../src/baseline/serialize.js';
import { METRIC_DECIMALS, type Baseline } from '../../src/baseline/types.js';
import { baselineProblems } from '../../src/baseline/validate.js';
import { SUMMARISED_METRICS } from '../../src/vocabulary/metrics.js';
import type { Results } from '../../src/results/types.js';
import { FAKE_SECRET, makeResults, makeWorkload } from './factory.js';

const workload = makeWorkload();
const results = makeResults(workload);
const baseline = baselineFromResults(results, workload);
const text = serializeBaseline(baseline);

function reverseKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reverseKeys) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    ) as T;
  }
  return value;
}

function unusable(edit: (r: Results) => void): BaselineError {
  const r = structuredClone(results);
  edit(r);
  try {
    baselineFromResults(r, workload);
  } catch (error) {
    if (error instanceof BaselineError) return error;
    throw error;
  }
  throw new Error('expected a BaselineError');
}

describe('baselineFromResults', () => {
  it('has a cell per results cell (2 endpoints × (essay + hello cold/warm + 3 agent turns)) and the loops', () => {
    expect(baseline.cells).toHaveLength(results.cells.length);
    expect(baseline.cells).toHaveLength(2 * (1 + 2 + 3));
    expect(baseline.loops).toHaveLength(2);
    expect(baselineProblems(baseline)).toEqual([]);
  });

  it('records provenance from the results and the workload', () => {
    expect(baseline.version).toBe(1);
    expect(baseline.provenance).toEqual({
      tool: { name: 'streamgate', version: '0.1.0' },
      recordedAt: results.run.finishedAt,
      runner: results.run.runner,
      workload: 'baseline-test',
      fingerprint: fingerprintWorkload(workload),
      seed: 1,
      runId: 'a1b2c3d4e5f6',
      endpoints: [
        { name: 'clean', model: 'model-a', baseUrl: 'https://llm.example.com/v1' },
        { name: 'buffered', model: 'model-b', baseUrl: 'http://127.0.0.1:9/buffered/v1' },
      ],
    });
  });

  it('keeps counts as they are and rounds each value to its metric precision', () => {
    results.cells.forEach((source, i) => {
      const cell = baseline.cells[i]!;
      expect([cell.endpoint, cell.scenario, cell.cache, cell.turn]).toEqual([source.endpoint, source.scenario, source.cache, source.turn]);
      expect([cell.n, cell.errors, cell.classes, cell.errorKinds]).toEqual([source.n, source.errors, source.classes, source.errorKinds]);
      for (const metric of SUMMARISED_METRICS) {
        const raw = source.values[metric]!;
        const kept = cell.values[metric]!;
        expect(kept).toHaveLength(raw.length);
        const step = 10 ** -METRIC_DECIMALS[metric];
        kept.forEach((v, j) => {
          expect(Math.abs(v - raw[j]!)).toBeLessThanOrEqual(step / 2 + 1e-9);
          expect(Math.abs(v / step - Math.round(v / step))).toBeLessThan(1e-6);
        });
      }
    });
    // As written in the file: no binary-fraction noise such as 1234.5000000001.
    const decimals = (v: number): number => (String(v).split('.')[1] ?? '').length;
    const first = baseline.cells[0]!.values;
    expect(Math.max(...first.ttftMs!.map(decimals))).toBe(1);
    expect(Math.max(...first.outputTokens!.map(decimals))).toBe(0);
    expect(Math.max(...first.tokensPerSecond!.map(decimals))).toBe(2);
    expect(Math.max(...first.idr!.map(decimals))).toBe(3);
  });

  /** The middle value, or the mean of the two middle ones: a reference for p50 written apart from src/stats. */
  const median = (values: readonly number[]): number => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length >> 1;
    return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };

  it('summarises the values it keeps', () => {
    for (const cell of baseline.cells) {
      for (const metric of SUMMARISED_METRICS) {
        const values = cell.values[metric]!;
        const summary = cell.summaries[metric]!;
        expect(summary.n).toBe(values.length);
        expect(summary.p50).toBeCloseTo(median(values), METRIC_DECIMALS[metric]);
        expect(summary.p95).toBeGreaterThanOrEqual(summary.p50);
        expect(summary.p99).toBeLessThanOrEqual(Math.max(...values));
      }
    }
  });

  it('rounds loop values to 0.1 ms and keeps their counts', () => {
    results.loops.forEach((source, i) => {
      const loop = baseline.loops[i]!;
      expect([loop.endpoint, loop.scenario, loop.cache, loop.turns, loop.n, loop.errors]).toEqual([
        source.endpoint,
        source.scenario,
        source.cache,
        source.turns,
        source.n,
        source.errors,
      ]);
      for (const metric of ['loopMs', 'sumTtftMs', 'sumE2eMs'] as const) {
        expect(loop.values[metric]).toEqual(source.values[metric].map((v) => Math.round(v * 10) / 10));
        expect(loop.summaries[metric]!.n).toBe(source.values[metric].length);
      }
    });
  });

  it('orders cells as the workload does, whatever order the results list them in', () => {
    const shuffled = structuredClone(results);
    shuffled.cells.reverse();
    shuffled.loops.reverse();
    expect(serializeBaseline(baselineFromResults(shuffled, workload))).toBe(text);
    expect(baseline.cells.map((c) => `${c.endpoint}/${c.scenario}/${c.cache}/${c.turn}`).slice(0, 6)).toEqual([
      'clean/essay/cold/null',
      'clean/hello/cold/null',
      'clean/hello/warm/null',
      'clean/agent/warm/0',
      'clean/agent/warm/1',
      'clean/agent/warm/2',
    ]);
  });

  it('refuses an interrupted run', () => {
    const error = unusable((r) => (r.run.partial = true));
    expect(error.kind).toBe('unusable-results');
    expect(error.message).toContain('interrupted');
  });

  it('refuses a single shard', () => {
    const error = unusable((r) => (r.run.shard = { index: 1, count: 3 }));
    expect(error.message).toContain('shard 1/3');
    expect(error.message).toContain('merge the results of all shards');
  });

  it('refuses results measured with another workload', () => {
    expect(unusable((r) => (r.workload.fingerprint = `sha256:${'0'.repeat(64)}`)).message).toContain('different workload');
    const stranger = unusable((r) => (r.cells[0]!.scenario = 'poem'));
    expect(stranger.problems).toEqual(['clean/poem/cold']);
  });

  it('accepts results that carry the matching fingerprint', () => {
    const r = structuredClone(results);
    r.workload.fingerprint = fingerprintWorkload(workload);
    expect(serializeBaseline(baselineFromResults(r, workload))).toBe(text);
  });
});

describe('serializeBaseline', () => {
  it('round-trips: results → baseline → text → parse gives the same cells', () => {
    const parsed = JSON.parse(text) as Baseline;
    expect(baselineProblems(parsed)).toEqual([]);
    expect(baselineCells(parsed)).toEqual(baselineCells(baseline));
    expect(parsed).toEqual(baseline);
  });

  it('is byte-identical for the same results, for a re-parsed file and for any key order', () => {
    expect(serializeBaseline(baselineFromResults(structuredClone(results), structuredClone(workload)))).toBe(text);
    expect(serializeBaseline(JSON.parse(text) as Baseline)).toBe(text);
    expect(serializeBaseline(reverseKeys(baseline))).toBe(text);
  });

  it('changes only the numbers that changed when a cell is re-recorded', () => {
    const other = serializeBaseline(baselineFromResults(makeResults(workload, { seed: 43 }), workload)).split('\n');
    const lines = text.split('\n');
    expect(other).toHaveLength(lines.length);
    const differing = lines.filter((line, i) => line !== other[i]);
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.every((line) => /^\s+"[A-Za-z0-9]+": (\[[-0-9., ]*\]|\{ "n": .* \}),?$/.test(line))).toBe(true);
  });

  it('is 2-space JSON with one line per value array and a trailing newline', () => {
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith('{\n  "version": 1,\n  "provenance": {\n    "tool": { "name": "streamgate", "version": "0.1.0" },')).toBe(true);
    const ttftLines = text.split('\n').filter((line) => line.trimStart().startsWith('"ttftMs": ['));
    expect(ttftLines).toHaveLength(baseline.cells.length);
    for (const line of ttftLines) expect(line).toMatch(/^ {8}"ttftMs": \[[-0-9.]+(, [-0-9.]+)*\],?$/);
    expect(text).not.toMatch(/\d\.\d*0{6,}\d/);
    expect(text).not.toMatch(/\t/);
  });

  it('keeps a 40-request cell with every metric well under 32 KiB', () => {
    const empty = serializeBaseline({ ...baseline, cells: [], loops: [] }).length;
    for (const cell of baseline.cells) {
      const size = Buffer.byteLength(serializeBaseline({ ...baseline, cells: [cell], loops: [] })) - empty;
      expect(cell.values.ttftMs).toHaveLength(38);
      expect(Object.keys(cell.values)).toHaveLength(SUMMARISED_METRICS.length);
      expect(size).toBeLessThan(32 * 1024);
    }
  });

  it('never writes a header value, a body value, a prompt or URL credentials', () => {
    expect(text).not.toContain(FAKE_SECRET);
    expect(text).not.toContain('pass@');
    expect(text).not.toContain('key=abc');
    expect(text).not.toContain('rivers');
    expect(text).toContain('"x-tenant-token"');
  });
});

describe('baselineCells', () => {
  it('gives the gate each cell with its counts and values', () => {
    const cells = baselineCells(baseline);
    expect(cells).toHaveLength(baseline.cells.length);
    expect(cells[0]).toEqual({
      endpoint: 'clean',
      scenario: 'essay',
      cache: 'cold',
      turn: null,
      n: 40,
      errors: 2,
      classes: baseline.cells[0]!.classes,
      values: baseline.cells[0]!.values,
    });
  });

  it('hands out copies, so the gate cannot change the baseline', () => {
    const cells = baselineCells(baseline);
    cells[0]!.values.ttftMs!.push(1);
    cells[0]!.classes.streamed = -1;
    expect(baseline.cells[0]!.values.ttftMs).toHaveLength(38);
    expect(baseline.cells[0]!.classes.streamed).not.toBe(-1);
  });
});
