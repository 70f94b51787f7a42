/**
 * Input integrity: a server that silently drops part of the prompt (a smaller context window, slots sharing one
 * context, a gateway that trims history or drops `tools` or the system message) answers sooner and decodes faster,
 * from a different input. Its own count of the prompt tokens it read says so: for the same request it reports fewer
 * than the comparison side's server did. Pure (docs/design/gate.md, "Input integrity").
 *
 * Counts are deterministic (the same text through the same tokenizer gives the same count), so this is no statistical
 * test: any request whose count falls short of the comparison side's by more than the tolerance fails its cell, and
 * the cell's timings are not compared (they measure another workload).
 */
import { quantile } from '../../stats/index.js';
import type { CellPair } from '../match-cells.js';
import { comparisonHeader } from '../pending.js';
import type { PromptEvidence } from '../evidence.js';
import type { CellData, Comparison } from '../types.js';

/**
 * A drop counts when it is more than this share of the expected count. Builds of the same model may tokenise the same
 * text a little differently (a pre-tokenizer fix, a changed merge list, a special token added or not): a few per cent
 * at most. A different model (another tokenizer) is a different workload: a baseline recorded with another model is
 * refused by its fingerprint, and a reference endpoint serving another model is not compared (`sameModel`).
 */
export const PROMPT_DROP_SHARE = 0.1;

/**
 * …and more than this many tokens: a chat template that changes between builds adds or removes a few tokens per
 * message (role markers, a BOS token, a default system line), which is a large share of a very short prompt.
 */
export const PROMPT_DROP_TOKENS = 32;

export const PROMPT_TOLERANCE: PromptEvidence['tolerance'] = { share: PROMPT_DROP_SHARE, tokens: PROMPT_DROP_TOKENS };

/** The fewest tokens a request may read when `expected` were due, under `tolerance`. */
export function promptFloor(expected: number, tolerance: PromptEvidence['tolerance']): number {
  return expected - Math.max(expected * tolerance.share, tolerance.tokens);
}

/**
 * A cell's prompt-token comparison: the candidate's counts against the comparison side's, rank for rank. Null when
 * either side has no count (the server reported none, or an older baseline recorded none), and for agent turns after
 * the first, whose prompt holds the model's own earlier answers and so differs between servers legitimately.
 *
 * A cell's requests need not carry one prompt: a dataset, a trace or a length distribution sends a different one each
 * time. Both sides draw from the same prompts U: a reference endpoint is sent the same requests of each look, a
 * baseline recorded the same seeded draws (`baseline.n` of them), of which a run's first ones are a part. Removing e
 * values from a set lowers none of its order statistics and raises each by at most e ranks, so with B the comparison
 * side's counts (U less its e_b requests without one: errors, no count reported) and C the candidate's (within U,
 * but for the d requests it drew past U), the candidate's (i + d)-th smallest count is at least U's i-th, which is at
 * least B's (i − e_b)-th. A candidate count below the comparison side's at that rank by more than the tolerance is
 * a prompt the server did not read whole. With one prompt per cell this is the same as comparing every count with
 * the comparison side's. The check is sound, not complete: a cut that keeps a count above a shorter prompt's at its
 * rank is missed, as more often against a baseline of more draws than the run's.
 */
export function promptCheck(pair: CellPair, look: number): Comparison | null {
  const { baseline, candidate } = pair;
  if (candidate.turn !== null && candidate.turn > 0) return null;
  const base = sorted(baseline.values.promptTokens ?? []);
  const cand = sorted(candidate.values.promptTokens ?? []);
  if (base.length === 0 || cand.length === 0) return null;
  // e_b: the comparison side's requests without a count; d: candidate requests drawn past the comparison side's.
  const missing = Math.max(0, baseline.n - base.length);
  const past = Math.max(0, cand.length - baseline.n);
  const short: { expected: number; read: number }[] = [];
  for (let j = 0; j + missing + past < cand.length && j < base.length; j++) {
    const read = cand[j + missing + past]!;
    if (read < promptFloor(base[j]!, PROMPT_TOLERANCE)) short.push({ expected: base[j]!, read });
  }
  const expected = short.length > 0 ? median(short.map((x) => x.expected)) : median(base);
  return promptComparison(
    candidate,
    expected,
    base.length,
    cand,
    'comparison',
    PROMPT_TOLERANCE,
    look,
    short.map((x) => x.read),
  );
}

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/**
 * The comparison of `counts` (the candidate cell's) against `expected`, however `expected` was found; `shortCounts`:
 * the counts found short, when found otherwise than against `expected` alone (rank for rank, promptCheck).
 */
export function promptComparison(
  cell: CellData,
  expected: number,
  expectedN: number,
  counts: readonly number[],
  source: PromptEvidence['source'],
  tolerance: PromptEvidence['tolerance'],
  look: number,
  shortCounts?: readonly number[],
): Comparison {
  const floor = promptFloor(expected, tolerance);
  const short = shortCounts ?? counts.filter((v) => v < floor);
  const read = median(short.length > 0 ? short : counts);
  const evidence: PromptEvidence = {
    kind: 'prompt',
    source,
    expected,
    read,
    short: short.length,
    of: counts.length,
    tolerance,
    finding: short.length > 0 ? 'beyond' : 'inside',
  };
  const header = comparisonHeader(
    cell,
    'promptTokens',
    'p50',
    'higher',
    { n: expectedN, value: expected },
    { n: counts.length, value: read },
  );
  return {
    ...header,
    ratio: null,
    change: { estimate: read - expected, lower: read - expected, upper: read - expected },
    pValue: null,
    verdict: short.length > 0 ? 'fail' : 'pass',
    evidence,
    samplesToDecide: null,
    role: 'critical',
    level: null,
    look,
  };
}

/** Scenario and cache state of a cell: every turn of an agent loop whose first request was cut is cut too. */
export function loopKey(cell: Pick<CellData, 'scenario' | 'cache'>): string {
  return `${cell.scenario}\u0000${cell.cache}`;
}

function median(values: readonly number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}
