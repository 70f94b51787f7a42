import type { CellPair } from '../match-cells.js';
import type { GateRules, MetricRule } from '../types.js';
import { MEASURED_RELEVANCE_RUNS } from '../../vocabulary/index.js';
import { spreadFigure } from './between-runs.js';

/** The null a centre is failed against on a side whose drift is measured: worse than no change. */
export const MEASURED_RELEVANCE_NULL = 1;

/**
 * The rules a pooled primary centre (TTFT p50, tok/s p50) is tested under. Against a history whose run-to-run drift
 * is measured from at least MEASURED_RELEVANCE_RUNS runs in every cell, with its trend recorded (spread.trend), a
 * failure is shown worse than no change at the rule's level, with the drift and the estimation of it allowed for,
 * and its estimate at least the margin: the drift the side measured is what an unchanged stack's run moves by, so
 * the margin need not be spent a second time as the test's null. Against a reference, a baseline file (its runs
 * carry no trend), or a 1–4-run history (whose drift rests on 1–3 degrees of freedom), the margin is the null. This is `gate.policy: auto` (the default);
 * `margin` and `relevance` are kept as given everywhere.
 *
 * Measured (bench/history-baseline-calibration.ts, a history holding 5 runs at drift 0.05): TTFT +50 % caught in 65 %
 * of runs where the margin as the null caught 49 % (90 % without the trend's allowance, which a creeping history
 * needs: trendVariance); A/A 0.4 % of 500 against a history that crept +15 % across its runs (docs/design/gate.md §4.7).
 */
export function centreRules(
  rules: GateRules,
  rule: MetricRule,
  pairs: readonly Pick<CellPair, 'baseline'>[],
  withDrift: boolean,
): GateRules {
  if (rules.policy !== 'auto') return rules;
  const margin: GateRules = { ...rules, policy: 'margin' };
  // Secondaries keep the margin: their small levels buy little, and settle time is where an unmeasured drift showed.
  if (!withDrift || pairs.length === 0 || rule.role !== 'primary') return margin;
  const measured = pairs.every((p) => {
    const spread = p.baseline.spread;
    const tau = spreadFigure(spread, 'logSd', rule.metric);
    const trend = spreadFigure(spread, 'trend', rule.metric);
    // A side with a trend recorded is a history's: a baseline file's runs carry none, and keep the margin.
    return (
      spread !== undefined &&
      tau !== undefined &&
      trend !== undefined &&
      Math.max(spread.runs, spread.driftRuns ?? 0) >= MEASURED_RELEVANCE_RUNS
    );
  });
  return measured ? { ...rules, policy: 'relevance', relevanceNull: MEASURED_RELEVANCE_NULL } : margin;
}

/**
 * The variance a centre failed on "worse than no change" adds for the side's trend: the squared offset of the next
 * run's level from the pooled mean on the runs' line (spread.trend). A history whose level creeps 15 % over 5 runs puts
 * an unchanged run +11 % from its mean, which the drift the runs measured around their mean does not cover; without a
 * trend the slope is noise and the allowance small.
 */
export function trendVariance(pair: Pick<CellPair, 'baseline'>, metric: string): number {
  const offset = spreadFigure(pair.baseline.spread, 'trend', metric) ?? 0;
  return offset * offset;
}
