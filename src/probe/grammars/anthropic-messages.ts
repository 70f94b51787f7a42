import { errorText, truncate } from '../attempt/classify-http.js';
import type { EventOutcome, StreamGrammar } from './types.js';
import type { Usage } from '../sample.js';
import { errorLabel, excerpt, nonEmpty, numberOrNull, SampleWriter } from '../sample-writer.js';
import { isRecord } from '../../util/index.js';

/**
 * Anthropic Messages (`/messages`): `message_start`, then per content block `content_block_start`, its
 * `content_block_delta`s and `content_block_stop`, then `message_delta` (stop reason, cumulative usage) and
 * `message_stop`; `ping` may come anywhere. Token events are the deltas that carry text: `text_delta` (content),
 * `thinking_delta` (reasoning) and `input_json_delta` (tool-call arguments). `signature_delta`, block starts and stops,
 * `message_start`, `message_delta` and `ping` never are, though a `tool_use` block's start names the call.
 * `message_stop` ends the answer; `event: error` ends it as failed.
 */
export class AnthropicEventHandler extends SampleWriter implements StreamGrammar {
  private inputTokens: number | null = null;
  private cacheReadTokens: number | null = null;
  private cacheCreationTokens: number | null = null;
  private outputTokens: number | null = null;

  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
    const event = this.namedEvent(data, type, stampMs);
    if (typeof event === 'string') return event;
    const { kind, parsed } = event;
    switch (kind) {
      case 'content_block_delta':
        if (isRecord(parsed.delta)) this.onDelta(parsed.delta, parsed.index, stampMs, readIndex);
        return 'more';
      case 'content_block_start':
        this.onBlockStart(parsed.content_block, parsed.index);
        return 'more';
      case 'message_start':
        this.noteModel(parsed);
        // Its `output_tokens` is a placeholder (1 or 2); the count comes with `message_delta`.
        if (isRecord(parsed.message) && isRecord(parsed.message.usage)) this.onUsage(parsed.message.usage, false);
        return 'more';
      case 'message_delta':
        if (isRecord(parsed.delta)) this.setFinish(finishReason(parsed.delta.stop_reason));
        if (isRecord(parsed.usage)) this.onUsage(parsed.usage, true);
        return 'more';
      case 'message_stop':
        return this.done(stampMs);
      case 'error':
        return this.fail('stream_error_event', `stream error event: ${errorOf(parsed) ?? errorText(data)}`);
      default:
        // `ping`, `content_block_stop`, and event types added later.
        return 'more';
    }
  }

  /** A whole non-streamed `message`: its content blocks in order, at one arrival. */
  onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.parseBody(body);
    if (parsed === 'failed') return parsed;
    if (parsed.type === 'error' || (parsed.error != null && !Array.isArray(parsed.content))) {
      return this.fail('stream_error_event', `stream error: ${errorOf(parsed) ?? errorText(body)}`);
    }
    if (!Array.isArray(parsed.content)) return this.fail('malformed_event', `JSON response is not an Anthropic message: ${excerpt(body)}`);
    parsed.content.forEach((block, index) => this.onBlock(block, index, stampMs, readIndex));
    if (isRecord(parsed.usage)) this.onUsage(parsed.usage, true);
    this.setFinish(finishReason(parsed.stop_reason));
    return 'more';
  }

  private onDelta(delta: Record<string, unknown>, index: unknown, stampMs: number, readIndex: number): void {
    switch (delta.type) {
      case 'text_delta': {
        const text = nonEmpty(delta.text);
        if (text !== undefined) this.addContent(text, stampMs, readIndex);
        return;
      }
      case 'thinking_delta': {
        const text = nonEmpty(delta.thinking);
        if (text !== undefined) this.addReasoning(text, stampMs, readIndex);
        return;
      }
      case 'input_json_delta': {
        const text = nonEmpty(delta.partial_json);
        if (text === undefined) return;
        this.toolCall(blockKey(index)).arguments += text;
        this.addToolChars(text.length, stampMs, readIndex);
        return;
      }
      default:
        // `signature_delta` (the thinking block's signature), `citations_delta`: no generated text.
        return;
    }
  }

  /** A `tool_use` block's start names the call (bookkeeping, not a token event). */
  private onBlockStart(block: unknown, index: unknown): void {
    if (!isRecord(block) || block.type !== 'tool_use') return;
    const call = this.toolCall(blockKey(index));
    call.id = nonEmpty(block.id) ?? call.id;
    call.name = nonEmpty(block.name) ?? call.name;
  }

  /** One content block of a non-streamed message. */
  private onBlock(block: unknown, index: number, stampMs: number, readIndex: number): void {
    if (!isRecord(block)) return;
    if (block.type === 'text') {
      const text = nonEmpty(block.text);
      if (text !== undefined) this.addContent(text, stampMs, readIndex);
    } else if (block.type === 'thinking') {
      const text = nonEmpty(block.thinking);
      if (text !== undefined) this.addReasoning(text, stampMs, readIndex);
    } else if (block.type === 'tool_use') {
      this.onBlockStart(block, index);
      const args = JSON.stringify(block.input ?? {});
      this.toolCall(index).arguments = args;
      this.addToolChars(args.length, stampMs, readIndex);
    }
  }

  /**
   * Anthropic's `input_tokens` counts only the prompt tokens after the last cache breakpoint: the tokens read from the
   * cache (`cache_read_input_tokens`) and those written to it (`cache_creation_input_tokens`) are reported beside it,
   * so the prompt is their sum. `message_delta` counts are cumulative: the last one stands. Anthropic reports no
   * reasoning-token count (thinking is billed as output), so reasoning tokens stay unknown.
   */
  private onUsage(usage: Record<string, unknown>, withOutput: boolean): void {
    this.inputTokens = numberOrNull(usage.input_tokens) ?? this.inputTokens;
    this.cacheReadTokens = numberOrNull(usage.cache_read_input_tokens) ?? this.cacheReadTokens;
    this.cacheCreationTokens = numberOrNull(usage.cache_creation_input_tokens) ?? this.cacheCreationTokens;
    if (withOutput) this.outputTokens = numberOrNull(usage.output_tokens) ?? this.outputTokens;
    const cached = this.cacheReadTokens;
    if (cached !== null && Number.isInteger(cached) && cached >= 0) this.serverFields.cachedTokens = cached;
    this.setUsage(this.usage());
  }

  private usage(): Usage {
    const input = this.inputTokens;
    return {
      promptTokens: input === null ? null : input + (this.cacheReadTokens ?? 0) + (this.cacheCreationTokens ?? 0),
      completionTokens: this.outputTokens,
      reasoningTokens: null,
      cachedPromptTokens: this.cacheReadTokens,
    };
  }
}

/** The stop reason in the chat vocabulary: `end_turn`/`stop_sequence` → `stop`, `max_tokens` → `length`, `tool_use` → `tool_calls`. */
function finishReason(stopReason: unknown): string | undefined {
  const reason = nonEmpty(stopReason);
  switch (reason) {
    case 'end_turn':
    case 'stop_sequence':
      return 'stop';
    case 'max_tokens':
      return 'length';
    case 'tool_use':
      return 'tool_calls';
    default:
      // `pause_turn`, `refusal`, … as they are.
      return reason;
  }
}

/** The block index a delta refers to (0 when a server leaves it out). */
function blockKey(index: unknown): number {
  return typeof index === 'number' ? index : 0;
}

/** `type: message` of an error payload (`{ type: 'error', error: { type, message } }`). */
function errorOf(payload: Record<string, unknown>): string | undefined {
  const error = payload.error;
  if (typeof error === 'string' && error !== '') return truncate(error);
  return isRecord(error) ? errorLabel(error.type, error.message) : undefined;
}
