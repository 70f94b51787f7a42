/**
 * Sentences about what the server reported of its prefix cache and how requests reached it: the share of requests
 * that hit per cell, the notes that flag a warm cell that mostly missed (or a cold one that mostly hit), the time
 * outside the engine, connection facts and retries. Plain text; callers escape it. Metric names come from the
 * vocabulary, numbers from format.ts.
 */
import type { CacheHits } from '../../gate/index.js';
import { metricLabel, statisticLabel } from '../../vocabulary/index.js';
import { type CellResult, type ConnectionFacts, type Median, type Results, medianOf } from '../../results/index.js';
import { cellWhere, formatMs, formatRatioWithBounds, formatValue } from '../format.js';
import type { CellView } from '../../decision/index.js';

/** Below this share of hits a warm cell is flagged; from it on a cold cell is (its nonce did not defeat the cache). */
const FLAG_SHARE = 0.5;

/** `11 of 20 requests hit the prefix cache` (`, 2 did not say` when some requests carried no report). */
export function hitShareText(hits: Pick<CacheHits, 'hit' | 'miss' | 'unknown'>): string {
  const total = hits.hit + hits.miss + hits.unknown;
  return `${hits.hit} of ${total} request${total === 1 ? '' : 's'} hit the prefix cache${hits.unknown > 0 ? ` (${hits.unknown} did not say)` : ''}`;
}

/**
 * The cell's line under its table in "cells in detail": `warm: 11 of 20 requests hit the prefix cache (baseline 19 of
 * 20); TTFT is compared among the hits; the misses' TTFT p50 is 891 ms · outside the engine p50 40.1 ms → 42.3 ms`.
 * Null when the cell has neither a cache report nor a time outside the engine.
 */
