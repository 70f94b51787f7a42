/**
 * Never blame the endpoint for the client (docs/metrics.md, "The client's health"). A client whose event loop was held
 * for H ms stamps reads up to H ms late: it can fold a stream's tokens into one read (coalesced, or buffered when the
 * stream was short) and it can show a stall of up to H ms. A failing delivery or stall rule whose every contributing
 * cell is within what the held loop explains does not fail: it stays open, marked with the look and the hold. A real
 * buffering proxy still fails on a starved client: its flush delays the first token by the whole generation
 * (seconds), far beyond the loop's delay. Pure.
 */
import { quantile } from '../../stats/index.js';
import type { CellData, ClientLateness, Comparison, PooledComparison } from '../types.js';

export type { ClientLateness } from '../types.js';
import type { CellPair } from '../match-cells.js';
import type { HeldLoop } from './held-loop.js';

/** Rules on how the stream was delivered, which a late reader changes: the non-streamed share, IDR and network reads. */
const DELIVERY = new Set(['nonStreamedShare', 'idr', 'chunkCount']);
/** The rule on stalls: the longest gap between token events. */
const STALL = 'maxGapMs';
const EXCUSABLE = new Set([...DELIVERY, STALL]);

/** The worst of the held looks up to `look` (an endpoint measured through it was measured in each); null: none held. */
export function clientLatenessAt(held: readonly HeldLoop[], look: number): ClientLateness | null {
  const within = held.filter((h) => h.look <= look);
  if (within.length === 0) return null;
  const worst = within.reduce((a, b) => (b.holdMs > a.holdMs ? b : a));
  return { look: worst.look, holdMs: worst.holdMs };
}

/**
 * The longest wait a cell's finding needs the client to have caused: its typical longest stall, and for delivery also
 * how much later its first token came than the comparison side's (a flush at the end delays it by the generation).
 */
export function waitToExplainMs(metric: string, statistic: string, pair: CellPair): number | null {
  // A stall rule is on a quantile of the longest stall (p95 by default): the client must explain that quantile.
  if (metric === STALL) return at(pair.candidate, STALL, statisticLevel(statistic));
  const stall = at(pair.candidate, STALL, 0.5);
  const late = at(pair.candidate, 'ttftMs', 0.5);
  const base = at(pair.baseline, 'ttftMs', 0.5);
  const delay = late === null || base === null ? null : Math.max(0, late - base);
  if (stall === null && delay === null) return null;
  return Math.max(stall ?? 0, delay ?? 0);
}

/**
 * Failing delivery and stall rules (pooled and per cell) that the client's lateness explains become undecided and
 * carry `clientStarved`; everything else is left as it is. Mutates the entries given; returns whether any changed.
 */
export function excuseClientLateness(
  pooled: PooledComparison[],
  comparisons: Comparison[],
  pairs: readonly CellPair[],
  lateness: ClientLateness | null,
): boolean {
  if (lateness === null) return false;
  const explained = (metric: string, statistic: string, pair: CellPair): boolean => {
    const wait = waitToExplainMs(metric, statistic, pair);
    return wait !== null && wait <= lateness.holdMs;
  };
  const pairOf = (c: Comparison): CellPair | undefined =>
    pairs.find((p) => p.candidate.scenario === c.scenario && p.candidate.cache === c.cache && p.candidate.turn === c.turn);
  let changed = false;
  for (const entry of pooled) {
    if (entry.verdict !== 'fail' || !EXCUSABLE.has(entry.metric)) continue;
    const contributing = pairs.filter((p) => contributes(entry.metric, p));
    if (contributing.length === 0 || !contributing.every((p) => explained(entry.metric, entry.statistic, p))) continue;
    entry.verdict = 'undecided';
    entry.clientStarved = lateness;
    changed = true;
  }
  for (const c of comparisons) {
    if (c.verdict !== 'fail' || !EXCUSABLE.has(c.metric)) continue;
    const pair = pairOf(c);
    if (pair === undefined || !explained(c.metric, c.statistic, pair)) continue;
    c.verdict = 'undecided';
    c.clientStarved = lateness;
    changed = true;
  }
  return changed;
}

/** A cell that adds to the finding: it has non-streamed answers (delivery), or a longer typical stall than its comparison side. */
function contributes(metric: string, pair: CellPair): boolean {
  if (DELIVERY.has(metric)) return pair.candidate.classes.buffered + pair.candidate.classes.coalesced > 0;
  const candidate = at(pair.candidate, STALL, 0.5);
  const baseline = at(pair.baseline, STALL, 0.5);
  return candidate !== null && (baseline === null || candidate > baseline);
}

function statisticLevel(statistic: string): number {
  return statistic === 'p99' ? 0.99 : statistic === 'p95' ? 0.95 : 0.5;
}

function at(cell: CellData, metric: 'maxGapMs' | 'ttftMs', level: number): number | null {
  const values = cell.values[metric] ?? [];
  if (values.length === 0) return null;
  return quantile(
    [...values].sort((a, b) => a - b),
    level,
  );
}
