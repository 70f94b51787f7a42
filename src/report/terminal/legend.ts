/**
 * One line under the terminal's output that spells out the words and abbreviations it printed (only those it
 * printed), so a newcomer can read it without the docs: `terms: TTFT = time to the first token …`.
 */
/** In the order a reader meets them: the measurement table, then the verdict, then the conformance matrix. */
const TERMS: readonly (readonly [RegExp, string])[] = [
  [/\bcells?\b/, 'cell = scenario × cache state of an endpoint'],
  [/\bTTFT\b/, 'TTFT = time to first token'],
  [/\bTTFB\b/, 'TTFB = time to the headers'],
  [/\bsettle\b/, 'settle = time to last token'],
  [/\btok\/s\b/, 'tok/s = decode speed'],
  [/\bIDR\b/, 'IDR = incremental delivery ratio (1 streamed, 0 one flush)'],
  [/\blooks?\b/, 'look = a round of requests the gate decides after'],
  [/\bprimar(y|ies)\b/, 'primaries = the rules that decide (TTFT p50, tok/s p50, error rate, non-streamed share)'],
  [/\bnon-streamed share\b/, 'non-streamed share = requests coalesced or buffered'],
  [/\boutside the engine\b/, 'outside the engine = headers time minus the upstream time the server reports'],
  [/\d rt\b/, 'rt = reasoning tokens'],
];

/** The legend for `printed` (everything shown so far), or null when it used none of the terms. */
export function terminalLegend(printed: string): string | null {
  // Colour codes would hide a word's boundaries.
  // eslint-disable-next-line no-control-regex
  const plain = printed.replace(/\u001b\[[0-9;]*m/g, '');
  const used = TERMS.filter(([pattern]) => pattern.test(plain)).map(([, text]) => text);
  return used.length === 0 ? null : `terms: ${used.join(' · ')}`;
}
