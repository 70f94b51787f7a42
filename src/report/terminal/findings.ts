/**
 * The terminal's verdict, grouped like the PR comment: the verdict line, one line per endpoint and cause, what
 * passed, the primary table per endpoint, and the key. Lines are wrapped to fit the terminal (100 columns by
 * default) with a hanging indent; colour only when the caller says the stream takes it.
 */
import type { RunDecision } from '../../decision/index.js';
import { paint, renderTextTable, visibleLength, type Column, type Tone } from './colour.js';
import { explainNotGated } from '../explain/index.js';
import { findingText } from '../findings.js';
import { passedLine } from '../passed-line.js';
import { answersLines } from '../text/quality.js';
import { conditionLineText, conditionLines } from '../text/conditions.js';
import { speculativeLines } from '../text/speculative.js';
import { formatPercent } from '../format.js';
import { headlineText, statusText } from '../headline.js';
import { primaryTable, type PrimaryRow } from '../primary-table.js';
import { terminalKeyLines } from '../report-key.js';

export const TERMINAL_WIDTH = 100;

/** Not-gated notes shown at most (the rest are in report.md). */
const MAX_NOTES = 3;

export interface TerminalVerdictInput {
  /** The run's one decision (src/decision/run.ts): the verdict line, findings and tables render it. */
  decision: RunDecision;
  colour?: boolean;
  width?: number;
}

const VERDICT_TONE: Record<RunDecision['verdict'], Tone> = {
  fail: 'fail',
  inconclusive: 'warn',
  pass: 'pass',
  none: 'muted',
  error: 'fail',
  interrupted: 'warn',
};

export function renderTerminalVerdict(input: TerminalVerdictInput): string {
  const colour = input.colour ?? false;
  const width = input.width ?? TERMINAL_WIDTH;
  const lines: string[] = [];
  const { decision } = input;
  const { outcome, findings, views } = decision;
  const conformance = decision.conformance;
  const runError = decision.verdict === 'error' ? headlineText(decision, '') : null;
  if (outcome) {
    const status = paint(statusText(decision), VERDICT_TONE[decision.verdict], colour);
    lines.push(...wrap(`${status} — ${headlineText(decision, '')}`, width, '  '));
    const against =
      decision.comparison !== null
        ? `compared with ${decision.comparison.label}`
        : (outcome.slo ?? []).length > 0
          ? 'no comparison side: judged against the service-level objectives'
          : outcome.pooled.length === 0 && (conformance?.contracts ?? []).length > 0
            ? 'no comparison side: judged against the declared expectations (expect:)'
            : 'no comparison side';
    lines.push(...wrap(`  ${against}`, width, '    '));
    const byKey = new Map(views.map((v) => [v.key, v]));
    for (const f of findings) {
      const mark = f.verdict === 'fail' ? paint('FAIL', 'fail', colour) : paint('open', 'warn', colour);
      lines.push(...wrap(`  ${mark} ${f.endpoint}: ${findingText(f, byKey)}`, width, '       '));
    }
    for (const line of conditionLines(decision.conditions))
      lines.push(...wrap(`  ${paint('note', 'warn', colour)} ${conditionLineText(line)}`, width, '       '));
    for (const line of answersLines(outcome)) lines.push(...wrap(`  ${line}`, width, '    '));
    for (const line of speculativeLines(decision)) lines.push(...wrap(`  speculative decoding: ${line}`, width, '    '));
    const passed = passedLine(outcome, conformance, runError ? null : (decision.headline?.resolutionIn ?? null));
    if (passed) lines.push(...wrap(`  ${paint('passed', 'pass', colour)} ${passed}`, width, '         '));
    // The measurement table above has every cell; here only the cells that failed or are still open.
    const compared = outcome.pooled.length > 0 || (outcome.slo ?? []).length === 0;
    const table = primaryTable(views, compared);
    const shown = table.rows.filter((r) => r.verdict !== 'pass' && r.verdict !== 'none');
    if (shown.length > 0) {
      lines.push('');
      lines.push(renderRows(shown, colour, table.acceptance));
    }
    const rest = otherCellsLine(table.rows, shown.length, table.more);
    if (rest) lines.push(`  ${rest}`);
    // A key only where there is something to read it against (a passing run shows no verdicts to decode).
    if (findings.length > 0) lines.push('');
    if (findings.length > 0) for (const key of terminalKeyLines(decision)) lines.push(...wrap(paint(key, 'muted', colour), width, '  '));
    const notes = explainNotGated(outcome.warnings);
    for (const note of notes.slice(0, MAX_NOTES)) lines.push(...wrap(`note: ${note}`, width, '      '));
    if (notes.length > MAX_NOTES) lines.push(`note: ${notes.length - MAX_NOTES} more in report.md`);
  }
  if (!outcome && decision.verdict !== 'none')
    lines.push(
      ...wrap(`${paint(statusText(decision), VERDICT_TONE[decision.verdict], colour)} — ${headlineText(decision, '')}`, width, '  '),
    );
  if (!outcome)
    for (const line of conditionLines(decision.conditions))
      lines.push(...wrap(`  ${paint('note', 'warn', colour)} ${conditionLineText(line)}`, width, '       '));
  // Measure only, every contract kept: a request that failed one is still named.
  const kept = !outcome ? passedLine(null, conformance) : null;
  if (kept) lines.push(...wrap(`  ${paint('passed', 'pass', colour)} ${kept}`, width, '         '));
  if (!outcome) for (const line of speculativeLines(decision)) lines.push(...wrap(`speculative decoding: ${line}`, width, '  '));
  if (decision.aa) {
    const aa = decision.aa;
    lines.push(
      ...wrap(
        `A/A calibration: ${aa.falseFailures}/${aa.runs} random half-splits failed (${formatPercent(aa.rate, 1)}, 95% CI ${formatPercent(aa.rateLower, 1)}–${formatPercent(aa.rateUpper, 1)}); ${aa.inconclusive} inconclusive`,
        width,
        '  ',
      ),
    );
  }
  return lines.join('\n');
}

