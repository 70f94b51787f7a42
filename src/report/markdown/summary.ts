/** Lines of the report's top: the verdict line of a run with nothing judged, the context line, notes. */
import type { RunDecision } from '../../decision/index.js';
import type { Results } from '../../results/index.js';
import { escapeMarkdown } from '../escape.js';
import { formatMs } from '../format.js';

const MAX_NOTES = 10;
const NOTE_CHARS = 400;

const count = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The first line of a report with nothing judged: what was measured, from the run's one request count. */
export function renderVerdictLine(decision: Pick<RunDecision, 'requests' | 'views'>): string {
  const { measured, errors } = decision.requests;
  const cells = decision.views.filter((v) => v.candidate !== null).length;
  return `**streamgate: measured, no baseline** — ${count(cells, 'cell')} · ${count(measured, 'request')} · ${count(errors, 'error')}`;
}

/** `150 requests measured (+6 warm-up)`: the run's one request count, in every surface's words. */
export function requestsText(requests: RunDecision['requests']): string {
  return `${count(requests.measured, 'request')} measured${requests.warmup > 0 ? ` (+${requests.warmup} warm-up)` : ''}`;
}

export function renderContextLine(title: string, candidate: Results, decision: Pick<RunDecision, 'requests' | 'comparison'>): string {
  const parts = [`Workload **${escapeMarkdown(title)}**`];
  const label = decision.comparison?.label ?? null;
  if (label !== null) parts.push(`compared with **${escapeMarkdown(label)}**`);
  parts.push(`${requestsText(decision.requests)} in ${formatMs(candidate.run.durationMs)}`);
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
