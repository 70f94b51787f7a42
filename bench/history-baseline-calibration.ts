/**
 * Calibration of the history-backed baseline (src/baseline/history-pool.ts) by seeded Monte Carlo, on the realistic
 * cells of bench/gate-model.ts: the history holds `--history` runs (20) of 60 requests per cell, each run drifting by
 * exp(N(0, τ)); the comparison side is pooled from its last K by the product's own code (values concatenated, the
 * drift measured over up to the last 20 runs; the gate allows for its estimation, src/gate/drift/between-runs.ts); the candidate,
 * a later run with its own drift, is gated in looks of 20/40/60 requests per cell as the engine does, then the rules'
 * extra looks (80/100/120) while a rule is still open, as the gate decides (src/gate/evaluate/endpoint.ts).
 * Rows: K = 5 and 10 × τ = 0, 0.03, 0.05 × no change (A/A), TTFT p50 +50 % and +30 %.
 *
 *   npx tsx bench/history-baseline-calibration.ts [--runs 1000] [--detect-runs 400] [--history 20] [--k 5,10] [--tau 0,0.03,0.05]
 *     [--changes aa,50,30,decode65] [--known-drift] [--policy margin|relevance] [--creep 0.15] [--model lognormal|heavy]
 *     [--store 12 [--store-scale 1|3|0.33]] [--prior-drift 0.05 --prior-df 40]
 */
import { parseArgs } from 'node:util';
import { baselineCells, baselineFromHistory, HISTORY_VERSION, type HistoryEntry, type WorkloadIdentity } from '../src/baseline/index.js';
import { DEFAULT_RULES, evaluateGate } from '../src/gate/index.js';
import type { CellData, DriftPriors, GateOutcome } from '../src/gate/types.js';
import { SUMMARISED_METRICS } from '../src/vocabulary/index.js';
import { storeDriftPrior } from '../src/history/index.js';
import { createRng, deriveSeed, normal, wilsonInterval } from '../src/stats/index.js';
import { REALISTIC_CELLS, simulateCell, type CellModel, type Change } from './gate-model.js';
import { HEAVY, twistCell } from './gate-model-extra.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    'detect-runs': { type: 'string', default: '400' },
    // Runs in the history before the candidate: the last K are pooled, the drift is measured over up to 20 of them.
    history: { type: 'string', default: '20' },
    // Only these K (comma-separated).
    k: { type: 'string', default: '5,10' },
    // Only these drifts (comma-separated); others than the three defaults get rows of their own seeds.
    tau: { type: 'string', default: '0,0.03,0.05' },
    // Only these changes (comma-separated: aa, 50, 30, decode65).
    changes: { type: 'string', default: 'aa,50,30' },
    // The ceiling: the gate is told the true drift τ as if measured from countless runs (no estimation to allow for).
    'known-drift': { type: 'boolean', default: false },
    // The pooled centre's fail rule (docs/design/gate.md §4.7): margin (default) or relevance, with its null.
    policy: { type: 'string' },
    'relevance-null': { type: 'string' },
    // The assumed drift the gate is told (the prior of a young history), e.g. 3x wrong either way.
    'assumed-drift': { type: 'string' },
    // A drift prior from a store of runs (src/stats/drift/prior-fit.ts): its log-sd and degrees of freedom, every metric.
    'prior-drift': { type: 'string' },
    'prior-df': { type: 'string', default: '40' },
    // A store of this many other workloads' histories (5 runs each, drifting by τ × --store-scale) the prior is fitted
    // from by the product's own code (src/history/drift-prior.ts): --store-scale 3 or 0.33 is a prior 3× wrong.
    store: { type: 'string', default: '0' },
    'store-scale': { type: 'string', default: '1' },
    // Holds the store prior's degrees of freedom at most this (the product holds them at PRIOR_MAX_DF), to weigh the cap.
    'prior-max-df': { type: 'string' },
    // The level creeps by this log share across the history's runs (0.15: +15 % from its first run to its last), and the
    // candidate continues the creep by one more run's step.
    creep: { type: 'string', default: '0' },
    // The data model: lognormal (bench/gate-model.ts) or heavy (5 % Pareto tails, a 10 ms clock: bench/gate-model-extra.ts).
    model: { type: 'string', default: 'lognormal' },
  },
});
if (values.model !== 'lognormal' && values.model !== 'heavy') throw new Error(`--model takes lognormal or heavy, got ${values.model}`);
const twist = values.model === 'heavy' ? HEAVY : undefined;
const cellOf = (model: CellModel, n: number, rng: () => number, change: Change): CellData => {
  const cell = simulateCell(model, n, rng, change);
  return twist ? twistCell(cell, twist, rng) : cell;
};
const HISTORY = Number(values.history);
const PLANNED = [20, 40, 60];
const LOOKS = [...PLANNED, ...Array.from({ length: DEFAULT_RULES.extraLooks }, (_, j) => 60 + 20 * (j + 1))];
const identity = { fingerprint: 'bench', parts: {} } as unknown as WorkloadIdentity;

