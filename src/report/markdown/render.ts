/**
 * The Markdown report shared by the PR comment and the job summary, in the order a reviewer reads it: the verdict,
 * one line per endpoint and cause, what passed, a compact endpoint × scenario table of the primary metrics, and the
 * key; then per-cell detail, charts, the conformance matrix and the run's settings in collapsed sections.
 * Pure: every untrusted string goes through `escape.ts` before it is placed.
 */
import { escapeMarkdown } from '../escape.js';
import { renderFindingCharts } from '../finding-charts.js';
import { cacheNotes, retryNote, diagnosticNotes } from '../explain/cache.js';
import { findingText } from '../findings.js';
import type { CellView, Finding, RunDecision } from '../../decision/index.js';
import { conditionLines } from '../text/conditions.js';
import { passedLine } from '../passed-line.js';
import { answersLines } from '../text/quality.js';
import { speculativeLines } from '../text/speculative.js';
import { headlineText, statusText } from '../headline.js';
import { renderConformanceSection } from '../conformance/section.js';
import { renderCellTable } from './cell-table.js';
import { renderDetails } from './details.js';
import { DROP_RANK, fitBlocks, type Block } from './fit.js';
import { renderContextLine, renderNotes, renderVerdictLine } from './summary.js';
import { DEFAULT_MAX_CHARS, type MarkdownReportInput } from './types.js';
import { spellOutFirst } from '../abbreviations.js';
import { renderPrimaryTableMarkdown } from './primary-table.js';
import { primaryTable } from '../primary-table.js';
import { diagnosticKeyMarkdown, reportKeyMarkdown } from '../report-key.js';
import { errorExampleLines } from '../text/run-health.js';
import { clientHealthNote } from '../text/client-health.js';
import { shardsNote } from '../text/shards.js';
import { attributionLine, serverCounterNotes, telemetryAttributions, telemetryTable } from '../text/telemetry.js';

export { DEFAULT_MAX_CHARS, type MarkdownReportInput } from './types.js';

/** First errors shown among the notes at most (each endpoint × kind; the terminal and results have all). */
const MAX_ERROR_NOTES = 3;

/** Findings listed at the top at most (one per endpoint and cause, so this is rarely reached). */
const MAX_FINDINGS = 12;

