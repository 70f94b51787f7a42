import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Delivery } from './delivery.js';
import type { ResponseScript } from './generate.js';
import { sendError, sendJson } from './http.js';
import type { ProfileSettings } from './profiles.js';
import type { ChatRequest } from './request.js';
import { DONE_FRAME, completionBody, finishChunk, roleChunk, sseFrame, tokenChunk, usageChunk, type ChunkMeta } from './sse.js';
import type { TimedAction } from './timeline.js';

export interface ChatResponseInput {
  res: ServerResponse;
  script: ResponseScript;
  meta: ChunkMeta;
  settings: ProfileSettings;
  request: ChatRequest;
  /** Called when prefill completes (the prompt prefix becomes cached). */
  onPrefillDone: () => void;
}

function commonHeaders(input: ChatResponseInput): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { 'x-request-id': input.meta.id };
  if (input.script.upstreamMs !== null) headers['x-envoy-upstream-service-time'] = String(input.script.upstreamMs);
  return headers;
}

function errorActions(input: ChatResponseInput): TimedAction[] {
  const { res, script } = input;
  const run =
    script.outcome === 'rate_limited'
      ? (): void =>
          sendError(
            res,
            429,
            { message: 'Rate limit reached (simulated). Please retry after 1 s.', type: 'requests', code: 'rate_limit_exceeded' },
            { ...commonHeaders(input), 'retry-after': '1' },
          )
      : (): void =>
          sendError(
            res,
            500,
            { message: 'The server had an error while processing your request (simulated).', type: 'server_error', code: 'internal_error' },
            commonHeaders(input),
          );
  return [{ atMs: script.headersAtMs, run }];
}

function streamActions(input: ChatResponseInput): TimedAction[] {
  const { res, script, meta, settings, request } = input;
  const delivery = new Delivery(
    res,
    200,
    { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...commonHeaders(input) },
    settings,
  );
  // Stamped when the engine emits the event (for buffering modes that is before the bytes leave).
  const emit = (payload: Record<string, unknown>): void =>
    delivery.write(sseFrame(payload, settings.stampEvents ? process.hrtime.bigint().toString() : null));
  const toolCallId = script.toolCall?.id ?? '';
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;

  // Insertion order breaks ties: headers, role, tokens, then the closing events.
  const actions: TimedAction[] = [
    { atMs: script.headersAtMs, run: () => delivery.sendHeaders() },
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
    { atMs: firstMs, run: () => emit(roleChunk(meta)) },
  ];
  for (const token of script.tokens) actions.push({ atMs: token.atMs, run: () => emit(tokenChunk(meta, token, toolCallId)) });
  actions.push({
    atMs: script.endMs,
    run: () => {
      // llama.cpp puts its timings on the last event before [DONE]: the usage chunk when one is asked for.
      emit(finishChunk(meta, script.finishReason, request.includeUsage ? null : script.timings));
      if (request.includeUsage) emit(usageChunk(meta, script.usage, script.timings));
      delivery.write(DONE_FRAME);
    },
  });
  actions.push({ atMs: Math.max(script.endMs, script.headersAtMs), run: () => delivery.end() });
  return actions;
}

function jsonActions(input: ChatResponseInput): TimedAction[] {
  const { res, script, meta } = input;
  return [
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
    {
      // A non-streaming server answers when generation is done.
      atMs: Math.max(script.endMs, script.headersAtMs),
      run: () => sendJson(res, 200, completionBody(meta, script), commonHeaders(input)),
    },
  ];
}

/** The timed writes that make up one chat-completions response. */
export function chatResponseActions(input: ChatResponseInput): TimedAction[] {
  if (input.script.outcome !== 'ok') return errorActions(input);
  return input.request.stream ? streamActions(input) : jsonActions(input);
}
