/**
 * A capacity sweep as one standalone SVG (`sweep.svg` beside `sweep.json`): per endpoint a row of two panels against
 * load. Left: TTFT p50, TTFT p95 and e2e p95, the SLO's latency target as a horizontal line and the capacity estimate
 * as a vertical one. Right: goodput (0–100 %) with its target, or completed requests per second without a goodput
 * objective. The candidate is drawn solid, the comparison side (the baseline's endpoint of the same name, or the
 * reference endpoint) dashed, each over its own measured levels only. Pure, no dependencies, every text XML-escaped.
 */
import type { SweepEndpoint, SweepLevel, SweepResults } from '../results/sweep-types.js';
import { statisticLabel } from '../vocabulary/metrics.js';
import { plainText } from './escape.js';
import { formatPercent, formatValue } from './format.js';
import { chartObjective, goodputTarget } from './sweep-chart-objective.js';
import { comparisonSide, kneeOf, loadAxisName, loadNumber, sortedLevels } from './sweep-words.js';
import { niceCeiling } from './charts.js';

const PANEL_W = 460;
const PANEL_H = 270;
const GUTTER = 20;
const PLOT = { left: 62, right: 18, top: 30, bottom: 46 };
const ROW_TITLE_H = 26;
const HEADER_H = 100;
const WIDTH = GUTTER * 3 + PANEL_W * 2;

