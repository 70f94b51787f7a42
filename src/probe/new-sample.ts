import type { ErrorKind, ProbeMeta, Sample } from './sample.js';
import { roundToMicroseconds } from '../util/index.js';

/** An empty sample for one attempt; `t0` is the monotonic start, `startedAt` the matching wall clock. */
export function newSample(meta: ProbeMeta, t0: number, startedAt: string, retries: number): Sample {
  return {
    item: meta.item,
    turn: meta.turn,
    endpoint: meta.endpoint,
    scenario: meta.scenario,
    cache: meta.cache,
    startedAt,
    t0: roundMs(t0),
    newConnection: null,
    setupMs: null,
    connectMs: null,
    tlsMs: null,
    protocol: null,
    status: null,
    headersMs: null,
    ...emptyColumns(),
    sseEvents: 0,
    firstContentMs: null,
    doneMs: null,
    endMs: null,
    usage: null,
    contentChars: 0,
    reasoningChars: 0,
    toolCallChars: 0,
    content: '',
    toolCalls: [],
    finishReason: null,
    headers: {},
    error: null,
    retries,
    retryCauses: [],
    server: null,
  };
}

/** Records the first error only: later ones are consequences (e.g. the abort that follows a timeout). */
export function setError(sample: Sample, kind: ErrorKind, message: string, retryAfterS: number | null = null): void {
  if (sample.error !== null) return;
  sample.error = { kind, message, status: sample.status, retryAfterS };
}

/** Milliseconds rounded to microseconds, the resolution the sample promises. */
export const roundMs = roundToMicroseconds;

/** A sample's per-read and per-event columns, empty: a new sample's, and a measured one's once its numbers are taken. */
export function emptyColumns(): Pick<Sample, 'readMs' | 'readBytes' | 'eventMs' | 'eventRead' | 'eventChars' | 'eventChannel'> {
  return { readMs: [], readBytes: [], eventMs: [], eventRead: [], eventChars: [], eventChannel: [] };
}
