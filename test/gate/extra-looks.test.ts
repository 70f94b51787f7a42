import { describe, expect, it } from 'vitest';
import { SequentialGate } from '../../src/compare/sequential.js';
import { budgetSplit, EXTRA_LOOK_RESERVE, sloTestLevel } from '../../src/gate/design.js';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { CellData, GateOutcome, GateRules } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

// After its planned looks a run may take `gate.extraLooks` more while an endpoint is still open, unless all that holds
// it is centres no number of requests can decide against a drifted side. The budgeted rules keep a reserve of their
// share for those looks; secondaries and SLOs spend nothing there.
const TTFT_ONLY: GateRules = {
  ...DEFAULT_RULES,
  metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p50'),
};

/** Two cells of n per side: chat unchanged, essay's TTFT × `factor`. */
function cells(n: number, factor: number): { base: CellData[]; cand: CellData[] } {
  const chat = spread(800, 0.3, n);
  const essay = spread(1500, 0.3, n);
  return {
    base: [cell({ scenario: 'chat', values: { ttftMs: chat } }), cell({ scenario: 'essay', values: { ttftMs: essay } })],
    cand: [cell({ scenario: 'chat', values: { ttftMs: chat } }), cell({ scenario: 'essay', values: { ttftMs: scaled(essay, factor) } })],
  };
}

const ttft = (o: GateOutcome) => o.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === 'p50')!;

