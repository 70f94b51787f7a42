import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Dispatcher } from 'undici';
import { expect } from 'vitest';
import { computeMetrics } from '../../../src/metrics/compute.js';
import { probe } from '../../../src/probe/probe.js';
import type { Sample } from '../../../src/probe/sample.js';
import type { ApiId } from '../../../src/apis/index.js';

/*
 * Replays API streams through the real probe: a loopback node:http server writes a stream one SSE block at a time
 * (one `res.write` per block) and can hold a block back until the probe has read the ones before it, so the test
 * decides which reads the events arrive in without any timing assumption.
 */

const FIXTURES = new URL('../../fixtures/api-streams/', import.meta.url);

/** A fixture file's SSE blocks (comment blocks included), each ending with its blank line. */
export function fixtureBlocks(name: string): string[] {
  return sseBlocks(readFileSync(new URL(name, FIXTURES), 'utf8'));
}

export function sseBlocks(text: string): string[] {
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim() !== '')
    .map((block) => `${block}\n\n`);
}

/** An `event:`/`data:` block for a JSON payload (its `type` names the event when it has one). */
export function sseEvent(payload: Record<string, unknown>, event = typeof payload.type === 'string' ? payload.type : undefined): string {
  return `${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(payload)}\n\n`;
}

/** True for a block that dispatches an event to the probe (it has a `data:` line). */
export function isDataBlock(block: string): boolean {
  return block.split('\n').some((line) => line.startsWith('data:'));
}

/** A block's data, as the probe sees it (one data line, which is what every fixture has). */
export function blockData(block: string): string {
  const line = block.split('\n').find((l) => l.startsWith('data:'));
  return line === undefined ? '' : line.slice(5).replace(/^ /, '');
}

/** Every event the probe read (its `onEvent` hook: data and the stamp of the read it arrived in), in order. */
export class EventLog {
  readonly entries: { data: string; stampMs: number }[] = [];
  private readonly waiters: { count: number; resolve: () => void }[] = [];

  readonly record = (data: string, stampMs: number): void => {
    this.entries.push({ data, stampMs });
    for (const waiter of this.waiters.filter((w) => this.entries.length >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  /** Resolves once the probe has read `count` events. */
  reached(count: number): Promise<void> {
    if (this.entries.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }
}

export type Reply =
  | { kind: 'sse'; blocks: string[]; gate?: (index: number) => Promise<void> | undefined }
  | { kind: 'json'; body: string; contentType?: string };

export interface ReceivedRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface ReplayServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

export async function startReplayServer(reply: (request: ReceivedRequest) => Reply): Promise<ReplayServer> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const request = { path: req.url ?? '', body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown> };
      requests.push(request);
      void serve(reply(request), res);
    });
  });
  server.on('connection', (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function serve(reply: Reply, res: http.ServerResponse): Promise<void> {
  if (reply.kind === 'json') {
    res.writeHead(200, { 'content-type': reply.contentType ?? 'application/json' });
    res.end(reply.body);
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  res.flushHeaders();
  for (let i = 0; i < reply.blocks.length; i++) {
    const wait = reply.gate?.(i);
    if (wait !== undefined) await wait;
    if (res.destroyed) return;
    res.write(reply.blocks[i]);
  }
  res.end();
}

export interface Replayed {
  sample: Sample;
  log: EventLog;
  request: ReceivedRequest;
}

const PATHS: Record<ApiId, string> = {
  'chat-completions': '/v1/chat/completions',
  responses: '/v1/responses',
  'anthropic-messages': '/v1/messages',
  completions: '/v1/completions',
  gemini: '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
};

/**
 * Sends one probe request in `api` to a server answering with `reply` (built with the probe's event log, so a gate can
 * wait on it) and returns the sample, the log and what the server received.
 */
export async function replay(
  api: ApiId,
  body: Record<string, unknown>,
  reply: (log: EventLog) => Reply,
  dispatcher: Dispatcher,
  redact?: (text: string) => string,
): Promise<Replayed> {
  const log = new EventLog();
  const server = await startReplayServer(() => reply(log));
  try {
    const sample = await probe(
      {
        api,
        url: `${server.url}${PATHS[api]}`,
        headers: {},
        body,
        timeouts: { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
        captureHeaders: [],
        retries: 0,
        meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
      },
      { dispatcher, onEvent: log.record, ...(redact ? { redact } : {}) },
    );
    return { sample, log, request: server.requests[0]! };
  } finally {
    await server.close();
  }
}

/**
 * A stream whose first token-bearing block (the first that `isToken` accepts) is held back until the probe has read
 * every event before it, so those events and the first token arrive in different reads. `controlEvents` is the number
 * of events before it.
 */
export function heldFirstToken(
  blocks: string[],
  isToken: (block: string) => boolean,
): { reply: (log: EventLog) => Reply; controlEvents: number } {
  const first = blocks.findIndex((block) => isDataBlock(block) && isToken(block));
  if (first < 0) throw new Error('no token block in the stream');
  const controlEvents = blocks.slice(0, first).filter(isDataBlock).length;
  return {
    controlEvents,
    reply: (log) => ({ kind: 'sse', blocks, gate: (index) => (index === first ? log.reached(controlEvents) : undefined) }),
  };
}

/**
 * TTFT is the stamp of the first token-bearing event, which came in a later read than the `controlEvents` events
 * before it (read at their own stamps, all earlier).
 */
export function expectTtftAfterControl({ sample, log }: Replayed, controlEvents: number): void {
  const ttftMs = computeMetrics(sample).ttftMs;
  expect(ttftMs).not.toBeNull();
  expect(ttftMs).toBe(sample.eventMs[0]);
  expect(ttftMs).toBe(log.entries[controlEvents]!.stampMs);
  const control = log.entries.slice(0, controlEvents);
  expect(control.length).toBe(controlEvents);
  const controlReads = control.map((entry) => sample.readMs.lastIndexOf(entry.stampMs));
  for (const read of controlReads) expect(read).toBeGreaterThanOrEqual(0);
  expect(sample.eventRead[0]).toBeGreaterThan(Math.max(...controlReads));
  for (const entry of control) expect(entry.stampMs).toBeLessThan(ttftMs!);
}
