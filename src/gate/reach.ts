/**
 * What a recorded baseline can catch (docs/design/gate.md §2, "What a baseline can catch"): the gate run against the
 * baseline's own cells, a candidate of one run's size measured against it, at the workload's planned looks, level and
 * drift. Each primary and critical rule's stated resolution (resolution.ts) is then the smallest change a later gate
 * against this baseline would catch at 90 % power. The candidate stands for an unchanged run: the baseline's own
 * values (a run's worth of them), so the figures are a projection from the baseline's sample, not a measurement of a
 * future run.
 *
 * Beside the baseline as recorded, the same projection for the two ways to a measured drift: more runs pooled (a
 * 1-run baseline recorded as 3; the baseline's values stand for the other runs) and a history of HISTORY_REACH_RUNS
 * runs (its last `historyPooled` pooled, the drift measured over all). A baseline that measured its spread carries
 * it over; a 1-run baseline has none, so the projection is bracketed by runs that agree (a measured drift of 0, the
 * floor of docs/design/gate.md §4.4 left) and runs that wander by the assumed drift (measured with few degrees of freedom,
 * whose t quantile then widens the test more than the bare assumption does: more runs buy a drift that is known, and
 * a finer figure only when the runs agree).
 */
import { evaluateGate } from './evaluate/gate.js';
import { driftPriorFor } from './drift/between-runs.js';
import type { CellData, GateRules, PooledComparison, RunSpread } from './types.js';
import { SUMMARISED_METRICS } from '../vocabulary/index.js';
import { quantile, sortedFinite } from '../stats/index.js';

/** The history a baseline's reach is compared with. */
export const HISTORY_REACH_RUNS = 10;

/** One way of recording the comparison side, and what a gate against it would catch. */
export interface ReachVariant {
  kind: 'recorded' | 'runs' | 'history';
  /** Runs the comparison side is recorded from (a history: its runs in all). */
  runs: number;
  /**
   * The drift the projection assumes the runs measure: the baseline's own (`recorded`: as written, or its measured
   * spread carried over), none (`agree`: runs that repeat each other), or the assumed drift (`assumed`).
   */
  drift: 'recorded' | 'agree' | 'assumed';
  /** The passed primary and critical rules of the self-comparison, per endpoint (their `resolution` is the figure). */
  rules: PooledComparison[];
  /**
   * `recorded` only: the primary and critical rules an unchanged run could not pass against this side (gated, not
   * passed), even at its last extra look: every later gate of the workload ends open on them, whatever it measures.
   */
  open: PooledComparison[];
  /**
   * `recorded` only: the critical tails this side holds too few requests to bound (tail/hole.ts): a gate against it
   * decides on its other rules and says so.
   */
  unbounded: PooledComparison[];
  /**
   * `recorded` of 2 runs or more: per endpoint and metric, the run-to-run wander the baseline measured (the median of
   * its cells' log-sd), what an open centre must clear.
   */
  wander: { endpoint: string; metric: string; logSd: number }[];
  /** The candidate's requests per cell the figures are for (a run's worth: the most in any cell). */
  candidateRequests: number;
}

/** The runs a baseline's cells pooled (1 without a recorded spread). */
export function recordedRuns(cells: readonly CellData[]): number {
  return Math.max(1, ...cells.map((c) => c.spread?.runs ?? 1));
}

/** A cell scaled to `share` of its requests: a prefix of each list (share ≤ 1) or the lists repeated (share > 1). */
export function scaleCell(cell: CellData, share: number): CellData {
  const scale = (list: readonly number[]): number[] => {
    if (share <= 1) return list.slice(0, Math.max(1, Math.round(list.length * share)));
    const out: number[] = [];
    for (let i = 0; i < Math.round(share); i++) out.push(...list);
    return out;
  };
  const count = (k: number): number => Math.round(k * share);
  const values = Object.fromEntries(Object.entries(cell.values).map(([m, list]) => [m, scale(list ?? [])])) as CellData['values'];
  const classes = Object.fromEntries(Object.entries(cell.classes).map(([k, v]) => [k, count(v)])) as CellData['classes'];
  const { spread: _spread, serverCacheHits: _server, ...rest } = cell;
  return {
    ...rest,
    n: count(cell.n),
    errors: count(cell.errors),
    classes,
    values,
    ...(cell.cacheHits
      ? {
          cacheHits: {
            hit: count(cell.cacheHits.hit),
            miss: count(cell.cacheHits.miss),
            unknown: count(cell.cacheHits.unknown),
            values: Object.fromEntries(Object.entries(cell.cacheHits.values).map(([m, list]) => [m, scale(list ?? [])])),
          },
        }
      : {}),
  };
}

