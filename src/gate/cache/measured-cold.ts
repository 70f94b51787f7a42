/**
 * A warm cell that measured cold (docs/metrics.md, "A warm cell that measured cold"). `cache: warm` (and the warm part
 * of `warmShare`) declares that the cell's requests find their prefix in the server's cache; the server's own report
 * (the usage's cached tokens, llama.cpp's `timings`, or the prefix-cache counters) says whether they did. A side whose
 * requests hit on fewer than a quarter, with its hits shown under half (Clopper–Pearson, one-sided 95 %), measured
 * cold: three endpoints sharing one small cache evict each other's prefixes, and a reference that missed on every
 * request (0 of 50, issue 56) timed nothing warm. Its TTFT compared over every request then measures prefill, not the
 * cache: a candidate with its cache switched off passed "TTFT p50 at most +12 %" against it.
 *
 * So where a side measured cold and the pair could not be compared among the hits alone (src/gate/cache/hits.ts), the
 * cell's hit-only rules (TTFT, TTFT (content), server prefill) are never passed: a pass is held open (undecided;
 * inconclusive at the last look) and marked with the cell, so the report says why. A failure stands: shown worse over
 * every request is what the candidate's users saw, and the miss-share rule (src/gate/cache/share.ts) names a candidate
 * whose cache stopped working. A pair compared among enough hits on both sides measured the cache and is decided as
 * usual; the run still says the cell hit less than declared. Pure.
 */
import { clopperPearson } from '../../stats/index.js';
import { cellKey, type CellIdentity } from '../../vocabulary/index.js';
import type { CellPair } from '../match-cells.js';
import type { CellData, ColdCell, Comparison, MeasuredCold, PooledComparison, WarmSideHits } from '../types.js';

export type { ColdCell, MeasuredCold, WarmSideHits } from '../types.js';
import { isHitOnlyMetric, reportsHits } from './hits.js';

/** Below this share of hits a warm side measured cold (with its hits shown under half, below). */
export const WARM_HIT_SHARE_FLOOR = 0.25;
/** The share its hits must be shown under, and the one-sided confidence it is shown at. */
const SHOWN_UNDER = 0.5;
const SHOWN_AT = 0.05;

/** A warm cell's hits by the server's own report, or by its counters without one; null for a cold cell or no report. */
export function warmSideHits(cell: Pick<CellData, 'cache' | 'cacheHits' | 'serverCacheHits'>): WarmSideHits | null {
  if (cell.cache !== 'warm') return null;
  if (reportsHits(cell)) return { hit: cell.cacheHits!.hit, total: cell.cacheHits!.hit + cell.cacheHits!.miss, source: 'usage' };
  const server = cell.serverCacheHits;
  if (server && server.hit + server.miss > 0) return { hit: server.hit, total: server.hit + server.miss, source: 'counters' };
  return null;
}

/** Fewer than a quarter hit, and the hits are shown under half: not a warm measurement. */
export function isMeasuredCold(hits: WarmSideHits | null): boolean {
  if (hits === null || hits.total <= 0) return false;
  if (hits.hit / hits.total >= WARM_HIT_SHARE_FLOOR) return false;
  return clopperPearson(hits.hit, hits.total, { lower: SHOWN_AT, upper: SHOWN_AT }).upper < SHOWN_UNDER;
}

/** What measured cold in a pair (compared among the hits or not: `pair.hitOnly`), or null when neither side did. */
export function measuredCold(pair: CellPair): MeasuredCold | null {
  const comparison = warmSideHits(pair.baseline);
  const candidate = warmSideHits(pair.candidate);
  const cold: MeasuredCold['cold'] = [];
  if (isMeasuredCold(comparison)) cold.push('comparison');
  if (isMeasuredCold(candidate)) cold.push('candidate');
  if (cold.length === 0) return null;
  return { comparison, candidate, cold, amongHits: pair.hitOnly !== undefined };
}

function coldCell(pair: CellPair): ColdCell | null {
  const cold = measuredCold(pair);
  if (cold === null) return null;
  const c: CellIdentity = pair.candidate;
  return { key: cellKey(c), scenario: c.scenario, turn: c.turn, ...cold };
}

/**
 * Passed hit-only rules of an endpoint whose cells include a warm cell that measured cold and was compared over every
 * request: held open (undecided) and marked `measuredCold` with those cells; failures and other rules are left as they
 * are. Mutates the entries given; returns the ids of the pooled rules held, which the endpoint may not pass with.
 */
export function holdMeasuredCold(pooled: PooledComparison[], comparisons: Comparison[], pairs: readonly CellPair[]): Set<string> {
  const held = new Set<string>();
  const cells = pairs.map(coldCell).filter((c): c is ColdCell => c !== null && !c.amongHits);
  if (cells.length === 0) return held;
  for (const entry of pooled) {
    if (entry.verdict !== 'pass' || !isHitOnlyMetric(entry.metric)) continue;
    entry.verdict = 'undecided';
    entry.measuredCold = cells;
    delete entry.resolution;
    held.add(entry.id);
  }
  for (const c of comparisons) {
    if (c.verdict !== 'pass' || !isHitOnlyMetric(c.metric)) continue;
    const cell = cells.find((x) => x.key === cellKey(c));
    if (!cell) continue;
    c.verdict = 'undecided';
    c.measuredCold = [cell];
  }
  return held;
}
