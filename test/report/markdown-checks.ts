/** Structural checks of rendered Markdown shared by the report tests. */
import { expect } from 'vitest';

/** Tags the report itself writes; anything else in the output came from an unescaped string. */
const ALLOWED_TAGS = new Set(['details', 'summary', 'br']);

/** Every run of `|` lines is a table: same column count on every row, a rule as the second line. */
export function expectWellFormedTables(markdown: string): void {
  const lines = markdown.split('\n');
  let i = 0;
  while (i < lines.length) {
    if (!lines[i]!.startsWith('|')) {
      i++;
      continue;
    }
    const table: string[] = [];
    while (i < lines.length && lines[i]!.startsWith('|')) table.push(lines[i++]!);
    expect(table.length, `table without rows: ${table[0]}`).toBeGreaterThanOrEqual(2);
    expect(table[1]).toMatch(/^\|( (:--|--:) \|)+$/);
    const columns = pipes(table[0]!);
    for (const row of table) {
      expect(row, 'row must start and end with a pipe').toMatch(/^\| .* \|$/);
      expect(pipes(row), `column count of: ${row}`).toBe(columns);
    }
    // A table must be followed by a blank line (or the end), not run into text.
    if (i < lines.length) expect(lines[i]).toBe('');
  }
}

function pipes(line: string): number {
  return line.split('|').length - 1;
}

/** `<details>`/`<summary>` open and close in order; no other tag exists; fences are paired. */
export function expectBalancedMarkup(markdown: string): void {
  let depth = 0;
  for (const match of markdown.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>/g)) {
    const [, closing, name] = match;
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), `unexpected tag ${match[0]}`).toBe(true);
    if (name === 'details') {
      depth += closing ? -1 : 1;
      expect(depth, 'details closed before it opened').toBeGreaterThanOrEqual(0);
    }
  }
  expect(depth, 'unclosed <details>').toBe(0);
  expect(count(markdown, '<summary>')).toBe(count(markdown, '</summary>'));
  expect(markdown).not.toContain('<!--');
  const fences = markdown.split('\n').filter((l) => l.startsWith('```'));
  expect(fences.length % 2).toBe(0);
  fences.forEach((f, i) => expect(f).toBe(i % 2 === 0 ? '```mermaid' : '```'));
}

export function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

export interface ParsedXyChart {
  palette: string[];
  title: string;
  xAxis: { categories: string[] } | { title: string; min: number; max: number };
  yAxis: { title: string; min: number; max: number };
  lines: number[][];
  bars: number[][];
}

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const SERIES = new RegExp(String.raw`^  (line|bar) \[((?:${NUMBER}, )*${NUMBER})\]$`);
const RANGE_AXIS = new RegExp(String.raw`^  ([xy])-axis "([^"\x60\n]*)" (${NUMBER}) --> (${NUMBER})$`);
const BAND_AXIS = /^ {2}x-axis \[((?:"[^"`\n]*", )*"[^"`\n]*")\]$/;

/**
 * The report's mermaid blocks, parsed with a strict line grammar of the xychart subset it writes;
 * any line outside that grammar fails the test.
 */
export function parseXyCharts(markdown: string): ParsedXyChart[] {
  const blocks = [...markdown.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map((m) => m[1]!);
  return blocks.map((block) => {
    const lines = block.split('\n');
    const end = lines.indexOf('---', 1);
    expect(lines[0]).toBe('---');
    expect(end).toBeGreaterThan(0);
    const front = lines.slice(1, end).join('\n');
    const palette = /plotColorPalette: "([^"]*)"/.exec(front)?.[1]?.split(', ') ?? [];
    palette.forEach((hex) => expect(hex).toMatch(/^#[0-9a-f]{6}$/));
    expect(lines[end + 1]).toBe('xychart-beta');
    const chart: ParsedXyChart = {
      palette,
      title: '',
      xAxis: { categories: [] },
      yAxis: { title: '', min: 0, max: 0 },
      lines: [],
      bars: [],
    };
    for (const line of lines.slice(end + 2)) {
      const title = /^ {2}title "([^"`\n]*)"$/.exec(line);
      const series = SERIES.exec(line);
      const range = RANGE_AXIS.exec(line);
      const band = BAND_AXIS.exec(line);
      if (title) chart.title = title[1]!;
      else if (series) (series[1] === 'line' ? chart.lines : chart.bars).push(series[2]!.split(', ').map(Number));
      else if (range && range[1] === 'x') chart.xAxis = { title: range[2]!, min: Number(range[3]), max: Number(range[4]) };
      else if (range) chart.yAxis = { title: range[2]!, min: Number(range[3]), max: Number(range[4]) };
      else if (band) chart.xAxis = { categories: band[1]!.slice(1, -1).split('", "') };
      else expect.fail(`line outside the xychart grammar: ${JSON.stringify(line)}`);
    }
    return chart;
  });
}
