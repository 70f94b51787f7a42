import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { DRIFT_PRIOR_DF } from '../../src/gate/drift/between-runs.js';
import { evaluateGate } from '../../src/gate/evaluate/gate.js';
import { HIT_SHARE_DRIFT_FLOOR, hitShareDrift } from '../../src/gate/cache/share-spread.js';
import type { CellData, GateOutcome } from '../../src/gate/types.js';
import { driftedBinomialTail, hitShareLogSd } from '../../src/stats/index.js';
import { cell, spread } from './cells.js';

const RULES = { ...DEFAULT_RULES, bootstrapIterations: 400 };

/** A warm cell with `hits` of `hits + misses` requests hitting the prefix cache; hits ~300 ms, misses ~1.2 s. */
function warm(hits: number, misses: number, scenario = 'chat'): CellData {
  const hitValues = spread(300, 0.2, hits);
  const base = cell({
    cache: 'warm',
    scenario,
    values: { ttftMs: [...hitValues, ...spread(1200, 0.2, misses)], tokensPerSecond: spread(60, 0.1, hits + misses) },
  });
  return { ...base, cacheHits: { hit: hits, miss: misses, unknown: 0, values: { ttftMs: hitValues } } };
}

/** A baseline cell pooled from runs with these hit shares (counts as the pooled cell holds them). */
function recorded(hits: number, misses: number, hitShares?: number[], scenario = 'chat'): CellData {
  const runs = hitShares?.length ?? 3;
  return { ...warm(hits, misses, scenario), spread: { runs, logSd: { ttftMs: 0 }, ...(hitShares ? { hitShares } : {}) } };
}

function missShare(outcome: GateOutcome) {
  return outcome.pooled.find((p) => p.metric === 'cacheMissShare')!;
}

const againstFile = { comparand: 'baseline' as const };

describe('the hit-share test against a baseline that recorded its runs’ hit shares', () => {
  it('takes the run-to-run spread from the recorded shares, floored, with ν₀ + k − 1 degrees of freedom', () => {
    const shares = [0.5, 0.6, 0.7];
    const drift = hitShareDrift(recorded(108, 72, shares))!;
    const tau = hitShareLogSd(shares, 60)!;
    const floor = (HIT_SHARE_DRIFT_FLOOR ** 2 * DRIFT_PRIOR_DF) / (DRIFT_PRIOR_DF + 2);
    expect(drift).toEqual({ runs: 3, tau, variance: (4 / 3) * Math.max(floor, tau * tau), df: DRIFT_PRIOR_DF + 2 });
    // Steady runs: the floor, not a spread of 0.
    expect(hitShareDrift(recorded(108, 72, [0.6, 0.6, 0.6]))!.variance).toBeCloseTo((4 / 3) * floor, 12);
    // No spread: one run, an older baseline, or a run without hits.
    expect(hitShareDrift(warm(108, 72))).toBeNull();
    expect(hitShareDrift(recorded(108, 72))).toBeNull();
    expect(hitShareDrift(recorded(108, 72, [0.6, 0, 0.9]))).toBeNull();
  });

  it('fails a cache that stopped working at the rule’s own allowance, with the p-value of no hit under the drifted count', () => {
    const baseline = recorded(108, 72, [0.5, 0.6, 0.7]);
    const outcome = evaluateGate([baseline], [warm(0, 60)], RULES, againstFile);
    const share = missShare(outcome);
    expect(share.verdict).toBe('fail');
    expect(share.evidence).toMatchObject({ kind: 'rise', allowance: 0.2, shares: { baseline: 0.4, candidate: 1 } });
    const drift = hitShareDrift(baseline)!;
    const h0 = 0.6 - 0.2;
    const s = Math.sqrt(drift.variance + (0.6 * 0.4) / (180 * h0 * h0));
    expect(share.pValue).toBeCloseTo(driftedBinomialTail(0, 60, h0, s, drift.df, 'lower'), 12);
    expect(outcome.comparisons.find((c) => c.metric === 'cacheMissShare')).toMatchObject({
      scenario: 'chat',
      cache: 'warm',
      verdict: 'fail',
    });
  });

  it('allows for as much movement as the runs showed: the same fall fails against steady runs, not against moving ones', () => {
    // Pooled, both baselines hit 108 of 180; the candidate hits 6 of 60 (0.6 → 0.1).
    const steady = evaluateGate([recorded(108, 72, [0.58, 0.6, 0.62])], [warm(6, 54)], RULES, againstFile);
    const moving = evaluateGate([recorded(108, 72, [0.25, 0.65, 0.9])], [warm(6, 54)], RULES, againstFile);
    expect(missShare(steady).verdict).toBe('fail');
    expect(missShare(moving).verdict).not.toBe('fail');
    expect(missShare(moving).pValue!).toBeGreaterThan(10 * missShare(steady).pValue!);
  });

  it('keeps the doubled allowance against a baseline without recorded hit shares, or when one warm cell lacks them', () => {
    const old = evaluateGate([recorded(108, 72)], [warm(0, 60)], RULES, againstFile);
    expect(missShare(old).evidence).toMatchObject({ kind: 'rise', allowance: 0.4 });
    const mixed = evaluateGate(
      [recorded(108, 72, [0.5, 0.6, 0.7]), recorded(108, 72, undefined, 'agent')],
      [warm(0, 60), warm(0, 60, 'agent')],
      RULES,
      againstFile,
    );
    expect(missShare(mixed).evidence).toMatchObject({ kind: 'rise', allowance: 0.4 });
    // A reference endpoint in the same run: the rule's own allowance, no drift.
    const reference = evaluateGate([recorded(108, 72, [0.5, 0.6, 0.7])], [warm(0, 60)], RULES, { comparand: 'reference' });
    expect(missShare(reference).evidence).toMatchObject({ kind: 'rise', allowance: 0.2 });
  });
});
