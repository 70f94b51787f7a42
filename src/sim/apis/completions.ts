/**
 * Legacy completions, `POST /<profile>/v1/completions`: one prompt string in, `text_completion` chunks out (`data:`
 * lines): one per token, a finish chunk (`text: ""` and the finish reason), the usage chunk when
 * `stream_options.include_usage` asks for it, then `data: [DONE]`. No reasoning and no tools (a `tools` field is a 400);
 * no default limit when `max_tokens` is absent (as llama.cpp; OpenAI and vLLM stop at 16 tokens).
 */
import type { FinishReason } from '../answer.js';
import type { ResponseScript, ScriptTimings, ScriptUsage } from '../generate.js';
import { openAiErrorBody } from '../http.js';
import { isRecord, parseLimit, parseModel, parseStop, parseTemperature, SimRequestError, type EngineRequest } from '../request.js';
import { DONE_EVENT, type Json, type TimedEvents, type WireEvent } from '../sse.js';
import { openAiErrors, streamError, timingsJson } from './openai-shared.js';
import { textOf } from './segments.js';
import { legacyTokenLogprobs, withChoiceField } from '../logprobs.js';
import type { ResponseMeta, SimApi } from './types.js';

const KNOWN_PARAMS: readonly string[] = Object.freeze([
  'model',
  'prompt',
  'suffix',
  'max_tokens',
  'temperature',
  'top_p',
  'n',
  'stream',
  'stream_options',
  'logprobs',
  'echo',
  'stop',
  'presence_penalty',
  'frequency_penalty',
  'best_of',
  'logit_bias',
  'user',
  'seed',
]);

interface CompletionsRequest extends EngineRequest {
  includeUsage: boolean;
}

function parsePrompt(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string') return value[0];
  throw new SimRequestError('"prompt" must be a string (the simulator serves one prompt per request)', 'invalid_request', 'prompt');
}

export function parseCompletionsRequest(body: unknown): CompletionsRequest {
  if (!isRecord(body)) throw new SimRequestError('request body must be a JSON object');
  if (body['tools'] !== undefined) throw new SimRequestError('Unrecognized request argument supplied: tools', 'invalid_request', 'tools');
  const maxTokens = parseLimit(body, 'max_tokens');
  const streamOptions = body['stream_options'];
  return {
    model: parseModel(body),
    messages: [{ role: 'user', content: parsePrompt(body['prompt']) }],
    stream: body['stream'] === true,
    includeUsage: isRecord(streamOptions) && streamOptions['include_usage'] === true,
    maxTokens,
    limits: { maxTokens, maxCompletionTokens: null },
    stop: parseStop(body['stop']),
    temperature: parseTemperature(body),
    tools: [],
    toolsChars: 0,
    params: body,
    reasoningParams: null,
  };
}

function chunk(meta: ResponseMeta, choices: Json[]): Json {
  return { id: meta.id, object: 'text_completion', created: meta.created, model: meta.model, choices };
}

function textChunk(meta: ResponseMeta, text: string, finishReason: FinishReason | null): Json {
  return chunk(meta, [{ index: 0, text, finish_reason: finishReason, logprobs: null }]);
}

function usageJson(usage: ScriptUsage): Json {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    ...(usage.cachedReported ? { prompt_tokens_details: { cached_tokens: usage.cachedTokens } } : {}),
  };
}

function withTimings(json: Json, timings: ScriptTimings | null): Json {
  return timings ? { ...json, timings: timingsJson(timings) } : json;
}

const data = (payload: Json): WireEvent => ({ event: null, data: payload });

function completionsStream(script: ResponseScript, meta: ResponseMeta, request: CompletionsRequest): TimedEvents[] {
  const groups: TimedEvents[] = script.tokens.map((token) => {
    const logprobs = legacyTokenLogprobs(token);
    const text = textChunk(meta, token.text, null);
    return { atMs: token.atMs, events: [data(logprobs ? withChoiceField(text, 'logprobs', logprobs) : text)] };
  });
  if (script.outcome === 'stream_error') {
    groups.push({ atMs: script.endMs, events: [data(openAiErrorBody(streamError))] });
    return groups;
  }
  // As on chat: llama.cpp's timings ride on the last event before [DONE].
  const end = [data(withTimings(textChunk(meta, '', script.finishReason), request.includeUsage ? null : script.timings))];
  if (request.includeUsage) end.push(data(withTimings({ ...chunk(meta, []), usage: usageJson(script.usage) }, script.timings)));
  end.push(DONE_EVENT);
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}

function completionBody(script: ResponseScript, meta: ResponseMeta): Json {
  const body = {
    ...textChunk(meta, textOf(script.tokens, 'content'), script.finishReason),
    usage: usageJson(script.usage),
  };
  return withTimings(body, script.timings);
}

export const completions: SimApi = {
  id: 'completions',
  route: 'v1/completions',
  idPrefix: 'cmpl-sim-',
  knownParams: KNOWN_PARAMS,
  parse(body) {
    const request = parseCompletionsRequest(body);
    return { request, stream: (script, meta) => completionsStream(script, meta, request), body: completionBody };
  },
  ...openAiErrors,
};
