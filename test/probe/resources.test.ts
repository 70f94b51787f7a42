import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Timeouts } from '../../src/config/types.js';
import type { ErrorKind } from '../../src/probe/sample.js';
import { closeSharedProbeDispatcher, createProbeAgent, sharedProbeDispatcher } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import {
  chatEvent,
  chunk,
  DONE_EVENT,
  httpHead,
  LAST_CHUNK,
  sseHead,
  sseHeadUntilClose,
  startScriptedServer,
  unusedPort,
  type Script,
} from '../helpers/scripted-server.js';

/** Ref'd handles by type (unref'd ones, like undici's internal clock, do not keep the process alive). */
function handleCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const type of process.getActiveResourcesInfo()) counts[type] = (counts[type] ?? 0) + 1;
  return counts;
}

/** Polls until the given handle types are back to their earlier counts, for at most `limitMs`. */
async function settledCounts(before: Record<string, number>, types: string[], limitMs = 2_000): Promise<Record<string, number>> {
  const until = performance.now() + limitMs;
  for (;;) {
    const counts = handleCounts();
    if (types.every((t) => (counts[t] ?? 0) <= (before[t] ?? 0)) || performance.now() > until) return counts;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const STREAM = Buffer.concat([
  Buffer.from(sseHead()),
  chunk(chatEvent({ content: 'a' }) + chatEvent({ content: 'b' }, 'stop') + DONE_EVENT),
  Buffer.from(LAST_CHUNK),
]);
const GZIPPED = Buffer.concat([
  Buffer.from(sseHead({ 'content-encoding': 'gzip' })),
  chunk(zlib.gzipSync(chatEvent({ content: 'z' }, 'stop') + DONE_EVENT)),
  Buffer.from(LAST_CHUNK),
]);
const ERROR_BODY = JSON.stringify({ error: { message: 'nope' } });

/** One script per outcome; the path of the request picks it. */
const SCRIPTS: Record<string, { script: Script; expected: ErrorKind | null }> = {
  ok: { script: { parts: [{ afterMs: 0, bytes: STREAM }], after: 'keep-alive' }, expected: null },
  gzip: { script: { parts: [{ afterMs: 0, bytes: GZIPPED }], after: 'keep-alive' }, expected: null },
  http500: {
    script: {
      parts: [
        {
          afterMs: 0,
          bytes: httpHead(500, { 'content-type': 'application/json', 'content-length': String(ERROR_BODY.length) }) + ERROR_BODY,
        },
      ],
      after: 'keep-alive',
    },
    expected: 'http_5xx',
  },
  idle: {
    script: { parts: [{ afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ content: 'a' }) }], after: 'hang' },
    expected: 'idle_timeout',
  },
  slowHeaders: { script: { parts: [{ afterMs: 2_000, bytes: sseHeadUntilClose() }], after: 'end' }, expected: 'headers_timeout' },
  reset: {
    script: {
      parts: [
        { afterMs: 0, bytes: sseHeadUntilClose() + chatEvent({ content: 'a' }) },
        { afterMs: 5, bytes: '' },
      ],
      after: 'reset',
    },
    expected: 'early_close',
  },
  malformed: {
    script: { parts: [{ afterMs: 0, bytes: `${sseHeadUntilClose()}data: {oops\n\n` }], after: 'hang' },
    expected: 'malformed_event',
  },
  openAfterDone: {
    script: {
      parts: [{ afterMs: 0, bytes: Buffer.concat([Buffer.from(sseHead()), chunk(chatEvent({ content: 'a' }, 'stop') + DONE_EVENT)]) }],
      after: 'hang',
    },
    expected: null,
  },
  aborted: {
    script: {
      parts: [
        { afterMs: 0, bytes: sseHeadUntilClose() },
        { afterMs: 10, bytes: chatEvent({ content: 'a' }) },
      ],
      after: 'hang',
    },
    expected: 'aborted',
  },
};

/* Deadlines are long except the one a script is meant to hit, so a timer left armed by any request would still be pending at the end. */
const TIMEOUTS: Timeouts = { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 };
const SHORT: Record<string, Partial<Timeouts>> = { idle: { idleMs: 80 }, slowHeaders: { headersMs: 80 } };

function request(url: string, name: string): ProbeRequest {
  return {
    url,
    headers: {},
    body: { model: 'test-model', messages: [] },
    timeouts: { ...TIMEOUTS, ...SHORT[name] },
    captureHeaders: [],
    retries: 1,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
  };
}

describe('resource hygiene', () => {
  it('leaves no requests, timers or sockets behind after many requests of every outcome', async () => {
    const before = handleCounts();
    const agent = createProbeAgent();
    const server = await startScriptedServer((req) => SCRIPTS[(req?.path ?? '').slice(1)]!.script);
    const refused = await unusedPort();
    const names = Object.keys(SCRIPTS);

    for (let round = 0; round < 6; round++) {
      const results = await Promise.all([
        ...names.map(async (name) => {
          const signal = name === 'aborted' ? AbortSignal.timeout(40) : undefined;
          const sample = await probe(request(`${server.url}/${name}`, name), { dispatcher: agent, ...(signal ? { signal } : {}) });
          return { name, kind: sample.error?.kind ?? null };
        }),
        probe(request(`http://127.0.0.1:${refused}/`, 'refused'), { dispatcher: agent }).then((s) => ({
          name: 'refused',
          kind: s.error?.kind ?? null,
        })),
      ]);
      for (const { name, kind } of results) expect(kind, name).toBe(name === 'refused' ? 'connect' : SCRIPTS[name]!.expected);
    }

    // Nothing in flight or queued in the pool: every request released its connection.
    for (const stats of Object.values(agent.stats)) {
      expect(stats.running).toBe(0);
      expect(stats.pending).toBe(0);
      expect(stats.size).toBe(0);
    }

    // Closing waits for in-flight requests; a leaked one would hang here.
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const closed = await Promise.race([
      agent.close().then(() => 'closed'),
      new Promise((resolve) => {
        closeTimer = setTimeout(() => resolve('hung'), 5_000);
      }),
    ]);
    clearTimeout(closeTimer);
    expect(closed).toBe('closed');
    await server.close();

    // No probe timer is left armed (checked at once: a leaked deadline would still be pending)...
    expect(handleCounts().Timeout ?? 0).toBeLessThanOrEqual(before.Timeout ?? 0);
    // ...and no socket stays open (handles close asynchronously, so give them a moment).
    const after = await settledCounts(before, ['TCPSocketWrap', 'TCPServerWrap']);
    expect(after.TCPSocketWrap ?? 0).toBeLessThanOrEqual(before.TCPSocketWrap ?? 0);
    expect(after.TCPServerWrap ?? 0).toBeLessThanOrEqual(before.TCPServerWrap ?? 0);
  });

  it('uses a shared agent by default, which can be closed and is then recreated', async () => {
    const server = await startScriptedServer(SCRIPTS.ok!.script);
    try {
      const first = await probe(request(`${server.url}/ok`, 'ok'));
      expect(first.error).toBeNull();
      const shared = sharedProbeDispatcher();
      const second = await probe(request(`${server.url}/ok`, 'ok'));
      expect(second.newConnection).toBe(false);
      await closeSharedProbeDispatcher();
      expect((shared as unknown as { closed: boolean }).closed).toBe(true);
      const third = await probe(request(`${server.url}/ok`, 'ok'));
      expect(third.error).toBeNull();
      expect(third.newConnection).toBe(true);
      expect(sharedProbeDispatcher()).not.toBe(shared);
    } finally {
      await closeSharedProbeDispatcher();
      await server.close();
    }
  });
});
