/** The per-cell table of the PR comment: the numbers a reviewer compares, with the gate's verdicts. */
import type { Comparison } from '../../gate/index.js';
import { SUMMARISED_METRICS, type SummarisedMetric } from '../../vocabulary/index.js';
import type { CellResult, MetricSummary } from '../../results/index.js';
import { escapeMarkdown } from '../escape.js';
import { explainCellCache } from '../explain/cache.js';
import { explainReason } from '../explain/comparison.js';
import { CAUSE_WORDS } from '../primary-table.js';
import type { CellView } from '../../decision/index.js';
import {
  cellName,
  formatComparisonChange,
  formatErrors,
  formatValue,
  metricLabel,
  naiveChange,
  nonStreamedShare,
  renderMarkdownTable,
  verdictWord,
  type Align,
} from './format.js';
import { deliveryLabel } from '../format.js';

/** Shown for every cell when measured, in this order; other metrics appear when the gate compared them. */
export const TABLE_METRICS: readonly SummarisedMetric[] = ['ttftMs', 'ttfbMs', 'settleMs', 'e2eMs', 'maxGapMs', 'tokensPerSecond', 'idr'];

/** A reason longer than this is cut in the table; the full sentence is in the findings list. */
const TABLE_REASON_CHARS = 160;

/** The comparison side is named for what it is: `reference p50` beside a reference endpoint, `baseline p50` otherwise. */
const comparedHeaders = (side: CellView['side']): string[] => [
  'metric',
  `${side} p50`,
  'candidate p50',
  `${side} p95`,
  'candidate p95',
  'change',
  'verdict',
];
const COMPARED_ALIGNS: Align[] = ['left', 'right', 'right', 'right', 'right', 'left', 'left'];
const MEASURED_HEADERS = ['metric', 'p50', 'p90', 'p95', 'p99', 'max', 'n'];
const MEASURED_ALIGNS: Align[] = ['left', 'right', 'right', 'right', 'right', 'right', 'right'];

const CELL_VERDICT_WORD: Record<NonNullable<CellView['decision']>['verdict'], string> = {
  fail: 'FAIL',
  inconclusive: 'inconclusive',
  undecided: 'undecided',
  pass: 'pass',
  none: 'not gated',
};

export function renderCellTable(view: CellView, compared: boolean): string {
  // A job cell (src/gate/evaluate/jobs.ts) counts jobs, from the comparisons that carry its numbers.
  const jobs = view.job ? view.comparisons.find((c) => c.metric === 'loopMs') : undefined;
  const counts = jobs
    ? `${jobs.baseline.n} vs ${jobs.candidate.n} jobs`
    : compared
      ? `${view.baseline?.n ?? 0} vs ${view.candidate?.n ?? 0} requests`
      : `${view.candidate?.n ?? 0} requests`;
  // The gate's verdict on the cell (its rules, its objectives and its endpoint's primaries), as in the table above.
  const verdict = compared ? ` — ${CELL_VERDICT_WORD[view.decision?.verdict ?? view.verdict]}` : '';
  const heading = `#### ${cellName(view)} · ${counts}${verdict}`;
  const table = compared
    ? renderMarkdownTable(comparedHeaders(view.side), COMPARED_ALIGNS, comparedRows(view))
    : renderMarkdownTable(MEASURED_HEADERS, MEASURED_ALIGNS, measuredRows(view.candidate));
  const cache = explainCellCache(view, compared);
  return cache === null ? `${heading}\n\n${table}` : `${heading}\n\n${table}\n\n${escapeMarkdown(cache, 600)}`;
}

function rowMetrics(view: CellView): string[] {
  const compared = new Set(view.comparisons.map((c) => c.metric));
  const measured = (m: SummarisedMetric): boolean => Boolean(view.candidate?.metrics[m] ?? view.baseline?.metrics[m]);
  const known = SUMMARISED_METRICS.filter((m) => (TABLE_METRICS.includes(m) && measured(m)) || compared.has(m));
  known.sort((a, b) => rank(a) - rank(b));
  const special = new Set(['nonStreamedShare', 'errorRate']);
  const other = [...compared].filter((m) => !special.has(m) && !(SUMMARISED_METRICS as readonly string[]).includes(m));
  return [...known, ...other];
}

/** Table metrics first in their listed order, then the rest in contract order. */
function rank(metric: SummarisedMetric): number {
  const i = TABLE_METRICS.indexOf(metric);
  return i >= 0 ? i : TABLE_METRICS.length + SUMMARISED_METRICS.indexOf(metric);
}

function comparedRows(view: CellView): string[][] {
  const rows = rowMetrics(view).map((metric) => {
    const comparisons = view.comparisons.filter((c) => c.metric === metric);
    const base = summaryOf(view.baseline, metric, comparisons, 'baseline');
    const cand = summaryOf(view.candidate, metric, comparisons, 'candidate');
    const change = oneFlush(view.candidate, metric)
      ? 'no stall to compare: every answer came in one flush'
      : comparisons.length > 0
        ? comparisons.map((c) => statPrefix(c) + formatComparisonChange(c)).join('<br>')
        : naiveP50(metric, base.p50, cand.p50);
    return [
      metricLabel(metric),
      formatValue(metric, base.p50),
      formatValue(metric, cand.p50),
      formatValue(metric, base.p95),
      formatValue(metric, cand.p95),
      change,
      verdicts(comparisons, view),
    ];
  });
  // A job has no delivery or errors of its own: its turns' cells have them.
  if (!view.job) rows.push(deliveryRow(view), errorRow(view));
  return rows;
}

