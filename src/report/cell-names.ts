/** How a cell and its delivery are named in every rendering: `agent · turn 2 · warm`, `streamed 9/10, buffered 1`. */
import type { CellResult } from '../results/index.js';

/** `hello · cold`, `agent · turn 2 · warm`. */
export function cellWhere(c: { scenario: string; cache: string; turn: number | null }): string {
  return `${c.scenario}${c.turn === null ? '' : ` · turn ${c.turn + 1}`} · ${c.cache}`;
}

/** The dominant class, with the split when requests disagree (e.g. `streamed 9/10, buffered 1`). */
export function deliveryLabel(cell: Pick<CellResult, 'classes'>): string {
  const entries = (['streamed', 'coalesced', 'buffered'] as const)
    .map((k) => [k, cell.classes[k]] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  const classified = entries.reduce((n, [, v]) => n + v, 0);
  if (classified === 0) return cell.classes.undefined > 0 ? 'too short' : '–';
  const [first, ...rest] = entries;
  if (rest.length === 0) return first![0];
  return [`${first![0]} ${first![1]}/${classified}`, ...rest.map(([k, v]) => `${k} ${v}`)].join(', ');
}
