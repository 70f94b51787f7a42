/** OpenAI wire format: chat.completion.chunk events, the non-streaming body, and error bodies. */
import type { AnswerToken, FinishReason, ToolCall } from './answer.js';
import type { ResponseScript, ScriptTimings, ScriptUsage } from './generate.js';

export interface ChunkMeta {
  id: string;
  /** Unix seconds. */
  created: number;
  model: string;
}

type Json = Record<string, unknown>;

function chunk(meta: ChunkMeta, choices: Json[]): Json {
  return { id: meta.id, object: 'chat.completion.chunk', created: meta.created, model: meta.model, choices };
}

function deltaChunk(meta: ChunkMeta, delta: Json, finishReason: FinishReason | null): Json {
  return chunk(meta, [{ index: 0, delta, finish_reason: finishReason }]);
}

export function roleChunk(meta: ChunkMeta): Json {
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

export function tokenChunk(meta: ChunkMeta, token: AnswerToken, toolCallId: string): Json {
  return deltaChunk(meta, tokenDelta(token, toolCallId), null);
}

/** `timings`, when given, rides on the finish chunk as llama.cpp sends it when no usage chunk follows. */
export function finishChunk(meta: ChunkMeta, finishReason: FinishReason, timings: ScriptTimings | null = null): Json {
  const finish = deltaChunk(meta, {}, finishReason);
  return timings ? { ...finish, timings: timingsJson(timings) } : finish;
}

/** llama.cpp's `timings` object (the fields it sends in every build that has `cache_n`). */
export function timingsJson(t: ScriptTimings): Json {
  return {
    cache_n: t.cacheN,
    prompt_n: t.promptN,
    prompt_ms: t.promptMs,
    predicted_n: t.predictedN,
    predicted_ms: t.predictedMs,
    predicted_per_second: t.predictedPerSecond,
  };
}

function usageJson(usage: ScriptUsage): Json {
  return {
    prompt_tokens: usage.promptTokens,
    completion_tokens: usage.completionTokens,
    total_tokens: usage.promptTokens + usage.completionTokens,
    completion_tokens_details: { reasoning_tokens: usage.reasoningTokens },
    prompt_tokens_details: { cached_tokens: usage.cachedTokens },
  };
}

/** The last event before `[DONE]`: usage, and the engine's `timings` beside it as llama.cpp sends them. */
export function usageChunk(meta: ChunkMeta, usage: ScriptUsage, timings: ScriptTimings | null = null): Json {
  const last = { ...chunk(meta, []), usage: usageJson(usage) };
  return timings ? { ...last, timings: timingsJson(timings) } : last;
}

/** One SSE event; `stampNs` (process.hrtime.bigint() as text) is added for timing benchmarks. */
export function sseFrame(payload: Json, stampNs: string | null): string {
  const body = stampNs === null ? payload : { ...payload, sim_t_ns: stampNs };
  return `data: ${JSON.stringify(body)}\n\n`;
}

export const DONE_FRAME = 'data: [DONE]\n\n';

function toolCallJson(call: ToolCall): Json {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: call.arguments } };
}

/** The `stream: false` body: the same answer as the stream would carry, in one chat.completion. */
export function completionBody(meta: ChunkMeta, script: ResponseScript): Json {
  const text = (kind: AnswerToken['kind']): string =>
    script.tokens
      .filter((t) => t.kind === kind)
      .map((t) => t.text)
      .join('');
  const message: Json = { role: 'assistant', content: script.toolCall ? null : text('content') };
  if (script.usage.reasoningTokens > 0) message['reasoning_content'] = text('reasoning');
  if (script.toolCall) message['tool_calls'] = [toolCallJson(script.toolCall)];
  return {
    id: meta.id,
    object: 'chat.completion',
    created: meta.created,
    model: meta.model,
    choices: [{ index: 0, message, finish_reason: script.finishReason }],
    usage: usageJson(script.usage),
    ...(script.timings ? { timings: timingsJson(script.timings) } : {}),
  };
}

export function errorBody(message: string, type: string, code: string): string {
  return JSON.stringify({ error: { message, type, code } });
}
