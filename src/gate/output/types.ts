/** Output parity as the gate decides it (src/gate/output/parity.ts) and the report renders it (docs/quality.md). */
import type { QualitySpec } from '../../config/index.js';
import type { CacheState } from '../../vocabulary/index.js';
import type { AccuracyComparison } from './accuracy.js';
import type { LogprobComparison } from './logprobs.js';

export type { AccuracyComparison } from './accuracy.js';
export type { LogprobComparison } from './logprobs.js';

/** Where two answers to the same prompt first differ: the candidate's token (from 1) and character (from 0). */
export interface Divergence {
  /** Plan item of the candidate's request. */
  item: number;
  token: number;
  char: number;
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
  /** The earliest first divergence over the differing pairs (smallest token), or null when all are identical. */
  firstDivergence: Divergence | null;
  /** Log-probs over the common prefix, when both sides sent some; null otherwise. */
  logprobs: LogprobComparison | null;
  /** Task accuracy on labelled items (`expect.answer` or a dataset record's `answer`), paired by prompt; null without any. */
  accuracy: AccuracyComparison | null;
  /** `fail`: what `expect` asks for does not hold; `inconclusive`: nothing could be paired, or the accuracy comparison is undecided; `pass` otherwise. */
  verdict: 'pass' | 'fail' | 'inconclusive';
  /** What failed it, in reading order. */
  failedOn: ('identical' | 'logprob' | 'divergence' | 'accuracy')[];
}
