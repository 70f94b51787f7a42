import { normalQuantile, samplesToDecide } from '../../stats/index.js';
import type { PooledLocation } from './location.js';
import type { GateRules, MetricRule } from '../types.js';

/** Rough requests per cell and side for a pooled centre rule still open at the last look, from √n scaling. */
export function pooledSamplesToDecide(rule: MetricRule, result: PooledLocation, level: number, rules: GateRules): number | null {
  if (!result.ratio) return null;
  const lower = rule.better === 'lower';
  const threshold = lower ? rule.maxRatio : 1 / rule.maxRatio;
  const towardsFail = lower ? result.ratio.estimate > threshold : result.ratio.estimate < threshold;
  const widen = towardsFail ? normalQuantile(1 - Math.max(level, 1e-12)) / normalQuantile(rules.passConfidence) : 1;
  const est = Math.log(result.ratio.estimate);
  const scaleBound = (b: number): number => Math.exp(est + (Math.log(b) - est) * widen);
  const perCell = { baseline: result.counts.baseline / result.cells, candidate: result.counts.candidate / result.cells };
  const found = samplesToDecide({
    estimate: result.ratio.estimate,
    lower: scaleBound(result.ratio.lower),
    upper: scaleBound(result.ratio.upper),
    threshold,
    scale: 'ratio',
    candidateSamples: Math.round(perCell.candidate),
    baselineSamples: Math.round(perCell.baseline),
  });
  if (!found) return null;
  const needed = Math.max(found.candidateSamples, found.baselineSamples);
  return needed <= 100 * Math.max(perCell.baseline, perCell.candidate) ? needed : null;
}
