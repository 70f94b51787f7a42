/** OpenAI Responses: `POST {baseUrl}/responses`, the conversation as `input` items, flat tools, a bearer key. */
import { functionOf, role, text, toolCallIdOf, toolCallsOf } from '../conversation.js';
import { bearer, COMMON_RESERVED_FIELDS, flatMerge, streamOnly } from '../shared.js';
import { repeatable, variant } from '../probe-words.js';
import { responsesLogprobs } from './logprobs.js';
import type { StreamingApi } from '../types.js';

/** The Responses API refuses `max_output_tokens` below 16 (400 `integer_below_min_value`). */
export const RESPONSES_PROBE_TOKEN_LIMIT = 16;

/** A chat message as Responses input items: a message, the function calls an assistant made, or a call's output. */
function responsesItems(message: unknown): unknown[] {
  const r = role(message);
  if (r === 'tool') return [{ type: 'function_call_output', call_id: toolCallIdOf(message), output: text(message) }];
  const calls = toolCallsOf(message).map((c) => ({
    type: 'function_call',
    call_id: c.id,
    name: c.function.name,
    arguments: c.function.arguments,
  }));
  const content = text(message);
  return [...(content !== '' || calls.length === 0 ? [{ role: r, content }] : []), ...calls];
}

/** OpenAI chat tool `{ type: 'function', function: { name, description, parameters } }` in Responses' flat form. */
function responsesTool(tool: unknown): unknown {
  const fn = functionOf(tool);
  return fn
    ? {
        type: 'function',
        name: fn.name,
        ...(fn.description !== undefined ? { description: fn.description } : {}),
        parameters: fn.parameters ?? {},
      }
    : tool;
}

export const responses: StreamingApi<'responses'> = {
  id: 'responses',
  meaning: 'OpenAI Responses: POST {baseUrl}/responses',
  messages: true,
  tools: true,
  stop: false,
  path: () => '/responses',
  keyHeader: 'authorization',
  keyValue: bearer,
  headers: {},
  reservedBodyFields: COMMON_RESERVED_FIELDS,
  limitFields: ['max_output_tokens'],
  stopFields: [],
  body: ({ model, messages, maxTokens, fields, tools }) => ({
    model,
    input: messages.flatMap(responsesItems),
    max_output_tokens: maxTokens,
    ...fields,
    ...(tools.length > 0 ? { tools: tools.map(responsesTool) } : {}),
  }),
  merge: flatMerge,
  // The Responses API rejects `stream_options`; its usage comes with `response.completed` anyway.
  streamingBody: streamOnly,
  usage: {
    prompt: 'response.usage.input_tokens',
    completion: 'response.usage.output_tokens',
    reasoning: 'response.usage.output_tokens_details.reasoning_tokens',
    cached: 'response.usage.input_tokens_details.cached_tokens',
  },
  probes: {
    maxTokens: null,
    // `reasoning.effort` is the one switch; no stop sequences (the API has none); usage always comes with
    // `response.completed`, so its variant is the control's body and checks that usage arrives.
    variants: [
      variant('reasoning.effort=none', 'reasoning-off', { reasoning: { effort: 'none' } }, 'reasoning-off'),
      variant('reasoning.effort=minimal', 'reasoning-reduce', { reasoning: { effort: 'minimal' } }, 'reasoning-reduced'),
      variant('reasoning.effort=low', 'reasoning-reduce', { reasoning: { effort: 'low' } }, 'reasoning-reduced'),
      variant(
        `max_output_tokens=${RESPONSES_PROBE_TOKEN_LIMIT}`,
        'token-limit',
        { max_output_tokens: RESPONSES_PROBE_TOKEN_LIMIT },
        'max-tokens',
      ),
      variant('usage (always reported)', 'usage', {}, 'usage'),
      repeatable(),
    ],
  },
  logprobs: responsesLogprobs,
  // No minimum length on the Responses API.
  minTokens: null,
};