function entry(cells: CellData[], i: number, workload = 'bench'): HistoryEntry {
  return {
    version: HISTORY_VERSION,
    commit: null,
    time: `2026-01-01T00:00:${String(i).padStart(2, '0')}.000Z`,
    runner: 'bench',
    runId: `run-${i}`,
    workload,
    fingerprint: workload,
    verdict: 'recorded',
    cells: cells.map((c) => ({ ...c, errorKinds: {}, values: c.values })),
  };
}

function prefix(cell: CellData, n: number): CellData {
  const share = n / cell.n;
  const values: CellData['values'] = {};
  for (const [metric, list] of Object.entries(cell.values))
    values[metric as keyof CellData['values']] = list!.slice(0, Math.round(list!.length * share));
  const errors = Math.round(cell.errors * share);
  const coalesced = Math.round(cell.classes.coalesced * share);
  const ok = (values.ttftMs ?? []).length;
  return { ...cell, n, errors, classes: { streamed: Math.max(0, ok - coalesced), coalesced, buffered: 0, undefined: 0 }, values };
}

/** The prior a store of `--store` other workloads' 5-run histories gives, drifting by τ × --store-scale. */
function storePrior(tau: number, seed: number): DriftPriors | null {
  const count = Number(values.store);
  if (!(count > 0)) return null;
  const scale = tau * Number(values['store-scale']);
  const rng = createRng(deriveSeed(seed, 7));
  const histories = Array.from({ length: count }, (_, w) =>
    Array.from({ length: 5 }, (_, i) => {
      const d = Math.exp(scale * normal(rng));
      return entry(
        REALISTIC_CELLS.map((model) => cellOf(model, 60, rng, { drift: d })),
        i,
        `store-${w}`,
      );
    }),
  );
  const priors = storeDriftPrior(histories)?.priors ?? null;
  const cap = values['prior-max-df'] ? Number(values['prior-max-df']) : Infinity;
  return priors && Object.fromEntries(Object.entries(priors).map(([m, p]) => [m, { logSd: p!.logSd, df: Math.min(cap, p!.df) }]));
}

