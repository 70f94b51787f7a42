/** The evidence a comparison's verdict rests on, beyond its numbers: what its bounds showed and against what. */

/**
 * What a comparison's bounds showed, compared with what:
 * - `beyond`: shown beyond the margin (or the allowed rise or drop) at the comparison's level;
 * - `inside`: the bound at passConfidence is inside the margin (the allowed rise or drop);
 * - `within-floor`: not inside the margin, but the whole change is within the practical floor (minAbsolute);
 * - `beyond-below-floor`: the fail test rejected "within the margin", but the change is not clearly past the floor;
 * - `beyond-not-at-level`: the estimate (or the bound at passConfidence) is beyond, but the fail test has not reached
 *   its level;
 * - `straddles`: the bound straddles the margin: neither shown inside nor beyond;
 * - `cells-beyond` (pooled): the pooled test did not reject, but `cellsBeyond` failed on their own;
 * - `inside-but-cells-beyond` (pooled): inside the margin over all cells, but `cellsBeyond` are (likely) beyond it;
 * - `relevance` (pooled, relevance policy): shown above `relevanceNull` and the estimate at least the margin.
 */
export type Finding =
  | 'beyond'
  | 'inside'
  | 'within-floor'
  | 'beyond-below-floor'
  | 'beyond-not-at-level'
  | 'straddles'
  | 'cells-beyond'
  | 'inside-but-cells-beyond'
  | 'relevance';

/**
 * A centre (p50) or tail (p95/p99) of a metric against its ratio margin: in one cell (rank-based bounds for a centre,
 * bootstrap bounds for a tail), or a centre pooled over an endpoint's cells. The change and its bounds are the
 * comparison's own `ratio` and `change`.
 */
export interface MarginEvidence {
  kind: 'margin';
  /**
   * `ratio`: the change was tested as candidate ÷ baseline (read `ratio`); `shift`: as candidate − baseline in the
   * metric's unit (read `change`), for additive metrics (IDR, gateway overhead) or values ≤ 0.
   */
  scale: 'ratio' | 'shift';
  /** The rule's margin: worse than baseline × maxRatio (lower is better) or baseline ÷ maxRatio (higher is better). */
  maxRatio: number;
  /** The must-catch level a pass must exclude (≥ maxRatio); absent where it is the margin itself. */
  mustCatch?: number;
  /**
   * A cell on the shift scale: the margin as a change in the metric's unit, signed the worse way (+ for latencies,
   * − for IDR or throughput). Null on the ratio scale, and for pooled comparisons (each cell has its own).
   */
  marginShift: number | null;
  /** The practical floor: a change smaller than this (metric's unit, the worse way) never fails. */
  minAbsolute: number;
  /** Cells: any but `cells-beyond`, `inside-but-cells-beyond` and `relevance`, which are the pooled test's. */
  finding: Finding;
  /** The fail test rejected "within the margin" at the comparison's level. */
  rejected: boolean;
  /** Finding `relevance`: the ratio the fail test was held to (the estimate must also reach maxRatio); else null. */
  relevanceNull: number | null;
}

/**
 * A share or rate (non-streamed share, error rate) against its allowed rise, in one cell or pooled over an endpoint's
 * cells (stratified, with Cochran–Mantel–Haenszel weights). The rise and its bounds are the comparison's `change`.
 */
export interface RiseEvidence {
  kind: 'rise';
  /** The largest rise allowed, as a share (0.1 = +10 percentage points). */
  allowance: number;
  /** The rise a pass must exclude (≥ allowance); absent where it is the allowance itself. */
  mustCatch?: number;
  finding: Extract<Finding, 'beyond' | 'inside' | 'beyond-not-at-level' | 'straddles' | 'cells-beyond' | 'inside-but-cells-beyond'>;
  rejected: boolean;
  /** The shares compared: the cell's, or over every cell counted (requests counted ÷ requests that could be). */
  shares: { baseline: number; candidate: number };
}

/** How a pooled tail was tested (`gate.tailTest`). */
export type TailTest =
  | {
      method: 'bootstrap';
      /** The cells' quantile ratio averaged with sample-size weights (candidate ÷ baseline). */
      ratio: number;
      /** Its standard error on the log scale (drift included). */
      logStandardError: number;
    }
  | {
      method: 'exceedance';
      /** Candidate requests beyond maxRatio × the baseline quantile's upper bound, out of `tested`. */
      beyond: number;
      /** Candidate requests in cells whose baseline had enough requests for the bound (0: none had). */
      tested: number;
      /** The share beyond the bound expected of an unchanged tail (1 − the quantile's level). */
      expectedShare: number;
      /** Baseline requests a cell needs before its bound exists. */
      baselineNeeded: number;
    };