export function explainCellCache(view: CellView, compared: boolean): string | null {
  const parts: string[] = [];
  const cand = view.candidate?.cacheHits;
  const base = view.baseline?.cacheHits;
  if (cand || base) {
    let text = `${view.cache}: ${cand ? hitShareText(cand) : 'no cache report'}`;
    if (compared)
      text += base ? ` (${view.side} ${base.hit} of ${base.hit + base.miss + base.unknown})` : ` (the ${view.side} has no cache report)`;
    // A later turn resends the earlier turns: its prefix was cached by the turn before, cold cell or not.
    if (view.cache === 'cold' && view.turn !== null && view.turn > 0 && cand && cand.hit > 0)
      text += ` (turn ${view.turn + 1} resends turn ${view.turn}'s conversation, whose prefix the server had just cached: a cold conversation's later turns hit)`;
    if (view.hitOnly) text += `; ${metricLabel('ttftMs')} is ${compared ? 'compared among' : 'shown for'} the hits`;
    const missP50 = median(cand?.missValues?.ttftMs ?? []);
    if (view.hitOnly && missP50 !== null) text += `; the misses' ${statisticLabel('ttftMs', 'p50')} is ${formatValue('ttftMs', missP50)}`;
    parts.push(text);
  }
  const outside = (cell: CellResult | null): number | null => cell?.metrics.outsideEngineMs?.p50 ?? null;
  const candOutside = outside(view.candidate);
  const baseOutside = compared ? outside(view.baseline) : null;
  if (candOutside !== null || baseOutside !== null) {
    const shown = baseOutside !== null ? `${outsideText(baseOutside)} → ${outsideText(candOutside)}` : outsideText(candOutside);
    parts.push(`${statisticLabel('outsideEngineMs', 'p50')} ${shown}`);
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Below this a time outside the engine is noise (two clocks, one rounding): shown as `< 1 ms`, never negative. */
const OUTSIDE_NOISE_MS = 1;

function outsideText(ms: number | null): string {
  return ms !== null && ms < OUTSIDE_NOISE_MS ? `< ${OUTSIDE_NOISE_MS} ms` : formatValue('outsideEngineMs', ms);
}

/**
 * One note per endpoint and cache state whose cells the prefix cache did not serve as their name says: warm cells
 * where some cell had fewer than half of its requests hit (`warm cells of api: 9 of 20 requests missed the prefix
 * cache; their TTFT is compared among the 11 that hit`), and cold cells of a conversation's first request where
 * some cell had at least half hit (the cold nonce did not defeat the cache).
 */
export function cacheNotes(views: readonly CellView[], compared: boolean): string[] {
  const notes: string[] = [];
  const endpoints = [...new Set(views.map((v) => v.endpoint))];
  for (const endpoint of endpoints) {
    const reporting = views.filter((v) => v.endpoint === endpoint && v.candidate?.cacheHits && known(v.candidate.cacheHits) > 0);
    const warm = reporting.filter((v) => v.cache === 'warm');
    if (warm.some((v) => share(v.candidate!.cacheHits!) < FLAG_SHARE)) {
      const { hit, miss } = totals(warm);
      const ttft = metricLabel('ttftMs');
      const how = warm.every((v) => v.hitOnly)
        ? `their ${ttft} is ${compared ? 'compared among' : 'shown for'} the ${hit} that hit`
        : compared
          ? warm.every((v) => v.baseline?.cacheHits)
            ? `too few hit on a side to compare the hits alone, so ${ttft} compares every request, hits and misses alike`
            : `where the baseline has no cache report, ${ttft} compares every request, hits and misses alike`
          : `${ttft} mixes hits and misses`;
      notes.push(`warm cells of ${endpoint}: ${miss} of ${hit + miss} requests missed the prefix cache; ${how}`);
    }
    // A later turn of a conversation resends the earlier turns: its prefix is cached, cold or not.
    const cold = reporting.filter((v) => v.cache === 'cold' && (v.turn === null || v.turn === 0));
    if (cold.some((v) => share(v.candidate!.cacheHits!) >= FLAG_SHARE)) {
      const { hit, miss } = totals(cold);
      notes.push(
        `cold cells of ${endpoint}: ${hit} of ${hit + miss} requests hit the prefix cache, so their ${metricLabel('ttftMs')} is not a cold one's`,
      );
    }
  }
  return notes;
}

/** `3 requests were retried before their first byte: 2 after a stale keep-alive connection, 1 after a failed connect`. */
export function retryNote(results: Pick<Results, 'cells'>): string | null {
  const facts = results.cells.map((c) => c.connections).filter((f): f is ConnectionFacts => f !== undefined);
  const retried = facts.reduce((n, f) => n + f.retried, 0);
  if (retried === 0) return null;
  const stale = facts.reduce((n, f) => n + f.retriedStale, 0);
  const connect = facts.reduce((n, f) => n + f.retriedConnect, 0);
  const causes = [
    stale > 0 ? `${stale} after a stale keep-alive connection` : null,
    connect > 0 ? `${connect} after a failed connect` : null,
  ].filter((c): c is string => c !== null);
  const were = retried === 1 ? '1 request was' : `${retried} requests were`;
  return `${were} retried before their first byte${causes.length > 0 ? `: ${causes.join(', ')}` : ''} (never after a byte arrived; the retry's own timing is what was measured)`;
}

/** `connections: 2 new, 18 reused · connect p50 0.41 ms · TLS p50 3.20 ms · set-up p50 0.90 ms · 1 retried after a stale keep-alive connection`. */
export function explainConnections(facts: ConnectionFacts): string {
  const counts = [`${facts.opened} new`, `${facts.reused} reused`];
  if (facts.unknown > 0) counts.push(`${facts.unknown} unknown`);
  const parts = [`connections: ${counts.join(', ')}`];
  const medianText = (label: string, m: Median | null): string | null => (m === null ? null : `${label} p50 ${formatMs(m.p50)}`);
  for (const text of [medianText('connect', facts.connectMs), medianText('TLS', facts.tlsMs), medianText('set-up', facts.setupMs)])
    if (text) parts.push(text);
  if (facts.retried > 0) {
    const causes = [
      facts.retriedStale > 0 ? `${facts.retriedStale} after a stale keep-alive connection` : null,
      facts.retriedConnect > 0 ? `${facts.retriedConnect} after a failed connect` : null,
    ];
    parts.push(`${facts.retried} retried${causes.some((c) => c !== null) ? ` (${causes.filter((c) => c !== null).join(', ')})` : ''}`);
  }
  return parts.join(' · ');
}

function known(hits: Pick<CacheHits, 'hit' | 'miss'>): number {
  return hits.hit + hits.miss;
}

function share(hits: Pick<CacheHits, 'hit' | 'miss'>): number {
  return known(hits) === 0 ? 1 : hits.hit / known(hits);
}

function totals(views: readonly CellView[]): { hit: number; miss: number } {
  return views.reduce((t, v) => ({ hit: t.hit + v.candidate!.cacheHits!.hit, miss: t.miss + v.candidate!.cacheHits!.miss }), {
    hit: 0,
    miss: 0,
  });
}

function median(values: readonly number[]): number | null {
  return medianOf(values);
}

/**
 * `proxied · answer · cold: TTFB p50 50× (40× to 61×), beyond its margin — a diagnostic: it explains, it does not fail`:
 * one note per cell comparison of a diagnostic the gate showed beyond its margin (a proxy that sends its headers with
 * the first token moves TTFB, which users do not feel by itself).
 */
export function diagnosticNotes(views: readonly CellView[]): string[] {
  return views.flatMap((v) =>
    v.comparisons
      .filter((c) => c.evidence.kind === 'not-gated' && c.evidence.why === 'diagnostic' && c.evidence.beyond === true && c.ratio)
      .map(
        (c) =>
          `${v.endpoint} · ${cellWhere(v)}: ${statisticLabel(c.metric, c.statistic)} ${formatRatioWithBounds(c.ratio!.estimate, c.ratio!.lower, c.ratio!.upper)}, beyond its margin — a diagnostic: it explains, it does not fail`,
      ),
  );
}