function simulate(k: number, tau: number, change: Change, seed: number, prior: DriftPriors | null): { outcome: GateOutcome; look: number } {
  const driftRng = createRng(deriveSeed(seed, 3));
  const runDrift = (): number => Math.exp(tau * normal(driftRng));
  const baseRng = createRng(deriveSeed(seed, 1));
  const length = Math.max(k, HISTORY);
  const step = Number(values.creep) / Math.max(1, length - 1);
  const history = Array.from({ length }, (_, i) => {
    const d = runDrift() * Math.exp(step * i);
    return entry(
      REALISTIC_CELLS.map((model) => cellOf(model, 60, baseRng, { drift: d })),
      i,
    );
  });
  const pooled = baselineCells(baselineFromHistory(history, identity, k)!.baseline);
  const known = (cell: CellData): CellData => ({
    ...cell,
    spread: { runs: k, driftRuns: 1e6, logSd: Object.fromEntries(Object.keys(cell.values).map((m) => [m, tau])) },
  });
  const baseline = values['known-drift'] ? pooled.map(known) : pooled;
  const candRng = createRng(deriveSeed(seed, 2));
  const candDrift = runDrift() * Math.exp(step * length);
  const candidate = REALISTIC_CELLS.map((model) => cellOf(model, LOOKS[LOOKS.length - 1]!, candRng, { ...change, drift: candDrift }));
  const rules = {
    ...DEFAULT_RULES,
    seed: deriveSeed(seed, 99),
    ...(values.policy ? { policy: values.policy as 'margin' | 'relevance' } : {}),
    ...(values['relevance-null'] ? { relevanceNull: Number(values['relevance-null']) } : {}),
    ...(values['assumed-drift'] ? { assumedDrift: Number(values['assumed-drift']) } : {}),
    ...(values['prior-drift'] ? { driftPrior: priorForAll(Number(values['prior-drift']), Number(values['prior-df'])) } : {}),
    ...(prior ? { driftPrior: prior } : {}),
  };
  for (let look = 1; look <= LOOKS.length; look++) {
    const outcome = evaluateGate(
      baseline,
      candidate.map((c) => prefix(c, LOOKS[look - 1]!)),
      rules,
      { look, looks: PLANNED.length, comparand: 'baseline' },
    );
    if (outcome.verdict !== 'undecided') return { outcome, look };
  }
  throw new Error('the last look must decide');
}

function priorForAll(logSd: number, df: number): DriftPriors {
  return Object.fromEntries(SUMMARISED_METRICS.map((m) => [m, { logSd, df }]));
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;
console.log('| K runs pooled | τ | change | runs | fails (95 % CI) | inconclusive | requests per cell to decide (mean) | failed on |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const k of values.k.split(',').map(Number)) {
  for (const tau of values.tau.split(',').map(Number)) {
    const known = [0, 0.03, 0.05].indexOf(tau);
    let row = (k === 10 ? 9 : 0) + 4 * (known >= 0 ? known : 10 + Math.round(tau * 100));
    const prior = storePrior(tau, deriveSeed(20_261_207, row));
    if (prior) {
      const shown = Object.entries(prior).map(([m, p]) => `${m} ${(100 * p!.logSd).toFixed(1)} % on ${p!.df.toFixed(0)} df`);
      console.log(
        `| prior from a store of ${values.store} workloads at τ ${(tau * Number(values['store-scale'])).toFixed(3)}: ${shown.join(', ')} |`,
      );
    }
    for (const [id, name, change] of [
      ['aa', 'none (A/A)', {}],
      ['50', 'TTFT p50 +50 %', { ttftScale: 1.5 }],
      ['30', 'TTFT p50 +30 %', { ttftScale: 1.3 }],
      ['decode65', 'decode ×0.65', { decodeScale: 0.65 }],
    ] as const) {
      row++;
      if (!values.changes.split(',').includes(id)) continue;
      const runs = name.startsWith('none') ? Number(values.runs) : Number(values['detect-runs']);
      let fails = 0;
      let inconclusive = 0;
      let requests = 0;
      // Which rules failed (metric:statistic), over the runs that failed.
      const failedBy = new Map<string, number>();
      for (let r = 0; r < runs; r++) {
        const { outcome, look } = simulate(k, tau, change, deriveSeed(deriveSeed(20_261_201, row), r), prior);
        if (outcome.verdict === 'fail') {
          fails++;
          const ids = new Set(
            [...outcome.pooled, ...outcome.comparisons].filter((c) => c.verdict === 'fail').map((c) => `${c.metric}:${c.statistic}`),
          );
          for (const id of ids) failedBy.set(id, (failedBy.get(id) ?? 0) + 1);
        }
        if (outcome.verdict === 'inconclusive') inconclusive++;
        requests += LOOKS[look - 1]!;
      }
      const ci = wilsonInterval(fails, runs);
      console.log(
        `| ${k} | ${tau.toFixed(2)} | ${name} | ${runs} | ${pct(fails / runs)} (${pct(ci.lower)}–${pct(ci.upper)}) | ${pct(inconclusive / runs)} | ${(requests / runs).toFixed(0)} | ${[...failedBy].map(([id, n]) => `${id} ${n}`).join(', ')} |`,
      );
    }
  }
}
