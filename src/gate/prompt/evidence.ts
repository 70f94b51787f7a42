/**
 * The prompt tokens a server reported reading (metric `promptTokens`) against what it should have read: the comparison
 * side's count for the same request, or an estimate from the request's text when there is none
 * (src/gate/prompt/integrity.ts). Counts do not vary by chance, so there is no test and no share of the budget.
 */
export interface PromptEvidence {
  kind: 'prompt';
  /** `comparison`: the comparison side's median count; `estimate`: characters ÷ 4 of what the request carries. */
  source: 'comparison' | 'estimate';
  /** The count compared with. */
  expected: number;
  /** The candidate's median count over its short requests (all of its requests when none is short). */
  read: number;
  /** Candidate requests that read fewer than `expected` less the tolerance, of `of`. */
  short: number;
  of: number;
  /** The tolerance: a drop counts when it is more than this share of `expected` and more than `tokens`. */
  tolerance: { share: number; tokens: number };
  /** As a margin's findings (src/gate/types.ts): a drop beyond the tolerance, or none. */
  finding: 'beyond' | 'inside';
}
