/**
 * Behaviour profiles of the simulator. Every profile runs the same engine; a profile is only a set
 * of settings, and any request may override fields with an `x-sim` JSON header.
 */

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
  /** Prefix cache: a prompt whose first 512 characters were seen before starts warm. */
  prefixCache: boolean;
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

const CLEAN: ProfileSettings = {
  ttftMs: 300,
  ttftSigma: 0.25,
  tokensPerSecond: 60,
  jitter: 0.25,
  outputTokens: null,
  headerDelayMs: 0,
  bufferBody: false,
  bufferHeaders: false,
  chunkBytes: 0,
  stallProbability: 0,
  stallMs: 0,
  errorRate: 0,
  rate429: 0,
  midStreamErrorRate: 0,
  upstreamHeader: false,
  gatewayOverheadMs: 0,
  reasoningTokens: 0,
  ignoresReasoningOff: [],
  prefixCache: true,
  slots: 0,
  slotAffinity: false,
  coldPrefillMsPer1kChars: 400,
  warmTtftMs: 80,
  stampEvents: false,
  rejectsUnknownParams: false,
  ignoresMaxTokens: false,
  ignoresStop: false,
  wrongAnswerRate: 0,
  reasoningOffIgnoredRate: 0,
  variesAtTemperatureZero: false,
  contextTokens: null,
  charsPerToken: 4,
  dropsSystem: false,
  dropsTools: false,
};

function profile(overrides: Partial<ProfileSettings>): ProfileSettings {
  const settings: ProfileSettings = { ...CLEAN, ...overrides };
  Object.freeze(settings.ignoresReasoningOff);
  return Object.freeze(settings);
}

/**
 * The named profiles, each with the one line `streamgate sim --list`, the start-up banner and docs/simulator.md show
 * (same order; names are part of the contract: base URL `<sim>/<profile>/v1`). A profile is added here and nowhere else.
 *
 * Every profile serves every API (src/sim/apis/) from the same engine: the same settings give the same timing on each.
 *
 * Every chat-completions and legacy-completions response ends with llama.cpp's `timings` (`cache_n`, `prompt_n`,
 * `prompt_ms`, `predicted_n`, `predicted_ms`, `predicted_per_second`) on its last event before `[DONE]` (the usage chunk,
 * or the finish chunk without one) and in a non-streamed body, beside `usage.prompt_tokens_details.cached_tokens`.
 *
 * Every profile answers "What is A+B?" (also -, *) with the number, "Count from A to B" with the numbers, honours
 * `stop` and, at `temperature: 0`, repeats the same text for the same request, unless a setting above says otherwise.
 */
const REGISTRY = {
  clean: {
    description: 'a healthy streaming server: TTFT ~300 ms, ~60 tok/s, one event per token, prefix cache (warm TTFT ~80 ms)',
    settings: profile({}),
  },
  buffered: {
    description: 'clean generation, but the body is held and written at once at the end (a buffering proxy)',
    settings: profile({ bufferBody: true }),
  },
  coalesced: {
    description: 'clean generation behind a 4 KiB proxy buffer: tokens arrive in bursts',
    settings: profile({ chunkBytes: 4096 }),
  },
  stalls: {
    description: 'clean, plus ~800 ms pauses at 2 % of tokens',
    settings: profile({ stallProbability: 0.02, stallMs: 800 }),
  },
  fast: {
    description: '~2,500 tok/s, TTFT ~40 ms (warm ~15 ms)',
    settings: profile({ ttftMs: 40, ttftSigma: 0.2, tokensPerSecond: 2500, coldPrefillMsPer1kChars: 100, warmTtftMs: 15 }),
  },
  slow: {
    description: 'clean with 1.5× every TTFT component',
    settings: profile({ ttftMs: 450, coldPrefillMsPer1kChars: 600, warmTtftMs: 120 }),
  },
  reasoning: {
    description:
      '48 reasoning tokens first; honours reasoning_effort "none", thinking disabled and chat_template_kwargs, ignores enable_thinking and reasoning (chat\'s reasoning.enabled, Responses\' reasoning.effort)',
    settings: profile({ reasoningTokens: 48, ignoresReasoningOff: ['enable_thinking', 'reasoning'] }),
  },
  gateway: {
    description: 'heavy-tailed TTFT (σ 0.8) behind a gateway: x-envoy-upstream-service-time and 40 ms overhead',
    settings: profile({
      ttftMs: 350,
      ttftSigma: 0.8,
      tokensPerSecond: 80,
      jitter: 0.4,
      upstreamHeader: true,
      gatewayOverheadMs: 40,
      warmTtftMs: 100,
    }),
  },
  flaky: {
    description: 'clean with 10 % 429s and 5 % 500s',
    settings: profile({ rate429: 0.1, errorRate: 0.05 }),
  },
  'reasoning-compliant': {
    description: 'like reasoning, but every reasoning-off parameter works',
    settings: profile({ reasoningTokens: 48 }),
  },
  'ignores-reasoning-off': {
    description: '48 reasoning tokens first, whatever the request says: every reasoning-off parameter is ignored, on every API',
    settings: profile({ reasoningTokens: 48, ignoresReasoningOff: [...REASONING_OFF_PARAMS] }),
  },
  strict: {
    description: "like reasoning, only reasoning_effort understood; body fields outside the API's own set get a 400",
    settings: profile({ reasoningTokens: 48, rejectsUnknownParams: true }),
  },
  overrun: {
    description: 'ignores max_tokens (honours max_completion_tokens): answers run past the limit',
    settings: profile({ ignoresMaxTokens: true }),
  },
  'ignores-stop': {
    description: 'ignores stop sequences',
    settings: profile({ ignoresStop: true }),
  },
  degraded: {
    description: 'answers scripted arithmetic wrongly 40 % of the time',
    settings: profile({ wrongAnswerRate: 0.4 }),
  },
  nondeterministic: {
    description: 'new words at temperature 0 too: identical requests give different text',
    settings: profile({ variesAtTemperatureZero: true }),
  },
  'mixed-backends': {
    description: 'like reasoning-compliant, but half the requests ignore every reasoning-off parameter',
    settings: profile({ reasoningTokens: 48, reasoningOffIgnoredRate: 0.5 }),
  },
  'llama-slots': {
    description:
      "clean, served by 2 llama.cpp-style slots that keep only their last request's context: about half the warm requests miss the cache",
    settings: profile({ slots: 2 }),
  },
  'short-context': {
    description:
      'clean with a 512-token context: a longer prompt loses its start silently, and the usage reports the tokens kept (a smaller --ctx-size)',
    settings: profile({ contextTokens: 512 }),
  },
  capacity: {
    description:
      'clean, served by 4 engine slots with a queue and no prefix cache: past 4 concurrent requests each waits for a slot, so TTFT grows with load',
    settings: profile({ slots: 4, prefixCache: false }),
  },
} satisfies Record<string, { description: string; settings: ProfileSettings }>;

export const PROFILES: Readonly<Record<string, ProfileSettings>> = Object.freeze(
  Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.settings])),
);

export const PROFILE_NAMES: readonly string[] = Object.freeze(Object.keys(PROFILES));

/** One line per profile, for `streamgate sim --list`, the start-up banner and docs/simulator.md (same order). */
/** One line per profile, in the registry's order. */
export const PROFILE_DESCRIPTIONS: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(Object.entries(REGISTRY).map(([name, entry]) => [name, entry.description])),
);
