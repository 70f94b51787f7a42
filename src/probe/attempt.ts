import { createParser, type EventSourceMessage, type EventSourceParser, type ParseError } from 'eventsource-parser';
import type { Dispatcher } from 'undici';
import type { Timeouts } from '../config/types.js';
import { httpErrorKind, httpErrorMessage, parseRetryAfterS } from './classify-http.js';
import { SampleColumns } from './columns.js';
import { connectDurations, type ConnectTiming } from './connection-timing.js';
import { awaitSocket, forgetSocket, trackConnections, type ConnectionObserver } from './connection-tracker.js';
import { DONE_DRAIN_MS, expiredDeadline, nearestDeadline, timeoutMessage, type DeadlineState } from './deadlines.js';
import { compressionOf, IncrementalDecompressor, type DecompressSink } from './decode.js';
import { newSample, roundMs, setError } from './new-sample.js';
import { currentTurn } from './read-turn.js';
import { bodyModeOf, captureHeaders, headerText, sniffBody, type BodyMode } from './response-kind.js';
import type { ErrorKind, ProbeMeta, RetryCause, Sample } from './sample.js';
import type { ApiId } from '../vocabulary/apis.js';
import type { StreamGrammar } from './grammar.js';
import { GRAMMARS } from './grammars.js';
import { DeadlineTimer } from './timeouts.js';
import { isTlsError, tlsErrorMessage } from './trust.js';
import { Utf8Stream } from './utf8-stream.js';

export interface AttemptConfig {
  dispatcher: Dispatcher;
  options: Dispatcher.DispatchOptions;
  /** The API the request speaks: which grammar reads its stream. */
  api: ApiId;
  timeouts: Timeouts;
  captureHeaders: readonly string[];
  redact: (text: string) => string;
  maxEventBytes: number;
  meta: ProbeMeta;
  /** Why each attempt before this one was retried. */
  retryCauses: readonly RetryCause[];
  signal: AbortSignal | undefined;
  onEvent: ((data: string, stampMs: number) => void) | undefined;
}

export interface AttemptOutcome {
  sample: Sample;
  /**
   * Why trying again is safe, or null: `connect` when the connection could not be made (nothing was sent);
   * `stale_connection` when a reused keep-alive connection failed before any response byte (the server had closed
   * it as the request was written; browsers and Go's HTTP client retry these on a new connection).
   */
  retry: RetryCause | null;
}

/** Sends one request and resolves with its sample; never rejects for request failures. */
export function runAttempt(config: AttemptConfig): Promise<AttemptOutcome> {
  return new Attempt(config).start();
}

const ERROR_BODY_LIMIT_CHARS = 64 * 1024;
const NOT_RETRYABLE_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_DESTROYED', 'UND_ERR_CLOSED']);
/** How a connection the server had already closed fails a request written on it. */
const CLOSED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/** The reason handed to undici when the probe ends a request itself. */
class ProbeAbortError extends Error {
  override readonly name = 'ProbeAbortError';
}

class Attempt implements Dispatcher.DispatchHandler, DecompressSink, ConnectionObserver {
  private readonly config: AttemptConfig;
  private readonly timer: DeadlineTimer;
  private readonly decoder = new Utf8Stream();
  private sample!: Sample;
  private events!: StreamGrammar;
  /** Per-read and per-event stamps while the request streams; copied into the Sample when it ends. */
  private columns!: SampleColumns;
  private settle!: (outcome: AttemptOutcome) => void;
  /** When the request was handed to the dispatcher. */
  private dispatchAt = 0;
  /** When the request was written (until then, `dispatchAt`): every stamp and deadline counts from here. */
  private t0 = 0;
  private controller: Dispatcher.DispatchController | null = null;
  private finished = false;
  private retry: RetryCause | null = null;
  private requestWritten = false;
  private headersAt: number | null = null;
  private lastReadAt = 0;
  private doneAt: number | null = null;
  private responseEnded = false;
  /** Why the body ended early (socket error), for the message; null after a clean end. */
  private closeReason: string | null = null;
  private mode: BodyMode | null = null;
  private parser: EventSourceParser | null = null;
  private decompressor: IncrementalDecompressor | null = null;
  private bodyText = '';
  private retryAfter: string | undefined;
  private readTurn = -1;
  private readIndex = -1;
  /** Stamp (ms since t0) and read index of the text being fed to the SSE parser. */
  private feedStampMs = 0;
  private feedRead = -1;

  constructor(config: AttemptConfig) {
    this.config = config;
    this.timer = new DeadlineTimer(() => this.onTimer());
  }

