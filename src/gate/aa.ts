import { type DeliveryClass, type HitOnlyMetric, type SummarisedMetric, cellKey } from '../vocabulary/index.js';
import { createRng, deriveSeed, hashString, wilsonInterval } from '../stats/index.js';
import { evaluateGate } from './evaluate/gate.js';
import type { CacheHits, CellData, GateRules } from './types.js';

type Outcome = 'error' | DeliveryClass | 'undefined';
const CLASS_ORDER = ['streamed', 'coalesced', 'buffered', 'undefined'] as const;

/**
 * Splits every cell into two random halves of its requests, for an A/A check: both halves come
 * from the same endpoint and run, so any failure the gate reports between them is a false one.
 *
 * Metric arrays with one value per successful request are split with the same assignment, so a
 * request's TTFT and e2e stay together; arrays of another length (a metric undefined for some
 * requests) are split on their own. Delivery classes are counts without request order, so which
 * successful request had which class is arbitrary; the halves' class counts are still a uniform
 * random split. Deterministic for a given seed.
 */
export function splitHalves(cells: readonly CellData[], seed: number): [CellData[], CellData[]] {
  const first: CellData[] = [];
  const second: CellData[] = [];
  for (const cell of cells) {
    const [a, b] = splitCell(cell, createRng(deriveSeed(seed, hashString(cellKey(cell)))));
    first.push(a);
    second.push(b);
  }
  return [first, second];
}

function splitCell(cell: CellData, rng: () => number): [CellData, CellData] {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < cell.errors; i++) outcomes.push('error');
  for (const name of CLASS_ORDER) for (let i = 0; i < cell.classes[name]; i++) outcomes.push(name);
  // Requests counted in n but in neither errors nor classes still take part in the split.
  while (outcomes.length < cell.n) outcomes.push('undefined');
  const inFirst = randomHalf(outcomes.length, rng);
  const successCount = outcomes.length - cell.errors;
  const successInFirst = inFirst.slice(cell.errors);

  const halves = [emptyLike(cell), emptyLike(cell)] as const;
  outcomes.forEach((outcome, i) => {
    const half = halves[inFirst[i] ? 0 : 1];
    half.n++;
    if (outcome === 'error') half.errors++;
    else half.classes[outcome]++;
  });
  for (const [metric, values] of Object.entries(cell.values) as [SummarisedMetric, number[]][]) {
    const assignment = values.length === successCount ? successInFirst : randomHalf(values.length, rng);
    halves[0].values[metric] = values.filter((_, i) => assignment[i]);
    halves[1].values[metric] = values.filter((_, i) => !assignment[i]);
  }
  if (cell.cacheHits) {
    const [a, b] = splitCacheHits(cell.cacheHits, rng);
    halves[0].cacheHits = a;
    halves[1].cacheHits = b;
  }
  return [halves[0], halves[1]];
}

/**
 * Hits, misses and unknowns are split at random on their own (which successful request hit is not recorded beside
 * `values`); hit values with one value per hit follow the hits' split, so a half keeps its hits' values together.
 */
function splitCacheHits(hits: CacheHits, rng: () => number): [CacheHits, CacheHits] {
  const inFirst = randomHalf(hits.hit, rng);
  const missFirst = Math.floor(hits.miss / 2);
  const unknownFirst = Math.floor(hits.unknown / 2);
  const halves: [CacheHits, CacheHits] = [
    { hit: inFirst.filter(Boolean).length, miss: missFirst, unknown: unknownFirst, values: {} },
    { hit: inFirst.filter((x) => !x).length, miss: hits.miss - missFirst, unknown: hits.unknown - unknownFirst, values: {} },
  ];
  for (const [metric, values] of Object.entries(hits.values) as [HitOnlyMetric, number[]][]) {
    const assignment = values.length === hits.hit ? inFirst : randomHalf(values.length, rng);
    halves[0].values[metric] = values.filter((_, i) => assignment[i]);
    halves[1].values[metric] = values.filter((_, i) => !assignment[i]);
  }
  return halves;
}

/** A uniformly random subset of floor(count / 2) of `count` positions (partial Fisher–Yates). */
function randomHalf(count: number, rng: () => number): boolean[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const size = Math.floor(count / 2);
  for (let i = 0; i < size; i++) {
    const j = i + Math.floor(rng() * (count - i));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const chosen = new Array<boolean>(count).fill(false);
  for (let i = 0; i < size; i++) chosen[order[i]!] = true;
  return chosen;
}

function emptyLike(cell: CellData): CellData {
  return {
    endpoint: cell.endpoint,
    scenario: cell.scenario,
    cache: cell.cache,
    turn: cell.turn,
    n: 0,
    errors: 0,
    classes: { streamed: 0, coalesced: 0, buffered: 0, undefined: 0 },
    values: {},
  };
}

export interface AaReport {
  runs: number;
  /** Runs whose overall verdict was fail: each one a false failure. */
  falseFailures: number;
  rate: number;
  /** Wilson 95 % interval of the rate: a few hundred splits cannot pin down a rate near 1 %. */
  rateLower: number;
  rateUpper: number;
  /** Runs whose overall verdict was inconclusive (undecided is not a false failure, but it is noise). */
  inconclusive: number;
  /** Comparison id → number of runs in which it failed. */
  failuresById: Record<string, number>;
}

/**
 * The gate's observed false-failure rate on this data: `runs` random half/half splits of the same
 * cells, each gated with its own bootstrap seed. This estimates the rate for half the sample size,
 * where the bounds are wider; at the full size the gate is no more likely to cry wolf.
 */
export function aaFalseFailureRate(cells: readonly CellData[], rules: GateRules, options: { runs: number; seed: number }): AaReport {
  if (!(Number.isInteger(options.runs) && options.runs >= 1))
    throw new RangeError(`A/A runs must be a positive integer, got ${options.runs}`);
  let falseFailures = 0;
  let inconclusive = 0;
  const failuresById: Record<string, number> = {};
  for (let run = 0; run < options.runs; run++) {
    const [a, b] = splitHalves(cells, deriveSeed(options.seed, run));
    const outcome = evaluateGate(a, b, { ...rules, extraLooks: 0, seed: deriveSeed(rules.seed, run) });
    if (outcome.verdict === 'fail') falseFailures++;
    if (outcome.verdict === 'inconclusive') inconclusive++;
    for (const c of outcome.comparisons) if (c.verdict === 'fail') failuresById[c.id] = (failuresById[c.id] ?? 0) + 1;
  }
  const interval = wilsonInterval(falseFailures, options.runs);
  return {
    runs: options.runs,
    falseFailures,
    rate: falseFailures / options.runs,
    rateLower: interval.lower,
    rateUpper: interval.upper,
    inconclusive,
    failuresById,
  };
}
