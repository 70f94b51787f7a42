import type { ApiId } from '../apis/index.js';
import type { CacheState, ProbeCheck, GateRulesOverrides } from '../vocabulary/index.js';
import type { AnswerExpectation } from './sources/answer.js';
import type { ScenarioSources } from './sources/sources.js';
import type { QualitySpec } from './sections/quality.js';
import type { SloSpec } from './sections/slo.js';
import type { SweepSpec } from './sections/sweep.js';
import type { TelemetryConfig } from './sections/telemetry.js';

/** The validated, defaulted workload: what every later stage reads. Built by `loadWorkload`. */

/** `cold`: every request gets a unique nonce prefix; `warm`: a shared prefix primed by warmup;
 * `{ warmShare }`: that share of the scenario's requests warm, the rest cold (measured apart). */
export type CacheMode = CacheState | { warmShare: number };

/**
 * The cache states a scenario is measured in. A `warmShare` of exactly 0 or 1 is a single state,
 * so neither state ever gets a cell it cannot fill.
 */
export function cacheStates(cache: CacheMode): CacheState[] {
  if (cache === 'cold' || cache === 'warm') return [cache];
  if (cache.warmShare <= 0) return ['cold'];
  if (cache.warmShare >= 1) return ['warm'];
  return ['cold', 'warm'];
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  name?: string;
  tool_call_id?: string;
}

export interface EndpointConfig {
  name: string;
  /** e.g. `https://api.example.com/v1`; the probe posts to `${baseUrl}` + the API's path (`/chat/completions`, …). */
  baseUrl: string;
  model: string;
  /** The streaming API it speaks (`api:`); chat completions by default. */
  api: ApiId;
  /** Name of the env var holding the API key; the key itself never appears in the workload. */
  apiKeyEnv: string | null;
  headers: Record<string, string>;
  /** Extra JSON body fields merged into every request to this endpoint. */
  body: Record<string, unknown>;
  /** Measured in the same run and used as the comparison side instead of a baseline. */
  reference: boolean;
  /** How requests get their connections: `tls.ca`, `http2` and `connection` of the workload file. */
  connection: EndpointConnection;
  /** The server's Prometheus metrics scraped beside every look (`telemetry:`); absent when unused. */
  telemetry?: TelemetryConfig;
  /** What its tokens cost (`price:`, docs/agents.md); absent when not given. */
  price?: Price;
}

/** Prices per million tokens, in `currency`. */
export interface Price {
  input: number;
  /** Prompt tokens read from the prefix cache (the input price when not given). */
  cachedInput: number;
  output: number;
  currency: string;
}

/** What an endpoint without `tls`, `http2` or `connection` gets. */
export const DEFAULT_ENDPOINT_CONNECTION: Readonly<EndpointConnection> = { caFile: null, ca: null, http2: false, reuse: true };

export interface EndpointConnection {
  /** `tls.ca` as written (relative to the workload file), or null. */
  caFile: string | null;
  /** The PEM text of that file, read when the workload was loaded; trusted on top of the system's CAs. */
  ca: string | null;
  /** Offer HTTP/2 in the TLS handshake (the server decides). */
  http2: boolean;
  /** False (`connection: new`): every request on a new connection, to measure connection set-up deliberately. */
  reuse: boolean;
}

export interface AgentLoop {
  /** Number of turns; turn k resends the conversation so far plus the next user/tool message. */
  turns: number;
  /** Messages appended after each answer, cycled; defaults to a generic tool-result message. */
  followUps: ChatMessage[];
  /** OpenAI `tools` array resent on every turn (it is part of the prefix an agent pays for), without `durationMs`. */
  tools: unknown[];
  /**
   * `toolMs`: the client-side wait before the next turn (docs/agents.md): after an answer that called tools, each call's
   * tool `durationMs` (or this) in turn; after one that called none, this once. Absent: 0, no wait.
   */
  toolMs?: number;
  /** Each tool's `durationMs` from `tools`, by function name; absent when no tool has one. */
  toolDurationsMs?: Record<string, number>;
}

export type { AnswerExpectation } from './sources/answer.js';

/** A scenario's `expect:`: assertions checked on every response by its effect (src/conformance/assertions.ts). */
export interface ScenarioExpectations {
  /** `absent`: no reasoning text and zero reasoning tokens; `present`: some reasoning. */
  reasoning: 'absent' | 'present' | null;
  /** Output tokens ≤ maxTokens, and finish_reason `length` when the limit was reached. */
  withinMaxTokens: boolean;
  /** The stop sequence(s) in `params.stop` are not in the text and finish_reason is `stop`. */
  stopHonoured: boolean;
  nonEmpty: boolean;
  /** The answer parses as JSON; on by default when `params.response_format` asks for JSON. */
  json: boolean;
  /** Schema the JSON answer must match: `expect.jsonSchema`, else `response_format.json_schema.schema`. */
  jsonSchema: Record<string, unknown> | null;
  usage: boolean;
  answer: AnswerExpectation | null;
  /**
   * The least share of checked requests each declared assertion must pass (`expect.minPassRate`, defaults applied:
   * src/conformance/contracts.ts). Below it the assertion fails its endpoint, with or without a comparison side.
   */
  minPassRate: Record<ExpectationKey, number>;
}

/** The keys of `expect:` that declare an assertion (each has its own minimum pass rate). */
export type ExpectationKey = 'reasoning' | 'withinMaxTokens' | 'stopHonoured' | 'nonEmpty' | 'json' | 'jsonSchema' | 'usage' | 'answer';

