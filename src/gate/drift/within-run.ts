/**
 * Drift between the two sides within a run (docs/design/gate.md §4.4, "A reference on a server of its own"): a reference
 * measured in the same run shares the candidate's time, not always its hardware. When it runs on a server of its
 * own, a load that wanders on one side moves its requests together, and a test that takes them as independent is too
 * sure of itself: on a load shared by the cells (log-AR(1), sd 0.1, ρ 0.99 over the interleaved requests) the A/A
 * gate failed 3 % of runs.
 *
 * The requests of each side are measured interleaved, so the drift shows in their order. Each cell's values (in
 * completion order) are cut into B consecutive blocks on each side; block b's log shift is the candidate's block
 * median against the reference's, pooled over the cells (inverse-variance weights from each cell's robust log
 * spread). Without drift the blocks' shifts differ only by sampling; the statistic is their variance, S. Its law
 * without drift is the permutation law: the same values shuffled within each cell and side, S recomputed
 * (ORDER_PERMUTATIONS times, seeded). The excess of S over the permutations' mean, τ², is a block's worth of drift
 * variance, and is added whole to the pooled centre test (not divided by B: the part of a slow load that stays for
 * the whole run is invisible in the order, and a block's worth is what the order shows of it). It is added only when
 * the order is shown at ORDER_DRIFT_LEVEL (its permutation p), so a reference on the same server, whose order says
 * nothing, keeps the test it had.
 */
import { createRng, deriveSeed, quantile } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import type { MetricRule } from '../types.js';

/** Permutations drawn for the law of S without drift. */
export const ORDER_PERMUTATIONS = 199;
/** The permutation p at or below which the order is taken to show drift. */
export const ORDER_DRIFT_LEVEL = 0.05;
/** Blocks per side and cell: as many as fit at MIN_BLOCK requests each, at most MAX_BLOCKS; none below 3. */
const MIN_BLOCK = 5;
const MAX_BLOCKS = 6;

export interface OrderDrift {
  /** A block's drift variance on the log scale, added to the pooled centre test (0 when not shown). */
  variance: number;
  /** The excess of the blocks' variance over the permutations' mean, whether shown or not. */
  excess: number;
  /** Permutation p of S. */
  pValue: number;
  blocks: number;
}

function median(values: readonly number[]): number {
  return quantile(Float64Array.from(values).sort(), 0.5);
}

/** Log of the finite positive values, in order. */
function logs(values: readonly number[] | undefined): number[] {
  return (values ?? []).filter((v) => Number.isFinite(v) && v > 0).map(Math.log);
}

/** A robust spread of log values (MAD × 1.4826), at least a little above 0. */
function robustSd(values: readonly number[]): number {
  const m = median(values);
  return Math.max(1.4826 * median(values.map((v) => Math.abs(v - m))), 1e-6);
}

function blockMedians(values: readonly number[], blocks: number): number[] {
  return Array.from({ length: blocks }, (_, b) =>
    median(values.slice(Math.floor((b * values.length) / blocks), Math.floor(((b + 1) * values.length) / blocks))),
  );
}

function shuffled(values: readonly number[], rng: () => number): number[] {
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function variance(values: readonly number[]): number {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
}

/**
 * The within-run drift of a centre rule's metric between a candidate and a reference measured beside it, from the
 * order of their requests; null when the cells are too small to cut into blocks. Deterministic for a seed.
 */
export function orderDrift(pairs: readonly CellPair[], rule: MetricRule, seed: number): OrderDrift | null {
  const cells = pairs
    .map((p) => ({ cand: logs(p.candidate.values[rule.metric]), ref: logs(p.baseline.values[rule.metric]) }))
    .filter((c) => c.cand.length >= rule.minSamples && c.ref.length >= rule.minSamples);
  if (cells.length === 0) return null;
  const smallest = Math.min(...cells.flatMap((c) => [c.cand.length, c.ref.length]));
  const blocks = Math.min(MAX_BLOCKS, Math.floor(smallest / MIN_BLOCK));
  if (blocks < 3) return null;
  // A block median of m values has variance about (π/2)·σ²/m; weights are its inverse, summed over the two sides.
  const weights = cells.map((c) => {
    const v = (Math.PI / 2) * ((robustSd(c.cand) ** 2 * blocks) / c.cand.length + (robustSd(c.ref) ** 2 * blocks) / c.ref.length);
    return 1 / v;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const statistic = (sides: readonly { cand: readonly number[]; ref: readonly number[] }[]): number => {
    const shifts = Array.from({ length: blocks }, () => 0);
    sides.forEach((c, i) => {
      const cand = blockMedians(c.cand, blocks);
      const ref = blockMedians(c.ref, blocks);
      for (let b = 0; b < blocks; b++) shifts[b]! += (weights[i]! * (cand[b]! - ref[b]!)) / total;
    });
    return variance(shifts);
  };
  const observed = statistic(cells);
  const rng = createRng(deriveSeed(seed, 0x0d21));
  let atLeast = 0;
  let sum = 0;
  for (let k = 0; k < ORDER_PERMUTATIONS; k++) {
    const s = statistic(cells.map((c) => ({ cand: shuffled(c.cand, rng), ref: shuffled(c.ref, rng) })));
    sum += s;
    if (s >= observed) atLeast++;
  }
  const pValue = (1 + atLeast) / (1 + ORDER_PERMUTATIONS);
  const excess = Math.max(0, observed - sum / ORDER_PERMUTATIONS);
  return { variance: pValue <= ORDER_DRIFT_LEVEL ? excess : 0, excess, pValue, blocks };
}
