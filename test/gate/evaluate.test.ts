import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import type { CellData, GateRules } from '../../src/gate/types.js';
import { createRng, ratioMarginTest } from '../../src/stats/index.js';
import { REALISTIC_CELLS, simulateCell } from '../../bench/gate-model.js';
import { cell, scaled, spread } from './cells.js';

const TTFT_ONLY: GateRules = { ...DEFAULT_RULES, metrics: DEFAULT_RULES.metrics.filter((r) => r.metric === 'ttftMs' && r.statistic === 'p50') };

describe('evaluateGate', () => {
  it('compares cells by endpoint, scenario, cache state and turn, and warns about unmatched or repeated cells', () => {
    const values = { ttftMs: spread(500, 0.2, 20) };
    const baseline = [
      cell({ scenario: 'chat', values }),
      cell({ scenario: 'chat', cache: 'warm', values }),
      cell({ scenario: 'agent', turn: 0, values }),
      cell({ scenario: 'agent', turn: 1, values }),
      cell({ scenario: 'gone', values }),
    ];
    const candidate = [
      cell({ scenario: 'chat', values }),
      cell({ scenario: 'agent', turn: 1, values: { ttftMs: scaled(values.ttftMs, 3) } }),
      cell({ scenario: 'agent', turn: 0, values }),
      cell({ scenario: 'new', values }),
      cell({ scenario: 'new', values }),
    ];
    const outcome = evaluateGate(baseline, candidate, TTFT_ONLY);
    const ttft = outcome.comparisons.filter((c) => c.metric === 'ttftMs');
    expect(ttft.map((c) => [c.id, c.verdict])).toEqual([
      ['api/chat/cold:ttftMs:p50', 'pass'],
      ['api/agent/cold/turn1:ttftMs:p50', 'fail'],
      ['api/agent/cold/turn0:ttftMs:p50', 'pass'],
    ]);
    expect(outcome.warnings).toEqual([
      'api/new/cold: more than one candidate cell, only the first is compared',
      'api/new/cold: no baseline cell, not compared (new scenario, endpoint or cache state?)',
      'api/chat/warm: in the baseline but not measured now, not compared',
      'api/gone/cold: in the baseline but not measured now, not compared',
    ]);
    expect(outcome.comparisons).toHaveLength(9);
  });

  it('fails overall when anything fails, is inconclusive when anything is, and passes otherwise', () => {
    const base = spread(1000, 0.02, 30);
    const gate = (factor: number) => evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, factor) } })], TTFT_ONLY);
    const failed = gate(1.5);
    expect(failed.verdict).toBe('fail');
    expect(failed.counts).toEqual({ fail: 1, inconclusive: 0, pass: 2, notGated: 0 });
    const unsure = gate(1.2);
    expect(unsure.verdict).toBe('inconclusive');
    expect(unsure.counts).toEqual({ fail: 0, inconclusive: 1, pass: 2, notGated: 0 });
    const fine = gate(1);
    expect(fine.verdict).toBe('pass');
    expect(fine.rules).toBe(TTFT_ONLY);
    // Nothing to compare is a pass with nothing counted, not an error.
    expect(evaluateGate([], [], DEFAULT_RULES)).toMatchObject({ verdict: 'pass', comparisons: [], warnings: [] });
  });

  it('lets Holm turn a marginal single failure into a non-failure when many comparisons are gated', () => {
    const base = spread(1000, 0.1, 30);
    // The smallest slowdown whose margin test is significant on its own at 0.01/3 (a family of three).
    let factor = 1.2;
    while (factor < 2 && ratioMarginTest(scaled(base, factor), base, 1.2, 'greater').p > 0.003) factor += 0.002;
    const candidateValues = scaled(base, factor);
    const p = ratioMarginTest(candidateValues, base, 1.2, 'greater').p;
    expect(p).toBeLessThanOrEqual(0.003);
    // Not significant once split 60 ways.
    expect(p).toBeGreaterThan(0.01 / 60);

    const alone = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: candidateValues } })], TTFT_ONLY);
    expect(alone.comparisons[0]!.verdict).toBe('fail');

    // The same comparison among 19 unchanged cells: 20 × (TTFT + two rates) = 60 gated comparisons.
    const others = (): CellData[] => Array.from({ length: 19 }, (_, i) => cell({ scenario: `other${i}`, values: { ttftMs: base } }));
    const crowded = evaluateGate(
      [cell({ values: { ttftMs: base } }), ...others()],
      [cell({ values: { ttftMs: candidateValues } }), ...others()],
      TTFT_ONLY,
    );
    const same = crowded.comparisons[0]!;
    expect(same.pValue).toBe(alone.comparisons[0]!.pValue);
    expect(same.verdict).toBe('inconclusive');
    expect(crowded.counts.fail).toBe(0);
  });

  it('is deterministic: the same inputs and seed give an identical outcome', () => {
    const rng = createRng(11);
    const baseline = REALISTIC_CELLS.map((m) => simulateCell(m, 60, rng));
    const candidate = REALISTIC_CELLS.map((m) => simulateCell(m, 60, rng, { ttftScale: 1.5 }));
    const first = evaluateGate(baseline, candidate, DEFAULT_RULES);
    const second = evaluateGate(structuredClone(baseline), structuredClone(candidate), DEFAULT_RULES);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    // Every comparison is there: 8 rules + 2 rates per cell.
    expect(first.comparisons).toHaveLength(REALISTIC_CELLS.length * 10);
    expect(new Set(first.comparisons.map((c) => c.id)).size).toBe(first.comparisons.length);
  });

  it('gives every gated comparison a p-value and a reason, and only inconclusive ones a sample suggestion', () => {
    const rng = createRng(3);
    const baseline = REALISTIC_CELLS.map((m) => simulateCell(m, 60, rng));
    const candidate = REALISTIC_CELLS.map((m) => simulateCell(m, 60, rng, { ttftScale: 1.3 }));
    const outcome = evaluateGate(baseline, candidate, DEFAULT_RULES);
    for (const c of outcome.comparisons) {
      expect(c.reason.length).toBeGreaterThan(10);
      if (c.verdict === 'not-gated') expect(c.pValue).toBeNull();
      else expect(c.pValue).toBeGreaterThanOrEqual(0);
      if (c.verdict !== 'inconclusive') expect(c.samplesToDecide).toBeNull();
    }
    const sum = outcome.counts.fail + outcome.counts.inconclusive + outcome.counts.pass + outcome.counts.notGated;
    expect(sum).toBe(outcome.comparisons.length);
  });
});
