/** Narrowing helpers for parsed JSON (`JSON.parse` gives `unknown` here, never `any`). */
export { isRecord } from '../util/index.js';

export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
