/**
 * Per-cell facts beside the metric summaries: how the requests used the server's prefix cache, and how they reached
 * the server (new or reused connection, set-up times, retries). Built as requests complete, merged for shards and
 * pooled runs. Pure.
 */
import type { CacheHits } from '../gate/index.js';
import { type RequestMetrics } from '../metrics/index.js';
import { HIT_ONLY_METRICS, type HitOnlyMetric } from '../vocabulary/index.js';
import type { Sample } from '../probe/index.js';
import { quantile, sortedFinite } from '../stats/index.js';
import type { ConnectionFacts, Median } from './types.js';
import { roundToMicroseconds as roundMs } from '../util/index.js';

/** Connection facts of a cell while its requests arrive. */
export interface ConnectionTally {
  facts: ConnectionFacts;
  connectMs: number[];
  tlsMs: number[];
  setupMs: number[];
}

export function emptyConnectionTally(): ConnectionTally {
  return {
    facts: {
      opened: 0,
      reused: 0,
      unknown: 0,
      retried: 0,
      retriedConnect: 0,
      retriedStale: 0,
      connectMs: null,
      tlsMs: null,
      setupMs: null,
    },
    connectMs: [],
    tlsMs: [],
    setupMs: [],
  };
}

/** Counts one request, failed or not: a failed request used a connection too, and a retry is about failures. */
export function tallyConnection(tally: ConnectionTally, sample: Sample, m: RequestMetrics): void {
  const facts = tally.facts;
  if (m.newConnection === true) {
    facts.opened++;
    if (m.connectMs !== null) tally.connectMs.push(m.connectMs);
    if (m.tlsMs !== null) tally.tlsMs.push(m.tlsMs);
    if (m.setupMs !== null) tally.setupMs.push(m.setupMs);
  } else if (m.newConnection === false) {
    facts.reused++;
  } else {
    facts.unknown++;
  }
  if (sample.retries > 0) facts.retried++;
  if (sample.retryCauses.includes('connect')) facts.retriedConnect++;
  if (sample.retryCauses.includes('stale_connection')) facts.retriedStale++;
}

export function connectionFacts(tally: ConnectionTally): ConnectionFacts {
  return { ...tally.facts, connectMs: median(tally.connectMs), tlsMs: median(tally.tlsMs), setupMs: median(tally.setupMs) };
}

/**
 * Prefix-cache use over a cell's successful requests (`metrics`, in completion order), with the hit-only metrics'
 * values split into hits and misses; null when no request said whether it hit. `round` is the cell's value rounding.
 */
export function cacheHitsOf(metrics: readonly RequestMetrics[], round: (v: number) => number): CacheHits | null {
  let hit = 0;
  let miss = 0;
  const values: Partial<Record<HitOnlyMetric, number[]>> = {};
  const missValues: Partial<Record<HitOnlyMetric, number[]>> = {};
  for (const m of metrics) {
    if (m.cacheHit === null) continue;
    if (m.cacheHit) hit++;
    else miss++;
    const into = m.cacheHit ? values : missValues;
    for (const name of HIT_ONLY_METRICS) {
      const v = m[name];
      if (typeof v === 'number' && Number.isFinite(v)) (into[name] ??= []).push(round(v));
    }
  }
  if (hit + miss === 0) return null;
  return { hit, miss, unknown: metrics.length - hit - miss, values, missValues };
}

/** One cell's cache use from several parts of it (shards, runs): counts added, values concatenated in order. */
export function mergeCacheHits(parts: readonly (CacheHits | undefined)[]): CacheHits | null {
  const present = parts.filter((p): p is CacheHits => p !== undefined);
  if (present.length === 0) return null;
  const concat = (
    pick: (c: CacheHits) => Partial<Record<HitOnlyMetric, number[]>> | undefined,
  ): Partial<Record<HitOnlyMetric, number[]>> => {
    const out: Partial<Record<HitOnlyMetric, number[]>> = {};
    for (const name of HIT_ONLY_METRICS) {
      const list = present.flatMap((c) => pick(c)?.[name] ?? []);
      if (list.length > 0) out[name] = list;
    }
    return out;
  };
  const merged: CacheHits = {
    hit: present.reduce((n, c) => n + c.hit, 0),
    miss: present.reduce((n, c) => n + c.miss, 0),
    // A part without a cache report had all its successful requests unknown; the caller counts those (see mergeCells).
    unknown: present.reduce((n, c) => n + c.unknown, 0),
    values: concat((c) => c.values),
  };
  if (present.some((c) => c.missValues !== undefined)) merged.missValues = concat((c) => c.missValues);
  return merged;
}

/**
 * Connection facts of several parts of one cell: counts added; each median the n-weighted mean of the parts' medians,
 * an approximation that is exact for one part (the parts keep medians, not values, like captured headers).
 */
export function mergeConnectionFacts(parts: readonly (ConnectionFacts | undefined)[]): ConnectionFacts | null {
  const present = parts.filter((p): p is ConnectionFacts => p !== undefined);
  if (present.length === 0) return null;
  const sum = (pick: (f: ConnectionFacts) => number): number => present.reduce((n, f) => n + pick(f), 0);
  const weighted = (pick: (f: ConnectionFacts) => Median | null): Median | null => {
    const medians = present.map(pick).filter((m): m is Median => m !== null && m.n > 0);
    const n = medians.reduce((t, m) => t + m.n, 0);
    return n === 0 ? null : { n, p50: roundMs(medians.reduce((t, m) => t + m.p50 * m.n, 0) / n) };
  };
  return {
    opened: sum((f) => f.opened),
    reused: sum((f) => f.reused),
    unknown: sum((f) => f.unknown),
    retried: sum((f) => f.retried),
    retriedConnect: sum((f) => f.retriedConnect),
    retriedStale: sum((f) => f.retriedStale),
    connectMs: weighted((f) => f.connectMs),
    tlsMs: weighted((f) => f.tlsMs),
    setupMs: weighted((f) => f.setupMs),
  };
}

function median(values: readonly number[]): Median | null {
  const sorted = sortedFinite(values);
  return sorted.length === 0 ? null : { n: sorted.length, p50: roundMs(quantile(sorted, 0.5)) };
}
