import { API_IDS, DEFAULT_API, type ApiId } from '../vocabulary/apis.js';
import type { ProbeSettings, ProbeVariantConfig } from './types.js';

/** Requests per probe variant unless `probes.repeat` says otherwise. */
export const DEFAULT_PROBE_REPEAT = 3;

/**
 * The probe prompt: short, cheap, with a known right answer that contains the stop sequence below, so one prompt
 * serves the reasoning, token-limit, stop and usage probes.
 */
export const DEFAULT_PROBE_PROMPT = 'Count from 1 to 30, separated by spaces. Reply with the numbers only.';

/** An open prompt: repeatability only means something when many answers are possible. */
export const REPEATABILITY_PROMPT = 'Write one sentence about the sea.';

export const PROBE_STOP_SEQUENCE = '12';
export const PROBE_TOKEN_LIMIT = 8;
/** The Responses API refuses `max_output_tokens` below 16 (400 `integer_below_min_value`). */
export const RESPONSES_PROBE_TOKEN_LIMIT = 16;
/** Anthropic's smallest `thinking.budget_tokens`. */
export const PROBE_THINKING_BUDGET = 1024;

/**
 * The token limit every probe request of an API carries unless its variant sets one, or null for none. Only where the
 * API needs one: the Messages API requires `max_tokens` (above the thinking variant's budget), and legacy completions
 * stop at 16 tokens without it, short of the stop sequence. Chat completions and Responses get none, as a client
 * sending the bare prompt would (OpenAI's reasoning models refuse `max_tokens` on chat completions).
 */
export const PROBE_MAX_TOKENS: { readonly [K in ApiId]: number | null } = {
  'chat-completions': null,
  responses: null,
  'anthropic-messages': 2 * PROBE_THINKING_BUDGET,
  completions: 2 * PROBE_THINKING_BUDGET,
};

function variant(
  api: ApiId,
  id: string,
  family: string,
  params: Record<string, unknown>,
  check: ProbeVariantConfig['check'],
  prompt: string | null = null,
): ProbeVariantConfig {
  return { id, family, params, check, prompt, api };
}

const repeatable = (api: ApiId): ProbeVariantConfig =>
  variant(api, 'temperature=0', 'repeatability', { temperature: 0 }, 'repeatable', REPEATABILITY_PROMPT);

/**
 * Each API's built-in probe set, in the order the matrix shows it. Ids are keys in results and baselines; one id means
 * the same body fields on every API that has it (`max_tokens=8`, `stop=12`, `temperature=0`, …).
 */
const BUILT_IN: { readonly [K in ApiId]: (api: ApiId) => ProbeVariantConfig[] } = {
  // The documented-looking ways to switch reasoning off (and to reduce it), both token-limit fields, `stop`, the usage
  // chunk and repeatability at temperature 0.
  'chat-completions': (api) => [
    variant(api, 'reasoning_effort=none', 'reasoning-off', { reasoning_effort: 'none' }, 'reasoning-off'),
    variant(api, 'thinking.type=disabled', 'reasoning-off', { thinking: { type: 'disabled' } }, 'reasoning-off'),
    variant(api, 'enable_thinking=false', 'reasoning-off', { enable_thinking: false }, 'reasoning-off'),
    variant(
      api,
      'chat_template_kwargs.enable_thinking=false',
      'reasoning-off',
      { chat_template_kwargs: { enable_thinking: false } },
      'reasoning-off',
    ),
    variant(api, 'reasoning.enabled=false', 'reasoning-off', { reasoning: { enabled: false } }, 'reasoning-off'),
    variant(api, 'reasoning_effort=minimal', 'reasoning-reduce', { reasoning_effort: 'minimal' }, 'reasoning-reduced'),
    variant(api, 'reasoning_effort=low', 'reasoning-reduce', { reasoning_effort: 'low' }, 'reasoning-reduced'),
    variant(api, `max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
    variant(api, `max_completion_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_completion_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
    variant(api, `stop=${PROBE_STOP_SEQUENCE}`, 'stop', { stop: [PROBE_STOP_SEQUENCE] }, 'stop'),
    variant(api, 'stream_options.include_usage=true', 'usage', { stream_options: { include_usage: true } }, 'usage'),
    repeatable(api),
  ],
  // `reasoning.effort` is the one switch; no stop sequences (the API has none); usage always comes with
  // `response.completed`, so its variant is the control's body and checks that usage arrives.
  responses: (api) => [
    variant(api, 'reasoning.effort=none', 'reasoning-off', { reasoning: { effort: 'none' } }, 'reasoning-off'),
    variant(api, 'reasoning.effort=minimal', 'reasoning-reduce', { reasoning: { effort: 'minimal' } }, 'reasoning-reduced'),
    variant(api, 'reasoning.effort=low', 'reasoning-reduce', { reasoning: { effort: 'low' } }, 'reasoning-reduced'),
    variant(
      api,
      `max_output_tokens=${RESPONSES_PROBE_TOKEN_LIMIT}`,
      'token-limit',
      { max_output_tokens: RESPONSES_PROBE_TOKEN_LIMIT },
      'max-tokens',
    ),
    variant(api, 'usage (always reported)', 'usage', {}, 'usage'),
    repeatable(api),
  ],
  // Extended thinking is off unless asked for: `thinking` switched off and on; `max_tokens` (always sent, the variant's
  // replaces the probe's), `stop_sequences`, usage (always in `message_start` / `message_delta`).
  'anthropic-messages': (api) => [
    variant(api, 'thinking.type=disabled', 'reasoning-off', { thinking: { type: 'disabled' } }, 'reasoning-off'),
    variant(
      api,
      'thinking.type=enabled',
      'reasoning-on',
      { thinking: { type: 'enabled', budget_tokens: PROBE_THINKING_BUDGET } },
      'reasoning-on',
    ),
    variant(api, `max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
    variant(api, `stop_sequences=${PROBE_STOP_SEQUENCE}`, 'stop', { stop_sequences: [PROBE_STOP_SEQUENCE] }, 'stop'),
    variant(api, 'usage (always reported)', 'usage', {}, 'usage'),
    repeatable(api),
  ],
  // No reasoning on legacy completions: limit, stop, the usage chunk and repeatability only.
  completions: (api) => [
    variant(api, `max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
    variant(api, `stop=${PROBE_STOP_SEQUENCE}`, 'stop', { stop: [PROBE_STOP_SEQUENCE] }, 'stop'),
    variant(api, 'stream_options.include_usage=true', 'usage', { stream_options: { include_usage: true } }, 'usage'),
    repeatable(api),
  ],
};

/** The built-in probe set of an API (`probes: default` sends each endpoint its API's set). */
export function defaultProbeVariants(api: ApiId = DEFAULT_API): ProbeVariantConfig[] {
  return BUILT_IN[api](api);
}

/** Every built-in variant id, each once, in API order: what `probes.only` may name. */
export function builtInProbeIds(): string[] {
  return [...new Set(API_IDS.flatMap((api) => defaultProbeVariants(api).map((v) => v.id)))];
}

/**
 * The variants an endpoint of this API is sent, in probe-set order: the built-in ones chosen for its API, then the
 * custom ones for every API or for this one.
 */
export function variantsFor(settings: Pick<ProbeSettings, 'variants'>, api: ApiId): ProbeVariantConfig[] {
  return settings.variants.filter((v) => v.api === null || v.api === api);
}
