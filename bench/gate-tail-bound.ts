/**
 * What the exact tail count can bound (docs/design/gate.md §4.3), in two seeded tables:
 *
 * 1. the calibration cells' true tails (bench/gate-model.ts, 200,000 requests per side): each cell's p95 and p50
 *    ratio and the share of the candidate beyond 1.3 × the baseline's p95, for A/A, TTFT p95 ×2 (median kept) and a
 *    Pareto tail share 5 → 15 % — what the calibration rows 43 and 27 ask the gate to find;
 * 2. how often the count's lower tail bounds a tail inside the 1.3× margin at the pass level (5 %), over four
 *    lognormal cells of n per side, with the threshold at the baseline's p95 order statistic or, for comparison, its
 *    p90's: unchanged, at the margin (× 1.3), doubled (p95 × 2 with the median kept), and with only the slowest 5 %
 *    slower (p95 × 2, p90 kept) — which a p90 count passes and a p95 count does not;
 * 3. the ceiling of failing TTFT p95 ×2 (median kept, row 43) within the default budget: the calibration cells at 60
 *    and 120 requests per side (the last planned and the last extra look), the count as the gate takes it against an
 *    oracle that knows the baseline's true p95 (a binomial count of the candidate beyond 1.3 × it), at the critical
 *    tail's pooled level at that look. What separates them is the baseline's p95 estimated from its own requests.
 *
 *   npx tsx bench/gate-tail-bound.ts
 */
import { REALISTIC_CELLS, simulateCell, type Change } from './gate-model.js';
import { twistCell, type Twist } from './gate-model-extra.js';
import { DEFAULT_RULES } from '../src/gate/defaults.js';
import type { CellPair } from '../src/gate/match-cells.js';
import { pooledTailCount } from '../src/gate/tail/count.js';
import type { CellData } from '../src/gate/types.js';
import { budgetSplit } from '../src/gate/design.js';
import {
  binomialUpperTail,
  convolve,
  countTails,
  createRng,
  exceedancePmf,
  normal,
  quantile,
  sortedFinite,
  wilsonInterval,
} from '../src/stats/index.js';

