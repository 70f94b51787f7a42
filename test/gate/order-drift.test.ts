import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate } from '../../src/gate/index.js';
import { ORDER_DRIFT_LEVEL, orderDrift } from '../../src/gate/drift/within-run.js';
import type { CellData, GateRules, MetricRule } from '../../src/gate/types.js';
import { explainWarnings } from '../../src/report/explain/warnings.js';
import { createRng, normal } from '../../src/stats/index.js';
import { cell } from './cells.js';

/**
 * A reference on a server of its own (src/gate/drift/within-run.ts): the drift between the sides shows in the order of
 * their requests. These tests hold the permutation test to its level where the order says nothing, show it finding a
 * load that wanders on one side, and follow it through the gate to the warning the reviewer reads.
 */
const TOK_S: MetricRule = DEFAULT_RULES.metrics.find((r) => r.metric === 'tokensPerSecond' && r.statistic === 'p50')!;
const SCENARIOS = ['chat', 'essay', 'agent'];

/**
 * One side's cells, 60 requests each, interleaved as the engine sends them; tok/s lognormal (σ 0.12) around 70,
 * divided by a log-AR(1) load (sd, ρ over the interleaved requests) when `load` is given.
 */
function side(rng: () => number, endpoint: string, load?: { sd: number; rho: number }): CellData[] {
  const n = 60;
  const values = SCENARIOS.map(() => [] as number[]);
  let level = load ? load.sd * normal(rng) : 0;
  for (let i = 0; i < n; i++)
    for (let c = 0; c < SCENARIOS.length; c++) {
      if (load) level = load.rho * level + Math.sqrt(1 - load.rho ** 2) * load.sd * normal(rng);
      values[c]!.push((70 * Math.exp(0.12 * normal(rng))) / Math.exp(level));
    }
  return SCENARIOS.map((scenario, c) => cell({ endpoint, scenario, values: { tokensPerSecond: values[c]! } }));
}

function pairs(reference: CellData[], candidate: CellData[]) {
  return reference.map((r, i) => ({ baseline: r, candidate: { ...candidate[i]!, endpoint: r.endpoint } }));
}

describe('drift between the sides, from the order of their requests', () => {
  it('is shown in about its level of runs where both sides share one server (permutation law, seeded)', () => {
    let shown = 0;
    const runs = 200;
    for (let r = 0; r < runs; r++) {
      const rng = createRng(40_000 + r);
      const drift = orderDrift(pairs(side(rng, 'api'), side(rng, 'api')), TOK_S, r)!;
      expect(drift.blocks).toBe(6);
      if (drift.variance > 0) shown++;
    }
    const share = shown / runs;
    console.log(`no drift: shown in ${shown} of ${runs} runs (level ${ORDER_DRIFT_LEVEL})`);
    // 5 % promised; 200 runs put 3 standard errors at about 4.6 points.
    expect(share).toBeLessThan(0.1);
    expect(share).toBeGreaterThan(0.01);
  });

  it('finds a load wandering on the reference side (log-sd 0.1, ρ 0.99) in more than half the runs, with a block drift near its size', () => {
    let shown = 0;
    const sds: number[] = [];
    for (let r = 0; r < 100; r++) {
      const rng = createRng(50_000 + r);
      const drift = orderDrift(pairs(side(rng, 'ref', { sd: 0.1, rho: 0.99 }), side(rng, 'api')), TOK_S, r)!;
      if (drift.variance > 0) {
        shown++;
        sds.push(Math.sqrt(drift.variance));
      }
    }
    // 58 of 100 with these seeds: a load this slow is mostly a level that the whole run shares, which no order shows.
    expect(shown).toBeGreaterThan(45);
    sds.sort((a, b) => a - b);
    const median = sds[sds.length >> 1]!;
    // A block of 10 requests per cell spans 30 of the load's steps: its mean wanders by a good part of its 0.1.
    expect(median).toBeGreaterThan(0.02);
    expect(median).toBeLessThan(0.1);
  });

  it('widens the centre test against a reference, says so, and leaves a baseline file to its run-to-run drift', () => {
    const rules: GateRules = { ...DEFAULT_RULES, extraLooks: 0, metrics: [TOK_S] };
    // The first of the second test's seeds whose wandering reference the order shows; the candidate on a steady server.
    const runs = Array.from({ length: 20 }, (_, r) => {
      const rng = createRng(50_000 + r);
      const reference = side(rng, 'api', { sd: 0.1, rho: 0.99 });
      const candidate = side(rng, 'api');
      return { reference, candidate, outcome: evaluateGate(reference, candidate, rules, { comparand: 'reference' }) };
    });
    const shown = runs.find((r) => r.outcome.pooled.some((p) => p.orderDrift));
    expect(shown).toBeDefined();
    const { reference, candidate, outcome } = shown!;
    const pooled = outcome.pooled.find((p) => p.metric === 'tokensPerSecond')!;
    expect(pooled.orderDrift).toBeDefined();
    expect(pooled.orderDrift!.pValue).toBeLessThanOrEqual(ORDER_DRIFT_LEVEL);
    // The same values with the order shuffled say nothing of drift: the bound is narrower without it.
    const shuffledRng = createRng(1);
    const shuffle = (cells: CellData[]): CellData[] =>
      cells.map((c) => ({ ...c, values: { tokensPerSecond: [...c.values.tokensPerSecond!].sort(() => shuffledRng() - 0.5) } }));
    const plain = evaluateGate(shuffle(reference), shuffle(candidate), rules, { comparand: 'reference' });
    const plainPooled = plain.pooled.find((p) => p.metric === 'tokensPerSecond')!;
    const width = (p: typeof pooled): number => Math.log(p.ratio!.upper / p.ratio!.lower);
    if (!plainPooled.orderDrift) expect(width(pooled)).toBeGreaterThan(width(plainPooled) * 1.2);
    const warning = outcome.warnings.find((w) => w.kind === 'order-drift');
    expect(warning).toMatchObject({ kind: 'order-drift', endpoint: 'api', metric: 'tokensPerSecond', statistic: 'p50' });
    expect(explainWarnings(outcome.warnings)).toContainEqual(
      expect.stringMatching(
        /^api, tok\/s p50: drifted apart from the reference within the run \(±\d+% between blocks of its requests, p = [\d.]+\); its test allows for it — does the reference run on a server of its own\?$/,
      ),
    );
    // Against a baseline file the order is another run's: not read.
    const filed = evaluateGate(reference, candidate, rules, { comparand: 'baseline' });
    expect(filed.pooled.find((p) => p.metric === 'tokensPerSecond')!.orderDrift).toBeUndefined();
    expect(filed.warnings.some((w) => w.kind === 'order-drift')).toBe(false);
  });
});
