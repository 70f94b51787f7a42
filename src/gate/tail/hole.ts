/**
 * A critical tail the comparison side cannot bound (docs/design/gate.md §4.3, "What the comparison side cannot show"):
 * against a baseline file, or a side pooled from the history, the comparison side does not grow with the looks. When
 * it holds too few requests per cell for the exact count to show the tail inside its must-catch level even at the
 * candidate's full budget (the planned and the extra looks), at the share of candidate requests beyond the threshold
 * measured so far, no request this run can send decides the tail: holding the endpoint open would end every run
 * against that baseline inconclusive whatever it measured. The tail is then a stated hole, not a hold: the endpoint
 * is decided on its other rules and a pass names it (`TTFT p95 not bounded: the baseline holds 30 requests per cell`).
 *
 * Only from the last planned look, so a tail's fail test has had the planned requests; never while the tail looks
 * beyond its margin (the count at or above its median there, a cell screened or beyond it), nor while it looks grown at
 * all (count.ts's `grew`: more requests beyond the baseline's own p95, p90 or p80 than an unchanged stack gives, at
 * p ≤ 0.05, or the cells' p95 beyond the baseline's by ×1.2 on average), so a tail that grew is
 * held as before and fails or ends open; never when the bootstrap could still bound it (every cell of the side with
 * `tailMinSamples`); and not under `gate.requireBounded`. A tail shown beyond its margin fails either way.
 */
import { exceedanceLowerTail } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import type { PendingComparison } from '../pending.js';
import type { TailCount } from './count.js';
import type { GateRules, MetricRule, TailHole } from '../types.js';

const LEVELS = { p50: 0.5, p95: 0.95, p99: 0.99 } as const;

/** The most runs of the baseline's size a suggestion may name. */
const MOST_RUNS = 10;

export interface TailHoleInput {
  pairs: readonly CellPair[];
  rule: MetricRule;
  rules: GateRules;
  /** The rule's per-cell comparisons at this look. */
  cells: readonly PendingComparison[];
  counted: TailCount | null;
  look: number;
  /** The run's planned looks. */
  looks: number;
}

export function comparisonSideHole(input: TailHoleInput): TailHole | null {
  const { pairs, rule, rules, cells, counted, look, looks } = input;
  if (rule.role !== 'critical' || rule.statistic === 'p50' || rules.requireBounded || look < looks) return null;
  if (counted?.likelyBeyond === true || counted?.grew === true || cells.some((p) => p.gated && (p.screened || p.beyondMargin))) return null;
  const sizes = pairs
    .map((p) => ({ m: p.baseline.values[rule.metric]?.length ?? 0, n: p.candidate.values[rule.metric]?.length ?? 0 }))
    .filter((c) => c.m > 0 && c.n > 0);
  if (sizes.length === 0) return null;
  const baselinePerCell = Math.min(...sizes.map((c) => c.m));
  // The bootstrap bounds a tail once both sides hold tailMinSamples: the candidate's requests can still decide it.
  if (rules.tailTest === 'bootstrap' && sizes.every((c) => c.m >= rules.tailMinSamples)) return null;
  const factor = (looks + rules.extraLooks) / look;
  const full = sizes.map((c) => ({ m: c.m, n: Math.round(c.n * factor) }));
  if (counted === null)
    // Nothing could be counted: a side below the rule's minSamples in every cell is the hole; a candidate below it grows.
    return sizes.every((c) => c.m < rule.minSamples)
      ? { baselinePerCell, runsToBound: Math.min(MOST_RUNS, Math.ceil(rule.minSamples / baselinePerCell)) }
      : null;
  if (boundedAt(full, rule, counted)) return null;
  let runsToBound: number | null = null;
  for (let runs = 2; runs <= MOST_RUNS && runsToBound === null; runs++)
    if (
      boundedAt(
        full.map((c) => ({ m: c.m * runs, n: c.n })),
        rule,
        counted,
      )
    )
      runsToBound = runs;
  return { baselinePerCell, runsToBound };
}

/** Whether the count would bound the tail at these sizes, were the candidate's share beyond its threshold to hold. */
function boundedAt(cells: readonly { m: number; n: number }[], rule: MetricRule, counted: TailCount): boolean {
  const q = LEVELS[rule.statistic];
  const grown = cells.map(({ m, n }) => ({ m, k: Math.min(m, Math.ceil(q * (m + 1))), n }));
  const total = grown.reduce((t, c) => t + c.n, 0);
  return exceedanceLowerTail(grown, Math.floor(counted.boundShare * total)) <= counted.boundLevel;
}
