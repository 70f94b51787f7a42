/** Output parity as the gate decides it (src/gate/output/parity.ts) and the report renders it (docs/quality.md). */
import type { QualitySpec } from '../../config/index.js';
import type { CacheState } from '../../vocabulary/index.js';
import type { AccuracyComparison } from './accuracy.js';
import type { LengthSide, TieGaps } from './difference.js';
import type { LogprobComparison } from './logprobs.js';
import type { SelfAgreement } from './self-agreement.js';

export type { AccuracyComparison } from './accuracy.js';
export type { RepeatAgreement, SelfAgreement } from './self-agreement.js';
export type { LogprobComparison } from './logprobs.js';
export type { LengthSide, TieGaps } from './difference.js';

/**
 * Where two answers to the same prompt first differ: the candidate's token (from 1) and character (from 0), and the
 * token each side chose there (null where its token boundaries are not known).
 */
export interface Divergence {
  /** Plan item of the candidate's request. */
  item: number;
  token: number;
  char: number;
  candidate?: string | null;
  comparison?: string | null;
}

/** A pair where one answer is a prefix of the other: which ended early, and how long each side was. */
export interface LengthDifference {
  /** Plan item of the candidate's request. */
  item: number;
  shorter: 'candidate' | 'comparison';
  candidate: LengthSide;
  comparison: LengthSide;
}

/** The differing pairs by kind (src/gate/output/difference.ts); they add up to `paired − identical`. */
export interface DifferenceCounts {
  /** Changed answers: the first differing token is no near-tie. They fail `expect: identical`. */
  content: number;
  /** Differ first at a near-tie on both sides (within `margins.tie`): not a change. */
  tie: number;
  /** The candidate's answer is a prefix of the comparison side's (ended early). They fail `expect: identical`. */
  shorter: number;
  /** Of them, answers that arrived with fewer tokens than their own usage reports (the server lost tokens). */
  lostTokens: number;
  /** The comparison side's answer is a prefix of the candidate's (ran on). They fail `expect: identical`. */
  longer: number;
  /** Differ only in whitespace or Unicode normalisation: not a change. */
  whitespace: number;
}

export interface OutputParity {
  /** `quality:<endpoint>/<scenario>/<cache>`, named in the endpoint's `decidedBy` when it fails. */
  id: string;
  endpoint: string;
  scenario: string;
  cache: CacheState;
  expect: QualitySpec['expect'];
  margins: QualitySpec['margins'];
  /** Candidate requests paired with a comparison-side request to the same prompt. */
  paired: number;
  /** Of them, answers identical to the comparison side's. */
  identical: number;
  /** What the comparison side is: a reference endpoint of the run, or the answers a baseline (or history) recorded. */
  against: 'reference' | 'baseline';
  /** The differing pairs by kind. */
  differences: DifferenceCounts;
  /** The earliest changed answer's first divergence (smallest token, ties left out), or null when none changed. */
  firstDivergence: Divergence | null;
  /** The first pair (plan order) that differs in length only, or null. */
  firstLength: LengthDifference | null;
  /** The largest gaps among the ties (how far below its own pick each side rated the other's), or null without ties. */
  tieGaps: TieGaps | null;
  /** Log-probs over the common prefix, when both sides sent some; null otherwise. */
  logprobs: LogprobComparison | null;
  /** Task accuracy on labelled items (`expect.answer` or a dataset record's `answer`), paired by prompt; null without any. */
  accuracy: AccuracyComparison | null;
  /**
   * How often the side the candidate is held to agrees with itself over requests sent again (`quality.repeat`), and
   * whether the candidate is shown to agree with the comparison side less often (src/gate/output/self-agreement.ts);
   * null when nothing was repeated (then any changed answer fails `expect: identical`).
   */
  selfAgreement: SelfAgreement | null;
  /** Answers compared by default (no `quality:` declared): reported, never failing, never holding the run open. */
  implicit?: true;
  /**
   * `fail`: what `expect` asks for does not hold; `inconclusive`: nothing could be paired, the accuracy comparison is
   * undecided, or answers changed where the repeats cannot tell a change from the stack's own non-determinism; `pass`
   * otherwise.
   */
  verdict: 'pass' | 'fail' | 'inconclusive';
  /** What failed it, in reading order. */
  failedOn: ('identical' | 'length' | 'logprob' | 'divergence' | 'accuracy')[];
}