export function renderMarkdownReport(input: MarkdownReportInput): string {
  const { decision } = input;
  const { views, findings, outcome: gate } = decision;
  const compared = decision.comparison !== null;
  const comparisonName = decision.comparison?.label ?? 'baseline';

  const blocks: Block[] = [fixed(headline(input)), fixed(renderContextLine(input.title, input.candidate, decision))];
  blocks.push(...findingBlocks(findings, views));
  blocks.push(...attributionBlocks(input, findings));
  blocks.push(...conditionBlocks(decision.conditions, findings.length === 0));
  for (const line of answersLines(gate))
    blocks.push({
      text: `**Answers:** ${escapeMarkdown(line, 600)}`,
      gap: '\n\n',
      kind: 'finding',
      dropRank: DROP_RANK.inconclusiveFinding,
    });
  for (const line of speculativeLines(decision))
    blocks.push({
      text: `**Speculative decoding:** ${escapeMarkdown(line, 600)}`,
      gap: '\n\n',
      kind: 'finding',
      dropRank: DROP_RANK.inconclusiveFinding,
    });
  const passed = passedLine(gate, decision.conformance, decision.headline?.resolutionIn ?? null);
  if (passed)
    blocks.push({
      text: `**Passed:** ${escapeMarkdown(passed, 600)}`,
      gap: '\n\n',
      kind: 'finding',
      dropRank: DROP_RANK.inconclusiveFinding,
    });
  const table = primaryTable(views, compared);
  if (table.rows.length > 0)
    blocks.push({ text: renderPrimaryTableMarkdown(table), gap: '\n\n', kind: 'table', dropRank: DROP_RANK.failingTable });
  if (gate) blocks.push(fixed(reportKeyMarkdown(decision)));
  if (gate && views.some((v) => v.comparisons.some((c) => c.evidence.kind === 'not-gated' && c.evidence.why === 'diagnostic')))
    blocks.push({ text: diagnosticKeyMarkdown(), gap: '\n', kind: 'note', dropRank: DROP_RANK.notes });
  blocks.push(...listBlocks(renderNotes([...measurementNotes(input, views), ...(input.notes ?? [])]), 'note', DROP_RANK.notes));

  const charts = compared ? renderFindingCharts(findings, views, comparisonName) : [];
  blocks.push(
    ...section(
      'charts',
      `Charts: ${charts.length === 1 ? 'one chart' : `${charts.length} charts`} of the findings`,
      charts.map((text) => ({ text, kind: 'chart', dropRank: DROP_RANK.chart })),
    ),
  );
  blocks.push(
    ...section(
      'cells',
      cellsSummary(views, compared),
      views.map((view) => ({ text: renderCellTable(view, compared), kind: 'table', dropRank: tableRank(view) })),
    ),
  );
  if (input.conformance) {
    const conformance = renderConformanceSection(input.conformance);
    const failing = input.conformance.gate?.verdict === 'fail';
    const [heading, ...rest] = conformance;
    blocks.push(
      ...section(
        'conformance',
        (heading ?? '').replace(/^#+\s*/, ''),
        rest.map((text) => ({ text, kind: 'table', dropRank: failing ? DROP_RANK.failingTable : DROP_RANK.passingTable })),
      ),
    );
  }
  const telemetry = input.candidate.telemetry ?? [];
  if (telemetry.length > 0)
    blocks.push(
      ...section('telemetry', "Server telemetry: the servers' own metrics per look", [
        { text: telemetryTable(telemetry), kind: 'table', dropRank: DROP_RANK.passingTable },
      ]),
    );
  const details = renderDetails(input, views);
  blocks.push(
    ...section(
      'details',
      details.summary,
      details.parts.map((text) => ({ text, kind: 'details', dropRank: DROP_RANK.detailsPart })),
    ),
  );

  const spelled = spellOutFirst(
    blocks.map((b) => b.text),
    // The findings at the top are where a reviewer first meets the abbreviations.
    (text) => !/^- (❌|⚠️) /u.test(text),
  );
  blocks.forEach((b, i) => (b.text = spelled[i]!));
  return `${fitBlocks(blocks, input.maxChars ?? DEFAULT_MAX_CHARS, input.links)}\n`;
}

/** What the run's own measurements say a reviewer should know: cells the prefix cache did not serve as named, retries. */
function measurementNotes(input: MarkdownReportInput, views: readonly CellView[]): string[] {
  const retried = retryNote(input.candidate);
  const starved = clientHealthNote(input.decision.heldLoops, input.candidate.run.clientHealth?.length ?? 0);
  const errors = errorExampleLines(input.candidate.errorExamples ?? [], input.candidate.endpoints).slice(0, MAX_ERROR_NOTES);
  const shards = shardsNote(input.candidate.run.shards);
  return [
    ...(shards ? [shards] : []),
    ...(starved ? [`Measuring client: ${starved}`] : []),
    ...errors.map((line) => `Errors at ${line}`),
    ...cacheNotes(views, input.decision.comparison !== null),
    ...diagnosticNotes(views),
    ...serverCounterNotes(input.decision.outcome),
    ...(retried ? [retried] : []),
  ];
}

/** The run's decided verdict (an error run says ERROR whatever the gate said) and why. */
function headline(input: MarkdownReportInput): string {
  const { decision } = input;
  if (decision.verdict === 'none') return renderVerdictLine(decision);
  return `**${statusText(decision)}** — ${escapeMarkdown(headlineText(decision, 'nothing to compare with'), 400)}`;
}

/** One bullet per endpoint and cause: failures first, then what is still open. */
function findingBlocks(findings: readonly Finding[], views: readonly CellView[]): Block[] {
  const shown = findings.slice(0, MAX_FINDINGS);
  const byKey = new Map(views.map((v) => [v.key, v]));
  const lines = shown.map((f) => {
    const mark = f.verdict === 'fail' ? '❌' : '⚠️';
    const state = f.verdict === 'fail' ? '' : ' (inconclusive)';
    return `- ${mark} **${escapeMarkdown(f.endpoint, 80)}**${state}: ${escapeMarkdown(findingText(f, byKey), 400)}`;
  });
  if (findings.length > shown.length) lines.push(`- … and ${findings.length - shown.length} more in the cell details below`);
  return lines.map((text, i) => ({ text, gap: i === 0 ? '\n\n' : '\n', kind: 'finding', dropRank: DROP_RANK.failingFinding }));
}

/**
 * Declared conditions that did not hold (a warm cell that measured cold, answers stopped at a content filter, telemetry
 * that never answered): one bullet each among the top lines, right under the findings.
 */
function conditionBlocks(conditions: RunDecision['conditions'], first: boolean): Block[] {
  return conditionLines(conditions).map((line, i) => ({
    text: `- ⚠️ **${escapeMarkdown(line.label, 120)}**: ${escapeMarkdown(line.text, 800)}`,
    gap: first && i === 0 ? '\n\n' : '\n',
    kind: 'finding',
    dropRank: DROP_RANK.failingFinding,
  }));
}

/** Causes the server's side of the story can explain: time to first token, its tail, decode speed. */
const EXPLAINED_BY_TELEMETRY = new Set(['latency', 'tail', 'throughput']);

/** One line per endpoint whose timing finding its server's telemetry speaks to. */
function attributionBlocks(input: MarkdownReportInput, findings: readonly Finding[]): Block[] {
  const explained = new Set(findings.filter((f) => EXPLAINED_BY_TELEMETRY.has(f.cause)).map((f) => f.endpoint));
  return telemetryAttributions(input.candidate)
    .filter((a) => explained.has(a.endpoint))
    .flatMap((a) => {
      const line = attributionLine(a);
      return line
        ? [
            {
              text: `- **${escapeMarkdown(a.endpoint, 80)}**: ${line}`,
              gap: '\n' as const,
              kind: 'finding' as const,
              dropRank: DROP_RANK.failingFinding,
            },
          ]
        : [];
    });
}

/** A `<details>` section: its opening and closing tags stay together and vanish when every part inside was dropped. */
function section(group: string, summary: string, parts: readonly Omit<Block, 'gap'>[]): Block[] {
  if (parts.length === 0) return [];
  return [
    { text: `<details>\n<summary>${summary}</summary>`, gap: '\n\n', kind: 'details', dropRank: DROP_RANK.never, wrapper: group },
    ...parts.map((p) => ({ ...p, gap: '\n\n' as const, inside: group })),
    { text: '</details>', gap: '\n\n', kind: 'details', dropRank: DROP_RANK.never, wrapper: group },
  ];
}

function cellsSummary(views: readonly CellView[], compared: boolean): string {
  const what = compared ? 'every compared metric with the bounds and margin that decided it' : 'every measured metric';
  return `Cells in detail (${views.length}): ${what}`;
}

function fixed(text: string): Block {
  return { text, gap: '\n\n', kind: 'fixed', dropRank: DROP_RANK.never };
}

/** A heading line followed by bullets, each bullet its own block so a list can shrink line by line. */
function listBlocks(lines: readonly string[], kind: 'finding' | 'note', dropRank: number): Block[] {
  return lines.map((text, i) => ({ text, gap: i <= 1 ? '\n\n' : '\n', kind: i === 0 ? 'heading' : kind, dropRank }));
}

function tableRank(view: CellView): number {
  if (view.verdict === 'fail') return DROP_RANK.failingTable;
  if (view.verdict === 'undecided') return DROP_RANK.inconclusiveTable;
  return DROP_RANK.passingTable;
}
