/**
 * Speculative decoding as the gate reads it (docs/telemetry.md, "Speculative decoding"): each endpoint's acceptance
 * over a run, from the best source it has, and the comparison of a candidate's with the comparison side's.
 */

/**
 * Where an endpoint's acceptance comes from: the server's counters (vLLM), its gauges (SGLang), or the answers'
 * own reports (llama.cpp's `timings`), in the order one is preferred to the next.
 */
export const SPECULATIVE_SOURCES = ['counters', 'gauge', 'timings'] as const;
export type SpeculativeSource = (typeof SPECULATIVE_SOURCES)[number];

/** Drafted and accepted tokens of a cell's successful requests whose answers reported them (llama.cpp's `timings`). */
export interface DraftCounts {
  /** Answers that reported their draft counts. */
  requests: number;
  drafted: number;
  accepted: number;
}

/**
 * An endpoint's speculative decoding over a run. `source` says where it comes from: the server's counters (vLLM:
 * drafts, drafted and accepted tokens), its gauges (SGLang: the mean accepted length, the acceptance rate) or the
 * answers' own reports (llama.cpp's `timings.draft_n` and `draft_n_accepted`: drafted and accepted tokens, no drafts,
 * so no mean accepted length). A figure the source does not give is null.
 */
export interface SpeculativeAcceptance {
  endpoint: string;
  source: SpeculativeSource;
  /** What was read: metric names, or `timings.draft_n_accepted / timings.draft_n`. */
  read: string;
  /** Answers that reported draft counts (`timings` only; null otherwise). */
  requests: number | null;
  drafts: number | null;
  draftTokens: number | null;
  acceptedTokens: number | null;
  /** Accepted over drafted tokens, 0–1. */
  acceptanceRate: number | null;
  /** 1 + accepted tokens per draft: the tokens a verification step yields, its bonus token included (vLLM's definition). */
  meanAcceptedLength: number | null;
}

/**
 * One candidate endpoint's acceptance against the comparison side's, when the workload asks (`speculative:`). The mean
 * accepted length is compared where both sides give it, else the acceptance rate; `pass` when the candidate's is at
 * least `minRatio` × the comparison side's. `inconclusive`: the comparison side reports acceptance and the candidate
 * none (it may have stopped drafting, or its server says nothing): asked and not measured. `not-compared`: the
 * comparison side reports none, or the two share no measure; said, never failing.
 */
export interface SpeculativeComparison {
  /** `<endpoint>:speculative`. */
  id: string;
  endpoint: string;
  against: 'reference' | 'baseline';
  measure: 'meanAcceptedLength' | 'acceptanceRate' | null;
  candidate: SpeculativeAcceptance | null;
  comparison: SpeculativeAcceptance | null;
  /** Candidate ÷ comparison side of the measure; null when not compared. */
  ratio: number | null;
  minRatio: number;
  verdict: 'pass' | 'fail' | 'inconclusive' | 'not-compared';
}
