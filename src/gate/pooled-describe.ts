import { normalQuantile, samplesToDecide } from '../stats/index.js';
import type { ProportionMetric } from './compare-proportion.js';
import { formatChange, formatNumber, formatP, formatPercent, formatPoints, formatRatio, formatRatioBounds, formatShare, metricLabel, metricUnit } from './describe.js';
import type { PooledLocation } from './pooled-location.js';
import type { PooledRate } from './pooled-rate.js';
import type { PooledTail } from './pooled-tail.js';
import type { GateRules, MetricRule, PooledComparison } from './types.js';

function cellsText(cells: number): string {
  return `over ${cells} cell${cells === 1 ? '' : 's'}`;
}

/** One sentence for a pooled centre rule, e.g. `TTFT p50 +48% (1.39×–1.58×), +210 ms over 4 cells, beyond the 1.2× margin`. */
export function describePooledLocation(rule: MetricRule, rules: GateRules, result: PooledLocation, entry: PooledComparison, rejected: boolean): string {
  const label = `${metricLabel(rule.metric)} ${rule.statistic}`;
  const lower = rule.better === 'lower';
  const margin = lower ? `${formatRatio(rule.maxRatio)} margin` : `1/${formatNumber(rule.maxRatio)} margin`;
  const where = result.ratio
    ? `${formatPercent(result.ratio.estimate)} (${formatRatioBounds(result.ratio.lower, result.ratio.upper)}), ${formatChange(rule.metric, result.change.estimate)} ${cellsText(result.cells)}`
    : `${formatChange(rule.metric, result.change.estimate)} (${formatChange(rule.metric, result.change.lower)} to ${formatChange(rule.metric, result.change.upper)}) ${cellsText(result.cells)}`;
  const beyond = entry.cellsBeyond.length;
  switch (entry.verdict) {
    case 'fail':
      if (!rejected) return `${label} ${where}; ${beyond === 1 ? 'one cell is' : `${beyond} cells are`} beyond the ${margin} on its own`;
      return rules.policy === 'relevance'
        ? `${label} ${where}: shown above ${formatRatio(rules.relevanceNull)} and at least the ${formatRatio(rule.maxRatio)} relevance threshold (${formatP(result.pValue)})`
        : `${label} ${where}, beyond the ${margin} (${formatP(result.pValue)})`;
    case 'pass':
      return `${label} ${where}, inside the ${margin} or its ${formatNumber(rule.minAbsolute)}${metricUnit(rule.metric)} floor`;
    default:
      if (result.inside && beyond > 0) return `${label} ${where}, inside the ${margin} overall, but ${beyond === 1 ? 'one cell is' : `${beyond} cells are`} beyond it`;
      return `${label} ${where}: the bound straddles the ${margin}`;
  }
}

export function describePooledRate(metric: ProportionMetric, result: PooledRate, verdict: PooledComparison['verdict']): string {
  const label = metricLabel(metric);
  const shares = `${formatShare(result.hits.baseline / result.counts.baseline)} → ${formatShare(result.hits.candidate / result.counts.candidate)} (${formatPoints(result.change.estimate)}, at most ${formatPoints(result.change.upper)}) ${cellsText(result.cells)}`;
  const allowance = `allowed ${formatPoints(result.allowance)}`;
  if (verdict === 'fail') return `${label} ${shares}, beyond the ${allowance} (${formatP(result.pValue)})`;
  if (verdict === 'pass') return `${label} ${shares}, within the ${allowance}`;
  return `${label} ${shares}: not yet shown within or beyond the ${allowance}`;
}

export function describePooledTail(rule: MetricRule, result: PooledTail | null, verdict: PooledComparison['verdict'], gatedCells: number): string {
  const label = `${metricLabel(rule.metric)} ${rule.statistic}`;
  const counted = result?.method === 'bootstrap'
    ? `${formatPercent(result.ratio!)} (±${formatNumber(result.standardError! * 100)}% standard error on the log scale) ${cellsText(result.cells)}, ${formatP(result.pValue)}`
    : result
    ? result.tested > 0
      ? `${result.beyond} of ${result.tested} requests beyond ${formatRatio(rule.maxRatio)} the baseline's ${rule.statistic} bound (≤ ${formatShare(result.expectedShare)} expected, ${formatP(result.pValue)})`
      : `too few baseline requests for a ${rule.statistic} bound (about ${Math.ceil(Math.log(1e-3) / Math.log(1 - result.expectedShare))} per cell)`
    : 'not tested';
  if (verdict === 'fail') return `${label}: ${counted}, beyond the ${formatRatio(rule.maxRatio)} margin`;
  if (verdict === 'pass') return `${label}: ${counted}; every cell inside the ${formatRatio(rule.maxRatio)} margin`;
  if (verdict === 'not-gated') return `${label}: ${gatedCells === 0 ? 'too few samples, reported only' : counted}`;
  return `${label}: ${counted}; not shown inside the ${formatRatio(rule.maxRatio)} margin in every cell`;
}

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