/**
 * The longest stall of a cell whose every answer was held and flushed at once: near 0 because the events came in one
 * burst, not because the stream stopped stalling (the wait is in its TTFT); a "−100%" there would read as an improvement.
 */
function oneFlush(cell: CellResult | null, metric: string): boolean {
  if (metric !== 'maxGapMs' || !cell) return false;
  const { streamed, coalesced, buffered } = cell.classes;
  return streamed === 0 && coalesced === 0 && buffered > 0;
}

/** p50/p95 of a side: from the cell summary, or from the comparison's statistic when the cell is missing. */
function summaryOf(
  cell: CellResult | null,
  metric: string,
  comparisons: Comparison[],
  side: 'baseline' | 'candidate',
): { p50: number | null; p95: number | null } {
  const summary = cell ? (cell.metrics as Record<string, MetricSummary | undefined>)[metric] : undefined;
  const fromComparison = (stat: string): number | null => comparisons.find((c) => c.statistic === stat)?.[side].value ?? null;
  return { p50: summary?.p50 ?? fromComparison('p50'), p95: summary?.p95 ?? fromComparison('p95') };
}

function naiveP50(metric: string, base: number | null, cand: number | null): string {
  return base !== null && cand !== null ? `p50 ${naiveChange(metric, base, cand)}` : '';
}

function statPrefix(c: Comparison): string {
  return c.statistic === 'share' || c.statistic === 'rate' ? '' : `${c.statistic} `;
}

/**
 * Each comparison's verdict and why (its change and interval are in the change column, once). In a cell the gate
 * failed, a test still open is one the run stopped before it decided: it says so instead of `undecided`.
 */
function verdicts(comparisons: Comparison[], view: CellView): string {
  const failed = view.decision?.verdict === 'fail';
  return comparisons
    .map((c) => {
      const stat = c.statistic === 'share' || c.statistic === 'rate' ? '' : ` ${c.statistic}`;
      if (failed && c.verdict === 'undecided') {
        const on = (view.decision?.because ?? []).map((b) => CAUSE_WORDS[b]).join(', ');
        const why = `the cell failed on ${on}, so the run stopped before this test decided; so far ${explainReason(c)}`;
        return `stopped${stat} — ${escapeMarkdown(why, TABLE_REASON_CHARS)}`;
      }
      // A pass by the absolute floor, not inside the margin, says so: a large relative change can hide under it.
      const reason = c.verdict === 'pass' && !passedByFloor(c) ? '' : ` — ${escapeMarkdown(explainReason(c), TABLE_REASON_CHARS)}`;
      return `${verdictWord(c.verdict)}${stat}${reason}`;
    })
    .join('<br>');
}

/** Passed because the whole change was within the rule's absolute floor, not because it was inside the margin. */
function passedByFloor(c: Comparison): boolean {
  return c.evidence.kind === 'margin' && c.evidence.finding === 'within-floor';
}

function deliveryRow(view: CellView): string[] {
  const comparisons = view.comparisons.filter((c) => c.metric === 'nonStreamedShare');
  const base = view.baseline ? nonStreamedShare(view.baseline) : null;
  const cand = view.candidate ? nonStreamedShare(view.candidate) : null;
  const change =
    comparisons.length > 0
      ? comparisons.map(formatComparisonChange).join('<br>')
      : base !== null && cand !== null
        ? `non-streamed ${naiveChange('nonStreamedShare', base, cand)}`
        : '';
  return [
    'delivery',
    view.baseline ? deliveryLabel(view.baseline) : '–',
    view.candidate ? deliveryLabel(view.candidate) : '–',
    '',
    '',
    change,
    verdicts(comparisons, view),
  ];
}

function errorRow(view: CellView): string[] {
  const comparisons = view.comparisons.filter((c) => c.metric === 'errorRate');
  const rate = (cell: CellResult | null): number | null => (cell && cell.n > 0 ? cell.errors / cell.n : null);
  const base = rate(view.baseline);
  const cand = rate(view.candidate);
  const change =
    comparisons.length > 0
      ? comparisons.map(formatComparisonChange).join('<br>')
      : base !== null && cand !== null
        ? naiveChange('errorRate', base, cand)
        : '';
  return [
    'errors',
    view.baseline ? formatErrors(view.baseline) : '–',
    view.candidate ? formatErrors(view.candidate) : '–',
    '',
    '',
    change,
    verdicts(comparisons, view),
  ];
}

function measuredRows(cell: CellResult | null): string[][] {
  if (!cell) return [];
  const rows = TABLE_METRICS.flatMap((metric) => {
    const s = cell.metrics[metric];
    if (!s) return [];
    return [
      [
        metricLabel(metric),
        formatValue(metric, s.p50),
        formatValue(metric, s.p90),
        formatValue(metric, s.p95),
        formatValue(metric, s.p99),
        formatValue(metric, s.max),
        String(s.n),
      ],
    ];
  });
  rows.push(['delivery', deliveryLabel(cell), '', '', '', '', '']);
  rows.push(['errors', formatErrors(cell), '', '', '', '', String(cell.n)]);
  return rows;
}
