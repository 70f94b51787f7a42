/**
 * Calibration of the change points and creeps over a run history (src/gate/history-changes.ts), by seeded Monte
 * Carlo. Each simulated run measures a cell of 60 requests whose log TTFT is normal with σ 0.25 around the run's
 * centre; the run's centre moves by a run-to-run drift of log-sd τ. The series is the runs' medians, and the detector
 * runs after every run is appended, as it does after each history append and in each PR run:
 * - unchanged: 100 runs, no change; the alarms are the distinct steps and creep episodes reported at any time;
 * - step: 60 unchanged runs, then +15 % from run 61; found when a worsening step within a run of the true one is
 *   reported by the 3rd run after it;
 * - creep: 40 unchanged runs, then +3 % per run for 10 runs; flagged when a worsening step (after run 40) or a creep
 *   is reported by the 10th run of the creep.
 * Usage: npx tsx bench/changepoint-calibration.ts [--histories 1000] [--seed 1] [--tau 0,0.03,0.05] [--newest-p p] [--step-p p] [--newest-max k]
 */
import { parseArgs } from 'node:util';
import { CHANGE_SETTINGS, recentStep, worseningCreep } from '../src/gate/history-changes.js';
import { createRng, deriveSeed, normal, quantile, sortedFinite } from '../src/stats/index.js';

const { values } = parseArgs({
  options: {
    histories: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    // The newest-runs test's level (CHANGE_SETTINGS.newestMaxP by default; 0: E-Divisive alone), to tune it.
    'newest-p': { type: 'string' },
    // E-Divisive's t test level (CHANGE_SETTINGS.stepMaxP by default).
    'step-p': { type: 'string' },
    // The most newest runs that test tries (CHANGE_SETTINGS.newestMaxSize by default).
    'newest-max': { type: 'string' },
    // Only these drifts (comma-separated; 0,0.03,0.05 by default).
    tau: { type: 'string', default: '0,0.03,0.05' },
  },
});
const SETTINGS = {
  ...CHANGE_SETTINGS,
  newestMaxP: Number(values['newest-p'] ?? CHANGE_SETTINGS.newestMaxP),
  stepMaxP: Number(values['step-p'] ?? CHANGE_SETTINGS.stepMaxP),
  newestMaxSize: Number(values['newest-max'] ?? CHANGE_SETTINGS.newestMaxSize),
};
const HISTORIES = Number(values.histories);
const SEED = Number(values.seed);
const REQUESTS = 60;
const SIGMA = 0.25;

/** One run's log median for a given centre. */
function runMedian(rng: () => number, centre: number, tau: number): number {
  const c = centre + tau * normal(rng);
  const logs = Array.from({ length: REQUESTS }, () => c + SIGMA * normal(rng));
  return Math.log(quantile(sortedFinite(logs.map(Math.exp)), 0.5));
}

/** Distinct locations: a step reported again a run or two off (as runs are appended) is the same alarm. */
function distinct(indices: readonly number[]): number {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  let count = 0;
  let last = -Infinity;
  for (const i of sorted) {
    if (i - last > 2) count++;
    last = i;
  }
  return count;
}

/** Runs the detector after each run from the 10th; `until` stops early. */
function watch(
  series: number[],
  from: number,
  stopAt: number,
  onAlarm: (t: number, alarm: { step?: number; creep?: boolean }) => void,
): void {
  let creeping = false;
  for (let t = Math.max(from, 10); t <= stopAt; t++) {
    const logs = series.slice(Math.max(0, t - CHANGE_SETTINGS.window), t);
    const offset = Math.max(0, t - CHANGE_SETTINGS.window);
    const step = recentStep(logs, SETTINGS);
    if (step && step.after > step.before) onAlarm(t, { step: offset + step.index });
    else if (step) onAlarm(t, { step: -(offset + step.index) - 1 });
    const creep = worseningCreep(logs, 'lower', SETTINGS) !== null;
    if (creep && !creeping) onAlarm(t, { creep: true });
    creeping = creep;
  }
}

