import { baselineCells, baselineFromHistory, workloadIdentity, type HistoryEntry } from '../baseline/index.js';
import type { LoadedBaseline } from '../compare/index.js';
import type { Workload } from '../config/index.js';
import type { HistoryStore } from './store.js';

export interface HistorySide {
  /** The comparison side pooled from the history, or null with fewer than 2 runs of this workload. */
  baseline: LoadedBaseline | null;
  /** Every entry of this workload read from the store, oldest first (for change points and trends). */
  entries: HistoryEntry[];
}

/** Reads the workload's history and pools its last `k` runs into the comparison side (before any request is sent). */
export async function loadHistorySide(workload: Workload, store: HistoryStore, k: number): Promise<HistorySide> {
  const identity = workloadIdentity(workload);
  const entries = (await store.read(workload.name)).filter((e) => e.fingerprint === identity.fingerprint);
  const pooled = baselineFromHistory(entries, identity, k);
  if (!pooled) return { baseline: null, entries };
  return {
    entries,
    baseline: {
      label: historyLabel(store.describe, pooled.pooled, driftWindow(pooled.baseline.cells)),
      cells: baselineCells(pooled.baseline),
      conformance: null,
      ...(pooled.baseline.outputs ? { outputs: pooled.baseline.outputs } : {}),
      history: { runs: pooled.pooled.length },
    },
  };
}

/**
 * Which side was used, how many runs it pooled and over how many the drift was measured, e.g. "history (branch
 * streamgate-history of …): last 5 runs pooled, a1b2c3d…f00ba12; drift measured over 20 runs".
 */
export function historyLabel(describe: string, pooled: readonly HistoryEntry[], driftRuns: number | null = null): string {
  const commits = pooled.map((e) => e.commit?.slice(0, 7)).filter((c): c is string => c !== undefined);
  const span = commits.length > 0 ? `, ${commits[0]}…${commits.at(-1)}` : '';
  const window = driftRuns !== null && driftRuns > pooled.length ? `; drift measured over ${driftRuns} runs` : '';
  return `history (${describe}): last ${pooled.length} runs pooled${span}${window}`;
}

/** The longest window any cell's drift was measured over, when longer than the runs pooled; else null. */
function driftWindow(cells: readonly { spread?: { driftRuns?: number } }[]): number | null {
  const runs = cells.map((c) => c.spread?.driftRuns ?? 0);
  return runs.length > 0 && Math.max(...runs) > 0 ? Math.max(...runs) : null;
}
