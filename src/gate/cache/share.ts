/**
 * The prefix-cache miss share of warm cells, gated as a rate (docs/design/gate.md §4.5): a cache that stops working fails
 * the run, naming the cell and the shares, instead of leaving its warm cells with too few hits to compare. Counted
 * over the requests whose server said whether they hit (a hit: at least half of the prompt from the cache,
 * docs/metrics.md); cells without a report on both sides have nothing to count. A fall of the hit share beyond
 * `maxCacheMissShareIncrease` (20 points by default) fails; it is tested like the error rate (Farrington–Manning per
 * cell, stratified over the warm cells) and, like a critical rule, can only fail: a hit share is a cause, not what
 * users feel, so it never holds an endpoint inconclusive.
 */
import { reportsHits } from './hits.js';
import type { CellPair } from '../match-cells.js';
import type { CellData, GateRules } from '../types.js';

/**
 * Against a baseline file the hit share also moves between runs (slot contention, eviction, what ran before), by
 * more than within one run. A baseline that recorded its runs' hit shares is tested with their measured spread
 * (src/gate/cache/share-spread.ts); one that did not (one run, or recorded before they were kept) says nothing of it,
 * and the allowance is doubled there (+40 points by default). A warm hit share of 0.6 ± 0.15 from run to run failed
 * 4 % of A/A runs against a 3-run baseline at +20 points without any allowance for that (docs/design/gate.md §5).
 */
export function cacheRulesFor(rules: GateRules, againstBaselineFile: boolean): GateRules {
  return againstBaselineFile ? { ...rules, maxCacheMissShareIncrease: Math.min(0.99, 2 * rules.maxCacheMissShareIncrease) } : rules;
}

/** Requests that missed the prefix cache, out of those whose server said (warm cells reporting hits; else nothing). */
export function cacheMissTally(cell: CellData): { hits: number; total: number } {
  if (!reportsHits(cell)) {
    const server = cell.cache === 'warm' ? cell.serverCacheHits : undefined;
    return server ? { hits: server.miss, total: server.hit + server.miss } : { hits: 0, total: 0 };
  }
  const { hit, miss } = cell.cacheHits!;
  return { hits: miss, total: hit + miss };
}

/**
 * Warm cells of the endpoint whose server reports cache use on either side: the miss share is tested there, and the
 * endpoint's budget holds a share for it. Whether a server reports cache use is a property of its API (a field in its
 * usage block), not of the values measured, so the split is still fixed before any value is seen.
 */
export function cacheRuleCells(pairs: readonly CellPair[]): CellPair[] {
  return pairs.filter((p) => p.candidate.cache === 'warm' && (countsHits(p.baseline) || countsHits(p.candidate)));
}

/** The usage or, without it, the server's counters (src/gate/cache/telemetry-hits.ts) say how the cell's requests hit. */
function countsHits(cell: CellData): boolean {
  return (
    reportsHits(cell) ||
    (cell.cache === 'warm' && cell.serverCacheHits !== undefined && cell.serverCacheHits.hit + cell.serverCacheHits.miss > 0)
  );
}

export function hasCacheRule(pairs: readonly CellPair[]): boolean {
  return cacheRuleCells(pairs).length > 0;
}

/** The rates an endpoint is gated on, with their roles and the cells each is tested in. */
export function rateRules(
  pairs: readonly CellPair[],
): { metric: 'nonStreamedShare' | 'errorRate' | 'cacheMissShare'; role: 'primary' | 'critical'; pairs: readonly CellPair[] }[] {
  const rates: ReturnType<typeof rateRules> = [
    { metric: 'nonStreamedShare', role: 'primary', pairs },
    { metric: 'errorRate', role: 'primary', pairs },
  ];
  const warm = cacheRuleCells(pairs);
  if (warm.length > 0) rates.push({ metric: 'cacheMissShare', role: 'critical', pairs: warm });
  return rates;
}
