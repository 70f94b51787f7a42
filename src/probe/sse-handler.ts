import { errorText, pickMessage, truncate } from './classify-http.js';
import type { SampleColumns } from './columns.js';
import { emptyChunkFields, learnedPrefix, scanChunk, scanChunkAfter, type ChunkFields, type ChunkPrefix } from './fast-chunk.js';
import { isRecord, numberOrNull } from './json.js';
import { setError } from './new-sample.js';
import type { Channel, Sample, Usage } from './sample.js';
import { collectServerFields, emptyServerFields, resolveServerReport } from './server-report.js';

/** What the stream should do after an event. */
export type EventOutcome = 'more' | 'done' | 'failed';

type ToolCall = Sample['toolCalls'][number];

const EXCERPT_CHARS = 120;
/** Declined full scans in a row after which a stream's events go straight to JSON.parse. */
const MAX_DECLINES = 16;
/** Content pieces joined into one string at a time (see `contentPieces`). */
const CONTENT_RUN = 32;
/** llama.cpp's report key; a chunk the fast path accepted may still carry it (see `onSseEvent`). */
const TIMINGS_KEY = '"timings"';

/**
 * Turns chat-completion events into sample fields; the caller passes the stamp (ms since t0) and read
 * index the event inherits. The common delta chunk goes through a scanner that builds no object
 * (`fast-chunk.ts`); anything it does not recognise exactly is parsed with JSON.parse.
 */
export class ChatEventHandler {
  /** Tool calls by their `index` (streamed deltas refer to a call by index, not id). */
  private readonly callsByIndex: ToolCall[] = [];
  /**
   * Content deltas, joined in runs: `+=` per token would leave a rope of one node per token (tens of
   * bytes each) in every retained sample, and a string per token kept to the end survives every young
   * GC of the request (each scavenge copies them, and its pause is the probe's tail latency). So every
   * CONTENT_RUN pieces are joined into one flat string, and the runs are joined once at the end.
   */
  private contentPieces: string[] = [];
  private contentRuns: string[] = [];
  /** Reused for every event: the fast path allocates nothing but the strings it keeps. */
  private readonly fields: ChunkFields = emptyChunkFields();
  /** The text this stream's chunks repeat up to their content (id, model, created…), once one was scanned. */
  private prefix: ChunkPrefix | null = null;
  /** Full scans declined in a row; a stream whose chunks never fit stops paying for the attempt. */
  private declines = 0;
  /** The server's report fields seen so far (usage details, llama.cpp `timings`), resolved in `finalize`. */
  private readonly serverFields = emptyServerFields();

  /** `fastChunks` false sends every event through JSON.parse (the reference the fast path is tested against). */
  constructor(
    private readonly sample: Sample,
    private readonly columns: SampleColumns,
    private readonly redact: (text: string) => string,
    private readonly onEvent?: (data: string, stampMs: number) => void,
    private readonly fastChunks = true,
  ) {}

