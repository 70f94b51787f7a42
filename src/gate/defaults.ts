import {
  ROLES,
  type Better,
  type GateRulesOverrides,
  type MetricRuleOverride,
  type Role,
  type Statistic,
  GATED_METRICS,
  type GatedMetric,
  isDiagnosticMetric,
} from '../vocabulary/index.js';
import type { GateRules, MetricRule } from './types.js';

const DEFAULT_MIN_SAMPLES = 10;

function rule(
  metric: GatedMetric,
  statistic: Statistic,
  better: Better,
  maxRatio: number,
  minAbsolute: number,
  role: Role = 'secondary',
  mustCatch = maxRatio,
): MetricRule {
  return { metric, statistic, better, maxRatio, mustCatch, minAbsolute, minSamples: DEFAULT_MIN_SAMPLES, role };
}

/**
 * The rules a workload gets unless it says otherwise; docs/design/gate.md explains each number.
 * Margins are wide enough that ordinary run-to-run drift of a shared endpoint stays inside them,
 * and the absolute floors keep a large ratio on a tiny value (2 ms on 40 ms) from failing a build.
 * Each primary and critical rule has two levels: the margin a failure must be shown beyond, and the must-catch level
 * a pass must exclude (TTFT p50 and tok/s ×1.3, TTFT p95 ×1.6, errors +10 points, the non-streamed share +20): +50 %
 * on the centre or ×2 on the tail is never passed, while a clean small workload passes with its bound stated.
 */
export const DEFAULT_RULES: GateRules = deepFreeze({
  falseFailureBudget: 0.01,
  passConfidence: 0.95,
  metrics: [
    rule('ttftMs', 'p50', 'lower', 1.2, 50, 'primary', 1.3),
    rule('ttftMs', 'p95', 'lower', 1.3, 100, 'critical', 1.6),
    rule('ttfbMs', 'p50', 'lower', 1.25, 50, 'diagnostic'),
    rule('settleMs', 'p50', 'lower', 1.2, 100),
    rule('e2eMs', 'p50', 'lower', 1.2, 100),
    rule('maxGapMs', 'p95', 'lower', 1.5, 250),
    rule('tokensPerSecond', 'p50', 'higher', 1.2, 2, 'primary', 1.3),
    rule('idr', 'p50', 'higher', 1.25, 0.1),
    // An agent's user waits for the whole job (docs/agents.md): tested over the job cells, only where there are some.
    rule('loopMs', 'p50', 'lower', 1.2, 100, 'primary', 1.3),
    rule('loopMs', 'p95', 'lower', 1.3, 200, 'critical', 1.6),
  ],
  maxNonStreamedShareIncrease: 0.1,
  maxErrorRateIncrease: 0.05,
  maxCacheMissShareIncrease: 0.2,
  mustCatchNonStreamedShareIncrease: 0.2,
  mustCatchErrorRateIncrease: 0.1,
  tailMinSamples: 50,
  bootstrapIterations: 2000,
  seed: 1,
  policy: 'auto',
  relevanceNull: 1.05,
  primaryShare: 0.9,
  spending: 'obrien-fleming',
  assumedDrift: 0.05,
  tailTest: 'bootstrap',
  extraLooks: 3,
  requireBounded: false,
});

/** Shared by every run in the process: a caller editing it would change other runs' verdicts. */
function deepFreeze(rules: GateRules): GateRules {
  rules.metrics.forEach((r) => Object.freeze(r));
  Object.freeze(rules.metrics);
  Object.freeze(rules);
  return rules;
}

/**
 * DEFAULT_RULES with `overrides` applied, validated. Throws a RangeError naming the offending
 * setting, so a typo in a workload cannot silently switch the gate off.
 */
