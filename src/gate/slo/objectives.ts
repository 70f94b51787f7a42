import { sloBetter, type SloMetric, type SloSpec } from '../../config/index.js';
import { cellKey, type CellIdentity } from '../../vocabulary/index.js';
import { clopperPearson, missShareTest, quantile, quantileBounds, requestsToShowWithin, sortedFinite } from '../../stats/index.js';

/**
 * `met`: the confidence bound at `passConfidence` is on the objective's side; `violated`: the opposite bound, at the
 * test's share of the false-failure budget, is on the wrong side; `undecided`: neither yet (a sequential run measures
 * on); `inconclusive`: still neither at the last look.
 */
export const SLO_STATES = ['met', 'violated', 'undecided', 'inconclusive'] as const;
export type SloState = (typeof SLO_STATES)[number];

/** One objective in one cell at one look, with what decided it. */
export interface SloVerdict extends CellIdentity {
  /** e.g. `api/chat/cold:slo:ttftMs:p95`, `api/chat/cold:slo:goodput`. */
  id: string;
  kind: 'percentile' | 'goodput';
  /** The objective's metric; `goodput` for the share of good requests. */
  metric: SloMetric | 'goodput';
  /** Percentile: its quantile (0.95) and label (`p95`); goodput: null. */
  level: number | null;
  label: string | null;
  better: 'lower' | 'higher';
  /** The objective: the quantile's limit in the metric's unit, or the goodput share. */
  target: number;
  /** Requests judged: successful requests with the metric (percentile), every request (goodput). */
  n: number;
  /** Requests on the wrong side of the target (or failing a threshold); a range when it cannot be pinned (goodput). */
  misses: { low: number; high: number };
  /** The largest share of misses the objective allows (1 − p for lower-better, p for higher-better; 1 − goodput). */
  allowedMisses: number;
  /** The observed quantile, or the observed share of good requests; null with nothing judged. */
  estimate: number | null;
  /**
   * Distribution-free bounds of the quantile (order statistics) or exact Clopper–Pearson bounds of the good share:
   * `lower` and `upper` each at the confidence that decides with it (the failing side at the test's level, the meeting
   * side at passConfidence); null when there are too few requests for it to exist.
   */
  bounds: { lower: number | null; upper: number | null };
  /** The bound that would show a violation: lower for a latency quantile, upper for a throughput quantile or goodput. */
  violationBound: 'lower' | 'upper';
  /** Exact binomial p-value of "more misses than allowed" (the violation test). */
  pValue: number;
  /** The level the violation test was held to (its share of the budget at this look). */
  failLevel: number;
  passConfidence: number;
  verdict: SloState;
  /** The fewest requests with which the objective could be shown met at all (every one a hit); null: never. */
  requestsToMeet: number | null;
  look: number;
}

/** What an SLO reads of a cell: its requests, failures and per-request values (a results or sweep cell). */
export interface SloCell extends CellIdentity {
  n: number;
  errors: number;
  values: Partial<Record<SloMetric, number[]>>;
}

/** How one cell's objectives are judged: the violation test's level and the confidence that shows an objective met. */
export interface SloLevels {
  failLevel: number;
  passConfidence: number;
  look: number;
}

/** The number of tests a cell's SLO makes (each percentile objective, and goodput): the budget is split over them. */
export function sloTestCount(slo: SloSpec | undefined): number {
  return slo ? slo.objectives.length + (slo.goodput !== null ? 1 : 0) : 0;
}

/** `ttftMs:p95`, `goodput`: a scenario's objectives by name, so the same objective in several scenarios is one. */
export function sloObjectiveNames(slo: SloSpec): string[] {
  return [...slo.objectives.map((o) => `${o.metric}:${o.label}`), ...(slo.goodput !== null ? ['goodput'] : [])];
}

/**
 * Every objective of one cell's SLO, judged from that cell's values alone (so a capacity sweep can judge each of its
 * cells the same way). Percentiles over successful requests; goodput over every request, failed ones as misses.
 */
