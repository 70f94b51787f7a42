/**
 * Calibration of the task-accuracy comparison (src/gate/output/accuracy.ts) by seeded Monte Carlo: n labelled items
 * answered by a comparison side and a candidate, paired by item, decided by the product's own code at the level a run
 * gives one accuracy cell with the default rules (half of the conformance share of the false-failure budget).
 *
 * Two answer models:
 * - `temperature 0`: each item's answer is fixed; the comparison side is right on a share `acc` of the items, and a
 *   changed candidate turns right answers wrong (a quantised build that forgets some facts) — no noise, so an
 *   unchanged candidate answers exactly as the comparison side does;
 * - `sampled`: each item has its own chance p of being answered right (p ~ Beta with mean `acc` and concentration c:
 *   c 1, items mostly always right or always wrong; c 10, most items a coin with their own bias), and each side draws
 *   its answer independently (temperature > 0, or batch-dependent kernels); a changed candidate's chance is
 *   p × (1 − drop / acc), so its expected accuracy is `drop` lower.
 * Tables: A/A (false failures, passes, undecided), a 10-point drop (caught), and what an undecided comparison's
 * "about N items would decide" is worth (the share of fresh runs of N items, same model, that decide).
 *
 *   npx tsx bench/accuracy-calibration.ts [--runs 4000] [--detect-runs 1000] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { compareAccuracy } from '../src/gate/output/accuracy.js';
import { conformanceBudget } from '../src/gate/design.js';
import { DEFAULT_RULES } from '../src/gate/index.js';
import { createRng, deriveSeed, normal, wilsonInterval } from '../src/stats/index.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '4000' },
    'detect-runs': { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
  },
});
const RUNS = Number(values.runs);
const DETECT_RUNS = Number(values['detect-runs']);
const SEED = Number(values.seed);
const MARGIN = 0.1;
/** As src/compare/output-parity.ts gives a run with one accuracy cell. */
const LEVEL = conformanceBudget(DEFAULT_RULES) / 2;

type Model = { kind: 'fixed'; acc: number } | { kind: 'sampled'; acc: number; concentration: number };

/** A Gamma(shape, 1) draw (Marsaglia–Tsang; shape < 1 boosted). */
function gamma(rng: () => number, shape: number): number {
  if (shape < 1) return gamma(rng, shape + 1) * Math.pow(rng(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(rng);
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    if (Math.log(rng()) < 0.5 * x * x + d - d * v + Math.log(v)) return d * v;
  }
}

function beta(rng: () => number, a: number, b: number): number {
  const x = gamma(rng, a);
  return x / (x + gamma(rng, b));
}

/** n paired answers [candidate right, comparison right] with the candidate's expected accuracy `drop` lower. */
function pairs(model: Model, n: number, drop: number, rng: () => number): [boolean, boolean][] {
  const out: [boolean, boolean][] = [];
  for (let i = 0; i < n; i++) {
    if (model.kind === 'fixed') {
      const right = rng() < model.acc;
      out.push([right && !(rng() < drop / model.acc), right]);
    } else {
      const p = beta(rng, model.acc * model.concentration, (1 - model.acc) * model.concentration);
      out.push([rng() < p * (1 - drop / model.acc), rng() < p]);
    }
  }
  return out;
}

const name = (m: Model): string =>
  m.kind === 'fixed' ? `temperature 0, accuracy ${m.acc}` : `sampled, accuracy ${m.acc}, concentration ${m.concentration}`;

const pct = (k: number, n: number): string => {
  const w = wilsonInterval(k, n);
  return `${((100 * k) / n).toFixed(1)} % (${(100 * w.lower).toFixed(1)}–${(100 * w.upper).toFixed(1)})`;
};

interface Tally {
  fail: number;
  pass: number;
  undecided: number;
  stated: number[];
}

function run(model: Model, n: number, drop: number, runs: number, seed: number): Tally {
  const rng = createRng(seed);
  const t: Tally = { fail: 0, pass: 0, undecided: 0, stated: [] };
  for (let r = 0; r < runs; r++) {
    const a = compareAccuracy(pairs(model, n, drop, rng), MARGIN, LEVEL)!;
    t[a.verdict]++;
    if (a.verdict === 'undecided' && a.itemsToDecide !== null) t.stated.push(a.itemsToDecide);
  }
  return t;
}

const AA_MODELS: Model[] = [
  { kind: 'fixed', acc: 0.85 },
  { kind: 'sampled', acc: 0.5, concentration: 1 },
  { kind: 'sampled', acc: 0.5, concentration: 10 },
  { kind: 'sampled', acc: 0.85, concentration: 1 },
  { kind: 'sampled', acc: 0.85, concentration: 10 },
  { kind: 'sampled', acc: 0.95, concentration: 10 },
];
const AA_ITEMS = [60, 120, 300, 1000];
const DROP_MODELS: Model[] = [
  { kind: 'fixed', acc: 1 },
  { kind: 'fixed', acc: 0.85 },
  { kind: 'sampled', acc: 0.85, concentration: 1 },
  { kind: 'sampled', acc: 0.85, concentration: 10 },
];
const DROP_ITEMS = [60, 120, 200, 300, 500, 1000, 2000];

console.log(`accuracy comparison: margin ${MARGIN * 100} points, level ${LEVEL} (one accuracy cell, default rules), seed ${SEED}\n`);
console.log(`## A/A: the candidate answers as well as the comparison side (${RUNS} runs a row; 95 % Wilson intervals)\n`);
console.log('| answers | items | false failures | passes (no worse by 10 points) | undecided |');
console.log('| --- | --: | --: | --: | --: |');
let row = 0;
for (const model of AA_MODELS) {
  for (const n of AA_ITEMS) {
    const t = run(model, n, 0, RUNS, deriveSeed(SEED, row++));
    console.log(`| ${name(model)} | ${n} | ${pct(t.fail, RUNS)} | ${pct(t.pass, RUNS)} | ${pct(t.undecided, RUNS)} |`);
  }
}

console.log(`\n## A 10-point drop (${DETECT_RUNS} runs a row)\n`);
console.log('| answers | items | caught (fails) | passed | undecided |');
console.log('| --- | --: | --: | --: | --: |');
const undecidedAt: { model: Model; n: number; stated: number[] }[] = [];
for (const model of DROP_MODELS) {
  for (const n of DROP_ITEMS) {
    const t = run(model, n, 0.1, DETECT_RUNS, deriveSeed(SEED, 1000 + row++));
    console.log(`| ${name(model)} | ${n} | ${pct(t.fail, DETECT_RUNS)} | ${pct(t.pass, DETECT_RUNS)} | ${pct(t.undecided, DETECT_RUNS)} |`);
    if (t.stated.length >= 50 && (n === 120 || n === 300)) undecidedAt.push({ model, n, stated: t.stated });
  }
}

console.log('\n## "About N items would decide": fresh runs of the stated N items, same answers, that decide\n');
console.log('| answers | undecided at | stated N (median) | fresh runs at the median N that decide | of them caught |');
console.log('| --- | --: | --: | --: | --: |');
for (const { model, n, stated } of undecidedAt) {
  const median = [...stated].sort((a, b) => a - b)[Math.floor(stated.length / 2)]!;
  const t = run(model, median, 0.1, DETECT_RUNS, deriveSeed(SEED, 5000 + row++));
  console.log(`| ${name(model)} | ${n} | ${median} | ${pct(t.fail + t.pass, DETECT_RUNS)} | ${pct(t.fail, DETECT_RUNS)} |`);
}
