import { MIN_SHARD_OVERLAP, overlapPercent } from '../vocabulary/index.js';
import type { MeasuringWindow, Results, ShardsTogether, ShardWindow } from './types.js';

/** A window as milliseconds since the epoch. */
interface Span {
  startMs: number;
  endMs: number;
}

/**
 * How the shards of one run applied their load together (parts in shard order): each shard's measuring window and
 * start lag, the windows' overlap share (intersection over union) and the clock disagreement (the spread of the
 * shards' start stamps against the agreed start). Shards without an agreed start are stated as such: a split plan.
 */
export function shardsTogether(parts: readonly Results[], minOverlap = MIN_SHARD_OVERLAP): ShardsTogether {
  const agreedAt = parts[0]?.run.agreedStart?.at ?? null;
  const agreedMs = agreedAt === null ? null : Date.parse(agreedAt);
  const windows: ShardWindow[] = parts.map((p, i) => {
    const stamp = p.run.agreedStart;
    return {
      shard: (p.run.shard?.index ?? i) + 1,
      window: p.run.window ?? null,
      startLagMs: stamp && agreedMs !== null ? Math.round(stamp.wallMs - agreedMs) : null,
      clockSync: stamp?.clockSync ?? 'unknown',
    };
  });
  const lags = windows.map((w) => w.startLagMs).filter((l): l is number => l !== null);
  const spans = windows.map((w) => (w.window ? spanOf(w.window) : null));
  return {
    agreedAt,
    overlapShare: spans.every((s): s is Span => s !== null) && spans.length > 0 ? round3(overlapShare(spans)) : null,
    clockSpreadMs: agreedAt !== null && lags.length === windows.length ? Math.max(...lags) - Math.min(...lags) : null,
    minOverlap,
    windows,
  };
}

/** Intersection over union of spans: 1 when they coincide, 0 when two of them do not meet. */
export function overlapShare(spans: readonly Span[]): number {
  if (spans.length <= 1) return 1;
  const union = Math.max(...spans.map((s) => s.endMs)) - Math.min(...spans.map((s) => s.startMs));
  const intersection = Math.min(...spans.map((s) => s.endMs)) - Math.max(...spans.map((s) => s.startMs));
  if (union <= 0) return 1;
  return Math.max(0, intersection) / union;
}

/**
 * Why merged shards cannot stand as load applied together, or null when they can: an agreed start, and windows that
 * overlapped at least `minOverlap`. The shard named is the one whose window lay furthest apart: the one without which
 * the others overlap most (the later one of two). Shards without an agreed start are never refused here: they split
 * a plan, and the merge says so.
 */
export function overlapRefusal(together: ShardsTogether, count: number): string | null {
  const { agreedAt, overlapShare: share, minOverlap, windows } = together;
  if (agreedAt === null || share === null || share >= minOverlap) return null;
  const spans = windows.map((w) => spanOf(w.window!));
  const apart = outlier(spans);
  const others = spans.filter((_, i) => i !== apart);
  const lag = windows[apart]!.startLagMs;
  const othersSpan = { startMs: Math.min(...others.map((s) => s.startMs)), endMs: Math.max(...others.map((s) => s.endMs)) };
  const how = apartText(spans[apart]!, others);
  return (
    `the shards' measuring windows overlapped ${overlapPercent(share)} (intersection over union), below the ` +
    `${overlapPercent(minOverlap)} that load applied together needs: shard ${windows[apart]!.shard}/${count} ` +
    `${how}, its window ${clockText(spans[apart]!)} against ${clockText(othersSpan)} for the ` +
    `others${lag === null ? '' : ` (it began ${seconds(lag)} after the agreed start ${agreedAt})`}. ` +
    'The endpoint did not see the merged load at once; run the shards again with a start planned further ahead.'
  );
}

/** How a span lay apart from the others: moved later (its start at least half as far as its end), ran on, or the reverse. */
function apartText(span: Span, others: readonly Span[]): string {
  const startGap = span.startMs - median(others.map((s) => s.startMs));
  const endGap = span.endMs - median(others.map((s) => s.endMs));
  if (startGap > 0 && startGap >= endGap / 2) return 'started late';
  if (endGap > 0) return 'ran longer than the others';
  return startGap < 0 && startGap <= endGap / 2 ? 'started early' : 'ended early';
}

/** The span whose removal leaves the others overlapping most; of equals, the one that started last. */
function outlier(spans: readonly Span[]): number {
  let best = 0;
  let bestShare = -1;
  spans.forEach((span, i) => {
    const share = overlapShare(spans.filter((_, j) => j !== i));
    if (share > bestShare || (share === bestShare && span.startMs > spans[best]!.startMs)) {
      best = i;
      bestShare = share;
    }
  });
  return best;
}

function spanOf(window: MeasuringWindow): Span {
  return { startMs: Date.parse(window.start), endMs: Date.parse(window.end) };
}

/** `12:00:05.120–12:00:05.900` (UTC). */
function clockText(span: Span): string {
  const time = (ms: number): string => new Date(ms).toISOString().slice(11, 23);
  return `${time(span.startMs)}–${time(span.endMs)} UTC`;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
