/** The compact primary table in Markdown: names escaped here, verdicts in bold when they fail. */
import { escapeMarkdown } from '../escape.js';
import { renderMarkdownTable, type Align } from './format.js';
import type { PrimaryRow, PrimaryTable } from '../primary-table.js';

const COMPARED_HEADERS = ['endpoint', 'cell', 'requests', 'TTFT p50', 'tok/s p50', 'delivery', 'errors', 'verdict'];
const COMPARED_ALIGNS: Align[] = ['left', 'left', 'right', 'right', 'right', 'left', 'right', 'left'];
const MEASURED_HEADERS = ['endpoint', 'cell', 'requests', 'TTFT p50', 'tok/s p50', 'delivery', 'errors'];
const MEASURED_ALIGNS: Align[] = ['left', 'left', 'right', 'right', 'right', 'left', 'right'];
/** Beside tok/s when some cell's answers reported speculative decoding (docs/telemetry.md). */
const ACCEPTANCE_AT = 5;

export function renderPrimaryTableMarkdown(table: PrimaryTable): string {
  const withAcceptance = <T>(list: readonly T[], value: T): T[] =>
    table.acceptance ? [...list.slice(0, ACCEPTANCE_AT), value, ...list.slice(ACCEPTANCE_AT)] : [...list];
  const rows = table.rows.map((r) => {
    const base = [
      escapeMarkdown(r.endpoint, 60),
      escapeMarkdown(r.cell, 80),
      r.requests,
      r.ttft,
      r.tokensPerSecond,
      escapeMarkdown(r.delivery, 60),
      r.errors,
    ];
    return withAcceptance(table.compared ? [...base, verdictCell(r)] : base, r.acceptance);
  });
  if (table.more > 0)
    rows.push(
      withAcceptance([`… ${table.more} more cells`, 'in the cell details below', '', '', '', '', '', ...(table.compared ? [''] : [])], ''),
    );
  return table.compared
    ? renderMarkdownTable(withAcceptance(COMPARED_HEADERS, 'draft acceptance'), withAcceptance(COMPARED_ALIGNS, 'right'), rows)
    : renderMarkdownTable(withAcceptance(MEASURED_HEADERS, 'draft acceptance'), withAcceptance(MEASURED_ALIGNS, 'right'), rows);
}

function verdictCell(r: PrimaryRow): string {
  switch (r.verdict) {
    case 'fail':
      return `**FAIL**${r.because.length > 0 ? `: ${r.because.join(', ')}` : ''}`;
    case 'inconclusive':
      return '**inconclusive**';
    case 'none':
      return 'not gated';
    default:
      return r.verdict;
  }
}
