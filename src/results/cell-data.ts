/** A baseline file's cell (raw values only) as a results cell, its summaries computed as a run's are. */
import type { CellData } from '../gate/index.js';
import { SUMMARISED_METRICS, type SummarisedMetric } from '../vocabulary/index.js';
import { summaryOf } from './distribution.js';
import type { CellResult, MetricSummary } from './types.js';

export function cellDataToResult(cell: CellData): CellResult {
  const metrics: Partial<Record<SummarisedMetric, MetricSummary>> = {};
  for (const name of SUMMARISED_METRICS) {
    const summary = summaryOf(cell.values[name]);
    if (summary) metrics[name] = summary;
  }
  return {
    endpoint: cell.endpoint,
    scenario: cell.scenario,
    cache: cell.cache,
    turn: cell.turn,
    n: cell.n,
    errors: cell.errors,
    errorKinds: {},
    classes: cell.classes,
    tokensSource: { usage: 0, estimate: 0 },
    finishReasons: {},
    metrics,
    headers: {},
    values: cell.values,
    ...(cell.timeline ? { timeline: cell.timeline } : {}),
    ...(cell.cacheHits ? { cacheHits: cell.cacheHits } : {}),
    ...(cell.speculative ? { speculative: cell.speculative } : {}),
  };
}
