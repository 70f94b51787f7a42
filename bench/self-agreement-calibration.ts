/**
 * Calibration of the self-agreement test (src/gate/output/self-agreement.ts) by seeded Monte Carlo: `m` requests sent
 * again on the reference, each compared with the reference's first answer and with the candidate's answer to the same
 * prompt, decided by the product's own code at the level a run gives one answer test with the default rules (half of
 * the conformance share of the false-failure budget, src/compare/output-parity.ts).
 *
 * The stack's non-determinism, as the `batch-nondeterministic` simulator profile has it: a prompt's answer holds a
 * near-tie with chance `tied`, and each request flips it with chance `flip` (every request that flips says the same),
 * so two requests to a tied prompt agree with chance flip² + (1 − flip)², and the stack agrees with itself on
 * 1 − tied · 2 · flip · (1 − flip) of its prompts. A changed candidate says words of its own on a share `changed` of the
 * prompts (never the reference's), and on the rest answers as the reference's stack does.
 *
 * Tables: A/A (the candidate is the reference's stack: false failures, cells held open, passes) and changed candidates
 * (caught, held open, passed), by the number of requests repeated.
 *
 *   npx tsx bench/self-agreement-calibration.ts [--runs 20000] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { decideSelfAgreement } from '../src/gate/output/self-agreement.js';
import { conformanceBudget } from '../src/gate/design.js';
import { DEFAULT_RULES } from '../src/gate/index.js';
import { createRng, deriveSeed, wilsonInterval } from '../src/stats/index.js';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
  },
});
const RUNS = Number(values.runs);
const SEED = Number(values.seed);
/** As src/compare/output-parity.ts gives a run with one answer test. */
const LEVEL = conformanceBudget(DEFAULT_RULES) / 2;
const REPEATS = [10, 20, 30, 50];

interface Stack {
  name: string;
  tied: number;
  flip: number;
}

const STACKS: Stack[] = [
  { name: 'deterministic (agrees with itself on 100 %)', tied: 0, flip: 0 },
  { name: 'batch: 60 % tied, flips 15 % (agrees on 85 %)', tied: 0.6, flip: 0.15 },
  { name: 'batch: 60 % tied, flips 35 % (agrees on 73 %)', tied: 0.6, flip: 0.35 },
  { name: 'batch: every answer tied, flips 50 % (agrees on 50 %)', tied: 1, flip: 0.5 },
];
const CHANGES = [0.25, 0.5, 0.8, 1];

type Verdict = 'changed' | 'within' | 'undecided';

/** One run: `m` prompts, each with the reference's first answer, its repeat and the candidate's answer. */
function run(stack: Stack, changed: number, m: number, rng: () => number): Verdict {
  let agree = 0;
  let worse = 0;
  let better = 0;
  for (let i = 0; i < m; i++) {
    const tied = rng() < stack.tied;
    const said = (): number => (tied && rng() < stack.flip ? 1 : 0);
    const first = said();
    const repeat = said();
    const own = rng() < changed;
    const candidate = own ? 2 : said();
    const self = repeat === first;
    const cross = candidate === first;
    if (self) agree++;
    if (self && !cross) worse++;
    if (!self && cross) better++;
  }
  return decideSelfAgreement(agree, worse, better, LEVEL).verdict;
}

function rate(k: number, n: number): string {
  const { lower, upper } = wilsonInterval(k, n, 0.95);
  return `${((100 * k) / n).toFixed(2)} % (${(100 * lower).toFixed(2)}–${(100 * upper).toFixed(2)})`;
}

function tally(stack: Stack, changed: number, m: number, seed: number): Record<Verdict, number> {
  const rng = createRng(seed);
  const out: Record<Verdict, number> = { changed: 0, within: 0, undecided: 0 };
  for (let r = 0; r < RUNS; r++) out[run(stack, changed, m, rng)]++;
  return out;
}

console.log(`self-agreement test at level ${LEVEL} (one answer test, default rules), ${RUNS} runs a row, seed ${SEED}\n`);
console.log('### A/A: the candidate is the reference’s stack\n');
console.log('| stack | repeated | false failures | held open | passes |');
console.log('| --- | --: | --: | --: | --: |');
STACKS.forEach((stack, s) => {
  for (const m of REPEATS) {
    const t = tally(stack, 0, m, deriveSeed(SEED, s * 1000 + m));
    console.log(`| ${stack.name} | ${m} | ${rate(t.changed, RUNS)} | ${rate(t.undecided, RUNS)} | ${rate(t.within, RUNS)} |`);
  }
});
console.log('\n### A changed candidate: its own words on a share of the prompts\n');
console.log('| stack | changed | repeated | caught (fails) | held open | passed |');
console.log('| --- | --: | --: | --: | --: | --: |');
STACKS.forEach((stack, s) => {
  for (const changed of CHANGES)
    for (const m of REPEATS) {
      const t = tally(stack, changed, m, deriveSeed(SEED, 100_000 + s * 10_000 + changed * 1000 + m));
      console.log(
        `| ${stack.name} | ${Math.round(changed * 100)} % | ${m} | ${rate(t.changed, RUNS)} | ${rate(t.undecided, RUNS)} | ${rate(t.within, RUNS)} |`,
      );
    }
});
