/**
 * The conformance section's quality table: speed beside the share of correct answers and of other checks per
 * endpoint × scenario × cache state, with the comparison side's rates. Pure: every name goes through `escape.ts`.
 */
import { ANSWER_ASSERTIONS, ANSWER_CORRECT, type AssertionTally } from '../../conformance/index.js';
import { cellKey, sameCell, type CacheState } from '../../vocabulary/index.js';
import type { ConformanceReportInput } from './matrix.js';
import { escapeMarkdown } from '../escape.js';
import { formatMs } from '../format.js';
import { renderMarkdownTable, type Align } from '../markdown/format.js';

function sum(tallies: readonly AssertionTally[]): { passed: number; total: number } {
  return tallies.reduce((acc, t) => ({ passed: acc.passed + t.passed, total: acc.total + t.total }), { passed: 0, total: 0 });
}

function rate(t: { passed: number; total: number } | null): string {
  if (!t || t.total === 0) return '–';
  return `${((t.passed / t.total) * 100).toFixed(0)}% (${t.passed}/${t.total})`;
}

/** Checks named in one cell at most; the rest are counted. */
const NAMED_CHECKS = 4;

/**
 * The other checks' share, each check named with its own count, failing ones first:
 * `67% (20/30): usage-present 0/10, non-empty 10/10, within-max-tokens 10/10`.
 */
function namedRate(tallies: readonly AssertionTally[]): string {
  if (tallies.length === 0) return rate(null);
  const byName = new Map<string, { passed: number; total: number }>();
  for (const t of tallies) {
    const seen = byName.get(t.assertion) ?? { passed: 0, total: 0 };
    byName.set(t.assertion, { passed: seen.passed + t.passed, total: seen.total + t.total });
  }
  const checks = [...byName].sort(([, a], [, b]) => Number(a.passed === a.total) - Number(b.passed === b.total));
  const named = checks.slice(0, NAMED_CHECKS).map(([name, t]) => `${escapeMarkdown(name, 40)} ${t.passed}/${t.total}`);
  const more = checks.length > NAMED_CHECKS ? [`${checks.length - NAMED_CHECKS} more`] : [];
  return `${rate(sum(tallies))}: ${[...named, ...more].join(', ')}`;
}

/** Conformance tallies are per single-request cell (never an agent turn). */
const tallyCell = (t: { endpoint: string; scenario: string; cache: CacheState }): string => cellKey({ ...t, turn: null });

/**
 * Speed beside quality per endpoint × scenario × cache state: TTFT p50, tok/s p50, the share of correct answers
 * (answer assertions) and of other checks (each named with its count), with the baseline's rates when there is one. A faster endpoint that
 * answers worse shows both in one row.
 */
export function renderQualityTable(input: ConformanceReportInput): string | null {
  const groups = new Map<string, AssertionTally[]>();
  for (const t of input.candidate.assertions) {
    const list = groups.get(tallyCell(t)) ?? [];
    list.push(t);
    groups.set(tallyCell(t), list);
  }
  if (groups.size === 0) return null;
  const baseGroups = new Map<string, AssertionTally[]>();
  for (const t of input.baseline?.assertions ?? []) {
    const list = baseGroups.get(tallyCell(t)) ?? [];
    list.push(t);
    baseGroups.set(tallyCell(t), list);
  }
  const compared = input.baseline !== null;
  const side = escapeMarkdown(input.comparisonName ?? 'baseline', 40);
  // Quality is the share of requests whose every expected-answer kind passed; the kinds themselves stay out of
  // "other checks" so nothing is counted twice. No answer checked anywhere: no column of dashes beside "checks held".
  const isAnswer = (t: AssertionTally): boolean => t.assertion === ANSWER_CORRECT;
  const isOther = (t: AssertionTally): boolean => t.assertion !== ANSWER_CORRECT && !ANSWER_ASSERTIONS.includes(t.assertion);
  const answered = [...groups.values(), ...baseGroups.values()].some((list) => list.some(isAnswer));
  const headers = [
    'Endpoint',
    'Scenario',
    'TTFT p50',
    'tok/s p50',
    ...(compared && answered ? [`Answers correct (${side})`] : []),
    ...(answered ? ['Answers correct'] : []),
    ...(compared ? [`Other checks (${side})`] : []),
    'Other checks',
  ];
  const aligns: Align[] = headers.map((_, i) => (i < 2 ? 'left' : 'right'));
  const rows = [...groups.values()].map((tallies) => {
    const first = tallies[0]!;
    const cell = input.results?.cells.find((c) => sameCell(c, { ...first, turn: null }));
    const base = baseGroups.get(tallyCell(first)) ?? [];
    const answers = tallies.filter(isAnswer);
    const other = tallies.filter(isOther);
    const baseAnswers = base.filter(isAnswer);
    const baseOther = base.filter(isOther);
    return [
      escapeMarkdown(first.endpoint, 60),
      `${escapeMarkdown(first.scenario, 60)} · ${first.cache}`,
      formatMs(cell?.metrics.ttftMs?.p50 ?? null),
      cell?.metrics.tokensPerSecond ? cell.metrics.tokensPerSecond.p50.toFixed(1) : '–',
      ...(compared && answered ? [rate(baseAnswers.length > 0 ? sum(baseAnswers) : null)] : []),
      ...(answered ? [rate(answers.length > 0 ? sum(answers) : null)] : []),
      ...(compared ? [namedRate(baseOther)] : []),
      namedRate(other),
    ];
  });
  return renderMarkdownTable(headers, aligns, rows);
}
