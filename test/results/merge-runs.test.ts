import { describe, expect, it } from 'vitest';
import { cellKey } from '../../src/vocabulary/cell.js';
import { HIT_ONLY_METRICS, SUMMARISED_METRICS } from '../../src/vocabulary/metrics.js';
import { MergeError } from '../../src/results/merge.js';
import { describeRunSpread, mergeRuns } from '../../src/results/merge-runs.js';
import type { Results } from '../../src/results/types.js';
import { resultsProblems } from '../../src/results/parse-results.js';
import { jointRunDrift, runDriftLogSd } from '../../src/stats/index.js';
import { summarize } from '../../src/stats/summary.js';
import { makeResults, makeWorkload } from '../baseline/factory.js';

const workload = makeWorkload();

/** Run `i` (0-based) of a series measured one after another: its own values, id and times. */
function run(i: number, options: { requestsPerCell?: number; errorsPerCell?: number } = {}): Results {
  const r = makeResults(workload, {
    seed: 100 + i,
    runId: `run${i}`,
    requestsPerCell: options.requestsPerCell ?? 12,
    errorsPerCell: options.errorsPerCell ?? 1,
  });
  return {
    ...r,
    workload: { ...r.workload, fingerprint: 'sha256:abc' },
    run: {
      ...r.run,
      startedAt: `2025-03-01T10:0${2 * i}:00.000Z`,
      finishedAt: `2025-03-01T10:0${2 * i + 1}:00.000Z`,
      durationMs: 60_000 + i,
      warmupSamples: 4,
      warmupErrors: i,
    },
  };
}

/** Every TTFT of run `i` scaled by factors[i], so the runs' centres differ by a known amount. */
function shifted(r: Results, factor: number): Results {
  return { ...r, cells: r.cells.map((c) => ({ ...c, values: { ...c.values, ttftMs: c.values.ttftMs!.map((v) => v * factor) } })) };
}

