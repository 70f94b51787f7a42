/**
 * Each candidate cell's verdict and the facts its views show (src/gate/types.ts CellDecision): decided here once, so
 * the report's table, the terminal and the job summary only render them.
 */
import { cellKey, type CellIdentity, CAUSES, causeOf, type Cause, HIT_ONLY_METRICS, type HitOnlyMetric } from '../../vocabulary/index.js';
import { summarize, type Summary } from '../../stats/index.js';
import type { SloVerdict } from '../slo/objectives.js';
import { comparesHitsWith, hitsNeeded, reportsHits } from '../cache/hits.js';
import { isMeasuredCold, measuredCold, warmSideHits } from '../cache/measured-cold.js';
import type { CellPair } from '../match-cells.js';
import type { CellData, CellDecision, Comparison, EndpointVerdict, GateRules } from '../types.js';

/** A cell's facts before the verdicts: whether it was compared, and over which requests. */
export type CellFacts = Omit<CellDecision, 'verdict' | 'because'>;

/** Facts of the compared pairs (as matched, before hit-only values replace the rest) and of unmatched candidates. */
export function cellFacts(pairs: readonly CellPair[], candidates: readonly CellData[], rules: Pick<GateRules, 'metrics'>): CellFacts[] {
  const facts: CellFacts[] = [];
  const seen = new Set<string>();
  for (const { baseline, candidate } of pairs) {
    const hitOnly = comparesHitsWith(baseline, candidate, hitsNeeded(rules));
    const f = fact(candidate, true, hitOnly, hitOnly ? { baseline: hitSummaries(baseline), candidate: hitSummaries(candidate) } : null);
    const cold = measuredCold({ baseline, candidate, ...(hitOnly ? { hitOnly: [] } : {}) });
    facts.push(cold ? { ...f, measuredCold: cold } : f);
    seen.add(cellKey(candidate));
  }
  for (const candidate of candidates) {
    if (seen.has(cellKey(candidate))) continue;
    seen.add(cellKey(candidate));
    const hitOnly = reportsHits(candidate);
    const f = fact(candidate, false, hitOnly, hitOnly ? { baseline: null, candidate: hitSummaries(candidate) } : null);
    const hits = warmSideHits(candidate);
    // Without a comparison side a warm cell that measured cold is still said (its timings are shown, not compared).
    facts.push(
      isMeasuredCold(hits) ? { ...f, measuredCold: { comparison: null, candidate: hits, cold: ['candidate'], amongHits: false } } : f,
    );
  }
  return facts;
}

function fact(cell: CellIdentity, compared: boolean, hitOnly: boolean, hits: CellFacts['hits']): CellFacts {
  return {
    key: cellKey(cell),
    endpoint: cell.endpoint,
    scenario: cell.scenario,
    cache: cell.cache,
    turn: cell.turn,
    ...(cell.job ? { job: true as const } : {}),
    compared,
    hitOnly,
    hits,
  };
}

function hitSummaries(cell: CellData): Partial<Record<HitOnlyMetric, Summary>> {
  const out: Partial<Record<HitOnlyMetric, Summary>> = {};
  for (const metric of HIT_ONLY_METRICS) {
    const values = cell.cacheHits?.values[metric];
    const summary = values && values.length > 0 ? summarize(values) : null;
    if (summary) out[metric] = summary;
  }
  return out;
}

/**
 * The cells' verdicts from the run's final comparisons, objectives and endpoint verdicts: failed when one of its
 * comparisons or objectives failed; otherwise its endpoint's verdict when it was compared (a cell of a passed endpoint
 * passed, one of an open endpoint is open), its objectives' when it was not, `none` when nothing judged it.
 */
export function decideCells(
  facts: readonly CellFacts[],
  comparisons: readonly Comparison[],
  slo: readonly SloVerdict[],
  endpoints: readonly EndpointVerdict[],
): CellDecision[] {
  const endpointVerdict = new Map(endpoints.map((e) => [e.endpoint, e.verdict]));
  return facts.map((f) => {
    const mine = comparisons.filter((c) => cellKey(c) === f.key);
    const objectives = slo.filter((v) => cellKey(v) === f.key);
    const causes = new Set<Cause>(mine.filter((c) => c.verdict === 'fail').map((c) => causeOf(c.metric, c.statistic)));
    if (objectives.some((v) => v.verdict === 'violated')) causes.add('slo');
    const because = CAUSES.filter((c) => causes.has(c));
    if (because.length > 0) return { ...f, verdict: 'fail', because };
    return { ...f, verdict: f.compared ? comparedVerdict(mine, endpointVerdict.get(f.endpoint)) : sloVerdict(objectives), because };
  });
}

function comparedVerdict(mine: readonly Comparison[], endpoint: EndpointVerdict['verdict'] | undefined): CellDecision['verdict'] {
  const judged = mine.filter((c) => c.verdict !== 'not-gated');
  if (judged.length === 0) return 'none';
  if (endpoint) return endpoint === 'fail' ? cellOwn(judged) : endpoint;
  return cellOwn(judged);
}

/** A cell of a failed endpoint that did not fail itself: open while a primary of it is, else passed. */
function cellOwn(judged: readonly Comparison[]): CellDecision['verdict'] {
  if (judged.some((c) => c.role === 'primary' && c.verdict === 'inconclusive')) return 'inconclusive';
  if (judged.some((c) => c.role === 'primary' && c.verdict === 'undecided')) return 'undecided';
  return judged.some((c) => c.verdict === 'pass') ? 'pass' : 'none';
}

function sloVerdict(objectives: readonly SloVerdict[]): CellDecision['verdict'] {
  if (objectives.length === 0) return 'none';
  if (objectives.some((v) => v.verdict === 'inconclusive')) return 'inconclusive';
  if (objectives.some((v) => v.verdict === 'undecided')) return 'undecided';
  return 'pass';
}
