import { visibleLength } from './colour.js';

/** Fixed-width columns for terminals; numbers right-aligned, text left-aligned. Cells may be painted (ANSI colour). */
export interface Column {
  header: string;
  align?: 'left' | 'right';
}

export function renderTextTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((c, i) => Math.max(visibleLength(c.header), ...rows.map((r) => visibleLength(r[i] ?? ''))));
  const line = (cells: string[]): string =>
    cells
      .map((cell, i) => {
        // Padded by the visible width, so colour codes in a cell do not shift its column.
        const pad = ' '.repeat(Math.max(0, (widths[i] ?? 0) - visibleLength(cell)));
        return columns[i]?.align === 'right' ? `${pad}${cell}` : `${cell}${pad}`;
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)].join('\n');
}
