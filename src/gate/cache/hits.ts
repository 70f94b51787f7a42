/**
 * Warm cells compare the requests that hit the prefix cache (docs/metrics.md, "Warm cells compare hits"). A warm
 * request that misses pays the whole prefill: a cell mixing hits and misses holds two populations, and its median
 * jumps between them from run to run with the share of misses. When the server reports cache use on both sides, the
 * hit-only metrics (TTFT, TTFT (content), server prefill) are compared over the hits, and the misses are counted and
 * reported, not mixed in. When either side says nothing about hits, every request is compared, as without a report.
 */
import { HIT_ONLY_METRICS, type HitOnlyMetric } from '../../vocabulary/index.js';
import type { CellPair } from '../match-cells.js';
import type { CellData, GateRules, NotGatedEvidence } from '../types.js';

/** A warm cell whose server said, for at least one request, whether it hit the prefix cache. */
export function reportsHits(cell: Pick<CellData, 'cache' | 'cacheHits'>): boolean {
  return cell.cache === 'warm' && cell.cacheHits !== undefined && cell.cacheHits.hit + cell.cacheHits.miss > 0;
}

/** Both sides report hits, so the pair compares its hit-only metrics over the hits. */
export function comparesHits(baseline: Pick<CellData, 'cache' | 'cacheHits'>, candidate: Pick<CellData, 'cache' | 'cacheHits'>): boolean {
  return reportsHits(baseline) && reportsHits(candidate);
}

export function isHitOnlyMetric(metric: string): metric is HitOnlyMetric {
  return (HIT_ONLY_METRICS as readonly string[]).includes(metric);
}

/** The cell with each hit-only metric's values replaced by its values over the hits (none when no hit measured it). */
export function hitOnlyCell<T extends CellData>(cell: T): T {
  const values: CellData['values'] = Object.fromEntries(Object.entries(cell.values).filter(([metric]) => !isHitOnlyMetric(metric)));
  for (const metric of HIT_ONLY_METRICS) {
    const hits = cell.cacheHits?.values[metric];
    if (hits !== undefined && hits.length > 0) values[metric] = hits;
  }
  return { ...cell, values };
}

/** Hits each side needs before a warm cell's hit-only metrics are compared over the hits: their rules' fewest samples. */
export function hitsNeeded(rules: Pick<GateRules, 'metrics'>): number {
  const sizes = rules.metrics.filter((r) => r.statistic === 'p50' && isHitOnlyMetric(r.metric)).map((r) => r.minSamples);
  return sizes.length > 0 ? Math.max(...sizes) : 1;
}

/**
 * Both sides report hits and each has enough of them to compare: the hit-only metrics are compared over the hits.
 * A side with too few hits (a cache that stopped working: none at all) makes the cell compare every request, hits
 * and misses alike, as without a report: what its users see is then slower, and the prefix-cache miss share
 * (src/gate/cache/share.ts) says why. Never silent.
 */
export function comparesHitsWith(
  baseline: Pick<CellData, 'cache' | 'cacheHits'>,
  candidate: Pick<CellData, 'cache' | 'cacheHits'>,
  needed: number,
): boolean {
  return comparesHits(baseline, candidate) && baseline.cacheHits!.hit >= needed && candidate.cacheHits!.hit >= needed;
}

/**
 * The pair as the gate compares it: over the hits when both sides report enough hits (`comparesHitsWith`), with the
 * hit-only metrics that apply to the cell (measured on either side) listed in `hitOnly`; unchanged otherwise.
 */
export function comparedPair(pair: CellPair, rules: Pick<GateRules, 'metrics'>): CellPair {
  if (!comparesHitsWith(pair.baseline, pair.candidate, hitsNeeded(rules))) return pair;
  const applies = HIT_ONLY_METRICS.filter((m) => (pair.baseline.values[m]?.length ?? 0) > 0 || (pair.candidate.values[m]?.length ?? 0) > 0);
  return { baseline: hitOnlyCell(pair.baseline), candidate: hitOnlyCell(pair.candidate), hitOnly: applies };
}

/** A hit-only comparison not gated for want of values: for want of hits, which is what a reviewer should read. */
export function shortOfHits(evidence: NotGatedEvidence): NotGatedEvidence {
  return evidence.why === 'nothing-to-count' ? evidence : { ...evidence, why: 'too-few-cache-hits' };
}
