import type { CellResult, LoopResult, Results } from '../results/types.js';
import { formatMs, formatNumber } from './format.js';
import { renderTextTable, type Column } from './text-table.js';

const COLUMNS: Column[] = [
  { header: 'endpoint' },
  { header: 'scenario' },
  { header: 'cache' },
  { header: 'n', align: 'right' },
  { header: 'err', align: 'right' },
  { header: 'TTFB p50', align: 'right' },
  { header: 'TTFT p50', align: 'right' },
  { header: 'TTFT p95', align: 'right' },
  { header: 'settle p50', align: 'right' },
  { header: 'e2e p50', align: 'right' },
  { header: 'stall p95', align: 'right' },
  { header: 'tok/s p50', align: 'right' },
  { header: 'IDR p50', align: 'right' },
  { header: 'delivery' },
];

/** The CLI's view of a run: one row per endpoint × scenario × cache state (× agent turn), then agent loops. */
export function renderTerminalReport(results: Results): string {
  const rows = results.cells.map(cellRow);
  const parts = [renderTextTable(COLUMNS, rows)];
  if (results.loops.length > 0) {
    parts.push('', 'agent loops (whole conversation, what the user waits for)', renderTextTable(LOOP_COLUMNS, results.loops.map(loopRow)));
  }
  const errorLines = results.cells
    .filter((c) => c.errors > 0)
    .map((c) => `  ${c.endpoint} / ${scenarioLabel(c)} / ${c.cache}: ${Object.entries(c.errorKinds).map(([k, v]) => `${k} ×${v}`).join(', ')}`);
  if (errorLines.length > 0) parts.push('', 'errors', ...errorLines);
  const notes: string[] = [];
  if (results.run.partial) notes.push('PARTIAL RUN: cancelled before every request finished.');
  const estimated = results.cells.reduce((n, c) => n + c.tokensSource.estimate, 0);
  if (estimated > 0) notes.push(`${estimated} request(s) sent no usage; their token counts are estimates (one token per event).`);
  if (notes.length > 0) parts.push('', ...notes);
  return parts.join('\n');
}

function scenarioLabel(cell: CellResult): string {
  return cell.turn === null ? cell.scenario : `${cell.scenario} #${cell.turn + 1}`;
}

function cellRow(cell: CellResult): string[] {
  const m = cell.metrics;
  return [
    cell.endpoint,
    scenarioLabel(cell),
    cell.cache,
    String(cell.n),
    String(cell.errors),
    formatMs(m.ttfbMs?.p50),
    formatMs(m.ttftMs?.p50),
    formatMs(m.ttftMs?.p95),
    formatMs(m.settleMs?.p50),
    formatMs(m.e2eMs?.p50),
    formatMs(m.maxGapMs?.p95),
    formatNumber(m.tokensPerSecond?.p50),
    formatNumber(m.idr?.p50, 2),
    deliveryLabel(cell),
  ];
}

/** The dominant class, with the split when requests disagree (e.g. `streamed 9/10, buffered 1`). */
export function deliveryLabel(cell: CellResult): string {
  const entries = (['streamed', 'coalesced', 'buffered'] as const)
    .map((k) => [k, cell.classes[k]] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1]);
  const classified = entries.reduce((n, [, v]) => n + v, 0);
  if (classified === 0) return cell.classes.undefined > 0 ? 'too short' : '–';
  const [first, ...rest] = entries;
  if (rest.length === 0) return first![0];
  return [`${first![0]} ${first![1]}/${classified}`, ...rest.map(([k, v]) => `${k} ${v}`)].join(', ');
}

const LOOP_COLUMNS: Column[] = [
  { header: 'endpoint' },
  { header: 'scenario' },
  { header: 'cache' },
  { header: 'turns', align: 'right' },
  { header: 'n', align: 'right' },
  { header: 'err', align: 'right' },
  { header: 'loop p50', align: 'right' },
  { header: 'loop p95', align: 'right' },
  { header: 'ΣTTFT p50', align: 'right' },
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
  ];
}
