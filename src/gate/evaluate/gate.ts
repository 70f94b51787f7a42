import { comparedPair } from '../cache/hits.js';
import { cellFacts, decideCells, type CellFacts } from './cell-decisions.js';
import { hasCacheRule } from '../cache/share.js';
import { isJobCell, requestPairs, rulesForEndpoint } from './jobs.js';
import { budgetSplit, sloTestLevel, type LookPosition } from '../design.js';
import { evaluateSloCell, sloEndpointState, sloObjectiveCount, sloTestCount, type SloCell, type SloVerdict } from '../slo/objectives.js';
import type { SloSpec } from '../../config/index.js';
import { evaluateEndpointWithIntegrity, withEstimateChecks } from './integrity.js';
import { matchCells, type CellPair } from '../match-cells.js';
import { notGatedWarnings, orderDriftWarnings } from './outcome-warnings.js';
import type { PendingComparison } from '../pending.js';
import type { HeldLoop } from '../client/held-loop.js';
import { clientLatenessAt } from '../client/excuse.js';
import type { CellData, Comparison, EndpointVerdict, GateOutcome, GateRules, GateWarning, PooledComparison } from '../types.js';

export interface GateOptions {
  /** Look (1-based) of a sequential run and how many it may take; a single look by default. */
  look?: number;
  looks?: number;
  /**
   * `baseline`: the comparison side is a file recorded in other runs, so run-to-run drift widens the tests;
   * `reference` (default): measured in the same run, interleaved, so there is no drift to allow for;
   * `none`: nothing to compare with; the endpoints are gated on their SLOs alone.
   */
  comparand?: 'baseline' | 'reference' | 'none';
  /** Service-level objectives by scenario name (docs/slo.md): judged per candidate cell, beside the rules. */
  slo?: Readonly<Record<string, SloSpec>>;
  /**
   * Endpoints the run gates in all, for splitting the budget, when only some of them are evaluated here (endpoints
   * decided at different looks are evaluated apart). Default: the endpoints present.
   */
  endpointCount?: number;
  /** Endpoints whose comparison side serves another model: their prompt-token counts are not compared. */
  differentModel?: readonly string[];
  /**
   * Estimated prompt tokens of each scenario's first request (src/gate/prompt/estimate.ts): a cell with no count on
   * the comparison side, or no comparison side, is checked against them.
   */
  promptEstimates?: Readonly<Record<string, number>>;
  /** Looks the measuring client was starved in (src/gate/client/held-loop.ts); their delivery and stall failures are held open. */
  heldLoops?: readonly HeldLoop[];
}

/**
 * The gate at one look: every candidate endpoint is decided on its own (docs/design/gate.md), with the run's
 * false-failure budget split over the endpoints, their primaries and secondaries, their cells and the looks so that
 * an unchanged run fails with probability ≤ `falseFailureBudget` however many looks it takes.
 *
 * Overall: fail if any endpoint fails; undecided (more requests wanted) while an endpoint's primary is open before
 * the last look; inconclusive if one is still open at the last look; pass otherwise. Pure and deterministic.
 */
