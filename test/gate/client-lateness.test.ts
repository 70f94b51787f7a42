import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate, type HeldLoop } from '../../src/gate/index.js';
import type { CellData, GateOutcome } from '../../src/gate/types.js';
import { cell, spread } from './cells.js';
import { findingText } from '../../src/report/findings.js';
import { explainPooled } from '../../src/report/explain/index.js';

const N = 200;

/** A look in which the measuring client's event loop was held for `holdMs`. */
function held(holdMs: number, look = 1): HeldLoop {
  return { look, holdMs, p99Ms: holdMs / 2, cpuCoreShare: 1, loadAvg1m: 4, cores: 2, stealShare: null };
}

/** A clean stream: 400 ms to the first token, every answer streamed, stalls of ~30 ms. */
function clean(endpoint: string): CellData {
  return cell({
    endpoint,
    values: { ttftMs: spread(400, 0.1, N), tokensPerSecond: spread(80, 0.05, N), idr: spread(0.95, 0.01, N), maxGapMs: spread(30, 0.1, N) },
  });
}

/** The same stream read by a starved client: tokens folded into a few reads, stalls of ~400 ms (what the loop was held). */
function starvedRead(endpoint: string): CellData {
  return cell({
    endpoint,
    classes: { coalesced: N },
    values: { ttftMs: spread(430, 0.1, N), tokensPerSecond: spread(80, 0.05, N), idr: spread(0.3, 0.05, N), maxGapMs: spread(400, 0.1, N) },
  });
}

/** A buffering proxy: nothing until the whole answer is generated (seconds), then everything in one read. */
function bufferingProxy(endpoint: string): CellData {
  return cell({
    endpoint,
    classes: { buffered: N },
    values: { ttftMs: spread(5400, 0.1, N), tokensPerSecond: spread(80, 0.05, N), idr: spread(0, 0, N), maxGapMs: spread(2, 0.1, N) },
  });
}

function gate(candidate: CellData, heldLoops: HeldLoop[]): GateOutcome {
  return evaluateGate([clean(candidate.endpoint)], [candidate], DEFAULT_RULES, { heldLoops });
}

function pooled(outcome: GateOutcome, metric: string): GateOutcome['pooled'][number] {
  return outcome.pooled.find((p) => p.metric === metric)!;
}

describe("the gate never blames the endpoint for the client's lateness", () => {
  it('fails a coalesced, stalling read on a client that kept up', () => {
    const outcome = gate(starvedRead('api'), []);
    expect(outcome.endpoints[0]!.verdict).toBe('fail');
    expect(pooled(outcome, 'nonStreamedShare').verdict).toBe('fail');
    expect(pooled(outcome, 'nonStreamedShare').clientStarved).toBeUndefined();
  });

  it('holds the same findings open when the client was starved for longer than their gaps and stalls', () => {
    const outcome = evaluateGate([clean('api')], [starvedRead('api')], DEFAULT_RULES, { heldLoops: [held(600, 2)], look: 2, looks: 2 });
    expect(outcome.endpoints[0]!.verdict).not.toBe('fail');
    for (const metric of ['nonStreamedShare', 'idr', 'maxGapMs']) {
      const entry = pooled(outcome, metric);
      expect(entry.verdict, metric).not.toBe('fail');
      expect(entry.clientStarved, metric).toEqual({ look: 2, holdMs: 600 });
    }
    expect(outcome.comparisons.filter((c) => c.verdict === 'fail')).toEqual([]);
  });

  it('still fails stalls longer than the loop was held', () => {
    const outcome = gate(starvedRead('api'), [held(300)]);
    expect(outcome.endpoints[0]!.verdict).toBe('fail');
    expect(pooled(outcome, 'maxGapMs').verdict).toBe('fail');
  });

  it('still fails a real buffering proxy on a starved client: its flush comes seconds late, far beyond the hold', () => {
    const outcome = gate(bufferingProxy('api'), [held(600)]);
    expect(outcome.endpoints[0]!.verdict).toBe('fail');
    expect(pooled(outcome, 'nonStreamedShare').verdict).toBe('fail');
    expect(pooled(outcome, 'nonStreamedShare').clientStarved).toBeUndefined();
  });

  it('counts only held looks up to the one being judged', () => {
    const outcome = evaluateGate([clean('api')], [starvedRead('api')], DEFAULT_RULES, { heldLoops: [held(600, 2)], look: 1, looks: 3 });
    expect(pooled(outcome, 'nonStreamedShare').verdict).toBe('fail');
  });
});

describe('the finding a starved client held open', () => {
  it('says the measuring machine was starved, at which look and for how long, and what to do', () => {
    const outcome = evaluateGate([clean('api')], [starvedRead('api')], DEFAULT_RULES, { heldLoops: [held(600, 2)], look: 2, looks: 2 });
    const entry = pooled(outcome, 'nonStreamedShare');
    const text = findingText(
      {
        kind: 'delivery',
        endpoint: 'api',
        verdict: 'inconclusive',
        cause: 'buffering',
        ids: [entry.id],
        pooled: [entry],
        cells: [],
        affected: [],
        compared: [],
      },
      [],
    );
    // The rule's own line in the cell details says the same after what the rule showed.
    expect(explainPooled(entry)).toMatch(
      /: beyond the allowed .*; not failed: the measuring machine was starved \(event loop held 600 ms at look 2\)/,
    );
    expect(text).toContain(
      'not failed: the measuring machine was starved (event loop held 600 ms at look 2): give the runner more CPU or lower run.concurrency',
    );
  });
});
