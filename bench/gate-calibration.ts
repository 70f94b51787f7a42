/**
 * Monte Carlo calibration of the sequential gate: how often a whole run fails when nothing changed (A/A, with and
 * without run-to-run drift), how often it fails when something did (detection), how often it ends inconclusive, and
 * how many requests per cell it took to decide, on a realistic set of cells (bench/gate-model.ts). Each simulated
 * run measures in looks, stops when the gate decides, and otherwise adds the next look's requests, as the engine
 * does. Seeded: the same command prints the same table.
 *
 *   npx tsx bench/gate-calibration.ts           full table (several minutes on 2 cores)
 *   npx tsx bench/gate-calibration.ts --quick   a fifth of the runs, for a smoke check
 *   npx tsx bench/gate-calibration.ts --only 3,4 only those rows (1-based)
 *   npx tsx bench/gate-calibration.ts --fraction 0.4   that share of each row's runs
 *   npx tsx bench/gate-calibration.ts --extra-looks 0  the rules' extra looks (default 3) set to this number
 *   npx tsx bench/gate-calibration.ts --no-joint       each cell's drift from its own runs, not jointly
 *   npx tsx bench/gate-calibration.ts --model heavy    every row on the second model (heavy Pareto tails, 10 ms clock)
 *   npx tsx bench/gate-calibration.ts --require-bounded  a tail the comparison side cannot bound holds its endpoint
 *   npx tsx bench/gate-calibration.ts --policy relevance --relevance-null 1   every row under that fail rule for the centres
 *   npx tsx bench/gate-calibration.ts --rules '{"primaryShare":0.95}'   every row with these gate rules on top of its own
 *   npx tsx bench/gate-calibration.ts --list           the rows' numbers and names, nothing run
 *
 * A run that is still open after its planned looks only on a tail not yet bounded or a cell beyond its margin takes
 * the rules' extra looks (`gate.extraLooks`), each the size of its last planned step, as the engine does.
 */
import { DEFAULT_RULES, evaluateGate, resolveRules, splitHalves, type GateRulesOverrides } from '../src/gate/index.js';
import type { CellData, GateOutcome, GateRules, RunSpread } from '../src/gate/types.js';
import { SUMMARISED_METRICS } from '../src/vocabulary/metrics.js';
import { createRng, deriveSeed, jointRunDrift, normal, runDriftLogSd, wilsonInterval } from '../src/stats/index.js';
import { REALISTIC_CELLS, simulateCell } from './gate-model.js';
import { cacheHitsPrefix, HEAVY, loadSeries, mergeTwists, twistCell, type Twist } from './gate-model-extra.js';
import { moreRows } from './gate-calibration-rows.js';

import type { Row, Target } from './gate-calibration-row.js';

const quick = process.argv.includes('--quick');
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]!.split(',').map(Number)) : null;
const fractionArg = process.argv.indexOf('--fraction');
const fraction = fractionArg >= 0 ? Number(process.argv[fractionArg + 1]) : quick ? 0.2 : 1;
const extraArg = process.argv.indexOf('--extra-looks');
const extraLooks = extraArg >= 0 ? Number(process.argv[extraArg + 1]) : null;
// --no-joint: each cell's drift from its own runs only, as before the joint estimate (src/stats/drift/joint-drift.ts).
const noJoint = process.argv.includes('--no-joint');
// --model heavy: the second data model under every row (bench/gate-model-extra.ts HEAVY).
const modelArg = process.argv.indexOf('--model');
const modelName = modelArg >= 0 ? process.argv[modelArg + 1]! : 'lognormal';
if (modelName !== 'lognormal' && modelName !== 'heavy') throw new Error(`--model takes lognormal or heavy, got ${modelName}`);
const modelTwist: Twist | undefined = modelName === 'heavy' ? HEAVY : undefined;
// --policy relevance [--relevance-null 1]: every row's fail rule for the centres set so (docs/design/gate.md §4.7).
const policyArg = process.argv.indexOf('--policy');
const policy = policyArg >= 0 ? (process.argv[policyArg + 1]! as 'margin' | 'relevance') : null;
if (policy !== null && policy !== 'margin' && policy !== 'relevance') throw new Error(`--policy takes margin or relevance, got ${policy}`);
const nullArg = process.argv.indexOf('--relevance-null');
const relevanceNull = nullArg >= 0 ? Number(process.argv[nullArg + 1]) : null;
// --require-bounded: a critical tail the comparison side cannot bound holds its endpoint open (the behaviour before tail/hole.ts).
const requireBounded = process.argv.includes('--require-bounded');
// --rules '<json>': gate rules (as a workload's `gate:` writes them) over every row's own, e.g. another budget split.
const rulesArg = process.argv.indexOf('--rules');
const extraRules: GateRulesOverrides = rulesArg >= 0 ? (JSON.parse(process.argv[rulesArg + 1]!) as GateRulesOverrides) : {};
const listOnly = process.argv.includes('--list');
const scale = (runs: number): number => Math.ceil(runs * fraction);
const DEFAULT_LOOKS = [20, 40, 60];
const upTo = (step: number, budget: number): number[] => Array.from({ length: budget / step }, (_, i) => (i + 1) * step);
const AA: Target = { kind: 'max', rate: 0.01 };
const RELEVANCE: GateRulesOverrides = { policy: 'relevance', metrics: [{ metric: 'ttftMs', statistic: 'p50', maxRatio: 1.1 }] };
const MARGIN_11: GateRulesOverrides = { metrics: [{ metric: 'ttftMs', statistic: 'p50', maxRatio: 1.1 }] };

