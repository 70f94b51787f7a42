import type { ScenarioConfig, ScenarioExpectations } from '../../src/config/types.js';
import type { Sample } from '../../src/probe/sample.js';
import { DEFAULT_MIN_PASS_RATE } from '../../src/config/sections/min-pass-rate.js';
import { buildSample } from '../metrics/sample-factory.js';

/** A finished response with the given text, reasoning, usage and finish reason (one event per token). */
export function response(opts: {
  content?: string;
  contentTokens?: number;
  reasoningChars?: number;
  reasoningTokens?: number | null;
  completionTokens?: number | null;
  usage?: boolean;
  finishReason?: string | null;
  error?: Sample['error'];
  settleMs?: number;
}): Sample {
  const content = opts.content ?? 'hello';
  const contentTokens = opts.contentTokens ?? 1;
  const reasoningChars = opts.reasoningChars ?? 0;
  const events = [
    ...(reasoningChars > 0 ? [{ chars: reasoningChars, channel: 'r' as const }] : []),
    ...Array.from({ length: contentTokens }, () => ({ chars: Math.max(1, Math.floor(content.length / contentTokens)) })),
  ];
  const sample = buildSample([{ atMs: 100, events }, { atMs: opts.settleMs ?? 200 }], {
    content,
    finishReason: opts.finishReason === undefined ? 'stop' : opts.finishReason,
    usage:
      opts.usage === false
        ? null
        : {
            promptTokens: 10,
            completionTokens: opts.completionTokens === undefined ? events.length : opts.completionTokens,
            reasoningTokens: opts.reasoningTokens === undefined ? null : opts.reasoningTokens,
            cachedPromptTokens: null,
          },
    error: opts.error ?? null,
  });
  return sample;
}

export const NO_EXPECTATIONS: ScenarioExpectations = {
  reasoning: null,
  withinMaxTokens: false,
  stopHonoured: false,
  nonEmpty: false,
  json: false,
  jsonSchema: null,
  usage: false,
  answer: null,
  minPassRate: { ...DEFAULT_MIN_PASS_RATE },
};

export function scenario(
  expect: Partial<ScenarioExpectations>,
  params: Record<string, unknown> = {},
  maxTokens = 16,
): Pick<ScenarioConfig, 'maxTokens' | 'params' | 'expect'> {
  return { maxTokens, params, expect: { ...NO_EXPECTATIONS, ...expect } };
}