export function resolveRules(overrides: GateRulesOverrides = {}): GateRules {
  const metrics = DEFAULT_RULES.metrics.map((r) => ({ ...r, minSamples: overrides.minSamples ?? r.minSamples }));
  for (const change of overrides.metrics ?? []) applyMetricOverride(metrics, change, overrides.minSamples);
  const rules: GateRules = {
    falseFailureBudget: overrides.falseFailureBudget ?? DEFAULT_RULES.falseFailureBudget,
    passConfidence: overrides.passConfidence ?? DEFAULT_RULES.passConfidence,
    metrics,
    maxNonStreamedShareIncrease: overrides.maxNonStreamedShareIncrease ?? DEFAULT_RULES.maxNonStreamedShareIncrease,
    maxErrorRateIncrease: overrides.maxErrorRateIncrease ?? DEFAULT_RULES.maxErrorRateIncrease,
    maxCacheMissShareIncrease: overrides.maxCacheMissShareIncrease ?? DEFAULT_RULES.maxCacheMissShareIncrease,
    // A raised allowance raises the must-catch level with it, so an override of the allowance alone stays coherent.
    mustCatchNonStreamedShareIncrease:
      overrides.mustCatchNonStreamedShareIncrease ??
      Math.max(DEFAULT_RULES.mustCatchNonStreamedShareIncrease, overrides.maxNonStreamedShareIncrease ?? 0),
    mustCatchErrorRateIncrease:
      overrides.mustCatchErrorRateIncrease ?? Math.max(DEFAULT_RULES.mustCatchErrorRateIncrease, overrides.maxErrorRateIncrease ?? 0),
    tailMinSamples: overrides.tailMinSamples ?? DEFAULT_RULES.tailMinSamples,
    bootstrapIterations: overrides.bootstrapIterations ?? DEFAULT_RULES.bootstrapIterations,
    seed: overrides.seed ?? DEFAULT_RULES.seed,
    policy: overrides.policy ?? DEFAULT_RULES.policy,
    relevanceNull: overrides.relevanceNull ?? DEFAULT_RULES.relevanceNull,
    primaryShare: overrides.primaryShare ?? DEFAULT_RULES.primaryShare,
    spending: overrides.spending ?? DEFAULT_RULES.spending,
    assumedDrift: overrides.assumedDrift ?? DEFAULT_RULES.assumedDrift,
    tailTest: overrides.tailTest ?? DEFAULT_RULES.tailTest,
    extraLooks: overrides.extraLooks ?? DEFAULT_RULES.extraLooks,
    requireBounded: overrides.requireBounded ?? DEFAULT_RULES.requireBounded,
  };
  validateRules(rules);
  return rules;
}

function applyMetricOverride(metrics: MetricRule[], change: MetricRuleOverride, minSamples: number | undefined): void {
  const at = metrics.findIndex((r) => r.metric === change.metric && r.statistic === change.statistic);
  const name = `gate.metrics[${change.metric}:${change.statistic}]`;
  if (change.off) {
    if (at >= 0) metrics.splice(at, 1);
    return;
  }
  const existing = metrics[at];
  if (existing) {
    metrics[at] = {
      ...existing,
      ...(change.better !== undefined ? { better: change.better } : {}),
      ...(change.maxRatio !== undefined ? { maxRatio: change.maxRatio } : {}),
      // A margin moved alone keeps the must-catch level at least as wide as itself.
      mustCatch: change.mustCatch ?? Math.max(existing.mustCatch, change.maxRatio ?? existing.maxRatio),
      ...(change.minAbsolute !== undefined ? { minAbsolute: change.minAbsolute } : {}),
      ...(change.minSamples !== undefined ? { minSamples: change.minSamples } : {}),
      ...(change.role !== undefined ? { role: change.role } : {}),
    };
    return;
  }
  if (change.better === undefined || change.maxRatio === undefined || change.minAbsolute === undefined) {
    throw new RangeError(`${name} is a new rule and needs better, maxRatio and minAbsolute`);
  }
  metrics.push({
    metric: change.metric,
    statistic: change.statistic,
    better: change.better,
    maxRatio: change.maxRatio,
    mustCatch: change.mustCatch ?? change.maxRatio,
    minAbsolute: change.minAbsolute,
    minSamples: change.minSamples ?? minSamples ?? DEFAULT_MIN_SAMPLES,
    role: change.role ?? defaultRole(change.metric),
  });
}

/** A new rule's role unless the workload names one: diagnostics explain (src/vocabulary/metrics.ts), the rest fail. */
function defaultRole(metric: GatedMetric): Role {
  return isDiagnosticMetric(metric) ? 'diagnostic' : 'secondary';
}

