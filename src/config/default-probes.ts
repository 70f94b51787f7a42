import type { ProbeVariantConfig } from './types.js';

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

function variant(
  id: string,
  family: string,
  params: Record<string, unknown>,
  check: ProbeVariantConfig['check'],
  prompt: string | null = null,
): ProbeVariantConfig {
  return { id, family, params, check, prompt };
}

/**
 * The built-in probe set (`probes: default`): the documented-looking ways to switch reasoning off (and to reduce
 * it), both token-limit fields, `stop`, the usage chunk and repeatability at temperature 0.
 */
export function defaultProbeVariants(): ProbeVariantConfig[] {
  return [
    variant('reasoning_effort=none', 'reasoning-off', { reasoning_effort: 'none' }, 'reasoning-off'),
    variant('thinking.type=disabled', 'reasoning-off', { thinking: { type: 'disabled' } }, 'reasoning-off'),
    variant('enable_thinking=false', 'reasoning-off', { enable_thinking: false }, 'reasoning-off'),
    variant(
      'chat_template_kwargs.enable_thinking=false',
      'reasoning-off',
      { chat_template_kwargs: { enable_thinking: false } },
      'reasoning-off',
    ),
    variant('reasoning.enabled=false', 'reasoning-off', { reasoning: { enabled: false } }, 'reasoning-off'),
    variant('reasoning_effort=minimal', 'reasoning-reduce', { reasoning_effort: 'minimal' }, 'reasoning-reduced'),
    variant('reasoning_effort=low', 'reasoning-reduce', { reasoning_effort: 'low' }, 'reasoning-reduced'),
    variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
    variant(`max_completion_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_completion_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
    variant(`stop=${PROBE_STOP_SEQUENCE}`, 'stop', { stop: [PROBE_STOP_SEQUENCE] }, 'stop'),
    variant('stream_options.include_usage=true', 'usage', { stream_options: { include_usage: true } }, 'usage'),
    variant('temperature=0', 'repeatability', { temperature: 0 }, 'repeatable', REPEATABILITY_PROMPT),
  ];
}
