/**
 * Job cells: what an agent's user waits for, gated like every other primary (docs/agents.md, "Gating jobs"). Each agent
 * loop of a side (results or baseline: one per endpoint × scenario × cache state) becomes one cell of its jobs, keyed
 * `endpoint/scenario/cache/job`, whose values are the job latencies. The job rules (the metrics marked `gated` in the
 * vocabulary: `loopMs`, its p50 a primary and its p95 critical by default) are tested over the job cells only, with the
 * rules' own margins, floors, budget and looks; every other rule over the request cells only, and no rate over a job
 * cell (its turns' requests are counted in their own cells).
 */
import { isJobMetric, type CacheState } from '../../vocabulary/index.js';
import type { CellPair } from '../match-cells.js';
import type { CellData, GateRules, MetricRule } from '../types.js';

/** A side's loop as the gate reads it (results and baselines both have this shape). */
export interface JobLoop {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  n: number;
  errors: number;
  values: { loopMs: number[] };
}

/** One job cell per loop: its jobs' latencies, counted as jobs (n) with the failed ones as errors. */
export function jobCells(loops: readonly JobLoop[]): CellData[] {
  return loops.map((loop) => ({
    endpoint: loop.endpoint,
    scenario: loop.scenario,
    cache: loop.cache,
    turn: null,
    job: true,
    n: loop.n,
    errors: loop.errors,
    classes: { streamed: 0, coalesced: 0, buffered: 0, undefined: 0 },
    values: { loopMs: [...loop.values.loopMs] },
  }));
}

export function isJobCell(cell: { job?: true }): boolean {
  return cell.job === true;
}

/** The pairs a rule is tested over: the job cells for a job metric, the request cells for any other. */
export function pairsForRule(pairs: readonly CellPair[], rule: Pick<MetricRule, 'metric'>): CellPair[] {
  const job = isJobMetric(rule.metric);
  return pairs.filter((p) => isJobCell(p.candidate) === job);
}

/** The request cells (every rate, the cache's miss share and the objectives are theirs). */
export function requestPairs(pairs: readonly CellPair[]): CellPair[] {
  return pairs.filter((p) => !isJobCell(p.candidate));
}

/**
 * The rules an endpoint is gated on: the job rules only when it has a job cell to test them in, so a workload without
 * agent loops is gated (and its budget split) exactly as before.
 */
export function rulesForEndpoint(rules: GateRules, pairs: readonly CellPair[]): GateRules {
  return pairs.some((p) => isJobCell(p.candidate)) ? rules : withoutJobRules(rules);
}

/** The rules without the job rules: what an endpoint without job cells (and a sweep's levels) is gated and split by. */
export function withoutJobRules(rules: GateRules): GateRules {
  const metrics = rules.metrics.filter((r) => !isJobMetric(r.metric));
  return metrics.length === rules.metrics.length ? rules : { ...rules, metrics };
}
