/**
 * The two value helpers every layer uses, written once here: the plain-object test for parsed JSON and the
 * microsecond rounding of measured times.
 */

/** A plain JSON object (not null, not an array): the one test every reader of parsed JSON uses. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Samples are stamped to the microsecond; rounding derived times there drops float noise
 * (0.1 + 0.2 style) without claiming more resolution than was measured. */
export function roundToMicroseconds(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
