/**
 * Monte Carlo calibration of the gate: how often a whole run fails when nothing changed (A/A), and
 * how often it fails when something did (detection), with the default rules on a realistic set of
 * cells (bench/gate-model.ts). Seeded: the same command prints the same table.
 *
 *   npx tsx bench/gate-calibration.ts           full table (a few minutes on 2 cores)
 *   npx tsx bench/gate-calibration.ts --quick   a fifth of the runs, for a smoke check
 */
import { DEFAULT_RULES, evaluateGate, resolveRules, splitHalves } from '../src/gate/index.js';
import type { CellData, Comparison, GateRules } from '../src/gate/types.js';
import { createRng, deriveSeed, wilsonInterval } from '../src/stats/index.js';
import { REALISTIC_CELLS, simulateCell, type Change } from './gate-model.js';

interface Row {
  name: string;
  /** Requests per side per cell. */
  n: number;
  runs: number;
  /** `halves`: one run of 2n requests per cell split at random, as the A/A mode does. */
  mode: 'independent' | 'halves';
  change?: Change;
  rules?: GateRules;
  /** Which comparisons the row is about, for the "target failed" column. */
  focus: (c: Comparison) => boolean;
  target: { kind: 'max' | 'min'; rate: number } | null;
}

const quick = process.argv.includes('--quick');
const scale = (runs: number): number => (quick ? Math.ceil(runs / 5) : runs);
const isTtftP50 = (c: Comparison): boolean => c.metric === 'ttftMs' && c.statistic === 'p50';
const isTtftP95 = (c: Comparison): boolean => c.metric === 'ttftMs' && c.statistic === 'p95';
const any = (): boolean => true;

const ROWS: Row[] = [
  { name: 'A/A, independent runs', n: 30, runs: scale(2000), mode: 'independent', focus: any, target: { kind: 'max', rate: 0.01 } },
  { name: 'A/A, independent runs (tails gated)', n: 100, runs: scale(1000), mode: 'independent', focus: any, target: { kind: 'max', rate: 0.01 } },
  { name: 'A/A, random halves of one run', n: 30, runs: scale(1000), mode: 'halves', focus: any, target: { kind: 'max', rate: 0.01 } },
  { name: 'TTFT p50 +20% (all cells)', n: 30, runs: scale(500), mode: 'independent', change: { ttftScale: 1.2 }, focus: isTtftP50, target: { kind: 'min', rate: 0.95 } },
  { name: 'TTFT p50 +10% (all cells)', n: 30, runs: scale(500), mode: 'independent', change: { ttftScale: 1.1 }, focus: isTtftP50, target: null },
  { name: 'TTFT p95 +50%, median kept', n: 100, runs: scale(500), mode: 'independent', change: { ttftP95Scale: 1.5 }, focus: isTtftP95, target: null },
  { name: 'TTFT p50 +50%', n: 30, runs: scale(500), mode: 'independent', change: { ttftScale: 1.5 }, focus: isTtftP50, target: null },
  { name: 'TTFT p50 ×2', n: 30, runs: scale(500), mode: 'independent', change: { ttftScale: 2 }, focus: isTtftP50, target: null },
  { name: 'TTFT p50 ×3', n: 30, runs: scale(300), mode: 'independent', change: { ttftScale: 3 }, focus: isTtftP50, target: null },
  { name: 'TTFT p50 +50%', n: 100, runs: scale(300), mode: 'independent', change: { ttftScale: 1.5 }, focus: isTtftP50, target: null },
  { name: 'TTFT p95 ×2, median kept', n: 100, runs: scale(300), mode: 'independent', change: { ttftP95Scale: 2 }, focus: isTtftP95, target: null },
  {
    name: 'TTFT p50 +20%, maxRatio 1.05',
    n: 100,
    runs: scale(300),
    mode: 'independent',
    change: { ttftScale: 1.2 },
    rules: tighterTtft(1.05),
    focus: isTtftP50,
    target: null,
  },
  {
    name: 'TTFT p50 +20%, maxRatio 1.05',
    n: 300,
    runs: scale(150),
    mode: 'independent',
    change: { ttftScale: 1.2 },
    rules: tighterTtft(1.05),
    focus: isTtftP50,
    target: null,
  },
  { name: 'A/A, maxRatio 1.05', n: 100, runs: scale(500), mode: 'independent', rules: tighterTtft(1.05), focus: any, target: { kind: 'max', rate: 0.01 } },
];

