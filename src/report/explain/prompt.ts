/**
 * Sentences for input integrity (src/gate/prompt/integrity.ts): how many prompt tokens the server read against what
 * it should have read. Plain text; callers escape it.
 */
import type { PromptEvidence, Comparison } from '../../gate/index.js';
import { cellWhere } from '../format.js';

/** `2,375`: a token count with thousands separators. */
export function formatTokens(count: number): string {
  return Math.round(count).toLocaleString('en-US');
}

/** `on 20 of 20 requests`: how many of the cell's requests read too little. */
function onRequests(e: PromptEvidence): string {
  return `on ${e.short} of ${e.of} request${e.of === 1 ? '' : 's'}`;
}

/** `10% and 32 tokens`: a drop must pass both. */
export function toleranceText(e: PromptEvidence): string {
  return `${Math.round(e.tolerance.share * 100)}% and ${e.tolerance.tokens} tokens`;
}

/**
 * The finding in one clause: `the server read 1,351 of 2,375 prompt tokens on 20 of 20 requests: the prompt was
 * truncated`, or, against an estimate from the text, `the server read 310 prompt tokens where the request carries
 * about 2,400 (characters ÷ 4) on 20 of 20 requests: part of the prompt was likely dropped`.
 */
export function promptFindingText(e: PromptEvidence): string {
  if (e.source === 'estimate')
    return `the server read ${formatTokens(e.read)} prompt tokens where the request carries about ${formatTokens(e.expected)} (characters ÷ 4) ${onRequests(e)}: part of the prompt was likely dropped`;
  return `the server read ${formatTokens(e.read)} of ${formatTokens(e.expected)} prompt tokens ${onRequests(e)}: the prompt was truncated`;
}

/**
 * A comparison's explanation: the finding, or what held (`read 382 of 401, within the 10% and 32 tokens a tokenizer
 * change may move`; against an estimate, `read 456 where about 457 are estimated, not below half of it`).
 */
export function explainPrompt(e: PromptEvidence): string {
  if (e.finding === 'beyond') return `${promptFindingText(e)}; the cell's timings are not compared`;
  if (e.source === 'estimate')
    return `read ${formatTokens(e.read)} where about ${formatTokens(e.expected)} are estimated, not below half of it`;
  return `read ${formatTokens(e.read)} of ${formatTokens(e.expected)}, within the ${toleranceText(e)} a tokenizer change may move`;
}

/** Cells listed by name in a finding at most; the rest are counted. */
const MAX_NAMED_CELLS = 3;

/**
 * The finding line of the cells whose server read less of the prompt: `the server read 1,351 of 2,375 prompt tokens
 * on 20 of 20 requests: the prompt was truncated, in long · cold — the timings of that cell are not compared (…)`.
 * Against an estimate only (a run gated on its SLOs alone keeps its objectives' verdicts), it says what the timings are.
 */
export function inputText(cells: readonly Comparison[]): string {
  const named = cells
    .slice(0, MAX_NAMED_CELLS)
    .flatMap((c) => (c.evidence.kind === 'prompt' ? [`${promptFindingText(c.evidence)}, in ${cellWhere(c)}`] : []));
  const more = cells.length - MAX_NAMED_CELLS;
  const rest = more > 0 ? `; and ${more} more cell${more === 1 ? '' : 's'}` : '';
  if (cells.every((c) => c.evidence.kind === 'prompt' && c.evidence.source === 'estimate'))
    return `${named.join('; ')}${rest} — ${cells.length === 1 ? 'its' : 'their'} timings are those of a shorter prompt than the workload's`;
  const those = cells.length === 1 ? 'that cell are' : 'those cells are';
  return `${named.join('; ')}${rest} — the timings of ${those} not compared (a faster answer to a shorter prompt is no improvement)`;
}
