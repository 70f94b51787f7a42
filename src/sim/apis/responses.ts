/**
 * OpenAI Responses, `POST /<profile>/v1/responses`: named events (`event: <type>`, `data: {"type", "sequence_number",
 * …}`), no `[DONE]`. `response.created` and `response.in_progress` when the headers go out; then one output item per
 * part of the answer: a `reasoning` item whose words arrive as `response.reasoning_text.delta` (the raw reasoning, as
 * open-weight servers stream it, one token per delta; not `reasoning_summary_text`, which summarises), a `message`
 * item with `response.output_text.delta`, or a `function_call` item (its `output_item.added` carries the name, one
 * token) with `response.function_call_arguments.delta`; each item is closed (`….done`, `content_part.done`,
 * `output_item.done`) when the next one starts or the answer ends. Last, `response.completed`, or
 * `response.incomplete` with `incomplete_details.reason: "max_output_tokens"` when the limit cut the answer, carrying
 * the output and `usage`. A break mid-stream sends `error`, then `response.failed`.
 */
import { logprobEntry } from '../logprobs.js';
import type { ResponseScript } from '../generate.js';
import type { Json, TimedEvents, WireEvent } from '../sse.js';
import { segmentsOf, segmentText, segmentToolName, type Segment } from './segments.js';
import type { ResponseMeta, SimApi } from './types.js';

import { KNOWN_PARAMS, parseResponsesRequest } from './responses-request.js';
import { openAiErrors, streamError } from './openai-shared.js';

function itemId(meta: ResponseMeta, prefix: string, outputIndex: number): string {
  return `${prefix}_${meta.id.replace(/^resp_/, '')}_${outputIndex}`;
}

const ITEM_PREFIX: Record<Segment['kind'], string> = { reasoning: 'rs', text: 'msg', tool: 'fc' };

type ItemStatus = 'in_progress' | 'completed' | 'incomplete';

/** The output item of a segment as it stands: empty when added, whole when done. */
function itemJson(segment: Segment, id: string, script: ResponseScript, status: ItemStatus, whole: boolean): Json {
  const text = whole ? segmentText(segment) : '';
  switch (segment.kind) {
    case 'reasoning':
      return { id, type: 'reasoning', status, summary: [], content: whole ? [{ type: 'reasoning_text', text }] : [] };
    case 'text':
      return { id, type: 'message', status, role: 'assistant', content: whole ? [outputText(text)] : [] };
    case 'tool':
      return { id, type: 'function_call', status, call_id: script.toolCall?.id ?? '', name: segmentToolName(segment), arguments: text };
  }
}

function outputText(text: string): Json {
  return { type: 'output_text', text, annotations: [], logprobs: [] };
}

function usageJson(script: ResponseScript): Json {
  const u = script.usage;
  return {
    input_tokens: u.promptTokens,
    input_tokens_details: { cached_tokens: u.cachedTokens },
    output_tokens: u.completionTokens,
    output_tokens_details: { reasoning_tokens: u.reasoningTokens },
    total_tokens: u.promptTokens + u.completionTokens,
  };
}

function responseJson(meta: ResponseMeta, status: string, output: Json[], usage: Json | null, extra: Json = {}): Json {
  return {
    id: meta.id,
    object: 'response',
    created_at: meta.created,
    status,
    error: null,
    incomplete_details: null,
    model: meta.model,
    output,
    usage,
    ...extra,
  };
}

/** Every item whole, the last one `incomplete` when the limit cut the answer or the stream broke off. */
function finalItems(script: ResponseScript, meta: ResponseMeta, segments: Segment[], cut: boolean): Json[] {
  return segments.map((segment, i) =>
    itemJson(
      segment,
      itemId(meta, ITEM_PREFIX[segment.kind], i),
      script,
      cut && i === segments.length - 1 ? 'incomplete' : 'completed',
      true,
    ),
  );
}

/** The final response object: `completed`, or `incomplete` when `max_output_tokens` cut the answer. */
function finalResponse(script: ResponseScript, meta: ResponseMeta): Json {
  const cut = script.finishReason === 'length';
  const output = finalItems(script, meta, segmentsOf(script.tokens), cut);
  return cut
    ? responseJson(meta, 'incomplete', output, usageJson(script), { incomplete_details: { reason: 'max_output_tokens' } })
    : responseJson(meta, 'completed', output, usageJson(script));
}

