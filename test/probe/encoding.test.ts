import { once } from 'node:events';
import zlib from 'node:zlib';
import type { Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createProbeAgent } from '../../src/probe/connection/dispatcher.js';
import { probe, type ProbeRequest } from '../../src/probe/probe.js';
import {
  chatEvent,
  chunk,
  DONE_EVENT,
  httpHead,
  LAST_CHUNK,
  sseHead,
  startScriptedServer,
  type Script,
  type ScriptedServer,
} from '../helpers/scripted-server.js';

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

function request(url: string): ProbeRequest {
  return {
    url,
    headers: {},
    body: { model: 'test-model', messages: [] },
    timeouts: { headersMs: 5_000, firstTokenMs: 5_000, idleMs: 5_000, totalMs: 10_000 },
    captureHeaders: ['content-encoding'],
    retries: 0,
    meta: { item: 0, turn: 0, endpoint: 'e', scenario: 's', cache: 'cold' },
  };
}

type Codec = 'gzip' | 'deflate' | 'deflate-raw' | 'br';

function compressor(codec: Codec): Transform {
  if (codec === 'gzip') return zlib.createGzip();
  if (codec === 'deflate') return zlib.createDeflate();
  if (codec === 'deflate-raw') return zlib.createDeflateRaw();
  return zlib.createBrotliCompress();
}

/** Compresses `pieces` as a streaming proxy would: one flushed block per piece, then the trailer. */
async function compressPieces(codec: Codec, pieces: string[]): Promise<Buffer[]> {
  const stream = compressor(codec) as Transform & { flush(kind: number, callback: () => void): void };
  const flushKind = codec === 'br' ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  let pending: Buffer[] = [];
  stream.on('data', (bytes: Buffer) => pending.push(bytes));
  const blocks: Buffer[] = [];
  for (const piece of pieces) {
    stream.write(piece);
    await new Promise<void>((resolve) => stream.flush(flushKind, () => resolve()));
    await new Promise((resolve) => setImmediate(resolve));
    blocks.push(Buffer.concat(pending));
    pending = [];
  }
  stream.end();
  await once(stream, 'end');
  blocks.push(Buffer.concat(pending));
  return blocks;
}

const PIECES = [chatEvent({ content: 'alpha ' }), chatEvent({ content: 'beta ' }), chatEvent({ content: 'gamma' }, 'stop') + DONE_EVENT];

describe('compressed event streams', () => {
  for (const codec of ['gzip', 'deflate', 'deflate-raw', 'br'] as const) {
    it(`decodes ${codec} incrementally, stamping each event with the read that carried it`, async () => {
      const blocks = await compressPieces(codec, PIECES);
      const encoding = codec === 'deflate-raw' ? 'deflate' : codec;
      const server = await serve({
        parts: [
          { afterMs: 0, bytes: sseHead({ 'content-encoding': encoding }) },
          ...PIECES.map((_, i) => ({ afterMs: 40 * (i + 1), bytes: chunk(blocks[i]!) })),
          { afterMs: 40 * PIECES.length + 10, bytes: Buffer.concat([chunk(blocks.at(-1)!), Buffer.from(LAST_CHUNK)]) },
        ],
        after: 'keep-alive',
      });
      const sample = await probe(request(`${server.url}/v1/chat/completions`), { dispatcher: agent });
      expect(sample.error).toBeNull();
      expect(server.requests[0]!.headers['accept-encoding']).toBe('gzip, deflate, br');
      expect(sample.headers['content-encoding']).toBe(encoding);
      expect(sample.content).toBe('alpha beta gamma');
      expect(sample.doneMs).not.toBeNull();
      // 40 ms apart: three reads, one event each, in order, each with its read's stamp.
      expect(sample.eventRead).toEqual([0, 1, 2]);
      sample.eventRead.forEach((read, i) => expect(sample.eventMs[i]).toBe(sample.readMs[read]));
      expect(sample.readBytes.slice(0, 3)).toEqual(blocks.slice(0, 3).map((b) => b.length));
    });
  }

  it('a gzip body flushed once at the end arrives as one read', async () => {
    const body = zlib.gzipSync(PIECES.join(''));
    const bytes = Buffer.concat([Buffer.from(sseHead({ 'content-encoding': 'gzip' })), chunk(body), Buffer.from(LAST_CHUNK)]);
    const server = await serve({ parts: [{ afterMs: 30, bytes }], after: 'keep-alive' });
    const sample = await probe(request(`${server.url}/v1/chat/completions`), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.readMs).toHaveLength(1);
    expect(sample.eventRead).toEqual([0, 0, 0]);
    expect(sample.content).toBe('alpha beta gamma');
  });

  it('malformed_event for a corrupt gzip body', async () => {
    const good = zlib.gzipSync(PIECES.join(''));
    const corrupt = Buffer.concat([good.subarray(0, 10), Buffer.alloc(40, 0xff), good.subarray(50)]);
    const server = await serve({
      parts: [
        {
          afterMs: 0,
          bytes: Buffer.concat([Buffer.from(sseHead({ 'content-encoding': 'gzip' })), chunk(corrupt), Buffer.from(LAST_CHUNK)]),
        },
      ],
      after: 'keep-alive',
    });
    const sample = await probe(request(`${server.url}/v1/chat/completions`), { dispatcher: agent });
    expect(sample.error!.kind).toBe('malformed_event');
  });

  it('malformed_event for an encoding it cannot decode', async () => {
    const server = await serve({
      parts: [
        { afterMs: 0, bytes: Buffer.concat([Buffer.from(sseHead({ 'content-encoding': 'zstd' })), chunk('xx'), Buffer.from(LAST_CHUNK)]) },
      ],
      after: 'keep-alive',
    });
    const sample = await probe(request(`${server.url}/v1/chat/completions`), { dispatcher: agent });
    expect(sample.error!.kind).toBe('malformed_event');
    expect(sample.error!.message).toContain('zstd');
  });

  it('decodes a gzip error body for the message', async () => {
    const body = zlib.gzipSync(JSON.stringify({ error: { message: 'backend unavailable' } }));
    const head = httpHead(503, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(body.length) });
    const server = await serve({ parts: [{ afterMs: 0, bytes: Buffer.concat([Buffer.from(head), body]) }], after: 'keep-alive' });
    const sample = await probe(request(`${server.url}/v1/chat/completions`), { dispatcher: agent });
    expect(sample.error).toMatchObject({ kind: 'http_5xx', message: 'HTTP 503: backend unavailable' });
  });

  it('decodes a gzip non-streamed JSON answer', async () => {
    const body = zlib.gzipSync(
      JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: 'zipped' }, finish_reason: 'stop' }] }),
    );
    const head = httpHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(body.length) });
    const server = await serve({ parts: [{ afterMs: 0, bytes: Buffer.concat([Buffer.from(head), body]) }], after: 'keep-alive' });
    const sample = await probe(request(`${server.url}/v1/chat/completions`), { dispatcher: agent });
    expect(sample.error).toBeNull();
    expect(sample.content).toBe('zipped');
  });
});
