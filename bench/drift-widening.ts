/**
 * How true a normal test is when a measured drift variance is widened for its degrees of freedom (src/gate/drift/
 * between-runs.ts). A shift d ~ N(0, s² + τ²) is tested at one-sided `level` with the sampling variance s²
 * known and the drift τ̂² measured from ν degrees of freedom (τ̂² ~ τ²·χ²_ν/ν): it is rejected when
 * d > z·√(s² + V), V the widened drift. Two widenings side by side:
 *
 *   - drift alone: V = τ̂²·(t_ν/z)² (the drift's own t, whatever the sampling variance): what the gate does;
 *   - Welch–Satterthwaite: V such that z·√(s² + V) = t_ν′·√(s² + τ̂²), ν′ = ν·(s² + τ̂²)²/τ̂⁴: the usual approximation
 *     for a sum of a known and an estimated variance, narrower wherever the requests' own variance is part of the sum.
 *
 * The first is valid at every ratio of s² to τ² (exact at s² = 0, conservative elsewhere); the second is not: at ν 2–4
 * and the gate's levels it rejects several times the level where s² is a quarter of τ² (docs/design/gate.md §5).
 *
 * Each row: the rejection rate under the null (must stay at or below the level) and the power against a shift of
 * 3·√(s² + τ²), with Wilson 95 % intervals. Seeded.
 *
 *   npx tsx bench/drift-widening.ts [--draws 200000]
 */
import { parseArgs } from 'node:util';
import { createRng, normal, normalQuantile, studentTQuantile, wilsonInterval } from '../src/stats/index.js';

const { values } = parseArgs({ options: { draws: { type: 'string', default: '200000' } } });
const DRAWS = Number(values.draws);

function chiSquare(df: number, rng: () => number): number {
  let sum = 0;
  for (let i = 0; i < df; i++) sum += normal(rng) ** 2;
  return sum;
}

/** Welch–Satterthwaite's widening of a measured drift `measured` (ν degrees of freedom) beside a known s². */
function satterthwaite(measured: number, nu: number, level: number, s2: number): number {
  if (!(measured > 0)) return 0;
  const total = s2 + measured;
  const df = (nu * total * total) / (measured * measured);
  const ratio = df >= 1000 ? 1 : studentTQuantile(level, df) / normalQuantile(1 - level);
  return ratio * ratio * total - s2;
}

const pct = (k: number): string => {
  const ci = wilsonInterval(k, DRAWS);
  return `${((100 * k) / DRAWS).toFixed(3)} % (${(100 * ci.lower).toFixed(3)}–${(100 * ci.upper).toFixed(3)})`;
};

console.log(`${DRAWS} draws a row\n`);
console.log('| level | ν | s²/τ² | null: drift alone | null: Satterthwaite | power: drift alone | power: Satterthwaite |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const level of [0.01, 1e-3]) {
  const z = normalQuantile(1 - level);
  for (const nu of [2, 4, 6, 10]) {
    for (const ratio of [0, 0.25, 1, 4]) {
      const tau2 = 1;
      const s2 = ratio * tau2;
      const rng = createRng(Math.round(nu * 1000 + ratio * 100 + level * 1e6));
      const counts = { nullAlone: 0, nullSat: 0, powerAlone: 0, powerSat: 0 };
      const shift = 3 * Math.sqrt(s2 + tau2);
      const alone = (t2: number): number => t2 * (studentTQuantile(level, nu) / z) ** 2;
      for (let i = 0; i < DRAWS; i++) {
        const measured = (tau2 * chiSquare(nu, rng)) / nu;
        const d = Math.sqrt(s2 + tau2) * normal(rng);
        const sdAlone = Math.sqrt(s2 + alone(measured));
        const sdSat = Math.sqrt(s2 + satterthwaite(measured, nu, level, s2));
        if (d > z * sdAlone) counts.nullAlone++;
        if (d > z * sdSat) counts.nullSat++;
        if (d + shift > z * sdAlone) counts.powerAlone++;
        if (d + shift > z * sdSat) counts.powerSat++;
      }
      console.log(
        `| ${level} | ${nu} | ${ratio} | ${pct(counts.nullAlone)} | ${pct(counts.nullSat)} | ${pct(counts.powerAlone)} | ${pct(counts.powerSat)} |`,
      );
    }
  }
}
