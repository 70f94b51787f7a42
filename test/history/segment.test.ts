import { describe, expect, it } from 'vitest';
import {
  baselineFromHistory,
  HISTORY_VERSION,
  parseHistory,
  stepMarkerEntry,
  type HistoryEntry,
  type WorkloadIdentity,
} from '../../src/baseline/index.js';
import { historyRows } from '../../src/history/changes.js';
import { currentSegment } from '../../src/history/segment.js';
import { historySideLabel } from '../../src/report/text/history.js';
import { createRng, lognormal } from '../../src/stats/index.js';

const identity = { fingerprint: 'fp', parts: {} } as unknown as WorkloadIdentity;

/** Run `i` (day i of January) of one cell whose TTFT centres on `centre` ms. */
function run(i: number, centre: number): HistoryEntry {
  const rng = createRng(500 + i);
  const ttft = Array.from({ length: 40 }, () => Math.round(lognormal(rng, Math.log(centre), 0.15) * 10) / 10).sort((a, b) => a - b);
  return {
    version: HISTORY_VERSION,
    commit: `c${String(i).padStart(2, '0')}`.padEnd(40, '0'),
    time: `2026-01-${String(i).padStart(2, '0')}T12:00:00.000Z`,
    runner: 'r',
    runId: `run-${i}`,
    workload: 'w',
    fingerprint: 'fp',
    verdict: 'pass',
    cells: [
      {
        endpoint: 'api',
        scenario: 'chat',
        cache: 'cold',
        turn: null,
        n: 40,
        errors: 0,
        errorKinds: {},
        classes: { streamed: 40, coalesced: 0, buffered: 0, undefined: 0 },
        values: { ttftMs: ttft },
      },
    ],
  };
}

const marker = (i: number, kind: 'accepted' | 'recorded', reason?: string): HistoryEntry =>
  stepMarkerEntry(
    { workload: 'w', fingerprint: 'fp' },
    { kind, ...(reason ? { reason } : {}) },
    {
      commit: `a${String(i).padStart(2, '0')}`.padEnd(40, '0'),
      time: `2026-01-${String(i).padStart(2, '0')}T18:00:00.000Z`,
    },
  );

/** Eight runs at 300 ms: one stack, no step. */
const steady = (): HistoryEntry[] => Array.from({ length: 8 }, (_, i) => run(i + 1, 300));

describe('where the current segment of the history starts', () => {
  it('with no step, no newer baseline and no change point: every run, start none', () => {
    const segment = currentSegment(steady(), { k: 10 });
    expect(segment.start).toEqual({ kind: 'none' });
    expect(segment.runs.map((e) => e.runId)).toEqual(steady().map((e) => e.runId));
  });

  it('after an accepted marker: the runs after it, the marker itself never a run', () => {
    const entries = [...steady(), marker(8, 'accepted', 'new GPU pool'), run(9, 900), run(10, 910)];
    const segment = currentSegment(entries, { k: 10 });
    expect(segment.start).toMatchObject({ kind: 'accepted', reason: 'new GPU pool', commit: entries[8]!.commit });
    expect(segment.runs.map((e) => e.runId)).toEqual(['run-9', 'run-10']);
    // The marker is no row of `history show`.
    expect(historyRows(entries)).toHaveLength(10);
  });

  it('a run carrying a recorded step starts its segment; recorded runs in a row are one segment', () => {
    const recorded = (e: HistoryEntry): HistoryEntry => ({ ...e, verdict: 'recorded', step: { kind: 'recorded' } });
    const entries = [...steady(), recorded(run(9, 600)), recorded(run(10, 600)), run(11, 610)];
    const segment = currentSegment(entries, { k: 10 });
    expect(segment.start).toMatchObject({ kind: 'recorded', commit: entries[8]!.commit });
    expect(segment.runs.map((e) => e.runId)).toEqual(['run-9', 'run-10', 'run-11']);
  });

  it('a committed baseline file recorded after older runs starts the segment; one older than every run does not', () => {
    const entries = steady();
    const newer = currentSegment(entries, { k: 10, baseline: { recordedAt: '2026-01-06T00:00:00.000Z', runId: null } });
    expect(newer.start).toEqual({ kind: 'baseline', time: '2026-01-06T00:00:00.000Z' });
    expect(newer.runs.map((e) => e.runId)).toEqual(['run-6', 'run-7', 'run-8']);
    expect(currentSegment(entries, { k: 10, baseline: { recordedAt: '2025-12-01T00:00:00.000Z', runId: null } }).start).toEqual({
      kind: 'none',
    });
  });

  it('a baseline file recorded from a run the history holds begins its segment at that run', () => {
    const entries = steady();
    // Recorded from run-6: the file's time is that run's own, so the run is the segment's first, not one before it.
    const from = currentSegment(entries, { k: 10, baseline: { recordedAt: entries[5]!.time, runId: 'run-6' } });
    expect(from.start).toEqual({ kind: 'baseline', time: entries[5]!.time });
    expect(from.runs.map((e) => e.runId)).toEqual(['run-6', 'run-7', 'run-8']);
    // Recorded from the first run: every run measured that stack, and no segment starts.
    const first = currentSegment(entries, { k: 10, baseline: { recordedAt: entries[0]!.time, runId: 'run-1' } });
    expect(first.start).toEqual({ kind: 'none' });
    expect(first.runs).toHaveLength(8);
  });

  it('a step the change-point search detects starts the segment at the first run after it', () => {
    const entries = [...steady(), run(9, 1500), run(10, 1520), run(11, 1490), run(12, 1510)];
    const segment = currentSegment(entries, { k: 10 });
    expect(segment.start).toMatchObject({ kind: 'detected', commit: entries[8]!.commit });
    expect(segment.runs.map((e) => e.runId)).toEqual(['run-9', 'run-10', 'run-11', 'run-12']);
  });

  it('the latest start wins: a marker after a detected step', () => {
    const entries = [...steady(), run(9, 1500), run(10, 1520), run(11, 1490), marker(11, 'accepted'), run(12, 1510), run(13, 1500)];
    const segment = currentSegment(entries, { k: 10 });
    expect(segment.start.kind).toBe('accepted');
    expect(segment.runs.map((e) => e.runId)).toEqual(['run-12', 'run-13']);
  });
});