export function evaluateSloCell(cell: SloCell, slo: SloSpec, levels: SloLevels): SloVerdict[] {
  const verdicts: SloVerdict[] = [];
  const identity: CellIdentity = { endpoint: cell.endpoint, scenario: cell.scenario, cache: cell.cache, turn: cell.turn };
  const key = cellKey(cell);
  for (const objective of slo.objectives) {
    const better = sloBetter(objective.metric);
    const values = sortedFinite(cell.values[objective.metric] ?? []);
    const n = values.length;
    const misses = values.filter((v) => (better === 'lower' ? v > objective.target : v < objective.target)).length;
    const allowed = better === 'lower' ? 1 - objective.level : objective.level;
    const alpha =
      better === 'lower'
        ? { lower: levels.failLevel, upper: 1 - levels.passConfidence }
        : { lower: 1 - levels.passConfidence, upper: levels.failLevel };
    const bounds = n === 0 ? { lower: null, upper: null } : quantileBounds(values, objective.level, alpha);
    verdicts.push({
      ...identity,
      id: `${key}:slo:${objective.metric}:${objective.label}`,
      kind: 'percentile',
      metric: objective.metric,
      level: objective.level,
      label: objective.label,
      better,
      target: objective.target,
      n,
      misses: { low: misses, high: misses },
      allowedMisses: allowed,
      estimate: n === 0 ? null : quantile(values, objective.level),
      bounds,
      violationBound: better === 'lower' ? 'lower' : 'upper',
      ...decide(misses, misses, n, allowed, levels),
      requestsToMeet: requestsToShowWithin(allowed, 1 - levels.passConfidence),
      look: levels.look,
    });
  }
  if (slo.goodput !== null) {
    const { low, high } = goodputMisses(cell, slo);
    const allowed = 1 - slo.goodput;
    const n = cell.n;
    const cp = clopperPearson(n - high, n, { lower: 1 - levels.passConfidence, upper: levels.failLevel });
    const upper = clopperPearson(n - low, n, { lower: 1 - levels.passConfidence, upper: levels.failLevel }).upper;
    verdicts.push({
      ...identity,
      id: `${key}:slo:goodput`,
      kind: 'goodput',
      metric: 'goodput',
      level: null,
      label: null,
      better: 'higher',
      target: slo.goodput,
      n,
      misses: { low, high },
      allowedMisses: allowed,
      estimate: n === 0 ? null : (n - (low + high) / 2) / n,
      bounds: n === 0 ? { lower: null, upper: null } : { lower: cp.lower, upper },
      violationBound: 'upper',
      ...decide(low, high, n, allowed, levels),
      requestsToMeet: requestsToShowWithin(allowed, 1 - levels.passConfidence),
      look: levels.look,
    });
  }
  return verdicts;
}

/**
 * Violated when even the fewest misses the data allow are too many for the allowed share at the test's level;
 * met when even the most are few enough at passConfidence. The exact binomial tail of the miss count: the same
 * decision as the order-statistic bound of the quantile (or the Clopper–Pearson bound of the share) against the target.
 */
function decide(
  low: number,
  high: number,
  n: number,
  allowed: number,
  levels: SloLevels,
): Pick<SloVerdict, 'pValue' | 'failLevel' | 'passConfidence' | 'verdict'> {
  const pValue = n === 0 ? 1 : missShareTest(low, n, allowed).exceeds;
  const metP = n === 0 ? 1 : missShareTest(high, n, allowed).within;
  const verdict: SloState =
    pValue <= levels.failLevel ? 'violated' : allowed > 0 && metP <= 1 - levels.passConfidence ? 'met' : 'undecided';
  return { pValue, failLevel: levels.failLevel, passConfidence: levels.passConfidence, verdict };
}

/**
 * Requests that miss goodput: every failed request, and each successful one with a value over a threshold (or none
 * for a thresholded metric). A cell keeps each metric's values apart, in completion order over the successful
 * requests; when every thresholded metric has a value for every successful request the lists line up and the count
 * is exact. Otherwise (a buffered response has no tok/s, say) it is bounded: at least the worst single metric's
 * misses, at most their sum; violation is tested with the fewest, meeting with the most.
 */
function goodputMisses(cell: SloCell, slo: SloSpec): { low: number; high: number } {
  const succeeded = cell.n - cell.errors;
  const perMetric = slo.thresholds.map((t) => {
    const values = cell.values[t.metric] ?? [];
    const bad = (v: number): boolean => (sloBetter(t.metric) === 'lower' ? v > t.limit : v < t.limit);
    return { values, bad, misses: values.filter(bad).length + Math.max(0, succeeded - values.length) };
  });
  if (perMetric.every((m) => m.values.length === succeeded)) {
    let misses = 0;
    for (let i = 0; i < succeeded; i++) if (perMetric.some((m) => m.bad(m.values[i]!))) misses++;
    return { low: cell.errors + misses, high: cell.errors + misses };
  }
  const low = cell.errors + Math.max(0, ...perMetric.map((m) => m.misses));
  const high = Math.min(cell.n, cell.errors + perMetric.reduce((s, m) => s + m.misses, 0));
  return { low, high };
}

/** The distinct objectives of an endpoint's cells (TTFT p95 in three scenarios is one): each holds a primary's share. */
export function sloObjectiveCount<C extends SloCell>(cells: readonly C[], sloOf: (cell: C) => SloSpec): number {
  return new Set(cells.flatMap((c) => sloObjectiveNames(sloOf(c)))).size;
}

/** An endpoint's SLO state: violated if any objective is, met if all are, otherwise undecided. */
export function sloEndpointState(verdicts: readonly SloVerdict[]): 'violated' | 'met' | 'undecided' | 'none' {
  if (verdicts.length === 0) return 'none';
  if (verdicts.some((v) => v.verdict === 'violated')) return 'violated';
  return verdicts.every((v) => v.verdict === 'met') ? 'met' : 'undecided';
}