export function evaluateGate(
  baseline: readonly CellData[],
  candidate: readonly CellData[],
  rules: GateRules,
  options: GateOptions = {},
): GateOutcome {
  const position: LookPosition = { look: options.look ?? 1, looks: options.looks ?? 1 };
  if (!(
    Number.isInteger(position.looks) &&
    position.looks >= 1 &&
    Number.isInteger(position.look) &&
    position.look >= 1 &&
    position.look <= position.looks + rules.extraLooks
  )) {
    throw new RangeError(`look ${position.look} of ${position.looks} is not a valid position`);
  }
  const none = options.comparand === 'none';
  const matched = none ? { pairs: [], warnings: [] } : matchCells(baseline, candidate);
  const pairs = matched.pairs.map((pair) => comparedPair(pair, rules));
  const warnings = matched.warnings;
  const groups = new Map<string, CellPair[]>();
  for (const pair of pairs) {
    const list = groups.get(pair.candidate.endpoint) ?? [];
    list.push(pair);
    groups.set(pair.candidate.endpoint, list);
  }
  const sloOf = (cell: CellData): SloSpec | undefined =>
    options.slo ? (Object.hasOwn(options.slo, cell.scenario) ? options.slo[cell.scenario] : undefined) : undefined;
  // Objectives are per request: a job cell has none (docs/agents.md).
  const sloCells = candidate.filter((c) => !isJobCell(c) && sloOf(c) !== undefined);
  const names = [...new Set([...groups.keys(), ...sloCells.map((c) => c.endpoint)])];
  const endpointCount = Math.max(names.length, options.endpointCount ?? 0);
  const comparisons: Comparison[] = [];
  const pooled: PooledComparison[] = [];
  const endpoints: EndpointVerdict[] = [];
  const pending: PendingComparison[] = [];
  const slo: SloVerdict[] = [];
  for (const endpoint of names) {
    const cellPairs = groups.get(endpoint) ?? [];
    const mine = sloCells.filter((c) => c.endpoint === endpoint);
    const objectives = sloObjectiveCount(mine, (c) => sloOf(c)!);
    const compared = cellPairs.length > 0;
    const cacheRule = hasCacheRule(cellPairs);
    // The job rules only where there is a job cell; the per-cell share of a rule is split over the request cells,
    // which are at least as many as the job cells (every job has a turn), so a job rule's cells stay within it too.
    const endpointRules = rulesForEndpoint(rules, cellPairs);
    const cells = requestPairs(cellPairs).length;
    const split = budgetSplit(endpointRules, endpointCount, cells, position, compared ? objectives : 0, cacheRule);
    const result = compared
      ? evaluateEndpointWithIntegrity(
          {
            endpoint,
            pairs: cellPairs,
            rules: endpointRules,
            split,
            // The same split at the looks before this one, for what a pass could have caught (resolution.ts).
            splitAt: (look) =>
              budgetSplit(endpointRules, endpointCount, cells, { look, looks: position.looks }, compared ? objectives : 0, cacheRule),
            position,
            withDrift: (options.comparand ?? 'reference') === 'baseline',
            client: clientLatenessAt(options.heldLoops ?? [], position.look),
          },
          {
            differentModel: options.differentModel?.includes(endpoint) ?? false,
            ...(options.promptEstimates ? { estimates: options.promptEstimates } : {}),
          },
        )
      : null;
    const verdicts = endpointSloVerdicts(mine, (c) => sloOf(c)!, endpointRules, {
      endpoints: endpointCount,
      compared,
      position,
      cacheRule,
    });
    slo.push(...verdicts);
    if (result) {
      comparisons.push(...result.comparisons);
      pooled.push(...result.pooled);
      pending.push(...result.pending);
    }
    const judged = withSlo(result?.verdict ?? null, verdicts, endpoint, mine, position);
    // Without a comparison side, the prompt counts are held to the estimates from the workload's text.
    const checked = compared
      ? { verdict: judged, comparisons: [] }
      : withEstimateChecks(judged, mine, options.promptEstimates, position.look);
    comparisons.push(...checked.comparisons);
    endpoints.push(checked.verdict);
  }
  const facts = cellFacts(matched.pairs, candidate, rules);
  return assembleOutcome(
    endpoints,
    comparisons,
    pooled,
    [...warnings, ...orderDriftWarnings(pooled), ...notGatedWarnings(pending, pooled, rules)],
    rules,
    slo,
    facts,
  );
}

/**
 * Every objective of every cell of one endpoint at one look, each test held to its share of the run's budget
 * (`sloTestLevel`, src/gate/design.ts) divided by `divisor`: 1 in a gate run, the most levels it may measure in a
 * capacity sweep, so the union of a sweep's levels stays within the same share.
 */
export function endpointSloVerdicts<C extends SloCell>(
  cells: readonly C[],
  sloOf: (cell: C) => SloSpec,
  rules: GateRules,
  budget: { endpoints: number; compared: boolean; position: LookPosition; divisor?: number; cacheRule?: boolean },
): SloVerdict[] {
  const tests = cells.reduce((sum, c) => sum + sloTestCount(sloOf(c)), 0);
  const objectives = sloObjectiveCount(cells, sloOf);
  const failLevel =
    sloTestLevel(rules, budget.endpoints, objectives, tests, budget.compared, budget.position, budget.cacheRule) / (budget.divisor ?? 1);
  const levels = { failLevel, passConfidence: rules.passConfidence, look: budget.position.look };
  return cells.flatMap((c) => evaluateSloCell(c, sloOf(c), levels));
}

