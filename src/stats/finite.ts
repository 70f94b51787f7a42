/**
 * The finite values of `values`, sorted ascending, in a new typed array.
 *
 * Every function of this library treats NaN and ±Infinity as missing observations: a timed-out or
 * failed request has no latency, and letting one non-finite value poison a whole comparison (or
 * sort to an arbitrary end) would turn a reporting gap into a verdict.
 */
export function sortedFinite(values: ArrayLike<number>): Float64Array {
  let count = 0;
  for (let i = 0; i < values.length; i++) if (Number.isFinite(values[i])) count++;
  const out = new Float64Array(count);
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (Number.isFinite(value)) out[at++] = value;
  }
  // Typed-array sort is numeric (no string comparison) and avoids boxing.
  return out.sort();
}

/**
 * `sortedFinite` for statistics defined on ratios or logs: throws a RangeError naming the caller
 * and the side when a (finite) value is zero or negative.
 */
export function sortedPositive(caller: string, side: string, values: ArrayLike<number>): Float64Array {
  const sorted = sortedFinite(values);
  if (sorted.length > 0 && sorted[0]! <= 0) {
    throw new RangeError(`${caller} requires positive values, but the ${side} sample contains ${sorted[0]}`);
  }
  return sorted;
}

/** Σ (t³ − t) over the groups of equal values of an ascending array (the Mann–Whitney tie term). */
export function tieTerm(sorted: ArrayLike<number>): number {
  let term = 0;
  let i = 0;
  while (i < sorted.length) {
    let j = i + 1;
    while (j < sorted.length && sorted[j] === sorted[i]) j++;
    const t = j - i;
    term += t * t * t - t;
    i = j;
  }
  return term;
}

/** Throws unless `value` is a probability strictly between 0 and 1. */
export function assertOpenUnit(name: string, value: number): void {
  if (!(value > 0 && value < 1)) throw new RangeError(`${name} must be strictly between 0 and 1, got ${value}`);
}
