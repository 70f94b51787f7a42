/**
 * The hit-share test against a baseline recorded from k ≥ 2 runs that kept each run's hit share (docs/design/gate.md §4.5):
 * instead of doubling the allowance for a run-to-run movement nobody measured, the test allows for the movement the
 * baseline's runs showed, with the uncertainty of a spread estimated from k runs.
 *
 * Model: a run's hit share is the process's share times a run factor e^{τ·Z} (slot contention and eviction scale the
 * hits a cache keeps). The null "the hit share fell by at most the allowance δ" puts the candidate's expected share at
 * h₀ = ĥ_b − δ (ĥ_b: the baseline's hits over its reported requests). The candidate's hits are then
 * Binomial(n, h₀·e^{s·T}) with T ~ t(ν₀ + k − 1) and s² = (1 + 1/k)·max(τ₀²·ν₀/(ν₀ + k − 1), τ̂²) + var(log ĥ₀): the
 * run factor of this run against the mean of k runs, a floor for what k runs cannot measure (as for the timings'
 * drift, src/gate/drift/between-runs.ts), the t for a spread known only from k runs, and the baseline's own sampling noise. The
 * p-value is the probability of as few hits as the candidate had under that mixture (src/stats/proportion/drifted-binomial.ts).
 * A cache that stops working has no hits, which no run factor of the measured size explains; a hit share that moved
 * as the baseline's runs did is explained.
 */
import { driftedBinomialTail, hitShareLogSd } from '../../stats/index.js';
import { cacheRulesFor } from './share.js';
import { compareProportion, type ProportionMetric } from '../compare-proportion.js';
import { DRIFT_PRIOR_DF, pooledDriftVariance } from '../drift/between-runs.js';
import type { CellPair } from '../match-cells.js';
import { screenConfidence, type PendingComparison } from '../pending.js';
import { pooledRate, type PooledRate } from '../pooled/rate.js';
import type { CellData, GateRules } from '../types.js';

/**
 * The smallest run-to-run log-sd of a hit share the test assumes, at the share ν₀/(ν₀ + k − 1) of its variance: from
 * three runs the measured spread is often near 0 by chance, and a hit share moving by a tenth of itself between runs
 * (0.6 ± 0.06) is ordinary for a server with more clients than cache slots.
 */
export const HIT_SHARE_DRIFT_FLOOR = 0.1;

/** The run-to-run movement of a baseline cell's hit share: scale on the log scale and the t's degrees of freedom. */
export interface HitShareDrift {
  runs: number;
  /** Measured log-sd τ̂ (before the floor). */
  tau: number;
  /** (1 + 1/k)·max(floor, τ̂²): the run factor's variance, this run against the mean of k runs. */
  variance: number;
  df: number;
}

/** The baseline cell's recorded hit-share spread; null without per-run hit shares (a 1-run or older baseline). */
export function hitShareDrift(baseline: CellData): HitShareDrift | null {
  const spread = baseline.spread;
  const hits = baseline.cacheHits;
  if (!spread?.hitShares || spread.runs < 2 || spread.hitShares.length !== spread.runs || !hits) return null;
  const k = spread.runs;
  const tau = hitShareLogSd(spread.hitShares, (hits.hit + hits.miss) / k);
  if (tau === null) return null;
  const floor = (HIT_SHARE_DRIFT_FLOOR ** 2 * DRIFT_PRIOR_DF) / (DRIFT_PRIOR_DF + k - 1);
  return { runs: k, tau, variance: (1 + 1 / k) * Math.max(floor, tau * tau), df: DRIFT_PRIOR_DF + k - 1 };
}

/** Every warm cell the rule tests has a recorded hit-share spread: the endpoint's test uses it (else the doubled allowance). */
export function usesHitShareSpread(pairs: readonly CellPair[], againstBaselineFile: boolean): boolean {
  return againstBaselineFile && pairs.length > 0 && pairs.every((p) => hitShareDrift(p.baseline) !== null);
}

interface SpreadSide {
  /** Candidate hits and reported requests. */
  hits: number;
  total: number;
  /** The null's hit share, ĥ_b − δ (≤ 0: no fall beyond δ is possible). */
  h0: number;
  /** Log-scale variance of the run factor plus the baseline's sampling noise of log h₀. */
  variance: number;
  df: number;
}

function side(pair: CellPair, allowance: number): SpreadSide | null {
  const drift = hitShareDrift(pair.baseline);
  const b = pair.baseline.cacheHits;
  const c = pair.candidate.cacheHits;
  if (!drift || !b || !c || b.hit + b.miss === 0 || c.hit + c.miss === 0) return null;
  const nb = b.hit + b.miss;
  const hb = b.hit / nb;
  const h0 = hb - allowance;
  const sampling = h0 > 0 ? (hb * (1 - hb)) / (nb * h0 * h0) : 0;
  return { hits: c.hit, total: c.hit + c.miss, h0, variance: drift.variance + sampling, df: drift.df };
}

