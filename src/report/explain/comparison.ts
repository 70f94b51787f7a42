/**
 * Sentences for the gate's comparisons, from their evidence: the change with the bounds the gate used, then what it
 * was compared with (`+66% (+52% to +86%), +193 ms: beyond the 1.2× margin`). Plain text: callers escape it, and
 * print the comparison's label before it (`TTFT p50: …`), so no sentence names the metric again.
 */
import { starvedSentence } from '../text/client-health.js';
import type {
  Comparison,
  Evidence,
  MarginEvidence,
  NotGatedEvidence,
  PassRateEvidence,
  PooledComparison,
  RiseEvidence,
  TailEvidence,
} from '../../gate/index.js';
import { explainPrompt } from './prompt.js';
import {
  formatDifference,
  formatDifferenceWithBounds,
  formatP,
  formatPercent,
  formatRatio,
  formatRatioChange,
  formatRatioWithBounds,
  formatValue,
} from '../format.js';

/**
 * Only what the comparison was compared with and the verdict that follows (`beyond the 1.2× margin`), for a table
 * whose change column already shows the change and its one interval.
 */
export function explainReason(c: Comparison): string {
  const e = c.evidence;
  const open = Math.min(c.baseline.n, c.candidate.n);
  const text =
    e.kind === 'margin'
      ? marginFinding(c, e, 0, false)
      : e.kind === 'rise'
        ? riseFinding(c, e, 0)
        : e.kind === 'tail'
          ? tailFinding(c, e, 0)
          : e.kind === 'pass-rate'
            ? passRateFinding(c, e)
            : e.kind === 'not-gated'
              ? notGatedText({ ...c, ratio: null, change: null }, e, false)
              : explainEvidence(c, e, null);
  return withStarved(c, c.verdict === 'inconclusive' ? `${text}${suggestion(c.samplesToDecide, open, 'per side')}` : text);
}

/** What a comparison's numbers and evidence say, e.g. `+24% (+22% to +26%), +240 ms: beyond the 1.2× margin`. */
export function explainComparison(c: Comparison): string {
  const text = explainEvidence(c, c.evidence, null);
  const open = Math.min(c.baseline.n, c.candidate.n);
  return withStarved(c, c.verdict === 'inconclusive' ? `${text}${suggestion(c.samplesToDecide, open, 'per side')}` : text);
}

/** A rule the gate held open because the starved client could explain it says so after what it showed. */
function withStarved(c: Comparison | PooledComparison, text: string): string {
  return c.clientStarved ? `${text}; not failed: ${starvedSentence(c.clientStarved)}` : text;
}

/**
 * What a rule over an endpoint's cells showed, e.g. `0% → 100% (+100 pp, at most +100 pp) over 7 cells: beyond the
 * allowed +10 pp rise (p < 0.0001)`; a primary still open at the last look says so, and what would likely decide it.
 */
export function explainPooled(p: PooledComparison): string {
  const text = explainEvidence(p, p.evidence, p);
  if (p.verdict !== 'inconclusive') return withStarved(p, text);
  const looks = p.look === 1 ? 'still open after its only look' : `still open after ${p.look} of ${p.look} looks`;
  const perCell = p.cells > 0 ? Math.min(p.baseline.n, p.candidate.n) / p.cells : 0;
  return withStarved(p, `${text}; ${looks}${suggestion(p.samplesToDecide, perCell, 'per cell and side')}`);
}

type Numbers = Pick<Comparison, 'metric' | 'statistic' | 'better' | 'ratio' | 'change' | 'pValue'> & {
  baseline: { n: number; value?: number | null };
  candidate: { n: number; value?: number | null };
};

