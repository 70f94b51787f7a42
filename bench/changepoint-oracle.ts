/**
 * The most any detector of recent steps can do on the model of bench/changepoint-calibration.ts: an oracle that knows
 * the level before the step and the runs' standard deviation exactly (a run's median moves by √(τ² + (π/2)·σ²/60) on the
 * log scale). After each run it takes the largest one-sided z of the mean of the last m runs (m in `--windows`) and
 * alarms above `c`; a run of consecutive alarms is one false alarm. It prints false alarms per 100 unchanged runs
 * against the share of +15 % steps found within 3 runs, for several thresholds: the frontier the real detector, which
 * has to estimate both from the history, sits below.
 *
 *   npx tsx bench/changepoint-oracle.ts [--tau 0.05] [--windows 2,3] [--histories 4000] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { createRng, deriveSeed, normal } from '../src/stats/index.js';

const { values } = parseArgs({
  options: {
    tau: { type: 'string', default: '0.05' },
    windows: { type: 'string', default: '2,3' },
    histories: { type: 'string', default: '4000' },
    seed: { type: 'string', default: '1' },
  },
});
const TAU = Number(values.tau);
const WINDOWS = values.windows.split(',').map(Number);
const HISTORIES = Number(values.histories);
const SEED = Number(values.seed);
const RUN_SD = Math.sqrt(TAU * TAU + ((Math.PI / 2) * 0.25 * 0.25) / 60);
const STEP = Math.log(1.15);

/** Whether the oracle alarms after each run of a series of deviations from the known level. */
function alarms(series: readonly number[], c: number): boolean[] {
  return series.map((_, t) => {
    let best = -Infinity;
    for (const m of WINDOWS) {
      if (t + 1 < m) continue;
      const mean = series.slice(t + 1 - m, t + 1).reduce((a, b) => a + b, 0) / m;
      best = Math.max(best, mean / (RUN_SD / Math.sqrt(m)));
    }
    return best > c;
  });
}

console.log(`| threshold z | false alarms per 100 unchanged runs | +15 % step found within 3 runs |`);
console.log('| --- | --- | --- |');
for (const c of [2.3, 2.4, 2.5, 2.6, 2.8]) {
  let episodes = 0;
  let found = 0;
  for (let h = 0; h < HISTORIES; h++) {
    const rng = createRng(deriveSeed(SEED, h));
    const flags = alarms(
      Array.from({ length: 100 }, () => RUN_SD * normal(rng)),
      c,
    );
    episodes += flags.filter((f, i) => f && !(i > 0 && flags[i - 1])).length;
    if (
      alarms(
        Array.from({ length: 3 }, () => STEP + RUN_SD * normal(rng)),
        c,
      ).some(Boolean)
    )
      found++;
  }
  console.log(`| ${c.toFixed(1)} | ${(episodes / HISTORIES).toFixed(2)} | ${((100 * found) / HISTORIES).toFixed(1)} % |`);
}
console.log(`\n${HISTORIES} histories, τ ${TAU}, windows ${WINDOWS.join(', ')}, a run's sd ${RUN_SD.toFixed(4)} (log), seed ${SEED}`);
