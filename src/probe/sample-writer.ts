/**
 * What every grammar writes into a sample, the same way: content (joined in runs), reasoning, tool calls, token
 * events on their channels, usage, the finish reason, a failure, and at the end the server's own report.
 */
import { errorText, pickMessage, truncate } from './attempt/classify-http.js';
import type { SampleColumns } from './columns.js';
import type { EventOutcome, GrammarDeps } from './grammars/types.js';
import { setError } from './new-sample.js';
import type { Channel, Sample, Usage } from './sample.js';
import { answeredModel, collectServerFields, emptyServerFields, resolveServerReport } from './server-report.js';
import { isRecord } from '../util/index.js';

export type ToolCall = Sample['toolCalls'][number];

const EXCERPT_CHARS = 120;
/** Content pieces joined into one string at a time (see `contentPieces`). */
const CONTENT_RUN = 32;

export abstract class SampleWriter {
  protected readonly sample: Sample;
  protected readonly columns: SampleColumns;
  protected readonly redact: (text: string) => string;
  protected readonly onEvent: ((data: string, stampMs: number) => void) | undefined;
  /**
   * Content deltas, joined in runs: `+=` per token would leave a rope of one node per token (tens of
   * bytes each) in every retained sample, and a string per token kept to the end survives every young
   * GC of the request (each scavenge copies them, and its pause is the probe's tail latency). So every
   * CONTENT_RUN pieces are joined into one flat string, and the runs are joined once at the end.
   */
  private contentPieces: string[] = [];
  private contentRuns: string[] = [];
  /** Tool calls by the key the API refers to them with (an index, an item id, a block index). */
  private readonly calls = new Map<string | number, ToolCall>();
  /** The server's report fields seen so far (usage details, llama.cpp `timings`), resolved in `finalize`. */
  protected readonly serverFields = emptyServerFields();

  constructor(deps: GrammarDeps) {
    this.sample = deps.sample;
    this.columns = deps.columns;
    this.redact = deps.redact;
    this.onEvent = deps.onEvent;
  }

  /** Reasoning (thinking) text: counted on the reasoning channel, never kept. */
  protected addReasoning(text: string, stampMs: number, readIndex: number): void {
    this.sample.reasoningChars += text.length;
    this.columns.addEvent('r', text.length, stampMs, readIndex);
  }

  /** Answer text: kept, counted on the content channel; the first one is TTFT (content). */
  protected addContent(text: string, stampMs: number, readIndex: number): void {
    const sample = this.sample;
    this.contentPieces.push(text);
    if (this.contentPieces.length === CONTENT_RUN) this.closeContentRun();
    sample.contentChars += text.length;
    if (sample.firstContentMs === null) sample.firstContentMs = stampMs;
    this.columns.addEvent('c', text.length, stampMs, readIndex);
  }

  /** The tool call the API calls `key`, created (in arrival order) the first time it is named. */
  protected toolCall(key: string | number): ToolCall {
    let call = this.calls.get(key);
    if (call === undefined) {
      call = { id: '', name: '', arguments: '' };
      this.calls.set(key, call);
      this.sample.toolCalls.push(call);
    }
    return call;
  }

  /** Tool-call name and argument characters that arrived in one event: one token event on the tool channel. */
  protected addToolChars(chars: number, stampMs: number, readIndex: number): void {
    if (chars <= 0) return;
    this.sample.toolCallChars += chars;
    this.columns.addEvent('t', chars, stampMs, readIndex);
  }

  protected setUsage(usage: Usage): void {
    this.sample.usage = usage;
  }

  /** Server report fields (usage details, `timings`) of one parsed object. */
  protected collectReport(record: Record<string, unknown>): void {
    collectServerFields(record, this.serverFields);
  }

  protected setFinish(reason: unknown): void {
    if (typeof reason === 'string' && reason !== '') this.sample.finishReason = reason;
  }

  /** The API's last event: the answer is complete. */
  protected done(stampMs: number): EventOutcome {
    this.sample.doneMs = stampMs;
    return 'done';
  }

  protected fail(kind: 'stream_error_event' | 'malformed_event', message: string): 'failed' {
    setError(this.sample, kind, this.redact(message));
    return 'failed';
  }

