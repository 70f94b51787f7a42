/*
 * Where a scenario's requests come from besides its own prompt: a dataset file, synthetic prompts of a target token
 * length, a pool of shared prefixes, or a trace of timed requests. Each is read and checked when the workload is
 * loaded (src/config/sources/read-sources.ts); the plan draws from it (src/plan/sources.ts).
 */

import type { AnswerExpectation } from './answer.js';

/** A token count drawn per request. Bounds are inclusive; a normal draw outside them is clamped to them. */
export type LengthDistribution =
  | { type: 'fixed'; value: number }
  | { type: 'normal'; mean: number; stdev: number; min: number; max: number }
  | { type: 'uniform'; min: number; max: number }
  /** An empirical histogram: each bin's token count drawn with its weight's share. */
  | { type: 'histogram'; bins: { tokens: number; weight: number }[] };

/** `messages`: JSONL of `{ "messages": [...] }`; `sharegpt`: a JSON array of `{ "conversations": [...] }`;
 * `prompts`: one prompt per line of text, or JSONL of `{ "prompt": "..." }`. */
export type DatasetFormat = 'messages' | 'sharegpt' | 'prompts';
export const DATASET_FORMATS: readonly DatasetFormat[] = ['messages', 'sharegpt', 'prompts'];

/** A chat message as a dataset gives it (the shape of config/types.ts's ChatMessage). */
export interface SourceMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
}

export interface DatasetRecord {
  /** The conversation sent: everything up to and including its last user message. */
  messages: SourceMessage[];
  /** Prompt tokens of the messages' text, counted with the named tokenizer. */
  promptTokens: number;
  /** The record's own output length: its `max_tokens`, else the tokens of the reference answer after the prompt. */
  outputTokens: number | null;
  /** The record's expected answer (its `answer` field): a labelled item, judged for `quality:`'s accuracy; or null. */
  answer: AnswerExpectation | null;
  /** 1-based line (JSONL, text) or record position (ShareGPT JSON) in the file, for messages. */
  line: number;
}

export interface DatasetSource {
  /** As written in the workload (relative to the workload file). */
  file: string;
  /** `sha256:` of the file's bytes, shortened as every digest is: part of the workload fingerprint. */
  sha256: string;
  format: DatasetFormat;
  /** The records left after the length filters, in file order. */
  records: DatasetRecord[];
  /** Records in the file before the filters. */
  total: number;
  /** Draw with replacement (a record may repeat) or without (a seeded permutation; running out is an error). */
  replacement: boolean;
  /** Per-request max_tokens: the record's own output length (`record`), a distribution, or null for the scenario's. */
  maxTokens: 'record' | LengthDistribution | null;
  /** The length filters as written (recorded in the fingerprint). */
  filters: { minPromptTokens: number | null; maxPromptTokens: number | null };
}

export interface SyntheticSource {
  /** Prompt length in tokens of `TOKENIZER_NAME`, drawn per request. */
  promptTokens: LengthDistribution;
  /** Output length (max_tokens) per request; null: the scenario's maxTokens. */
  outputTokens: LengthDistribution | null;
  /** Also send `ignore_eos: true` and `min_tokens` equal to max_tokens, where the API has them (its `minTokens` in
   * src/apis/: chat and legacy completions on vLLM and SGLang); the Responses, Anthropic and Gemini APIs have neither. */
  ignoreEos: boolean;
}

/** `prefixes` shared prefixes of `prefixTokens` tokens each; every request starts with one, interleaved by the seed,
 * `requestsPerPrefix` to each per round of prefixes × requestsPerPrefix requests. */
export interface PrefixPool {
  prefixes: number;
  prefixTokens: number;
  requestsPerPrefix: number;
}

/** One request of a trace: when it arrives, its lengths, and the shared blocks its prompt starts with. */
export interface TraceRecord {
  /** Arrival, ms from the trace's first record (already divided by the speedup). */
  atMs: number;
  inputTokens: number;
  outputTokens: number;
  /** Mooncake's `hash_ids`: ids of the prompt's leading blocks; equal ids mean an equal prefix. */
  hashIds: number[];
  line: number;
}

export type TraceFormat = 'mooncake' | 'csv';
export const TRACE_FORMATS: readonly TraceFormat[] = ['mooncake', 'csv'];

export interface TraceSource {
  file: string;
  sha256: string;
  format: TraceFormat;
  /** Time scale: 10 replays the trace ten times faster. */
  speedup: number;
  /** Tokens per hash block (Mooncake's traces use 512). */
  blockTokens: number;
  records: TraceRecord[];
}

/** A request of a session turn (the turn's own, or one branch of a fan-out): its text or token count, and its answer. */
export interface SessionRequest {
  /** Appended to the conversation before the request (user messages, or assistant ones of a recorded history). */
  messages: SourceMessage[] | null;
  /** Instead of messages: one user message of this many corpus tokens. */
  inputTokens: number | null;
  /** max_tokens; null: the scenario's maxTokens. */
  outputTokens: number | null;
  /** The recorded answer, appended instead of the endpoint's with `answers: recorded`; null when the trace has none. */
  answer: string | null;
}

export interface SessionTurn {
  /** Waited before the turn (not before the first). */
  thinkMs: number;
  /** One request, or the branches of a fan-out sent at once and joined. */
  requests: SessionRequest[];
  /** The tool calls of the turn's answer, each waited after the answers, one after another. */
  toolCalls: { name: string; durationMs: number }[];
}

export interface SessionRecord {
  id: string;
  /** The system prompt's id, or null. */
  system: string | null;
  turns: SessionTurn[];
  line: number;
}

/** A session trace (docs/agents.md): shared system prompts and sessions, each replayed as one agent job. */
export interface SessionSource {
  file: string;
  sha256: string;
  /** System prompts by id: their text, or a token count of corpus text. */
  systems: Record<string, { content: string | null; tokens: number | null }>;
  sessions: SessionRecord[];
  /** `live`: the endpoint's own answers are appended; `recorded`: a turn's recorded answer where it has one. */
  answers: 'live' | 'recorded';
}

/** A scenario's sources; every field is absent when unused, so a scenario without them is the object it always was. */
export interface ScenarioSources {
  dataset?: DatasetSource;
  synthetic?: SyntheticSource;
  prefixPool?: PrefixPool;
  trace?: TraceSource;
  sessions?: SessionSource;
}
