/** Pairs each candidate cell with its baseline cell and its gate comparisons. */
import { cellKey, type CellIdentity } from '../vocabulary/cell.js';
import { comparesHitsWith, hitOnlyCell, hitsNeeded, isHitOnlyMetric, reportsHits } from '../gate/cache-hits.js';
import type { CellData, Comparison } from '../gate/types.js';
import { HIT_ONLY_METRICS, SUMMARISED_METRICS, type SummarisedMetric } from '../vocabulary/metrics.js';
import type { CellResult, MetricSummary } from '../results/types.js';
import { summarize } from '../stats/summary.js';
import type { MarkdownReportInput } from './markdown-types.js';

/** A cell's heading: it failed, a primary of it is still open, it passed, or nothing was gated. */
export type CellVerdict = 'fail' | 'undecided' | 'pass' | 'none';

export interface CellView {
  key: string;
  endpoint: string;
  scenario: string;
  cache: string;
  turn: number | null;
  candidate: CellResult | null;
  baseline: CellResult | null;
  comparisons: Comparison[];
  /** Worst verdict of the cell's comparisons (`none` when nothing was gated). */
  verdict: CellVerdict;
  /**
   * The hit-only metrics (TTFT, TTFT (content), server prefill) of `candidate` and `baseline` are over the requests
   * that hit the prefix cache, as the gate compares them (src/gate/cache-hits.ts); `cacheHits` keeps the counts.
   */
  hitOnly: boolean;
}

/**
 * One view per candidate cell, in results order, then one per compared cell the candidate lacks
 * (a cell that vanished is worth a table). When the comparison side is a reference endpoint, its
 * cells are the baseline and are not shown as candidates of their own.
 */
export function collectCellViews(input: Pick<MarkdownReportInput, 'candidate' | 'baseline' | 'gate'>): CellView[] {
  const baselineCells = baselinePool(input.baseline);
  const hasBaseline = input.baseline !== null;
  const referenceNames = new Set(input.candidate.endpoints.filter((e) => e.reference).map((e) => e.name));
  const shown = input.candidate.cells.filter((c) => !(hasBaseline && referenceNames.has(c.endpoint)));

  const comparisonsByKey = new Map<string, Comparison[]>();
  for (const c of input.gate?.comparisons ?? []) {
    const list = comparisonsByKey.get(cellKey(c)) ?? [];
    list.push(c);
    comparisonsByKey.set(cellKey(c), list);
  }

  const views: CellView[] = [];
  const seen = new Set<string>();
  const add = (key: CellIdentity, candidate: CellResult | null): void => {
    const k = cellKey(key);
    if (seen.has(k)) return;
    seen.add(k);
    const comparisons = comparisonsByKey.get(k) ?? [];
    const baseline = findBaseline(baselineCells, key);
    // Compared: over hits when both sides report them, as the gate does; measured only: when the cell reports them.
    const hitOnly = hasBaseline
      ? baseline !== null && candidate !== null && comparesHitsWith(baseline, candidate, input.gate ? hitsNeeded(input.gate.rules) : 1)
      : candidate !== null && reportsHits(candidate);
    views.push({
      key: k,
      endpoint: key.endpoint,
      scenario: key.scenario,
      cache: key.cache,
      turn: key.turn,
      candidate: hitOnly && candidate ? hitOnlyResult(candidate) : candidate,
      baseline: hitOnly && baseline ? hitOnlyResult(baseline) : baseline,
      comparisons,
      verdict: worstVerdict(comparisons),
      hitOnly,
    });
  };
  for (const cell of shown) add(cell, cell);
  for (const c of input.gate?.comparisons ?? []) add(c, null);
  return views;
}

function worstVerdict(comparisons: readonly Comparison[]): CellVerdict {
  if (comparisons.some((c) => c.verdict === 'fail')) return 'fail';
  if (comparisons.some((c) => c.role === 'primary' && (c.verdict === 'undecided' || c.verdict === 'inconclusive'))) return 'undecided';
  if (comparisons.some((c) => c.verdict === 'pass')) return 'pass';
  return 'none';
}

/** Reference endpoints, when the comparison side has any, are the baseline; otherwise every cell is. */
function baselinePool(baseline: MarkdownReportInput['baseline']): CellResult[] {
  if (!baseline) return [];
  if (baseline.results) {
    const references = new Set(baseline.results.endpoints.filter((e) => e.reference).map((e) => e.name));
    const cells = baseline.results.cells;
    return references.size > 0 ? cells.filter((c) => references.has(c.endpoint)) : cells;
  }
  return (baseline.cells ?? []).map(cellDataToResult);
}

/** The same endpoint's cell, or else the one cell of another endpoint for this scenario/cache/turn (a reference). */
function findBaseline(pool: readonly CellResult[], key: CellIdentity): CellResult | null {
  const sameSlot = pool.filter((c) => c.scenario === key.scenario && c.cache === key.cache && c.turn === key.turn);
  return sameSlot.find((c) => c.endpoint === key.endpoint) ?? (sameSlot.length === 1 ? sameSlot[0]! : null);
}

/** The cell with its hit-only metrics' values and summaries over the requests that hit. */
function hitOnlyResult(cell: CellResult): CellResult {
  const hits = hitOnlyCell(cell);
  const metrics: CellResult['metrics'] = Object.fromEntries(Object.entries(cell.metrics).filter(([name]) => !isHitOnlyMetric(name)));
  for (const name of HIT_ONLY_METRICS) {
    const summary = hits.values[name] ? summarize(hits.values[name]) : null;
    if (summary) metrics[name] = summary;
  }
  return { ...hits, metrics };
}

/** A baseline file keeps raw values only; summaries are recomputed with the same quantile definition. */
export function cellDataToResult(cell: CellData): CellResult {
  const metrics: Partial<Record<SummarisedMetric, MetricSummary>> = {};
  for (const name of SUMMARISED_METRICS) {
    const values = cell.values[name];
    const summary = values ? summarize(values) : null;
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
  };
}
