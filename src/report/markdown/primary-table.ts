/** The compact primary table in Markdown: names escaped here, verdicts in bold when they fail. */
import { escapeMarkdown } from '../escape.js';
import { renderMarkdownTable, type Align } from './format.js';
import type { PrimaryRow, PrimaryTable } from '../primary-table.js';

const COMPARED_HEADERS = ['endpoint', 'cell', 'requests', 'TTFT p50', 'tok/s p50', 'delivery', 'errors', 'verdict'];
const COMPARED_ALIGNS: Align[] = ['left', 'left', 'right', 'right', 'right', 'left', 'right', 'left'];
const MEASURED_HEADERS = ['endpoint', 'cell', 'requests', 'TTFT p50', 'tok/s p50', 'delivery', 'errors'];
const MEASURED_ALIGNS: Align[] = ['left', 'left', 'right', 'right', 'right', 'left', 'right'];

export function renderPrimaryTableMarkdown(table: PrimaryTable): string {
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
    return table.compared ? [...base, verdictCell(r)] : base;
  });
  if (table.more > 0)
    rows.push([`… ${table.more} more cells`, 'in the cell details below', '', '', '', '', '', ...(table.compared ? [''] : [])]);
  return table.compared
    ? renderMarkdownTable(COMPARED_HEADERS, COMPARED_ALIGNS, rows)
    : renderMarkdownTable(MEASURED_HEADERS, MEASURED_ALIGNS, rows);
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
