/**
 * The timed writes of one response, for any API: the engine's script (outcome and token times) decides when, the API
 * (src/sim/apis/) decides what each event says and how errors look, and Delivery decides how the bytes reach the socket.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Delivery } from './delivery.js';
import type { ResponseScript } from './generate.js';
import { sendJson } from './http.js';
import type { ProfileSettings } from './profiles/profiles.js';
import { sseFrame, type WireEvent } from './sse.js';
import type { TimedAction } from './timeline.js';
import type { ApiCall, ErrorReply, ResponseMeta, SimApi } from './apis/types.js';

export interface ResponseInput {
  res: ServerResponse;
  api: SimApi;
  call: ApiCall;
  script: ResponseScript;
  meta: ResponseMeta;
  settings: ProfileSettings;
  /** Called when prefill completes (the prompt prefix becomes cached). */
  onPrefillDone: () => void;
  /** Called for every write that carries body bytes. */
  onWrite: () => void;
}

function commonHeaders(input: ResponseInput): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { 'x-request-id': input.meta.id };
  if (input.script.upstreamMs !== null) headers['x-envoy-upstream-service-time'] = String(input.script.upstreamMs);
  return headers;
}

function sendReply(input: ResponseInput, reply: ErrorReply): void {
  input.onWrite();
  sendJson(input.res, reply.error.status, input.api.errorBody(reply.error), { ...commonHeaders(input), ...reply.headers });
}

function streamActions(input: ResponseInput): TimedAction[] {
  const { res, script, settings } = input;
  const delivery = new Delivery(
    res,
    200,
    { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...commonHeaders(input) },
    settings,
    input.onWrite,
  );
  // Stamped when the engine emits the event (for buffering modes that is before the bytes leave).
  const emit = (event: WireEvent): void =>
    delivery.write(sseFrame(event, settings.stampEvents ? process.hrtime.bigint().toString() : null));

  // Insertion order breaks ties: headers, then the API's events in their order, then the end.
  const actions: TimedAction[] = [
    { atMs: script.headersAtMs, run: () => delivery.sendHeaders() },
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
  ];
  for (const group of input.call.stream(script, input.meta)) {
    actions.push({ atMs: group.atMs, run: () => group.events.forEach(emit) });
  }
  actions.push({ atMs: Math.max(script.endMs, script.headersAtMs), run: () => delivery.end() });
  return actions;
}

function jsonActions(input: ResponseInput): TimedAction[] {
  const { res, script, meta } = input;
  return [
    { atMs: script.prefillDoneMs, run: input.onPrefillDone },
    {
      // A non-streaming server answers when generation is done (or has broken off).
      atMs: Math.max(script.endMs, script.headersAtMs),
      run:
        script.outcome === 'stream_error'
          ? () => sendReply(input, input.api.outcomeError('stream_error'))
          : () => {
              input.onWrite();
              sendJson(res, 200, input.call.body(script, meta), commonHeaders(input));
            },
    },
  ];
}

/** The timed writes that make up one response. */
export function responseActions(input: ResponseInput): TimedAction[] {
  const { script } = input;
  if (script.outcome === 'rate_limited' || script.outcome === 'server_error') {
    const outcome = script.outcome;
    return [{ atMs: script.headersAtMs, run: () => sendReply(input, input.api.outcomeError(outcome)) }];
  }
  return input.call.request.stream ? streamActions(input) : jsonActions(input);
}
