/**
 * Mermaid `xychart-beta` blocks for the Markdown report: a cell's token timeline, a latency's distribution and the
 * history trends. xychart has no legend, so every series gets a fixed colour from the palette and the caption above
 * the chart says which is which.
 */
import type { HistorySeries } from '../gate/index.js';
import { quantilesOf } from '../results/index.js';
import { METRICS } from '../vocabulary/index.js';
import { escapeMarkdown, escapeMermaidLabel } from './escape.js';
import { cellWhere } from './format.js';

export interface TimelinePoint {
  tMs: number;
  /** Output tokens received so far (cumulative). */
  tokens: number;
}

export interface TimelineSeries {
  label: string;
  points: readonly TimelinePoint[];
}

export const PALETTE = [
  { hex: '#8c8c8c', name: 'grey' },
  { hex: '#d1242f', name: 'red' },
  { hex: '#0969da', name: 'blue' },
  { hex: '#1a7f37', name: 'green' },
] as const;

/** Grid intervals of the timeline: fine enough that a one-flush stream reads as a vertical jump. */
const TIMELINE_STEPS = 40;
const WIDTH_PX = 640;
const HEIGHT_PX = 320;

/**
 * Cumulative output tokens over time, one line per series (at most four), sampled on a shared
 * time grid: a buffered response is a flat line at zero and then a vertical jump, a streamed one
 * a ramp. Returns null when no series has a point.
 */
export function renderTimelineChart(series: readonly TimelineSeries[], title: string): string | null {
  const drawn = series.slice(0, PALETTE.length).map((s) => ({
    label: s.label,
    points: s.points.filter((p) => Number.isFinite(p.tMs) && Number.isFinite(p.tokens)).sort((a, b) => a.tMs - b.tMs),
  }));
  if (drawn.every((s) => s.points.length === 0)) return null;
  const endMs = Math.max(1, ...drawn.flatMap((s) => s.points.map((p) => p.tMs)));
  const grid = Array.from({ length: TIMELINE_STEPS + 1 }, (_, i) => (i === TIMELINE_STEPS ? endMs : (endMs * i) / TIMELINE_STEPS));
  const lines = drawn.map((s) => grid.map((t) => Math.round(tokensAt(s.points, t))));
  const maxTokens = Math.max(1, ...lines.flat());
  const body = [
    `  title "${escapeMermaidLabel(title)}"`,
    `  x-axis "time (s)" 0 --> ${mermaidNumber(endMs / 1000, 2)}`,
    `  y-axis "output tokens" 0 --> ${niceCeiling(maxTokens)}`,
    ...lines.map((values) => `  line [${values.join(', ')}]`),
  ];
  const legend = drawn.map((s, i) => `${PALETTE[i]!.name} = ${escapeMarkdown(s.label, 60)}`).join(', ');
  return [
    `Cumulative output tokens of the median request (${legend}); a vertical jump is a buffered response.`,
    '',
    fence(drawn.length, body),
  ].join('\n');
}

const DISTRIBUTION_LEVELS = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99] as const;

/**
 * A latency's distribution on both sides, one line per side over the same percentiles (p10 … p99): every request of
 * the cells named in `subject`. A shift of the whole line is a slowdown everywhere; a line that bends up at the right
 * is a tail. Returns null when a side has no values.
 */
export function renderDistributionChart(
  metricLabel: string,
  subject: string,
  sides: { baseline: string; candidate: string },
  baseline: readonly number[],
  candidate: readonly number[],
): string | null {
  const base = quantilesOf(baseline, DISTRIBUTION_LEVELS);
  const cand = quantilesOf(candidate, DISTRIBUTION_LEVELS);
  if (!base || !cand) return null;
  const baseQ = base.points;
  const candQ = cand.points;
  const maxMs = Math.max(...baseQ, ...candQ, 0);
  const inSeconds = maxMs >= 1000;
  const scale = (ms: number): string => mermaidNumber(inSeconds ? ms / 1000 : ms, inSeconds ? 2 : 0);
  const body = [
    `  title "${escapeMermaidLabel(`${metricLabel} · ${subject}`)}"`,
    `  x-axis [${DISTRIBUTION_LEVELS.map((p) => `"p${Math.round(p * 100)}"`).join(', ')}]`,
    `  y-axis "${escapeMermaidLabel(metricLabel)} (${inSeconds ? 's' : 'ms'})" 0 --> ${niceCeiling(inSeconds ? maxMs / 1000 : maxMs)}`,
    `  line [${baseQ.map(scale).join(', ')}]`,
    `  line [${candQ.map(scale).join(', ')}]`,
  ];
  const caption = `${escapeMarkdown(metricLabel, 60)} distribution of ${escapeMarkdown(subject)}: grey = ${escapeMarkdown(sides.baseline, 80)} (${base.n} requests), red = ${escapeMarkdown(sides.candidate, 80)} (${cand.n} requests).`;
  return [caption, '', fence(2, body)].join('\n');
}

