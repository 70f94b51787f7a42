import type { HistorySeries } from '../gate/index.js';
import { METRICS } from '../vocabulary/index.js';
import { cellWhere } from './cell-names.js';
import { mermaidFence, mermaidNumber, niceCeiling, PALETTE } from './charts.js';
import { escapeMarkdown, escapeMermaidLabel } from './escape.js';

/** Runs of the history a trend shows, before this run's point. */
export const TREND_RUNS = 20;
/** Charts in one report at most: the comment must stay readable. */
const MAX_CHARTS = 4;

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
    `  x-axis [${points.map((p) => `"${p.commit === null ? 'this run' : p.commit.slice(0, 7)}"`).join(', ')}]`,
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
    .slice(0, MAX_CHARTS);
  return charts.length === 0 ? '' : `\n### History trends\n\n${charts.join('\n\n')}\n`;
}
