import { normalQuantile } from '../stats/index.js';
import { driftPriorFor, driftVariance, measuredDriftVariance, pooledDriftVariance, spreadFigure } from './drift/between-runs.js';
import { centreRules, trendVariance } from './drift/measured-relevance.js';
import type { CellData, ColdCell, GateOutcome, GateRules, PooledComparison } from './types.js';

/**
 * What would have decided an inconclusive primary centre (a pooled p50 ratio): the level the change would have had to
 * reach to fail in this run, the level below which no number of requests can show it (the drift's share), and which
 * concrete remedy would have decided this run's estimate, each with the level it would need. Computed from the
 * pooled test itself (pooled/location.ts): with worse-scale log estimate s, standard error se and drift variance V,
 * the test fails when s ≥ log(margin) + z(1 − level)·√(se² + V) and passes when s + z(pass)·√(se² + V) < log(margin).
 */
export type RemedyKind = 'reference' | 'baseline-runs' | 'history' | 'looks';

export interface Remedy {
  kind: RemedyKind;
  /** Runs of the baseline or the history (baseline-runs, history); looks of the run (looks). */
  count: number;
  /** The ratio the change would need to fail with this remedy at this run's looks (worse side, > 1). */
  failAt: number;
  /** Whether this run's estimate would have decided with it at this run's looks. */
  decides: boolean;
  /** Otherwise, the looks (`run.looks`) with which it would have decided, or null when even 20 would not. */
  withLooks: number | null;
}

export interface DecideRemedy {
  endpoint: string;
  metric: string;
  statistic: string;
  /** Worse-side ratio estimated (1.49: 49 % worse) and the margin. */
  estimate: number;
  margin: number;
  /** The ratio the change had to reach to fail in this run. */
  failAt: number;
  /** The ratio below which no number of requests could show it against this comparison side (null: no drift). */
  driftFloor: number | null;
  /** Remedies in the order they are suggested; those that decide come first. */
  remedies: Remedy[];
  /**
   * Set when the comparison side's own runs disagree beyond sense (its drift floor above BEYOND_SENSE): the largest
   * run-to-run drift its cells measured, as a ratio (1.6: runs ±60 % apart). The report then names what blocks instead
   * of a figure no change could reach.
   */
  runsDisagree: number | null;
  /**
   * Set when the rule was held open because warm cells measured cold (src/gate/cache/measured-cold.ts): no number of
   * requests passes it, only warm cells that hit as declared.
   */
  measuredCold?: ColdCell[];
}

/** A drift floor beyond this ratio (a change of +200 %) says the comparison side cannot be gated against, not a level. */
export const BEYOND_SENSE = 3;

export interface RemedyContext {
  /** The comparison side: a baseline file (or a history pool) or a reference endpoint in the same run. */
  kind: 'baseline' | 'reference';
  /** Whether the side was pooled from the run history. */
  history: boolean;
  baseline: readonly CellData[];
  /** Runs the history pools when a history backs the baseline (K). */
  historyRuns: number;
}

const MAX_LOOKS = 20;

export function decideRemedies(outcome: GateOutcome, rules: GateRules, context: RemedyContext): DecideRemedy[] {
  const looks = new Map(outcome.endpoints.map((e) => [e.endpoint, e.looks]));
  return outcome.pooled
    .filter((p) => p.role === 'primary' && p.statistic === 'p50' && p.verdict === 'inconclusive' && p.ratio !== null && p.level !== null)
    .map((p) => {
      const remedy = remedyFor(p, rules, context, looks.get(p.endpoint) ?? 1);
      return remedy && p.measuredCold ? { ...remedy, measuredCold: p.measuredCold } : remedy;
    })
    .filter((r): r is DecideRemedy => r !== null);
}

