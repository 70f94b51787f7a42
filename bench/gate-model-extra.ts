/**
 * Data models beside bench/gate-model.ts's lognormal cells, for calibrating the gate against more than one model:
 * each twists a simulated cell request by request, in completion order, the way real endpoints misbehave —
 *
 * - `paretoTail`: a share of requests pays a Pareto-distributed extra wait (queueing behind a long prompt), so TTFT
 *   has a power-law tail (tail index `alpha`) instead of a lognormal one;
 * - `quantumMs`: every timing rounded to a coarse clock (many ties);
 * - `dips`: a share of requests decodes at a fraction of the speed (contention with other sequences in the batch);
 * - `hitShare`: warm cells report prefix-cache hits; a request hits with this probability, and a miss pays
 *   `missFactor` × the hit's TTFT (results then carry `cacheHits`, as a server reporting cache use gives);
 * - `arLoad`: a slowly varying load on this side only, log-AR(1) with stationary log-sd `sd` and lag-one correlation
 *   `rho` over the requests in order (a reference endpoint on other hardware than the candidate); `shared`: one
 *   series over the side's requests of every cell interleaved as the engine sends them (request i of cell c at
 *   position i·C + c), so the cells move together instead of each on its own (loadSeries).
 *
 * HEAVY is the second model of the calibration (`--model heavy`): every row's cells with 5 % of requests paying a
 * Pareto α 1.2 extra wait (a tail heavy enough that its variance is infinite, as real queueing gives) and timings on a
 * 10 ms clock, applied on top of the row's own twists.
 */
import type { CellData } from '../src/gate/types.js';
import { normal } from '../src/stats/index.js';

export interface Twist {
  paretoTail?: { share: number; alpha: number; scaleMs: number };
  quantumMs?: number;
  dips?: { share: number; factor: number };
  hitShare?: number;
  missFactor?: number;
  arLoad?: { sd: number; rho: number; shared?: boolean; series?: readonly number[] };
}

/** The second calibration model: heavy Pareto tails and quantised timings on every cell. */
export const HEAVY: Twist = { paretoTail: { share: 0.05, alpha: 1.2, scaleMs: 600 }, quantumMs: 10 };

/** Two twists as one: the row's own over the model's (a row's arLoad, hit share or tail wins). */
export function mergeTwists(model: Twist | undefined, own: Twist | undefined): Twist | undefined {
  if (!model) return own;
  if (!own) return model;
  return { ...model, ...own };
}

/**
 * A shared load series: log-AR(1) of stationary log-sd `sd` and lag-one correlation `rho` over `cells` × `n`
 * interleaved requests; cell c's request i reads position i·cells + c.
 */
export function loadSeries(sd: number, rho: number, cells: number, n: number, rng: () => number): number[][] {
  const path: number[] = [];
  let load = sd * normal(rng);
  for (let k = 0; k < cells * n; k++) {
    load = rho * load + Math.sqrt(1 - rho ** 2) * sd * normal(rng);
    path.push(load);
  }
  return Array.from({ length: cells }, (_, c) => Array.from({ length: n }, (_, i) => path[i * cells + c]!));
}

const TIMINGS = ['ttfbMs', 'ttftMs', 'settleMs', 'e2eMs', 'maxGapMs'] as const;

/** The cell with the twists applied, request by request. Deterministic for a given rng state. */
export function twistCell(cell: CellData, twist: Twist, rng: () => number): CellData {
  const v = cell.values;
  const n = v.ttftMs?.length ?? 0;
  const out: Record<string, number[]> = Object.fromEntries(Object.entries(v).map(([k, list]) => [k, [...(list ?? [])]]));
  const hits: number[] = [];
  const misses: number[] = [];
  const flags: boolean[] = [];
  let load = twist.arLoad ? twist.arLoad.sd * normal(rng) : 0;
  for (let i = 0; i < n; i++) {
    // Same number of draws per request, whatever applies, so twists leave each other's draws alone.
    const uTail = rng();
    const uPareto = rng();
    const uDip = rng();
    const uHit = rng();
    const eLoad = normal(rng);
    let extraMs = 0;
    if (twist.paretoTail && uTail < twist.paretoTail.share)
      extraMs = twist.paretoTail.scaleMs * (Math.pow(1 - uPareto, -1 / twist.paretoTail.alpha) - 1);
    let ttft = out.ttftMs![i]! + extraMs;
    const warm = cell.cache === 'warm' && twist.hitShare !== undefined;
    const hit = warm && uHit < twist.hitShare!;
    if (warm && !hit) ttft *= twist.missFactor ?? 4;
    const added = ttft - out.ttftMs![i]!;
    out.ttftMs![i] = ttft;
    for (const m of ['settleMs', 'e2eMs'] as const) if (out[m]) out[m]![i] = out[m]![i]! + added;
    if (twist.dips && uDip < twist.dips.share && out.tokensPerSecond) {
      const before = out.tokensPerSecond[i]!;
      out.tokensPerSecond[i] = before * twist.dips.factor;
      // Decode time stretches by the same factor: settle and e2e grow by it.
      const decodeMs = (out.settleMs?.[i] ?? ttft) - ttft;
      const more = decodeMs * (1 / twist.dips.factor - 1);
      for (const m of ['settleMs', 'e2eMs'] as const) if (out[m]) out[m]![i] = out[m]![i]! + more;
    }
    if (twist.arLoad) {
      load = twist.arLoad.rho * load + Math.sqrt(1 - twist.arLoad.rho ** 2) * twist.arLoad.sd * eLoad;
      const f = Math.exp(twist.arLoad.series ? (twist.arLoad.series[i] ?? 0) : load);
      for (const m of TIMINGS) if (out[m]) out[m]![i] = out[m]![i]! * f;
      if (out.tokensPerSecond) out.tokensPerSecond[i] = out.tokensPerSecond[i]! / f;
    }
    if (twist.quantumMs)
      for (const m of TIMINGS)
        if (out[m]) out[m]![i] = Math.max(twist.quantumMs, Math.round(out[m]![i]! / twist.quantumMs) * twist.quantumMs);
    if (warm) (hit ? hits : misses).push(out.ttftMs![i]!);
    flags.push(hit);
  }
  const twisted: CellData = { ...cell, values: out as CellData['values'] };
  if (cell.cache === 'warm' && twist.hitShare !== undefined) {
    twisted.cacheHits = { hit: hits.length, miss: misses.length, unknown: 0, values: { ttftMs: hits }, missValues: { ttftMs: misses } };
    (twisted as CellData & { hitFlags?: boolean[] }).hitFlags = flags;
  }
  return twisted;
}

/** The first n requests' cache report of a twisted warm cell (absent when the cell has none). */
export function cacheHitsPrefix(cell: CellData, ttftCount: number): CellData['cacheHits'] | undefined {
  const flags = (cell as CellData & { hitFlags?: boolean[] }).hitFlags;
  if (!cell.cacheHits || !flags) return undefined;
  const ttft = cell.values.ttftMs ?? [];
  const hits: number[] = [];
  const misses: number[] = [];
  for (let i = 0; i < Math.min(ttftCount, ttft.length); i++) (flags[i] ? hits : misses).push(ttft[i]!);
  return { hit: hits.length, miss: misses.length, unknown: 0, values: { ttftMs: hits }, missValues: { ttftMs: misses } };
}