function explainEvidence(c: Numbers, e: Evidence, pooled: PooledComparison | null): string {
  const over = pooled ? ` ${overCells(pooled.cells)}` : '';
  const beyondCells = pooled?.cellsBeyond.length ?? 0;
  switch (e.kind) {
    case 'margin':
      return `${changeText(c, e.scale)}${over}: ${marginFinding(c, e, beyondCells, pooled !== null)}`;
    case 'rise':
      return `${sharesText(c, e.shares)}${over}: ${riseFinding(c, e, beyondCells)}`;
    case 'tail':
      return `${tailText(c, e, pooled)}: ${tailFinding(c, e, beyondCells)}`;
    case 'pass-rate':
      return `${passRateText(c)}: ${passRateFinding(c, e)}`;
    case 'prompt':
      return explainPrompt(e);
    case 'not-gated':
      return notGatedText(c, e, pooled !== null);
  }
}

/** `over 7 cells`, `over 1 cell`. */
function overCells(cells: number): string {
  return `over ${cells} cell${cells === 1 ? '' : 's'}`;
}

/** `one cell is`, `3 cells are`. */
function cellsAre(count: number): string {
  return count === 1 ? 'one cell is' : `${count} cells are`;
}

/** ` (p = 0.0031)`, or nothing when the comparison has no p-value. */
function pText(c: Pick<Numbers, 'pValue'>): string {
  return c.pValue === null ? '' : ` (${formatP(c.pValue)})`;
}

/** `; about 40 requests per cell and side would likely decide`, only when that is more than there are now. */
function suggestion(samples: number | null, current: number, per: string): string {
  return samples !== null && samples > current ? `; about ${samples} requests ${per} would likely decide` : '';
}

/**
 * The change with its bounds: a ratio `+66% (+52% to +86%), +193 ms`, or on the shift scale a difference
 * `−0.87 (−0.88 to −0.86)`.
 */
function changeText(c: Numbers, scale: 'ratio' | 'shift'): string {
  const { ratio, change } = c;
  if (scale === 'ratio' && ratio) {
    const relative = formatRatioWithBounds(ratio.estimate, ratio.lower, ratio.upper);
    return change ? `${relative}, ${formatDifference(c.metric, change.estimate)}` : relative;
  }
  if (change) return formatDifferenceWithBounds(c.metric, change.estimate, change.lower, change.upper);
  return 'no change measured';
}

/** `1.2× margin` (lower is better), `1/1.25 margin` (higher is better: the candidate may fall to baseline ÷ 1.25). */
function marginText(better: Comparison['better'], maxRatio: number): string {
  // The rule's own number, as a workload writes it: formatRatio would add a `×` that `1/…` does not take.
  return better === 'lower' ? `${formatRatio(maxRatio)} margin` : `1/${Number(maxRatio.toPrecision(3))} margin`;
}

/** `1.3× must-catch level` (the change a pass must exclude), `1/1.3 must-catch level` (higher is better). */
function mustCatchText(better: Comparison['better'], mustCatch: number): string {
  return `${marginText(better, mustCatch).replace(/ margin$/, '')} must-catch level`;
}

/** `+50.0 ms floor`, `−2.0 tok/s floor`: the least change, the worse way, that can fail. */
function floorText(c: Numbers, minAbsolute: number): string {
  return `${formatDifference(c.metric, c.better === 'lower' ? minAbsolute : -minAbsolute)} floor`;
}

/**
 * `beyond the 1.2× margin`. Only a pooled test's p-value is shown: a cell's tail p is its bootstrap's, not the test
 * that decided it.
 */
