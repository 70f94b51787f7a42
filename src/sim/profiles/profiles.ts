/**
 * Behaviour profiles of the simulator. Every profile runs the same engine; a profile is only a set
 * of settings, and any request may override fields with an `x-sim` JSON header.
 */

import { REASONING_OFF_PARAMS, KNOWN_PARAMS, type ProfileSettings, type ReasoningOffParam } from './profile-settings.js';

export { REASONING_OFF_PARAMS, KNOWN_PARAMS, type ProfileSettings, type ReasoningOffParam };

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
  prefixCacheTokens: null,
  reportsCachedTokens: true,
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
  driftAfterTokens: null,
  logprobNoise: 0,
  draftTokens: 0,
  draftAcceptance: 1,
  lostLastTokenRate: 0,
  nearTieRate: 0,
  tieFlipRate: 0,
};

/**
 * The decode rate of the speculative profiles when every drafted token is kept: with 3 drafted a step, each kept with
 * chance 0.9, a step yields 3.44 of its 4 tokens on average, so the `speculative` profile decodes at ~150 tok/s.
 */
const SPECULATIVE_FULL_RATE = 175;

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
  'vllm-usage': {
    description:
      "clean, but the usage says nothing of cached tokens and no timings are sent (vLLM's default): only /metrics counts the prefix cache's hits",
    settings: profile({ reportsCachedTokens: false }),
  },
  capacity: {
    description:
      'clean, served by 4 engine slots with a queue and no prefix cache: past 4 concurrent requests each waits for a slot, so TTFT grows with load',
    settings: profile({ slots: 4, prefixCache: false }),
  },
  quantised: {
    description:
      'a quantised build of clean: faster (~110 tok/s), the same words for the first 8 tokens of an answer, then its own; every log-prob shifted by ~0.05 nats (arithmetic answers stay right)',
    settings: profile({ tokensPerSecond: 110, driftAfterTokens: 8, logprobNoise: 0.05 }),
  },
  speculative: {
    description:
      'clean with speculative decoding: the identical text, faster (~150 tok/s); 3 tokens drafted a step, each kept with chance 0.9 (mean accepted length ~3.4, acceptance ~81 %), reported in timings (draft_n, draft_n_accepted) and on /metrics; the accepted drafted tokens come without log-probs, as llama.cpp sends them (x-sim draftAcceptance sets the chance)',
    settings: profile({ tokensPerSecond: SPECULATIVE_FULL_RATE, draftTokens: 3, draftAcceptance: 0.9 }),
  },
  'weak-draft': {
    description:
      'speculative with a poor draft: each drafted token kept with chance 0.4 (mean accepted length ~1.6, acceptance ~21 %), so it decodes at ~71 tok/s, the same words',
    settings: profile({ tokensPerSecond: SPECULATIVE_FULL_RATE, draftTokens: 3, draftAcceptance: 0.4 }),
  },
  'lost-token': {
    description:
      "speculative, but the server loses each answer's last content token: its text never arrives while the usage still counts it (a real llama.cpp quirk, intermittent there; x-sim lostLastTokenRate sets the share)",
    settings: profile({ tokensPerSecond: SPECULATIVE_FULL_RATE, draftTokens: 3, draftAcceptance: 0.9, lostLastTokenRate: 1 }),
  },
  'batch-nondeterministic': {
    description:
      'clean served the way GPU engines batch: not batch-invariant, so at temperature 0 near-ties (under 0.03 nats apart, at 3 % of tokens) flip with what a request is batched with, more often the more requests are in flight; with log-probs the ties show (x-sim nearTieRate, tieFlipRate)',
    settings: profile({ nearTieRate: 0.03, tieFlipRate: 0.1 }),
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

/** `name  description` lines, names padded to one column: what `streamgate sim --list` prints. */
export function profileListText(): string {
  const width = Math.max(...PROFILE_NAMES.map((n) => n.length));
  return PROFILE_NAMES.map((name) => `${name.padEnd(width)}  ${PROFILE_DESCRIPTIONS[name] ?? ''}`).join('\n');
}
