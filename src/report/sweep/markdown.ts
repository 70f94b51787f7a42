/**
 * The Markdown report of a capacity sweep (the PR comment and the job summary of `mode: sweep`): the verdict, then per
 * endpoint the capacity the levels bracket, the gate's comparison with the baseline's (or the reference endpoint's),
 * one row per level and two charts against load. The words (words.ts), sentences (sentences.ts) and level
 * table (level-table.ts) are shared with the terminal (terminal.ts); the charts are mermaid.ts.
 * Pure: every untrusted string goes through `escape.ts` before it is placed.
 */
import type { SweepEndpoint, SweepEndpointGate } from '../../results/index.js';
import { escapeMarkdown } from '../escape.js';
import { renderMarkdownTable } from '../markdown/format.js';
import { DROP_RANK, fitBlocks, type Block } from '../markdown/fit.js';
import { DEFAULT_MAX_CHARS } from '../markdown/types.js';
import { levelTable, SWEEP_KEY_LINES } from './level-table.js';
import { sweepCharts } from './mermaid.js';
import { capacityText, endpointGate, gateText, shardsText, sweepHeadline } from './sentences.js';
import { MARKDOWN_STYLE, type SweepReportInput } from './words.js';

const MARK: Partial<Record<SweepEndpointGate['verdict'], string>> = { fail: '❌', pass: '✅', inconclusive: '⚠️' };

function contextLine(input: SweepReportInput): string {
  const { sweep, gate } = input;
  const levels = sweep.endpoints.reduce((n, e) => n + e.levels.length, 0);
  const requests = sweep.endpoints.reduce((n, e) => n + e.levels.reduce((m, l) => m + l.requests, 0), 0);
  const compared =
    gate.comparand === 'baseline'
      ? 'compared with the baseline sweep'
      : gate.comparand === 'reference'
        ? `compared with the reference endpoint **${escapeMarkdown(sweep.endpoints.find((e) => e.reference)?.name ?? 'reference', 80)}**`
        : null;
  const parts = [
    `Workload **${escapeMarkdown(sweep.workload.name)}**`,
    `${sweep.sweep.load === 'rate' ? 'rate' : 'concurrency'} sweep`,
    ...(compared ? [compared] : []),
    `${sweep.endpoints.length} endpoint${sweep.endpoints.length === 1 ? '' : 's'}`,
    `${levels} level${levels === 1 ? '' : 's'}, ${requests} requests`,
  ];
  return parts.join(' · ');
}

function endpointBlocks(input: SweepReportInput, endpoint: SweepEndpoint, index: number): Block[] {
  const { sweep, gate, baseline } = input;
  const g = endpointGate(gate, endpoint.name);
  const mark = g ? MARK[g.verdict] : undefined;
  const group = `endpoint-${index}`;
  const model = endpoint.model ? ` · ${escapeMarkdown(endpoint.model, 80)}` : '';
  const reference = endpoint.reference ? ' (reference)' : '';
  const blocks: Block[] = [
    fixed(`### ${mark ? `${mark} ` : ''}${escapeMarkdown(endpoint.name, 80)}${reference}${model}`),
    fixed(capacityText(endpoint, sweep, MARKDOWN_STYLE)),
  ];
  const shards = shardsText(endpoint, sweep.sweep.load);
  if (shards) blocks.push(fixed(shards));
  const gateLine = gateText(input, endpoint, MARKDOWN_STYLE);
  if (gateLine) blocks.push(fixed(gateLine));
  if (endpoint.levels.length > 0 || endpoint.synchronous) {
    const table = levelTable(endpoint, sweep.sweep.load, (t) => `**${t}**`);
    blocks.push({
      text: renderMarkdownTable(table.headers, table.aligns, table.rows),
      gap: '\n\n',
      kind: 'table',
      dropRank: g?.verdict === 'fail' ? DROP_RANK.failingTable : DROP_RANK.passingTable,
    });
  }
  sweepCharts(sweep, baseline, endpoint).forEach((text, i) =>
    blocks.push({
      text,
      gap: '\n\n',
      kind: 'chart',
      dropRank: i === 0 ? DROP_RANK.timeline : DROP_RANK.chart,
      group: `${group}-chart-${i}`,
    }),
  );
  return blocks;
}

function fixed(text: string): Block {
  return { text, gap: '\n\n', kind: 'fixed', dropRank: DROP_RANK.never };
}

/**
 * The sweep's Markdown report: the verdict line, the context, a partial-sweep note, then per endpoint its capacity,
 * the gate's sentence, the level table and two charts, and the key. Charts, then tables, are dropped to fit `maxChars`.
 */
export function renderSweepMarkdown(input: SweepReportInput): string {
  const { sweep } = input;
  const headline = sweepHeadline(input, MARKDOWN_STYLE);
  const blocks: Block[] = [fixed(`**streamgate sweep: ${headline.status}** — ${headline.text}`), fixed(contextLine(input))];
  if (sweep.run.partial)
    blocks.push(fixed('**Partial sweep:** cancelled before every level finished; the levels shown are those measured.'));
  if (input.baseline !== null && input.baseline.sweep.load !== sweep.sweep.load)
    blocks.push(
      fixed(
        `**Note:** the baseline sweep measured ${input.baseline.sweep.load} levels and this one ${sweep.sweep.load} levels; the charts do not draw it.`,
      ),
    );
  if (sweep.endpoints.length === 0) blocks.push(fixed('No endpoint was measured.'));
  sweep.endpoints.forEach((endpoint, i) => blocks.push(...endpointBlocks(input, endpoint, i)));
  if (sweep.hasSlo && sweep.endpoints.some((e) => e.levels.length > 0)) blocks.push(fixed(`**Key:** ${SWEEP_KEY_LINES.join(' ')}`));
  return `${fitBlocks(blocks, input.maxChars ?? DEFAULT_MAX_CHARS, undefined)}\n`;
}
