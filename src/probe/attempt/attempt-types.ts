import type { Dispatcher } from 'undici';
import type { Timeouts } from '../../config/index.js';
import type { ProbeMeta, RetryCause, Sample } from '../sample.js';
import type { ApiId } from '../../apis/index.js';

export interface AttemptConfig {
  dispatcher: Dispatcher;
  options: Dispatcher.DispatchOptions;
  /** The API the request speaks: which grammar reads its stream. */
  api: ApiId;
  /** The request asked for log-probs: they are read into `sample.logprobs` (src/probe/logprobs.ts). */
  logprobs?: boolean;
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