describe('pooling and drift inside the segment', () => {
  it('pools the runs of the segment only, and measures the drift over them, not across the step', () => {
    const entries = [...steady(), marker(8, 'accepted'), run(9, 1500), run(10, 1510), run(11, 1490)];
    const all = baselineFromHistory(entries, identity, 10)!;
    const segment = currentSegment(entries, { k: 10 });
    const pooled = baselineFromHistory(segment.runs, identity, 10)!;
    expect(pooled.pooled.map((e) => e.runId)).toEqual(['run-9', 'run-10', 'run-11']);
    const cell = (b: typeof pooled) => b.baseline.cells[0]!;
    // Across the step the step itself is counted as drift; inside the segment the runs agree.
    expect(cell(all).spread!.logSd.ttftMs!).toBeGreaterThan(0.1);
    expect(cell(pooled).spread!.logSd.ttftMs!).toBeLessThan(0.05);
    expect(cell(pooled).spread!.runs).toBe(3);
    // The markers are never pooled, even with no segment taken.
    expect(all.pooled.every((e) => e.cells.length > 0)).toBe(true);
  });

  it('a segment of one run is a 1-run side (no drift measured: the gate assumes it) only when asked for', () => {
    const entries = [...steady(), marker(8, 'accepted'), run(9, 1500)];
    const segment = currentSegment(entries, { k: 10 });
    expect(baselineFromHistory(segment.runs, identity, 10)).toBeNull();
    const single = baselineFromHistory(segment.runs, identity, 10, undefined, 1)!;
    expect(single.pooled.map((e) => e.runId)).toEqual(['run-9']);
    expect(single.baseline.cells[0]!.spread).toBeUndefined();
  });

  it('the label says which runs were pooled and why the window starts there', () => {
    const start = { kind: 'accepted' as const, commit: 'a1b2c3d4', time: '2026-01-08T18:00:00.000Z', reason: 'new GPU pool' };
    expect(historySideLabel('folder h', ['c0900000', 'c1000000', 'c1100000'], start, null)).toBe(
      'history (folder h): last 3 runs pooled, c090000…c110000, since the change accepted at a1b2c3d (new GPU pool)',
    );
    expect(historySideLabel('folder h', ['c0900000'], { kind: 'detected', commit: 'c0900000', time: 't' }, null)).toBe(
      'history (folder h): the one run since the step (its drift assumed, as for a 1-run baseline), c090000, since a step detected at c090000',
    );
  });

  it('an entry with a step parses, one with a malformed step is named, and older entries stay valid', () => {
    const lines = [JSON.stringify(run(1, 300)), JSON.stringify(marker(2, 'accepted', 'why'))].join('\n');
    expect(parseHistory(lines, 'h').map((e) => e.step?.kind ?? null)).toEqual([null, 'accepted']);
    const bad = JSON.stringify({ ...marker(2, 'accepted'), step: { kind: 'maybe' } });
    expect(() => parseHistory(bad, 'h')).toThrow(/h:1: "step" must be \{ kind: "accepted" \| "recorded", reason\?: string \}/);
  });
});
