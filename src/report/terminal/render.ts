import type { LoopResult, Results } from '../../results/index.js';
import { statisticLabel, type SummarisedMetric } from '../../vocabulary/index.js';
import { cellWhere, deliveryLabel, formatMs, formatValue, jobsPerHourText } from '../format.js';
import { renderTextTable, type Column } from './colour.js';
import { errorExampleLines } from '../text/run-health.js';
import { formatMoney } from '../text/plan.js';

/** The metrics of the terminal's measurement table (every metric is in report.md); labels from the vocabulary. */
const TABLE: readonly { metric: SummarisedMetric; statistic: 'p50' | 'p95' }[] = [
  { metric: 'ttftMs', statistic: 'p50' },
  { metric: 'ttftMs', statistic: 'p95' },
  { metric: 'settleMs', statistic: 'p50' },
  { metric: 'tokensPerSecond', statistic: 'p50' },
  { metric: 'idr', statistic: 'p50' },
];

/** The CLI's view of a run: one row per endpoint × scenario × cache state (× agent turn), then agent loops. */
/** `endpoints`: the workload's, when known, so the advice can name the variable an API key is read from. */
export function renderTerminalReport(results: Results, endpoints: Parameters<typeof errorExampleLines>[1] = results.endpoints): string {
  const withErrors = results.cells.some((c) => c.errors > 0);
  const columns: Column[] = [
    { header: 'endpoint' },
    { header: 'cell' },
    { header: 'n', align: 'right' },
    ...(withErrors ? [{ header: 'err', align: 'right' as const }] : []),
    ...TABLE.map(({ metric, statistic }) => ({ header: statisticLabel(metric, statistic), align: 'right' as const })),
    { header: 'delivery' },
  ];
  const rows = results.cells.map((cell, i) => {
    const sameEndpoint = i > 0 && results.cells[i - 1]!.endpoint === cell.endpoint;
    return [
      sameEndpoint ? '' : cell.endpoint,
      cellWhere(cell),
      String(cell.n),
      ...(withErrors ? [String(cell.errors)] : []),
      ...TABLE.map(({ metric, statistic }) => formatValue(metric, cell.metrics[metric]?.[statistic])),
      deliveryLabel(cell),
    ];
  });
  const parts = [renderTextTable(columns, rows)];
  if (results.loops.length > 0) {
    parts.push(
      '',
      'agent jobs (whole conversation with its tool time, what the user waits for; jobs/h at the run’s concurrency)',
      results.loops.some((l) => l.cost)
        ? renderTextTable(
            [...LOOP_COLUMNS, { header: 'cost/job', align: 'right' }],
            results.loops.map((l) => [...loopRow(l), costPerJob(l)]),
          )
        : renderTextTable(LOOP_COLUMNS, results.loops.map(loopRow)),
    );
  }
  const errorLines = results.cells
    .filter((c) => c.errors > 0)
    .map(
      (c) =>
        `  ${c.endpoint} · ${cellWhere(c)}: ${Object.entries(c.errorKinds)
          .map(([k, v]) => `${k} ×${v}`)
          .join(', ')}`,
    );
  if (errorLines.length > 0) parts.push('', 'errors', ...errorLines);
  const examples = errorExampleLines(results.errorExamples ?? [], endpoints);
  if (examples.length > 0) parts.push('', 'first error of each kind, and what to check', ...examples.map((line) => `  ${line}`));
  const notes: string[] = [];
  if (results.run.partial) notes.push('PARTIAL RUN: cancelled before every request finished.');
  const estimated = results.cells.reduce((n, c) => n + c.tokensSource.estimate, 0);
  if (estimated > 0) notes.push(`${estimated} request(s) sent no usage; their token counts are estimates (one token per event).`);
  if (notes.length > 0) parts.push('', ...notes);
  return parts.join('\n');
}

const LOOP_COLUMNS: Column[] = [
  { header: 'endpoint' },
  { header: 'scenario' },
  { header: 'cache' },
  { header: 'turns', align: 'right' },
  { header: 'n', align: 'right' },
  { header: 'err', align: 'right' },
  { header: statisticLabel('loopMs', 'p50'), align: 'right' },
  { header: statisticLabel('loopMs', 'p95'), align: 'right' },
  { header: statisticLabel('sumTtftMs', 'p50'), align: 'right' },
  { header: statisticLabel('modelMs', 'p50'), align: 'right' },
  { header: statisticLabel('toolMs', 'p50'), align: 'right' },
  { header: statisticLabel('queueMs', 'p50'), align: 'right' },
  { header: 'jobs/h', align: 'right' },
];

function loopRow(loop: LoopResult): string[] {
  return [
    loop.endpoint,
    loop.scenario,
    loop.cache,
    String(loop.turns),
    String(loop.n),
    String(loop.errors),
    formatMs(loop.metrics.loopMs?.p50),
    formatMs(loop.metrics.loopMs?.p95),
    formatMs(loop.metrics.sumTtftMs?.p50),
    formatMs(loop.metrics.modelMs?.p50),
    formatMs(loop.metrics.toolMs?.p50),
    formatMs(loop.metrics.queueMs?.p50),
    jobsPerHourText(loop),
  ];
}

/** The mean cost of a job at its endpoint's price, or `–` without one. */
function costPerJob(loop: LoopResult): string {
  return loop.cost ? formatMoney(loop.cost.perJob.mean, loop.cost.currency) : '–';
}
