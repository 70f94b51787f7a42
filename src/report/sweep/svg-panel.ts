/**
 * The drawing primitives of the sweep SVG (svg.ts): sizes, colours and dashes, XML-safe text, the load scale
 * (linear or base-2 logarithmic) and one panel of lines against load with its axes, target and knee. Pure.
 */
import { plainText } from '../escape.js';
import { niceCeiling } from '../charts.js';
import { loadNumber } from './words.js';

export const PANEL_W = 460;
export const PANEL_H = 270;
export const GUTTER = 20;
export const PLOT = { left: 62, right: 18, top: 30, bottom: 46 };
export const ROW_TITLE_H = 26;
export const HEADER_H = 100;
export const WIDTH = GUTTER * 3 + PANEL_W * 2;

export const COLOURS = {
  ttftP50: '#0969da',
  ttftP95: '#d1242f',
  e2eP95: '#8250df',
  right: '#1f2328',
  target: '#1a7f37',
  knee: '#57606a',
  axis: '#57606a',
  grid: '#d0d7de',
  text: '#1f2328',
};
export const BASELINE_DASH = '7 4';
export const TARGET_DASH = '2 3';
export const KNEE_DASH = '5 3';
/** A white outline under a label drawn over the lines, so it stays legible where it crosses one. */
const HALO = ' stroke="#ffffff" stroke-width="3" paint-order="stroke"';