/** The fail and pass p-values of one side (or the pooled sides); a null share at or below 0 can never fail. */
function pValues(s: SpreadSide): { fail: number; pass: number } {
  if (!(s.h0 > 0)) return { fail: 1, pass: 0 };
  const scale = Math.sqrt(s.variance);
  return {
    fail: driftedBinomialTail(s.hits, s.total, s.h0, scale, s.df, 'lower'),
    pass: driftedBinomialTail(s.hits, s.total, s.h0, scale, s.df, 'upper'),
  };
}

/**
 * The endpoint's warm cells as one count: the candidate's hits summed, the null share averaged with the candidate's
 * requests as weights (a sum of binomials is more concentrated than one binomial at their mean rate, so its tails
 * are conservative there, Hoeffding 1956), the run factor's variance combined as the timings' drift is (the median
 * cell's whole, each cell's excess with its weight). Cells whose null share is at or below 0 cannot fail and are left out.
 */
function pooledSide(sides: readonly SpreadSide[]): SpreadSide | null {
  const open = sides.filter((s) => s.h0 > 0);
  if (open.length === 0) return null;
  const total = open.reduce((t, s) => t + s.total, 0);
  return {
    hits: open.reduce((t, s) => t + s.hits, 0),
    total,
    h0: open.reduce((t, s) => t + s.total * s.h0, 0) / total,
    variance: pooledDriftVariance(
      open.map((s) => s.variance),
      open.map((s) => s.total),
    ),
    df: Math.min(...open.map((s) => s.df)),
  };
}

/**
 * The miss-share rule's comparisons re-tested with the recorded hit-share spread: each cell's p-value, whether it is
 * shown within the allowance, and whether it is wholly (95 %) or likely (80 %) beyond it — which would keep the
 * endpoint measuring — from its own drifted count; the pooled one from the cells together. The Farrington–
 * Manning estimates and bounds stay as the report's numbers; only the tests change.
 */
export function withHitShareSpread(
  pairs: readonly CellPair[],
  rules: GateRules,
  result: PooledRate | null,
  cells: readonly PendingComparison[],
): { result: PooledRate | null; cells: PendingComparison[] } {
  const allowance = rules.maxCacheMissShareIncrease;
  const sides = pairs.map((p) => side(p, allowance));
  const passLevel = 1 - rules.passConfidence;
  const retested = cells.map((p, i) => {
    const s = sides[i];
    if (!p.gated || !s) return p;
    const { fail, pass } = pValues(s);
    // Wholly or likely beyond the allowance by the same drifted count: a share that moved as the runs did holds nothing open.
    const beyond = (confidence: number): boolean => p.beyondFloor && fail <= 1 - confidence;
    return {
      ...p,
      comparison: { ...p.comparison, pValue: fail },
      inside: pass <= passLevel,
      beyondMargin: beyond(rules.passConfidence),
      screened: beyond(screenConfidence(pairs.length)),
    };
  });
  const pooled = pooledSide(sides.filter((s): s is SpreadSide => s !== null));
  if (!result) return { result, cells: retested };
  if (!pooled) return { result: { ...result, pValue: 1, inside: true }, cells: retested };
  const { fail, pass } = pValues(pooled);
  return { result: { ...result, pValue: fail, inside: pass <= passLevel }, cells: retested };
}

/**
 * A rate rule's pooled and per-cell tests for one endpoint. The miss share against a baseline file uses the recorded
 * hit-share spread when every warm cell has one, and the doubled allowance otherwise (cacheRulesFor).
 */
export function rateTests(
  metric: ProportionMetric,
  pairs: readonly CellPair[],
  rules: GateRules,
  againstBaselineFile: boolean,
  cellLevel: number,
): { result: PooledRate | null; cells: PendingComparison[] } {
  const spread = metric === 'cacheMissShare' && usesHitShareSpread(pairs, againstBaselineFile);
  const here = metric === 'cacheMissShare' && !spread ? cacheRulesFor(rules, againstBaselineFile) : rules;
  const result = pooledRate(metric, pairs, here);
  const cells = pairs.map((pair) =>
    compareProportion(metric, pair.baseline, pair.candidate, { rules: here, failLevel: cellLevel, cells: pairs.length }),
  );
  return spread ? withHitShareSpread(pairs, rules, result, cells) : { result, cells };
}
