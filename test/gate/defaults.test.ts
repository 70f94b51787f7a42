import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, resolveRules } from '../../src/gate/index.js';

describe('default rules', () => {
  it('are the documented defaults', () => {
    expect(DEFAULT_RULES.metrics.map((r) => [r.metric, r.statistic, r.better, r.maxRatio, r.minAbsolute, r.minSamples, r.role])).toEqual([
      ['ttftMs', 'p50', 'lower', 1.2, 50, 10, 'primary'],
      ['ttftMs', 'p95', 'lower', 1.3, 100, 10, 'critical'],
      ['ttfbMs', 'p50', 'lower', 1.25, 50, 10, 'diagnostic'],
      ['settleMs', 'p50', 'lower', 1.2, 100, 10, 'secondary'],
      ['e2eMs', 'p50', 'lower', 1.2, 100, 10, 'secondary'],
      ['maxGapMs', 'p95', 'lower', 1.5, 250, 10, 'secondary'],
      ['tokensPerSecond', 'p50', 'higher', 1.2, 2, 10, 'primary'],
      ['idr', 'p50', 'higher', 1.25, 0.1, 10, 'secondary'],
      // Job latency: over the job cells of agent loops alone (src/gate/evaluate/jobs.ts).
      ['loopMs', 'p50', 'lower', 1.2, 100, 10, 'primary'],
      ['loopMs', 'p95', 'lower', 1.3, 200, 10, 'critical'],
    ]);
    expect(DEFAULT_RULES).toMatchObject({
      falseFailureBudget: 0.01,
      passConfidence: 0.95,
      tailMinSamples: 50,
      policy: 'auto',
      relevanceNull: 1.05,
      primaryShare: 0.9,
      spending: 'obrien-fleming',
      assumedDrift: 0.05,
      tailTest: 'bootstrap',
    });
  });

  it('cannot be changed by a caller', () => {
    expect(() => {
      (DEFAULT_RULES.metrics[0] as { maxRatio: number }).maxRatio = 9;
    }).toThrow(TypeError);
    expect(() => DEFAULT_RULES.metrics.pop()).toThrow(TypeError);
  });
});

describe('resolveRules', () => {
  it('returns the defaults, as an independent copy, without overrides', () => {
    const rules = resolveRules();
    expect(rules).toEqual(DEFAULT_RULES);
    rules.metrics[0]!.maxRatio = 2;
    expect(DEFAULT_RULES.metrics[0]!.maxRatio).toBe(1.2);
  });

  it('changes, removes and adds metric rules by metric and statistic', () => {
    const rules = resolveRules({
      minSamples: 20,
      falseFailureBudget: 0.05,
      metrics: [
        { metric: 'ttftMs', statistic: 'p50', maxRatio: 1.1 },
        { metric: 'maxGapMs', statistic: 'p95', off: true },
        { metric: 'ttftMs', statistic: 'p99', better: 'lower', maxRatio: 1.5, minAbsolute: 200 },
      ],
    });
    expect(rules.falseFailureBudget).toBe(0.05);
    expect(rules.metrics.find((r) => r.metric === 'ttftMs' && r.statistic === 'p50')).toMatchObject({
      maxRatio: 1.1,
      // The must-catch level stays where it was when only the margin moves.
      mustCatch: 1.3,
      minAbsolute: 50,
      minSamples: 20,
    });
    expect(rules.metrics.some((r) => r.metric === 'maxGapMs')).toBe(false);
    expect(rules.metrics.at(-1)).toEqual({
      metric: 'ttftMs',
      statistic: 'p99',
      better: 'lower',
      maxRatio: 1.5,
      mustCatch: 1.5,
      minAbsolute: 200,
      minSamples: 20,
      role: 'secondary',
    });
    // A must-catch level below the margin would let a pass ignore the margin: refused, naming the rule.
    expect(() => resolveRules({ metrics: [{ metric: 'ttftMs', statistic: 'p50', maxRatio: 1.4, mustCatch: 1.3 }] })).toThrow(
      /gate\.metrics\[ttftMs:p50\]\.mustCatch must be a number ≥ its maxRatio \(1\.4\)/,
    );
    expect(() => resolveRules({ maxErrorRateIncrease: 0.1, mustCatchErrorRateIncrease: 0.05 })).toThrow(/gate\.mustCatchErrorRateIncrease/);
    // A raised allowance alone raises its must-catch level with it.
    expect(resolveRules({ maxErrorRateIncrease: 0.2 }).mustCatchErrorRateIncrease).toBe(0.2);
    // A rule can be made a primary (it then decides pass or fail and can hold a run open).
    expect(
      resolveRules({ metrics: [{ metric: 'settleMs', statistic: 'p50', role: 'primary' }] }).metrics.find((r) => r.metric === 'settleMs')!
        .role,
    ).toBe('primary');
    expect(rules.metrics).toHaveLength(10);
  });

  it('rejects settings that would switch the gate off or make it meaningless, naming the setting', () => {
    expect(() => resolveRules({ metrics: [{ metric: 'ttftMs', statistic: 'p50', maxRatio: 0.9 }] })).toThrow(
      /gate\.metrics\[ttftMs:p50\]\.maxRatio must be a number > 1, got 0\.9/,
    );
    expect(() => resolveRules({ metrics: [{ metric: 'e2eMs', statistic: 'p99', maxRatio: 1.5 }] })).toThrow(
      /new rule and needs better, maxRatio and minAbsolute/,
    );
    expect(() => resolveRules({ falseFailureBudget: 0 })).toThrow(/gate\.falseFailureBudget/);
    expect(() => resolveRules({ passConfidence: 1 })).toThrow(/gate\.passConfidence/);
    expect(() => resolveRules({ tailMinSamples: 1 })).toThrow(/gate\.tailMinSamples/);
    expect(() => resolveRules({ bootstrapIterations: 10 })).toThrow(/gate\.bootstrapIterations/);
    expect(() => resolveRules({ primaryShare: 0 })).toThrow(/gate\.primaryShare/);
    expect(() => resolveRules({ assumedDrift: -0.1 })).toThrow(/gate\.assumedDrift/);
    expect(() => resolveRules({ policy: 'relevance', relevanceNull: 1.3 })).toThrow(
      /gate\.metrics\[ttftMs:p50\]\.maxRatio must be above gate\.relevanceNull \(1\.3\) under the relevance policy, got 1\.2/,
    );
    expect(() => resolveRules({ seed: 1.5 })).toThrow(/gate\.seed/);
    expect(() => resolveRules({ minSamples: 1 })).toThrow(/minSamples must be an integer ≥ 2/);
    expect(() => resolveRules({ maxErrorRateIncrease: -0.1 })).toThrow(RangeError);
  });
});