const COLOURS = {
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
const BASELINE_DASH = '7 4';
const TARGET_DASH = '2 3';
const KNEE_DASH = '5 3';
/** A white outline under a label drawn over the lines, so it stays legible where it crosses one. */
const HALO = ' stroke="#ffffff" stroke-width="3" paint-order="stroke"';

/** Untrusted text as XML character data (or an attribute value): one line, capped, markup characters escaped. */
export function xmlText(text: string, maxChars = 120): string {
  return plainText(text, maxChars).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A coordinate: finite, one decimal. */
function num(value: number): string {
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

interface Line {
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

interface Panel {
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

function renderPanel(panel: Panel, px: number, py: number, loads: readonly number[]): string {
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

function maxOf(lines: readonly Line[], extra: number | null): number {
  const values = lines.flatMap((l) => l.points.map((p) => p.y)).filter((v): v is number => v !== null && Number.isFinite(v));
  return Math.max(0, extra ?? 0, ...values);
}

function endpointRow(sweep: SweepResults, baseline: SweepResults | null, endpoint: SweepEndpoint, top: number): string {
  const load = sweep.sweep.load;
  const side = comparisonSide(sweep, baseline, endpoint);
  const levels = sortedLevels(endpoint);
  const sideLevels = side ? sortedLevels(side.endpoint) : [];
  const loads = [...levels, ...sideLevels].map((l) => l.load).filter(Number.isFinite);
  const knee = kneeOf(endpoint.capacity);
  const series = (read: (l: SweepLevel) => number | null | undefined, colour: string, dots = true): Line[] => [
    { colour, dash: null, points: levels.map((l) => ({ x: l.load, y: read(l) ?? null })), dots },
    ...(side ? [{ colour, dash: BASELINE_DASH, points: sideLevels.map((l) => ({ x: l.load, y: read(l) ?? null })), dots: false }] : []),
  ];

  const latency: Line[] = [
    ...series((l) => l.latency.ttftMs?.p50, COLOURS.ttftP50),
    ...series((l) => l.latency.ttftMs?.p95, COLOURS.ttftP95),
    ...series((l) => l.latency.e2eMs?.p95, COLOURS.e2eP95),
  ];
  const objective = chartObjective(levels);
  const latencyTarget =
    objective.target !== null && objective.metric !== 'tokensPerSecond'
      ? {
          value: objective.target,
          label: `SLO ${statisticLabel(objective.metric, objective.statistic)} ≤ ${formatValue(objective.metric, objective.target)}`,
        }
      : null;
  const latencyMax = maxOf(latency, latencyTarget?.value ?? null);
  const inSeconds = latencyMax >= 1000;
  const left: Panel = {
    title: 'latency against load',
    yTitle: inSeconds ? 'seconds' : 'milliseconds',
    yMax: inSeconds ? niceCeiling(latencyMax / 1000) * 1000 : niceCeiling(latencyMax),
    yFormat: (v) => (inSeconds ? String(Number((v / 1000).toPrecision(3))) : String(Number(v.toPrecision(3)))),
    lines: latency,
    target: latencyTarget,
    knee,
    loadName: loadAxisName(load),
  };

  const withGoodput = levels.some((l) => l.goodput !== null);
  const rightLines = withGoodput
    ? series((l) => (l.goodput === null ? null : l.goodput), COLOURS.right)
    : series((l) => l.requestsPerSecond, COLOURS.right);
  const goodput = withGoodput ? goodputTarget(levels) : null;
  const right: Panel = withGoodput
    ? {
        title: 'goodput against load',
        yTitle: 'goodput',
        yMax: 1,
        yFormat: (v) => formatPercent(v),
        lines: rightLines,
        target: goodput === null ? null : { value: goodput, label: `SLO goodput ≥ ${formatPercent(goodput, 1)}` },
        knee,
        loadName: loadAxisName(load),
      }
    : {
        title: 'throughput against load',
        yTitle: 'completed req/s',
        yMax: niceCeiling(maxOf(rightLines, null)),
        yFormat: (v) => String(Number(v.toPrecision(3))),
        lines: rightLines,
        target: null,
        knee,
        loadName: loadAxisName(load),
      };

  const sideText = side ? ` · dashed: ${side.label}` : '';
  const title = `${endpoint.name}${endpoint.reference ? ' (reference)' : ''}${endpoint.model ? ` · ${endpoint.model}` : ''}${sideText}`;
  return [
    `<g>`,
    `<text x="${GUTTER}" y="${num(top + 18)}" font-size="14" font-weight="600">${xmlText(title, 200)}</text>`,
    renderPanel(left, GUTTER, top + ROW_TITLE_H, loads),
    renderPanel(right, GUTTER * 2 + PANEL_W, top + ROW_TITLE_H, loads),
    `</g>`,
  ].join('');
}

function legend(y: number, withSide: boolean): string {
  const items: { label: string; colour: string; dash: string | null }[] = [
    { label: 'candidate (solid)', colour: COLOURS.text, dash: null },
    ...(withSide ? [{ label: 'baseline / reference (dashed)', colour: COLOURS.text, dash: BASELINE_DASH }] : []),
    { label: 'TTFT p50', colour: COLOURS.ttftP50, dash: null },
    { label: 'TTFT p95', colour: COLOURS.ttftP95, dash: null },
    { label: 'e2e p95', colour: COLOURS.e2eP95, dash: null },
    { label: 'goodput / throughput', colour: COLOURS.right, dash: null },
    { label: 'SLO target', colour: COLOURS.target, dash: TARGET_DASH },
    { label: 'capacity estimate', colour: COLOURS.knee, dash: KNEE_DASH },
  ];
  const out: string[] = [];
  let x = GUTTER;
  let row = 0;
  for (const item of items) {
    const width = 34 + item.label.length * 6.4;
    if (x + width > WIDTH - GUTTER) {
      x = GUTTER;
      row++;
    }
    const yy = y + row * 18;
    const dash = item.dash ? ` stroke-dasharray="${item.dash}"` : '';
    out.push(
      `<line x1="${num(x)}" y1="${num(yy - 4)}" x2="${num(x + 24)}" y2="${num(yy - 4)}" stroke="${item.colour}" stroke-width="2"${dash}/>`,
    );
    out.push(`<text x="${num(x + 30)}" y="${num(yy)}" font-size="12">${xmlText(item.label)}</text>`);
    x += width + 14;
  }
  return out.join('');
}

/** The sweep as an SVG document: a header with the workload and a legend, then one row of two panels per endpoint. */
export function renderSweepSvg(input: { sweep: SweepResults; baseline: SweepResults | null }): string {
  const { sweep, baseline } = input;
  const rowH = ROW_TITLE_H + PANEL_H + GUTTER;
  const rows = Math.max(1, sweep.endpoints.length);
  const height = HEADER_H + rows * rowH;
  const withSide = sweep.endpoints.some((e) => comparisonSide(sweep, baseline, e) !== null);
  const subtitle = [
    `${sweep.sweep.load} sweep`,
    `${sweep.endpoints.length} endpoint${sweep.endpoints.length === 1 ? '' : 's'}`,
    ...(sweep.run.partial ? ['partial: cancelled before every level finished'] : []),
  ].join(' · ');
  const body: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${num(height)}" viewBox="0 0 ${WIDTH} ${num(height)}" font-family="-apple-system, Segoe UI, Helvetica, Arial, sans-serif" font-size="12" fill="${COLOURS.text}">`,
    `<title>${xmlText(`streamgate sweep: ${sweep.workload.name}`, 200)}</title>`,
    `<rect x="0" y="0" width="${WIDTH}" height="${num(height)}" fill="#f6f8fa"/>`,
    `<text x="${GUTTER}" y="24" font-size="16" font-weight="600">${xmlText(`streamgate sweep · ${sweep.workload.name}`, 160)}</text>`,
    `<text x="${GUTTER}" y="42" font-size="12">${xmlText(subtitle, 200)}</text>`,
    legend(62, withSide),
  ];
  if (sweep.endpoints.length === 0) body.push(`<text x="${GUTTER}" y="${HEADER_H + 24}">no endpoint measured</text>`);
  sweep.endpoints.forEach((endpoint, i) => body.push(endpointRow(sweep, baseline, endpoint, HEADER_H + i * rowH)));
  body.push('</svg>');
  return `${body.join('\n')}\n`;
}
