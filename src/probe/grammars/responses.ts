import { errorText, truncate } from '../attempt/classify-http.js';
import type { EventOutcome, StreamGrammar } from './types.js';
import type { Usage } from '../sample.js';
import { excerpt, nonEmpty, numberOrNull, SampleWriter } from '../sample-writer.js';
import { isRecord } from '../../util/index.js';

/**
 * OpenAI Responses (`/responses`): typed events (`event: response.output_text.delta` with the same `type` in the data).
 * Token events: `response.output_text.delta` and `response.refusal.delta` (content), `response.reasoning_text.delta` and
 * `response.reasoning_summary_text.delta` (reasoning), `response.function_call_arguments.delta` (tool-call arguments).
 * Everything else (`response.created`, `response.in_progress`, `response.output_item.added`,
 * `response.content_part.added`, every `*.done`) is bookkeeping and never a token event, though a function call's
 * `response.output_item.added` names the call. `response.completed` and `response.incomplete` carry the usage and
 * end the answer (the stream has no `[DONE]`; one is accepted anyway); `response.failed` and `error` end it as failed.
 */
export class ResponsesEventHandler extends SampleWriter implements StreamGrammar {
  /** The tool-call key each function call's `output_index` was given (its item id, else the index). */
  private readonly callKeys = new Map<number, string | number>();
  private sawFunctionCall = false;

  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
    const event = this.namedEvent(data, type, stampMs);
    if (typeof event === 'string') return event;
    const { kind, parsed } = event;
    switch (kind) {
      case 'response.output_text.delta':
      case 'response.refusal.delta': {
        const text = nonEmpty(parsed.delta);
        if (text !== undefined) this.addContent(text, stampMs, readIndex);
        return 'more';
      }
      case 'response.reasoning_text.delta':
      case 'response.reasoning_summary_text.delta': {
        const text = nonEmpty(parsed.delta);
        if (text !== undefined) this.addReasoning(text, stampMs, readIndex);
        return 'more';
      }
      case 'response.output_item.added':
        this.nameCall(parsed.item, parsed.output_index);
        return 'more';
      case 'response.function_call_arguments.delta': {
        const text = nonEmpty(parsed.delta);
        if (text === undefined) return 'more';
        this.toolCall(this.callKey(parsed.item_id, parsed.output_index)).arguments += text;
        this.addToolChars(text.length, stampMs, readIndex);
        return 'more';
      }
      case 'response.function_call_arguments.done':
        this.completeArguments(parsed.item_id, parsed.output_index, parsed.arguments);
        return 'more';
      case 'response.output_item.done':
        if (isRecord(parsed.item) && parsed.item.type === 'function_call') {
          this.completeArguments(parsed.item.id, parsed.output_index, parsed.item.arguments);
        }
        return 'more';
      case 'response.completed':
      case 'response.incomplete':
        if (isRecord(parsed.response)) this.onResponse(parsed.response);
        else this.setFinish(kind === 'response.completed' ? 'stop' : 'incomplete');
        return this.done(stampMs);
      case 'response.failed':
        return this.fail('stream_error_event', `stream error event: response.failed: ${failureText(parsed.response, data)}`);
      case 'error':
        return this.fail(
          'stream_error_event',
          `stream error event: ${codeAndMessage(parsed.error) ?? codeAndMessage(parsed) ?? errorText(data)}`,
        );
      default:
        return 'more';
    }
  }

  /** A whole non-streamed `response` object: its output items in order, at one arrival. */
  onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.parseBody(body);
    if (parsed === 'failed') return parsed;
    if (!Array.isArray(parsed.output)) {
      if (parsed.error != null) return this.fail('stream_error_event', `stream error: ${failureText(parsed, body)}`);
      return this.fail('malformed_event', `JSON response is not a Responses API response: ${excerpt(body)}`);
    }
    if (parsed.status === 'failed') return this.fail('stream_error_event', `stream error: response.failed: ${failureText(parsed, body)}`);
    parsed.output.forEach((item, index) => this.onOutputItem(item, index, stampMs, readIndex));
    this.onResponse(parsed);
    return 'more';
  }

  /** A function call's `response.output_item.added`: the call's id and name (bookkeeping, not a token event). */
  private nameCall(item: unknown, outputIndex: unknown): void {
    if (!isRecord(item) || item.type !== 'function_call') return;
    this.sawFunctionCall = true;
    const index = typeof outputIndex === 'number' ? outputIndex : this.callKeys.size;
    const key = nonEmpty(item.id) ?? index;
    this.callKeys.set(index, key);
    const call = this.toolCall(key);
    call.id = nonEmpty(item.call_id) ?? call.id;
    call.name = nonEmpty(item.name) ?? call.name;
  }

  /** The call an event refers to: by the output index its item was announced at, else by its item id or index. */
  private callKey(itemId: unknown, outputIndex: unknown): string | number {
    if (typeof outputIndex === 'number') {
      const known = this.callKeys.get(outputIndex);
      if (known !== undefined) return known;
    }
    return nonEmpty(itemId) ?? (typeof outputIndex === 'number' ? outputIndex : 0);
  }

  /** The final arguments of a call whose deltas never came (counted nowhere: they were not streamed). */
  private completeArguments(itemId: unknown, outputIndex: unknown, args: unknown): void {
    const text = nonEmpty(args);
    if (text === undefined) return;
    const call = this.toolCall(this.callKey(itemId, outputIndex));
    if (call.arguments === '') call.arguments = text;
  }

  /** One item of a non-streamed response's `output`. */
  private onOutputItem(item: unknown, index: number, stampMs: number, readIndex: number): void {
    if (!isRecord(item)) return;
    switch (item.type) {
      case 'message':
        for (const part of records(item.content)) {
          const text = part.type === 'refusal' ? nonEmpty(part.refusal) : part.type === 'output_text' ? nonEmpty(part.text) : undefined;
          if (text !== undefined) this.addContent(text, stampMs, readIndex);
        }
        return;
      case 'reasoning':
        for (const part of [...records(item.summary), ...records(item.content)]) {
          const text = nonEmpty(part.text);
          if (text !== undefined) this.addReasoning(text, stampMs, readIndex);
        }
        return;
      case 'function_call': {
        this.sawFunctionCall = true;
        const call = this.toolCall(nonEmpty(item.id) ?? index);
        call.id = nonEmpty(item.call_id) ?? call.id;
        call.name = nonEmpty(item.name) ?? call.name;
        const args = nonEmpty(item.arguments);
        if (args !== undefined) {
          call.arguments = args;
          this.addToolChars(args.length, stampMs, readIndex);
        }
        return;
      }
      default:
        return;
    }
  }

  /** The final response object (streamed in `response.completed` / `response.incomplete`, or the whole body). */
  private onResponse(response: Record<string, unknown>): void {
    this.noteModel(response);
    const usage = response.usage;
    if (isRecord(usage)) {
      const parsed = parseUsage(usage);
      this.setUsage(parsed);
      if (parsed.cachedPromptTokens !== null && Number.isInteger(parsed.cachedPromptTokens) && parsed.cachedPromptTokens >= 0) {
        this.serverFields.cachedTokens = parsed.cachedPromptTokens;
      }
    }
    if (!this.sawFunctionCall) this.sawFunctionCall = records(response.output).some((item) => item.type === 'function_call');
    this.setFinish(finishReason(response, this.sawFunctionCall));
  }
}

