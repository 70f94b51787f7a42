/**
 * The probe's own CPU per event, without sockets: pre-rendered reads (one SSE event each, the load
 * server's frames) are handed to the probe through a dispatcher that calls its handler directly, one
 * read per macrotask as a socket would. Kernel, libuv, Node streams and undici's HTTP parser are not in
 * it, so it moves only with the probe's code, and it is steady on a busy machine (the CPU a neighbour
 * takes does not change the work done here; take the smallest of a few runs).
 */
import type { Dispatcher } from 'undici';
import { DEFAULT_TIMEOUTS } from '../../src/config/types.js';
import { probe } from '../../src/probe/probe.js';
import { sendStampNs } from '../../src/runner/event-stamp.js';

const EVENTS_PER_STREAM = 200;

function frames(): Buffer[] {
  const reads: Buffer[] = [];
  const prefix =
    '{"id":"load","object":"chat.completion.chunk","model":"load","choices":[{"index":0,"delta":{"content":"xxx "},"finish_reason":null}],"sim_t_ns":';
  for (let i = 0; i < EVENTS_PER_STREAM; i++) reads.push(Buffer.from(`data: ${prefix}${7_512_345_678_901 + i * 10_000_000}}\n\n`));
  reads.push(
    Buffer.from(
      'data: {"id":"load","object":"chat.completion.chunk","model":"load","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}\n\ndata: [DONE]\n\n',
    ),
  );
  return reads;
}

/** Calls the handler as undici does for a 200 event stream, one read per setImmediate. */
function replayDispatcher(reads: Buffer[]): Dispatcher {
  const controller = {
    abort() {},
    pause() {},
    resume() {},
    aborted: false,
    paused: false,
    reason: null,
  } as unknown as Dispatcher.DispatchController;
  return {
    dispatch(_options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
      handler.onRequestStart?.(controller, {});
      setImmediate(() => {
        handler.onResponseStart?.(controller, 200, { 'content-type': 'text/event-stream' }, 'OK');
        let i = 0;
        const next = (): void => {
          if (i < reads.length) {
            handler.onResponseData?.(controller, reads[i++]!);
            setImmediate(next);
          } else {
            handler.onResponseEnd?.(controller, {});
          }
        };
        setImmediate(next);
      });
      return true;
    },
  } as unknown as Dispatcher;
}

export interface ReplayResult {
  /** Process CPU per event (user + system), µs. */
  cpuUsPerEvent: number;
  events: number;
}

/** `streams` concurrent streams, `rounds` each, with the same hook as the capacity run. */
export async function replayProbeCpu(streams: number, rounds: number): Promise<ReplayResult> {
  const dispatcher = replayDispatcher(frames());
  let stamps = 0;
  const one = async (worker: number, round: number): Promise<void> => {
    const sample = await probe(
      {
        url: 'http://127.0.0.1:9/v1/chat/completions',
        headers: {},
        body: { model: 'load', messages: [] },
        timeouts: DEFAULT_TIMEOUTS,
        captureHeaders: [],
        retries: 0,
        meta: { item: worker, turn: round, endpoint: 'replay', scenario: 'bench', cache: 'cold' },
      },
      {
        dispatcher,
        onEvent: (data) => {
          if (sendStampNs(data) !== null) stamps++;
        },
      },
    );
    if (sample.error) throw new Error(`replayed stream failed: ${sample.error.kind} ${sample.error.message}`);
  };
  const run = async (n: number): Promise<void> => {
    await Promise.all(
      Array.from({ length: streams }, async (_, w) => {
        for (let r = 0; r < n; r++) await one(w, r);
      }),
    );
  };
  await run(2); // JIT warm-up
  stamps = 0;
  const before = process.cpuUsage();
  await run(rounds);
  const cpu = process.cpuUsage(before);
  return { cpuUsPerEvent: (cpu.user + cpu.system) / Math.max(1, stamps), events: stamps };
}
