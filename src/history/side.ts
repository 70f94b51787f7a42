import { baselineCells, baselineFromHistory, workloadIdentity, type HistoryEntry } from '../baseline/index.js';
import type { LoadedBaseline } from '../compare/comparand.js';
import type { Workload } from '../config/types.js';
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
      label: historyLabel(store.describe, pooled.pooled),
      cells: baselineCells(pooled.baseline),
      conformance: null,
      history: { runs: pooled.pooled.length },
    },
  };
}

/** Which side was used and how many runs it pooled, e.g. "history (branch streamgate-history of …): last 5 runs pooled, a1b2c3d…f00ba12". */
export function historyLabel(describe: string, pooled: readonly HistoryEntry[]): string {
  const commits = pooled.map((e) => e.commit?.slice(0, 7)).filter((c): c is string => c !== undefined);
  const span = commits.length > 0 ? `, ${commits[0]}…${commits.at(-1)}` : '';
  return `history (${describe}): last ${pooled.length} runs pooled${span}`;
}