function marginFinding(c: Numbers, e: MarginEvidence, beyondCells: number, pooled: boolean): string {
  const margin = `${marginText(c.better, e.maxRatio)}${e.marginShift === null ? '' : ` (${formatDifference(c.metric, e.marginShift)})`}`;
  switch (e.finding) {
    case 'beyond':
      return `beyond the ${margin}${pooled ? pText(c) : ''}`;
    case 'inside':
      return e.mustCatch === undefined ? `inside the ${margin}` : `inside the ${mustCatchText(c.better, e.mustCatch)}`;
    case 'within-floor': {
      const worst = c.change ? (c.better === 'lower' ? c.change.upper : c.change.lower) : null;
      return `${worst === null ? '' : `at worst ${formatDifference(c.metric, worst)}, `}within the ${floorText(c, e.minAbsolute)}`;
    }
    case 'beyond-below-floor':
      return `beyond the ${margin}, but not clearly past the ${floorText(c, e.minAbsolute)}`;
    case 'beyond-not-at-level':
      return `beyond the ${margin}, but not yet at the level that fails`;
    case 'straddles':
      return e.mustCatch === undefined
        ? `the bound straddles the ${margin}`
        : `not yet shown beyond the ${margin} nor inside the ${mustCatchText(c.better, e.mustCatch)}`;
    case 'cells-beyond':
      return `${cellsAre(beyondCells)} beyond the ${margin} on ${beyondCells === 1 ? 'its' : 'their'} own`;
    case 'inside-but-cells-beyond':
      return `inside the ${margin} overall, but ${cellsAre(beyondCells)} beyond it`;
    case 'relevance':
      return `shown above ${formatRatio(e.relevanceNull ?? 1)} and at least the ${margin}${pText(c)}`;
  }
}

/** `0% → 100% (+100 pp, at most +100 pp)`. */
function sharesText(c: Numbers, shares: RiseEvidence['shares']): string {
  const bounds = c.change
    ? ` (${formatDifference(c.metric, c.change.estimate)}, at most ${formatDifference(c.metric, c.change.upper)})`
    : '';
  return `${formatValue(c.metric, shares.baseline)} → ${formatValue(c.metric, shares.candidate)}${bounds}`;
}

function riseFinding(c: Numbers, e: RiseEvidence, beyondCells: number): string {
  const allowed = `allowed ${formatDifference(c.metric, e.allowance)} rise`;
  switch (e.finding) {
    case 'beyond':
      return `beyond the ${allowed}${pText(c)}`;
    case 'inside':
      return e.mustCatch === undefined ? `within the ${allowed}` : `within the ${formatDifference(c.metric, e.mustCatch)} must-catch rise`;
    case 'beyond-not-at-level':
      return `beyond the ${allowed}, but not yet at the level that fails${pText(c)}`;
    case 'straddles':
      // None on either side: nothing rose, but too few requests yet to rule out a rise as large as the allowance.
      if (e.shares.baseline === 0 && e.shares.candidate === 0)
        return `none on either side; too few requests yet to show a rise within the ${e.mustCatch === undefined ? allowed : `${formatDifference(c.metric, e.mustCatch)} must-catch rise`}`;
      return e.mustCatch === undefined
        ? `not yet shown within or beyond the ${allowed}`
        : `not yet shown beyond the ${allowed} nor within the ${formatDifference(c.metric, e.mustCatch)} must-catch rise`;
    case 'cells-beyond':
      return `${cellsAre(beyondCells)} beyond the ${allowed} on ${beyondCells === 1 ? 'its' : 'their'} own`;
    case 'inside-but-cells-beyond':
      return `within the ${allowed} overall, but ${cellsAre(beyondCells)} beyond it`;
  }
}

/** A pooled tail's test: the combined ratio with its bounds, or the requests counted beyond the baseline's bound. */
function tailText(c: Numbers, e: TailEvidence, pooled: PooledComparison | null): string {
  const over = pooled ? ` ${overCells(pooled.cells)}` : '';
  const test = e.test;
  if (test === null) return 'no cell could be tested';
  if (test.method === 'bootstrap') {
    const r = c.ratio;
    return `${r ? formatRatioWithBounds(r.estimate, r.lower, r.upper) : formatRatioChange(test.ratio)}${over}`;
  }
  if (test.tested === 0) return `too few baseline requests for a ${c.statistic} bound (about ${test.baselineNeeded} per cell needed)`;
  // The exact count of small cells (src/gate/tail/count.ts) needs no bound: it counts beyond the baseline's own order statistic.
  if (test.baselineNeeded === 0)
    return `${test.beyond} of ${test.tested} requests beyond ${formatRatio(e.maxRatio)} the baseline's ${c.statistic} (${formatPercent(test.expectedShare)} expected at the margin)${over}`;
  return `${test.beyond} of ${test.tested} requests beyond ${formatRatio(e.maxRatio)} the baseline's ${c.statistic} bound (≤ ${formatPercent(test.expectedShare)} expected)${over}`;
}

