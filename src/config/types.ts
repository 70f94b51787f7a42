import type { GateRulesOverrides } from '../gate/defaults.js';

/** The validated, defaulted workload: what every later stage reads. Built by `loadWorkload`. */

export type CacheState = 'cold' | 'warm';

/** `cold`: every request gets a unique nonce prefix; `warm`: a shared prefix primed by warmup;
 * `{ warmShare }`: that share of the scenario's requests warm, the rest cold (measured apart). */
export type CacheMode = CacheState | { warmShare: number };

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  name?: string;
  tool_call_id?: string;
}

export interface EndpointConfig {
  name: string;
  /** e.g. `https://api.example.com/v1`; the probe posts to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  model: string;
  /** Name of the env var holding the API key; the key itself never appears in the workload. */
  apiKeyEnv: string | null;
  headers: Record<string, string>;
  /** Extra JSON body fields merged into every request to this endpoint. */
  body: Record<string, unknown>;
  /** Measured in the same run and used as the comparison side instead of a baseline. */
  reference: boolean;
}

export interface AgentLoop {
  /** Number of turns; turn k resends the conversation so far plus the next user/tool message. */
  turns: number;
  /** Messages appended after each answer, cycled; defaults to a generic tool-result message. */
  followUps: ChatMessage[];
  /** OpenAI `tools` array resent on every turn (it is part of the prefix an agent pays for). */
  tools: unknown[];
}

export interface ScenarioConfig {
  name: string;
  weight: number;
  messages: ChatMessage[];
  maxTokens: number;
  /** Extra request body fields, e.g. `{ reasoning_effort: "none" }`. */
  params: Record<string, unknown>;
  cache: CacheMode;
  /** Present for agent-loop scenarios. */
  agent: AgentLoop | null;
}

export interface Timeouts {
  headersMs: number;
  firstTokenMs: number;
  idleMs: number;
  totalMs: number;
}

export interface RunSettings {
  /** Measured plan items per endpoint, split across scenarios by weight (an agent loop is one item). */
  requests: number;
  /** Warmup items per endpoint, sent first and excluded from results. */
  warmup: number;
  /** Closed loop: at most this many requests in flight. Exclusive with `rate`. */
  concurrency: number;
  /** Open loop: Poisson arrivals at this many requests per second; null for closed loop. */
  ratePerSecond: number | null;
  seed: number;
  timeouts: Timeouts;
  /** Lower-cased response header names to capture. */
  captureHeaders: string[];
  /** Retries before the first byte (connect errors, 429/5xx without a body read); 0 = never. */
  retries: number;
}

/** The workload's `gate:` section: rule overrides (see src/gate/defaults.ts) plus where the baseline lives. */
export interface GateSettings {
  /** Baseline path as written (relative to the workload file), or null for the default location. */
  baseline: string | null;
  /** A/A calibration splits to run alongside the gate (0 = off). */
  aaRuns: number;
  overrides: GateRulesOverrides;
}

export interface Workload {
  version: 1;
  name: string;
  endpoints: EndpointConfig[];
  scenarios: ScenarioConfig[];
  run: RunSettings;
  gate: GateSettings;
  /** Absolute path of the file it came from (for messages), or null when built in memory. */
  source: string | null;
}

export const DEFAULT_CAPTURE_HEADERS = [
  'x-envoy-upstream-service-time',
  'server-timing',
  'openai-processing-ms',
  'x-request-id',
] as const;

export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 30_000,
  firstTokenMs: 60_000,
  idleMs: 30_000,
  totalMs: 300_000,
};