const ROWS: Row[] = [
  {
    name: 'A/A, reference endpoint',
    looks: DEFAULT_LOOKS,
    runs: scale(2000),
    mode: 'reference',
    fails: AA,
    inconclusive: { kind: 'max', rate: 0.05 },
  },
  { name: 'A/A, random halves of one run (A/A mode)', looks: [30], runs: scale(1000), mode: 'halves', fails: AA },
  { name: 'A/A, baseline file, no drift', looks: DEFAULT_LOOKS, runs: scale(1000), mode: 'baseline', drift: 0, fails: AA },
  {
    name: 'A/A, baseline, drift 0.05, spread recorded (3 runs)',
    looks: DEFAULT_LOOKS,
    runs: scale(1000),
    mode: 'baseline',
    drift: 0.05,
    recordedRuns: 3,
    fails: AA,
  },
  {
    name: 'A/A, baseline, drift 0.05, no spread recorded',
    looks: DEFAULT_LOOKS,
    runs: scale(1000),
    mode: 'baseline',
    drift: 0.05,
    fails: AA,
  },
  {
    name: 'A/A, baseline, drift 0.1, spread recorded (3 runs)',
    looks: DEFAULT_LOOKS,
    runs: scale(1000),
    mode: 'baseline',
    drift: 0.1,
    recordedRuns: 3,
    fails: AA,
  },
  {
    name: 'A/A, baseline, drift 0.1, no spread recorded',
    looks: DEFAULT_LOOKS,
    runs: scale(1000),
    mode: 'baseline',
    drift: 0.1,
    fails: AA,
  },
  {
    name: 'TTFT p50 +20% (at the 1.2× margin)',
    looks: DEFAULT_LOOKS,
    runs: scale(1000),
    mode: 'reference',
    change: { ttftScale: 1.2 },
    fails: AA,
  },
  {
    name: 'TTFT p50 +50%',
    looks: DEFAULT_LOOKS,
    runs: scale(500),
    mode: 'reference',
    change: { ttftScale: 1.5 },
    fails: { kind: 'min', rate: 0.99 },
  },
  {
    name: 'TTFT p50 +50%, baseline file, no drift',
    looks: DEFAULT_LOOKS,
    runs: scale(500),
    mode: 'baseline',
    drift: 0,
    change: { ttftScale: 1.5 },
  },
  {
    name: 'TTFT p50 +50%, baseline of 3 runs, no drift',
    looks: DEFAULT_LOOKS,
    runs: scale(500),
    mode: 'baseline',
    drift: 0,
    recordedRuns: 3,
    change: { ttftScale: 1.5 },
  },
  {
    name: 'TTFT p50 +50%, baseline of 3 runs, drift 0.05',
    looks: DEFAULT_LOOKS,
    runs: scale(500),
    mode: 'baseline',
    drift: 0.05,
    recordedRuns: 3,
    change: { ttftScale: 1.5 },
  },
  { name: 'TTFT p50 ×2', looks: DEFAULT_LOOKS, runs: scale(300), mode: 'reference', change: { ttftScale: 2 } },
  {
    name: 'TTFT ×2 in essay/cold only (σ 0.6)',
    looks: upTo(20, 200),
    runs: scale(500),
    mode: 'reference',
    change: { ttftScale: 2 },
    onlyCell: 2,
    fails: { kind: 'min', rate: 0.9 },
  },
  {
    name: 'TTFT ×2 in essay/cold only, budget 60',
    looks: DEFAULT_LOOKS,
    runs: scale(300),
    mode: 'reference',
    change: { ttftScale: 2 },
    onlyCell: 2,
  },
  {
    name: 'A/A, relevance policy (1.05 / 1.10)',
    looks: upTo(40, 200),
    runs: scale(1000),
    mode: 'reference',
    overrides: RELEVANCE,
    fails: AA,
  },
  {
    name: 'TTFT p50 +20%, relevance policy (1.05 / 1.10)',
    looks: upTo(40, 200),
    runs: scale(500),
    mode: 'reference',
    change: { ttftScale: 1.2 },
    overrides: RELEVANCE,
    fails: { kind: 'min', rate: 0.95 },
  },
  {
    name: 'TTFT p50 +20%, margin 1.1',
    looks: upTo(40, 200),
    runs: scale(500),
    mode: 'reference',
    change: { ttftScale: 1.2 },
    overrides: MARGIN_11,
  },
  { name: 'A/A, margin 1.1', looks: upTo(40, 200), runs: scale(1000), mode: 'reference', overrides: MARGIN_11, fails: AA },
  {
    name: 'TTFT p95 ×2, median kept',
    looks: [100, 200, 300],
    runs: scale(500),
    mode: 'reference',
    change: { ttftP95Scale: 2 },
    fails: { kind: 'min', rate: 0.8 },
  },
  { name: 'TTFT p95 ×1.5, median kept', looks: [100, 200, 300], runs: scale(300), mode: 'reference', change: { ttftP95Scale: 1.5 } },
  {
    name: 'TTFT p95 ×1.3 (at the margin), median kept',
    looks: [100, 200, 300],
    runs: scale(1000),
    mode: 'reference',
    change: { ttftP95Scale: 1.3 },
    fails: AA,
  },
  {
    name: 'TTFT p95 ×2, median kept, exceedance test',
    looks: [100, 200, 300],
    runs: scale(300),
    mode: 'reference',
    change: { ttftP95Scale: 2 },
    overrides: { tailTest: 'exceedance' },
  },
  {
    name: 'error rate +5 points (at the allowance)',
    looks: upTo(20, 200),
    runs: scale(1000),
    mode: 'reference',
    change: { errorRateAdd: 0.05 },
    fails: AA,
  },
  {
    name: 'error rate +15 points',
    looks: upTo(20, 200),
    runs: scale(500),
    mode: 'reference',
    change: { errorRateAdd: 0.15 },
    fails: { kind: 'min', rate: 0.95 },
  },
  ...moreRows(scale, DEFAULT_LOOKS, AA),
];

