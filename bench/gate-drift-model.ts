/**
 * A seeded model of the drift allowance against a baseline file of k runs (docs/design/gate.md §4.4): the pooled TTFT test
 * at the last look, four cells whose spreads are measured from the same k runs (a common run factor plus each cell's
 * sampling noise of 60 requests, less the part that noise explains, clamped at 0 as baseline:update does), the pooled
 * standard error of 60 requests per cell and side (0.042 on the log scale), at the last look's pooled level. Prints
 * false failures at drift τ and power against +50 %, for the drift variance of src/gate/drift/between-runs.ts and for the previous
 * design (the assumed drift as a prior worth 4 degrees of freedom, widened by the t of 4 + k − 1 at the level).
 *
 *   npx tsx bench/gate-drift-model.ts
 */
import { DEFAULT_RULES } from '../src/gate/defaults.js';
import { driftVariance, pooledDriftVariance } from '../src/gate/drift/between-runs.js';
import type { CellData } from '../src/gate/types.js';
import { createRng, normal, normalQuantile, studentTQuantile, wilsonInterval } from '../src/stats/index.js';

const TAU0 = DEFAULT_RULES.assumedDrift;
const LEVEL = 0.85e-3;
const SE = 0.042;
const SIGMAS = [0.45, 0.3, 0.6, 0.8];
const SAMPLING = SIGMAS.map((s) => ((Math.PI / 2) * s * s) / 60);
const factors = new Map<number, number>();
const factor = (df: number): number => {
  if (!factors.has(df)) factors.set(df, (studentTQuantile(LEVEL, df) / normalQuantile(1 - LEVEL)) ** 2);
  return factors.get(df)!;
};
const cell = { n: 1, errors: 0, values: {} } as unknown as CellData;

const DESIGNS: Record<string, (tauHat: number, k: number) => number> = {
  previous: (t, k) => ((4 * TAU0 ** 2 + (k - 1) * t * t) / (3 + k)) * (1 + 1 / k) * factor(3 + k),
  current: (t, k) => driftVariance({ ...cell, spread: { runs: k, logSd: { ttftMs: t } } }, 'ttftMs', DEFAULT_RULES, LEVEL),
};

function rate(design: (tauHat: number, k: number) => number, tau: number, k: number, shift: number, runs: number, seed: number): string {
  const rng = createRng(seed);
  const z = normalQuantile(1 - LEVEL);
  let fails = 0;
  for (let i = 0; i < runs; i++) {
    const drifts = Array.from({ length: k }, () => normal(rng) * tau);
    const perCell = SAMPLING.map((s2) => {
      const medians = drifts.map((d) => d + normal(rng) * Math.sqrt(s2));
      const mean = medians.reduce((a, b) => a + b, 0) / k;
      const between = medians.reduce((a, b) => a + (b - mean) ** 2, 0) / (k - 1);
      const within = s2 * (1 + 0.2 * normal(rng));
      return design(Math.sqrt(Math.max(0, between - within)), k);
    });
    const v = pooledDriftVariance(perCell);
    const estimate = normal(rng) * tau - drifts.reduce((a, b) => a + b, 0) / k + shift + normal(rng) * SE;
    if ((estimate - Math.log(1.2)) / Math.sqrt(SE * SE + v) > z) fails++;
  }
  const ci = wilsonInterval(fails, runs);
  const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
  return `${pct(fails / runs)} (${pct(ci.lower)}–${pct(ci.upper)})`;
}

const rows: string[][] = [['design', 'k', 'A/A τ 0.05', 'A/A τ 0.1', 'A/A τ 0.15', 'A/A τ 0.2', 'A/A τ 0.3', '+50 % τ 0', '+50 % τ 0.05']];
for (const [name, design] of Object.entries(DESIGNS))
  for (const k of [3, 10]) {
    const row = [name, String(k)];
    for (const tau of [0.05, 0.1, 0.15, 0.2, 0.3]) row.push(rate(design, tau, k, 0, 20000, 1000 * k + Math.round(tau * 100)));
    for (const tau of [0, 0.05]) row.push(rate(design, tau, k, Math.log(1.5), 4000, 7 + 1000 * k + Math.round(tau * 100)));
    rows.push(row);
  }
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
for (const [i, r] of rows.entries()) {
  console.log(
    r
      .map((c, j) => c.padEnd(widths[j]!))
      .join('  ')
      .trimEnd(),
  );
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
