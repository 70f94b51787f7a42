import type { EndpointVerdict, GateOutcome, PooledComparison } from '../gate/index.js';
import { escapeMarkdown } from './escape.js';
import { explainPooled } from './explain.js';
import { metricLabel } from './markdown-format.js';
import { renderMarkdownTable } from './markdown-table.js';

const STATE: Record<EndpointVerdict['verdict'], string> = { fail: '**FAIL**', pass: 'pass', inconclusive: '**inconclusive**', undecided: 'undecided' };

/** `20` or `7–30`: requests per cell, smallest to largest cell. */
export function perCell(range: readonly [number, number]): string {
  return range[0] === range[1] ? `${range[0]}` : `${range[0]}–${range[1]}`;
}

/** "look 2 of 3" and the requests per cell each side had when the endpoint was decided. */
export function lookText(e: EndpointVerdict): string {
  const look = e.looks > 1 ? `look ${e.look} of ${e.looks}` : 'one look';
  return `${look}, ${perCell(e.requests.candidate)} vs ${perCell(e.requests.baseline)} requests per cell`;
}

/**
 * What decided an endpoint: the pooled comparisons that failed or are still open, then any cell that failed on its
 * own under a rule whose pooled comparison did not (a regression confined to that cell).
 */
export function decidedByText(outcome: GateOutcome, e: EndpointVerdict, escapeName: (name: string) => string = (n) => n): string {
  if (e.verdict === 'pass') return 'every primary inside its margin';
  const pooled = e.decidedBy.map((id) => outcome.pooled.find((p) => p.id === id)).filter((p) => p !== undefined);
  const pooledKeys = new Set(pooled.map((p) => `${p.metric}:${p.statistic}`));
  const cells = e.decidedBy
    .map((id) => outcome.comparisons.find((c) => c.id === id))
    .filter((c) => c !== undefined && !pooledKeys.has(`${c.metric}:${c.statistic}`))
    .map((c) => `${comparisonLabel(c!)} in ${escapeName(`${c!.scenario}/${c!.cache}${c!.turn === null ? '' : ` #${c!.turn + 1}`}`)}`);
  // A rule that failed through its cells' own tests, not its pooled one, names those cells.
  const pooledLabels = pooled.map((p) =>
    p.verdict === 'fail' && p.pValue !== null && p.level !== null && p.pValue > p.level && p.cellsBeyond.length > 0
      ? `${comparisonLabel(p)} in ${p.cellsBeyond.map((key) => escapeName(key.slice(p.endpoint.length + 1))).join(', ')}`
      : comparisonLabel(p),
  );
  const labels = [...new Set([...pooledLabels, ...cells])];
  return labels.length > 4 ? `${labels.slice(0, 4).join(', ')} and ${labels.length - 4} more` : labels.join(', ');
}

/** `TTFT p50`, `error rate`: rates and shares have no statistic to name. */
export function comparisonLabel(c: Pick<PooledComparison, 'metric' | 'statistic'>): string {
  return c.statistic === 'share' || c.statistic === 'rate' ? metricLabel(c.metric) : `${metricLabel(c.metric)} ${c.statistic}`;
}

/** Rows the endpoint table shows at most: it is never dropped from a shortened report, so it must stay small. */
const MAX_ENDPOINT_ROWS = 20;

/** One row per endpoint (failing and open ones first past MAX_ENDPOINT_ROWS): its verdict, the look, what decided it. */
export function renderEndpointTable(outcome: GateOutcome): string {
  if (outcome.endpoints.length === 0) return '';
  const order: Record<EndpointVerdict['verdict'], number> = { fail: 0, inconclusive: 1, undecided: 2, pass: 3 };
  const endpoints =
    outcome.endpoints.length > MAX_ENDPOINT_ROWS ? [...outcome.endpoints].sort((a, b) => order[a.verdict] - order[b.verdict]) : outcome.endpoints;
  // Labels are already escaped by metricLabel; endpoint and scenario names are escaped here.
  const rows = endpoints
    .slice(0, MAX_ENDPOINT_ROWS)
    .map((e) => [escapeMarkdown(e.endpoint), STATE[e.verdict], lookText(e), decidedByText(outcome, e, escapeMarkdown)]);
  const more = endpoints.length - rows.length;
  if (more > 0) rows.push([`… ${more} more`, '', '', 'every one is in the job summary and results.json']);
  return renderMarkdownTable(['endpoint', 'verdict', 'decided at', 'by'], ['left', 'left', 'left', 'left'], rows);
}

/** Bullets for pooled comparisons (an endpoint over all its cells). */
export function renderPooledFindings(pooled: readonly PooledComparison[], maxReason: number): string[] {
  return pooled.map((p) => `- **${escapeMarkdown(p.endpoint)}** (${cellsWord(p.cells)}), ${comparisonLabel(p)}: ${escapeMarkdown(explainPooled(p), maxReason)}`);
}

/** `its one cell`, `all 4 cells`. */
export function cellsWord(cells: number): string {
  return cells === 1 ? 'its one cell' : `all ${cells} cells`;
}
