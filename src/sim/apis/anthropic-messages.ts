/**
 * Anthropic Messages, `POST /<profile>/v1/messages` (`x-api-key` and `anthropic-version` are recorded, not checked):
 * named events. `message_start` (usage with `input_tokens`, `cache_read_input_tokens`, `cache_creation_input_tokens`,
 * `output_tokens: 1`) and a `ping` when the headers go out; then one content block per part of the answer, opened by
 * `content_block_start` with its first token: `thinking` (`thinking_delta`s, then a `signature_delta`), `text`
 * (`text_delta`s) or `tool_use` (the start carries id and name, one token; `input_json_delta`s carry the arguments), each
 * closed by `content_block_stop` when the next one starts or the answer ends. Last, `message_delta` (`stop_reason`
 * `end_turn`, `max_tokens`, `stop_sequence` or `tool_use`, `stop_sequence`, `usage.output_tokens`) and `message_stop`.
 * A break mid-stream sends `event: error` with an `overloaded_error`.
 */
import type { ResponseScript } from '../generate.js';
import type { SimError } from '../http.js';
import type { Json, TimedEvents, WireEvent } from '../sse.js';
import { segmentsOf, segmentText, segmentToolName, type Segment } from './segments.js';
import type { ErrorReply, OutcomeError, ResponseMeta, SimApi } from './types.js';

import { KNOWN_PARAMS, parseMessagesRequest } from './anthropic-messages-request.js';

function stopReason(script: ResponseScript): string {
  switch (script.finishReason) {
    case 'length':
      return 'max_tokens';
    case 'tool_calls':
      return 'tool_use';
    case 'stop':
      return script.stopSequence === null ? 'end_turn' : 'stop_sequence';
  }
}

/** Anthropic's tool ids look like `toolu_…`; the engine's call id gives the rest. */
function toolUseId(script: ResponseScript): string {
  return `toolu_${(script.toolCall?.id ?? '').replace(/^call_/, '')}`;
}

/** A stand-in for the opaque signature that closes a thinking block. */
function signature(meta: ResponseMeta): string {
  return Buffer.from(`streamgate-sim thinking signature ${meta.id}`).toString('base64');
}

function inputUsage(script: ResponseScript): Json {
  const u = script.usage;
  // Anthropic counts cached prompt tokens apart from `input_tokens`; nothing is written to a cache on request.
  return { input_tokens: u.promptTokens - u.cachedTokens, cache_creation_input_tokens: 0, cache_read_input_tokens: u.cachedTokens };
}

function blockJson(segment: Segment, script: ResponseScript, meta: ResponseMeta): Json {
  const text = segmentText(segment);
  switch (segment.kind) {
    case 'reasoning':
      return { type: 'thinking', thinking: text, signature: signature(meta) };
    case 'text':
      return { type: 'text', text };
    case 'tool': {
      let input: unknown = {};
      try {
        input = JSON.parse(text) as unknown;
      } catch {
        // Arguments cut short by max_tokens are not JSON; the block keeps an empty input.
      }
      return { type: 'tool_use', id: toolUseId(script), name: segmentToolName(segment), input };
    }
  }
}

function messageBody(script: ResponseScript, meta: ResponseMeta): Json {
  return {
    id: meta.id,
    type: 'message',
    role: 'assistant',
    model: meta.model,
    content: segmentsOf(script.tokens).map((segment) => blockJson(segment, script, meta)),
    stop_reason: stopReason(script),
    stop_sequence: script.stopSequence,
    usage: { ...inputUsage(script), output_tokens: script.usage.completionTokens },
  };
}

const OVERLOADED = 'Overloaded (simulated): the answer broke off partway.';

function messagesStream(script: ResponseScript, meta: ResponseMeta): TimedEvents[] {
  const event = (type: string, fields: Json = {}): WireEvent => ({ event: type, data: { type, ...fields } });
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const start = {
    id: meta.id,
    type: 'message',
    role: 'assistant',
    model: meta.model,
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { ...inputUsage(script), output_tokens: 1 },
  };
  const groups: TimedEvents[] = [
    // At the headers, which a buffering layer may hold back past the first token while the engine goes on.
    { atMs: Math.min(script.headersAtMs, firstMs), events: [event('message_start', { message: start }), event('ping')] },
  ];

  const segments = segmentsOf(script.tokens);
  const startBlock = (segment: Segment, index: number): WireEvent => {
    const block =
      segment.kind === 'reasoning'
        ? { type: 'thinking', thinking: '' }
        : segment.kind === 'text'
          ? { type: 'text', text: '' }
          : { type: 'tool_use', id: toolUseId(script), name: segmentToolName(segment), input: {} };
    return event('content_block_start', { index, content_block: block });
  };
  const stopBlock = (segment: Segment, index: number): WireEvent[] => {
    const stop = event('content_block_stop', { index });
    if (segment.kind !== 'reasoning') return [stop];
    return [event('content_block_delta', { index, delta: { type: 'signature_delta', signature: signature(meta) } }), stop];
  };
  const delta = (index: number, token: ResponseScript['tokens'][number]): WireEvent[] => {
    switch (token.kind) {
      case 'toolName':
        return [];
      case 'toolArgs':
        return [event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: token.text } })];
      case 'reasoning':
        return [event('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: token.text } })];
      case 'content':
        return [event('content_block_delta', { index, delta: { type: 'text_delta', text: token.text } })];
    }
  };

  segments.forEach((segment, index) => {
    segment.tokens.forEach((token, k) => {
      const events: WireEvent[] = [];
      if (k === 0) {
        if (index > 0) events.push(...stopBlock(segments[index - 1]!, index - 1));
        events.push(startBlock(segment, index));
      }
      events.push(...delta(index, token));
      groups.push({ atMs: token.atMs, events });
    });
  });

  const end: WireEvent[] = [];
  if (script.outcome === 'stream_error') {
    end.push(event('error', { error: { type: 'overloaded_error', message: OVERLOADED } }));
  } else {
    const last = segments.length - 1;
    if (last >= 0) end.push(...stopBlock(segments[last]!, last));
    end.push(
      event('message_delta', {
        delta: { stop_reason: stopReason(script), stop_sequence: script.stopSequence },
        usage: { output_tokens: script.usage.completionTokens },
      }),
      event('message_stop'),
    );
  }
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}

/** Anthropic's error `type` for each status. */
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  405: 'invalid_request_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

function outcomeError(outcome: OutcomeError): ErrorReply {
  switch (outcome) {
    case 'rate_limited':
      return {
        error: { status: 429, message: 'Rate limited (simulated). Please retry after 1 s.', type: 'requests', code: 'rate_limit_exceeded' },
        headers: { 'retry-after': '1' },
      };
    case 'server_error':
      return { error: { status: 500, message: 'Internal server error (simulated).', type: 'server_error', code: 'internal_error' } };
    case 'stream_error':
      return { error: { status: 529, message: OVERLOADED, type: 'server_error', code: 'overloaded' } };
  }
}

export const anthropicMessages: SimApi = {
  id: 'anthropic-messages',
  route: 'v1/messages',
  idPrefix: 'msg_sim_',
  knownParams: KNOWN_PARAMS,
  parse(body) {
    return { request: parseMessagesRequest(body), stream: messagesStream, body: messageBody };
  },
  outcomeError,
  errorBody: (error: SimError) => ({ type: 'error', error: { type: ERROR_TYPES[error.status] ?? 'api_error', message: error.message } }),
};
