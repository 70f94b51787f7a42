/**
 * The Mermaid charts of a capacity sweep's Markdown report: per endpoint the latency objective's statistic and the
 * goodput (or throughput) against load, the candidate beside its comparison side, the SLO target as a flat line. Pure:
 * every label goes through `escape.ts`.
 */
import type { SweepEndpoint, SweepLevel, SweepResults } from '../../results/index.js';
import { statisticLabel } from '../../vocabulary/index.js';
import { mermaidFence, mermaidNumber, niceCeiling, PALETTE } from '../charts.js';
import { escapeMarkdown, escapeMermaidLabel } from '../escape.js';
import { formatPercent, formatValue } from '../format.js';
import { chartObjective, goodputTarget } from './chart-objective.js';
import {
  BASELINE_KNEE_MARK,
  comparisonSide,
  KNEE_MARK,
  kneeOf,
  loadAxisName,
  loadNumber,
  loadText,
  nameList,
  type ComparisonSide,
  type SweepLoad,
} from './words.js';

// The report's palette (charts.ts): the comparison side grey, the candidate red, the SLO target green.
const GREY = PALETTE[0];
const RED = PALETTE[1];
const GREEN = PALETTE[3];

interface MermaidSeries {
  colour: { hex: string; name: string };
  /** Caption text, already escaped. */
  label: string;
  values: number[];
}

/**
 * A series' values on the shared load axis. Mermaid's xychart has no gaps (every line needs a number at every
 * category), so where the other side measured a load this one did not, the value is interpolated linearly between
 * this side's measured neighbours, and outside this side's own range it is held at its nearest measured value; the
 * caption says when that happened. Null when the series has no value at all.
 */
function alignSeries(
  points: readonly { x: number; y: number | null | undefined }[],
  xs: readonly number[],
): { values: number[]; held: boolean } | null {
  const known = points
    .filter((p): p is { x: number; y: number } => p.y !== null && p.y !== undefined && Number.isFinite(p.y))
    .sort((a, b) => a.x - b.x);
  if (known.length === 0) return null;
  let held = false;
  const values = xs.map((x) => {
    const exact = known.find((p) => p.x === x);
    if (exact) return exact.y;
    if (x < known[0]!.x) {
      held = true;
      return known[0]!.y;
    }
    if (x > known.at(-1)!.x) {
      held = true;
      return known.at(-1)!.y;
    }
    const right = known.findIndex((p) => p.x > x);
    const a = known[right - 1]!;
    const b = known[right]!;
    return a.y + ((b.y - a.y) * (x - a.x)) / (b.x - a.x);
  });
  return { values, held };
}

function fence(
  title: string,
  categories: readonly string[],
  yTitle: string,
  yMax: number,
  digits: number,
  series: readonly MermaidSeries[],
): string {
  return mermaidFence(
    series.map((s) => s.colour.hex),
    [
      `  title "${escapeMermaidLabel(title, 80)}"`,
      `  x-axis [${categories.map((c) => `"${c}"`).join(', ')}]`,
      `  y-axis "${escapeMermaidLabel(yTitle)}" 0 --> ${mermaidNumber(yMax, 6)}`,
      ...series.map((s) => `  line [${s.values.map((v) => mermaidNumber(v, digits)).join(', ')}]`),
    ],
  );
}

interface ChartFrame {
  endpoint: SweepEndpoint;
  side: ComparisonSide | null;
  load: SweepLoad;
  xs: number[];
  categories: string[];
  kneeNote: string;
}

