/**
 * What a pass could have caught, in words (docs/design/gate.md §2, "A pass states its resolution"): each passed primary and
 * critical rule of an endpoint with the bound it was shown within and the smallest change its fail test would have
 * caught at 90 % power — `TTFT p50 at most +12% (would have caught +25%) · TTFT p95 at most +45% · errors at most +7
 * points (would have caught +14)`. The numbers are the gate's (PassResolution); this only words them.
 */
import type { GateOutcome, PassResolution, PooledComparison, TailHole } from '../../gate/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { formatRatioChange } from '../format.js';

/** The order rules are stated in: the centre first, then the tail, throughput, and the rates. */
const ORDER = ['ttftMs:p50', 'ttftMs:p95', 'ttftMs:p99', 'tokensPerSecond:p50', 'errorRate:rate', 'nonStreamedShare:share'];

/** A passed rule's place in that order. */
export function ruleRank(p: PooledComparison): number {
  const at = ORDER.indexOf(`${p.metric}:${p.statistic}`);
  return at < 0 ? ORDER.length : at;
}

/** A share as signed points: `+4.3`, `+41`. */
export function points(share: number): string {
  const value = share * 100;
  return `+${value < 10 ? Number(value.toFixed(1)) : Math.round(value)}`;
}

/** One rule: a latency `at most +12%`, a throughput `at most 4.8% lower`, a rate `at most +7 points`. */
export function ruleResolutionText(p: PooledComparison, r: PassResolution): string {
  const label = p.metric === 'errorRate' ? 'errors' : statisticLabel(p.metric, p.statistic);
  if (r.scale === 'points') {
    const caught = r.wouldCatch === null ? ' (too few requests to catch any rise)' : ` (would have caught ${points(r.wouldCatch)})`;
    return `${label} at most ${points(r.within)} points${caught}`;
  }
  const change = (worse: number): string => worseChange(p, worse);
  const bound = `at most ${change(r.within)}`;
  const caught = r.wouldCatch === null ? ' (too few requests to catch a change up to 10×)' : ` (would have caught ${change(r.wouldCatch)})`;
  return `${label} ${bound}${caught}`;
}

/**
 * A worse-side ratio in words: a latency's candidate ÷ comparison side (`+25%`, `2.6×`), a throughput's comparison
 * side ÷ candidate (`4.8% lower`).
 */
export function worseChange(p: Pick<PooledComparison, 'better'>, worse: number): string {
  if (p.better === 'lower') return formatRatioChange(worse);
  const shown = formatRatioChange(1 / worse).replace(/^[+±\u2212-]/, '');
  return `${shown} ${worse >= 1 ? 'lower' : 'higher'}`;
}

/**
 * A critical tail the comparison side could not bound, said beside what passed (src/gate/tail/hole.ts): `TTFT p95 not
 * bounded: the baseline holds 30 requests per cell (record it from 3 runs: …, or keep a history)`.
 */
export function holeText(p: PooledComparison, hole: TailHole): string {
  const record =
    hole.runsToBound === null
      ? 'keep a history of runs'
      : `record it from ${hole.runsToBound} runs: \`baseline:update --runs ${hole.runsToBound}\` or \`record-runs: ${hole.runsToBound}\`, or keep a history`;
  return `${statisticLabel(p.metric, p.statistic)} not bounded: the baseline holds ${hole.baselinePerCell} requests per cell, which no number of this run's requests makes up for (${record})`;
}

/** An endpoint's passed rules with their resolutions, and the tails its comparison side could not bound, joined; null when none. */
export function resolutionText(gate: GateOutcome, endpoint: string): string | null {
  const rules = gate.pooled
    .filter((p) => p.endpoint === endpoint && ((p.verdict === 'pass' && p.resolution) || p.unbounded))
    .sort((a, b) => ruleRank(a) - ruleRank(b));
  if (rules.length === 0) return null;
  return rules.map((p) => (p.unbounded ? holeText(p, p.unbounded) : ruleResolutionText(p, p.resolution!))).join(' · ');
}