interface RowResult {
  fails: number;
  inconclusive: number;
  /** Requests per cell and side when the run stopped, summed over runs. */
  requests: number;
  /** Runs that stopped at each look. */
  byLook: number[];
  /** Runs in which the first failing pooled or cell comparison was on this metric. */
  failedOn: Map<string, number>;
  /** Inconclusive runs in which this pooled rule was still open (inconclusive) at the end. */
  openOn: Map<string, number>;
  wallMs: number;
}

/** Requests per cell and side at each look a run may take: the row's planned looks, then the rules' extra looks. */
function lookSizes(row: Row, rules: GateRules): number[] {
  if (row.mode === 'halves') return row.looks;
  const last = row.looks[row.looks.length - 1]!;
  const step = row.looks.length > 1 ? last - row.looks[row.looks.length - 2]! : last;
  return [...row.looks, ...Array.from({ length: rules.extraLooks }, (_, j) => last + step * (j + 1))];
}

function rowRules(row: Row): GateRules {
  const overrides: GateRulesOverrides = {
    ...row.overrides,
    ...(policy === null ? {} : { policy }),
    ...(relevanceNull === null ? {} : { relevanceNull }),
    ...(requireBounded ? { requireBounded } : {}),
    ...extraRules,
  };
  const rules: GateRules = Object.keys(overrides).length > 0 ? resolveRules(overrides) : DEFAULT_RULES;
  // Halves are gated as one look, as A/A mode does (src/gate/aa.ts).
  return row.mode === 'halves' ? { ...rules, extraLooks: 0 } : extraLooks === null ? rules : { ...rules, extraLooks };
}

