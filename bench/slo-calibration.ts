/**
 * `npx tsx bench/slo-calibration.ts`: seeded Monte Carlo of the SLO verdict (src/gate/slo/objectives.ts) as a sequential run
 * takes it, no network. One cell, one endpoint, nothing to compare with (the SLOs hold the whole 1 % budget); each run
 * draws TTFT per request from a lognormal (σ 0.25, the simulator's clean profile) whose true p95 sits at a chosen
 * multiple of the objective, measures look by look (default: 20 requests per look, up to 3 looks) and stops when the
 * gate decides. Goodput rows draw each request good with a chosen probability (a failed request counts as a miss).
 */
import { DEFAULT_RULES, evaluateGate, type CellData } from '../src/gate/index.js';
import type { SloSpec } from '../src/config/sections/slo.js';
import { createRng, deriveSeed, hashString, lognormal, wilsonInterval } from '../src/stats/index.js';

const SIGMA = 0.25;
const Z95 = 1.6448536269514722;
const OBJECTIVE = 1000;

interface Row {
  name: string;
  perLook: number;
  looks: number;
  runs: number;
  slo: SloSpec;
  /** One request's TTFT, or null for a failed request. */
  draw: (rng: () => number) => number | null;
  target: string;
}

const p95: SloSpec = { objectives: [{ metric: 'ttftMs', level: 0.95, label: 'p95', target: OBJECTIVE }], thresholds: [], goodput: null };
const goodput: SloSpec = { objectives: [], thresholds: [{ metric: 'ttftMs', limit: OBJECTIVE }], goodput: 0.95 };

/** TTFT whose true p95 is `multiple` × the objective. */
const atP95 = (multiple: number) => (rng: () => number) => lognormal(rng, (multiple * OBJECTIVE) / Math.exp(Z95 * SIGMA), SIGMA);
/** A request good (well under the threshold) with probability `share`, else over it (or failed, half of the misses). */
const goodWith = (share: number) => (rng: () => number) => {
  if (rng() < share) return 300;
  return rng() < 0.5 ? null : 2000;
};

const ROWS: Row[] = [
  { name: 'TTFT p95 at the objective (1.0×)', perLook: 20, looks: 3, runs: 4000, slo: p95, draw: atP95(1), target: 'violated ≤ 1%' },
  { name: 'TTFT p95 at 1.3× the objective', perLook: 20, looks: 3, runs: 2000, slo: p95, draw: atP95(1.3), target: 'violated: detection' },
  { name: 'TTFT p95 at 0.7× the objective', perLook: 20, looks: 3, runs: 2000, slo: p95, draw: atP95(0.7), target: 'met' },
  { name: 'TTFT p95 at the objective (1.0×)', perLook: 100, looks: 3, runs: 1000, slo: p95, draw: atP95(1), target: 'violated ≤ 1%' },
  { name: 'TTFT p95 at 1.3× the objective', perLook: 100, looks: 3, runs: 1000, slo: p95, draw: atP95(1.3), target: 'violated: detection' },
  { name: 'TTFT p95 at 0.7× the objective', perLook: 100, looks: 3, runs: 1000, slo: p95, draw: atP95(0.7), target: 'met' },
  {
    name: 'goodput 95% at the target (95% good)',
    perLook: 20,
    looks: 3,
    runs: 4000,
    slo: goodput,
    draw: goodWith(0.95),
    target: 'violated ≤ 1%',
  },
  {
    name: 'goodput 95%, 5 points below (90% good)',
    perLook: 20,
    looks: 3,
    runs: 2000,
    slo: goodput,
    draw: goodWith(0.9),
    target: 'violated: detection',
  },
  { name: 'goodput 95%, all good (100%)', perLook: 20, looks: 3, runs: 2000, slo: goodput, draw: goodWith(1), target: 'met' },
  {
    name: 'goodput 95% at the target (95% good)',
    perLook: 100,
    looks: 3,
    runs: 1000,
    slo: goodput,
    draw: goodWith(0.95),
    target: 'violated ≤ 1%',
  },
  {
    name: 'goodput 95%, 5 points below (90% good)',
    perLook: 100,
    looks: 3,
    runs: 1000,
    slo: goodput,
    draw: goodWith(0.9),
    target: 'violated: detection',
  },
];

function cellOf(values: (number | null)[]): CellData {
  const ok = values.filter((v): v is number => v !== null);
  return {
    endpoint: 'api',
    scenario: 'chat',
    cache: 'cold',
    turn: null,
    n: values.length,
    errors: values.length - ok.length,
    classes: { streamed: ok.length, coalesced: 0, buffered: 0, undefined: 0 },
    values: { ttftMs: ok },
  };
}

function simulate(row: Row, run: number): { verdict: string; n: number } {
  const rng = createRng(deriveSeed(hashString(`${row.name}/${row.perLook}`), run));
  const values: (number | null)[] = [];
  for (let look = 1; look <= row.looks; look++) {
    for (let i = 0; i < row.perLook; i++) values.push(row.draw(rng));
    const outcome = evaluateGate([], [cellOf(values)], DEFAULT_RULES, {
      comparand: 'none',
      slo: { chat: row.slo },
      look,
      looks: row.looks,
    });
    if (outcome.verdict !== 'undecided') return { verdict: outcome.verdict, n: values.length };
  }
  throw new Error('the last look must decide');
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const ci = (k: number, n: number): string => {
  const w = wilsonInterval(k, n);
  return `${pct(k / n)} (${pct(w.lower)}–${pct(w.upper)})`;
};

const header = ['#', 'scenario', 'requests per look', 'runs', 'violated (95% CI)', 'met (95% CI)', 'inconclusive', 'mean n', 'reading'];
const lines: string[][] = [];
ROWS.forEach((row, index) => {
  const counts = { fail: 0, pass: 0, inconclusive: 0 };
  let total = 0;
  for (let run = 0; run < row.runs; run++) {
    const { verdict, n } = simulate(row, run);
    counts[verdict as keyof typeof counts]++;
    total += n;
  }
  const looks = Array.from({ length: row.looks }, (_, i) => row.perLook * (i + 1)).join('/');
  lines.push([
    String(index + 1),
    row.name,
    looks,
    String(row.runs),
    ci(counts.fail, row.runs),
    ci(counts.pass, row.runs),
    pct(counts.inconclusive / row.runs),
    (total / row.runs).toFixed(1),
    row.target,
  ]);
});
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
const fmt = (cells: string[]): string =>
  cells
    .map((c, i) => c.padEnd(widths[i]!))
    .join('  ')
    .trimEnd();
console.log(fmt(header));
console.log(fmt(widths.map((w) => '-'.repeat(w))));
for (const l of lines) console.log(fmt(l));
