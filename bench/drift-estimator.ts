/**
 * How well a run's centre and its sampling variance are estimated, for the run-to-run drift (src/stats/drift/run-drift.ts):
 * for a warm cell's mixture (35 % misses around 1,800 ms, 65 % hits around 400 ms) and log-normal cells, the true
 * variance of the sample median of the log values against the (π/2)·s²/n formula (s from the MAD), and of the 10 %
 * trimmed mean against its Winsorized estimate. What an estimate misses of the truth reads as drift that is not there.
 *
 *   npx tsx bench/drift-estimator.ts [--draws 4000]
 */
import { parseArgs } from 'node:util';
import { createRng, normal, quantile, sortedFinite } from '../src/stats/index.js';
import { trimmedCentre } from '../src/stats/drift/run-drift.js';

const { values } = parseArgs({ options: { draws: { type: 'string', default: '4000' } } });
const DRAWS = Number(values.draws);
const rng = createRng(1);
const shapes: [string, () => number][] = [
  [
    'warm mixture (35 % at 1,800 ms σ 0.35, 65 % at 400 ms σ 0.3)',
    () => (rng() < 0.35 ? Math.log(1800) + 0.35 * normal(rng) : Math.log(400) + 0.3 * normal(rng)),
  ],
  ['log-normal σ 0.45', () => 0.45 * normal(rng)],
  ['log-normal σ 0.6', () => 0.6 * normal(rng)],
];
const variance = (a: readonly number[]): number => {
  const m = a.reduce((x, y) => x + y, 0) / a.length;
  return a.reduce((s, x) => s + (x - m) ** 2, 0) / (a.length - 1);
};
console.log('| cell | n | median: true variance | (π/2)·s²/n | trimmed mean: true variance | Winsorized estimate |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, draw] of shapes) {
  for (const n of [20, 60]) {
    const medians: number[] = [];
    const trimmed: number[] = [];
    let formula = 0;
    let estimate = 0;
    for (let i = 0; i < DRAWS; i++) {
      const logs = sortedFinite(Array.from({ length: n }, draw));
      const m = quantile(logs, 0.5);
      medians.push(m);
      const s = 1.4826 * quantile(sortedFinite(Array.from(logs, (x) => Math.abs(x - m))), 0.5);
      formula += ((Math.PI / 2) * s * s) / n / DRAWS;
      const t = trimmedCentre(logs);
      trimmed.push(t.centre);
      estimate += t.variance / DRAWS;
    }
    const f = (x: number): string => x.toFixed(5);
    console.log(`| ${name} | ${n} | ${f(variance(medians))} | ${f(formula)} | ${f(variance(trimmed))} | ${f(estimate)} |`);
  }
}
console.log(`\n${DRAWS} draws per row, seed 1`);
