/**
 * Rows of bench/gate-calibration.ts measured against other data models (bench/gate-model-extra.ts) and the gate's
 * former blind spots: heavy tails, quantised timings, decode contention, 8 % errors, warm hit shares that vary or
 * collapse, drift of 0.15–0.2 per run against baselines of 1, 3 and 10 runs, a reference on separately loaded
 * hardware, a regression in half the cells, a doubled tail at the default budget, a cache switched off against a
 * baseline, and a large workload (24 cells × 3 endpoints).
 */
import type { Row, Target } from './gate-calibration-row.js';
import { REALISTIC_CELLS } from './gate-model.js';
import type { Twist } from './gate-model-extra.js';

const PARETO: Twist = { paretoTail: { share: 0.05, alpha: 1.5, scaleMs: 600 } };
const HITS: Twist = { hitShare: 0.6, missFactor: 4 };
const ERRORS_8 = REALISTIC_CELLS.map((c) => ({ ...c, errorRate: 0.08 }));
/** A large workload: the four realistic cells in six scenarios each (24 cells) on each of three endpoints. */
const WIDE = ['a', 'b', 'c'].flatMap((endpoint) =>
  Array.from({ length: 6 }, (_, s) => REALISTIC_CELLS.map((c) => ({ ...c, endpoint, scenario: `${c.scenario}-${s + 1}` }))).flat(),
);
const WIDE_LOOKS = [10, 20, 30];
/** The smallest workload users run: one scenario (chat/cold), `requests: 12` a look, 3 looks. */
const ONE_CELL = [REALISTIC_CELLS[0]!];
const SMALL_LOOKS = [12, 24, 36];