describe('extra looks', () => {
  it('are taken for a cell likely beyond its margin, and a regression confined to it fails there', () => {
    // One cell of two 1.5× slower: the pooled ratio (about 1.22) sits on the 1.2 margin, so only the cell's own test
    // can show it, and 30 requests per side are not enough at the last planned look.
    const at30 = cells(30, 1.5);
    const planned = evaluateGate(at30.base, at30.cand, TTFT_ONLY, { comparand: 'reference', look: 3, looks: 3 });
    expect(ttft(planned).verdict).toBe('undecided');
    expect(ttft(planned).cellsBeyond).toEqual(['api/essay/cold']);
    expect(planned.endpoints[0]).toMatchObject({ verdict: 'undecided', look: 3, looks: 3 });
    // Without extra looks the same look ends the run.
    const none = evaluateGate(at30.base, at30.cand, { ...TTFT_ONLY, extraLooks: 0 }, { comparand: 'reference', look: 3, looks: 3 });
    expect(none.verdict).toBe('inconclusive');
    // With three times the requests at the last extra look, the cell's test fails at the reserve's level.
    const at90 = cells(90, 1.5);
    const last = 3 + TTFT_ONLY.extraLooks;
    const extra = evaluateGate(at90.base, at90.cand, TTFT_ONLY, { comparand: 'reference', look: last, looks: 3 });
    expect(extra.verdict).toBe('fail');
    expect(extra.endpoints[0]).toMatchObject({ look: last, looks: last });
    const failing = extra.comparisons.find((c) => c.scenario === 'essay' && c.verdict === 'fail')!;
    expect(failing.level).toBeGreaterThan(0);
    expect(failing.level).toBeLessThan(budgetSplit(TTFT_ONLY, 1, 2, { look: 3, looks: 3 }).primaryCell);
  });

  it('are taken for a primary still open with no cell beyond its margin, and end it inconclusive at the last one', () => {
    // Both cells at the margin: the bound straddles it and no cell is likely beyond. Before, such a run ended at its
    // last planned look; a small clean workload whose bound had not yet excluded its must-catch level did the same.
    const chat = spread(800, 0.45, 30);
    const base = [cell({ scenario: 'chat', values: { ttftMs: chat } }), cell({ scenario: 'essay', values: { ttftMs: chat } })];
    const cand = base.map((c) => ({ ...c, values: { ttftMs: scaled(chat, 1.2) } }));
    const planned = evaluateGate(base, cand, TTFT_ONLY, { comparand: 'reference', look: 3, looks: 3 });
    expect(ttft(planned).cellsBeyond).toEqual([]);
    expect(planned.verdict).toBe('undecided');
    expect(ttft(planned).verdict).toBe('undecided');
    const last = evaluateGate(base, cand, TTFT_ONLY, { comparand: 'reference', look: 3 + TTFT_ONLY.extraLooks, looks: 3 });
    expect(last.verdict).toBe('inconclusive');
    expect(ttft(last).verdict).toBe('inconclusive');
    const none = evaluateGate(base, cand, { ...TTFT_ONLY, extraLooks: 0 }, { comparand: 'reference', look: 3, looks: 3 });
    expect(none.verdict).toBe('inconclusive');
  });

  it('are not taken for a centre that no number of requests can decide against the drift a baseline file allows', () => {
    // Against a 1-run baseline the assumed drift (5 % per run, 2·0.05² between two runs) is a floor no request lowers:
    // ×1.45 can neither be shown beyond the 1.2× margin at the level nor inside the 1.3× must-catch level.
    const chat = spread(800, 0.3, 200);
    const essay = spread(1500, 0.3, 200);
    const base = [cell({ scenario: 'chat', values: { ttftMs: chat } }), cell({ scenario: 'essay', values: { ttftMs: essay } })];
    const cand = [
      cell({ scenario: 'chat', values: { ttftMs: scaled(chat, 1.45) } }),
      cell({ scenario: 'essay', values: { ttftMs: scaled(essay, 1.45) } }),
    ];
    const against = evaluateGate(base, cand, TTFT_ONLY, { comparand: 'baseline', look: 3, looks: 3 });
    expect(ttft(against).verdict).toBe('inconclusive');
    expect(against.verdict).toBe('inconclusive');
    expect(against.endpoints[0]).toMatchObject({ look: 3, looks: 3 });
    // The same cells against a reference measured beside them have no drift to clear: the extra looks are taken.
    const beside = evaluateGate(base, cand, TTFT_ONLY, { comparand: 'reference', look: 3, looks: 3 });
    expect(beside.verdict).not.toBe('inconclusive');
    // A change the drift leaves decidable (×1.9 clears the margin by more than the drift) fails at once.
    const far = cand.map((c, i) => ({ ...c, values: { ttftMs: scaled(i === 0 ? chat : essay, 1.9) } }));
    expect(evaluateGate(base, far, TTFT_ONLY, { comparand: 'baseline', look: 3, looks: 3 }).verdict).toBe('fail');
  });

  it('spend the reserve only: secondaries and SLOs cannot fail there, and the planned looks keep the rest', () => {
    for (const looks of [1, 3, 5]) {
      const last = budgetSplit(DEFAULT_RULES, 1, 4, { look: looks, looks });
      const beyond = budgetSplit(DEFAULT_RULES, 1, 4, { look: looks + 1, looks });
      expect(beyond.secondary).toBe(0);
      expect(beyond.primaryPooled).toBeGreaterThan(0);
      expect(beyond.criticalPooled).toBeGreaterThan(beyond.primaryPooled);
      expect(sloTestLevel(DEFAULT_RULES, 1, 1, 4, true, { look: looks + 1, looks })).toBe(0);
      // The extra looks' levels sum to the reserve.
      let primary = 0;
      let critical = 0;
      for (let look = looks + 1; look <= looks + DEFAULT_RULES.extraLooks; look++) {
        const split = budgetSplit(DEFAULT_RULES, 1, 4, { look, looks });
        primary += split.primaryPooled;
        critical += split.criticalPooled;
      }
      const none = budgetSplit({ ...DEFAULT_RULES, extraLooks: 0 }, 1, 4, { look: 1, looks: 1 });
      expect(primary).toBeCloseTo(none.primaryPooled * EXTRA_LOOK_RESERVE.primary, 12);
      expect(critical).toBeCloseTo(none.primaryPooled * EXTRA_LOOK_RESERVE.critical, 12);
      expect(last.primaryPooled).toBeGreaterThan(0);
    }
    // O'Brien–Fleming's early looks keep their levels: the reserve comes out of the last planned look.
    const first = budgetSplit(DEFAULT_RULES, 1, 4, { look: 1, looks: 3 });
    const firstWithout = budgetSplit({ ...DEFAULT_RULES, extraLooks: 0 }, 1, 4, { look: 1, looks: 3 });
    expect(first.primaryPooled).toBe(firstWithout.primaryPooled);
    expect(budgetSplit(DEFAULT_RULES, 1, 4, { look: 3, looks: 3 }).primaryPooled).toBeLessThan(
      budgetSplit({ ...DEFAULT_RULES, extraLooks: 0 }, 1, 4, { look: 3, looks: 3 }).primaryPooled,
    );
  });

  it('end the run inconclusive when it stops before an extra look it could have taken', () => {
    // Two unchanged cells of 30: after the planned looks only the p95 is open, so the gate asks for an extra look;
    // a run that measured no more (cancelled, or re-gated from its saved results) ends inconclusive on that tail.
    const two = ['chat', 'essay'].map((scenario) =>
      cell({ scenario, values: { ttftMs: spread(800, 0.4, 30), tokensPerSecond: spread(60, 0.05, 30) } }),
    );
    const gate = new SequentialGate(DEFAULT_RULES, 3);
    expect(gate.maxLooks).toBe(3 + DEFAULT_RULES.extraLooks);
    const input = { kind: 'reference' as const, baseline: two, candidate: two };
    expect(gate.decide(input, 3).undecided).toEqual(['api']);
    const outcome = gate.outcome(input, { api: 3 });
    expect(outcome.verdict).toBe('inconclusive');
    expect(outcome.endpoints[0]).toMatchObject({ verdict: 'inconclusive', decidedBy: ['api:ttftMs:p95'] });
    expect(outcome.pooled.find((p) => p.id === 'api:ttftMs:p95')!.verdict).toBe('inconclusive');
  });
});