/** A spread of `runs` runs measuring `tau` per metric over `driftRuns`. */
function spreadOf(tau: (metric: (typeof SUMMARISED_METRICS)[number]) => number, runs: number, driftRuns: number): RunSpread {
  const logSd = Object.fromEntries(SUMMARISED_METRICS.map((m) => [m, tau(m)]));
  return { runs, logSd, ...(driftRuns > runs ? { driftRuns } : {}) };
}

export function reachOf(
  variant: Pick<ReachVariant, 'kind' | 'runs' | 'drift'>,
  baseline: readonly CellData[],
  candidate: CellData[],
  rules: GateRules,
  looks: number,
): ReachVariant {
  const outcome = evaluateGate(baseline, candidate, { ...rules, extraLooks: 0 }, { look: looks, looks, comparand: 'baseline' });
  const deciding = (o: typeof outcome) => o.pooled.filter((p) => p.role === 'primary' || p.role === 'critical');
  const stated = deciding(outcome).filter((p) => p.verdict === 'pass' && p.resolution);
  // Open: what an unchanged run still cannot pass at its last extra look, its requests grown by them.
  const last = looks + rules.extraLooks;
  const longest =
    variant.kind === 'recorded' && rules.extraLooks > 0
      ? evaluateGate(
          baseline,
          candidate.map((c) => scaleCell(c, last / looks)),
          rules,
          { look: last, looks, comparand: 'baseline' },
        )
      : outcome;
  const open =
    variant.kind === 'recorded'
      ? deciding(longest).filter((p) => p.verdict !== 'pass' && p.verdict !== 'fail' && p.verdict !== 'not-gated' && !p.unbounded)
      : [];
  const unbounded = variant.kind === 'recorded' ? deciding(longest).filter((p) => p.unbounded) : [];
  return {
    ...variant,
    rules: stated,
    open,
    unbounded,
    wander: variant.kind === 'recorded' ? measuredWander(baseline) : [],
    candidateRequests: Math.max(0, ...candidate.map((c) => c.n)),
  };
}

/** Per endpoint and metric, the median over its cells of the recorded runs' log-sd (cells without a spread left out). */
export function measuredWander(cells: readonly CellData[]): ReachVariant['wander'] {
  const by = new Map<string, number[]>();
  for (const c of cells) {
    if (!c.spread || c.spread.runs < 2) continue;
    for (const [metric, sd] of Object.entries(c.spread.logSd)) {
      if (sd === undefined || !Number.isFinite(sd)) continue;
      const key = `${c.endpoint}\u0000${metric}`;
      by.set(key, [...(by.get(key) ?? []), sd]);
    }
  }
  return [...by].map(([key, sds]) => {
    const [endpoint, metric] = key.split('\u0000') as [string, string];
    return { endpoint, metric, logSd: quantile(sortedFinite(sds), 0.5) };
  });
}

/**
 * The baseline as recorded, then (when it pooled fewer) 3 runs pooled, then a history: each with the rules a later
 * gate of this workload would state, and the smallest change each would catch.
 */
export function baselineReach(cells: readonly CellData[], rules: GateRules, looks: number, historyPooled: number): ReachVariant[] {
  const k = recordedRuns(cells);
  const candidate = cells.map((c) => scaleCell(c, 1 / (c.spread?.runs ?? 1)));
  const variants = [reachOf({ kind: 'recorded', runs: k, drift: 'recorded' }, cells, candidate, rules, looks)];
  // A measured spread is carried over; without one, runs that agree and runs that wander by the assumption bracket it.
  const measured = k >= 2;
  const drifts: ReachVariant['drift'][] = measured ? ['recorded'] : ['agree', 'assumed'];
  const pooledAs = (runs: number, driftRuns: number, drift: ReachVariant['drift']): CellData[] =>
    candidate.map((c, i) => {
      const assumed = (m: (typeof SUMMARISED_METRICS)[number]): number => driftPriorFor(rules, m).logSd;
      const tau = (m: (typeof SUMMARISED_METRICS)[number]): number =>
        drift === 'recorded' ? (cells[i]!.spread?.logSd[m] ?? assumed(m)) : drift === 'agree' ? 0 : assumed(m);
      return { ...scaleCell(c, runs), spread: spreadOf(tau, runs, driftRuns) };
    });
  for (const drift of drifts) {
    if (k < 3) variants.push(reachOf({ kind: 'runs', runs: 3, drift }, pooledAs(3, 3, drift), candidate, rules, looks));
    const history = pooledAs(historyPooled, HISTORY_REACH_RUNS, drift);
    variants.push(reachOf({ kind: 'history', runs: HISTORY_REACH_RUNS, drift }, history, candidate, rules, looks));
  }
  return variants;
}
