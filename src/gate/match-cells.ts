import { cellKey } from '../vocabulary/index.js';
import type { CellData, GateWarning } from './types.js';

export interface CellPair {
  baseline: CellData;
  candidate: CellData;
  /** Metrics compared over the requests that hit the prefix cache (src/gate/cache/hits.ts); absent: all requests. */
  hitOnly?: readonly string[];
}

/**
 * Pairs cells by endpoint, scenario, cache state and turn, in the candidate's order. Cells on one
 * side only, and repeated keys, become warnings: comparing against the wrong cell, or against
 * nothing, would turn a workload change into a verdict.
 */
export function matchCells(baseline: readonly CellData[], candidate: readonly CellData[]): { pairs: CellPair[]; warnings: GateWarning[] } {
  const warnings: GateWarning[] = [];
  const baseByKey = indexByKey(baseline, 'baseline', warnings);
  const candByKey = indexByKey(candidate, 'candidate', warnings);
  const pairs: CellPair[] = [];
  for (const [key, cand] of candByKey) {
    const base = baseByKey.get(key);
    if (base) pairs.push({ baseline: base, candidate: cand });
    else warnings.push({ kind: 'unmatched-cell', cell: key, endpoint: cand.endpoint, side: 'candidate' });
  }
  for (const [key, base] of baseByKey) {
    if (!candByKey.has(key)) warnings.push({ kind: 'unmatched-cell', cell: key, endpoint: base.endpoint, side: 'baseline' });
  }
  return { pairs, warnings };
}

function indexByKey(cells: readonly CellData[], side: 'baseline' | 'candidate', warnings: GateWarning[]): Map<string, CellData> {
  const byKey = new Map<string, CellData>();
  for (const cell of cells) {
    const key = cellKey(cell);
    if (byKey.has(key)) warnings.push({ kind: 'duplicate-cell', cell: key, endpoint: cell.endpoint, side });
    else byKey.set(key, cell);
  }
  return byKey;
}
