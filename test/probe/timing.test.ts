import { afterAll, describe, expect, it } from 'vitest';
import { DONE_DRAIN_MS } from '../../src/probe/attempt/deadlines.js';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import type { Sample } from '../../src/probe/sample.js';
import {
  chatEvent,
  chunk,
  DONE_EVENT,
  LAST_CHUNK,
  sseHead,
  sseHeadUntilClose,
  startScriptedServer,
  type Script,
  type ScriptedServer,
} from '../helpers/scripted-server.js';

/*
 * Server and probe share one process and so one monotonic clock, which allows two checks per stamp.
 * Against the script: a part scripted at +N ms is due at `request.startedAt + N`; the server's timer
 * never fires early (1 ms granularity, hence 2 ms slack) and may fire late on a busy machine.
 * Against the actual write (`writtenAt`, taken right after the socket write): the read cannot be
 * stamped before it (0.01 ms covers rounding), and trails it only by the hop through the shared event
 * loop. Late slack: scheduling noise on a two-core machine shared with other test processes has been
 * seen near 30 ms; 60 ms still sits well inside the 100 ms spacing of the parts, so a stamp taken at
 * the wrong read, after parsing a batch, or at the end of the stream fails.
 */
const LATE_SLACK_MS = 60;

function expectNear(stampMs: number | null | undefined, expectedMs: number, earlySlackMs: number): void {
  expect(stampMs).not.toBeNull();
  expect(stampMs).toBeGreaterThanOrEqual(expectedMs - earlySlackMs);
  expect(stampMs).toBeLessThanOrEqual(expectedMs + LATE_SLACK_MS);
}

/** Checks a stamp against part `index` of the server's latest response, scripted at `afterMs`. */
function expectStampOfPart(
  stampMs: number | null | undefined,
  server: ScriptedServer,
  sample: Sample,
  index: number,
  afterMs: number,
): void {
  const served = server.requests.at(-1)!;
  expectNear(stampMs, served.startedAt - sample.t0 + afterMs, 2);
  expectNear(stampMs, served.writtenAt[index]! - sample.t0, 0.01);
}

const agent = createProbeAgent();
const servers: ScriptedServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await agent.close();
});

async function serve(script: Script): Promise<ScriptedServer> {
  const server = await startScriptedServer(script);
  servers.push(server);
  return server;
}

const url = (server: ScriptedServer): string => `${server.url}/v1/chat/completions`;

function request(url: string): ProbeRequest {
  return {
    url,
    headers: {},
    body: { model: 'test-model', messages: [] },
    timeouts: { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
    captureHeaders: [],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
  };
}

describe('read and event stamps', () => {
  it('stamps each read at the time the server wrote it', async () => {
    const offsets = [100, 200, 300];
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: sseHead() },
        ...offsets.map((afterMs, i) => ({ afterMs, bytes: chunk(chatEvent({ content: `t${i}` })) })),
        { afterMs: 400, bytes: Buffer.concat([chunk(chatEvent({}, 'stop') + DONE_EVENT), Buffer.from(LAST_CHUNK)]) },
      ],
      after: 'keep-alive',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expectStampOfPart(sample.headersMs, server, sample, 0, 0);
    expect(sample.readMs).toHaveLength(4);
    [...offsets, 400].forEach((offset, i) => expectStampOfPart(sample.readMs[i], server, sample, i + 1, offset));
    expect(sample.eventRead).toEqual([0, 1, 2]);
    sample.eventRead.forEach((read, i) => expect(sample.eventMs[i]).toBe(sample.readMs[read]));
    expect(sample.doneMs).toBe(sample.readMs[3]);
    expect(sample.firstContentMs).toBe(sample.eventMs[0]);
  });

  it('gives an event split over two reads the stamp of the read that completes it', async () => {
    const event = chatEvent({ content: 'split' });
    const half = Math.floor(event.length / 2);
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: sseHeadUntilClose() },
        { afterMs: 50, bytes: event.slice(0, half) },
        { afterMs: 150, bytes: event.slice(half) + chatEvent({}, 'stop') + DONE_EVENT },
      ],
      after: 'end',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.readMs).toHaveLength(2);
    expectStampOfPart(sample.readMs[0], server, sample, 1, 50);
    expect(sample.eventRead).toEqual([1]);
    expectStampOfPart(sample.eventMs[0], server, sample, 2, 150);
  });

  it('stamps late headers', async () => {
    const server = await serve({
      parts: [
        { afterMs: 120, bytes: sseHeadUntilClose() },
        { afterMs: 240, bytes: chatEvent({ content: 'a' }, 'stop') + DONE_EVENT },
      ],
      after: 'end',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expectStampOfPart(sample.headersMs, server, sample, 0, 120);
    expectStampOfPart(sample.eventMs[0], server, sample, 1, 240);
  });
});

describe('connections', () => {
  it('tells a new connection from a reused one, and reuses it for back-to-back requests', async () => {
    const body = Buffer.concat([chunk(chatEvent({ content: 'a' }, 'stop') + DONE_EVENT), Buffer.from(LAST_CHUNK)]);
    const server = await serve({ parts: [{ afterMs: 0, bytes: Buffer.concat([Buffer.from(sseHead()), body]) }], after: 'keep-alive' });
    const own = createProbeAgent();
    try {
      // Back to back, as a closed-loop runner sends them: each must find the connection already free.
      const samples: Sample[] = [];
      for (let i = 0; i < 5; i++) samples.push(await probe(request(url(server)), { dispatcher: own }));
      const [first, ...rest] = samples;
      expect(first!.error).toBeNull();
      expect(first!.newConnection).toBe(true);
      expect(first!.connectMs).toBeGreaterThanOrEqual(0);
      // Response times count from the request's write, after the connection was made: set-up (dispatch to write)
      // contains the connect, and the headers are timed apart from both.
      expect(first!.connectMs).toBeLessThanOrEqual(first!.setupMs!);
      for (const sample of rest) {
        expect(sample.error).toBeNull();
        expect(sample.newConnection).toBe(false);
        expect(sample.connectMs).toBeNull();
      }
      expect(server.connections()).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('does not wait for the close when it comes with [DONE]', async () => {
    const server = await serve({
      parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ content: 'a' }, 'stop') + DONE_EVENT }],
      after: 'end',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    // Same read: the close is seen right after [DONE], far below the drain allowance.
    expect(sample.endMs! - sample.doneMs!).toBeLessThan(DONE_DRAIN_MS / 2);
  });

  it('closes a response left open after [DONE] once the drain allowance has passed', async () => {
    const server = await serve({
      parts: [{ afterMs: 0, bytes: Buffer.concat([Buffer.from(sseHead()), chunk(chatEvent({ content: 'a' }, 'stop') + DONE_EVENT)]) }],
      after: 'hang',
    });
    const sample = await probe(request(url(server)), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.doneMs).not.toBeNull();
    expect(sample.endMs! - sample.doneMs!).toBeGreaterThanOrEqual(DONE_DRAIN_MS - 2);
    expect(sample.endMs! - sample.doneMs!).toBeLessThanOrEqual(DONE_DRAIN_MS + 200);
  });
});
