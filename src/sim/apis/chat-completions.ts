/**
 * OpenAI chat completions, `POST /<profile>/v1/chat/completions`: `chat.completion.chunk` events (`data:` lines only),
 * a role chunk with the first token, one chunk per token, a finish chunk, the usage chunk when
 * `stream_options.include_usage` asks for it, then `data: [DONE]`.
 */
import type { AnswerToken, FinishReason, ToolCall } from '../answer.js';
import type { ResponseScript, ScriptTimings, ScriptUsage } from '../generate.js';
import { openAiErrorBody } from '../http.js';
import { KNOWN_PARAMS } from '../profiles/profiles.js';
import { parseChatRequest, type ChatRequest } from '../request.js';
import { DONE_EVENT, type Json, type TimedEvents, type WireEvent } from '../sse.js';
import { openAiErrors, streamError, timingsJson, usageJson } from './openai-shared.js';
import { textOf } from './segments.js';
import { chatAnswerLogprobs, chatTokenLogprobs, logprobsField, withChoiceField } from '../logprobs.js';
import type { ResponseMeta, SimApi } from './types.js';

function chunk(meta: ResponseMeta, choices: Json[]): Json {
  return { id: meta.id, object: 'chat.completion.chunk', created: meta.created, model: meta.model, choices };
}

function deltaChunk(meta: ResponseMeta, delta: Json, finishReason: FinishReason | null): Json {
  return chunk(meta, [{ index: 0, delta, finish_reason: finishReason }]);
}

function roleChunk(meta: ResponseMeta): Json {
  return deltaChunk(meta, { role: 'assistant', content: '' }, null);
}

function tokenDelta(token: AnswerToken, toolCallId: string): Json {
  switch (token.kind) {
    case 'content':
      return { content: token.text };
    case 'reasoning':
      return { reasoning_content: token.text };
    case 'toolName':
      return {
        tool_calls: [{ index: 0, id: toolCallId, type: 'function', function: { name: token.text, arguments: '' } }],
      };
    case 'toolArgs':
      return { tool_calls: [{ index: 0, function: { arguments: token.text } }] };
  }
}

/** `timings`, when given, rides on the finish chunk as llama.cpp sends it when no usage chunk follows. */
function finishChunk(meta: ResponseMeta, finishReason: FinishReason, timings: ScriptTimings | null): Json {
  const finish = deltaChunk(meta, {}, finishReason);
  return timings ? { ...finish, timings: timingsJson(timings) } : finish;
}

/** The last event before `[DONE]`: usage, and the engine's `timings` beside it as llama.cpp sends them. */
function usageChunk(meta: ResponseMeta, usage: ScriptUsage, timings: ScriptTimings | null): Json {
  const last = { ...chunk(meta, []), usage: usageJson(usage, true) };
  return timings ? { ...last, timings: timingsJson(timings) } : last;
}

const data = (payload: Json): WireEvent => ({ event: null, data: payload });

function chatStream(script: ResponseScript, meta: ResponseMeta, request: ChatRequest): TimedEvents[] {
  const toolCallId = script.toolCall?.id ?? '';
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const groups: TimedEvents[] = [{ atMs: firstMs, events: [data(roleChunk(meta))] }];
  for (const token of script.tokens) {
    const delta = deltaChunk(meta, tokenDelta(token, toolCallId), null);
    const logprobs = token.kind === 'content' ? chatTokenLogprobs(token) : null;
    groups.push({ atMs: token.atMs, events: [data(logprobs ? withChoiceField(delta, 'logprobs', logprobs) : delta)] });
  }
  if (script.outcome === 'stream_error') {
    // As vLLM and llama.cpp report a failure after the headers: an error object in place of a chunk, and no [DONE].
    groups.push({ atMs: script.endMs, events: [data(openAiErrorBody(streamError))] });
    return groups;
  }
  // llama.cpp puts its timings on the last event before [DONE]: the usage chunk when one is asked for.
  const end = [data(finishChunk(meta, script.finishReason, request.includeUsage ? null : script.timings))];
  if (request.includeUsage) end.push(data(usageChunk(meta, script.usage, script.timings)));
  end.push(DONE_EVENT);
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}

function toolCallJson(call: ToolCall): Json {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } };
}

/** The `stream: false` body: the same answer as the stream would carry, in one chat.completion. */
function completionBody(script: ResponseScript, meta: ResponseMeta): Json {
  const message: Json = { role: 'assistant', content: script.toolCall ? null : textOf(script.tokens, 'content') };
  if (script.usage.reasoningTokens > 0) message['reasoning_content'] = textOf(script.tokens, 'reasoning');
  if (script.toolCall) message['tool_calls'] = [toolCallJson(script.toolCall)];
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message, finish_reason: script.finishReason, ...logprobsField(chatAnswerLogprobs(script.tokens)) }],
    usage: usageJson(script.usage, true),
    ...(script.timings ? { timings: timingsJson(script.timings) } : {}),
  };
}

export const chatCompletions: SimApi = {
  id: 'chat-completions',
  route: 'v1/chat/completions',
  idPrefix: 'chatcmpl-sim-',
  knownParams: KNOWN_PARAMS,
  parse(body) {
    const request = parseChatRequest(body);
    return { request, stream: (script, meta) => chatStream(script, meta, request), body: completionBody };
  },
  ...openAiErrors,
};