function tailFinding(c: Numbers, e: TailEvidence, beyondCells: number): string {
  const margin = marginText(c.better, e.maxRatio);
  const passLevel = e.mustCatch === undefined ? margin : mustCatchText(c.better, e.mustCatch);
  switch (e.finding) {
    case 'beyond':
      return `beyond the ${margin}${pText(c)}`;
    case 'cells-beyond':
      return `${cellsAre(beyondCells)} beyond the ${margin} on ${beyondCells === 1 ? 'its' : 'their'} own`;
    case 'inside':
      // A critical tail is also passed on its pooled bound (src/gate/tail/bound.ts) when not every cell's own is inside.
      return e.cellsGated > 0 && e.cellsInside === e.cellsGated ? `every cell inside the ${passLevel}` : `shown inside the ${passLevel}`;
    case 'straddles':
      return e.cellsGated === 0
        ? `no cell has the requests to be shown inside the ${passLevel} yet`
        : `${e.cellsInside} of ${e.cellsGated} cells shown inside the ${passLevel}`;
  }
}

/** `100% → 50% (−50 pp) on 30 requests`. */
function passRateText(c: Numbers): string {
  const change = c.change ? ` (${formatDifference(c.metric, c.change.estimate)})` : '';
  return `${formatValue(c.metric, c.baseline.value ?? null)} → ${formatValue(c.metric, c.candidate.value ?? null)}${change} on ${c.candidate.n} requests`;
}

function passRateFinding(c: Numbers, e: PassRateEvidence): string {
  const allowed = `allowed ${formatDifference(c.metric, -e.allowedDrop)} drop`;
  switch (e.finding) {
    case 'inside':
      return `within the ${allowed}`;
    case 'beyond':
      return `beyond the ${allowed}${pText(c)}`;
    case 'beyond-not-at-level':
      return `beyond the ${allowed}, but not significant${pText(c)}`;
  }
}

/**
 * Why a comparison was not gated (callers show the verdict): too few requests on a side, or nothing to count. A tail
 * reported anyway keeps its numbers.
 */
function notGatedText(c: Numbers, e: NotGatedEvidence, pooled: boolean): string {
  if (e.why === 'diagnostic')
    return `diagnostic: explains, does not fail${c.ratio || c.change ? `: ${changeText(c, c.ratio ? 'ratio' : 'shift')}` : ''}`;
  if (pooled) {
    if (e.why === 'nothing-to-count') return 'nothing to count in any cell';
    const needed = e.needed === null ? 'enough requests' : `≥ ${e.needed} requests per side`;
    return `no cell has ${needed}${e.tail ? ', as a tail needs' : ''}`;
  }
  // The comparison side first, as the tables' requests column (`30 vs 30`): a baseline file or a reference endpoint.
  const counts = `${c.baseline.n} vs ${c.candidate.n} requests`;
  const needs = e.needed === null ? '' : `; ${e.tail ? 'a tail needs' : 'needs'} ≥ ${e.needed} per side`;
  const reported = c.ratio || c.change ? `; reported only: ${changeText(c, c.ratio ? 'ratio' : 'shift')}` : '';
  switch (e.why) {
    case 'none-on-either-side':
      return 'measured on neither side';
    case 'nothing-to-count':
      return `nothing to count (${counts})`;
    case 'input-differs':
      return `not comparable: the server read less of the prompt (see prompt tokens)${reported}`;
    case 'too-few-cache-hits':
      return `compared over prefix-cache hits: ${c.baseline.n} vs ${c.candidate.n} requests hit${needs}${reported}`;
    default:
      return `${counts}${needs}${reported}`;
  }
}