function responsesStream(script: ResponseScript, meta: ResponseMeta): TimedEvents[] {
  let sequence = 0;
  const event = (type: string, fields: Json): WireEvent => ({ event: type, data: { type, sequence_number: sequence++, ...fields } });
  const firstMs = script.tokens[0]?.atMs ?? script.endMs;
  const created = responseJson(meta, 'in_progress', [], null);
  const groups: TimedEvents[] = [
    // At the headers, which a buffering layer may hold back past the first token while the engine goes on.
    {
      atMs: Math.min(script.headersAtMs, firstMs),
      events: [event('response.created', { response: created }), event('response.in_progress', { response: created })],
    },
  ];

  const segments = segmentsOf(script.tokens);
  const opening = (segment: Segment, index: number): WireEvent[] => {
    const id = itemId(meta, ITEM_PREFIX[segment.kind], index);
    const added = event('response.output_item.added', { output_index: index, item: itemJson(segment, id, script, 'in_progress', false) });
    if (segment.kind === 'tool') return [added];
    const part = segment.kind === 'reasoning' ? { type: 'reasoning_text', text: '' } : outputText('');
    return [added, event('response.content_part.added', { item_id: id, output_index: index, content_index: 0, part })];
  };
  // Events are numbered as they are made, so each list is made in the order it is sent.
  const closing = (segment: Segment, index: number, status: ItemStatus): WireEvent[] => {
    const id = itemId(meta, ITEM_PREFIX[segment.kind], index);
    const text = segmentText(segment);
    const at = { item_id: id, output_index: index, content_index: 0 };
    const events: WireEvent[] = [];
    if (segment.kind === 'tool') {
      events.push(
        event('response.function_call_arguments.done', {
          item_id: id,
          output_index: index,
          name: segmentToolName(segment),
          arguments: text,
        }),
      );
    } else if (segment.kind === 'reasoning') {
      events.push(event('response.reasoning_text.done', { ...at, text }));
      events.push(event('response.content_part.done', { ...at, part: { type: 'reasoning_text', text } }));
    } else {
      events.push(event('response.output_text.done', { ...at, text, logprobs: [] }));
      events.push(event('response.content_part.done', { ...at, part: outputText(text) }));
    }
    events.push(event('response.output_item.done', { output_index: index, item: itemJson(segment, id, script, status, true) }));
    return events;
  };
  const delta = (segment: Segment, index: number, token: ResponseScript['tokens'][number]): WireEvent[] => {
    const id = itemId(meta, ITEM_PREFIX[segment.kind], index);
    switch (token.kind) {
      case 'toolName':
        return [];
      case 'toolArgs':
        return [event('response.function_call_arguments.delta', { item_id: id, output_index: index, delta: token.text })];
      case 'reasoning':
        return [event('response.reasoning_text.delta', { item_id: id, output_index: index, content_index: 0, delta: token.text })];
      case 'content':
        return [
          event('response.output_text.delta', {
            item_id: id,
            output_index: index,
            content_index: 0,
            delta: token.text,
            logprobs: token.score ? [logprobEntry(token.text, token.score)] : [],
          }),
        ];
    }
  };

  segments.forEach((segment, index) => {
    segment.tokens.forEach((token, k) => {
      const events: WireEvent[] = [];
      if (k === 0) {
        // The previous item is done when this one starts.
        if (index > 0) events.push(...closing(segments[index - 1]!, index - 1, 'completed'));
        events.push(...opening(segment, index));
      }
      events.push(...delta(segment, index, token));
      groups.push({ atMs: token.atMs, events });
    });
  });

  const end: WireEvent[] = [];
  if (script.outcome === 'stream_error') {
    const error = { code: 'server_error', message: streamError.message };
    end.push(event('error', { ...error, param: null }));
    const output = finalItems(script, meta, segments, true);
    end.push(event('response.failed', { response: responseJson(meta, 'failed', output, usageJson(script), { error }) }));
  } else {
    const last = segments.length - 1;
    if (last >= 0) end.push(...closing(segments[last]!, last, script.finishReason === 'length' ? 'incomplete' : 'completed'));
    const response = finalResponse(script, meta);
    end.push(event(response['status'] === 'incomplete' ? 'response.incomplete' : 'response.completed', { response }));
  }
  groups.push({ atMs: script.endMs, events: end });
  return groups;
}

export const responses: SimApi = {
  id: 'responses',
  route: 'v1/responses',
  idPrefix: 'resp_sim_',
  knownParams: KNOWN_PARAMS,
  parse(body) {
    return { request: parseResponsesRequest(body), stream: responsesStream, body: finalResponse };
  },
  ...openAiErrors,
};
