import { baselineCells, baselineFromHistory, workloadIdentity, type BaselineStamp, type HistoryEntry } from '../baseline/index.js';
import type { LoadedBaseline } from '../compare/index.js';
import type { Workload } from '../config/index.js';
import { historySideLabel, shortSegmentNote } from '../report/index.js';
import { currentSegment, type Segment } from './segment.js';
import type { HistoryStore } from './store.js';
import { storeDriftPrior, type StoreDriftPrior } from './drift-prior.js';

export interface HistorySide {
  /**
   * The comparison side pooled from the runs of the history's current segment (the runs since the latest step), or
   * null: fewer than 2 runs in all, a segment whose newer baseline file is the side, or a step with no run after it.
   */
  baseline: LoadedBaseline | null;
  /** Every entry of this workload read from the store, oldest first (for change points and trends). */
  entries: HistoryEntry[];
  /** The current segment: its runs and why it starts where it does. */
  segment?: Segment;
  /** When `baseline` is null: why, and what the gate compares with instead (one line). */
  note?: string;
  /** The drift prior fitted from every workload the store holds (src/history/drift-prior.ts), or null: too few series. */
  driftPrior?: StoreDriftPrior | null;
}

export interface HistorySideOptions {
  /** The committed baseline file's provenance, when there is one: a file newer than some runs starts a segment. */
  baseline?: BaselineStamp | null;
}

/**
 * Reads the workload's history and pools the last `k` runs of its current segment into the comparison side (before
 * any request is sent); the run-to-run drift is measured inside the segment only. A segment of one run is a 1-run side
 * (its drift assumed) unless a newer baseline file started it (then that file is the side).
 */
export async function loadHistorySide(
  workload: Workload,
  store: HistoryStore,
  k: number,
  options: HistorySideOptions = {},
): Promise<HistorySide> {
  const identity = workloadIdentity(workload);
  const entries = (await store.read(workload.name)).filter((e) => e.fingerprint === identity.fingerprint);
  const driftPrior = storeDriftPrior(await store.readAll());
  const segment = currentSegment(entries, { k, baseline: options.baseline ?? null });
  const total = segment.runs.length;
  const stepped = segment.start.kind !== 'none';
  // Without a step, 2 runs are needed (one run of a history never was a side); after one, a single run is.
  const minRuns = stepped && segment.start.kind !== 'baseline' ? 1 : 2;
  const pooled = baselineFromHistory(segment.runs, identity, k, undefined, minRuns);
  if (!pooled) {
    const all = entries.filter((e) => !(e.step !== undefined && e.cells.length === 0)).length;
    return {
      baseline: null,
      entries,
      segment,
      note: shortSegmentNote(store.describe, workload.name, total, segment.start, all),
      driftPrior,
    };
  }
  return {
    entries,
    driftPrior,
    segment,
    baseline: {
      label: historySideLabel(
        store.describe,
        pooled.pooled.map((e) => e.commit),
        segment.start,
        driftWindow(pooled.baseline.cells),
      ),
      cells: baselineCells(pooled.baseline),
      conformance: null,
      ...(pooled.baseline.outputs ? { outputs: pooled.baseline.outputs } : {}),
      ...(pooled.baseline.speculative ? { speculative: pooled.baseline.speculative } : {}),
      history: { runs: pooled.pooled.length },
    },
  };
}

/** The longest window any cell's drift was measured over, when longer than the runs pooled; else null. */
function driftWindow(cells: readonly { spread?: { driftRuns?: number } }[]): number | null {
  const runs = cells.map((c) => c.spread?.driftRuns ?? 0);
  return runs.length > 0 && Math.max(...runs) > 0 ? Math.max(...runs) : null;
}

/** The label of a side pooled with no step in its window (as `loadHistorySide` words it). */
export function historyLabel(describe: string, pooled: readonly HistoryEntry[], driftRuns: number | null = null): string {
  return historySideLabel(
    describe,
    pooled.map((e) => e.commit),
    { kind: 'none' },
    driftRuns,
  );
}
