import { describe, expect, it } from 'vitest';
import {
  appendEntry,
  baselineCells,
  baselineFromHistory,
  HISTORY_VERSION,
  parseHistory,
  type HistoryEntry,
  type WorkloadIdentity,
} from '../../src/baseline/index.js';
import { historyChanges, type HistorySeries } from '../../src/gate/history-changes.js';
import { historyLabel } from '../../src/history/side.js';
import { creepSentence, stepSentence } from '../../src/report/text/history.js';
import { createRng, lognormal, runDriftLogSd, runTrendOffset } from '../../src/stats/index.js';

const identity = { fingerprint: 'fp', parts: {} } as unknown as WorkloadIdentity;

function entry(i: number, centre: number, fingerprint = 'fp'): HistoryEntry {
  const rng = createRng(100 + i);
  const ttft = Array.from({ length: 40 }, () => Math.round(lognormal(rng, Math.log(centre), 0.2) * 10) / 10).sort((a, b) => a - b);
  return {
    version: HISTORY_VERSION,
    commit: `c${i}`.padEnd(40, '0'),
    time: `2026-01-0${i}T00:00:00.000Z`,
    runner: 'r',
    runId: `run-${i}`,
    workload: 'w',
    fingerprint,
    verdict: 'pass',
    cells: [
      {
        endpoint: 'api',
        scenario: 'chat',
        cache: 'cold',
        turn: null,
        n: 41,
        errors: 1,
        errorKinds: { http_5xx: 1 },
        classes: { streamed: 40, coalesced: 0, buffered: 0, undefined: 0 },
        values: { ttftMs: ttft },
      },
    ],
  };
}

describe('a baseline pooled from the history', () => {
  it('keeps the answers of the newest pooled run that recorded some, and names an entry whose answers are malformed', () => {
    const answer = (hash: string) => ({
      endpoint: 'api',
      scenario: 'chat',
      cache: 'cold' as const,
      item: 0,
      prompt: 'p',
      hash,
      length: 2,
      lead: 'ok',
      cuts: [2],
      correct: null,
    });
    const entries = [{ ...entry(1, 300), outputs: [answer('old')] }, { ...entry(2, 310), outputs: [answer('new')] }, entry(3, 305)];
    expect(baselineFromHistory(entries, identity, 3)!.baseline.outputs).toEqual([answer('new')]);
    expect(baselineFromHistory([entry(1, 300), entry(2, 310)], identity, 2)!.baseline.outputs).toBeUndefined();
    const text = [JSON.stringify(entries[0]), JSON.stringify({ ...entry(4, 300), outputs: [{ hash: 1 }] })].join('\n');
    expect(() => parseHistory(text, 'h.jsonl')).toThrow(/^h\.jsonl:2: "outputs" must be a list of recorded answers/);
    expect(parseHistory(JSON.stringify(entries[1]), 'h.jsonl')[0]!.outputs).toEqual([answer('new')]);
  });

  it('pools the last k runs of the same workload: values concatenated, counts summed, drift measured', () => {
    const entries = [entry(1, 300), entry(2, 320, 'other'), entry(3, 310), entry(4, 290), entry(5, 305), entry(6, 330)];
    const pooled = baselineFromHistory(entries, identity, 3)!;
    expect(pooled.pooled.map((e) => e.runId)).toEqual(['run-4', 'run-5', 'run-6']);
    expect(pooled.baseline.provenance).toMatchObject({ runs: 3, runId: 'run-4+run-5+run-6' });
    const cell = pooled.baseline.cells[0]!;
    expect(cell).toMatchObject({ n: 123, errors: 3, errorKinds: { http_5xx: 3 }, classes: { streamed: 120 } });
    expect(cell.values.ttftMs).toHaveLength(120);
    // The drift over the longer window (every run of this workload, up to 20), recorded as measured: the gate allows
    // for its estimation from those 5 runs (src/gate/drift/between-runs.ts), once.
    const matching = entries.filter((e) => e.fingerprint === 'fp');
    const tau = runDriftLogSd(matching.map((e) => e.cells[0]!.values.ttftMs!))!;
    expect(tau).toBeGreaterThan(0);
    // And the pooled runs' trend: where the next run sits from their mean on their line (src/stats/drift/run-trend.ts).
    const trend = runTrendOffset(pooled.pooled.map((e) => e.cells[0]!.values.ttftMs!))!;
    expect(Number.isFinite(trend)).toBe(true);
    const round = (x: number): number => Math.round(x * 1e4) / 1e4;
    expect(cell.spread).toEqual({ runs: 3, driftRuns: 5, logSd: { ttftMs: round(tau) }, trend: { ttftMs: round(trend) } });
    // The gate's cells keep the window: its degrees of freedom follow it (src/gate/drift/between-runs.ts).
    expect(baselineCells(pooled.baseline)[0]!.spread).toEqual(cell.spread);
    // A window no longer than the runs pooled measures the drift over those runs only.
    const narrow = baselineFromHistory(entries, identity, 3, 3)!.baseline.cells[0]!;
    const tau3 = runDriftLogSd(entries.slice(3).map((e) => e.cells[0]!.values.ttftMs!))!;
    expect(narrow.spread).toEqual({ runs: 3, logSd: { ttftMs: round(tau3) }, trend: { ttftMs: round(trend) } });
  });

  it("keeps a warm cell's prefix-cache hits: counts summed, hit-only values pooled, their drift over the hits", () => {
    const warm = (i: number, centre: number): HistoryEntry => {
      const e = entry(i, 900);
      const hits = entry(i + 50, centre).cells[0]!.values.ttftMs!;
      e.cells[0] = { ...e.cells[0]!, cache: 'warm', cacheHits: { hit: 40, miss: 1, unknown: 0, values: { ttftMs: hits } } };
      return e;
    };
    const runs = [warm(1, 100), warm(2, 110), warm(3, 95)];
    const cell = baselineFromHistory(runs, identity, 3)!.baseline.cells[0]!;
    expect(cell.cacheHits).toMatchObject({ hit: 120, miss: 3, unknown: 0 });
    expect(cell.cacheHits!.values.ttftMs).toHaveLength(120);
    const tau = runDriftLogSd(runs.map((r) => r.cells[0]!.cacheHits!.values.ttftMs!))!;
    expect(cell.spread!.logSd.ttftMs).toBe(Math.round(tau * 1e4) / 1e4);
  });

  it('names the side: the runs pooled, their commits, and the window the drift was measured over', () => {
    const entries = [1, 2, 3, 4, 5, 6].map((i) => entry(i, 300 + i));
    const pooled = baselineFromHistory(entries, identity, 3)!;
    const window = Math.max(...pooled.baseline.cells.map((c) => c.spread?.driftRuns ?? 0));
    expect(window).toBe(6);
    expect(historyLabel('folder h', pooled.pooled, window)).toBe(
      'history (folder h): last 3 runs pooled, c400000…c600000; drift measured over 6 runs',
    );
    expect(historyLabel('folder h', pooled.pooled, 3)).toBe('history (folder h): last 3 runs pooled, c400000…c600000');
  });

  it("keeps each pooled run's prefix-cache hit share, for the gate's hit-share spread", () => {
    const warm = (i: number, hit: number): HistoryEntry => {
      const e = entry(i, 900);
      e.cells[0] = { ...e.cells[0]!, cache: 'warm', cacheHits: { hit, miss: 40 - hit, unknown: 0, values: { ttftMs: [] } } };
      return e;
    };
    const cell = baselineFromHistory([warm(1, 30), warm(2, 20), warm(3, 25)], identity, 3)!.baseline.cells[0]!;
    expect(cell.spread!.hitShares).toEqual([0.75, 0.5, 0.625]);
    // Runs without a cache report (or cold cells) have none.
    expect(baselineFromHistory([entry(1, 300), entry(2, 310)], identity, 2)!.baseline.cells[0]!.spread!.hitShares).toBeUndefined();
  });

  it('needs two runs of the workload', () => {
    expect(baselineFromHistory([entry(1, 300)], identity, 5)).toBeNull();
    expect(baselineFromHistory([entry(1, 300, 'x'), entry(2, 300, 'x')], identity, 5)).toBeNull();
  });

  it('reads back what it appends, keeps the last N, and names a line that is not an entry', () => {
    let text = '';
    for (let i = 1; i <= 4; i++) text = appendEntry(text, entry(i, 300), 3);
    expect(parseHistory(text, 'h.jsonl').map((e) => e.runId)).toEqual(['run-2', 'run-3', 'run-4']);
    expect(() => parseHistory(`${text}{"version": 9}\n`, 'h.jsonl')).toThrow('h.jsonl:4: not a streamgate history entry of version 1');
    expect(() => parseHistory('nope\n', 'h.jsonl')).toThrow('h.jsonl:1: not a JSON line');
  });
});

