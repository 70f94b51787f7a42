import { measuredEntries, type BaselineStamp, type HistoryEntry } from '../baseline/index.js';
import { historyChangesFor } from './changes.js';

/** Runs the change-point search looks over for the segment's start: the last max(K, this). */
export const SEGMENT_SEARCH_RUNS = 10;

/** Why the current segment starts where it does. */
export type SegmentStart =
  | { kind: 'accepted' | 'recorded'; commit: string | null; time: string; reason?: string }
  | { kind: 'baseline'; time: string }
  | { kind: 'detected'; commit: string | null; time: string }
  | { kind: 'none' };

export interface Segment {
  /** The measured runs of the current segment, oldest first (marker entries left out). */
  runs: HistoryEntry[];
  start: SegmentStart;
}

export interface SegmentOptions {
  /** Runs pooled (K): the change-point search looks over the last max(K, SEGMENT_SEARCH_RUNS) runs. */
  k: number;
  /** The committed baseline file's provenance (when its runs finished, which run), when there is one. */
  baseline?: BaselineStamp | null;
}

/**
 * Where the current segment of the history starts: the latest of a marked step (an entry with `step`), a committed
 * baseline file recorded after older runs, and a change point detected over the last max(K, 10) runs. The runs before
 * it measured another stack: pooling them, or measuring the run-to-run drift across the step, compares with a stack
 * that is gone.
 */
export function currentSegment(entries: readonly HistoryEntry[], options: SegmentOptions): Segment {
  const runs = measuredEntries(entries);
  // Each candidate start: the index (into `runs`) of the first run of the segment, and why.
  const candidates: { index: number; start: SegmentStart }[] = [];
  let seen = 0;
  let previous: HistoryEntry | null = null;
  for (const entry of entries) {
    // Baselines recorded in a row (mode: record twice) are one recording of one stack: the first starts the segment.
    const again = entry.step?.kind === 'recorded' && entry.cells.length > 0 && previous?.step?.kind === 'recorded';
    if (entry.step !== undefined && !again) {
      const start: SegmentStart = { kind: entry.step.kind, commit: entry.commit, time: entry.time };
      if (entry.step.reason !== undefined) start.reason = entry.step.reason;
      // A run carrying a step begins its segment; a marker begins it with the next run: both at `seen`.
      candidates.push({ index: seen, start });
    }
    if (entry.cells.length > 0 || entry.step === undefined) {
      seen += 1;
      previous = entry;
    }
  }
  const stamp = options.baseline ?? null;
  const recordedAt = stamp ? Date.parse(stamp.recordedAt) : NaN;
  if (stamp && Number.isFinite(recordedAt)) {
    // A file recorded from a run the history holds begins its segment at that run (it measured that stack); any other
    // begins it with the first run that finished after it.
    const same = stamp.runId === null ? -1 : runs.findIndex((e) => e.runId === stamp.runId);
    const after = same !== -1 ? same : runs.findIndex((e) => Date.parse(e.time) > recordedAt);
    const index = after === -1 ? runs.length : after;
    // Only a file newer than some run starts a segment; one older than every run says nothing about them.
    if (index > 0) candidates.push({ index, start: { kind: 'baseline', time: stamp.recordedAt } });
  }
  const searched = Math.max(options.k, SEGMENT_SEARCH_RUNS);
  const offset = Math.max(0, runs.length - searched);
  const window = runs.slice(offset);
  for (const step of historyChangesFor(window, null).steps) {
    const index = offset + window.length - 1 - step.runsAgo;
    if (index > 0 && index < runs.length)
      candidates.push({ index, start: { kind: 'detected', commit: runs[index]!.commit, time: runs[index]!.time } });
  }
  // The latest start; at the same run a step told of (or a baseline file) names it better than a detected one.
  const rank = (c: { start: SegmentStart }): number => (c.start.kind === 'detected' ? 0 : c.start.kind === 'baseline' ? 1 : 2);
  const latest = candidates.reduce<{ index: number; start: SegmentStart } | null>(
    (best, c) => (best === null || c.index > best.index || (c.index === best.index && rank(c) >= rank(best)) ? c : best),
    null,
  );
  if (latest === null) return { runs, start: { kind: 'none' } };
  return { runs: runs.slice(latest.index), start: latest.start };
}
