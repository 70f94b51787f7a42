import { createParser, type EventSourceMessage, type EventSourceParser, type ParseError } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import type { AttemptConfig, AttemptOutcome } from './attempt-types.js';
import { httpErrorKind, httpErrorMessage, parseRetryAfterS } from './classify-http.js';
import type { SampleColumns } from '../columns.js';
import { DONE_DRAIN_MS } from './deadlines.js';
import type { DecompressSink, IncrementalDecompressor } from './decode.js';
import { roundMs, setError } from '../new-sample.js';
import { sniffBody, type BodyMode } from './response-kind.js';
import type { ErrorKind, RetryCause, Sample } from '../sample.js';
import type { StreamGrammar } from '../grammars/types.js';
import { DeadlineTimer } from './timeouts.js';
import { Utf8Stream } from './utf8-stream.js';

const ERROR_BODY_LIMIT_CHARS = 64 * 1024;

/**
 * The state of one attempt and the response body's half of it: decompression, text decoding, telling an
 * event stream from JSON, the SSE parser, and what the end of the body means. `Attempt` (attempt.ts) adds
 * the request's life around it: the undici handler, the deadlines and the ending.
 */
export abstract class AttemptBody implements DecompressSink {
  protected readonly config: AttemptConfig;
  protected readonly timer: DeadlineTimer;
  protected readonly decoder = new Utf8Stream();
  protected sample!: Sample;
  protected events!: StreamGrammar;
  /** Per-read and per-event stamps while the request streams; copied into the Sample when it ends. */
  protected columns!: SampleColumns;
  protected settle!: (outcome: AttemptOutcome) => void;
  /** When the request was handed to the dispatcher. */
  protected dispatchAt = 0;
  /** When the request was written (until then, `dispatchAt`): every stamp and deadline counts from here. */
  protected t0 = 0;
  protected controller: Dispatcher.DispatchController | null = null;
  protected finished = false;
  protected retry: RetryCause | null = null;
  protected requestWritten = false;
  protected headersAt: number | null = null;
  protected lastReadAt = 0;
  protected doneAt: number | null = null;
  protected responseEnded = false;
  /** Why the body ended early (socket error), for the message; null after a clean end. */
  protected closeReason: string | null = null;
  protected mode: BodyMode | null = null;
  protected parser: EventSourceParser | null = null;
  protected decompressor: IncrementalDecompressor | null = null;
  protected bodyText = '';
  protected retryAfter: string | undefined;
  /** The batch (`currentBatch` in attempt.ts) the last read came in. */
  protected readBatch = -1;
  protected readIndex = -1;
  /** Stamp (ms since t0) and read index of the text being fed to the SSE parser. */
  protected feedStampMs = 0;
  protected feedRead = -1;

  constructor(config: AttemptConfig) {
    this.config = config;
    this.timer = new DeadlineTimer(() => this.onTimer());
  }

  protected abstract onTimer(): void;
  /** Resolves once; `abort` ends a request still in flight. */
  protected abstract finish(abort: boolean): void;

  // ---- decompression ----

  onDecompressed(bytes: Buffer, readIndex: number): void {
    if (!this.finished) this.feedText(this.decoder.write(bytes), readIndex);
  }

  onDecompressEnd(): void {
    if (!this.finished) this.onBodyEnd();
  }

  onDecompressError(error: Error): void {
    if (this.finished) return;
    if (this.mode === 'error-body') this.failHttp();
    else this.fail('malformed_event', `cannot decompress response: ${error.message}`);
  }

  // ---- body ----

  protected feedText(text: string, readIndex: number): void {
    if (text === '' || this.doneAt !== null) return;
    switch (this.mode) {
      case 'sse':
        this.feedStampMs = this.columns.readMs.at(readIndex);
        this.feedRead = readIndex;
        this.parser!.feed(text);
        return;
      case 'json':
        this.bodyText += text;
        if (this.bodyText.length > this.config.maxEventBytes) {
          this.fail('malformed_event', `JSON response larger than ${this.config.maxEventBytes} bytes`);
        }
        return;
      case 'error-body':
        if (this.bodyText.length < ERROR_BODY_LIMIT_CHARS) this.bodyText += text;
        return;
      case 'sniff':
        this.bodyText += text;
        this.trySniff(readIndex, false);
        return;
      default:
        return;
    }
  }