  /**
   * One event's data as a JSON object, or the failure that ends the stream: data that is not a JSON object is a
   * malformed event, except after `event: error`, whose data is the server's error however it is written.
   */
  protected parseEvent(data: string, type: string | undefined): Record<string, unknown> | 'failed' {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      if (type === 'error') return this.fail('stream_error_event', `stream error event: ${errorText(data)}`);
      return this.fail('malformed_event', `SSE event is not valid JSON: ${excerpt(data)}`);
    }
    return isRecord(parsed) ? parsed : this.fail('malformed_event', `SSE event is not a JSON object: ${excerpt(data)}`);
  }

  /**
   * An OpenAI chunk's (chat or completions) first choice, once its error, usage and server report are taken: null
   * when it carries none, 'failed' for an error chunk.
   */
  protected firstChoice(
    chunk: Record<string, unknown>,
    parseUsage: (usage: Record<string, unknown>) => Usage,
  ): Record<string, unknown> | null | 'failed' {
    if (chunk.error != null) {
      const message = pickMessage(chunk) ?? JSON.stringify(chunk.error);
      return this.fail('stream_error_event', `stream error: ${truncate(message)}`);
    }
    this.noteModel(chunk);
    const usage = chunk.usage;
    if (isRecord(usage)) this.setUsage(parseUsage(usage));
    if (usage != null || chunk.timings != null) this.collectReport(chunk);
    const choices = chunk.choices;
    if (!Array.isArray(choices) || choices.length === 0) return null;
    const choice: unknown = choices[0];
    return isRecord(choice) ? choice : null;
  }

  /**
   * A named event (Responses, Anthropic Messages) counted and parsed, with its kind: the data's `type` names it, and
   * the SSE `event:` field repeats it and stands in when a server omits it. A `[DONE]` (not part of these APIs; some
   * gateways append one) ends the stream.
   */
  protected namedEvent(
    data: string,
    type: string | undefined,
    stampMs: number,
  ): { kind: string | undefined; parsed: Record<string, unknown> } | EventOutcome {
    if (data === '[DONE]') return this.done(stampMs);
    this.sample.sseEvents++;
    if (this.onEvent) this.onEvent(data, stampMs);
    const parsed = this.parseEvent(data, type);
    if (parsed === 'failed') return parsed;
    return { kind: typeof parsed.type === 'string' ? parsed.type : type, parsed };
  }

  /**
   * A bare `data:` event (chat, legacy completions, Gemini) counted and parsed: `[DONE]` ends the stream, `event:
   * error` fails it with the server's words, anything else is parsed as a JSON object.
   */
  protected dataEvent(data: string, type: string | undefined, stampMs: number): Record<string, unknown> | EventOutcome {
    if (data === '[DONE]') return this.done(stampMs);
    this.sample.sseEvents++;
    if (type === 'error') return this.fail('stream_error_event', `stream error event: ${errorText(data)}`);
    if (this.onEvent) this.onEvent(data, stampMs);
    return this.parseEvent(data, type);
  }

  /** A whole non-streamed body as a JSON object, or the failure (the server ignored `stream: true`). */
  protected parseBody(body: string): Record<string, unknown> | 'failed' {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return this.fail('malformed_event', `response is neither SSE nor JSON: ${excerpt(body)}`);
    }
    if (!isRecord(parsed)) return this.fail('malformed_event', `response is not a JSON object: ${excerpt(body)}`);
    this.noteModel(parsed);
    return parsed;
  }

  /** No response object has named the model that answered yet. */
  protected modelUnknown(): boolean {
    return this.serverFields.model === null;
  }

  /** The model a response object names as the one that answered (the first named stands). */
  protected noteModel(record: Record<string, unknown>): void {
    this.serverFields.model ??= answeredModel(record);
  }

  protected addEvent(channel: Channel, chars: number, stampMs: number, readIndex: number): void {
    this.columns.addEvent(channel, chars, stampMs, readIndex);
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
    if (this.serverFields.model !== null) sample.model = this.serverFields.model;
  }

  private closeContentRun(): void {
    this.contentRuns.push(this.contentPieces.join(''));
    this.contentPieces.length = 0;
  }
}

export function excerpt(text: string): string {
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
}

/** An API's error as one line: `kind: message` (either alone when the other is missing), cut to the message limit. */
export function errorLabel(kind: unknown, message: unknown): string | undefined {
  const k = nonEmpty(kind);
  const m = nonEmpty(message);
  if (m === undefined) return k;
  return truncate(k === undefined ? m : `${k}: ${m}`);
}

export function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A finite JSON number, or null: parsed JSON is `unknown` here, never `any`, and an API's usage fields are narrowed with this. */
export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
