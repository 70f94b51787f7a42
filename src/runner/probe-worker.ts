/**
 * Entry of a probe worker thread: runs the real probe, with this thread's own shared dispatcher and a redactor
 * built from the same secret values as the main thread's, and answers each request with its Sample.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { preconnect, probe, type ProbeDeps } from '../probe/index.js';
import { createRedactor } from '../util/index.js';
import { sendStampNs } from './event-stamp.js';
import { monotonicOriginMs } from './clock.js';
import { startLoopDelayMonitor } from './loop-delay.js';
import type { FromWorker, ProbeMessage, ToWorker, WorkerInit } from './pool-protocol.js';

const port = parentPort ?? notAWorker();
const init = workerData as WorkerInit;
const redact = createRedactor(init.secrets);
const running = new Map<number, AbortController>();
// This thread stamps its requests' reads: its own loop's delay is what makes them late.
const loopDelay = startLoopDelayMonitor();

port.on('message', (message: ToWorker) => {
  if (message.type === 'abort') running.get(message.id)?.abort();
  else if (message.type === 'health')
    port.postMessage({ type: 'health', id: message.id, loopDelay: loopDelay.take() } satisfies FromWorker);
  else if (message.type === 'preconnect') {
    void preconnect(message.req, { redact }).then((outcome) =>
      port.postMessage({ type: 'preconnected', id: message.id, outcome } satisfies FromWorker),
    );
  } else void run(message);
});
port.postMessage({ type: 'ready', monotonicOriginMs: monotonicOriginMs() } satisfies FromWorker);

async function run(message: ProbeMessage): Promise<void> {
  const controller = new AbortController();
  running.set(message.id, controller);
  if (message.aborted) controller.abort();
  const stamps: number[] | null = init.recordEventStamps ? [] : null;
  const deps: ProbeDeps = { redact, signal: controller.signal };
  if (message.maxEventBytes !== null) deps.maxEventBytes = message.maxEventBytes;
  if (stamps !== null) {
    deps.onEvent = (data, stampMs) => {
      const sentNs = sendStampNs(data);
      if (sentNs !== null) stamps.push(stampMs, sentNs);
    };
  }
  try {
    const sample = await probe(message.req, deps);
    const eventStamps = stamps === null ? null : Float64Array.from(stamps);
    const reply: FromWorker = { type: 'sample', id: message.id, sample, eventStamps };
    port.postMessage(reply, eventStamps === null ? [] : [eventStamps.buffer]);
  } finally {
    running.delete(message.id);
  }
}

function notAWorker(): never {
  throw new Error('probe-worker.js runs only as a worker thread of the probe pool');
}
