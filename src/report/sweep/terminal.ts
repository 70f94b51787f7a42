/**
 * The CLI's view of a capacity sweep: the verdict line, then per endpoint its capacity, the gate's sentence and one row
 * per level. The same sentences as the Markdown report (sentences.ts, level-table.ts) in plain text; no colour.
 */
import { plainText } from '../escape.js';
import { levelTable, SWEEP_KEY_LINES } from './level-table.js';
import { capacityText, gateText, shardsText, sweepHeadline } from './sentences.js';
import { PLAIN_STYLE, type SweepReportInput } from './words.js';
import { renderTextTable, type Column } from '../terminal/colour.js';

export function renderSweepTerminal(input: SweepReportInput): string {
  const { sweep } = input;
  const headline = sweepHeadline(input, PLAIN_STYLE);
  const lines: string[] = [`streamgate sweep: ${headline.status} — ${headline.text}`];
  const context = [`workload ${plainText(sweep.workload.name, 80)}`, `${sweep.sweep.load} sweep`];
  if (input.gate.comparand === 'baseline') context.push('compared with the baseline sweep');
  if (input.gate.comparand === 'reference') {
    const reference = sweep.endpoints.find((e) => e.reference)?.name ?? 'reference';
    context.push(`compared with the reference endpoint ${plainText(reference, 80)}`);
  }
  lines.push(context.join(' · '));
  if (sweep.run.partial) lines.push('PARTIAL SWEEP: cancelled before every level finished; the levels shown are those measured.');
  if (sweep.endpoints.length === 0) lines.push('', 'No endpoint was measured.');
  for (const endpoint of sweep.endpoints) {
    const verdict = input.gate.endpoints.find((g) => g.endpoint === endpoint.name)?.verdict;
    const tag = verdict === 'fail' ? ' [FAIL]' : verdict === 'pass' ? ' [pass]' : verdict === 'inconclusive' ? ' [inconclusive]' : '';
    const model = endpoint.model ? ` (${plainText(endpoint.model, 80)})` : '';
    lines.push('', `${plainText(endpoint.name, 80)}${endpoint.reference ? ' [reference]' : ''}${model}${tag}`);
    lines.push(`  ${capacityText(endpoint, sweep, PLAIN_STYLE)}`);
    const shards = shardsText(endpoint, sweep.sweep.load);
    if (shards) lines.push(`  ${shards}`);
    const gate = gateText(input, endpoint, PLAIN_STYLE);
    if (gate) lines.push(`  ${gate}`);
    if (endpoint.levels.length > 0 || endpoint.synchronous) {
      const table = levelTable(endpoint, sweep.sweep.load, (text) => text.toUpperCase());
      const columns: Column[] = table.headers.map((header, i) => ({ header, align: table.aligns[i] }));
      lines.push('', ...renderTextTable(columns, table.rows).split('\n'));
    }
  }
  if (sweep.hasSlo && sweep.endpoints.some((e) => e.levels.length > 0)) lines.push('', ...SWEEP_KEY_LINES.map((l) => `key: ${l}`));
  return lines.join('\n');
}
