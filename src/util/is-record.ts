/** A plain JSON object (not null, not an array): the one test every reader of parsed JSON uses. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
