import { errorText } from '../attempt/classify-http.js';
import { emptyChunkFields, learnedPrefix, scanChunk, scanChunkAfter, type ChunkFields, type ChunkPrefix } from '../json/fast-chunk.js';
import type { EventOutcome, GrammarDeps, StreamGrammar } from './types.js';
import type { Usage } from '../sample.js';
import { excerpt, nonEmpty, numberOrNull, SampleWriter } from '../sample-writer.js';
import { isRecord } from '../../util/index.js';

/** Declined full scans in a row after which a stream's events go straight to JSON.parse. */
const MAX_DECLINES = 16;
/** llama.cpp's report key; a chunk the fast path accepted may still carry it (see `onSseEvent`). */
const TIMINGS_KEY = '"timings"';
/** The key a chunk names its model by (the fast path skips it). */
const MODEL_KEY = '"model"';

/**
 * OpenAI chat completions (`/chat/completions`): `data:` chunks with `choices[0].delta` (`content`, `reasoning_content`
 * or `reasoning`, `tool_calls`), a usage chunk, `[DONE]`. The common delta chunk goes through a scanner that builds no
 * object (`fast-chunk.ts`); anything it does not recognise exactly is parsed with JSON.parse.
 */
export class ChatEventHandler extends SampleWriter implements StreamGrammar {
  /** Reused for every event: the fast path allocates nothing but the strings it keeps. */
  private readonly fields: ChunkFields = emptyChunkFields();
  /** The text this stream's chunks repeat up to their content (id, model, created…), once one was scanned. */
  private prefix: ChunkPrefix | null = null;
  /** Full scans declined in a row; a stream whose chunks never fit stops paying for the attempt. */
  private declines = 0;

  /** `fastChunks` false sends every event through JSON.parse (the reference the fast path is tested against). */
  constructor(
    deps: GrammarDeps,
    private readonly fastChunks = true,
  ) {
    super(deps);
  }

  /** One SSE event (`type` is the `event:` field, undefined for plain `message` events). */
  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
    const sample = this.sample;
    if (data === '[DONE]') return this.done(stampMs);
    sample.sseEvents++;
    if (type === 'error') return this.fail('stream_error_event', `stream error event: ${errorText(data)}`);
    if (this.onEvent) this.onEvent(data, stampMs);
    if (this.fastChunks && this.scan(data)) {
      const fields = this.fields;
      this.onDeltaFields(fields.reasoningContent, fields.reasoning, fields.content, stampMs, readIndex);
      this.setFinish(fields.finishReason);
      // The fast path skips unknown top-level keys, and llama.cpp puts `timings` beside the finish delta when no
      // usage chunk follows. Only chunks without text are looked at (a few per stream), so token chunks pay nothing.
      const report = isEmpty(fields.content) && isEmpty(fields.reasoningContent) && isEmpty(fields.reasoning) && data.includes(TIMINGS_KEY);
      // The model that answered, from the first chunk that names it: one more parse per stream, none after.
      if (report || (this.modelUnknown() && data.includes(MODEL_KEY))) this.reread(data, report);
      return 'more';
    }
    const parsed = this.parseEvent(data, type);
    if (parsed === 'failed') return parsed;
    return this.onChunk(parsed, 'delta', stampMs, readIndex);
  }

  /** The fast path: true when `fields` now holds what JSON.parse would have given the handler. */
  private scan(data: string): boolean {
    const prefix = this.prefix;
    // lastIndexOf(x, 0) === 0 is startsWith, but V8 compares natively instead of per character (~7× faster here).
    if (prefix !== null && data.lastIndexOf(prefix.text, 0) === 0) return scanChunkAfter(data, this.fields, prefix);
    if (this.declines >= MAX_DECLINES) return false;
    if (!scanChunk(data, this.fields)) {
      this.declines++;
      return false;
    }
    this.declines = 0;
    this.prefix = learnedPrefix(data) ?? prefix;
    return true;
  }

  /** A whole non-streamed `chat.completion` (server ignored `stream: true`): one arrival, at its last read. */
  onCompletion(body: string, stampMs: number, readIndex: number): EventOutcome {
    const parsed = this.parseBody(body);
    if (parsed === 'failed') return parsed;
    if (parsed.error == null && !Array.isArray(parsed.choices)) {
      return this.fail('malformed_event', `JSON response is not a chat completion: ${excerpt(body)}`);
    }
    return this.onChunk(parsed, 'message', stampMs, readIndex);
  }

  private onChunk(chunk: Record<string, unknown>, field: 'delta' | 'message', stampMs: number, readIndex: number): EventOutcome {
    const choice = this.firstChoice(chunk, parseUsage);
    if (choice === 'failed') return choice;
    if (choice === null) return 'more';
    const delta = choice[field];
    if (isRecord(delta)) this.onDelta(delta, stampMs, readIndex);
    this.setFinish(choice.finish_reason);
    return 'more';
  }

  private onDelta(delta: Record<string, unknown>, stampMs: number, readIndex: number): void {
    this.onDeltaFields(delta.reasoning_content, delta.reasoning, delta.content, stampMs, readIndex);
    const toolCalls = delta.tool_calls;
    if (Array.isArray(toolCalls) && toolCalls.length > 0) {
      const chars = this.addToolCallPieces(toolCalls);
      this.sample.toolCallChars += chars;
      this.addEvent('t', chars, stampMs, readIndex);
    }
  }

  /** The text channels of a delta (tool calls are handled by `onDelta` only). */
  private onDeltaFields(
    reasoningContent: unknown,
    reasoningField: unknown,
    contentField: unknown,
    stampMs: number,
    readIndex: number,
  ): void {
    // Servers name the reasoning channel differently; some send both with the same text.
    const reasoning = nonEmpty(reasoningContent) ?? nonEmpty(reasoningField);
    if (reasoning !== undefined) this.addReasoning(reasoning, stampMs, readIndex);
    const content = nonEmpty(contentField);
    if (content !== undefined) this.addContent(content, stampMs, readIndex);
  }

  /**
   * A chunk the fast path accepted, parsed once more for what it skips: the model's name while none is known, and the
   * report fields (`timings`) when `report`.
   */
  private reread(data: string, report: boolean): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (!isRecord(parsed)) return;
    this.noteModel(parsed);
    if (report) this.collectReport(parsed);
  }

  private addToolCallPieces(pieces: unknown[]): number {
    let chars = 0;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (!isRecord(piece)) continue;
      const call = this.toolCall(typeof piece.index === 'number' ? piece.index : i);
      if (typeof piece.id === 'string' && piece.id !== '') call.id = piece.id;
      const fn = piece.function;
      if (!isRecord(fn)) continue;
      if (typeof fn.name === 'string') {
        call.name += fn.name;
        chars += fn.name.length;
      }
      if (typeof fn.arguments === 'string') {
        call.arguments += fn.arguments;
        chars += fn.arguments.length;
      }
    }
    return chars;
  }
}

function isEmpty(text: string | null): boolean {
  return text === null || text === '';
}

/** The usage block as chat completions report it (completions report it the same way). */
export function parseUsage(usage: Record<string, unknown>): Usage {
  const completion = usage.completion_tokens_details;
  const prompt = usage.prompt_tokens_details;
  return {
    promptTokens: numberOrNull(usage.prompt_tokens),
    completionTokens: numberOrNull(usage.completion_tokens),
    reasoningTokens: isRecord(completion) ? numberOrNull(completion.reasoning_tokens) : null,
    cachedPromptTokens: isRecord(prompt) ? numberOrNull(prompt.cached_tokens) : null,
  };
}
