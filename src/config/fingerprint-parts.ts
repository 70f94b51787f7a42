import type { ApiId } from '../apis/index.js';
import type { CacheMode, Timeouts } from './types.js';

/*
 * What a workload fingerprint is computed from (src/baseline/fingerprint.ts computes it). Declared here, beside the
 * workload's own types, because results and baselines both record it.
 */

/** A `sha256:` digest of a value, shortened: enough to tell that something changed without recording it. */
export type Digest = string;

export interface EndpointParts {
  model: string;
  /** The API spoken, when not chat completions. */
  api?: ApiId;
  /** Lower-cased, sorted header names. Header values are never recorded: they may hold secrets. */
  headerNames: string[];
  /** Extra body fields: a digest per field, so a change can be named without recording the value. */
  body: Record<string, Digest>;
}

export interface AgentParts {
  turns: number;
  followUps: Digest;
  tools: Digest;
  /** The tool time replayed between turns (`toolMs`, the tools' `durationMs`); absent without any, so such a loop's fingerprint is what it always was. */
  toolTime?: Digest;
}

export interface ScenarioParts {
  weight: number;
  maxTokens: number;
  cache: CacheMode;
  messages: Digest;
  params: Record<string, Digest>;
  agent: AgentParts | null;
  /**
   * Where the requests come from, when not the scenario's own prompt: a dataset or trace as its file name and content
   * hash together (`"data/chats.jsonl sha256:…"`, so a baseline of another dataset is refused naming both files),
   * and a digest of the rest (sampling, filters, lengths, pool). Absent for a scenario without one, so its
   * fingerprint is what it always was.
   */
  source?: SourceParts;
  /**
   * With `quality:`, what it changes in the requests: each run sends the scenario's prompts with the same tags (so
   * answers can be compared with recorded ones), and asks `topLogprobs` alternatives per token (null: none). Absent
   * without `quality:`, so such a scenario's fingerprint is what it always was.
   */
  quality?: { topLogprobs: number | null };
}

export interface SourceParts {
  dataset?: string;
  trace?: string;
  /** A session trace, by file name and content hash (absent without one). */
  sessions?: string;
  settings: Digest;
}

export interface RunParts {
  requests: number;
  warmup: number;
  concurrency: number;
  ratePerSecond: number | null;
  timeouts: Timeouts;
  /** Lower-cased and sorted: the order headers are listed in does not change what is captured. */
  captureHeaders: string[];
  retries: number;
  /** Gamma arrivals' shape; recorded only when set, so older fingerprints stay as they were. */
  burstiness?: number;
}

/**
 * Everything about a workload that changes what is measured, in a form that is safe to commit and
 * small enough to keep in every baseline, so a fingerprint mismatch can say what differs.
 */
export interface FingerprintParts {
  /** Keyed by endpoint name. */
  endpoints: Record<string, EndpointParts>;
  /** Keyed by scenario name. */
  scenarios: Record<string, ScenarioParts>;
  run: RunParts;
}