/** A tail (p95/p99) rule over an endpoint's cells: passes when every gated cell is inside the margin. */
export interface TailEvidence {
  kind: 'tail';
  maxRatio: number;
  /** The must-catch level a pass must exclude (≥ maxRatio); absent where it is the margin itself. */
  mustCatch?: number;
  minAbsolute: number;
  finding: Extract<Finding, 'beyond' | 'cells-beyond' | 'inside' | 'straddles'>;
  rejected: boolean;
  /** Cells gated for tails (enough requests per side), and how many of them were shown inside the margin. */
  cellsGated: number;
  cellsInside: number;
  /** Null: nothing could be tested (no cell with a usable bootstrap, or a higher-is-better exceedance rule). */
  test: TailTest | null;
}

/** An assertion's pass rate (metric `check:<assertion>`) against its allowed drop, Fisher's exact test with Holm. */
export interface PassRateEvidence {
  kind: 'pass-rate';
  /** The largest drop allowed, as a share (0.1 = 10 percentage points). */
  allowedDrop: number;
  finding: Extract<Finding, 'beyond' | 'inside' | 'beyond-not-at-level'>;
  rejected: boolean;
}

/**
 * The prompt tokens a server reported reading (metric `promptTokens`) against what it should have read: the comparison
 * side's count for the same request, or an estimate from the request's text when there is none
 * (src/gate/prompt/integrity.ts). Counts do not vary by chance, so there is no test and no share of the budget.
 */
export interface PromptEvidence {
  kind: 'prompt';
  /** `comparison`: the comparison side's median count; `estimate`: characters ÷ 4 of what the request carries. */
  source: 'comparison' | 'estimate';
  /** The count compared with. */
  expected: number;
  /** The candidate's median count over its short requests (all of its requests when none is short). */
  read: number;
  /** Candidate requests that read fewer than `expected` less the tolerance, of `of`. */
  short: number;
  of: number;
  /** The tolerance: a drop counts when it is more than this share of `expected` and more than `tokens`. */
  tolerance: { share: number; tokens: number };
  /** As a margin's findings (src/gate/types.ts): a drop beyond the tolerance, or none. */
  finding: 'beyond' | 'inside';
}

/**
 * Why a comparison was not gated:
 * - `too-few-requests`: both sides measured the metric, one with fewer than `needed` values;
 * - `none-on-one-side`: one side has no value of the metric (a buffered stream has no decode speed, say);
 * - `none-on-either-side`: the metric does not apply to the cell (nothing to warn about);
 * - `nothing-to-count`: a share or rate with no request to count on a side;
 * - `too-few-cache-hits`: a warm cell compared over the requests that hit the prefix cache (src/gate/cache/hits.ts),
 *   with fewer than `needed` hits on a side (the counts of the comparison and its warning are hits).
 * - `input-differs`: the candidate's server read a different prompt than the comparison side's for the same request
 *   (src/gate/prompt/integrity.ts): the cell's timings are not comparable, whichever way they moved.
 * - `diagnostic`: the rule's role is `diagnostic` (src/gate/evaluate/endpoint.ts): its change is reported to explain findings,
 *   never gated.
 * Pooled: `too-few-requests` or `nothing-to-count` in every cell.
 */
export type NotGatedWhy =
  | 'too-few-requests'
  | 'none-on-one-side'
  | 'none-on-either-side'
  | 'nothing-to-count'
  | 'too-few-cache-hits'
  | 'input-differs'
  | 'diagnostic';

export interface NotGatedEvidence {
  kind: 'not-gated';
  why: NotGatedWhy;
  /** Values per side the rule needs (minSamples, or tailMinSamples for a tail); null for shares and rates. */
  needed: number | null;
  /** A p95/p99 rule (tails need more requests than centres). A tail cell keeps its ratio and change, reported only. */
  tail: boolean;
  /** `diagnostic` only: its test, held to a secondary's level, showed it beyond its margin (it explains; it does not fail). */
  beyond?: boolean;
}

/** Everything a comparison's verdict rests on beyond its numbers; the report turns it into sentences. */
export type Evidence = MarginEvidence | RiseEvidence | TailEvidence | PassRateEvidence | PromptEvidence | NotGatedEvidence;

/** What a passed primary or critical rule was shown within and the smallest change it would have caught (resolution.ts). */
export interface PassResolution {
  /** The bound at passConfidence on the worse side: a ratio for timings (×1.12), a rise in share points for rates (0.07). */
  within: number;
  /**
   * The smallest change its fail test would have caught at 90 % power, over the looks the run took and the planned ones
   * ahead, each at its own level (resolution.ts); null when none up to ×10 (or a rise to 100 %).
   */
  wouldCatch: number | null;
  scale: 'ratio' | 'points';
}
