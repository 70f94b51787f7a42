import type { AaReport, Comparison, GateOutcome } from '../gate/index.js';
import { formatValue } from './markdown-format.js';
import { renderSummaryLine } from './markdown-summary.js';
import { cellsWord, comparisonLabel, decidedByText, lookText } from './endpoint-verdicts.js';
import { formatPercent } from './format.js';
import { renderTextTable, type Column } from './text-table.js';

const COLUMNS: Column[] = [
  { header: 'verdict' },
  { header: 'cell' },
  { header: 'metric' },
  { header: 'baseline', align: 'right' },
  { header: 'candidate', align: 'right' },
  { header: 'reason' },
];

const MAX_WARNINGS = 3;

const ORDER: Record<Comparison['verdict'], number> = { fail: 0, inconclusive: 1, undecided: 2, 'not-gated': 3, pass: 4 };

/** The CLI's view of a verdict: the summary line, then every comparison that did not pass, worst first. */
export function renderTerminalGate(outcome: GateOutcome | null, comparedWith: string, aa?: AaReport | null): string {
  const lines: string[] = [];
  if (outcome) lines.push(...renderOutcome(outcome, comparedWith));
  if (aa) {
    lines.push(
      `A/A calibration: ${aa.falseFailures}/${aa.runs} random half-splits failed (${formatPercent(aa.rate, 1)}, 95% CI ${formatPercent(aa.rateLower, 1)}–${formatPercent(aa.rateUpper, 1)}); ${aa.inconclusive} inconclusive`,
    );
  }
  return lines.join('\n');
}

function renderOutcome(outcome: GateOutcome, comparedWith: string): string[] {
  const open = outcome.comparisons
    .filter((c) => c.verdict === 'fail' || c.verdict === 'inconclusive')
    .sort((a, b) => ORDER[a.verdict] - ORDER[b.verdict]);
  const pooled = outcome.pooled.filter((p) => p.verdict === 'fail' || p.verdict === 'inconclusive').sort((a, b) => ORDER[a.verdict] - ORDER[b.verdict]);
  const lines = [`${renderSummaryLine(outcome)} (compared with ${comparedWith})`];
  for (const e of outcome.endpoints) {
    lines.push(`  ${e.endpoint}: ${e.verdict === 'fail' ? 'FAIL' : e.verdict} at ${lookText(e)} (${decidedByText(outcome, e)})`);
  }
  if (open.length + pooled.length > 0) {
    lines.push(
      renderTextTable(
        COLUMNS,
        [
          ...pooled.map((p) => [
            p.verdict === 'fail' ? 'FAIL' : 'inconclusive',
            `${p.endpoint} (${cellsWord(p.cells)})`,
            comparisonLabel(p),
            '',
            '',
            p.reason,
          ]),
          ...open.map((c) => [
          c.verdict === 'fail' ? 'FAIL' : 'inconclusive',
          `${c.endpoint}/${c.scenario}/${c.cache}${c.turn === null ? '' : ` #${c.turn + 1}`}`,
          comparisonLabel(c),
          formatValue(c.metric, c.baseline.value),
          formatValue(c.metric, c.candidate.value),
          c.reason,
          ]),
        ],
      ),
    );
  }
  const shown = outcome.warnings.slice(0, MAX_WARNINGS);
  for (const w of shown) lines.push(`note: ${w.length > 240 ? `${w.slice(0, 239)}…` : w}`);
  if (outcome.warnings.length > shown.length) lines.push(`note: ${outcome.warnings.length - shown.length} more in report.md`);
  return lines;
}