  start(): Promise<AttemptOutcome> {
    const promise = new Promise<AttemptOutcome>((resolve) => {
      this.settle = resolve;
    });
    const { signal } = this.config;
    const startedAt = new Date().toISOString();
    this.t0 = performance.now();
    this.sample = newSample(this.config.meta, this.t0, startedAt, this.config.retryCauses.length);
    this.sample.retryCauses = [...this.config.retryCauses];
    this.columns = new SampleColumns();
    this.events = GRAMMARS[this.config.api].read({
      sample: this.sample,
      columns: this.columns,
      redact: this.config.redact,
      ...(this.config.onEvent ? { onEvent: this.config.onEvent } : {}),
    });
    if (signal?.aborted) {
      this.fail('aborted', 'aborted before the request was sent');
      return promise;
    }
    signal?.addEventListener('abort', this.onAbortSignal, { once: true });
    trackConnections();
    this.dispatchAt = performance.now();
    this.t0 = this.dispatchAt;
    this.sample.t0 = roundMs(this.t0);
    this.config.dispatcher.dispatch(this.config.options, this);
    // A synchronous failure has finished already.
    if (!this.finished) this.armTimer(performance.now());
    return promise;
  }

  // ---- undici handler ----

  onRequestStart(controller: Dispatcher.DispatchController): void {
    if (this.finished) {
      controller.abort(new ProbeAbortError('probe already finished'));
      return;
    }
    this.controller = controller;
    this.requestWritten = true;
    // undici calls this right before it writes the request: t0 moves here, past any connection set-up.
    const now = performance.now();
    this.t0 = now;
    this.sample.t0 = roundMs(now);
    this.sample.startedAt = new Date().toISOString();
    this.sample.setupMs = roundMs(now - this.dispatchAt);
    awaitSocket(this, this.config.options.path);
  }

  onSocketAssigned(timing: ConnectTiming | null, protocol: 'http/1.1' | 'h2'): void {
    const sample = this.sample;
    sample.newConnection = timing !== null;
    sample.protocol = protocol;
    if (timing === null) return;
    const { connectMs, tlsMs } = connectDurations(timing);
    sample.connectMs = connectMs;
    sample.tlsMs = tlsMs;
  }