/**
 * An endpoint's verdict with its SLOs: a violated objective fails it like a failing rule; an undecided one keeps it
 * measuring like an open primary (inconclusive at the last look); it passes when the rules pass (or there are none
 * to compare) and every objective is met.
 */
function withSlo(
  base: EndpointVerdict | null,
  slo: SloVerdict[],
  endpoint: string,
  cells: readonly CellData[],
  position: LookPosition,
): EndpointVerdict {
  const state = sloEndpointState(slo);
  if (base && state === 'none') return base;
  const violated = slo.filter((v) => v.verdict === 'violated').map((v) => v.id);
  const open = slo.filter((v) => v.verdict === 'undecided');
  const final = position.look >= position.looks;
  const counts = cells.map((c) => c.n);
  const verdict: EndpointVerdict = base
    ? { ...base, decidedBy: [...base.decidedBy] }
    : {
        endpoint,
        verdict: 'pass',
        look: position.look,
        looks: position.looks,
        requests: { baseline: [0, 0], candidate: counts.length === 0 ? [0, 0] : [Math.min(...counts), Math.max(...counts)] },
        decidedBy: [],
      };
  if (violated.length > 0) {
    const failing = base?.verdict === 'fail' ? base.decidedBy : [];
    return { ...verdict, verdict: 'fail', decidedBy: [...failing, ...violated] };
  }
  if (verdict.verdict === 'fail') return verdict;
  // Every objective decided: the rules say whether the endpoint is still open (at an extra look, say).
  if (open.length === 0 && state !== 'none' && base) return verdict;
  if (open.length > 0 || verdict.verdict === 'undecided' || verdict.verdict === 'inconclusive' || state === 'none') {
    if (final) for (const v of open) v.verdict = 'inconclusive';
    const waiting = verdict.verdict === 'pass' ? [] : verdict.decidedBy;
    return { ...verdict, verdict: final ? 'inconclusive' : 'undecided', decidedBy: [...waiting, ...open.map((v) => v.id)] };
  }
  return verdict;
}

/**
 * An outcome from endpoints decided at different looks (each frozen at the look that decided it): the overall
 * verdict and counts follow from the endpoints' own.
 */
export function assembleOutcome(
  endpoints: EndpointVerdict[],
  comparisons: Comparison[],
  pooled: PooledComparison[],
  warnings: GateWarning[],
  rules: GateRules,
  slo: SloVerdict[] = [],
  facts: readonly CellFacts[] = [],
): GateOutcome {
  const counts = { fail: 0, inconclusive: 0, pass: 0, notGated: 0 };
  for (const v of slo) {
    if (v.verdict === 'violated') counts.fail++;
    else if (v.verdict === 'inconclusive') counts.inconclusive++;
    else if (v.verdict === 'met') counts.pass++;
  }
  for (const p of pooled) {
    if (p.verdict === 'fail') counts.fail++;
    else if (p.verdict === 'inconclusive') counts.inconclusive++;
    else if (p.verdict === 'pass') counts.pass++;
    else if (p.verdict === 'not-gated') counts.notGated++;
  }
  // A cell that fails on its own while its pooled rule does not is a finding of its own.
  for (const c of comparisons) {
    if (
      c.verdict === 'fail' &&
      !pooled.some((p) => p.endpoint === c.endpoint && p.metric === c.metric && p.statistic === c.statistic && p.verdict === 'fail')
    )
      counts.fail++;
  }
  const verdicts = endpoints.map((e) => e.verdict);
  // A gate that compared nothing (no cell matched, or no endpoint had a comparison to make) never passes.
  const verdict = verdicts.includes('fail')
    ? 'fail'
    : verdicts.includes('undecided')
      ? 'undecided'
      : verdicts.includes('inconclusive') || verdicts.length === 0
        ? 'inconclusive'
        : 'pass';
  const cells = decideCells(facts, comparisons, slo, endpoints);
  return {
    verdict,
    counts,
    comparisons,
    pooled,
    endpoints,
    warnings,
    rules,
    ...(slo.length > 0 ? { slo } : {}),
    ...(cells.length > 0 ? { cells } : {}),
  };
}