/** Throws a RangeError for the first setting outside its meaningful range. */
export function validateRules(rules: GateRules): void {
  const check = (ok: boolean, name: string, value: unknown, expected: string): void => {
    if (!ok) throw new RangeError(`${name} must be ${expected}, got ${String(value)}`);
  };
  const isInt = (v: number): boolean => Number.isInteger(v);
  check(
    rules.falseFailureBudget > 0 && rules.falseFailureBudget <= 0.5,
    'gate.falseFailureBudget',
    rules.falseFailureBudget,
    'within (0, 0.5]',
  );
  check(rules.passConfidence > 0.5 && rules.passConfidence < 1, 'gate.passConfidence', rules.passConfidence, 'within (0.5, 1)');
  for (const [name, value] of [
    ['gate.maxNonStreamedShareIncrease', rules.maxNonStreamedShareIncrease],
    ['gate.maxErrorRateIncrease', rules.maxErrorRateIncrease],
    ['gate.maxCacheMissShareIncrease', rules.maxCacheMissShareIncrease],
  ] as const) {
    check(value >= 0 && value < 1, name, value, 'within [0, 1)');
  }
  for (const [name, value, allowance] of [
    ['gate.mustCatchNonStreamedShareIncrease', rules.mustCatchNonStreamedShareIncrease, rules.maxNonStreamedShareIncrease],
    ['gate.mustCatchErrorRateIncrease', rules.mustCatchErrorRateIncrease, rules.maxErrorRateIncrease],
  ] as const) {
    check(value >= allowance && value <= 1, name, value, `within [${allowance}, 1] (at least its allowance)`);
  }
  check(isInt(rules.tailMinSamples) && rules.tailMinSamples >= 2, 'gate.tailMinSamples', rules.tailMinSamples, 'an integer ≥ 2');
  check(
    isInt(rules.bootstrapIterations) && rules.bootstrapIterations >= 100,
    'gate.bootstrapIterations',
    rules.bootstrapIterations,
    'an integer ≥ 100',
  );
  check(isInt(rules.seed), 'gate.seed', rules.seed, 'an integer');
  check(
    rules.policy === 'auto' || rules.policy === 'margin' || rules.policy === 'relevance',
    'gate.policy',
    rules.policy,
    "'auto', 'margin' or 'relevance'",
  );
  check(Number.isFinite(rules.relevanceNull) && rules.relevanceNull >= 1, 'gate.relevanceNull', rules.relevanceNull, 'a number ≥ 1');
  check(rules.primaryShare > 0 && rules.primaryShare <= 1, 'gate.primaryShare', rules.primaryShare, 'within (0, 1]');
  check(
    rules.spending === 'obrien-fleming' || rules.spending === 'pocock',
    'gate.spending',
    rules.spending,
    "'obrien-fleming' or 'pocock'",
  );
  check(
    isInt(rules.extraLooks) && rules.extraLooks >= 0 && rules.extraLooks <= 20,
    'gate.extraLooks',
    rules.extraLooks,
    'an integer within [0, 20]',
  );
  check(typeof rules.requireBounded === 'boolean', 'gate.requireBounded', rules.requireBounded, 'true or false');
  check(rules.tailTest === 'bootstrap' || rules.tailTest === 'exceedance', 'gate.tailTest', rules.tailTest, "'bootstrap' or 'exceedance'");
  check(
    Number.isFinite(rules.assumedDrift) && rules.assumedDrift >= 0 && rules.assumedDrift < 1,
    'gate.assumedDrift',
    rules.assumedDrift,
    'within [0, 1)',
  );
  const seen = new Set<string>();
  for (const r of rules.metrics) {
    const name = `gate.metrics[${r.metric}:${r.statistic}]`;
    check(
      (GATED_METRICS as readonly string[]).includes(r.metric),
      `${name}.metric`,
      r.metric,
      'a request metric or the job latency (loopMs)',
    );
    check(['p50', 'p95', 'p99'].includes(r.statistic), `${name}.statistic`, r.statistic, 'p50, p95 or p99');
    check(r.better === 'lower' || r.better === 'higher', `${name}.better`, r.better, "'lower' or 'higher'");
    check(Number.isFinite(r.maxRatio) && r.maxRatio > 1, `${name}.maxRatio`, r.maxRatio, 'a number > 1');
    check(
      Number.isFinite(r.mustCatch) && r.mustCatch >= r.maxRatio,
      `${name}.mustCatch`,
      r.mustCatch,
      `a number ≥ its maxRatio (${r.maxRatio})`,
    );
    check(Number.isFinite(r.minAbsolute) && r.minAbsolute >= 0, `${name}.minAbsolute`, r.minAbsolute, 'a number ≥ 0');
    check(isInt(r.minSamples) && r.minSamples >= 2, `${name}.minSamples`, r.minSamples, 'an integer ≥ 2');
    check((ROLES as readonly string[]).includes(r.role), `${name}.role`, r.role, "'primary', 'critical', 'secondary' or 'diagnostic'");
    if (rules.policy === 'relevance') {
      check(
        r.maxRatio > rules.relevanceNull,
        `${name}.maxRatio`,
        r.maxRatio,
        `above gate.relevanceNull (${rules.relevanceNull}) under the relevance policy`,
      );
    }
    check(!seen.has(name), name, 'a second rule', 'unique per metric and statistic');
    seen.add(name);
  }
}
