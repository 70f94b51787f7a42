import { cellKey } from './describe.js';
import type { CellData } from './types.js';

export interface CellPair {
  baseline: CellData;
  candidate: CellData;
}

/**
 * Pairs cells by endpoint, scenario, cache state and turn, in the candidate's order. Cells on one
 * side only, and repeated keys, become warnings: comparing against the wrong cell, or against
 * nothing, would turn a workload change into a verdict.
 */
export function matchCells(baseline: readonly CellData[], candidate: readonly CellData[]): { pairs: CellPair[]; warnings: string[] } {
  const warnings: string[] = [];
  const baseByKey = indexByKey(baseline, 'baseline', warnings);
  const candByKey = indexByKey(candidate, 'candidate', warnings);
  const pairs: CellPair[] = [];
  for (const [key, cand] of candByKey) {
    const base = baseByKey.get(key);
    if (base) pairs.push({ baseline: base, candidate: cand });
    else warnings.push(`${key}: no baseline cell, not compared (new scenario, endpoint or cache state?)`);
  }
  for (const key of baseByKey.keys()) {
    if (!candByKey.has(key)) warnings.push(`${key}: in the baseline but not measured now, not compared`);
  }
  return { pairs, warnings };
}

function indexByKey(cells: readonly CellData[], side: string, warnings: string[]): Map<string, CellData> {
  const byKey = new Map<string, CellData>();
  for (const cell of cells) {
    const key = cellKey(cell);
    if (byKey.has(key)) warnings.push(`${key}: more than one ${side} cell, only the first is compared`);
    else byKey.set(key, cell);
  }
  return byKey;
}
