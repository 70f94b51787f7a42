import type { CellData } from '../gate/index.js';
import type { CellIdentity } from '../vocabulary/index.js';
import type { Baseline } from './types.js';

/** A cell's identity and its request counts, the fields every view of a cell starts with. */
export interface CellCounts extends CellIdentity {
  n: number;
  errors: number;
}

/**
 * The identity and counts of any view of a cell (results, baseline, history entry), copied field by field in this
 * order: the order every stored file writes them in.
 */
export function cellCounts(cell: CellCounts): CellCounts {
  return { endpoint: cell.endpoint, scenario: cell.scenario, cache: cell.cache, turn: cell.turn, n: cell.n, errors: cell.errors };
}

/** The baseline side of the gate's comparisons. Copies, so the gate cannot alter the baseline it was given. */
export function baselineCells(baseline: Baseline): CellData[] {
  return baseline.cells.map((cell) => ({
    ...cellCounts(cell),
    classes: { ...cell.classes },
    values: Object.fromEntries(Object.entries(cell.values).map(([metric, values]) => [metric, [...values]])),
    ...(cell.timeline ? { timeline: cell.timeline.map((p) => ({ ...p })) } : {}),
    ...(cell.spread
      ? {
          spread: {
            runs: cell.spread.runs,
            logSd: { ...cell.spread.logSd },
            ...(cell.spread.driftRuns !== undefined ? { driftRuns: cell.spread.driftRuns } : {}),
            ...(cell.spread.driftDf ? { driftDf: { ...cell.spread.driftDf } } : {}),
            ...(cell.spread.trend ? { trend: { ...cell.spread.trend } } : {}),
            ...(cell.spread.hitShares ? { hitShares: [...cell.spread.hitShares] } : {}),
          },
        }
      : {}),
    ...(cell.cacheHits
      ? {
          cacheHits: {
            hit: cell.cacheHits.hit,
            miss: cell.cacheHits.miss,
            unknown: cell.cacheHits.unknown,
            values: Object.fromEntries(Object.entries(cell.cacheHits.values).map(([metric, values]) => [metric, [...values]])),
          },
        }
      : {}),
  }));
}
