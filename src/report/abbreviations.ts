/**
 * The first mention of each abbreviation in a comment is spelled out (`IDR (incremental delivery ratio)`), so a
 * reviewer who has not read docs/metrics.md can read the findings; later mentions stay short.
 */
import { METRICS } from '../vocabulary/index.js';

/** Abbreviation → what it stands for (metric meanings from the vocabulary). */
const SPELLED: readonly (readonly [string, string])[] = [
  ['TTFT', 'time to first token'],
  ['TTFB', METRICS.ttfbMs.meaning],
  ['IDR', 'incremental delivery ratio: 0 = all at once, 1 = evenly streamed'],
  ['tok/s', `tokens per second, the ${METRICS.tokensPerSecond.meaning}`],
  ['SLO', 'service-level objective'],
  ['e2e', METRICS.e2eMs.meaning],
];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * `texts` with the first whole-word mention of each abbreviation not followed by a statistic, across them in order,
 * followed by its meaning in brackets. `skip` says which texts to leave alone (code blocks, where brackets would change a chart).
 */
export function spellOutFirst(texts: readonly string[], skip: (text: string) => boolean = () => false): string[] {
  const out = [...texts];
  for (const [short, long] of SPELLED) {
    // Not before a statistic (`TTFT p50`): a label stays next to its statistic everywhere.
    const pattern = new RegExp(`(?<![\\w/])${escapeRegExp(short)}(?![\\w/(]| p\\d\\d\\b)`);
    const at = out.findIndex((t) => !skip(t) && pattern.test(t));
    if (at >= 0) out[at] = out[at]!.replace(pattern, `${short} (${long})`);
  }
  return out;
}