function tighterTtft(maxRatio: number): GateRules {
  return resolveRules({ metrics: [{ metric: 'ttftMs', statistic: 'p50', maxRatio }] });
}

interface RowResult {
  fails: number;
  inconclusive: number;
  focusFails: number;
  familySize: number;
  wallMs: number;
}

function runRow(row: Row, rowIndex: number): RowResult {
  const started = performance.now();
  const rules = row.rules ?? DEFAULT_RULES;
  let fails = 0;
  let inconclusive = 0;
  let focusFails = 0;
  let familySize = 0;
  for (let run = 0; run < row.runs; run++) {
    const seed = deriveSeed(deriveSeed(20_240_601, rowIndex), run);
    const [baseline, candidate] = simulatePair(row, seed);
    const outcome = evaluateGate(baseline, candidate, { ...rules, seed: deriveSeed(seed, 99) });
    if (outcome.verdict === 'fail') fails++;
    if (outcome.verdict === 'inconclusive') inconclusive++;
    if (outcome.comparisons.some((c) => c.verdict === 'fail' && row.focus(c))) focusFails++;
    familySize = Math.max(familySize, outcome.counts.fail + outcome.counts.inconclusive + outcome.counts.pass);
  }
  return { fails, inconclusive, focusFails, familySize, wallMs: performance.now() - started };
}

function simulatePair(row: Row, seed: number): [CellData[], CellData[]] {
  if (row.mode === 'halves') {
    const rng = createRng(deriveSeed(seed, 1));
    const cells = REALISTIC_CELLS.map((model) => simulateCell(model, 2 * row.n, rng));
    return splitHalves(cells, deriveSeed(seed, 2));
  }
  const baseRng = createRng(deriveSeed(seed, 1));
  const candRng = createRng(deriveSeed(seed, 2));
  const baseline = REALISTIC_CELLS.map((model) => simulateCell(model, row.n, baseRng));
  const candidate = REALISTIC_CELLS.map((model) => simulateCell(model, row.n, candRng, row.change ?? {}));
  return [baseline, candidate];
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}

function main(): void {
  const started = performance.now();
  const header = ['scenario', 'n/side', 'runs', 'gate fails (95% CI)', 'target', 'met', 'target cmp. fails', 'inconclusive', 'family', 'time'];
  const lines: string[][] = [];
  process.stdout.write(
    `gate calibration: ${REALISTIC_CELLS.length} cells (${REALISTIC_CELLS.map((c) => `${c.scenario}/${c.cache}`).join(', ')}), default rules unless noted${quick ? ', --quick' : ''}\n\n`,
  );
  ROWS.forEach((row, index) => {
    const result = runRow(row, index);
    const ci = wilsonInterval(result.fails, row.runs);
    const rate = result.fails / row.runs;
    const target = row.target ? `${row.target.kind === 'max' ? '≤' : '≥'} ${percent(row.target.rate)}` : '';
    const met = row.target ? ((row.target.kind === 'max' ? rate <= row.target.rate : rate >= row.target.rate) ? 'yes' : 'NO') : '';
    lines.push([
      `${row.name}${row.mode === 'halves' ? ` (2×${row.n} split)` : ''}`,
      String(row.n),
      String(row.runs),
      `${percent(rate)} (${percent(ci.lower)}–${percent(ci.upper)})`,
      target,
      met,
      percent(result.focusFails / row.runs),
      percent(result.inconclusive / row.runs),
      String(result.familySize),
      `${(result.wallMs / 1000).toFixed(1)} s`,
    ]);
    process.stderr.write(`  done: ${row.name}, n ${row.n}\n`);
  });
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]): string => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  process.stdout.write(`${format(header)}\n${format(widths.map((w) => '-'.repeat(w)))}\n${lines.map(format).join('\n')}\n`);
  process.stdout.write(
    [
      '',
      'gate fails: runs whose overall verdict was fail (A/A rows: false failures; other rows: detections).',
      'target cmp. fails: runs in which the changed metric itself failed in at least one cell.',
      'inconclusive: runs whose overall verdict was inconclusive (does not fail a build).',
      `family: gated comparisons per run (Holm's first step tests at ${DEFAULT_RULES.falseFailureBudget} / family).`,
      `wall time ${((performance.now() - started) / 1000).toFixed(1)} s`,
      '',
    ].join('\n'),
  );
}

main();
