import { asksLogprobs } from './logprobs.js';
import type { Dispatcher } from 'undici';
import { runAttempt } from './attempt/attempt.js';
import { DEFAULT_CONNECTION, oneShotDispatcher, probeDispatcher, type ConnectionSettings } from './connection/dispatcher.js';
import { newSample, setError } from './new-sample.js';
import { secretRedactor } from './redact-secrets.js';
import { buildDispatchOptions, type ProbeDeps, type ProbeRequest } from './request.js';
import type { RetryCause, Sample } from './sample.js';
import { DEFAULT_API } from '../apis/index.js';

export type { ProbeDeps, ProbeMeta, ProbeRequest } from './request.js';

export const DEFAULT_MAX_EVENT_BYTES = 1024 * 1024;
const RETRY_BASE_DELAY_MS = 100;
const RETRY_MAX_DELAY_MS = 2_000;

/**
 * Sends one streaming request (in the API `req.api` names; chat completions by default) and returns what was observed as a `Sample`.
 * Failures of the request are data (`sample.error`), never a rejection. Two failures are retried, each attempt
 * with its own clock: a connection that could not be made (up to `req.retries`, with a short backoff), and, once and
 * always, a request that died before any response byte on a reused keep-alive connection the server had closed
 * (on a new connection, at once). Nothing else is retried: the server may have started on the request.
 */
export async function probe(req: ProbeRequest, deps: ProbeDeps = {}): Promise<Sample> {
  const redact = secretRedactor(req.headers, deps.redact);
  let options: Dispatcher.DispatchOptions;
  try {
    options = buildDispatchOptions(req);
  } catch (error) {
    return invalidRequestSample(req, redact(error instanceof Error ? error.message : String(error)));
  }
  const settings = req.connection ?? DEFAULT_CONNECTION;
  const causes: RetryCause[] = [];
  for (let connectRetries = 0; ;) {
    // A request retried after a stale connection, or one whose endpoint is measured on new connections, gets a
    // connection of its own; otherwise the given or shared dispatcher's pool decides.
    const fresh = !settings.reuse || causes.at(-1) === 'stale_connection';
    const own = fresh && deps.dispatcher === undefined ? oneShotDispatcher(settings) : null;
    const outcome = await runAttempt({
      dispatcher: own ?? deps.dispatcher ?? probeDispatcher(settings),
      options,
      api: req.api ?? DEFAULT_API,
      logprobs: asksLogprobs(req.api ?? DEFAULT_API, req.body),
      timeouts: req.timeouts,
      captureHeaders: req.captureHeaders,
      redact,
      maxEventBytes: deps.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES,
      meta: req.meta,
      retryCauses: causes,
      signal: deps.signal,
      onEvent: deps.onEvent,
    });
    if (own !== null) void own.close().catch(() => {});
    const retry = outcome.retry;
    if (retry === null || deps.signal?.aborted) return outcome.sample;
    if (retry === 'stale_connection') {
      if (causes.includes('stale_connection')) return outcome.sample;
    } else {
      if (connectRetries >= req.retries) return outcome.sample;
      await pause(Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** connectRetries), deps.signal);
      connectRetries++;
    }
    causes.push(retry);
  }
}

function invalidRequestSample(req: ProbeRequest, reason: string): Sample {
  const sample = newSample(req.meta, performance.now(), new Date().toISOString(), 0);
  setError(sample, 'connect', `invalid request: ${reason}`);
  sample.endMs = 0;
  return sample;
}

/** Waits `ms`, or less when the signal aborts (the next attempt then reports `aborted`). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export type { ConnectionSettings };
