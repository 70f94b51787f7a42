/** The settings a simulator profile is made of, and the request parameters the settings speak of. */

/** Request parameters that ask a reasoning model to stop reasoning (see `reasoningScale`). */
export const REASONING_OFF_PARAMS = ['reasoning_effort', 'thinking', 'chat_template_kwargs', 'enable_thinking', 'reasoning'] as const;
export type ReasoningOffParam = (typeof REASONING_OFF_PARAMS)[number];

export interface ProfileSettings {
  /** Median time to first token for a short cold prompt (lognormal). */
  ttftMs: number;
  /** Lognormal sigma of TTFT; 0 makes TTFT exact. */
  ttftSigma: number;
  /** Mean decode rate; the mean gap between tokens is 1000 / tokensPerSecond. */
  tokensPerSecond: number;
  /** Relative per-token jitter (lognormal sigma of each gap and stall, mean preserved); 0 = exact. */
  jitter: number;
  /** Content tokens to produce; null = decide from the request (docs in generate.ts). */
  outputTokens: number | null;
  /** Time before status and headers are sent. */
  headerDelayMs: number;
  /** Hold the whole body and write it in one write when generation ends. */
  bufferBody: boolean;
  /** Also hold the headers until generation ends (implies bufferBody). */
  bufferHeaders: boolean;
  /** Coalesce output: write whenever at least this many bytes are pending, in writes of exactly
   * this size (a proxy's buffer); 0 = off. */
  chunkBytes: number;
  /** Per-token chance of a pause before that token (never before the first). */
  stallProbability: number;
  stallMs: number;
  /** Share of requests answered with a 500 JSON error. */
  errorRate: number;
  /** Share of requests answered with a 429 (`retry-after: 1`). */
  rate429: number;
  /**
   * Share of the remaining requests that break off partway through the answer (an overloaded upstream): a streamed one
   * ends with the API's error event, a non-streamed one gets 503 (529 `overloaded_error` on Anthropic Messages).
   */
  midStreamErrorRate: number;
  /**
   * Model a gateway in front of an upstream that sends its headers with its first token: send
   * `x-envoy-upstream-service-time: <upstream TTFT>` and delay headers and the whole stream by
   * `gatewayOverheadMs` on top.
   */
  upstreamHeader: boolean;
  gatewayOverheadMs: number;
  /**
   * Reasoning tokens emitted before content unless reasoning is switched off (`reasoning_content` on chat completions,
   * a reasoning item on Responses, a thinking block on Anthropic Messages; legacy completions never reason).
   */
  reasoningTokens: number;
  /**
   * Reasoning-off parameters this endpoint silently ignores, by their chat-completions names; `reasoning` also covers
   * the Responses API's `reasoning.effort`, `thinking` Anthropic's `thinking: {type: "disabled"}`.
   */
  ignoresReasoningOff: ReasoningOffParam[];
  /**
   * False: chat and legacy completions say nothing of the prefix cache (no `prompt_tokens_details`, no `timings`), as
   * vLLM without `--enable-prompt-tokens-details`; only `/metrics` counts the hits.
   */
  reportsCachedTokens: boolean;
  /** Prefix cache: a prompt whose first 512 characters were seen before starts warm. */
  prefixCache: boolean;
  /**
   * Without `slots`: the prompt tokens the prefix cache holds, least recently used evicted first (a small KV cache);
   * every endpoint of the profile sending the same value shares one such cache, so their prompts, cold ones included,
   * evict each other's warm prefixes; a request with `prefixCache: false` hits nothing but still takes its room (its KV
   * blocks push cached prefixes out). null: every prefix is kept (every profile's default).
   */
  prefixCacheTokens: number | null;
  /**
   * 0: one prefix cache for the whole engine that keeps every prefix it has seen (vLLM's and SGLang's automatic
   * prefix caching). N ≥ 1: N slots, as llama.cpp's `--parallel N` without prompt-similarity slot selection: a request
   * goes to the least-recently-used idle slot (or waits for the first to free up), and a slot keeps the context of the
   * last request it served only, so a prompt is warm when that request shared its prefix (see src/sim/slots.ts).
   */
  slots: number;
  /** With `slots`: an idle slot that holds the request's prefix is chosen before the least recently used one
   * (llama.cpp's prompt-similarity slot selection), so N shared prefixes stay warm on N or more slots. */
  slotAffinity: boolean;
  /** Extra cold TTFT per 1,000 prompt characters (prefill). */
  coldPrefillMsPer1kChars: number;
  /** Median TTFT when the prompt prefix is cached. */
  warmTtftMs: number;
  /** Add `"sim_t_ns": "<process.hrtime.bigint()>"` to every SSE event JSON when it is emitted. */
  stampEvents: boolean;
  /**
   * Answer 400 to a body field outside the API's own set (`KNOWN_PARAMS` for chat completions, each API's list in
   * src/sim/apis/).
   */
  rejectsUnknownParams: boolean;
  /**
   * Ignore `max_tokens` (`max_completion_tokens` still caps the answer): the answer overruns the limit. On the other
   * APIs it ignores their one limit (`max_output_tokens`, Anthropic's `max_tokens`, legacy `max_tokens`).
   */
  ignoresMaxTokens: boolean;
  /** Ignore stop sequences (`stop`, Anthropic's `stop_sequences`): the answer runs on through them. */
  ignoresStop: boolean;
  /** Share of scripted arithmetic questions ("What is 17+25?") answered wrongly. */
  wrongAnswerRate: number;
  /** Share of requests on which every reasoning-off parameter is ignored (a gateway over mixed backends). */
  reasoningOffIgnoredRate: number;
  /** Draw new words at `temperature: 0` as at any temperature, instead of repeating the same answer. */
  variesAtTemperatureZero: boolean;
  /**
   * The prompt tokens the engine keeps (its context window); null: no limit. A longer prompt is cut silently, its start
   * dropped: the usage and `timings` report the tokens kept, and the prefill is theirs (src/sim/context.ts).
   */
  contextTokens: number | null;
  /**
   * Characters per prompt token (4 by default): another value models another tokenizer build, which counts the same
   * text a little differently.
   */
  charsPerToken: number;
  /** Drop the system messages before the engine reads the prompt (a gateway that rewrites the conversation). */
  dropsSystem: boolean;
  /** Drop the tool definitions before the engine reads the prompt (a gateway that strips `tools`). */
  dropsTools: boolean;
  /**
   * A lossy build of the same model (a quantised one): after this many content tokens the words are its own, not
   * the clean build's; null: the clean build's words throughout (src/sim/logprobs.ts).
   */
  driftAfterTokens: number | null;
  /** Standard deviation of the seeded shift of every log-prob, nats (a lossy build scores tokens a little differently). */
  logprobNoise: number;
  /**
   * Speculative decoding (src/sim/decoding/speculative.ts): tokens drafted per verification step; 0: none. The accepted drafted
   * tokens are sent without a log-prob (as llama.cpp sends them), and the counts are reported in `timings` (`draft_n`,
   * `draft_n_accepted`) and on `/metrics`. The words are the clean build's.
   */
  draftTokens: number;
  /**
   * With `draftTokens`: the chance that the target keeps each drafted token, given it kept the ones before it (1: every
   * drafted token is kept). `tokensPerSecond` is the decode rate at 1; a lower acceptance decodes slower.
   */
  draftAcceptance: number;
  /**
   * Share of answers whose last content token is lost on the way out (llama.cpp's server under speculative decoding,
   * intermittently): its text is never sent, while the usage and `timings` still count it. 0: never.
   */
  lostLastTokenRate: number;
  /**
   * Batch non-determinism (src/sim/decoding/near-ties.ts): the share of an answer's content positions, from the third on, where
   * the build's top two tokens are a near-tie (0.001–0.03 nats apart); 0: none.
   */
  nearTieRate: number;
  /**
   * The chance a request takes the runner-up at a near-tie, per request being generated on the server when it arrives
   * (itself included), at most ½: what it is batched with decides, so flips rise with concurrency.
   */
  tieFlipRate: number;
}

/**
 * Body fields a strict OpenAI-compatible server accepts; with `rejectsUnknownParams` anything else is a
 * 400, which is how a provider that validates its schema answers a vendor-specific reasoning switch.
 */
export const KNOWN_PARAMS: readonly string[] = Object.freeze([
  'model',
  'messages',
  'stream',
  'stream_options',
  'max_tokens',
  'max_completion_tokens',
  'temperature',
  'top_p',
  'n',
  'stop',
  'presence_penalty',
  'frequency_penalty',
  'logit_bias',
  'logprobs',
  'top_logprobs',
  'user',
  'seed',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'response_format',
  'reasoning_effort',
  'metadata',
  'store',
  'service_tier',
]);