const COLUMNS: Column[] = [
  { header: 'endpoint' },
  { header: 'cell' },
  { header: 'TTFT p50', align: 'right' },
  { header: 'tok/s p50', align: 'right' },
  { header: 'delivery' },
  { header: 'verdict' },
];

const ROW_TONE: Record<PrimaryRow['verdict'], Tone | null> = {
  fail: 'fail',
  inconclusive: 'warn',
  undecided: 'warn',
  pass: 'pass',
  none: null,
};

function renderRows(rows: readonly PrimaryRow[], colour: boolean, acceptance: boolean): string {
  const body = rows.map((r, i) => {
    const verdict =
      r.verdict === 'fail'
        ? `FAIL${r.because.length > 0 ? `: ${r.because.join(', ')}` : ''}`
        : r.verdict === 'none'
          ? 'not gated'
          : r.verdict;
    const tone = ROW_TONE[r.verdict];
    const sameEndpoint = i > 0 && rows[i - 1]!.endpoint === r.endpoint;
    return [
      sameEndpoint ? '' : r.endpoint,
      r.cell,
      short(r.ttft),
      short(r.tokensPerSecond),
      ...(acceptance ? [short(r.acceptance)] : []),
      r.delivery,
      tone ? paint(verdict, tone, colour) : verdict,
    ];
  });
  return renderTextTable(
    acceptance ? [...COLUMNS.slice(0, 4), { header: 'accepted', align: 'right' }, ...COLUMNS.slice(4)] : COLUMNS,
    body,
  );
}

/** `340 ms → 398 ms (+17%)` → `398 ms (+17%)`: the candidate and the tested change (both sides are in the table above). */
function short(text: string): string {
  const arrow = text.lastIndexOf(' → ');
  return arrow < 0 ? text : text.slice(arrow + 3);
}

/** Words wrapped to `width` visible columns; continuation lines start with `indent`. A word longer than a line stays whole. */
export function wrap(text: string, width: number, indent: string): string[] {
  if (visibleLength(text) <= width) return [text];
  const lead = /^ */.exec(text)![0];
  const lines: string[] = [];
  let line = lead;
  for (const word of text.slice(lead.length).split(' ')) {
    const empty = line.trim() === '';
    const candidate = empty ? `${line}${word}` : `${line} ${word}`;
    if (!empty && visibleLength(candidate) > width) {
      lines.push(line);
      line = `${indent}${word}`;
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}

const cells = (n: number): string => `${n} cell${n === 1 ? '' : 's'}`;

/**
 * What the terminal leaves out of its table of failed and open cells, each kind counted apart: `1 cell passed
 * (report.md has its table)`, `and 3 cells passed, 1 not compared, 2 more not shown (report.md has them all)`.
 */
function otherCellsLine(rows: readonly { verdict: string }[], shown: number, more: number): string | null {
  if (rows.length === 0) return null;
  const passed = rows.filter((r) => r.verdict === 'pass').length;
  const none = rows.filter((r) => r.verdict === 'none').length;
  const parts = [
    ...(passed > 0 ? [`${cells(passed)} passed`] : []),
    ...(none > 0 ? [`${cells(none)} not compared`] : []),
    ...(more > 0 ? [`${cells(more)} more not shown`] : []),
  ];
  if (parts.length === 0) return null;
  const where = passed + none + more === 1 ? 'report.md has its table' : 'report.md has them all';
  return `${shown > 0 ? 'and ' : ''}${parts.join(', ')} (${where})`;
}
