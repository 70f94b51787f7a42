/**
 * ANSI colour for terminal output: whether to use it, a small painter, a width measure that
 * ignores the colour codes, and the fixed-width table that pads painted cells by it.
 */

/**
 * Colour only on a terminal, with the usual overrides:
 * - `NO_COLOR` set to a non-empty value turns it off, whatever else is set (https://no-color.org);
 * - `FORCE_COLOR` set to `0` or `false` turns it off; set to anything else (the empty string too, as in Node) turns it
 *   on without a TTY: CI logs that render ANSI, such as GitHub Actions', are not TTYs;
 * - `TERM=dumb` turns it off unless `FORCE_COLOR` turned it on.
 */
export function colourEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv | Record<string, string | undefined>): boolean {
  if ((env.NO_COLOR ?? '') !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) {
    const value = force.trim().toLowerCase();
    return value !== '0' && value !== 'false';
  }
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

export type Tone = 'fail' | 'pass' | 'warn' | 'muted' | 'strong';

/** SGR open and close codes; each closes only what it opened (22 ends bold/dim, 39 the colour), so tones nest. */
const TONES: Record<Tone, { open: string; close: string }> = {
  fail: { open: '\u001b[1m\u001b[31m', close: '\u001b[39m\u001b[22m' },
  pass: { open: '\u001b[32m', close: '\u001b[39m' },
  warn: { open: '\u001b[33m', close: '\u001b[39m' },
  muted: { open: '\u001b[2m', close: '\u001b[22m' },
  strong: { open: '\u001b[1m', close: '\u001b[22m' },
};

/**
 * `text` in the tone's colour, or unchanged when `enabled` is false. Each line is painted on its own: GitHub Actions
 * logs render every line separately, so a colour opened on one line would not carry to the next.
 */
export function paint(text: string, tone: Tone, enabled: boolean): string {
  if (!enabled) return text;
  const { open, close } = TONES[tone];
  return text
    .split('\n')
    .map((line) => (line === '' ? line : `${open}${line}${close}`))
    .join('\n');
}

// Built from a string so the pattern holds no literal control character.
const SGR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;:]*m`, 'g');

/** `text` without ANSI SGR (colour and style) sequences. */
export function stripSgr(text: string): string {
  return text.replace(SGR, '');
}

/**
 * Length of `text` as displayed, ignoring SGR sequences. Counted in UTF-16 code units like String#length, so it
 * matches what padStart/padEnd count for uncoloured text.
 */
export function visibleLength(text: string): number {
  return stripSgr(text).length;
}

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
