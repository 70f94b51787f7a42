/** What one request answered, kept for output parity (docs/quality.md): recorded by the engine, compared by the gate. */
import type { TokenLogprob } from '../probe/index.js';
import type { CacheState } from '../vocabulary/index.js';

export interface OutputRecord {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  /** Plan item of the request (its first turn; later turns depend on earlier answers and are not compared). */
  item: number;
  /**
   * Hash of the prompt as sent (the same on every endpoint of a scenario with `quality:`, and without a reference
   * endpoint in every run): pairs requests in one run and with a recorded baseline's.
   */
  prompt: string;
  /** The answer: its content, then its tool calls (name and arguments; ids are random) after a NUL. */
  text: string;
  /** Hash of `text`, what a baseline keeps. */
  hash: string;
  /** Character offsets where each streamed content piece ended (the token boundaries when no log-probs came). */
  cuts: number[];
  /** The tokens with their log-probs, when they were asked for and the server sent any. */
  logprobs?: TokenLogprob[];
  /** The finish reason the server sent (`stop`, `length`, …); null when none came. Absent in files written before it was kept. */
  finishReason?: string | null;
  /** Completion tokens the usage reported; null without a usage report. */
  usageTokens?: number | null;
  /**
   * Token-bearing events that arrived (one per token on a server that streams token by token): fewer than
   * `usageTokens`, the answer lost tokens on the way (a server that drops a final token's text but counts it).
   */
  arrivedTokens?: number;
  /** Whether the answer met the scenario's `expect.answer` (a labelled item); null when it has none. */
  correct: boolean | null;
  /**
   * 1 for the same request sent again after the measured ones (docs/quality.md, "Self-agreement"): `item` names the
   * request it repeats. Absent for a measured request's answer.
   */
  repeat?: number;
}

/**
 * An answer as a baseline keeps it (docs/quality.md): its hash and length, its first RECORDED_LEAD_CHARS characters
 * and first RECORDED_LOGPROB_TOKENS log-probs, so a later run against the baseline file can say whether its answers
 * are identical, where they first diverge and how far the first tokens' log-probs moved, with no live reference.
 */
export interface RecordedOutput {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  /** Plan item of the request: the k-th request to a prompt pairs with the later run's k-th. */
  item: number;
  /**
   * Hash of the prompt as sent (OutputRecord.prompt): a later run's answer is compared only with an answer to the same
   * prompt, which the run's tags make possible (src/plan/build-plan.ts: the same in every run without a reference).
   */
  prompt: string;
  hash: string;
  /** Characters in the whole answer. */
  length: number;
  /** The answer's first characters (all of it when it is shorter). */
  lead: string;
  /** The streamed pieces' ends within the lead. */
  cuts: number[];
  logprobs?: TokenLogprob[];
  /** The finish reason the server sent (`stop`, `length`, …); null when none came. Absent in files written before it was kept. */
  finishReason?: string | null;
  /** Completion tokens the usage reported; null without a usage report. */
  usageTokens?: number | null;
  /**
   * Token-bearing events that arrived (one per token on a server that streams token by token): fewer than
   * `usageTokens`, the answer lost tokens on the way (a server that drops a final token's text but counts it).
   */
  arrivedTokens?: number;
  correct: boolean | null;
}

/** Characters of each answer a baseline keeps: a divergence past them is placed at the last kept one. */
export const RECORDED_LEAD_CHARS = 2000;

/** Log-prob tokens of each answer a baseline keeps. */
export const RECORDED_LOGPROB_TOKENS = 64;