/** Alarms (worsening steps and creep episodes) and improvement notices over an unchanged history of 100 runs. */
function unchanged(tau: number, seed: number): { alarms: number; creeps: number; notices: number } {
  const rng = createRng(seed);
  const series = Array.from({ length: 100 }, () => runMedian(rng, Math.log(300), tau));
  const worse: number[] = [];
  const better: number[] = [];
  let creeps = 0;
  watch(series, 10, 100, (_t, a) => {
    if (a.step !== undefined && a.step >= 0) worse.push(a.step);
    if (a.step !== undefined && a.step < 0) better.push(-a.step - 1);
    if (a.creep) creeps++;
  });
  return { alarms: distinct(worse) + creeps, creeps, notices: distinct(better) };
}

function stepFound(tau: number, seed: number): boolean {
  const rng = createRng(seed);
  const series = Array.from({ length: 63 }, (_, i) => runMedian(rng, Math.log(300) + (i >= 60 ? Math.log(1.15) : 0), tau));
  let found = false;
  watch(series, 61, 63, (_t, a) => {
    if (a.step !== undefined && a.step >= 59 && a.step <= 61) found = true;
  });
  return found;
}

function creepFlagged(tau: number, seed: number): boolean {
  const rng = createRng(seed);
  const series = Array.from({ length: 50 }, (_, i) => runMedian(rng, Math.log(300) + (i >= 40 ? (i - 39) * Math.log(1.03) : 0), tau));
  let flagged = false;
  watch(series, 41, 50, (_t, a) => {
    if ((a.step !== undefined && a.step >= 40) || a.creep) flagged = true;
  });
  return flagged;
}

function share(k: number, n: number): string {
  const p = k / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${(100 * p).toFixed(1)} % (${(100 * Math.max(0, centre - half)).toFixed(1)}–${(100 * Math.min(1, centre + half)).toFixed(1)})`;
}

function meanCi(counts: readonly number[]): string {
  const n = counts.length;
  const mean = counts.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(counts.reduce((s, c) => s + (c - mean) ** 2, 0) / (n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return `${mean.toFixed(2)} (${Math.max(0, mean - half).toFixed(2)}–${(mean + half).toFixed(2)})`;
}

console.log(
  '| τ (run-to-run log-sd) | false alarms per 100 unchanged runs (95 % CI) | of which creeps | improvement notices per 100 runs | +15 % step found within 3 runs | +3 %/run creep flagged by its 10th run |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const tau of values.tau.split(',').map(Number)) {
  const i = [0, 0.03, 0.05].indexOf(tau) >= 0 ? [0, 0.03, 0.05].indexOf(tau) : Math.round(tau * 1000);
  const runs = Array.from({ length: HISTORIES }, (_, h) => unchanged(tau, deriveSeed(SEED, 3 * (i * HISTORIES + h))));
  const steps = Array.from({ length: HISTORIES }, (_, h) => stepFound(tau, deriveSeed(SEED, 3 * (i * HISTORIES + h) + 1))).filter(
    Boolean,
  ).length;
  const creeps = Array.from({ length: HISTORIES }, (_, h) => creepFlagged(tau, deriveSeed(SEED, 3 * (i * HISTORIES + h) + 2))).filter(
    Boolean,
  ).length;
  console.log(
    `| ${tau.toFixed(2)} | ${meanCi(runs.map((r) => r.alarms))} | ${meanCi(runs.map((r) => r.creeps))} | ${meanCi(runs.map((r) => r.notices))} | ${share(steps, HISTORIES)} | ${share(creeps, HISTORIES)} |`,
  );
}
console.log(`\n${HISTORIES} histories per cell, seed ${SEED}; settings ${JSON.stringify(SETTINGS)}`);
