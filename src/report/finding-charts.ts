/**
 * Charts only where they show a finding: the TTFT distribution of each endpoint with a latency or delivery finding
 * (baseline beside candidate over all its compared cells), and the token arrival of the median request for a cell
 * that lost incremental delivery, beside the same cell streamed on the comparison side.
 */
import { metricLabel } from '../vocabulary/index.js';
import { renderDistributionChart, renderTimelineChart } from './charts.js';
import type { Finding } from './findings.js';
import { cellWhere } from './format.js';
import type { CellView } from '../decision/index.js';

const CHARTED: ReadonlySet<Finding['cause']> = new Set(['latency', 'tail', 'buffering']);

/** At most this many endpoints get a distribution chart (the rest are in the tables). */
const MAX_DISTRIBUTIONS = 3;

export function renderFindingCharts(findings: readonly Finding[], views: readonly CellView[], comparisonName: string): string[] {
  const charts: string[] = [];
  const endpoints = [...new Set(findings.filter((f) => CHARTED.has(f.cause)).map((f) => f.endpoint))].slice(0, MAX_DISTRIBUTIONS);
  for (const endpoint of endpoints) {
    const mine = views.filter((v) => v.endpoint === endpoint && v.baseline && v.candidate);
    const base = mine.flatMap((v) => v.baseline!.values.ttftMs ?? []);
    const cand = mine.flatMap((v) => v.candidate!.values.ttftMs ?? []);
    const subject = `${endpoint}, ${mine.length} cell${mine.length === 1 ? '' : 's'}`;
    const chart = renderDistributionChart(metricLabel('ttftMs'), subject, { baseline: comparisonName, candidate: endpoint }, base, cand);
    if (chart) charts.push(chart);
  }
  const buffering = findings.find((f) => f.cause === 'buffering');
  if (buffering) {
    const timeline = medianRequestChart(
      views.filter((v) => v.endpoint === buffering.endpoint),
      comparisonName,
    );
    if (timeline) charts.push(timeline);
  }
  return charts;
}

/** The affected cell with the longest answer shows best what holding the stream costs. */
function medianRequestChart(views: readonly CellView[], comparisonName: string): string | null {
  const held = views
    .filter((v) => v.candidate?.timeline && v.baseline?.timeline && v.candidate.classes.buffered + v.candidate.classes.coalesced > 0)
    .sort((a, b) => (b.candidate!.metrics.settleMs?.p50 ?? 0) - (a.candidate!.metrics.settleMs?.p50 ?? 0));
  const view = held[0];
  if (!view) return null;
  const where = cellWhere(view);
  return renderTimelineChart(
    [
      { label: `${comparisonName} · ${where}`, points: view.baseline!.timeline! },
      { label: `${view.endpoint} · ${where}`, points: view.candidate!.timeline! },
    ],
    `Median request, ${view.endpoint} · ${where}`,
  );
}