  onResponseStart(
    _controller: Dispatcher.DispatchController,
    status: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    if (this.finished || status < 200) return;
    const now = performance.now();
    const sample = this.sample;
    this.headersAt = now;
    this.lastReadAt = now;
    sample.status = status;
    sample.headersMs = roundMs(now - this.t0);
    sample.headers = captureHeaders(headers, this.config.captureHeaders);
    this.mode = bodyModeOf(status, headers['content-type']);
    if (this.mode === 'error-body') this.retryAfter = headerText(headers['retry-after']) || undefined;
    else if (this.mode === 'sse') this.parser = this.newParser();
    const compression = compressionOf(headers['content-encoding']);
    if (compression === 'unsupported') {
      const encoding = headerText(headers['content-encoding']);
      if (this.mode === 'error-body') this.failHttp();
      else this.fail('malformed_event', `unsupported content-encoding: ${encoding}`);
      return;
    }
    if (compression !== null) this.decompressor = new IncrementalDecompressor(compression, this);
    // The idle deadline starts now and may come before the one armed for the headers.
    this.armTimer(now);
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.finished || chunk.length === 0) return;
    const turn = currentTurn();
    if (turn !== this.readTurn) {
      const now = performance.now();
      this.readTurn = turn;
      this.readIndex++;
      this.lastReadAt = now;
      this.columns.addRead(roundMs(now - this.t0), chunk.length);
    } else {
      this.columns.readBytes.add(this.readIndex, chunk.length);
    }
    if (this.decompressor !== null) this.decompressor.write(chunk, this.readIndex);
    else this.feedText(this.decoder.write(chunk), this.readIndex);
  }

  onResponseEnd(): void {
    if (this.finished) return;
    this.endBody(null);
  }

  onResponseError(_controller: Dispatcher.DispatchController | undefined, error: Error): void {
    if (this.finished) return;
    const reason = describe(error);
    const code = errorCode(error);
    if (!this.requestWritten) {
      if (isTlsError(code, error.message)) {
        this.fail('tls', tlsErrorMessage(new URL(String(this.config.options.origin)), code, error.message));
        return;
      }
      if (!NOT_RETRYABLE_CODES.has(code)) this.retry = 'connect';
      this.fail('connect', reason);
    } else if (code.startsWith('HPE_')) {
      this.fail('malformed_event', `invalid HTTP response: ${reason}`);
    } else if (this.headersAt === null) {
      if (this.sample.newConnection === false && this.readIndex < 0 && CLOSED_CONNECTION_CODES.has(code)) this.retry = 'stale_connection';
      this.fail('early_close', `connection closed before response headers: ${reason}`);
    } else {
      this.endBody(reason);
    }
  }

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

  private feedText(text: string, readIndex: number): void {
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

  private trySniff(readIndex: number, atEnd: boolean): void {
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
  private endBody(closeReason: string | null): void {
    this.responseEnded = true;
    this.closeReason = closeReason;
    this.sample.endMs = roundMs(performance.now() - this.t0);
    if (this.decompressor !== null) this.decompressor.end();
    else this.onBodyEnd();
  }

  private onBodyEnd(): void {
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

  private withReason(message: string): string {
    return this.closeReason === null ? message : `${message} (${this.closeReason})`;
  }

  private newParser(): EventSourceParser {
    return createParser({
      onEvent: this.onParsedEvent,
      onError: this.onParseError,
      maxBufferSize: this.config.maxEventBytes,
    });
  }

  private readonly onParsedEvent = (event: EventSourceMessage): void => {
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

  private readonly onParseError = (error: ParseError): void => {
    // Unknown fields and bad `retry:` lines are ignorable; an oversized event is not.
    if (error.type === 'max-buffer-size-exceeded') {
      this.fail('malformed_event', `SSE event larger than ${this.config.maxEventBytes} bytes`);
    }
  };

  /** `[DONE]`: the answer is complete; wait briefly for the close so the connection can be reused. */
  private onDone(): void {
    const now = performance.now();
    this.doneAt = now;
    if (this.responseEnded) {
      this.finish(false);
      return;
    }
    this.timer.ensureBy(now + DONE_DRAIN_MS, now);
  }

  // ---- deadlines ----

  private deadlineState(): DeadlineState {
    return {
      // Before the write, the connection set-up runs against the deadlines; from the write on, they restart.
      t0: this.t0,
      headersAt: this.headersAt,
      lastReadAt: this.lastReadAt,
      doneAt: this.doneAt,
      awaitingToken: this.columns.eventMs.length === 0 && this.mode !== 'error-body',
    };
  }

  private armTimer(nowMs: number): void {
    this.timer.ensureBy(nearestDeadline(this.deadlineState(), this.config.timeouts), nowMs);
  }

  private onTimer(): void {
    if (this.finished) return;
    const now = performance.now();
    const expired = expiredDeadline(this.deadlineState(), this.config.timeouts, now);
    if (expired === null) this.armTimer(now);
    else if (expired === 'drain') this.finish(true);
    else this.fail(expired, timeoutMessage(expired, this.config.timeouts, this.requestWritten));
  }

  // ---- ending ----

  private readonly onAbortSignal = (): void => {
    if (!this.finished) this.fail('aborted', 'aborted by the caller');
  };

  private failHttp(): void {
    const status = this.sample.status!;
    const message = this.config.redact(httpErrorMessage(status, this.bodyText));
    setError(this.sample, httpErrorKind(status), message, parseRetryAfterS(this.retryAfter, Date.now()));
    this.finish(true);
  }

  private fail(kind: ErrorKind, message: string): void {
    setError(this.sample, kind, this.config.redact(message));
    this.finish(true);
  }

  /** Resolves once; `abort` ends a request still in flight (no-op when the response already ended). */
  private finish(abort: boolean): void {
    if (this.finished) return;
    this.finished = true;
    this.timer.clear();
    forgetSocket(this);
    this.config.signal?.removeEventListener('abort', this.onAbortSignal);
    this.decompressor?.destroy();
    if (this.sample.endMs === null) this.sample.endMs = roundMs(performance.now() - this.t0);
    this.events.finalize();
    this.columns.writeTo(this.sample);
    const controller = this.controller;
    if (abort && !this.responseEnded && controller !== null && !controller.aborted) {
      controller.abort(new ProbeAbortError(this.sample.error?.kind ?? 'closed after [DONE]'));
    }
    setImmediate(this.settleSoon);
  }

  /*
   * undici frees a finished connection for reuse in a setImmediate it schedules right after our
   * onResponseEnd returns. Resolving two check phases later lets the caller's next request find that
   * connection instead of opening a new one (which would put a connect into its TTFB).
   */
  private readonly settleSoon = (): void => {
    setImmediate(this.settleNow);
  };

  private readonly settleNow = (): void => {
    this.settle({ sample: this.sample, retry: this.retry });
  };
}

function describe(error: Error): string {
  const code = errorCode(error);
  return code !== '' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

function errorCode(error: Error): string {
  const code = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' ? code : '';
}
