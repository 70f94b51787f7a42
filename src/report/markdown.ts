/**
 * The Markdown report shared by the PR comment and the job summary: verdict, failures first, a
 * table per endpoint × scenario × cache state (× turn), a few charts, and the rest collapsed.
 * Pure: every untrusted string goes through `escape.ts` before it is placed.
 */
import type { Comparison, PooledComparison } from '../gate/types.js';
import { renderEndpointTable, renderPooledFindings } from './endpoint-verdicts.js';
import { renderPercentileChart, renderTimelineChart } from './charts.js';
import { renderConformanceSection } from './conformance-matrix.js';
import { renderCellTable } from './markdown-cell-table.js';
import { collectCellViews, type CellView } from './markdown-views.js';
import { renderDetails } from './markdown-details.js';
import { DROP_RANK, fitBlocks, type Block } from './markdown-fit.js';
import { METRIC_LABELS } from './markdown-format.js';
import { renderContextLine, renderFindings, renderNotes, renderVerdictLine } from './markdown-summary.js';
import { DEFAULT_MAX_CHARS, type MarkdownReportInput } from './markdown-types.js';

export { renderSummaryLine } from './markdown-summary.js';

const FINDING_REASON_CHARS = 300;
export { DEFAULT_MAX_CHARS, type MarkdownReportInput } from './markdown-types.js';

export function renderMarkdownReport(input: MarkdownReportInput): string {
  const views = collectCellViews(input);
  const compared = input.baseline !== null;
  const comparisons = input.gate?.comparisons ?? [];
  const pooled = input.gate?.pooled ?? [];
  const endpointTable = input.gate ? renderEndpointTable(input.gate) : '';
  const blocks: Block[] = [
    fixed(renderVerdictLine(input.gate, input.candidate)),
    fixed(renderContextLine(input.title, input.candidate, input.baseline?.label ?? null)),
    ...(endpointTable ? [fixed(endpointTable)] : []),
    ...listBlocks(
      findings(
        '**Failed**',
        pooled.filter((p) => p.verdict === 'fail'),
        comparisons.filter((c) => c.verdict === 'fail'),
      ),
      'finding',
      DROP_RANK.failingFinding,
    ),
    ...listBlocks(
      findings(
        '**Inconclusive** after the last look (does not fail the check)',
        pooled.filter((p) => p.verdict === 'inconclusive'),
        [],
      ),
      'finding',
      DROP_RANK.inconclusiveFinding,
    ),
    ...conformanceBlocks(input),
    ...listBlocks(renderNotes(input.notes ?? []), 'note', DROP_RANK.notes),
  ];

  const chartCells = pickChartCells(views);
  for (const view of views) {
    blocks.push({ text: renderCellTable(view, compared), gap: '\n\n', kind: 'table', dropRank: tableRank(view) });
    const chart = chartCells.has(view.key) ? ttftChart(view) : null;
    if (chart) blocks.push({ text: chart, gap: '\n\n', kind: 'chart', dropRank: DROP_RANK.chart });
  }

  // After the tables: the numbers first, then the picture of the median request.
  const timeline = input.medianTimelines ? renderTimelineChart(input.medianTimelines, 'Median request: output tokens over time') : null;
  if (timeline) blocks.push({ text: timeline, gap: '\n\n', kind: 'chart', dropRank: DROP_RANK.timeline });

  const details = renderDetails(input, views);
  const group = 'details';
  blocks.push({ text: `<details>\n<summary>${details.summary}</summary>`, gap: '\n\n', kind: 'details', dropRank: DROP_RANK.detailsElement, group });
  for (const part of details.parts) blocks.push({ text: part, gap: '\n\n', kind: 'details', dropRank: DROP_RANK.detailsPart });
  blocks.push({ text: '</details>', gap: '\n\n', kind: 'details', dropRank: DROP_RANK.detailsElement, group });

  return `${fitBlocks(blocks, input.maxChars ?? DEFAULT_MAX_CHARS, input.links)}\n`;
}

/** Endpoint-wide findings first, then the cells that failed on their own. */
function findings(heading: string, pooled: readonly PooledComparison[], cells: readonly Comparison[]): string[] {
  const pooledLines = renderPooledFindings(pooled, FINDING_REASON_CHARS);
  const cellLines = renderFindings(heading, cells).slice(1);
  const lines = [...pooledLines, ...cellLines];
  return lines.length > 0 ? [heading, ...lines] : [];
}

/** The conformance section: kept as long as the failures are (a regressed probe is a failure). */
function conformanceBlocks(input: MarkdownReportInput): Block[] {
  if (!input.conformance) return [];
  const failing = input.conformance.gate?.verdict === 'fail';
  const rank = failing ? DROP_RANK.failingFinding : DROP_RANK.inconclusiveFinding;
  return renderConformanceSection(input.conformance).map((text) => ({ text, gap: '\n\n', kind: 'table', dropRank: rank }));
}

function fixed(text: string): Block {
  return { text, gap: '\n\n', kind: 'fixed', dropRank: DROP_RANK.never };
}

/** A heading line followed by bullets, each bullet its own block so a list can shrink line by line. */
function listBlocks(lines: readonly string[], kind: 'finding' | 'note', dropRank: number): Block[] {
  return lines.map((text, i) => ({ text, gap: i <= 1 ? '\n\n' : '\n', kind: i === 0 ? 'heading' : kind, dropRank }));
}

function tableRank(view: CellView): number {
  if (view.verdict === 'fail') return DROP_RANK.failingTable;
  if (view.verdict === 'undecided') return DROP_RANK.inconclusiveTable;
  return DROP_RANK.passingTable;
}

function isTtftConcern(c: Comparison): boolean {
  return c.metric === 'ttftMs' && (c.verdict === 'fail' || (c.role !== 'secondary' && c.verdict === 'undecided'));
}

/**
 * At most one TTFT chart per scenario, for the cell where the picture says most: a failing TTFT
 * comparison before an inconclusive one, then the larger slowdown.
 */
function pickChartCells(views: readonly CellView[]): Set<string> {
  const best = new Map<string, { key: string; score: number }>();
  for (const view of views) {
    if (!view.baseline?.metrics.ttftMs || !view.candidate?.metrics.ttftMs) continue;
    const concerns = view.comparisons.filter(isTtftConcern);
    if (concerns.length === 0) continue;
    const failing = concerns.some((c) => c.verdict === 'fail');
    const ratio = Math.max(...concerns.map((c) => c.ratio?.estimate ?? 1));
    const score = (failing ? 1e6 : 0) + (Number.isFinite(ratio) ? ratio : 1e5);
    const current = best.get(view.scenario);
    if (!current || score > current.score) best.set(view.scenario, { key: view.key, score });
  }
  return new Set([...best.values()].map((b) => b.key));
}

function ttftChart(view: CellView): string | null {
  const base = view.baseline?.metrics.ttftMs;
  const cand = view.candidate?.metrics.ttftMs;
  if (!base || !cand) return null;
  const turn = view.turn === null ? '' : ` · turn ${view.turn + 1}`;
  return renderPercentileChart(METRIC_LABELS.ttftMs, `${view.endpoint} · ${view.scenario}${turn} · ${view.cache}`, base, cand);
}
