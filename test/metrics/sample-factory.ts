import type { Channel, Sample } from '../../src/probe/sample.js';

export interface EventSpec {
  chars: number;
  channel?: Channel;
}

export interface ReadSpec {
  atMs: number;
  /** Defaults to a typical OpenAI chunk size per event (≈ 200 bytes of JSON framing each). */
  bytes?: number;
  events?: EventSpec[];
}

const BYTES_PER_EVENT = 200;

/** Builds a Sample the way the probe would record the given socket reads: every event inherits
 * the stamp of its read, and the per-channel character totals follow from the events. */
export function buildSample(reads: readonly ReadSpec[], overrides: Partial<Sample> = {}): Sample {
  const readMs: number[] = [];
  const readBytes: number[] = [];
  const eventMs: number[] = [];
  const eventRead: number[] = [];
  const eventChars: number[] = [];
  const eventChannel: Channel[] = [];
  const charsByChannel: Record<Channel, number> = { c: 0, r: 0, t: 0 };
  let firstContentMs: number | null = null;

  reads.forEach((read, readIndex) => {
    const events = read.events ?? [];
    readMs.push(read.atMs);
    readBytes.push(read.bytes ?? Math.max(1, events.length) * BYTES_PER_EVENT);
    for (const event of events) {
      const channel = event.channel ?? 'c';
      eventMs.push(read.atMs);
      eventRead.push(readIndex);
      eventChars.push(event.chars);
      eventChannel.push(channel);
      charsByChannel[channel] += event.chars;
      if (channel === 'c' && firstContentMs === null) firstContentMs = read.atMs;
    }
  });
  const lastReadMs = readMs[readMs.length - 1] ?? null;

  return {
    item: 0,
    turn: 0,
    endpoint: 'candidate',
    scenario: 'chat',
    cache: 'cold',
    startedAt: '2025-01-01T00:00:00.000Z',
    t0: 1000,
    newConnection: true,
    setupMs: 1.5,
    connectMs: 1,
    tlsMs: null,
    protocol: 'http/1.1',
    status: 200,
    headersMs: 10,
    readMs,
    readBytes,
    eventMs,
    eventRead,
    eventChars,
    eventChannel,
    sseEvents: eventMs.length + 2,
    firstContentMs,
    doneMs: lastReadMs,
    endMs: lastReadMs,
    usage: null,
    contentChars: charsByChannel.c,
    reasoningChars: charsByChannel.r,
    toolCallChars: charsByChannel.t,
    content: 'x'.repeat(charsByChannel.c),
    toolCalls: [],
    finishReason: 'stop',
    headers: {},
    error: null,
    retries: 0,
    retryCauses: [],
    server: null,
    ...overrides,
  };
}

export function usage(completionTokens: number | null, reasoningTokens: number | null = null): Sample['usage'] {
  return { promptTokens: 20, completionTokens, reasoningTokens, cachedPromptTokens: null };
}

/** `count` events of `chars` characters each. */
export function events(count: number, chars = 4, channel: Channel = 'c'): EventSpec[] {
  return Array.from({ length: count }, () => ({ chars, channel }));
}

/**
 * Reads of a stream whose events are generated `eventIntervalMs` apart and picked up by the reader
 * in groups cycling through `eventsPerRead`; each read is stamped just after its last event.
 */
export function streamReads(
  eventCount: number,
  options: { startMs: number; eventIntervalMs: number; eventsPerRead: readonly number[]; charsPerEvent?: (index: number) => number },
): ReadSpec[] {
  const reads: ReadSpec[] = [];
  let generated = 0;
  for (let readIndex = 0; generated < eventCount; readIndex++) {
    const size = Math.min(options.eventsPerRead[readIndex % options.eventsPerRead.length]!, eventCount - generated);
    const readEvents: EventSpec[] = [];
    for (let k = 0; k < size; k++) readEvents.push({ chars: options.charsPerEvent?.(generated + k) ?? 4 });
    generated += size;
    const atMs = options.startMs + (generated - 1) * options.eventIntervalMs + 0.05;
    // The probe stamps to the microsecond.
    reads.push({ atMs: Math.round(atMs * 1000) / 1000, events: readEvents });
  }
  return reads;
}
