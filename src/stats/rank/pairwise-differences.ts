import { createRng } from '../rng.js';

/**
 * Order statistics of the m·n pairwise differences x[i] − y[j] without materialising them.
 *
 * With x ascending and y read in descending order the differences form an implicit m×n matrix
 * whose rows and columns both ascend. Selection keeps a window of candidate columns per row:
 * a pivot drawn uniformly from the remaining candidates is ranked by one O(m + n) staircase walk,
 * and every row drops the part on the wrong side of it (the randomised form of Monahan 1984 /
 * Johnson & Mizoguchi 1978). The expected number of rounds is O(log(mn)), so a rank costs about
 * O((m + n)·log(mn)) instead of the O(mn·log(mn)) of sorting all differences: 4M differences at
 * 2,000 samples per side would take ~0.5 s to sort, selection takes milliseconds. Pivots come from
 * a fixed-seed generator, so the work done is reproducible; the result never depends on them.
 */

/** Up to this many differences, one typed sort of all of them is simplest and as fast. */
const MATERIALISE_LIMIT = 1024;

/**
 * The rank-th smallest (1-based) differences x[i] − y[j], one result per requested rank.
 * `xSorted` and `ySorted` must be ascending, finite and non-empty.
 */
export function pairwiseDifferenceOrderStatistics(xSorted: Float64Array, ySorted: Float64Array, ranks: readonly number[]): number[] {
  const total = xSorted.length * ySorted.length;
  for (const rank of ranks) {
    if (!(Number.isInteger(rank) && rank >= 1 && rank <= total)) {
      throw new RangeError(`pairwise difference rank must be an integer within [1, ${total}], got ${rank}`);
    }
  }
  if (total <= MATERIALISE_LIMIT) {
    const all = new Float64Array(total);
    let at = 0;
    for (const xi of xSorted) for (const yj of ySorted) all[at++] = xi - yj;
    all.sort();
    return ranks.map((rank) => all[rank - 1]!);
  }
  const yDescending = ySorted.slice().reverse();
  const found = new Map<number, number>();
  for (const rank of ranks) {
    if (found.has(rank)) continue;
    // The median of an even count needs ranks r and r + 1: the second is one walk away.
    const previous = found.get(rank - 1);
    found.set(rank, previous === undefined ? selectRank(xSorted, yDescending, rank) : successor(xSorted, yDescending, previous, rank));
  }
  return ranks.map((rank) => found.get(rank)!);
}

function selectRank(x: Float64Array, yDesc: Float64Array, rank: number): number {
  const m = x.length;
  const n = yDesc.length;
  // Row i keeps candidate columns [lo[i], hi[i]); everything left of lo is below the answer,
  // everything from hi on is above it.
  const lo = new Int32Array(m);
  const hi = new Int32Array(m).fill(n);
  const lessCount = new Int32Array(m);
  const atMostCount = new Int32Array(m);
  const gatherLimit = Math.max(256, 2 * (m + n));
  const rng = createRng(rank);
  let active = m * n;
  while (active > gatherLimit) {
    const pivot = candidateAt(x, yDesc, lo, hi, Math.floor(rng() * active));
    const { below, atMost } = countAround(x, yDesc, pivot, lessCount, atMostCount);
    if (rank > below && rank <= atMost) return pivot;
    const before = active;
    active = 0;
    if (rank <= below) {
      for (let i = 0; i < m; i++) {
        if (hi[i]! > lessCount[i]!) hi[i] = lessCount[i]!;
        active += hi[i]! - lo[i]!;
      }
    } else {
      for (let i = 0; i < m; i++) {
        if (lo[i]! < atMostCount[i]!) lo[i] = atMostCount[i]!;
        active += hi[i]! - lo[i]!;
      }
    }
    // The pivot is always eliminated, so this cannot trigger; it bounds the loop regardless.
    if (active >= before) break;
  }
  const candidates = new Float64Array(active);
  let at = 0;
  let eliminatedBelow = 0;
  for (let i = 0; i < m; i++) {
    eliminatedBelow += lo[i]!;
    const xi = x[i]!;
    for (let j = lo[i]!; j < hi[i]!; j++) candidates[at++] = xi - yDesc[j]!;
  }
  candidates.sort();
  return candidates[rank - eliminatedBelow - 1]!;
}

/**
 * Per row, how many differences are < pivot and ≤ pivot, and their totals. Rows ascend with i,
 * so both column boundaries only move left: one pass over rows plus columns.
 */
function countAround(
  x: Float64Array,
  yDesc: Float64Array,
  pivot: number,
  lessCount: Int32Array,
  atMostCount: Int32Array,
): { below: number; atMost: number } {
  let below = 0;
  let atMost = 0;
  let jLess = yDesc.length;
  let jAtMost = yDesc.length;
  for (let i = 0; i < x.length; i++) {
    const xi = x[i]!;
    while (jLess > 0 && xi - yDesc[jLess - 1]! >= pivot) jLess--;
    while (jAtMost > 0 && xi - yDesc[jAtMost - 1]! > pivot) jAtMost--;
    lessCount[i] = jLess;
    atMostCount[i] = jAtMost;
    below += jLess;
    atMost += jAtMost;
  }
  return { below, atMost };
}

/** The (rank)-th smallest difference given that `previous` is the (rank − 1)-th. */
function successor(x: Float64Array, yDesc: Float64Array, previous: number, rank: number): number {
  const lessCount = new Int32Array(x.length);
  const atMostCount = new Int32Array(x.length);
  const { atMost } = countAround(x, yDesc, previous, lessCount, atMostCount);
  if (atMost >= rank) return previous;
  // Otherwise it is the smallest difference above `previous`: the first such entry of some row.
  let next = Number.POSITIVE_INFINITY;
  for (let i = 0; i < x.length; i++) {
    const column = atMostCount[i]!;
    if (column < yDesc.length) next = Math.min(next, x[i]! - yDesc[column]!);
  }
  return next;
}

/** The index-th remaining candidate, counting row by row. */
function candidateAt(x: Float64Array, yDesc: Float64Array, lo: Int32Array, hi: Int32Array, index: number): number {
  let remaining = index;
  for (let i = 0; i < x.length; i++) {
    const width = hi[i]! - lo[i]!;
    if (remaining < width) return x[i]! - yDesc[lo[i]! + remaining]!;
    remaining -= width;
  }
  throw new RangeError(`candidate index ${index} is out of range`);
}