const Z95 = 1.6448536269514722;
const rng = createRng(20261201);

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, j) => Math.max(...rows.map((r) => r[j]!.length)));
  for (const [i, r] of rows.entries()) {
    console.log(
      r
        .map((c, j) => c.padEnd(widths[j]!))
        .join('  ')
        .trimEnd(),
    );
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

// 1. The calibration cells' true tails.
const N = 200_000;
const PARETO = (share: number): Twist => ({ paretoTail: { share, alpha: 1.5, scaleMs: 600 } });
const cases: [string, Twist, Twist, Change][] = [
  ['A/A', {}, {}, {}],
  ['TTFT p95 ×2, median kept (row 43)', {}, {}, { ttftP95Scale: 2 }],
  ['Pareto tail share 5 → 15 % (row 27)', PARETO(0.05), PARETO(0.15), {}],
];
const truth: string[][] = [['case', 'cell', 'p95 ratio', 'p50 ratio', 'beyond 1.3 × baseline p95']];
/** Each calibration cell's true baseline p95 (the A/A case's, from N requests). */
const trueP95: number[] = [];
for (const [name, baseTwist, candTwist, change] of cases) {
  for (const model of REALISTIC_CELLS) {
    const b = sortedFinite(twistCell(simulateCell(model, N, rng), baseTwist, rng).values.ttftMs!);
    const c = sortedFinite(twistCell(simulateCell(model, N, rng, change), candTwist, rng).values.ttftMs!);
    const threshold = 1.3 * quantile(b, 0.95);
    if (name === 'A/A') trueP95.push(quantile(b, 0.95));
    truth.push([
      name,
      `${model.scenario}/${model.cache}`,
      `×${(quantile(c, 0.95) / quantile(b, 0.95)).toFixed(2)}`,
      `×${(quantile(c, 0.5) / quantile(b, 0.5)).toFixed(2)}`,
      `${((100 * c.filter((v) => v > threshold).length) / N).toFixed(1)}%`,
    ]);
  }
}
table(truth);
console.log();

// 2. How often the count bounds a tail, four lognormal cells of n per side.
const RULE = DEFAULT_RULES.metrics.find((r) => r.metric === 'ttftMs' && r.statistic === 'p95')!;
const PASS = { level: 1 - DEFAULT_RULES.passConfidence, driftVariance: 0 };
const SIGMAS = [0.45, 0.3, 0.6, 0.45];
const stretch = (sigma: number): number => sigma + Math.log(2) / Z95;
type Shape = (z: number, sigma: number) => number;
const shapes: [string, Shape][] = [
  ['unchanged', (z, s) => z * s],
  ['× 1.3 (at the margin)', (z, s) => z * s + Math.log(1.3)],
  ['p95 × 2, median kept', (z, s) => (z > 0 ? z * stretch(s) : z * s)],
  // Only the slowest 5 % slower, ×2 at the p95 and beyond: the p90 kept.
  ['p95 × 2, p90 kept', (z, s) => (z > Z95 ? z * s + Math.log(2) : z * s)],
];
function cellOf(base: CellData, values: number[]): CellData {
  return { ...base, n: values.length, values: { ttftMs: values } };
}
const TEMPLATE = simulateCell(REALISTIC_CELLS[0]!, 1, rng);
/** The count's lower-tail p at another quantile q (the same construction as src/gate/tail/count.ts). */
function countBound(pairs: readonly CellPair[], q: number): number {
  let pmf: Float64Array = new Float64Array([1]);
  let beyond = 0;
  for (const { baseline, candidate } of pairs) {
    const base = sortedFinite(baseline.values.ttftMs!);
    const cand = candidate.values.ttftMs!;
    const k = Math.min(base.length, Math.ceil(q * (base.length + 1)));
    beyond += cand.filter((v) => v > RULE.maxRatio * base[k - 1]!).length;
    pmf = convolve(pmf, exceedancePmf(base.length, k, cand.length));
  }
  return countTails(pmf, beyond).lower;
}

const RUNS = 2000;
const rates: string[][] = [['candidate', 'n per cell', 'bounded by the p95 count (95% CI)', 'by a p90 count (95% CI)']];
for (const [name, shape] of shapes) {
  for (const n of [20, 40, 60]) {
    let p95 = 0;
    let p90 = 0;
    for (let r = 0; r < RUNS; r++) {
      const pairs: CellPair[] = SIGMAS.map((sigma) => ({
        baseline: cellOf(
          TEMPLATE,
          Array.from({ length: n }, () => 1000 * Math.exp(sigma * normal(rng))),
        ),
        candidate: cellOf(
          TEMPLATE,
          Array.from({ length: n }, () => 1000 * Math.exp(shape(normal(rng), sigma))),
        ),
      }));
      if (pooledTailCount(pairs, RULE, 1e-3, 0, PASS)!.bounded) p95++;
      if (countBound(pairs, 0.9) <= PASS.level) p90++;
    }
    const ci = (k: number): string => {
      const w = wilsonInterval(k, RUNS);
      return `${((100 * k) / RUNS).toFixed(1)}% (${(100 * w.lower).toFixed(1)}–${(100 * w.upper).toFixed(1)}%)`;
    };
    rates.push([name, String(n), ci(p95), ci(p90)]);
  }
}
table(rates);
console.log(`\n${RUNS} seeded runs per row; four cells, σ ${SIGMAS.join(', ')}; pass level ${PASS.level.toFixed(2)}.`);

// 3. Failing TTFT p95 ×2 (median kept) in the calibration cells: the count against an oracle knowing the baseline's p95.
console.log();
const CEILING_RUNS = 1000;
const ceiling: string[][] = [['requests per cell and side', 'look', 'level', 'the count fails (95% CI)', 'an oracle count fails (95% CI)']];
for (const [n, look] of [
  [60, 3],
  [120, 6],
] as const) {
  const level = budgetSplit(DEFAULT_RULES, 1, REALISTIC_CELLS.length, { look, looks: 3 }).criticalPooled;
  let counted = 0;
  let oracle = 0;
  for (let r = 0; r < CEILING_RUNS; r++) {
    const pairs: CellPair[] = REALISTIC_CELLS.map((model) => ({
      baseline: simulateCell(model, n, rng),
      candidate: simulateCell(model, n, rng, { ttftP95Scale: 2 }),
    }));
    if (pooledTailCount(pairs, RULE, level, 0, PASS)!.test.pValue <= level) counted++;
    const beyond = pairs.reduce((sum, p, i) => sum + p.candidate.values.ttftMs!.filter((v) => v > RULE.maxRatio * trueP95[i]!).length, 0);
    if (binomialUpperTail(beyond, n * pairs.length, 0.05) <= level) oracle++;
  }
  const ci = (k: number): string => {
    const w = wilsonInterval(k, CEILING_RUNS);
    return `${((100 * k) / CEILING_RUNS).toFixed(1)}% (${(100 * w.lower).toFixed(1)}–${(100 * w.upper).toFixed(1)}%)`;
  };
  ceiling.push([String(n), `${look} of 3`, level.toExponential(1), ci(counted), ci(oracle)]);
}
table(ceiling);
console.log(
  `\n${CEILING_RUNS} seeded runs per row; the four calibration cells, TTFT p95 ×2 with the median kept in the three lognormal ones.`,
);
