/**
 * The key to the verdicts, shown under the primary table (Markdown) and the terminal's verdict: what FAIL, pass,
 * inconclusive and undecided mean, and which statistic the change in brackets is.
 */

/** Plain text, one line per entry. */
export const REPORT_KEY_LINES: readonly string[] = [
  "FAIL: shown beyond its margin within the run's false-failure budget (fails the check) · pass: shown inside it · " +
    'inconclusive: still open after the last look (does not fail the check) · undecided: open at this look.',
  'Change in brackets: the statistic the gate tested, the median of the pairwise ratios candidate ÷ baseline ' +
    '(Hodges–Lehmann), so it can differ from the ratio of the two p50s beside it; the cell details give its 90% bounds.',
];

export const REPORT_KEY_MARKDOWN = `**Key:** ${REPORT_KEY_LINES.join(' ')}`;

/** The key in two terminal lines. */
export const TERMINAL_KEY_LINES: readonly string[] = [
  'key: FAIL fails the check; open: still undecided after the last look (does not fail the check)',
  'change in brackets = the statistic the gate tested: median of pairwise ratios (Hodges–Lehmann)',
];
