import type { DriftPrior, DriftPriors, HistoryChanges, HistoryCreep, HistoryStep } from '../../gate/index.js';
import { formatPercent, cellWhere } from '../format.js';
import { metricLabel, METRICS } from '../../vocabulary/index.js';

/** One run of the history as `history show` lists it. */
export interface HistoryRow {
  commit: string | null;
  time: string;
  verdict: string;
  /** TTFT medians per cell (label: endpoint and cell). */
  values: { label: string; value: number | null }[];
}

const percent = (change: number): string => `${Math.abs(change * 100).toFixed(0)} %`;
/** A recorded run as its commit names it; a run recorded outside a repository has none. */
const short = (commit: string | null): string => (commit === null ? 'no commit' : commit.slice(0, 7));

function where(c: HistoryStep | HistoryCreep): string {
  return `${METRICS[c.metric].label} p50 of ${c.endpoint} ${cellWhere(c)}`;
}

/** "TTFT p50 of api chat · cold rose 18 % at a1b2c3d, 6 runs ago". */
export function stepSentence(step: HistoryStep): string {
  const rose = step.change > 0 ? 'rose' : 'fell';
  const at = step.commit === null ? `with the run of ${step.time.slice(0, 10)}` : `at ${short(step.commit)}`;
  const when = step.thisRun
    ? 'with this run'
    : `${at}, ${step.runsAgo === 0 ? 'the latest run' : `${step.runsAgo} run${step.runsAgo === 1 ? '' : 's'} ago`}`;
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

/** `history show`: one line per recorded run, oldest first, each named by its commit (`no commit` outside a repository). */
export function renderHistoryTable(rows: readonly HistoryRow[]): string {
  const width = rows.some((r) => r.commit === null) ? 'no commit'.length : 7;
  return rows
    .map((r) => {
      const values = r.values.map((v) => `${v.label} ${v.value === null ? '–' : `${v.value.toFixed(0)} ms`}`).join(', ');
      return `${short(r.commit).padEnd(width)}  ${r.time.slice(0, 16)}  ${r.verdict.padEnd(12)} TTFT p50: ${values}`;
    })
    .join('\n');
}

/** Why the pooled window starts where it does (src/history/segment.ts), as the history label says it. */
export type SegmentStartText =
  | { kind: 'accepted' | 'recorded'; commit: string | null; time: string; reason?: string }
  | { kind: 'baseline'; time: string }
  | { kind: 'detected'; commit: string | null; time: string }
  | { kind: 'none' };

const whenOf = (commit: string | null, time: string): string => (commit ? `at ${commit.slice(0, 7)}` : `on ${time.slice(0, 10)}`);

/** "since the change accepted at a1b2c3d (new GPU pool)", "since a step detected at …", or '' (no step). */
export function segmentSince(start: SegmentStartText): string {
  switch (start.kind) {
    case 'accepted':
      return `since the change accepted ${whenOf(start.commit, start.time)}${start.reason ? ` (${start.reason})` : ''}`;
    case 'recorded':
      return `since the baseline recorded ${whenOf(start.commit, start.time)}${start.reason ? ` (${start.reason})` : ''}`;
    case 'baseline':
      return `since the baseline file recorded on ${start.time.slice(0, 16).replace('T', ' ')}`;
    case 'detected':
      return `since a step detected ${whenOf(start.commit, start.time)}`;
    case 'none':
      return '';
  }
}

/**
 * The history side's label: which runs were pooled, why the window starts where it does, and where the drift was
 * measured, e.g. "history (folder …): last 3 runs pooled, a1b2c3d…f00ba12, since the change accepted at 0c0ffee;
 * drift measured over the 3 runs of the segment".
 */
export function historySideLabel(
  describe: string,
  pooledCommits: readonly (string | null)[],
  start: SegmentStartText,
  driftRuns: number | null,
): string {
  const commits = pooledCommits.filter((c): c is string => c !== null).map((c) => c.slice(0, 7));
  const span = commits.length > 0 ? `, ${commits.length === 1 ? commits[0] : `${commits[0]}…${commits.at(-1)}`}` : '';
  const since = segmentSince(start);
  const n = pooledCommits.length;
  const runs = n === 1 ? 'the one run since the step (its drift assumed, as for a 1-run baseline)' : `last ${n} runs pooled`;
  const window =
    driftRuns !== null && driftRuns > n ? `; drift measured over ${driftRuns} runs${start.kind === 'none' ? '' : ' of the segment'}` : '';
  return `history (${describe}): ${runs}${span}${since ? `, ${since}` : ''}${window}`;
}

/** Why the history gives no comparison side when its segment holds too few runs: which fallback is used. */
export function shortSegmentNote(describe: string, workload: string, runs: number, start: SegmentStartText, total: number): string {
  const since = segmentSince(start);
  if (start.kind === 'baseline')
    return `history: ${runs} run(s) of ${workload} in ${describe} ${since}: the newer baseline file is the comparison side`;
  if (since === '') return `history: ${total} run(s) of ${workload} in ${describe}; 2 are needed to compare with`;
  return `history: no run of ${workload} in ${describe} ${since} yet: nothing to compare with until one is recorded`;
}

/**
 * The log line for the store's drift prior: per metric its log-sd and the degrees of freedom it is worth, and how many
 * series (a workload's endpoint over its current segment) it was fitted from.
 */
export function driftPriorLine(priors: DriftPriors, series: Partial<Record<string, number>>): string {
  const each = Object.entries(priors).map(([metric, p]) => driftPriorFigure(metric, p!, `, ${series[metric] ?? 0} series`));
  return `history: drift between runs from everything the store holds: ${each.join(', ')}`;
}

/** `TTFT ±5.6% (ν₀ 50)`: one metric's drift prior, its log-sd as a percentage and the degrees of freedom it is worth. */
export function driftPriorFigure(metric: string, prior: DriftPrior, more = ''): string {
  return `${metricLabel(metric)} ±${formatPercent(prior.logSd, 1)} (ν₀ ${Math.round(prior.df)}${more})`;
}
