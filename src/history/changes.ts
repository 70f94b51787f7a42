import { measuredEntries, type HistoryEntry } from '../baseline/index.js';
import {
  DEFAULT_RULES,
  historyChanges,
  type HistoryChanges,
  type HistorySeries,
  type SeriesPoint,
  type GateRules,
  type MetricRule,
  type GateOutcome,
} from '../gate/index.js';
import { creepSentence, stepSentence, type HistoryRow, renderHistoryTrends, cellWhere } from '../report/index.js';
import type { Results } from '../results/index.js';
import { quantile, sortedFinite } from '../stats/index.js';
import { cellKey, isJobMetric, type CellIdentity, type SummarisedMetric } from '../vocabulary/index.js';

const median = (values: readonly number[] | undefined): number | null => {
  const sorted = sortedFinite(values ?? []);
  return sorted.length > 0 ? quantile(sorted, 0.5) : null;
};

/**
 * One series per endpoint × cell × primary metric (the rules' `primary` role, p50): each history run's median, oldest
 * first, then this run's when given (`thisRun`; its commit unknown: null).
 */
export function historySeries(all: readonly HistoryEntry[], candidate: Results | null, rules: GateRules = DEFAULT_RULES): HistorySeries[] {
  // Job latency is a loop's, not a cell's: a history entry keeps cells only.
  const primaries = rules.metrics.filter(
    (r): r is MetricRule & { metric: SummarisedMetric } => r.role === 'primary' && r.statistic === 'p50' && !isJobMetric(r.metric),
  );
  // Marker entries (a step told of) hold no measurement: they are no point of any series.
  const entries = measuredEntries(all);
  const cells = new Map<string, CellIdentity>();
  for (const entry of entries) for (const cell of entry.cells) cells.set(cellKey(cell), cell);
  const series: HistorySeries[] = [];
  for (const [key, cell] of cells) {
    for (const rule of primaries) {
      const metric: SummarisedMetric = rule.metric;
      const points = entries.flatMap((entry): SeriesPoint[] => {
        const value = median(entry.cells.find((c) => cellKey(c) === key)?.values[metric]);
        return value === null ? [] : [{ commit: entry.commit, time: entry.time, value }];
      });
      const own = candidate ? median(candidate.cells.find((c) => cellKey(c) === key)?.values[metric]) : null;
      if (own !== null && candidate) points.push({ commit: null, thisRun: true, time: candidate.run.finishedAt, value: own });
      const { endpoint, scenario, cache, turn } = cell;
      if (points.length > 0) series.push({ endpoint, scenario, cache, turn, metric, better: rule.better, points });
    }
  }
  return series;
}

/** Change points and creeps over the history, with this run's value as the last point when given. */
export function historyChangesFor(entries: readonly HistoryEntry[], candidate: Results | null, rules?: GateRules): HistoryChanges {
  return historyChanges(historySeries(entries, candidate, rules));
}

/** The rows `history show` prints: each run's TTFT median per cell. */
export function historyRows(entries: readonly HistoryEntry[]): HistoryRow[] {
  return measuredEntries(entries).map((e) => ({
    commit: e.commit,
    time: e.time,
    verdict: e.verdict,
    values: e.cells.map((c) => ({ label: `${c.endpoint} ${cellWhere(c)}`, value: median(c.values.ttftMs) })),
  }));
}

/** The history's recent steps and creeps, this run's value the latest point: lines for the terminal and the report. */
export function historyNoteLines(entries: readonly HistoryEntry[], results: Results): string[] {
  if (entries.length === 0) return [];
  const changes = historyChangesFor(entries, results.run.partial ? null : results);
  return [...changes.steps.map(stepSentence), ...changes.creeps.map(creepSentence)];
}

/**
 * The report's trend charts: every series that failed in this run (its endpoint's pooled primary) or that the history
 * shows a recent step or creep in, over the last runs with this run as the last point. '' when none.
 */
export function historyTrendMarkdown(entries: readonly HistoryEntry[], results: Results, outcome: GateOutcome | null): string {
  if (entries.length === 0) return '';
  const candidate = results.run.partial ? null : results;
  const series = historySeries(entries, candidate);
  const changes = historyChanges(series);
  const failing = new Set((outcome?.pooled ?? []).filter((p) => p.verdict === 'fail').map((p) => `${p.endpoint}:${p.metric}`));
  const flagged = new Set([...changes.steps, ...changes.creeps].map((c) => `${cellKey(c)}:${c.metric}`));
  return renderHistoryTrends(series.filter((s) => failing.has(`${s.endpoint}:${s.metric}`) || flagged.has(`${cellKey(s)}:${s.metric}`)));
}
