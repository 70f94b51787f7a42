import type { Sample } from '../probe/index.js';
import { eventTokenShares } from './tokens.js';

export interface TimelinePoint {
  /** ms since the request was written. */
  tMs: number;
  /** Output tokens received by then (estimated per event from its characters; docs/metrics.md). */
  tokens: number;
}

/** Enough points to draw a ramp or a jump; a 400-token stream would otherwise be 400 points in every file. */
export const MAX_TIMELINE_POINTS = 24;

/**
 * Cumulative output tokens over time for one request, starting at (0, 0). A buffered response is one step
 * (flat until the flush, then all tokens); a streamed one a ramp. Downsampled to at most MAX_TIMELINE_POINTS,
 * always keeping the first and the last token-bearing event.
 */
export function tokenTimeline(sample: Sample, outputTokens: number): TimelinePoint[] {
  const n = sample.eventMs.length;
  if (n === 0 || outputTokens <= 0) return [];
  const shares = eventTokenShares(sample.eventChars, outputTokens);
  // One point per arrival time (events of one read share its stamp): a flush is a single step.
  const arrivals: TimelinePoint[] = [];
  let cumulative = 0;
  for (let i = 0; i < n; i++) {
    cumulative += shares[i]!;
    if (i === n - 1 || sample.eventMs[i + 1] !== sample.eventMs[i])
      arrivals.push({ tMs: round(sample.eventMs[i]!), tokens: round(cumulative) });
  }
  // Evenly spaced arrivals, so a long stream keeps its shape; the first and the last are always kept.
  const keep = MAX_TIMELINE_POINTS - 1;
  const picked =
    arrivals.length <= keep
      ? arrivals
      : Array.from({ length: keep }, (_, k) => arrivals[Math.round((k * (arrivals.length - 1)) / (keep - 1))]!);
  return [{ tMs: 0, tokens: 0 }, ...picked];
}

function round(v: number): number {
  return Math.round(v * 10) / 10;
}