function runRow(row: Row, rowIndex: number): RowResult {
  const started = performance.now();
  const rules = rowRules(row);
  const sizes = lookSizes(row, rules);
  const result: RowResult = {
    fails: 0,
    inconclusive: 0,
    requests: 0,
    byLook: sizes.map(() => 0),
    failedOn: new Map(),
    openOn: new Map(),
    wallMs: 0,
  };
  for (let run = 0; run < row.runs; run++) {
    const seed = deriveSeed(deriveSeed(20_261_130, rowIndex), run);
    const { outcome, look } = simulateRun(row, { ...rules, seed: deriveSeed(seed, 99) }, seed);
    if (outcome.verdict === 'fail') {
      result.fails++;
      const first = outcome.pooled.find((p) => p.verdict === 'fail') ?? outcome.comparisons.find((c) => c.verdict === 'fail');
      const key = first ? `${first.metric}:${first.statistic}` : '?';
      result.failedOn.set(key, (result.failedOn.get(key) ?? 0) + 1);
    }
    if (outcome.verdict === 'inconclusive') {
      result.inconclusive++;
      const open = new Set(outcome.pooled.filter((p) => p.verdict === 'inconclusive').map((p) => `${p.metric}:${p.statistic}`));
      for (const key of open) result.openOn.set(key, (result.openOn.get(key) ?? 0) + 1);
    }
    result.requests += sizes[look - 1]!;
    result.byLook[look - 1]!++;
  }
  result.wallMs = performance.now() - started;
  return result;
}

/** One simulated run: looks until the gate decides or the budget is spent. */
function simulateRun(row: Row, rules: GateRules, seed: number): { outcome: GateOutcome; look: number } {
  const sizes = lookSizes(row, rules);
  const budget = sizes[sizes.length - 1]!;
  if (row.mode === 'halves') {
    const rng = createRng(deriveSeed(seed, 1));
    const [a, b] = splitHalves(
      REALISTIC_CELLS.map((model) => simulateCell(model, 2 * budget, rng)),
      deriveSeed(seed, 2),
    );
    return { outcome: evaluateGate(a, b, rules, { comparand: 'reference' }), look: 1 };
  }
  const driftRng = createRng(deriveSeed(seed, 3));
  const tau = row.drift ?? 0;
  const runDrift = (): number => Math.exp(tau * normal(driftRng));
  const models = row.models ?? REALISTIC_CELLS;
  // Twists draw from streams of their own, so rows without one are unchanged.
  const twistRng = createRng(deriveSeed(seed, 4));
  const hitRng = createRng(deriveSeed(seed, 5));
  const twisted = (cells: CellData[], own: Twist | undefined): CellData[] => {
    const twist = mergeTwists(modelTwist, own);
    if (!twist) return cells;
    const share = twist.hitShare;
    // A working cache's share moves from run to run; one switched off (share 0) has no hits in any run. The draw is
    // taken either way, so the other sides' draws stay as they were.
    const drawn = share === undefined || !row.hitShareSd ? share : Math.min(0.98, Math.max(0.05, share + row.hitShareSd * normal(hitRng)));
    const hitShare = share === 0 ? 0 : drawn;
    const ar = twist.arLoad;
    const series = ar?.shared ? loadSeries(ar.sd, ar.rho, cells.length, Math.max(...cells.map((c) => c.n)), twistRng) : null;
    return cells.map((c, i) =>
      twistCell(
        c,
        { ...twist, ...(hitShare === undefined ? {} : { hitShare }), ...(series && ar ? { arLoad: { ...ar, series: series[i]! } } : {}) },
        twistRng,
      ),
    );
  };
  const candRng = createRng(deriveSeed(seed, 2));
  const candDrift = row.mode === 'baseline' ? runDrift() : 1;
  const changed = (i: number): boolean => (row.onlyCells ? row.onlyCells.includes(i) : row.onlyCell === undefined || row.onlyCell === i);
  const candidate = twisted(
    models.map((model, i) => simulateCell(model, budget, candRng, { ...(changed(i) ? (row.change ?? {}) : {}), drift: candDrift })),
    row.twist || row.candidateTwist ? { ...row.twist, ...row.candidateTwist } : undefined,
  );
  let baseline: CellData[];
  if (row.mode === 'baseline') {
    const runs = row.recordedRuns ?? 1;
    const baseRng = createRng(deriveSeed(seed, 1));
    // `baseline:update --runs k` records the whole planned budget k times.
    const perRun = row.baselinePerRun ?? row.looks[row.looks.length - 1]!;
    const recorded = Array.from({ length: runs }, () => {
      const d = runDrift();
      return twisted(
        models.map((model) => simulateCell(model, perRun, baseRng, { drift: d })),
        row.twist,
      );
    });
    baseline = models.map((_, i) => pool(recorded.map((r) => r[i]!)));
    if (runs >= 2 && !noJoint) jointDrift(baseline, recorded);
  } else {
    const baseRng = createRng(deriveSeed(seed, 1));
    baseline = twisted(
      models.map((model) => simulateCell(model, budget, baseRng)),
      row.twist,
    );
  }
  for (let k = 1; k <= sizes.length; k++) {
    const n = sizes[k - 1]!;
    const cand = candidate.map((c) => prefix(c, n));
    const base = row.mode === 'reference' ? baseline.map((c) => prefix(c, n)) : baseline;
    const outcome = evaluateGate(base, cand, rules, {
      look: k,
      looks: row.looks.length,
      comparand: row.mode === 'baseline' ? 'baseline' : 'reference',
    });
    if (outcome.verdict !== 'undecided') return { outcome, look: k };
  }
  throw new Error('the last look must decide');
}