describe('mergeRuns', () => {
  it('concatenates values in run order, sums counts and recomputes summaries', () => {
    const parts = [run(0), run(1), run(2)];
    const { results } = mergeRuns(parts);
    expect(resultsProblems(results)).toEqual([]);
    expect(results.cells).toHaveLength(parts[0]!.cells.length);
    expect(results.loops).toHaveLength(parts[0]!.loops.length);
    results.cells.forEach((cell) => {
      const own = parts.map((p) => p.cells.find((c) => cellKey(c) === cellKey(cell))!);
      expect(cell.n).toBe(36);
      expect(cell.errors).toBe(3);
      expect(cell.classes.streamed).toBe(own.reduce((t, c) => t + c.classes.streamed, 0));
      expect(cell.errorKinds).toEqual({ idle_timeout: 3 });
      for (const metric of SUMMARISED_METRICS) {
        expect(cell.values[metric]).toEqual(own.flatMap((c) => c.values[metric]!));
        expect(cell.metrics[metric]!.n).toBe(33);
        expect(cell.metrics[metric]!.p50).toBeCloseTo(summarize(cell.values[metric]!)!.p50, 3);
      }
    });
    const loop = results.loops[0]!;
    expect(loop.values.loopMs).toEqual(parts.flatMap((p) => p.loops[0]!.values.loopMs));
  });

  it('describes the pooled run: joined ids, first start, last finish, summed duration and warmups', () => {
    // Given out of order: the runs are pooled in the order they started.
    const { results } = mergeRuns([run(1), run(0), run(2)]);
    expect(results.run.runId).toBe('run0+run1+run2');
    expect(results.run.startedAt).toBe('2025-03-01T10:00:00.000Z');
    expect(results.run.finishedAt).toBe('2025-03-01T10:05:00.000Z');
    expect(results.run.durationMs).toBe(180_003);
    expect(results.run.warmupSamples).toBe(12);
    expect(results.run.warmupErrors).toBe(3);
    expect(results.run.shard).toBeNull();
    expect(results.run.partial).toBe(false);
    expect(results.workload.fingerprint).toBe('sha256:abc');
    expect(results.cells[0]!.values.ttftMs!.slice(0, 11)).toEqual(run(0).cells[0]!.values.ttftMs);
  });

  it('records per cell and metric the drift estimated jointly over the endpoint cells, its degrees of freedom, and in how many runs the cell was', () => {
    const parts = [run(0), run(1), run(2)];
    const { results, spread } = mergeRuns(parts);
    expect([...spread.keys()]).toEqual(results.cells.map(cellKey));
    expect([...spread.keys()]).toContain('clean/agent/warm/turn2');
    // Per endpoint and metric (hit-only metrics of warm cells are measured over the hits: their own test below).
    const endpoints = [...new Set(results.cells.map((c) => c.endpoint))];
    for (const endpoint of endpoints) {
      const keys = results.cells.filter((c) => c.endpoint === endpoint).map(cellKey);
      for (const metric of SUMMARISED_METRICS.filter((m) => !(HIT_ONLY_METRICS as readonly string[]).includes(m))) {
        const cellOf = (p: Results, key: string) => p.cells.find((c) => cellKey(c) === key)!;
        const withMetric = keys.filter((key) => runDriftLogSd(parts.map((p) => cellOf(p, key).values[metric]!)) !== null);
        const joint = jointRunDrift(withMetric.map((key) => parts.map((p) => cellOf(p, key).values[metric] ?? null)));
        withMetric.forEach((key, i) => {
          const s = spread.get(key)!;
          expect(s.runs).toBe(3);
          expect(joint).not.toBeNull();
          expect(s.logSd[metric]).toBeCloseTo(Math.sqrt(joint![i]!.variance), 12);
          expect(s.driftDf?.[metric]).toBeCloseTo(joint![i]!.df, 12);
          // Never fewer degrees of freedom than one cell's own runs give.
          expect(s.driftDf![metric]!).toBeGreaterThanOrEqual(2);
        });
      }
    }
  });

  it('measures a drift between runs whose centres moved', () => {
    // Narrow per-run values (±1 %) around centres 10 % apart: the drift is the runs' spread, not sampling noise.
    const narrow = (r: Results, centre: number): Results => ({
      ...r,
      cells: r.cells.map((c) => ({
        ...c,
        values: { ...c.values, ttftMs: c.values.ttftMs!.map((_, k) => centre * (1 + 0.002 * (k % 10))) },
      })),
    });
    const { spread } = mergeRuns([narrow(run(0), 1000), narrow(run(1), 1100), narrow(run(2), 900)]);
    const sd = spread.get('clean/essay/cold')!.logSd.ttftMs!;
    const logs = [1000, 1100, 900].map(Math.log);
    const mean = logs.reduce((a, b) => a + b, 0) / 3;
    const between = Math.sqrt(logs.reduce((t, l) => t + (l - mean) ** 2, 0) / 2);
    expect(sd).toBeGreaterThan(0.9 * between);
    expect(sd).toBeLessThanOrEqual(between);
    expect(describeRunSpread(3, spread)).toMatch(
      /^recorded from 3 runs; run-to-run spread of TTFT p50 up to \d+\.\d% \(log-sd 0\.\d{3}, [a-z]+\/[a-z]+\/(cold|warm)(\/turn\d)?\)$/,
    );
  });

  it('scales with a multiplicative shift: the same drift whatever the unit', () => {
    const a = mergeRuns([run(0), run(1)]).spread.get('clean/essay/cold')!.logSd.ttftMs!;
    const b = mergeRuns([shifted(run(0), 1000), shifted(run(1), 1000)]).spread.get('clean/essay/cold')!.logSd.ttftMs!;
    expect(b).toBeCloseTo(a, 9);
  });

  it('gives no spread to a cell measured in only one run', () => {
    const second = run(1);
    const { spread } = mergeRuns([run(0), { ...second, cells: second.cells.filter((c) => c.scenario !== 'essay') }]);
    expect(spread.has('clean/essay/cold')).toBe(false);
    expect(spread.get('clean/hello/warm')!.runs).toBe(2);
  });

  it('keeps the first run’s conformance data as it is', () => {
    const conformance = (passed: number): NonNullable<Results['conformance']> => ({
      repeat: 1,
      probes: [],
      assertions: [{ endpoint: 'clean', scenario: 'essay', cache: 'cold', assertion: 'non-empty', passed, total: 11 }],
    });
    const { results } = mergeRuns([
      { ...run(1), conformance: conformance(9) },
      { ...run(0), conformance: conformance(11) },
    ]);
    expect(results.conformance).toEqual(conformance(11));
  });

  it('says why a spread is 0 instead of printing 0.0% bare', () => {
    // Identical runs (the simulator repeats itself for a seed): no spread between them beyond the requests' own.
    const { spread } = mergeRuns([run(0), { ...run(0), run: { ...run(0).run, runId: 'again' } }]);
    expect(spread.get('clean/essay/cold')!.logSd.ttftMs).toBe(0);
    expect(describeRunSpread(2, spread)).toBe(
      'recorded from 2 runs; run-to-run spread of TTFT p50 0 (the runs differed no more than the requests within one run; the bundled simulator repeats itself for a seed, so its runs show none)',
    );
  });

  it('says when no TTFT spread could be measured', () => {
    expect(describeRunSpread(2, new Map())).toBe(
      'recorded from 2 runs; no run-to-run spread of TTFT could be measured (too few successful requests per run)',
    );
  });

  it('refuses fewer than two runs, a shard, a partial run, another workload and the same run twice, naming the runs', () => {
    const a = run(0);
    const b = run(1);
    expect(() => mergeRuns([])).toThrow(MergeError);
    expect(() => mergeRuns([a])).toThrow('recording from several runs needs at least 2 results, got 1 (run run0)');
    expect(() => mergeRuns([a, { ...b, run: { ...b.run, shard: { index: 0, count: 2 } } }])).toThrow(
      "run run1 is shard 1/2: merge each run's shards first",
    );
    expect(() => mergeRuns([a, { ...b, run: { ...b.run, partial: true } }])).toThrow(
      'run run1 was interrupted: a partial run would make a misleading baseline (runs: run0, run1)',
    );
    expect(() => mergeRuns([a, { ...b, workload: { ...b.workload, fingerprint: 'sha256:def' } }])).toThrow(
      'run run1 was measured with a different workload than run run0 (fingerprint sha256:def ≠ sha256:abc)',
    );
    expect(() => mergeRuns([a, run(0)])).toThrow('run run0 is listed more than once');
  });

  it('pools runs when only one of them knows its workload fingerprint', () => {
    const b = run(1);
    const { results } = mergeRuns([run(0), { ...b, workload: { ...b.workload, fingerprint: null } }]);
    expect(results.run.runId).toBe('run0+run1');
  });
});
