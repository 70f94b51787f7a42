import type { EndpointVerdict, GateOutcome, PooledComparison } from '../gate/index.js';
import { escapeMarkdown } from './escape.js';
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

/** What decided an endpoint: the failing or still open comparisons' metrics. */
export function decidedByText(outcome: GateOutcome, e: EndpointVerdict): string {
  const labels = e.decidedBy.map((id) => {
    const pooled = outcome.pooled.find((p) => p.id === id);
    if (pooled) return comparisonLabel(pooled);
    const cell = outcome.comparisons.find((c) => c.id === id);
    return cell ? `${comparisonLabel(cell)} in ${cell.scenario}/${cell.cache}${cell.turn === null ? '' : ` #${cell.turn + 1}`}` : id;
  });
  const unique = [...new Set(labels)];
  if (e.verdict === 'pass') return 'every primary inside its margin';
  return unique.length > 3 ? `${unique.slice(0, 3).join(', ')} and ${unique.length - 3} more` : unique.join(', ');
}

/** `TTFT p50`, `error rate`: rates and shares have no statistic to name. */
export function comparisonLabel(c: Pick<PooledComparison, 'metric' | 'statistic'>): string {
  return c.statistic === 'share' || c.statistic === 'rate' ? metricLabel(c.metric) : `${metricLabel(c.metric)} ${c.statistic}`;
}

/** One row per endpoint: its verdict, the look that decided it and what decided it. */
export function renderEndpointTable(outcome: GateOutcome): string {
  if (outcome.endpoints.length === 0) return '';
  return renderMarkdownTable(
    ['endpoint', 'verdict', 'decided at', 'by'],
    ['left', 'left', 'left', 'left'],
    outcome.endpoints.map((e) => [escapeMarkdown(e.endpoint), STATE[e.verdict], lookText(e), escapeMarkdown(decidedByText(outcome, e))]),
  );
}

/** Bullets for pooled comparisons (an endpoint over all its cells). */
export function renderPooledFindings(pooled: readonly PooledComparison[], maxReason: number): string[] {
  return pooled.map((p) => `- **${escapeMarkdown(p.endpoint)}** (all ${p.cells} cells), ${comparisonLabel(p)}: ${escapeMarkdown(p.reason, maxReason)}`);
}
