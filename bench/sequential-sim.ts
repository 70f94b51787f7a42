/**
 * The sequential gate end to end against the bundled simulator, over many seeds: `clean` gated against `clean`
 * (the same profile under two names, one the reference), `slow` (1.5× TTFT), `buffered`, and `clean` with its TTFT
 * spread widened from σ 0.25 to 0.8 (median kept, p95 about 2.5×) against `clean`, each with default run settings and
 * no gate overrides. Prints per profile how many runs passed, failed or ended inconclusive, what failed, at which
 * look each run was decided (the planned 3, then the rules' extra looks) and how many requests it took.
 *
 *   npx tsx bench/sequential-sim.ts [--seeds 20] [--concurrency 8] [--only clean,slow]
 */
import { startSimulator } from '../src/sim/server.js';
import { runSequential } from './sequential-run.js';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

async function main(): Promise<void> {
  const seeds = flag('seeds', 20);
  const concurrency = flag('concurrency', 8);
  const sim = await startSimulator({ seed: 5 });
  const rows: string[][] = [];
  try {
    const cases = [
      { name: 'clean', profile: 'clean', candidateSim: {} },
      { name: 'slow', profile: 'slow', candidateSim: {} },
      { name: 'buffered', profile: 'buffered', candidateSim: {} },
      { name: 'clean, TTFT σ 0.8', profile: 'clean', candidateSim: { ttftSigma: 0.8 } },
    ];
    const onlyAt = process.argv.indexOf('--only');
    const only = onlyAt >= 0 ? process.argv[onlyAt + 1]!.split(',') : null;
    for (const { name, profile, candidateSim } of cases.filter((c) => only === null || only.includes(c.name.split(',')[0]!))) {
      const verdicts = { pass: 0, fail: 0, inconclusive: 0, undecided: 0 };
      const lookCounts: number[] = [];
      const failedOn = new Map<string, number>();
      const openOn = new Map<string, number>();
      let requests = 0;
      let cellsFailing = 0;
      let cellsTotal = 0;
      for (let seed = 1; seed <= seeds; seed++) {
        const { evaluation, results } = await runSequential(sim.url, profile, seed, { concurrency, candidateSim });
        const outcome = evaluation.outcome!;
        verdicts[outcome.verdict]++;
        const endpoint = outcome.endpoints.find((e) => e.endpoint === 'candidate')!;
        while (lookCounts.length < endpoint.look) lookCounts.push(0);
        lookCounts[endpoint.look - 1]!++;
        requests += results.cells.filter((c) => c.endpoint === 'candidate').reduce((s, c) => s + c.n, 0);
        for (const p of outcome.pooled.filter((x) => x.verdict === 'inconclusive'))
          openOn.set(`${p.metric}:${p.statistic}`, (openOn.get(`${p.metric}:${p.statistic}`) ?? 0) + 1);
        for (const p of outcome.pooled.filter((x) => x.verdict === 'fail'))
          failedOn.set(`${p.metric}:${p.statistic}`, (failedOn.get(`${p.metric}:${p.statistic}`) ?? 0) + 1);
        const candidateCells = new Set(results.cells.filter((c) => c.endpoint === 'candidate').map((c) => `${c.scenario}/${c.cache}`));
        cellsTotal += candidateCells.size;
        cellsFailing += [...candidateCells].filter((key) =>
          outcome.comparisons.some((c) => c.endpoint === 'candidate' && `${c.scenario}/${c.cache}` === key && c.verdict === 'fail'),
        ).length;
        process.stderr.write(`  ${name} seed ${seed}: ${outcome.verdict} at look ${endpoint.look}\n`);
      }
      rows.push([
        name,
        String(seeds),
        String(verdicts.pass),
        String(verdicts.fail),
        String(verdicts.inconclusive + verdicts.undecided),
        lookCounts.join(' / '),
        (requests / seeds).toFixed(1),
        `${cellsFailing}/${cellsTotal}`,
        [...failedOn]
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
        [...openOn]
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => `${k} ${v}`)
          .join(', '),
      ]);
    }
  } finally {
    await sim.close();
  }
  const header = [
    'candidate vs clean',
    'runs',
    'pass',
    'fail',
    'inconclusive',
    'decided at look 1/2/3/…',
    'requests per run (candidate)',
    'cells failing',
    'failed on (pooled)',
    'open at the end on (pooled)',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}\n${rows.map(line).join('\n')}\n`);
}

await main();
