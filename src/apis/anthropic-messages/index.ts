/**
 * Anthropic Messages: `POST {baseUrl}/messages` with `x-api-key` and `anthropic-version`; the system text apart,
 * tool calls and results as content blocks, `stop` sent as `stop_sequences`.
 */
import { functionOf, parsedArguments, role, text, toolCallIdOf, toolCallsOf } from '../conversation.js';
import { COMMON_RESERVED_FIELDS, flatMerge, streamOnly } from '../shared.js';
import { PROBE_STOP_SEQUENCE, PROBE_THINKING_BUDGET, PROBE_TOKEN_LIMIT, repeatable, variant } from '../probe-words.js';
import type { StreamingApi } from '../types.js';

/** The Messages API version sent unless the endpoint's headers name another. */
export const ANTHROPIC_VERSION = '2023-06-01';

type Turn = { role: 'user' | 'assistant'; content: unknown[] };

/** Chat messages as Messages turns: tool calls as `tool_use` blocks, tool results as `tool_result` blocks of a user turn,
 * consecutive turns of one role joined (the API wants them alternating). */
function anthropicMessages(messages: readonly unknown[]): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages) {
    const r = role(message);
    const blocks: unknown[] = [];
    if (r === 'tool') {
      blocks.push({ type: 'tool_result', tool_use_id: toolCallIdOf(message), content: text(message) });
    } else {
      if (text(message) !== '') blocks.push({ type: 'text', text: text(message) });
      for (const call of toolCallsOf(message))
        blocks.push({ type: 'tool_use', id: call.id, name: call.function.name, input: parsedArguments(call.function.arguments) });
    }
    const turnRole = r === 'assistant' ? 'assistant' : 'user';
    const last = turns.at(-1);
    if (last && last.role === turnRole) last.content.push(...blocks);
    else turns.push({ role: turnRole, content: blocks });
  }
  return turns;
}

/** OpenAI chat tool in the Messages API's form `{ name, description, input_schema }`. */
function anthropicTool(tool: unknown): unknown {
  const fn = functionOf(tool);
  return fn
    ? {
        name: fn.name,
        ...(fn.description !== undefined ? { description: fn.description } : {}),
        input_schema: fn.parameters ?? { type: 'object' },
      }
    : tool;
}

export const anthropicMessagesApi: StreamingApi<'anthropic-messages'> = {
  id: 'anthropic-messages',
  meaning: 'Anthropic Messages: POST {baseUrl}/messages, with x-api-key and anthropic-version headers',
  messages: true,
  tools: true,
  stop: true,
  path: () => '/messages',
  keyHeader: 'x-api-key',
  keyValue: (apiKey) => apiKey,
  headers: { 'anthropic-version': ANTHROPIC_VERSION },
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ['max_tokens'],
  stopFields: ['stop_sequences', 'stop'],
  body: ({ model, messages, maxTokens, fields, tools }) => {
    const system = messages
      .filter((m) => role(m) === 'system')
      .map((m) => text(m))
      .join('\n\n');
    const { stop, ...params } = fields;
    return {
      model,
      ...(system !== '' ? { system } : {}),
      messages: anthropicMessages(messages.filter((m) => role(m) !== 'system')),
      max_tokens: maxTokens,
      ...(stop !== undefined ? { stop_sequences: Array.isArray(stop) ? stop : [stop] } : {}),
      ...params,
      ...(tools.length > 0 ? { tools: tools.map(anthropicTool) } : {}),
    };
  },
  merge: flatMerge,
  // Usage comes with `message_start` and `message_delta` anyway.
  streamingBody: streamOnly,
  usage: {
    prompt: 'input_tokens + cache_read_input_tokens + cache_creation_input_tokens',
    completion: 'message_delta.usage.output_tokens',
    reasoning: null,
    cached: 'usage.cache_read_input_tokens',
  },
  probes: {
    // The Messages API requires `max_tokens`, above the thinking variant's budget.
    maxTokens: 2 * PROBE_THINKING_BUDGET,
    // Extended thinking is off unless asked for: `thinking` switched off and on; `max_tokens` (always sent, the
    // variant's replaces the probe's), `stop_sequences`, usage (always in `message_start` / `message_delta`).
    variants: [
      variant('thinking.type=disabled', 'reasoning-off', { thinking: { type: 'disabled' } }, 'reasoning-off'),
      variant(
        'thinking.type=enabled',
        'reasoning-on',
        { thinking: { type: 'enabled', budget_tokens: PROBE_THINKING_BUDGET } },
        'reasoning-on',
      ),
      variant(`max_tokens=${PROBE_TOKEN_LIMIT}`, 'token-limit', { max_tokens: PROBE_TOKEN_LIMIT }, 'max-tokens'),
      variant(`stop_sequences=${PROBE_STOP_SEQUENCE}`, 'stop', { stop_sequences: [PROBE_STOP_SEQUENCE] }, 'stop'),
      variant('usage (always reported)', 'usage', {}, 'usage'),
      repeatable(),
    ],
  },
  // The Messages API returns no log-probs.
  logprobs: null,
  // No minimum length: the server stops where the model does.
  minTokens: null,
};
