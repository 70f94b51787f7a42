/**
 * What several APIs share: the chat-form conversation read message by message, the bearer key, the usage chunk of
 * the OpenAI-compatible streams, the flat merge of fields, and the probe set's common words (one id means the same
 * body fields on every API that has it: `max_tokens=8`, `stop=12`, `temperature=0`, …).
 */
import { isRecord } from '../util/is-record.js';
import type { ProbeSpec } from './types.js';

export interface ToolCallShape {
  id: string;
  function: { name: string; arguments: string };
}

export const role = (message: unknown): string => (isRecord(message) && typeof message.role === 'string' ? message.role : 'user');
export const text = (message: unknown): string => (isRecord(message) && typeof message.content === 'string' ? message.content : '');
export const toolCallsOf = (message: unknown): ToolCallShape[] =>
  isRecord(message) && Array.isArray(message.tool_calls) ? (message.tool_calls as ToolCallShape[]) : [];
export const toolCallIdOf = (message: unknown): string =>
  isRecord(message) && typeof message.tool_call_id === 'string' ? message.tool_call_id : '';

/** A chat tool's `function` part, or null for a tool of another shape (sent as written). */
export const functionOf = (tool: unknown): Record<string, unknown> | null =>
  isRecord(tool) && isRecord(tool.function) ? tool.function : null;

/** A tool call's JSON arguments as an object ({} when they are not one). */
export function parsedArguments(args: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(args);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export const bearer = (apiKey: string): string => `Bearer ${apiKey}`;

/** Fields over a body, as written: the later wins. */
export const flatMerge = (body: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> => ({
  ...body,
  ...fields,
});

/** `stream: true` alone (the API reports usage without being asked). */
export const streamOnly = (body: Record<string, unknown>): Record<string, unknown> => ({ ...body, stream: true });

/** `stream: true` plus `stream_options.include_usage`, keeping any other stream options. */
export function withUsageChunk(body: Record<string, unknown>): Record<string, unknown> {
  const given = body.stream_options;
  return { ...body, stream: true, stream_options: { ...(isRecord(given) ? given : {}), include_usage: true } };
}

/** Body fields every API's request is built around; each API adds its own. */
export const COMMON_RESERVED_FIELDS: Readonly<Record<string, string>> = {
  model: 'set by the endpoint\'s "model"',
  messages: 'built from the scenario\'s "prompt" or "messages"',
  stream: 'streaming is always on; it is what streamgate measures',
  stream_options: 'set by streamgate so that token usage is reported',
  max_tokens: 'use the scenario\'s "maxTokens"',
  tools: 'use the scenario\'s "tools"',
};

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
