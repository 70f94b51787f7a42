/** Pairs each candidate cell with its baseline cell, its gate comparisons and the gate's decision on it. */
import { cellKey, type CellIdentity, HIT_ONLY_METRICS } from '../vocabulary/index.js';
import type { CellData, CellDecision, Comparison, GateOutcome } from '../gate/index.js';
import { type CellResult, type Results, cellDataToResult } from '../results/index.js';

/** The comparison side as the report shows it: a baseline file's cells or a reference endpoint's results. */
export interface ComparisonSide {
  label: string;
  results?: Results | null;
  cells?: CellData[];
  /** The comparison side is a reference endpoint measured in the same run (tables say `reference`, not `baseline`). */
  reference?: boolean;
}

export interface CellViewsInput {
  candidate: Results;
  baseline: ComparisonSide | null;
  gate: GateOutcome | null;
}

/** A cell's heading: it failed, a primary of it is still open, it passed, or nothing was gated. */
export type CellVerdict = 'fail' | 'undecided' | 'pass' | 'none';

export interface CellView {
  key: string;
  endpoint: string;
  scenario: string;
  cache: string;
  turn: number | null;
  /** A job cell (src/gate/evaluate/jobs.ts): its comparisons are over whole jobs, and it has no cell of requests. */
  job?: true;
  candidate: CellResult | null;
  baseline: CellResult | null;
  comparisons: Comparison[];
  /** Worst verdict of the cell's comparisons (`none` when nothing was gated). */
  verdict: CellVerdict;
  /** What the comparison side is: a reference endpoint measured in the same run, or a baseline (file or run). */
  side: 'reference' | 'baseline';
  /** The gate's decision on the cell (its verdict with objectives and endpoint, its causes); null without a gate. */
  decision: CellDecision | null;
  /**
   * The hit-only metrics (TTFT, TTFT (content), server prefill) of `candidate` and `baseline` are over the requests
   * that hit the prefix cache, as the gate compares them (src/gate/cache/hits.ts); `cacheHits` keeps the counts.
   */
  hitOnly: boolean;
}

/**
 * One view per candidate cell, in results order, then one per compared cell the candidate lacks
 * (a cell that vanished is worth a table). When the comparison side is a reference endpoint, its
 * cells are the baseline and are not shown as candidates of their own.
 */
export function collectCellViews(input: CellViewsInput): CellView[] {
  const baselineCells = baselinePool(input.baseline);
  const hasBaseline = input.baseline !== null;
  const referenceNames = new Set(input.candidate.endpoints.filter((e) => e.reference).map((e) => e.name));
  const side = input.baseline?.reference || input.baseline?.results?.endpoints.some((e) => e.reference) ? 'reference' : 'baseline';
  const shown = input.candidate.cells.filter((c) => !(hasBaseline && referenceNames.has(c.endpoint)));

  const decisions = new Map((input.gate?.cells ?? []).map((d) => [d.key, d]));
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
    // Over the prefix-cache hits when the gate compared (or, unmatched, measured) the cell over them.
    const decision = decisions.get(k) ?? null;
    const hitOnly = decision?.hitOnly ?? false;
    views.push({
      key: k,
      endpoint: key.endpoint,
      scenario: key.scenario,
      cache: key.cache,
      turn: key.turn,
      ...(key.job ? { job: true as const } : {}),
      candidate: hitOnly && candidate ? hitOnlyResult(candidate, decision!.hits?.candidate ?? null) : candidate,
      baseline: hitOnly && baseline ? hitOnlyResult(baseline, decision!.hits?.baseline ?? null) : baseline,
      comparisons,
      verdict: worstVerdict(comparisons),
      decision,
      side,
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
function baselinePool(baseline: ComparisonSide | null): CellResult[] {
  if (!baseline) return [];
  if (baseline.results) {
    const references = new Set(baseline.results.endpoints.filter((e) => e.reference).map((e) => e.name));
    const cells = baseline.results.cells;
    return references.size > 0 ? cells.filter((c) => references.has(c.endpoint)) : cells;
  }
  // A job cell has no requests to show: its comparisons carry its numbers.
  return (baseline.cells ?? []).filter((c) => !c.job).map(cellDataToResult);
}

/** The same endpoint's cell, or else the one cell of another endpoint for this scenario/cache/turn (a reference). */
function findBaseline(pool: readonly CellResult[], key: CellIdentity): CellResult | null {
  if (key.job) return null;
  const sameSlot = pool.filter((c) => c.scenario === key.scenario && c.cache === key.cache && c.turn === key.turn);
  return sameSlot.find((c) => c.endpoint === key.endpoint) ?? (sameSlot.length === 1 ? sameSlot[0]! : null);
}

/** The cell with its hit-only metrics' values over the requests that hit and the gate's summaries of them. */
function hitOnlyResult(cell: CellResult, summaries: NonNullable<CellDecision['hits']>['candidate']): CellResult {
  const hitOnly = (name: string): boolean => (HIT_ONLY_METRICS as readonly string[]).includes(name);
  const metrics: CellResult['metrics'] = Object.fromEntries(Object.entries(cell.metrics).filter(([name]) => !hitOnly(name)));
  const values: CellResult['values'] = Object.fromEntries(Object.entries(cell.values).filter(([name]) => !hitOnly(name)));
  for (const name of HIT_ONLY_METRICS) {
    const summary = summaries?.[name];
    if (summary) metrics[name] = summary;
    const hits = cell.cacheHits?.values[name];
    if (hits && hits.length > 0) values[name] = hits;
  }
  return { ...cell, metrics, values };
}
