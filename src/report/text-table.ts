/** Fixed-width columns for terminals; numbers right-aligned, text left-aligned. */
export interface Column {
  header: string;
  align?: 'left' | 'right';
}

export function renderTextTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((c, i) => Math.max(c.header.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => (columns[i]?.align === 'right' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}