  /** One SSE event (`type` is the `event:` field, undefined for plain `message` events). */
  onSseEvent(data: string, type: string | undefined, stampMs: number, readIndex: number): EventOutcome {
    const sample = this.sample;
    if (data === '[DONE]') {
      sample.doneMs = stampMs;
      return 'done';
    }
    sample.sseEvents++;
    if (type === 'error') return this.fail('stream_error_event', `stream error event: ${errorText(data)}`);
    if (this.onEvent) this.onEvent(data, stampMs);
    if (this.fastChunks && this.scan(data)) {
      const fields = this.fields;
      this.onDeltaFields(fields.reasoningContent, fields.reasoning, fields.content, stampMs, readIndex);
      if (fields.finishReason !== null && fields.finishReason !== '') sample.finishReason = fields.finishReason;
      // The fast path skips unknown top-level keys, and llama.cpp puts `timings` beside the finish delta when no
      // usage chunk follows. Only chunks without text are looked at (a few per stream), so token chunks pay nothing.
      if (isEmpty(fields.content) && isEmpty(fields.reasoningContent) && isEmpty(fields.reasoning) && data.includes(TIMINGS_KEY))
        this.collectReport(data);
      return 'more';
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return this.fail('malformed_event', `SSE event is not valid JSON: ${excerpt(data)}`);
    }
    if (!isRecord(parsed)) return this.fail('malformed_event', `SSE event is not a JSON object: ${excerpt(data)}`);
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
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return this.fail('malformed_event', `response is neither SSE nor JSON: ${excerpt(body)}`);
    }
    if (!isRecord(parsed)) return this.fail('malformed_event', `response is not a JSON object: ${excerpt(body)}`);
    if (parsed.error == null && !Array.isArray(parsed.choices)) {
      return this.fail('malformed_event', `JSON response is not a chat completion: ${excerpt(body)}`);
    }
    return this.onChunk(parsed, 'message', stampMs, readIndex);
  }

  private onChunk(chunk: Record<string, unknown>, field: 'delta' | 'message', stampMs: number, readIndex: number): EventOutcome {
    const sample = this.sample;
    if (chunk.error != null) {
      const message = pickMessage(chunk) ?? JSON.stringify(chunk.error);
      return this.fail('stream_error_event', `stream error: ${truncate(message)}`);
    }
    const usage = chunk.usage;
    if (isRecord(usage)) sample.usage = parseUsage(usage);
    if (usage != null || chunk.timings != null) collectServerFields(chunk, this.serverFields);
    const choices = chunk.choices;
    if (!Array.isArray(choices) || choices.length === 0) return 'more';
    const choice: unknown = choices[0];
    if (!isRecord(choice)) return 'more';
    const delta = choice[field];
    if (isRecord(delta)) this.onDelta(delta, stampMs, readIndex);
    const finish = choice.finish_reason;
    if (typeof finish === 'string' && finish !== '') sample.finishReason = finish;
    return 'more';
  }

  private onDelta(delta: Record<string, unknown>, stampMs: number, readIndex: number): void {
    const sample = this.sample;
    this.onDeltaFields(delta.reasoning_content, delta.reasoning, delta.content, stampMs, readIndex);
    const toolCalls = delta.tool_calls;
    if (Array.isArray(toolCalls) && toolCalls.length > 0) {
      const chars = this.addToolCallPieces(toolCalls);
      sample.toolCallChars += chars;
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
    const sample = this.sample;
    // Servers name the reasoning channel differently; some send both with the same text.
    const reasoning = nonEmpty(reasoningContent) ?? nonEmpty(reasoningField);
    if (reasoning !== undefined) {
      sample.reasoningChars += reasoning.length;
      this.addEvent('r', reasoning.length, stampMs, readIndex);
    }
    const content = nonEmpty(contentField);
    if (content !== undefined) {
      this.contentPieces.push(content);
      if (this.contentPieces.length === CONTENT_RUN) this.closeContentRun();
      sample.contentChars += content.length;
      if (sample.firstContentMs === null) sample.firstContentMs = stampMs;
      this.addEvent('c', content.length, stampMs, readIndex);
    }
  }

  /**
   * Called once when the request ends: writes the assembled content (the attempt writes the columns) and the server's
   * own report, from the body's report fields and the captured `server-timing` header.
   */
  finalize(): void {
    const sample = this.sample;
    if (this.contentPieces.length > 0) this.closeContentRun();
    if (this.contentRuns.length > 0) {
      sample.content += this.contentRuns.join('');
      this.contentRuns = [];
    }
    sample.server = resolveServerReport(this.serverFields, sample.usage?.promptTokens ?? null, sample.headers['server-timing']);
  }

  /** A chunk the fast path accepted that carries `timings`: parsed once more, for the report fields only. */
  private collectReport(data: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (isRecord(parsed)) collectServerFields(parsed, this.serverFields);
  }

  private closeContentRun(): void {
    this.contentRuns.push(this.contentPieces.join(''));
    this.contentPieces.length = 0;
  }

  private addToolCallPieces(pieces: unknown[]): number {
    let chars = 0;
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i];
      if (!isRecord(piece)) continue;
      const index = typeof piece.index === 'number' ? piece.index : i;
      let call = this.callsByIndex[index];
      if (call === undefined) {
        call = { id: '', name: '', arguments: '' };
        this.callsByIndex[index] = call;
        this.sample.toolCalls.push(call);
      }
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

  private addEvent(channel: Channel, chars: number, stampMs: number, readIndex: number): void {
    this.columns.addEvent(channel, chars, stampMs, readIndex);
  }

  private fail(kind: 'stream_error_event' | 'malformed_event', message: string): EventOutcome {
    setError(this.sample, kind, this.redact(message));
    return 'failed';
  }
}

function isEmpty(text: string | null): boolean {
  return text === null || text === '';
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseUsage(usage: Record<string, unknown>): Usage {
  const completion = usage.completion_tokens_details;
  const prompt = usage.prompt_tokens_details;
  return {
    promptTokens: numberOrNull(usage.prompt_tokens),
    completionTokens: numberOrNull(usage.completion_tokens),
    reasoningTokens: isRecord(completion) ? numberOrNull(completion.reasoning_tokens) : null,
    cachedPromptTokens: isRecord(prompt) ? numberOrNull(prompt.cached_tokens) : null,
  };
}

function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}
