/**
 * The key to the verdicts, shown under the primary table (Markdown) and the terminal's verdict: what FAIL, pass,
 * inconclusive and undecided mean under the run's `fail-on`, and which statistic the change in brackets is.
 */
import type { RunDecision } from '../decision/index.js';
import { docsUrl } from '../vocabulary/index.js';
import { failConsequence, openConsequence } from './headline.js';

type Policy = Pick<RunDecision, 'failsTheCheck'>;

/** Plain text, one line per entry. */
export function reportKeyLines(decision: Policy): string[] {
  return [
    `FAIL: shown beyond its margin within the run's false-failure budget (${failConsequence(decision)}) · pass: shown inside it · ` +
      `inconclusive: still open after the last look (${openConsequence(decision)}) · undecided: open at this look.`,
    'Change in brackets: the statistic the gate tested, the median of the pairwise ratios candidate ÷ baseline ' +
      '(Hodges–Lehmann), so it can differ from the ratio of the two p50s beside it; the cell details give its 90% bounds.',
  ];
}

export function reportKeyMarkdown(decision: Policy): string {
  return `**Key:** ${reportKeyLines(decision).join(' ')}`;
}

/**
 * After the key, when the report shows a diagnostic: what one is, citing the released page (a consumer's repository has
 * no docs/) as a bare address GitHub links, since the report makes no Markdown link of its own.
 */
export function diagnosticKeyMarkdown(): string {
  return `A diagnostic explains and never fails the check (the gate's roles: ${docsUrl('design/gate.md')}, section 2).`;
}

/** The key in two terminal lines. */
export function terminalKeyLines(decision: Policy): string[] {
  return [
    `key: FAIL ${failConsequence(decision)}; open: still undecided after the last look (${openConsequence(decision)})`,
    'change in brackets = the statistic the gate tested: median of pairwise ratios (Hodges–Lehmann)',
  ];
}