export function moreRows(scale: (runs: number) => number, looks: number[], aa: Target): Row[] {
  const drift = (tau: number, runs: number, assumed?: number): Row => ({
    name: `A/A, baseline of ${runs} run${runs === 1 ? '' : 's'}, drift ${tau}${assumed === undefined ? '' : `, assumedDrift ${assumed}`}`,
    looks,
    runs: scale(500),
    mode: 'baseline',
    drift: tau,
    ...(runs > 1 ? { recordedRuns: runs } : {}),
    ...(assumed === undefined ? {} : { overrides: { assumedDrift: assumed } }),
    // A 1-run baseline at the default assumption (0.05) is the documented limit of that assumption: no target.
    ...(runs === 1 && assumed === undefined ? {} : { fails: aa }),
  });
  return [
    { name: 'A/A, Pareto TTFT tail (5 % of requests, α 1.5)', looks, runs: scale(500), mode: 'reference', twist: PARETO, fails: aa },
    {
      name: 'Pareto tail share 5 → 15 % (p50 ≈ ×1.05)',
      looks,
      runs: scale(200),
      mode: 'reference',
      twist: PARETO,
      candidateTwist: { paretoTail: { share: 0.15, alpha: 1.5, scaleMs: 600 } },
    },
    { name: 'A/A, timings quantised to 20 ms', looks, runs: scale(500), mode: 'reference', twist: { quantumMs: 20 }, fails: aa },
    {
      name: 'A/A, decode dips (10 % of requests at 1/3 speed)',
      looks,
      runs: scale(500),
      mode: 'reference',
      twist: { dips: { share: 0.1, factor: 1 / 3 } },
      fails: aa,
    },
    { name: 'A/A, 8 % errors', looks, runs: scale(500), mode: 'reference', models: ERRORS_8, fails: aa },
    { name: 'A/A, warm hit share 0.6, reported', looks, runs: scale(500), mode: 'reference', twist: HITS, fails: aa },
    {
      name: 'A/A, warm hit share 0.6 ± 0.15 per run, 3-run baseline',
      looks,
      runs: scale(500),
      mode: 'baseline',
      drift: 0,
      recordedRuns: 3,
      twist: HITS,
      hitShareSd: 0.15,
      fails: aa,
    },
    {
      name: 'prefix cache off on the candidate (hit share 0.6 → 0)',
      looks,
      runs: scale(200),
      mode: 'reference',
      twist: HITS,
      candidateTwist: { hitShare: 0 },
      fails: { kind: 'min', rate: 0.95 },
    },
    drift(0.15, 1),
    drift(0.15, 1, 0.15),
    drift(0.2, 1, 0.2),
    drift(0.15, 3),
    drift(0.2, 3),
    drift(0.15, 10),
    drift(0.2, 10),
    {
      name: 'A/A, reference on separate load (AR(1) log-sd 0.1, ρ 0.95)',
      looks,
      runs: scale(500),
      mode: 'reference',
      twist: { arLoad: { sd: 0.1, rho: 0.95 } },
      fails: aa,
    },
    {
      name: 'TTFT ×1.5 in the two warm cells only',
      looks,
      runs: scale(200),
      mode: 'reference',
      change: { ttftScale: 1.5 },
      onlyCells: [1, 3],
    },
    { name: 'TTFT p95 ×2, median kept, default budget', looks, runs: scale(200), mode: 'reference', change: { ttftP95Scale: 2 } },
    {
      name: 'prefix cache off, against a 3-run baseline (hit share 0.6 ± 0.15 → 0)',
      looks,
      runs: scale(200),
      mode: 'baseline',
      drift: 0,
      recordedRuns: 3,
      twist: HITS,
      hitShareSd: 0.15,
      candidateTwist: { hitShare: 0 },
      fails: { kind: 'min', rate: 0.95 },
    },
    { name: 'A/A, 24 cells × 3 endpoints', looks: WIDE_LOOKS, runs: scale(200), mode: 'reference', models: WIDE, fails: aa },
    {
      name: 'TTFT ×1.5 on one endpoint of 3 (24 cells each)',
      looks: WIDE_LOOKS,
      runs: scale(100),
      mode: 'reference',
      models: WIDE,
      change: { ttftScale: 1.5 },
      onlyCells: Array.from({ length: 24 }, (_, i) => i),
    },
    {
      name: 'A/A, reference on separate load shared by its cells (AR(1) log-sd 0.1, ρ 0.95, interleaved)',
      looks,
      runs: scale(500),
      mode: 'reference',
      twist: { arLoad: { sd: 0.1, rho: 0.95, shared: true } },
      fails: aa,
    },
    {
      name: 'A/A, reference on separate load shared by its cells (AR(1) log-sd 0.1, ρ 0.99, interleaved)',
      looks,
      runs: scale(500),
      mode: 'reference',
      twist: { arLoad: { sd: 0.1, rho: 0.99, shared: true } },
      fails: aa,
    },
    {
      name: 'A/A, one cell, 12 requests a look, reference',
      looks: SMALL_LOOKS,
      runs: scale(500),
      mode: 'reference',
      models: ONE_CELL,
      fails: aa,
      inconclusive: { kind: 'max', rate: 0.05 },
    },
    {
      name: 'TTFT p50 +50 %, one cell, 12 requests a look, reference',
      looks: SMALL_LOOKS,
      runs: scale(200),
      mode: 'reference',
      models: ONE_CELL,
      change: { ttftScale: 1.5 },
      fails: { kind: 'min', rate: 0.99 },
    },
    // A 1-run baseline of 30 requests per cell (`baseline:update` of a two-scenario workload at the default 20 × 3):
    // its p95 cannot be bounded by any number of the candidate's requests (src/gate/tail/hole.ts).
    {
      name: 'A/A, 1-run baseline of 30 per cell, drift 0.05',
      looks,
      runs: scale(500),
      mode: 'baseline',
      drift: 0.05,
      baselinePerRun: 30,
      fails: aa,
      inconclusive: { kind: 'max', rate: 0.1 },
    },
    {
      name: 'TTFT p50 +50 %, 1-run baseline of 30 per cell, drift 0.05',
      looks,
      runs: scale(200),
      mode: 'baseline',
      drift: 0.05,
      baselinePerRun: 30,
      change: { ttftScale: 1.5 },
      fails: { kind: 'min', rate: 0.5 },
    },
    {
      name: 'TTFT p95 ×2, median kept, 1-run baseline of 30 per cell, drift 0.05',
      looks,
      runs: scale(200),
      mode: 'baseline',
      drift: 0.05,
      baselinePerRun: 30,
      change: { ttftP95Scale: 2 },
    },
    {
      name: 'TTFT p95 ×2, median kept, 1-run baseline, drift 0.05',
      looks,
      runs: scale(200),
      mode: 'baseline',
      drift: 0.05,
      change: { ttftP95Scale: 2 },
    },
  ];
}
