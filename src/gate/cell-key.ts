import type { CellData } from './types.js';

/** Identity of a cell across runs: the same endpoint, scenario, cache state and agent turn. */
export function cellKey(cell: Pick<CellData, 'endpoint' | 'scenario' | 'cache' | 'turn'>): string {
  return `${cell.endpoint}/${cell.scenario}/${cell.cache}${cell.turn === null ? '' : `/turn${cell.turn}`}`;
}
