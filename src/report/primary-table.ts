/**
 * The compact endpoint × scenario table: one row per compared cell with the primary metrics (TTFT p50, tok/s p50,
 * delivery, errors) on both sides, the change the gate tested, and the cell's verdict. Rows are plain text; the
 * Markdown and terminal renderers escape and colour them.
 */
import type { Comparison } from '../gate/index.js';
import type { CellResult } from '../results/index.js';
import type { Cause } from '../vocabulary/index.js';
import { cellWhere, deliveryLabel, formatRatioChange, formatValue } from './format.js';
import type { CellView } from '../decision/index.js';
import { cellAcceptance } from './text/speculative.js';

/** Rows the table shows at most; failing and open cells come first when there are more. */
export const MAX_PRIMARY_ROWS = 20;

export type RowVerdict = 'fail' | 'undecided' | 'inconclusive' | 'pass' | 'none';

export interface PrimaryRow {
  endpoint: string;
  /** `hello · cold`, `agent · turn 2 · warm`. */
  cell: string;
  requests: string;
  ttft: string;
  tokensPerSecond: string;
  /** Speculative decoding's acceptance from the answers' timings (`81% → 21%`); `–` where they reported none. */
  acceptance: string;
  delivery: string;
  errors: string;
  verdict: RowVerdict;
  /** What failed the cell, by cause (`delivery`, `latency`), empty unless it failed. */
  because: string[];
}

export const CAUSE_WORDS: Record<Cause, string> = {
  input: 'prompt truncated',
  slo: 'SLO',
  buffering: 'delivery',
  errors: 'errors',
  latency: 'latency',
  throughput: 'decode speed',
  tail: 'tail latency',
  stalls: 'stalls',
  parameters: 'parameters',
  answers: 'answers',
  other: 'other metrics',
};

export interface PrimaryTable {
  rows: PrimaryRow[];
  /** Rows left out past MAX_PRIMARY_ROWS (they are in the details). */
  more: number;
  compared: boolean;
  /** Some cell's answers reported speculative decoding: the table has an acceptance column beside tok/s. */
  acceptance: boolean;
}

/** The table's rows: compared cells of candidate endpoints (or every measured cell when nothing was compared). */
export function primaryTable(views: readonly CellView[], compared: boolean): PrimaryTable {
  const rows = views.map((v) => primaryRow(v, compared));
  const order: Record<RowVerdict, number> = { fail: 0, inconclusive: 1, undecided: 2, pass: 3, none: 4 };
  const sorted = rows.length > MAX_PRIMARY_ROWS ? [...rows].sort((a, b) => order[a.verdict] - order[b.verdict]) : rows;
  const acceptance = views.some((v) => cellAcceptance(v.candidate) !== null || cellAcceptance(v.baseline) !== null);
  return { rows: sorted.slice(0, MAX_PRIMARY_ROWS), more: Math.max(0, rows.length - MAX_PRIMARY_ROWS), compared, acceptance };
}

/** A cell's row: its verdict and causes are the gate's (src/gate/evaluate/cell-decisions.ts). */
function primaryRow(view: CellView, compared: boolean): PrimaryRow {
  const verdict: RowVerdict = view.decision?.verdict ?? 'none';
  const because = (view.decision?.because ?? []).map((c) => CAUSE_WORDS[c]);
  if (view.job) return jobRow(view, verdict, because);
  return {
    endpoint: view.endpoint,
    cell: cellWhere(view),
    requests: compared ? `${view.baseline?.n ?? 0} vs ${view.candidate?.n ?? 0}` : `${view.candidate?.n ?? 0}`,
    ttft: side(view, 'ttftMs', compared),
    tokensPerSecond: side(view, 'tokensPerSecond', compared),
    acceptance: compared
      ? arrow(cellAcceptance(view.baseline) ?? '–', cellAcceptance(view.candidate) ?? '–')
      : (cellAcceptance(view.candidate) ?? '–'),
    delivery: compared
      ? arrow(view.baseline ? deliveryLabel(view.baseline) : '–', view.candidate ? deliveryLabel(view.candidate) : '–')
      : view.candidate
        ? deliveryLabel(view.candidate)
        : '–',
    errors: compared ? arrow(errors(view.baseline), errors(view.candidate)) : errors(view.candidate),
    verdict,
    because,
  };
}

/** `309 ms → 496 ms (+66%)`: both p50s and the change the gate tested (its location estimate, not the p50s' ratio). */
function side(view: CellView, metric: 'ttftMs' | 'tokensPerSecond', compared: boolean): string {
  const cand = formatValue(metric, view.candidate?.metrics[metric]?.p50);
  if (!compared) return cand;
  const base = formatValue(metric, view.baseline?.metrics[metric]?.p50);
  const tested = view.comparisons.find((c: Comparison) => c.metric === metric && c.statistic === 'p50' && c.ratio);
  const notComparable = tested?.evidence.kind === 'not-gated' && tested.evidence.why === 'input-differs';
  const change = tested?.ratio ? (notComparable ? ' (not comparable)' : ` (${formatRatioChange(tested.ratio.estimate)})`) : '';
  return `${arrow(base, cand)}${change}`;
}

function arrow(base: string, cand: string): string {
  return base === cand ? base : `${base} → ${cand}`;
}

function errors(cell: CellResult | null): string {
  if (!cell) return '–';
  return cell.errors === 0 ? '0' : `${cell.errors}/${cell.n}`;
}

/**
 * A job cell's row (src/gate/evaluate/jobs.ts): its jobs counted, and its job latency's p50 in the TTFT column, named, with the
 * change the gate tested; a job has no delivery or tokens of its own (its turns' rows have them).
 */
function jobRow(view: CellView, verdict: RowVerdict, because: string[]): PrimaryRow {
  const tested = view.comparisons.find((c) => c.metric === 'loopMs' && c.statistic === 'p50');
  const base = formatValue('loopMs', tested?.baseline.value);
  const cand = formatValue('loopMs', tested?.candidate.value);
  const change = tested?.ratio ? ` (${formatRatioChange(tested.ratio.estimate)})` : '';
  return {
    endpoint: view.endpoint,
    cell: cellWhere(view),
    requests: tested ? `${tested.baseline.n} vs ${tested.candidate.n} jobs` : '–',
    ttft: tested ? `job ${arrow(base, cand)}${change}` : '–',
    tokensPerSecond: '–',
    acceptance: '–',
    delivery: '–',
    errors: '–',
    verdict,
    because,
  };
}
