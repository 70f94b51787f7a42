import type { Dispatcher } from 'undici';
import { runAttempt } from './attempt.js';
import { sharedProbeDispatcher } from './dispatcher.js';
import { newSample, setError } from './new-sample.js';
import { secretRedactor } from './redact-secrets.js';
import { buildDispatchOptions, type ProbeDeps, type ProbeRequest } from './request.js';
import type { Sample } from './sample.js';

export type { ProbeDeps, ProbeMeta, ProbeRequest } from './request.js';

export const DEFAULT_MAX_EVENT_BYTES = 1024 * 1024;
const RETRY_BASE_DELAY_MS = 100;
const RETRY_MAX_DELAY_MS = 2_000;

/**
 * Sends one streaming chat-completions request and returns what was observed as a `Sample`.
 * Failures of the request are data (`sample.error`), never a rejection. Only connection failures are
 * retried (up to `req.retries`, with a short backoff); each attempt starts its own clock.
 */
export async function probe(req: ProbeRequest, deps: ProbeDeps = {}): Promise<Sample> {
  const redact = secretRedactor(req.headers, deps.redact);
  let options: Dispatcher.DispatchOptions;
  try {
    options = buildDispatchOptions(req);
  } catch (error) {
    return invalidRequestSample(req, redact(error instanceof Error ? error.message : String(error)));
  }
  const dispatcher = deps.dispatcher ?? sharedProbeDispatcher();
  for (let attempt = 0; ; attempt++) {
    const outcome = await runAttempt({
      dispatcher,
      options,
      timeouts: req.timeouts,
      captureHeaders: req.captureHeaders,
      redact,
      maxEventBytes: deps.maxEventBytes ?? DEFAULT_MAX_EVENT_BYTES,
      meta: req.meta,
      retries: attempt,
      signal: deps.signal,
      onEvent: deps.onEvent,
    });
    if (!outcome.retryable || attempt >= req.retries || deps.signal?.aborted) return outcome.sample;
    await pause(Math.min(RETRY_MAX_DELAY_MS, RETRY_BASE_DELAY_MS * 2 ** attempt), deps.signal);
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