function remedyFor(p: PooledComparison, rules: GateRules, context: RemedyContext, looks: number): DecideRemedy | null {
  const rule = rules.metrics.find((r) => r.metric === p.metric && r.statistic === p.statistic);
  const ratio = p.ratio!;
  if (!rule || !(ratio.lower > 0 && ratio.upper > 0 && ratio.estimate > 0)) return null;
  const worse = rule.better === 'lower' ? 1 : -1;
  const s = worse * Math.log(ratio.estimate);
  const passZ = normalQuantile(rules.passConfidence);
  const sd = Math.abs(Math.log(ratio.upper) - Math.log(ratio.lower)) / (2 * passZ);
  const cells = context.baseline.filter((c) => c.endpoint === p.endpoint);
  // The null the run's own fail test was held to (gate.policy: auto against a history: no change, the estimate also
  // at the margin, the history's trend allowed for; src/gate/drift/measured-relevance.ts), so the figures below are
  // the ones that test used.
  const drifted = context.kind !== 'reference' && cells.length > 0;
  const sides = cells.map((c) => ({ baseline: c }));
  const centre = drifted ? centreRules(rules, rule, sides, true) : rules;
  const relevance = centre.policy === 'relevance';
  const trended = relevance && rules.policy === 'auto';
  // The drift the pooled test allowed for, at the fail test's level and at the pass bounds' (src/gate/drift/between-runs.ts).
  const driftAt = (level: number, withTrend = false): number =>
    !drifted
      ? 0
      : pooledDriftVariance(
          sides.map((c) => driftVariance(c.baseline, rule.metric, rules, level) + (withTrend ? trendVariance(c, rule.metric) : 0)),
        );
  const drift = driftAt(p.level!, trended);
  const se2 = Math.max(0, sd * sd - driftAt(1 - rules.passConfidence));
  // The sampling variance's shares: the candidate's shrinks with its requests; the comparison side's is fixed for a
  // baseline (smaller when pooled from more runs) and grows with the looks for a reference measured alongside.
  const candidateShare = se2 * (p.baseline.n / (p.baseline.n + p.candidate.n));
  const sideShare = se2 - candidateShare;
  const failZ = normalQuantile(1 - p.level!);
  const margin = Math.log(rule.maxRatio);
  // This run's null, and a remedy's other side's (a reference, a file of 3 runs: the margin, as the gate holds them).
  const nullOf = (own: boolean): number => (own && relevance ? Math.log(centre.relevanceNull) : margin);
  // Under the relevance rule the estimate must also reach the margin: a level below it is not one the run fails at.
  const failLevel = (sdFail: number, own = true): number =>
    Math.exp(Math.max(own && relevance ? margin : -Infinity, nullOf(own) + failZ * sdFail));
  const option = (kind: RemedyKind, count: number, variance: number, side: number, sideGrows: boolean, own = false): Remedy => {
    const target = s > margin ? (s - nullOf(own)) / failZ : (margin - s) / passZ;
    const fixed = variance + (sideGrows ? 0 : side);
    const growing = candidateShare + (sideGrows ? side : 0);
    const factor = target * target > fixed ? growing / (target * target - fixed) : Infinity;
    const decides = factor <= 1;
    const more = Math.ceil(looks * factor - 1e-9);
    return {
      kind,
      count,
      failAt: failLevel(Math.sqrt(variance + side + candidateShare), own),
      decides,
      withLooks: decides || !(more <= MAX_LOOKS) ? null : more,
    };
  };

  const driftFloor = drift > 0 ? failLevel(Math.sqrt(drift)) : null;
  const options: Remedy[] = [];
  if (context.kind === 'baseline') {
    options.push(option('reference', 0, 0, sideShare, true));
    const spread = cells.find((c) => c.spread)?.spread;
    if (!spread) {
      // What k runs would allow for if they measured the assumed drift, at this test's level (src/gate/drift/between-runs.ts).
      const prior = driftPriorFor(rules, rule.metric);
      const tau = prior.logSd;
      const level = p.level!;
      options.push(option('baseline-runs', 3, measuredDriftVariance(tau, 3, prior, level), sideShare / 3, false));
      const k = Math.max(2, context.historyRuns);
      if (!context.history) options.push(option('history', k, measuredDriftVariance(tau, k, prior, level), sideShare / k, false));
    }
  }
  const looksOnly = option('looks', looks, drift, sideShare, context.kind === 'reference', true);
  if (looksOnly.withLooks !== null) options.push({ ...looksOnly, count: looksOnly.withLooks, withLooks: null, decides: true });
  const rank = (r: Remedy): number => (r.decides ? 0 : r.withLooks !== null ? 1 : 2);
  return {
    endpoint: p.endpoint,
    metric: p.metric,
    statistic: p.statistic,
    estimate: Math.exp(s),
    margin: rule.maxRatio,
    // The run's own fail test: the same √(se² + V) at the fail level the remedies are computed with, never below the floor.
    failAt: failLevel(Math.sqrt(se2 + drift)),
    driftFloor,
    remedies: options.sort((a, b) => rank(a) - rank(b)),
    runsDisagree: driftFloor !== null && driftFloor > BEYOND_SENSE ? measuredDrift(cells, rule.metric) : null,
  };
}

/** The largest run-to-run drift the cells' recorded spread measured for the metric, as a ratio (null: none recorded). */
function measuredDrift(cells: readonly CellData[], metric: string): number | null {
  const taus = cells.map((c) => spreadFigure(c.spread, 'logSd', metric)).filter((t): t is number => t !== undefined);
  return taus.length === 0 ? null : Math.exp(Math.max(...taus));
}
