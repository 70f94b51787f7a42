/**
 * One memory cell (run by bench/memory.ts in a fresh process so peak RSS belongs to this cell alone):
 * `runWorkload` with the real probe against a load server, then prints peak RSS and where it went.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_CAPTURE_HEADERS, DEFAULT_ENDPOINT_CONNECTION, DEFAULT_TIMEOUTS, type Workload } from '../src/config/types.js';
import { runWorkload } from '../src/engine.js';
import { closeSharedProbeDispatcher } from '../src/probe/connection/dispatcher.js';
import { createLogger } from '../src/util/logger.js';
import { createRedactor } from '../src/util/redact.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    requests: { type: 'string', default: '1000' },
    tokens: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '64' },
    rate: { type: 'string', default: '20000' },
  },
});
const requests = Number(values.requests);
const tokens = Number(values.tokens);

const workload: Workload = {
  version: 1,
  name: 'memory',
  endpoints: [
    {
      name: 'load',
      baseUrl: `${values.url!}/v1`,
      model: 'load',
      api: 'chat-completions',
      apiKeyEnv: null,
      headers: { 'x-load': JSON.stringify({ events: tokens, tokensPerSecond: Number(values.rate), ttftMs: 1 }) },
      body: {},
      reference: false,
      connection: { ...DEFAULT_ENDPOINT_CONNECTION },
    },
  ],
  scenarios: [
    {
      name: 'long',
      weight: 1,
      messages: [{ role: 'user', content: 'Write a long answer.' }],
      maxTokens: tokens,
      params: {},
      cache: 'cold',
      agent: null,
    },
  ],
  run: {
    requests,
    warmup: 0,
    concurrency: Number(values.concurrency),
    ratePerSecond: null,
    seed: 1,
    timeouts: DEFAULT_TIMEOUTS,
    captureHeaders: [...DEFAULT_CAPTURE_HEADERS],
    retries: 0,
  },
  gate: { baseline: null, aaRuns: 0, overrides: {} },
  source: null,
};

const dir = mkdtempSync(join(tmpdir(), 'streamgate-memory-'));
let heapPeak = 0;
const watch = setInterval(() => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}, 100);
let errors = 0;
const started = performance.now();
try {
  await runWorkload({
    workload,
    apiKeys: new Map(),
    resultsDir: dir,
    redact: createRedactor([]),
    onProgress: (p) => {
      errors = p.errors;
    },
    logger: createLogger({ info: () => {}, warn: () => {}, error: () => {}, debug: () => {} }, createRedactor([])),
  });
  const wallS = (performance.now() - started) / 1000;
  clearInterval(watch);
  process.stdout.write(
    `${JSON.stringify({
      requests,
      tokens,
      wallS,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      peakHeapMb: heapPeak / 1024 / 1024,
      errors,
    })}\n`,
  );
} finally {
  clearInterval(watch);
  await closeSharedProbeDispatcher();
  rmSync(dir, { recursive: true, force: true });
}
