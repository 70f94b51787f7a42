/** Lines of the report's top: the verdict line without a gate, the context line, notes; and the log's summary line. */
import type { GateOutcome } from '../../gate/types.js';
import type { Results } from '../../results/types.js';
import { escapeMarkdown } from '../escape.js';
import { formatMs } from '../format.js';
import { STATUS } from '../headline.js';

const MAX_NOTES = 10;
const NOTE_CHARS = 400;

function countsText(gate: GateOutcome): string {
  const { fail, inconclusive, pass, notGated } = gate.counts;
  if (fail + inconclusive + pass === 0) return notGated > 0 ? `nothing compared (${notGated} not gated)` : 'nothing compared';
  const parts = [`${fail} failed`, `${inconclusive} inconclusive`, `${pass} passed`];
  if (notGated > 0) parts.push(`${notGated} not gated`);
  return parts.join(' · ');
}

/** One plain-text line for logs: `streamgate: FAIL — 2 failed · 1 inconclusive · 31 passed`. */
export function renderSummaryLine(gate: GateOutcome | null): string {
  if (!gate) return 'streamgate: measured, no baseline';
  return `streamgate: ${STATUS[gate.verdict]} — ${countsText(gate)}`;
}

/** The first line of the report. */
export function renderVerdictLine(gate: GateOutcome | null, candidate: Results): string {
  if (gate) return `**streamgate: ${STATUS[gate.verdict]}** — ${countsText(gate)}`;
  const requests = candidate.cells.reduce((n, c) => n + c.n, 0);
  const errors = candidate.cells.reduce((n, c) => n + c.errors, 0);
  const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `**streamgate: measured, no baseline** — ${count(candidate.cells.length, 'cell')} · ${count(requests, 'request')} · ${count(errors, 'error')}`;
}

export function renderContextLine(title: string, candidate: Results, baselineLabel: string | null): string {
  const requests = candidate.cells.reduce((n, c) => n + c.n, 0);
  const parts = [`Workload **${escapeMarkdown(title)}**`];
  if (baselineLabel !== null) parts.push(`compared with **${escapeMarkdown(baselineLabel)}**`);
  parts.push(`${requests} requests measured in ${formatMs(candidate.run.durationMs)}`);
  const lines = [parts.join(' · ')];
  if (candidate.run.partial)
    lines.push('**Partial run:** cancelled before every request finished; the numbers cover the requests that completed.');
  return lines.join('\n\n');
}

export function renderNotes(notes: readonly string[]): string[] {
  const kept = notes.map((n) => escapeMarkdown(n, NOTE_CHARS)).filter((n) => n !== '');
  if (kept.length === 0) return [];
  const shown = kept.slice(0, MAX_NOTES).map((n) => `- ${n}`);
  if (kept.length > MAX_NOTES) shown.push(`- … and ${kept.length - MAX_NOTES} more`);
  return ['**Notes**', ...shown];
}
