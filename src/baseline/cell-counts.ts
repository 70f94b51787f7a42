import type { CellIdentity } from '../vocabulary/index.js';

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
