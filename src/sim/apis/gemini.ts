/**
 * Google Gemini, `POST /<profile>/v1beta/models/{model}:streamGenerateContent?alt=sse` (and `:generateContent`, not
 * streamed; `x-goog-api-key` is recorded, not checked): bare `data:` events, each a whole `GenerateContentResponse`.
 * One chunk per token with its text part (a thought, `thought: true`, only when `thinkingConfig.includeThoughts` asks
 * for them: otherwise the thinking time passes in silence), a tool call as one `functionCall` part when its arguments
 * are complete, and a last chunk with `finishReason` (`STOP`, `MAX_TOKENS`) and `usageMetadata`. No `[DONE]`. A break
 * mid-stream sends an `error` object (503 `UNAVAILABLE`).
 */
import type { ResponseScript } from '../generate.js';
import type { SimError } from '../http.js';
import { isRecord } from '../request.js';
import type { Json, TimedEvents, WireEvent } from '../sse.js';
import { KNOWN_PARAMS, parseGeminiRequest } from './gemini-request.js';
import { segmentsOf, segmentText, segmentToolName, type Segment } from './segments.js';
import type { ErrorReply, OutcomeError, ResponseMeta, SimApi } from './types.js';

const OVERLOADED = 'The model is overloaded (simulated). Please try again later.';

/** Google's status name for each HTTP status. */
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  405: 'INVALID_ARGUMENT',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

const errorBody = (error: SimError): Json => ({
  error: { code: error.status, message: error.message, status: STATUS_NAMES[error.status] ?? 'UNKNOWN' },
});

function finishReason(script: ResponseScript): string {
  return script.finishReason === 'length' ? 'MAX_TOKENS' : 'STOP';
}

function usageMetadata(script: ResponseScript): Json {
  const u = script.usage;
  const candidates = u.completionTokens - u.reasoningTokens;
  return {
    promptTokenCount: u.promptTokens,
    candidatesTokenCount: candidates,
    totalTokenCount: u.promptTokens + u.completionTokens,
    ...(u.cachedTokens > 0 ? { cachedContentTokenCount: u.cachedTokens } : {}),
    ...(u.reasoningTokens > 0 ? { thoughtsTokenCount: u.reasoningTokens } : {}),
  };
}

function functionCallPart(segment: Segment): Json {
  let args: unknown = {};
  try {
    args = JSON.parse(segmentText(segment)) as unknown;
  } catch {
    // Arguments cut short by the limit are not JSON; the call keeps empty arguments.
  }
  return { functionCall: { name: segmentToolName(segment), args } };
}

function response(meta: ResponseMeta, parts: Json[], extra: Json = {}): Json {
  return {
    candidates: [{ content: { role: 'model', parts }, index: 0, ...extra }],
    modelVersion: meta.model,
    responseId: meta.id,
  };
}

const data = (payload: Json): WireEvent => ({ event: null, data: payload });

function geminiStream(script: ResponseScript, meta: ResponseMeta, thoughts: boolean): TimedEvents[] {
  const groups: TimedEvents[] = [];
  for (const segment of segmentsOf(script.tokens)) {
    if (segment.kind === 'tool') {
      const last = segment.tokens.at(-1)!;
      groups.push({ atMs: last.atMs, events: [data(response(meta, [functionCallPart(segment)]))] });
      continue;
    }
    if (segment.kind === 'reasoning' && !thoughts) continue;
    for (const token of segment.tokens) {
      const part: Json = segment.kind === 'reasoning' ? { text: token.text, thought: true } : { text: token.text };
      groups.push({ atMs: token.atMs, events: [data(response(meta, [part]))] });
    }
  }
  if (script.outcome === 'stream_error') {
    groups.push({
      atMs: script.endMs,
      events: [data(errorBody(simError(503, OVERLOADED, 'overloaded')))],
    });
    return groups;
  }
  const last = response(meta, [{ text: '' }], { finishReason: finishReason(script) });
  groups.push({ atMs: script.endMs, events: [data({ ...last, usageMetadata: usageMetadata(script) })] });
  return groups;
}

/** The `:generateContent` body: the same answer in one response. */
function geminiBody(script: ResponseScript, meta: ResponseMeta, thoughts: boolean): Json {
  const parts = segmentsOf(script.tokens).flatMap((segment): Json[] => {
    if (segment.kind === 'tool') return [functionCallPart(segment)];
    if (segment.kind === 'reasoning') return thoughts ? [{ text: segmentText(segment), thought: true }] : [];
    return [{ text: segmentText(segment) }];
  });
  return { ...response(meta, parts, { finishReason: finishReason(script) }), usageMetadata: usageMetadata(script) };
}

const simError = (status: number, message: string, code: string): SimError => ({
  status,
  message,
  type: status === 429 ? 'requests' : 'server_error',
  code,
});

function outcomeError(outcome: OutcomeError): ErrorReply {
  switch (outcome) {
    case 'rate_limited':
      return {
        error: simError(429, 'Resource has been exhausted (simulated). Please retry after 1 s.', 'rate_limit_exceeded'),
        headers: { 'retry-after': '1' },
      };
    case 'server_error':
      return { error: simError(500, 'An internal error has occurred (simulated).', 'internal_error') };
    case 'stream_error':
      return { error: simError(503, OVERLOADED, 'overloaded') };
  }
}

/** Whether the body asks for thought parts (`generationConfig.thinkingConfig.includeThoughts`). */
function includesThoughts(body: unknown): boolean {
  const config = isRecord(body) ? body['generationConfig'] : undefined;
  const thinking = isRecord(config) ? config['thinkingConfig'] : undefined;
  return isRecord(thinking) && thinking['includeThoughts'] === true;
}

export const gemini: SimApi = {
  id: 'gemini',
  route: 'v1beta/models/{model}:streamGenerateContent',
  pattern: 'v1beta/models/(?<model>[^/:]+):(?<method>streamGenerateContent|generateContent)',
  idPrefix: 'gemini_sim_',
  knownParams: KNOWN_PARAMS,
  parse(body, route = {}) {
    const thoughts = includesThoughts(body);
    const request = parseGeminiRequest(body, route['model'] ?? null, route['method'] !== 'generateContent');
    return {
      request,
      stream: (script, meta) => geminiStream(script, meta, thoughts),
      body: (script, meta) => geminiBody(script, meta, thoughts),
    };
  },
  outcomeError,
  errorBody,
};
