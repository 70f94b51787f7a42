/** Samples are stamped to the microsecond; rounding derived times there drops float noise
 * (0.1 + 0.2 style) without claiming more resolution than was measured. */
export function roundToMicroseconds(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}
