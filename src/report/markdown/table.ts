/** Markdown tables. Cell text must already be escaped; a row is always one line. */

export type Align = 'left' | 'right';

export function renderMarkdownTable(headers: readonly string[], aligns: readonly Align[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${headers.map((_, i) => cell(cells[i])).join(' | ')} |`;
  const rule = `|${aligns.map((a) => (a === 'right' ? ' --: ' : ' :-- ')).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/** An empty cell renders as a space so every row keeps its column count. */
function cell(text: string | undefined): string {
  return text === undefined || text === '' ? ' ' : text;
}