  protected trySniff(readIndex: number, atEnd: boolean): void {
    const kind = sniffBody(this.bodyText, atEnd);
    if (kind === null) return;
    if (kind === 'neither') {
      this.fail('malformed_event', `response is neither an event stream nor JSON: ${this.config.redact(this.bodyText.slice(0, 120))}`);
      return;
    }
    this.mode = kind;
    if (kind === 'json') return;
    this.parser = this.newParser();
    const buffered = this.bodyText;
    this.bodyText = '';
    this.feedText(buffered, readIndex);
  }

  /** The response is over (cleanly when `closeReason` is null); drains the decompressor first. */
  protected endBody(closeReason: string | null): void {
    this.responseEnded = true;
    this.closeReason = closeReason;
    this.sample.endMs = roundMs(performance.now() - this.t0);
    if (this.decompressor !== null) this.decompressor.end();
    else this.onBodyEnd();
  }

  protected onBodyEnd(): void {
    this.feedText(this.decoder.end(), this.readIndex);
    if (this.finished) return;
    const sample = this.sample;
    if (this.doneAt !== null) {
      this.finish(false);
      return;
    }
    if (this.mode === 'sniff') {
      if (this.bodyText.trim() === '') {
        this.fail(this.closeReason === null ? 'malformed_event' : 'early_close', this.withReason('empty response body'));
        return;
      }
      this.trySniff(this.readIndex, true);
      if (this.finished) return;
    }
    switch (this.mode) {
      case 'error-body':
        this.failHttp();
        return;
      case 'json':
        if (this.closeReason !== null) {
          this.fail('early_close', this.withReason('JSON response cut off'));
          return;
        }
        if (this.readIndex < 0) {
          this.fail('malformed_event', 'empty response body');
          return;
        }
        this.events.onCompletion(this.bodyText, this.columns.readMs.at(this.readIndex), this.readIndex);
        this.finish(false);
        return;
      default:
        // A stream that reached finish_reason is complete even without [DONE] or a clean close.
        if (sample.finishReason === null) {
          this.fail('early_close', this.withReason('stream ended before [DONE] and before any finish_reason'));
          return;
        }
        this.finish(false);
    }
  }

  protected withReason(message: string): string {
    return this.closeReason === null ? message : `${message} (${this.closeReason})`;
  }

  protected newParser(): EventSourceParser {
    return createParser({
      onEvent: this.onParsedEvent,
      onError: this.onParseError,
      maxBufferSize: this.config.maxEventBytes,
    });
  }

  protected readonly onParsedEvent = (event: EventSourceMessage): void => {
    if (this.finished || this.doneAt !== null) return;
    // The parser's own limit only sees events still being assembled; one that arrived whole is checked here.
    if (event.data.length > this.config.maxEventBytes) {
      this.fail('malformed_event', `SSE event larger than ${this.config.maxEventBytes} bytes`);
      return;
    }
    const outcome = this.events.onSseEvent(event.data, event.event, this.feedStampMs, this.feedRead);
    if (outcome === 'done') this.onDone();
    else if (outcome === 'failed') this.finish(true);
  };

  protected readonly onParseError = (error: ParseError): void => {
    // Unknown fields and bad `retry:` lines are ignorable; an oversized event is not.
    if (error.type === 'max-buffer-size-exceeded') {
      this.fail('malformed_event', `SSE event larger than ${this.config.maxEventBytes} bytes`);
    }
  };

  /** `[DONE]`: the answer is complete; wait briefly for the close so the connection can be reused. */
  protected onDone(): void {
    const now = performance.now();
    this.doneAt = now;
    if (this.responseEnded) {
      this.finish(false);
      return;
    }
    this.timer.ensureBy(now + DONE_DRAIN_MS, now);
  }

  protected failHttp(): void {
    const status = this.sample.status!;
    const message = this.config.redact(httpErrorMessage(status, this.bodyText));
    setError(this.sample, httpErrorKind(status), message, parseRetryAfterS(this.retryAfter, Date.now()));
    this.finish(true);
  }

  protected fail(kind: ErrorKind, message: string): void {
    setError(this.sample, kind, this.config.redact(message));
    this.finish(true);
  }
}
