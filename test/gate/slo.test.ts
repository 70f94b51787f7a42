import { describe, expect, it } from 'vitest';
import type { SloSpec } from '../../src/config/sections/slo.js';
import { DEFAULT_RULES, evaluateGate, evaluateSloCell, type CellData } from '../../src/gate/index.js';
import { createRng, lognormal } from '../../src/stats/index.js';

function cell(ttft: number[], extra: Partial<CellData> = {}): CellData {
  return {
    endpoint: 'api',
    scenario: 'hello',
    cache: 'cold',
    turn: null,
    n: ttft.length + (extra.errors ?? 0),
    errors: 0,
    classes: { streamed: ttft.length, coalesced: 0, buffered: 0, undefined: 0 },
    values: { ttftMs: ttft, e2eMs: ttft.map((v) => v * 3) },
    ...extra,
  };
}

const draw = (n: number, median: number, seed = 1): number[] => {
  const rng = createRng(seed);
  return Array.from({ length: n }, () => lognormal(rng, median, 0.25));
};

const p95 = (target: number): SloSpec => ({
  objectives: [{ metric: 'ttftMs', level: 0.95, label: 'p95', target }],
  thresholds: [],
  goodput: null,
});
const levels = { failLevel: 0.001, passConfidence: 0.95, look: 1 };

describe('one cell against its objectives', () => {
  it('meets a p95 well above the true one, violates one well below, and says how many requests meeting needs', () => {
    const values = draw(120, 300); // true p95 ≈ 450 ms
    const met = evaluateSloCell(cell(values), p95(900), levels)[0]!;
    expect(met.verdict).toBe('met');
    expect(met.bounds.upper!).toBeLessThanOrEqual(900);
    const violated = evaluateSloCell(cell(values), p95(150), levels)[0]!;
    expect(violated).toMatchObject({ verdict: 'violated', violationBound: 'lower', id: 'api/hello/cold:slo:ttftMs:p95' });
    expect(violated.bounds.lower!).toBeGreaterThan(150);
    expect(violated.pValue).toBeLessThanOrEqual(0.001);
    // 40 requests can never show a p95 met at 95 %: it takes 59 with none over.
    const short = evaluateSloCell(cell(values.slice(0, 40)), p95(900), levels)[0]!;
    expect(short).toMatchObject({ verdict: 'undecided', requestsToMeet: 59 });
    expect(short.bounds.upper).toBeNull();
  });

  it('holds tokens per second from below (p05: the slowest 5 % at least the target)', () => {
    const tps = draw(100, 50);
    const spec: SloSpec = {
      objectives: [{ metric: 'tokensPerSecond', level: 0.05, label: 'p05', target: 20 }],
      thresholds: [],
      goodput: null,
    };
    const v = evaluateSloCell({ ...cell([]), n: 100, values: { tokensPerSecond: tps } }, spec, levels)[0]!;
    expect(v).toMatchObject({ verdict: 'met', better: 'higher', violationBound: 'upper' });
    const bad = evaluateSloCell(
      { ...cell([]), n: 100, values: { tokensPerSecond: tps } },
      { ...spec, objectives: [{ ...spec.objectives[0]!, target: 80 }] },
      levels,
    )[0]!;
    expect(bad.verdict).toBe('violated');
  });

  it('counts failed requests as goodput misses, exactly when the values line up', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 + i); // 100 … 199
    const spec: SloSpec = {
      objectives: [],
      thresholds: [
        { metric: 'ttftMs', limit: 189.5 },
        { metric: 'e2eMs', limit: 3 * 179.5 },
      ],
      goodput: 0.9,
    };
    const v = evaluateSloCell(cell(values, { errors: 5 }), spec, levels)[0]!;
    // 20 over e2e's limit (180 … 199; ttft's 10 are among them) + 5 failed = 25 of 105.
    expect(v.misses).toEqual({ low: 25, high: 25 });
    expect(v.verdict).toBe('violated');
    expect(v.bounds.upper!).toBeLessThan(0.9);
    // A metric missing for some requests: the misses are bounded instead.
    const ragged = evaluateSloCell(
      cell(values, { values: { ttftMs: values, e2eMs: values.slice(0, 90).map((x) => x * 3) } }),
      spec,
      levels,
    )[0]!;
    expect(ragged.misses.low).toBeLessThan(ragged.misses.high);
  });
});

describe('the gate with SLOs', () => {
  const rules = DEFAULT_RULES;
  it('gates an endpoint on its SLOs alone when there is nothing to compare with', () => {
    const c = cell(draw(120, 300));
    const pass = evaluateGate([], [c], rules, { comparand: 'none', slo: { hello: p95(900) } });
    expect(pass.verdict).toBe('pass');
    expect(pass.endpoints[0]).toMatchObject({ endpoint: 'api', verdict: 'pass' });
    const fail = evaluateGate([], [c], rules, { comparand: 'none', slo: { hello: p95(150) } });
    expect(fail.verdict).toBe('fail');
    expect(fail.endpoints[0]!.decidedBy).toEqual(['api/hello/cold:slo:ttftMs:p95']);
    expect(fail.counts.fail).toBe(1);
    // Without a comparison side the SLOs hold the endpoint's whole budget, spent over the looks.
    expect(fail.slo![0]!.failLevel).toBeCloseTo(rules.falseFailureBudget, 12);
  });

  it('keeps a sequential run measuring while an objective is undecided, and ends it inconclusive at the last look', () => {
    const c = cell(draw(40, 300));
    const early = evaluateGate([], [c], rules, { comparand: 'none', slo: { hello: p95(900) }, look: 1, looks: 3 });
    expect(early.verdict).toBe('undecided');
    const last = evaluateGate([], [c], rules, { comparand: 'none', slo: { hello: p95(900) }, look: 3, looks: 3 });
    expect(last.verdict).toBe('inconclusive');
    expect(last.slo![0]!.verdict).toBe('inconclusive');
  });

  it('fails a run whose rules pass when an SLO is violated, and shares the primaries budget', () => {
    const a = cell(draw(120, 300, 1));
    const b = cell(draw(120, 300, 2));
    const plain = evaluateGate([a], [b], rules);
    expect(plain.verdict).toBe('pass');
    const withSlo = evaluateGate([a], [b], rules, { slo: { hello: p95(150) } });
    expect(withSlo.verdict).toBe('fail');
    expect(withSlo.endpoints[0]!.decidedBy).toContain('api/hello/cold:slo:ttftMs:p95');
    // The job latency's rules hold no share where there is no agent loop (src/gate/evaluate/jobs.ts).
    const primaries = rules.metrics.filter((r) => (r.role === 'primary' || r.role === 'critical') && r.metric !== 'loopMs').length + 2 + 1;
    expect(withSlo.slo![0]!.failLevel).toBeCloseTo((rules.falseFailureBudget * rules.primaryShare) / primaries, 12);
    expect(evaluateGate([a], [b], rules, { slo: { hello: p95(900) } }).verdict).toBe('pass');
  });
});