/** The first n requests of a simulated cell (requests are independent, so a prefix is what a look measured). */
function prefix(cell: CellData, n: number): CellData {
  const share = n / cell.n;
  const values: CellData['values'] = {};
  for (const [metric, list] of Object.entries(cell.values))
    values[metric as keyof CellData['values']] = list!.slice(0, Math.round(list!.length * share));
  const errors = Math.round(cell.errors * share);
  const coalesced = Math.round(cell.classes.coalesced * share);
  const ok = (values.ttftMs ?? []).length;
  const cacheHits = cacheHitsPrefix(cell, ok);
  return {
    ...cell,
    n,
    errors,
    classes: { streamed: Math.max(0, ok - coalesced), coalesced, buffered: 0, undefined: 0 },
    values,
    ...(cacheHits ? { cacheHits } : {}),
  };
}

/**
 * As baseline:update records it (src/results/merge-runs.ts): each metric's drift re-estimated jointly over the
 * endpoint's cells (src/stats/drift/joint-drift.ts), with the degrees of freedom of the whole runs × cells table.
 */
function jointDrift(baseline: CellData[], recorded: CellData[][]): void {
  for (const metric of SUMMARISED_METRICS) {
    const withMetric = baseline.map((c, i) => ({ c, i })).filter(({ c }) => c.spread?.logSd[metric] !== undefined);
    const table = withMetric.map(({ c, i }) =>
      recorded.map((run) => {
        const cell = run[i]!;
        const hitOnly = metric === 'ttftMs' && c.cacheHits !== undefined;
        return (hitOnly ? cell.cacheHits?.values.ttftMs : cell.values[metric]) ?? null;
      }),
    );
    const joint = jointRunDrift(table);
    if (!joint) continue;
    withMetric.forEach(({ c }, j) => {
      c.spread!.logSd[metric] = Math.sqrt(joint[j]!.variance);
      c.spread!.driftDf = { ...c.spread!.driftDf, [metric]: joint[j]!.df };
    });
  }
}

/** Cells of one key from several runs, concatenated, with the spread between the runs. */
function pool(cells: CellData[]): CellData {
  const first = cells[0]!;
  const values: CellData['values'] = {};
  const logSd: RunSpread['logSd'] = {};
  const reported = cells.every((c) => c.cacheHits !== undefined);
  for (const metric of SUMMARISED_METRICS) {
    const lists = cells.map((c) => c.values[metric]).filter((v): v is number[] => v !== undefined);
    if (lists.length === 0) continue;
    values[metric] = lists.flat();
    // As baseline:update records it: a warm cell's TTFT spread is over its hits when every run reported them.
    const spreadOf = reported && metric === 'ttftMs' ? cells.map((c) => c.cacheHits!.values.ttftMs ?? []) : lists;
    const sd = runDriftLogSd(spreadOf);
    if (sd !== null) logSd[metric] = sd;
  }
  return {
    ...first,
    n: cells.reduce((s, c) => s + c.n, 0),
    errors: cells.reduce((s, c) => s + c.errors, 0),
    classes: {
      streamed: cells.reduce((s, c) => s + c.classes.streamed, 0),
      coalesced: cells.reduce((s, c) => s + c.classes.coalesced, 0),
      buffered: 0,
      undefined: 0,
    },
    values,
    ...(reported
      ? {
          cacheHits: {
            hit: cells.reduce((t, c) => t + c.cacheHits!.hit, 0),
            miss: cells.reduce((t, c) => t + c.cacheHits!.miss, 0),
            unknown: 0,
            values: { ttftMs: cells.flatMap((c) => c.cacheHits!.values.ttftMs ?? []) },
          },
        }
      : {}),
    // As baseline:update records it: each run's hit share, when every run reported cache use.
    ...(cells.length >= 2
      ? {
          spread: {
            runs: cells.length,
            logSd,
            ...(reported ? { hitShares: cells.map((c) => c.cacheHits!.hit / (c.cacheHits!.hit + c.cacheHits!.miss)) } : {}),
          },
        }
      : {}),
  };
}

