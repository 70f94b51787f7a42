import type { Dispatcher } from 'undici';
import { connectDurations, type ConnectTiming } from '../connection/connection-timing.js';
import { awaitSocket, forgetSocket, trackConnections, type ConnectionObserver } from '../connection/connection-tracker.js';
import { expiredDeadline, nearestDeadline, timeoutMessage, type DeadlineState } from './deadlines.js';
import { compressionOf, IncrementalDecompressor } from './decode.js';
import { newSample, roundMs } from '../new-sample.js';
import { bodyModeOf, captureHeaders, headerText } from './response-kind.js';
import { SampleColumns } from '../columns.js';
import { GRAMMARS } from '../grammars/index.js';
import { withLogprobs } from '../logprobs.js';
import { isTlsError, tlsErrorMessage } from '../connection/trust.js';

import { AttemptBody } from './attempt-body.js';
import type { AttemptConfig, AttemptOutcome } from './attempt-types.js';

export type { AttemptConfig, AttemptOutcome } from './attempt-types.js';

/** Sends one request and resolves with its sample; never rejects for request failures. */
export function runAttempt(config: AttemptConfig): Promise<AttemptOutcome> {
  return new Attempt(config).start();
}

const NOT_RETRYABLE_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_DESTROYED', 'UND_ERR_CLOSED']);
/** How a connection the server had already closed fails a request written on it. */
const CLOSED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

/*
 * undici hands the body over once per HTTP chunk, so one socket read carrying twenty SSE chunks arrives
 * as twenty callbacks in the same synchronous run. A "read" is what reached JS together, so callbacks
 * are grouped by that run (a batch): the counter advances at most once per macrotask, closed by one microtask.
 */
let lastBatch = 0;
let batchOpen = false;

function closeBatch(): void {
  batchOpen = false;
}

/** Identifies the current batch (one synchronous run); equal values mean the bytes reached JS in the same read. */
function currentBatch(): number {
  if (!batchOpen) {
    batchOpen = true;
    lastBatch++;
    queueMicrotask(closeBatch);
  }
  return lastBatch;
}

/** The reason handed to undici when the probe ends a request itself. */
class ProbeAbortError extends Error {
  override readonly name = 'ProbeAbortError';
}

/** One request from dispatch to its sample: the undici handler, the deadlines and the ending, around the body (`AttemptBody`). */
class Attempt extends AttemptBody implements Dispatcher.DispatchHandler, ConnectionObserver {
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
    const grammar = GRAMMARS[this.config.api].read({
      sample: this.sample,
      columns: this.columns,
      redact: this.config.redact,
      ...(this.config.onEvent ? { onEvent: this.config.onEvent } : {}),
    });
    this.events = this.config.logprobs ? withLogprobs(grammar, this.config.api, this.sample) : grammar;
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
    const batch = currentBatch();
    if (batch !== this.readBatch) {
      const now = performance.now();
      this.readBatch = batch;
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

  protected onTimer(): void {
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

  /** Resolves once; `abort` ends a request still in flight (no-op when the response already ended). */
  protected finish(abort: boolean): void {
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