/** Untrusted text as XML character data (or an attribute value): one line, capped, markup characters escaped. */
export function xmlText(text: string, maxChars = 120): string {
  return plainText(text, maxChars).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A coordinate: finite, one decimal. */
export function num(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded);
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

interface Scale {
  x(value: number): number;
  ticks: number[];
}

/** Linear, or base-2 logarithmic when the loads span a factor of 16 or more (a doubling search). */
function loadScale(loads: readonly number[], box: Box): Scale {
  let lo = Math.min(...loads);
  let hi = Math.max(...loads);
  const log = lo > 0 && hi / lo >= 16;
  if (log) {
    const a = Math.log2(lo);
    const b = Math.log2(hi);
    const x = (v: number): number => box.x0 + ((Math.log2(Math.max(v, lo)) - a) / (b - a)) * (box.x1 - box.x0);
    const ticks: number[] = [];
    for (let e = Math.ceil(a - 1e-9); e <= Math.floor(b + 1e-9); e++) ticks.push(2 ** e);
    const step = Math.ceil(ticks.length / 8);
    return { x, ticks: ticks.filter((_, i) => i % step === 0) };
  }
  if (hi === lo) {
    const pad = lo > 0 ? lo * 0.5 : 1;
    lo = Math.max(0, lo - pad);
    hi = hi + pad;
  }
  const tickStep = niceCeiling((hi - lo) / 6);
  const ticks: number[] = [];
  for (let t = Math.ceil(lo / tickStep - 1e-9) * tickStep; t <= hi + 1e-9; t += tickStep) ticks.push(Number(t.toPrecision(12)));
  return { x: (v) => box.x0 + ((v - lo) / (hi - lo)) * (box.x1 - box.x0), ticks };
}

export interface Line {
  colour: string;
  dash: string | null;
  points: { x: number; y: number | null }[];
  dots: boolean;
}

/** A polyline over the points with a value; a level without one breaks the line. */
function path(line: Line, sx: (v: number) => number, sy: (v: number) => number): string {
  const segments: string[][] = [[]];
  for (const p of [...line.points].sort((a, b) => a.x - b.x)) {
    if (p.y === null || !Number.isFinite(p.y) || !Number.isFinite(p.x)) {
      if (segments.at(-1)!.length > 0) segments.push([]);
      continue;
    }
    segments.at(-1)!.push(`${num(sx(p.x))},${num(sy(p.y))}`);
  }
  const dash = line.dash ? ` stroke-dasharray="${line.dash}"` : '';
  const out: string[] = [];
  for (const seg of segments.filter((s) => s.length > 0)) {
    out.push(`<polyline points="${seg.join(' ')}" fill="none" stroke="${line.colour}" stroke-width="2"${dash}/>`);
    if (line.dots)
      for (const pt of seg) out.push(`<circle cx="${pt.split(',')[0]}" cy="${pt.split(',')[1]}" r="2.5" fill="${line.colour}"/>`);
  }
  return out.join('');
}

export interface Panel {
  title: string;
  yTitle: string;
  /** Upper end of the y axis (0 at the bottom). */
  yMax: number;
  yFormat(value: number): string;
  lines: Line[];
  target: { value: number; label: string } | null;
  knee: number | null;
  loadName: string;
}

export function renderPanel(panel: Panel, px: number, py: number, loads: readonly number[]): string {
  const box: Box = { x0: px + PLOT.left, x1: px + PANEL_W - PLOT.right, y0: py + PLOT.top, y1: py + PANEL_H - PLOT.bottom };
  const out: string[] = [
    `<rect x="${num(px)}" y="${num(py)}" width="${PANEL_W}" height="${PANEL_H}" fill="#ffffff" stroke="${COLOURS.grid}"/>`,
    `<text x="${num(px + PANEL_W / 2)}" y="${num(py + 18)}" text-anchor="middle" font-weight="600">${xmlText(panel.title)}</text>`,
  ];
  if (loads.length === 0) {
    out.push(`<text x="${num(px + PANEL_W / 2)}" y="${num(py + PANEL_H / 2)}" text-anchor="middle">no level measured</text>`);
    return out.join('');
  }
  const scale = loadScale(loads, box);
  const yMax = panel.yMax > 0 && Number.isFinite(panel.yMax) ? panel.yMax : 1;
  const sy = (v: number): number => box.y1 - (Math.min(Math.max(v, 0), yMax) / yMax) * (box.y1 - box.y0);
  // Grid and y ticks.
  for (let i = 0; i <= 5; i++) {
    const value = (yMax * i) / 5;
    const y = sy(value);
    out.push(`<line x1="${num(box.x0)}" y1="${num(y)}" x2="${num(box.x1)}" y2="${num(y)}" stroke="${COLOURS.grid}" stroke-width="1"/>`);
    out.push(`<text x="${num(box.x0 - 6)}" y="${num(y + 4)}" text-anchor="end" font-size="11">${xmlText(panel.yFormat(value))}</text>`);
  }
  // x ticks.
  for (const t of scale.ticks) {
    const x = scale.x(t);
    out.push(`<line x1="${num(x)}" y1="${num(box.y1)}" x2="${num(x)}" y2="${num(box.y1 + 5)}" stroke="${COLOURS.axis}"/>`);
    out.push(`<text x="${num(x)}" y="${num(box.y1 + 18)}" text-anchor="middle" font-size="11">${xmlText(loadNumber(t))}</text>`);
  }
  // Axes and their titles.
  out.push(
    `<line x1="${num(box.x0)}" y1="${num(box.y1)}" x2="${num(box.x1)}" y2="${num(box.y1)}" stroke="${COLOURS.axis}"/>`,
    `<line x1="${num(box.x0)}" y1="${num(box.y0)}" x2="${num(box.x0)}" y2="${num(box.y1)}" stroke="${COLOURS.axis}"/>`,
    `<text x="${num((box.x0 + box.x1) / 2)}" y="${num(box.y1 + 36)}" text-anchor="middle" font-size="12">${xmlText(panel.loadName)}</text>`,
    `<text x="${num(px + 14)}" y="${num((box.y0 + box.y1) / 2)}" text-anchor="middle" font-size="12" transform="rotate(-90 ${num(px + 14)} ${num(
      (box.y0 + box.y1) / 2,
    )})">${xmlText(panel.yTitle)}</text>`,
  );
  if (panel.target !== null) {
    const y = sy(panel.target.value);
    out.push(
      `<line x1="${num(box.x0)}" y1="${num(y)}" x2="${num(box.x1)}" y2="${num(y)}" stroke="${COLOURS.target}" stroke-width="1.5" stroke-dasharray="${TARGET_DASH}"/>`,
      `<text x="${num(box.x1 - 4)}" y="${num(y - 4)}" text-anchor="end" font-size="11" fill="${COLOURS.target}"${HALO}>${xmlText(panel.target.label)}</text>`,
    );
  }
  if (panel.knee !== null) {
    const x = scale.x(panel.knee);
    out.push(
      `<line x1="${num(x)}" y1="${num(box.y0)}" x2="${num(x)}" y2="${num(box.y1)}" stroke="${COLOURS.knee}" stroke-width="1.5" stroke-dasharray="${KNEE_DASH}"/>`,
      `<text x="${num(x + 4)}" y="${num(box.y0 + 12)}" font-size="11" fill="${COLOURS.knee}"${HALO}>${xmlText(`capacity ${loadNumber(panel.knee)}`)}</text>`,
    );
  }
  for (const line of panel.lines) out.push(path(line, scale.x, sy));
  return out.join('');
}

export function maxOf(lines: readonly Line[], extra: number | null): number {
  const values = lines.flatMap((l) => l.points.map((p) => p.y)).filter((v): v is number => v !== null && Number.isFinite(v));
  return Math.max(0, extra ?? 0, ...values);
}