/** Runs of the history a trend shows, before this run's point. */
export const TREND_RUNS = 20;
/** Trend charts in one report at most: the comment must stay readable. */
const MAX_TREND_CHARTS = 4;

/** One series as a line over its last runs (commits on the x axis), this run the last point when it is one. */
export function renderTrendChart(series: HistorySeries): string | null {
  const points = series.points.slice(-(TREND_RUNS + 1));
  if (points.length < 2) return null;
  const spec = METRICS[series.metric];
  const max = Math.max(...points.map((p) => p.value));
  const seconds = spec.unit === 'ms' && max >= 1000;
  const unit = spec.unit === 'ms' ? (seconds ? 's' : 'ms') : spec.unit === 'perSecond' ? '/s' : '';
  const scale = (v: number): number => (seconds ? v / 1000 : v);
  const subject = `${series.endpoint} ${cellWhere(series)}`;
  const label = `${spec.label} p50`;
  const body = [
    `  title "${escapeMermaidLabel(`${label} · ${subject}`)}"`,
    `  x-axis [${points.map((p) => `"${p.thisRun ? 'this run' : p.commit === null ? p.time.slice(5, 10) : p.commit.slice(0, 7)}"`).join(', ')}]`,
    `  y-axis "${escapeMermaidLabel(`${label}${unit ? ` (${unit})` : ''}`)}" 0 --> ${niceCeiling(scale(max))}`,
    `  line [${points.map((p) => mermaidNumber(scale(p.value), seconds ? 2 : 1)).join(', ')}]`,
  ];
  const caption = `${escapeMarkdown(label, 60)} of ${escapeMarkdown(subject)} over the last ${points.length} runs (commit on the axis).`;
  return [caption, '', mermaidFence([PALETTE[2].hex], body)].join('\n');
}

/** A section with the trends of the given series (at most four), or '' when none has two points. */
export function renderHistoryTrends(series: readonly HistorySeries[]): string {
  const charts = series
    .map(renderTrendChart)
    .filter((c): c is string => c !== null)
    .slice(0, MAX_TREND_CHARTS);
  return charts.length === 0 ? '' : `\n### History trends\n\n${charts.join('\n\n')}\n`;
}

function fence(series: number, body: string[]): string {
  return mermaidFence(
    PALETTE.slice(0, Math.max(1, series)).map((c) => c.hex),
    body,
  );
}

/** A Mermaid xychart block of the report's size, its lines coloured in order from `palette`. */
export function mermaidFence(palette: readonly string[], body: readonly string[]): string {
  return [
    '```mermaid',
    '---',
    'config:',
    '  xyChart:',
    `    width: ${WIDTH_PX}`,
    `    height: ${HEIGHT_PX}`,
    '  themeVariables:',
    '    xyChart:',
    `      plotColorPalette: "${palette.join(', ')}"`,
    '---',
    'xychart-beta',
    ...body,
    '```',
  ].join('\n');
}

/** Tokens received by time `tMs`: the last cumulative count at or before it (a step function). */
function tokensAt(sorted: readonly TimelinePoint[], tMs: number): number {
  let tokens = 0;
  for (const p of sorted) {
    if (p.tMs > tMs) break;
    tokens = p.tokens;
  }
  return tokens;
}

/** Decimal without exponent or trailing zeros, which Mermaid's number grammar accepts (0 for a non-finite value). */
export function mermaidNumber(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '0';
  const fixed = value.toFixed(digits);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}

/** 1, 2, 2.5 or 5 × 10^k at or above `value`, so axis ticks land on round numbers. */
export function niceCeiling(value: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    const candidate = step * magnitude;
    if (candidate >= value) return Number(candidate.toPrecision(12));
  }
  return 10 * magnitude;
}
