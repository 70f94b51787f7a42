/**
 * The probe sets' common words: the prompts, the limit and the stop sequence, so one id means the same body fields on
 * every API that has it (`max_tokens=8`, `stop=12`, `temperature=0`, …).
 */
import type { ProbeSpec } from './types.js';

/**
 * The probe prompt: short, cheap, with a known right answer that contains the stop sequence below, so one prompt
 * serves the reasoning, token-limit, stop and usage probes.
 */
export const DEFAULT_PROBE_PROMPT = 'Count from 1 to 30, separated by spaces. Reply with the numbers only.';
/** An open prompt: repeatability only means something when many answers are possible. */
export const REPEATABILITY_PROMPT = 'Write one sentence about the sea.';
export const PROBE_STOP_SEQUENCE = '12';
export const PROBE_TOKEN_LIMIT = 8;
/** Anthropic's smallest `thinking.budget_tokens`. */
export const PROBE_THINKING_BUDGET = 1024;

export function variant(
  id: string,
  family: string,
  params: Record<string, unknown>,
  check: ProbeSpec['check'],
  prompt: string | null = null,
): ProbeSpec {
  return { id, family, params, check, prompt };
}

export const repeatable = (params: Record<string, unknown> = { temperature: 0 }): ProbeSpec =>
  variant('temperature=0', 'repeatability', params, 'repeatable', REPEATABILITY_PROMPT);
