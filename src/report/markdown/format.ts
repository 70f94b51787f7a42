/**
 * Labels, units, signed changes and the table layout for the Markdown report. Everything returned is Markdown-safe;
 * table cells must already be escaped.
 */
import type { CellData, Comparison, Verdict } from '../../gate/index.js';
import { metricLabel as vocabularyLabel, statisticLabel as vocabularyStatisticLabel } from '../../vocabulary/index.js';
import type { CellResult } from '../../results/index.js';
import { escapeMarkdown } from '../escape.js';
import {
  formatDifference,
  formatDifferenceWithBounds,
  formatPercent,
  formatRatioChange,
  formatRatioWithBounds,
  unitOf,
} from '../format.js';

export { formatDifference, formatRatioChange, formatValue } from '../format.js';

/** A metric's label from the vocabulary, escaped (an assertion's name comes from the workload). */
export function metricLabel(metric: string): string {
  return escapeMarkdown(vocabularyLabel(metric), 80);
}

/** `TTFT p50`, `error rate`, escaped. */
export function statisticLabel(metric: string, statistic: string): string {
  return escapeMarkdown(vocabularyStatisticLabel(metric, statistic), 90);
}

/**
 * The change column: relative change with the gate's bounds, then the absolute change
 * (`+21% [+12%, +30%] · +250 ms`). Shares and rates have no ratio: `+7.5 pp [+1.2 pp, +14.0 pp]`.
 */
export function formatComparisonChange(c: Comparison): string {
  if (c.ratio) {
    const relative = formatRatioWithBounds(c.ratio.estimate, c.ratio.lower, c.ratio.upper);
    const absolute = c.change
      ? formatDifference(c.metric, c.change.estimate)
      : c.baseline.value !== null && c.candidate.value !== null
        ? formatDifference(c.metric, c.candidate.value - c.baseline.value)
        : null;
    return absolute ? `${relative} · ${absolute}` : relative;
  }
  if (c.change) return formatDifferenceWithBounds(c.metric, c.change.estimate, c.change.lower, c.change.upper);
  if (c.baseline.value !== null && c.candidate.value !== null) return naiveChange(c.metric, c.baseline.value, c.candidate.value);
  return '–';
}

/** Change of two point values that the gate did not compare: relative (`+21%`), or share points. */
export function naiveChange(metric: string, baseline: number, candidate: number): string {
  if (unitOf(metric) === 'share' || baseline === 0) return formatDifference(metric, candidate - baseline);
  return formatRatioChange(candidate / baseline);
}

export function verdictWord(verdict: Verdict): string {
  switch (verdict) {
    case 'fail':
      return '**FAIL**';
    case 'inconclusive':
      return '**inconclusive**';
    case 'pass':
      return 'pass';
    case 'undecided':
      return 'undecided';
    default:
      return 'not gated';
  }
}

/** `clean · essay #2 · warm`, escaped. */
export function cellName(cell: { endpoint: string; scenario: string; cache: string; turn: number | null; job?: true }): string {
  const turn = cell.job ? ' · job' : cell.turn === null ? '' : ` · turn ${cell.turn + 1}`;
  return `${escapeMarkdown(cell.endpoint, 80)} · ${escapeMarkdown(cell.scenario, 80)}${turn} · ${escapeMarkdown(cell.cache, 20)}`;
}

/** Buffered or coalesced requests among classified ones; null when none was classified. */
export function nonStreamedShare(cell: Pick<CellData | CellResult, 'classes'>): number | null {
  const classified = cell.classes.streamed + cell.classes.coalesced + cell.classes.buffered;
  return classified === 0 ? null : (cell.classes.coalesced + cell.classes.buffered) / classified;
}

/** `2/40 (5.0%)`. */
export function formatErrors(cell: { n: number; errors: number }): string {
  return `${cell.errors}/${cell.n} (${formatPercent(cell.n === 0 ? null : cell.errors / cell.n, 1)})`;
}

export type Align = 'left' | 'right';

/** A Markdown table. Cell text must already be escaped; a row is always one line. */
export function renderMarkdownTable(headers: readonly string[], aligns: readonly Align[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${headers.map((_, i) => tableCell(cells[i])).join(' | ')} |`;
  const rule = `|${aligns.map((a) => (a === 'right' ? ' --: ' : ' :-- ')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** An empty cell renders as a space so every row keeps its column count. */
function tableCell(text: string | undefined): string {
  return text === undefined || text === '' ? ' ' : text;
}