/**
 * `completed` → `stop` (`tool_calls` when the output holds a function call); `incomplete` → `length` when the output
 * budget ran out, else its reason (`content_filter`); any other status as it is.
 */
function finishReason(response: Record<string, unknown>, functionCall: boolean): string | undefined {
  const status = nonEmpty(response.status);
  if (status === 'incomplete') {
    const details = response.incomplete_details;
    const reason = isRecord(details) ? nonEmpty(details.reason) : undefined;
    return reason === 'max_output_tokens' || reason === 'max_tokens' ? 'length' : (reason ?? 'incomplete');
  }
  if (status === 'completed' || status === undefined) return functionCall ? 'tool_calls' : 'stop';
  return status;
}

function parseUsage(usage: Record<string, unknown>): Usage {
  const output = usage.output_tokens_details;
  const input = usage.input_tokens_details;
  return {
    promptTokens: numberOrNull(usage.input_tokens),
    completionTokens: numberOrNull(usage.output_tokens),
    reasoningTokens: isRecord(output) ? numberOrNull(output.reasoning_tokens) : null,
    cachedPromptTokens: isRecord(input) ? numberOrNull(input.cached_tokens) : null,
  };
}

/** `code: message` of an error object (`response.error`, an `error` event), or undefined when it has neither. */
function codeAndMessage(error: unknown): string | undefined {
  if (!isRecord(error)) return undefined;
  const code = nonEmpty(error.code) ?? nonEmpty(error.type);
  const message = nonEmpty(error.message);
  if (message === undefined) return code;
  return truncate(code === undefined ? message : `${code}: ${message}`);
}

/** What a failed response says went wrong: its `error`, else the raw text. */
function failureText(response: unknown, raw: string): string {
  return (isRecord(response) ? codeAndMessage(response.error) : undefined) ?? errorText(raw);
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}