/** The planned looks, and the extra ones a run may take. */
function lookColumn(row: Row): string {
  const planned = row.looks.length > 4 ? `${row.looks[0]}…${row.looks[row.looks.length - 1]} (${row.looks.length})` : row.looks.join('/');
  const sizes = lookSizes(row, rowRules(row));
  const extra = sizes.length - row.looks.length;
  return extra > 0 ? `${planned} +${extra}×${sizes[sizes.length - 1]! - sizes[sizes.length - 2]!}` : planned;
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

function judge(target: Target | undefined, count: number, runs: number): string {
  if (!target) return '';
  const rate = count / runs;
  const ok = target.kind === 'max' ? rate <= target.rate : rate >= target.rate;
  return `${target.kind === 'max' ? '≤' : '≥'} ${percent(target.rate)} ${ok ? 'met' : 'MISSED'}`;
}

function main(): void {
  const started = performance.now();
  const header = [
    '#',
    'scenario',
    'looks (per cell)',
    'runs',
    'fails (95% CI)',
    'target',
    'inconclusive',
    'target',
    'mean n',
    'stopped at look',
    'failed first on',
    'open at the end on',
    'time',
  ];
  const lines: string[][] = [];
  process.stdout.write(
    `gate calibration: ${REALISTIC_CELLS.length} cells (${REALISTIC_CELLS.map((c) => `${c.scenario}/${c.cache}`).join(', ')}), default rules unless noted${quick ? ', --quick' : ''}\n\n`,
  );
  ROWS.forEach((row, index) => {
    if (only && !only.has(index + 1)) return;
    if (listOnly) {
      process.stdout.write(`${index + 1}\t${row.name}\n`);
      return;
    }
    const r = runRow(row, index);
    const ci = wilsonInterval(r.fails, row.runs);
    const failedOn = [...r.failedOn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([k, v]) => `${k} ${percent(v / Math.max(1, r.fails))}`)
      .join(', ');
    const openOn = [...r.openOn]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, v]) => `${k} ${percent(v / Math.max(1, r.inconclusive))}`)
      .join(', ');
    lines.push([
      String(index + 1),
      row.name,
      lookColumn(row),
      String(row.runs),
      `${percent(r.fails / row.runs)} (${percent(ci.lower)}–${percent(ci.upper)})`,
      judge(row.fails, r.fails, row.runs),
      percent(r.inconclusive / row.runs),
      judge(row.inconclusive, r.inconclusive, row.runs),
      (r.requests / row.runs).toFixed(1),
      r.byLook.map((c) => percent(c / row.runs)).join(' '),
      failedOn,
      openOn,
      `${(r.wallMs / 1000).toFixed(1)} s`,
    ]);
    process.stderr.write(`  done: ${row.name}\n`);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${format(header)}\n${format(widths.map((w) => '-'.repeat(w)))}\n${lines.map(format).join('\n')}\n`);
  process.stdout.write(
    [
      '',
      'fails: runs whose verdict was fail (A/A and at-the-margin rows: false failures; the others: detections).',
      'inconclusive: runs still undecided when the budget was spent. mean n: requests per cell and side when the run stopped.',
      'stopped at look: share of runs that ended at each look. failed first on: the metric of the first failing comparison.',
      'open at the end on: in the inconclusive runs, the pooled rules still inconclusive (a run can have several).',
      `wall time ${((performance.now() - started) / 1000).toFixed(1)} s`,
      '',
    ].join('\n'),
  );
}

main();