function chartFrame(endpoint: SweepEndpoint, side: ComparisonSide | null, load: SweepLoad): ChartFrame | null {
  const xs = [...new Set([...endpoint.levels, ...(side?.endpoint.levels ?? [])].map((l) => l.load))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const knee = kneeOf(endpoint.capacity);
  const sideKnee = side ? kneeOf(side.endpoint.capacity) : null;
  const categories = xs.map((x) => `${loadNumber(x)}${x === knee ? ` ${KNEE_MARK}` : ''}${x === sideKnee ? ` ${BASELINE_KNEE_MARK}` : ''}`);
  const notes = [
    knee === null ? 'no capacity estimate' : `${KNEE_MARK} capacity estimate ${loadText(knee, load)}`,
    ...(side && sideKnee !== null ? [`${BASELINE_KNEE_MARK} ${escapeMarkdown(side.label, 80)}’s ${loadText(sideKnee, load)}`] : []),
  ];
  return { endpoint, side, load, xs, categories, kneeNote: notes.join(', ') };
}

function sideSeries(frame: ChartFrame, read: (l: SweepLevel) => number | null | undefined): { series: MermaidSeries[]; held: string[] } {
  const series: MermaidSeries[] = [];
  const held: string[] = [];
  const add = (endpoint: SweepEndpoint, colour: MermaidSeries['colour'], label: string): void => {
    const aligned = alignSeries(
      endpoint.levels.map((l) => ({ x: l.load, y: read(l) })),
      frame.xs,
    );
    if (!aligned) return;
    series.push({ colour, label, values: aligned.values });
    if (aligned.held) held.push(label);
  };
  if (frame.side) add(frame.side.endpoint, GREY, escapeMarkdown(frame.side.label, 80));
  add(frame.endpoint, RED, escapeMarkdown(frame.endpoint.name, 80));
  return { series, held };
}

function caption(what: string, frame: ChartFrame, series: readonly MermaidSeries[], held: readonly string[]): string {
  const legend = series.map((s) => `${s.colour.name} = ${s.label}`).join(', ');
  const heldNote =
    held.length > 0
      ? ` Between measured levels a line is interpolated; beyond its own levels ${nameList([...held])} is held at its last value.`
      : '';
  return `${what} against load (${loadAxisName(frame.load)}) for ${escapeMarkdown(frame.endpoint.name, 80)}: ${legend}. ${frame.kneeNote}.${heldNote}`;
}

/** TTFT (or the SLO's latency metric) against load, both sides, the SLO target as a flat line. */
function latencyChart(frame: ChartFrame): string | null {
  const objective = chartObjective(frame.endpoint.levels);
  const { series, held } = sideSeries(frame, (l) => l.latency[objective.metric]?.[objective.statistic]);
  if (series.length === 0) return null;
  const label = statisticLabel(objective.metric, objective.statistic);
  const isMs = objective.metric !== 'tokensPerSecond';
  const drawn = [...series];
  if (objective.target !== null) {
    drawn.push({
      colour: GREEN,
      label: `SLO target ${escapeMarkdown(formatValue(objective.metric, objective.target))}`,
      values: frame.xs.map(() => objective.target!),
    });
  }
  const max = Math.max(0, ...drawn.flatMap((s) => s.values));
  const inSeconds = isMs && max >= 1000;
  const scale = inSeconds ? 1000 : 1;
  const scaled = drawn.map((s) => ({ ...s, values: s.values.map((v) => v / scale) }));
  const unit = isMs ? (inSeconds ? 's' : 'ms') : 'tok/s';
  const chart = fence(
    `${label} vs ${loadAxisName(frame.load)} · ${frame.endpoint.name}`,
    frame.categories,
    `${label}, ${unit}`,
    niceCeiling(max / scale),
    inSeconds ? 3 : 1,
    scaled,
  );
  return [caption(label, frame, drawn, held), '', chart].join('\n');
}

/** Goodput (0–100 %) against load, or the completed requests per second without a goodput objective. */
function throughputChart(frame: ChartFrame): string | null {
  const goodput = frame.endpoint.levels.some((l) => l.goodput !== null);
  const read = goodput
    ? (l: SweepLevel): number | null => (l.goodput === null ? null : l.goodput * 100)
    : (l: SweepLevel): number => l.requestsPerSecond;
  const { series, held } = sideSeries(frame, read);
  if (series.length === 0) return null;
  const drawn = [...series];
  const target = goodput ? goodputTarget(frame.endpoint.levels) : null;
  if (target !== null)
    drawn.push({ colour: GREEN, label: `SLO goodput ${formatPercent(target, 1)}`, values: frame.xs.map(() => target * 100) });
  const label = goodput ? 'goodput' : 'completed req/s';
  const max = goodput ? 100 : niceCeiling(Math.max(0, ...drawn.flatMap((s) => s.values)));
  const chart = fence(
    `${label} vs ${loadAxisName(frame.load)} · ${frame.endpoint.name}`,
    frame.categories,
    goodput ? 'goodput, percent' : 'req/s',
    max,
    2,
    drawn,
  );
  return [
    caption(goodput ? 'Goodput (share of good requests)' : 'Throughput (completed requests per second)', frame, drawn, held),
    '',
    chart,
  ].join('\n');
}

/** The two charts of an endpoint (latency, then goodput or throughput); empty when it measured no level. */
export function sweepCharts(sweep: SweepResults, baseline: SweepResults | null, endpoint: SweepEndpoint): string[] {
  const frame = chartFrame(endpoint, comparisonSide(sweep, baseline, endpoint), sweep.sweep.load);
  if (!frame) return [];
  return [latencyChart(frame), throughputChart(frame)].filter((c): c is string => c !== null);
}