export interface ProbeVariantConfig {
  /** Stable id shown as the matrix row and keyed in baselines, e.g. `enable_thinking=false`. */
  id: string;
  /** Setting family, e.g. `reasoning-off`; rows are grouped by it. */
  family: string;
  /** Body fields added to the probe request (over the endpoint's `body`). */
  params: Record<string, unknown>;
  check: ProbeCheck;
  /** Prompt replacing the probe set's prompt for this variant (and its own control), or null. */
  prompt: string | null;
  /** Sent only to endpoints speaking this API (a built-in variant's own API, a custom one's `api:`); null: to every endpoint. */
  api: ApiId | null;
}

/** The workload's `probes:`: conformance probes sent to every endpoint besides the measured plan. */
export interface ProbeSettings {
  /** Requests per variant (and per control). */
  repeat: number;
  prompt: string;
  /** The chosen built-in variants of every API, then the custom ones; `variantsFor` (src/config/sections/default-probes.ts)
   * picks an endpoint's. One id may appear once per API. */
  variants: ProbeVariantConfig[];
}

/** A scenario; its sources (`dataset`, `synthetic`, `prefixPool`, `trace`: src/config/sources/sources.ts) are absent when unused. */
export interface ScenarioConfig extends ScenarioSources {
  name: string;
  /** Assertions on every response; absent or null when the scenario has none. */
  expect?: ScenarioExpectations | null;
  weight: number;
  messages: ChatMessage[];
  maxTokens: number;
  /** Extra request body fields, e.g. `{ reasoning_effort: "none" }`. */
  params: Record<string, unknown>;
  cache: CacheMode;
  /** Present for agent-loop scenarios. */
  agent: AgentLoop | null;
  /** Service-level objectives (the workload's `slo:` with the scenario's over it); absent when it has none. */
  slo?: SloSpec;
  /** Output parity (the workload's `quality:` with the scenario's over it, docs/quality.md); absent when it has none. */
  quality?: QualitySpec;
}

export interface Timeouts {
  headersMs: number;
  firstTokenMs: number;
  idleMs: number;
  totalMs: number;
}

export interface RunSettings {
  /** Measured plan items per endpoint in one look, split across scenarios by weight (an agent loop is one item). */
  requests: number;
  /** Looks of a sequential run (absent = RUN_DEFAULTS.looks): each adds `requests` items per undecided endpoint. */
  looks?: number;
  /** Warmup items per endpoint, sent first and excluded from results. */
  warmup: number;
  /** Closed loop: at most this many requests in flight. Exclusive with `rate`. */
  concurrency: number;
  /** Open loop: Poisson arrivals at this many requests per second; null for closed loop. */
  ratePerSecond: number | null;
  /** Open loop with gamma-distributed gaps (shape `burstiness`, mean 1/rate): 1 is Poisson, below 1 burstier, above 1
   * more even (as vLLM's `bench serve --burstiness`). Absent: Poisson. */
  burstiness?: number;
  seed: number;
  timeouts: Timeouts;
  /** Lower-cased response header names to capture. */
  captureHeaders: string[];
  /** Retries before the first byte (connect errors, 429/5xx without a body read); 0 = never. */
  retries: number;
  /** Probe worker threads: 0 (or absent) probes in-process, `auto` one per core (see src/runner/probe-pool.ts).
   * How requests are sent, not what is measured: it is not part of the workload fingerprint. */
  workers?: number | 'auto';
}

/** The workload's `gate:` section: rule overrides (src/vocabulary/rules.ts; defaults in src/gate/defaults.ts) plus where the baseline lives. */
export interface GateSettings {
  /** Baseline path as written (relative to the workload file), or null for the default location. */
  baseline: string | null;
  /** A/A calibration splits to run alongside the gate (0 = off). */
  aaRuns: number;
  overrides: GateRulesOverrides;
}

/**
 * The workload's `speculative:` (docs/telemetry.md, "Speculative decoding"): how far the candidate's speculative
 * decoding may fall behind the comparison side's before the endpoint fails. Without it, acceptance is measured and
 * reported wherever a server says it, and gates nothing.
 */
export interface SpeculativeSpec {
  /**
   * The least candidate ÷ comparison-side ratio of the mean accepted length (tokens per verification step), or of the
   * acceptance rate where a side reports no length (llama.cpp's `timings`): 0.95 as vLLM's acceptance tests use.
   */
  minAcceptanceRatio: number;
}

export interface Workload {
  version: 1;
  name: string;
  endpoints: EndpointConfig[];
  scenarios: ScenarioConfig[];
  run: RunSettings;
  gate: GateSettings;
  /** Conformance probes; absent or null when the workload declares none. */
  probes?: ProbeSettings | null;
  /** The workload's `sweep:` (src/config/sections/sweep.ts); absent when it declares none (a sweep then uses the defaults). */
  sweep?: SweepSpec;
  /** The workload's `speculative:` (src/config/sections/speculative.ts): acceptance gated; absent when it asks for none. */
  speculative?: SpeculativeSpec;
  /** Absolute path of the file it came from (for messages), or null when built in memory. */
  source: string | null;
}

export const DEFAULT_CAPTURE_HEADERS = ['x-envoy-upstream-service-time', 'server-timing', 'openai-processing-ms', 'x-request-id'] as const;

export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 30_000,
  firstTokenMs: 60_000,
  idleMs: 30_000,
  totalMs: 300_000,
};
