import type { HistoryChanges, HistoryCreep, HistoryStep } from '../../gate/index.js';
import { METRICS } from '../../vocabulary/index.js';
import { cellWhere } from '../format.js';

/** One run of the history as `history show` lists it. */
export interface HistoryRow {
  commit: string | null;
  time: string;
  verdict: string;
  /** TTFT medians per cell (label: endpoint and cell). */
  values: { label: string; value: number | null }[];
}

const percent = (change: number): string => `${Math.abs(change * 100).toFixed(0)} %`;
const short = (commit: string | null): string => (commit === null ? 'this run' : commit.slice(0, 7));

function where(c: HistoryStep | HistoryCreep): string {
  return `${METRICS[c.metric].label} p50 of ${c.endpoint} ${cellWhere(c)}`;
}

/** "TTFT p50 of api chat · cold rose 18 % at a1b2c3d, 6 runs ago". */
export function stepSentence(step: HistoryStep): string {
  const rose = step.change > 0 ? 'rose' : 'fell';
  const when =
    step.commit === null
      ? 'with this run'
      : `at ${short(step.commit)}, ${step.runsAgo === 0 ? 'the latest run' : `${step.runsAgo} run${step.runsAgo === 1 ? '' : 's'} ago`}`;
  return `${where(step)} ${rose} ${percent(step.change)} ${when}${step.worse ? '' : ' (better)'}`;
}

/** "tok/s p50 of api chat · cold crept down 24 % over the last 10 runs". */
export function creepSentence(creep: HistoryCreep): string {
  return `${where(creep)} crept ${creep.change > 0 ? 'up' : 'down'} ${percent(creep.change)} over the last ${creep.runs} runs, beyond the 10 % creep margin`;
}

/** Lines for the terminal (null when the history shows nothing). */
export function renderHistoryChanges(changes: HistoryChanges): string | null {
  const lines = [...changes.steps.map(stepSentence), ...changes.creeps.map(creepSentence)];
  return lines.length === 0 ? null : `history:\n${lines.map((l) => `  - ${l}`).join('\n')}`;
}

/** The same as a Markdown section for the report (empty when the history shows nothing). */
export function renderHistoryChangesMarkdown(changes: HistoryChanges): string {
  const lines = [...changes.steps.map(stepSentence), ...changes.creeps.map(creepSentence)];
  return lines.length === 0 ? '' : `### History\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`;
}

/** `history show`: one line per run, oldest first. */
export function renderHistoryTable(rows: readonly HistoryRow[]): string {
  return rows
    .map((r) => {
      const values = r.values.map((v) => `${v.label} ${v.value === null ? '–' : `${v.value.toFixed(0)} ms`}`).join(', ');
      return `${short(r.commit).padEnd(8)} ${r.time.slice(0, 16)}  ${r.verdict.padEnd(12)} TTFT p50: ${values}`;
    })
    .join('\n');
}
