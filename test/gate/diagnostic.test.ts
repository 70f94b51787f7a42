import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateGate, resolveRules } from '../../src/gate/index.js';
import type { CellData } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';

/** 100 requests per side: TTFT unchanged, the headers `ttfbFactor` later (a proxy that sends them with the first token). */
function pair(ttfbFactor: number): [CellData, CellData] {
  const ttft = spread(400, 0.1, 100);
  const ttfb = spread(5, 0.1, 100);
  return [
    cell({ n: 100, values: { ttftMs: ttft, ttfbMs: ttfb } }),
    cell({ n: 100, values: { ttftMs: ttft, ttfbMs: scaled(ttfb, ttfbFactor) } }),
  ];
}

describe('diagnostic rules', () => {
  it('report a TTFB 80× later with its change and do not fail the run by default', () => {
    const [a, b] = pair(80);
    const outcome = evaluateGate([a], [b], DEFAULT_RULES);
    const ttfb = outcome.comparisons.find((c) => c.metric === 'ttfbMs')!;
    expect(ttfb).toMatchObject({
      role: 'diagnostic',
      verdict: 'not-gated',
      evidence: { kind: 'not-gated', why: 'diagnostic', beyond: true },
    });
    expect(ttfb.ratio!.estimate).toBeGreaterThan(50);
    expect(outcome.pooled.find((p) => p.metric === 'ttfbMs')!.verdict).toBe('not-gated');
    expect(outcome.verdict).not.toBe('fail');
    // A diagnostic is no shortage of requests: nothing to warn about.
    expect(outcome.warnings.filter((w) => w.kind === 'not-gated' && w.metric === 'ttfbMs')).toEqual([]);
  });

  it('fail the run when the workload opts the diagnostic into failing', () => {
    const [a, b] = pair(80);
    const rules = resolveRules({ metrics: [{ metric: 'ttfbMs', statistic: 'p50', role: 'secondary' }] });
    const outcome = evaluateGate([a], [b], rules);
    expect(outcome.verdict).toBe('fail');
    expect(outcome.endpoints[0]!.decidedBy.some((id) => id.includes('ttfbMs'))).toBe(true);
  });

  it('are the default role of a new rule on a diagnostic metric, and secondary for a felt one', () => {
    const rules = resolveRules({
      metrics: [
        { metric: 'outsideEngineMs', statistic: 'p50', better: 'lower', maxRatio: 1.5, minAbsolute: 20 },
        { metric: 'gapP99Ms', statistic: 'p50', better: 'lower', maxRatio: 1.5, minAbsolute: 20 },
      ],
    });
    expect(rules.metrics.find((r) => r.metric === 'outsideEngineMs')!.role).toBe('diagnostic');
    expect(rules.metrics.find((r) => r.metric === 'gapP99Ms')!.role).toBe('secondary');
    expect(() => resolveRules({ metrics: [{ metric: 'ttfbMs', statistic: 'p50', role: 'loud' as never }] })).toThrow(/role/);
  });
});