describe('change points and creeps over a history', () => {
  const series = (values: number[], better: 'lower' | 'higher' = 'lower'): HistorySeries => ({
    endpoint: 'api',
    scenario: 'chat',
    cache: 'cold',
    turn: null,
    metric: better === 'lower' ? 'ttftMs' : 'tokensPerSecond',
    better,
    points: values.map((value, i) => ({ commit: `${i}`.padStart(2, '0').repeat(20), time: '', value })),
  });
  const wiggle = (i: number): number => 1 + 0.02 * Math.sin(i * 1.7);

  it('names a recent step with its commit, size and age', () => {
    const values = Array.from({ length: 20 }, (_, i) => 300 * wiggle(i) * (i >= 14 ? 1.18 : 1));
    const { steps, creeps } = historyChanges([series(values)]);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ commit: '14'.repeat(20), runsAgo: 5, worse: true });
    expect(stepSentence(steps[0]!)).toMatch(/^TTFT p50 of api chat · cold rose 1[789] % at 1414141, 5 runs ago$/);
    expect(creeps).toEqual([]);
  });

  it('an old step is not recent, and a faster TTFT is named as better', () => {
    const old = Array.from({ length: 30 }, (_, i) => 300 * wiggle(i) * (i >= 5 ? 1.3 : 1));
    expect(historyChanges([series(old)]).steps).toEqual([]);
    const faster = Array.from({ length: 20 }, (_, i) => 300 * wiggle(i) * (i >= 15 ? 0.7 : 1));
    const step = historyChanges([series(faster)]).steps[0]!;
    expect(step.worse).toBe(false);
    expect(stepSentence(step)).toMatch(/fell 30 % at 1515151, 4 runs ago \(better\)$/);
  });

  it('flags a creep of falling tok/s over the last 10 runs', () => {
    const values = Array.from({ length: 10 }, (_, i) => 100 * wiggle(i) * 0.97 ** i);
    const { creeps } = historyChanges([series(values, 'higher')]);
    expect(creeps).toHaveLength(1);
    expect(creepSentence(creeps[0]!)).toMatch(/^tok\/s p50 of api chat · cold crept down 2\d % over the last 10 runs/);
  });
});
