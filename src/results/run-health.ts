import type { ErrorKind } from '../probe/index.js';
import type { CellResult, Results } from './types.js';

/**
 * Above this share of failed requests, a cell makes no baseline: its errors would be the yardstick every later run
 * is compared with (a candidate failing as often would pass). `baseline:update --allow-errors` records it anyway.
 */
export const RECORD_MAX_ERROR_RATE = 0.05;

/** An endpoint none of whose measured requests succeeded, with what its requests failed with. */
export interface FailedEndpoint {
  endpoint: string;
  requests: number;
  errorKinds: Partial<Record<ErrorKind, number>>;
}

/** A cell that makes no baseline: no successful request, or more errors than RECORD_MAX_ERROR_RATE. */
export interface UnrecordableCell {
  endpoint: string;
  /** `endpoint / scenario / cache` (see `cellName`). */
  cell: string;
  requests: number;
  errors: number;
  errorKinds: Partial<Record<ErrorKind, number>>;
}

/** Endpoints whose every measured request failed (none when an endpoint measured nothing at all). */
export function failedEndpoints(results: Results): FailedEndpoint[] {
  const byEndpoint = new Map<string, FailedEndpoint & { ok: number }>();
  for (const cell of results.cells) {
    const entry = byEndpoint.get(cell.endpoint) ?? { endpoint: cell.endpoint, requests: 0, errorKinds: {}, ok: 0 };
    entry.requests += cell.n;
    entry.ok += cell.n - cell.errors;
    addKinds(entry.errorKinds, cell.errorKinds);
    byEndpoint.set(cell.endpoint, entry);
  }
  return [...byEndpoint.values()]
    .filter((e) => e.requests > 0 && e.ok === 0)
    .map(({ endpoint, requests, errorKinds }) => ({ endpoint, requests, errorKinds }));
}

/** Cells that would make a misleading baseline, in results order. */
export function unrecordableCells(results: Results, maxErrorRate = RECORD_MAX_ERROR_RATE): UnrecordableCell[] {
  return results.cells
    .filter((c) => c.n > 0 && (c.errors === c.n || c.errors / c.n > maxErrorRate))
    .map((c) => ({ endpoint: c.endpoint, cell: cellName(c), requests: c.n, errors: c.errors, errorKinds: { ...c.errorKinds } }));
}

/** `endpoint / scenario / cache` (with the turn of an agent loop), as the terminal names cells. */
export function cellName(cell: Pick<CellResult, 'endpoint' | 'scenario' | 'cache' | 'turn'>): string {
  return `${cell.endpoint} / ${cell.scenario} / ${cell.cache}${cell.turn === null ? '' : ` / turn ${cell.turn + 1}`}`;
}

/** `connect ×12, http_4xx ×3`, most frequent first. */
export function describeKinds(kinds: Partial<Record<ErrorKind, number>>): string {
  return Object.entries(kinds)
    .filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
}

function addKinds(into: Partial<Record<ErrorKind, number>>, from: Partial<Record<ErrorKind, number>>): void {
  for (const [kind, count] of Object.entries(from) as [ErrorKind, number][]) into[kind] = (into[kind] ?? 0) + count;
}
