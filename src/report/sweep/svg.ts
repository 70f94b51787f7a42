/**
 * A capacity sweep as one standalone SVG (`sweep.svg` beside `sweep.json`): per endpoint a row of two panels against
 * load. Left: TTFT p50, TTFT p95 and e2e p95, the SLO's latency target as a horizontal line and the capacity estimate
 * as a vertical one. Right: goodput (0–100 %) with its target, or completed requests per second without a goodput
 * objective. The candidate is drawn solid, the comparison side (the baseline's endpoint of the same name, or the
 * reference endpoint) dashed, each over its own measured levels only. Pure, no dependencies, every text XML-escaped.
 */
import type { SweepEndpoint, SweepLevel, SweepResults } from '../../results/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { formatPercent, formatValue } from '../format.js';
import { niceCeiling } from '../charts.js';
import { chartObjective, goodputTarget } from './chart-objective.js';
import { comparisonSide, kneeOf, loadAxisName, sortedLevels } from './words.js';
import {
  BASELINE_DASH,
  COLOURS,
  GUTTER,
  HEADER_H,
  KNEE_DASH,
  maxOf,
  num,
  PANEL_H,
  PANEL_W,
  renderPanel,
  ROW_TITLE_H,
  TARGET_DASH,
  WIDTH,
  xmlText,
  type Line,
  type Panel,
} from './svg-panel.js';

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
