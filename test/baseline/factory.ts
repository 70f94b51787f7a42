import { DEFAULT_CAPTURE_HEADERS, DEFAULT_ENDPOINT_CONNECTION, DEFAULT_TIMEOUTS, type Workload } from '../../src/config/types.js';
import type { CacheState } from '../../src/vocabulary/cell.js';
import { SUMMARISED_METRICS, type SummarisedMetric } from '../../src/vocabulary/metrics.js';
import { RESULTS_VERSION, type CellResult, type LoopResult, type MetricSummary, type Results } from '../../src/results/types.js';
import { createRng } from '../../src/stats/rng.js';
import { summarize } from '../../src/stats/summary.js';

/** A recognisable fake secret: it must never reach a baseline file. */
export const FAKE_SECRET = 'sk-FAKE-do-not-leak-7f3a9c';

/** Two endpoints, a cold and a mixed-cache scenario, and a three-turn agent loop. */
export function makeWorkload(): Workload {
  return {
    version: 1,
    name: 'baseline-test',
    gate: { baseline: null, aaRuns: 0, overrides: {} },
    source: '/somewhere/workload.yaml',
    endpoints: [
      {
        name: 'clean',
        baseUrl: 'https://user:pass@llm.example.com/v1?key=abc',
        model: 'model-a',
        api: 'chat-completions',
        apiKeyEnv: 'CLEAN_KEY',
        headers: { 'X-Tenant-Token': FAKE_SECRET, 'x-trace': 'on' },
        body: { user: FAKE_SECRET, temperature: 0 },
        reference: false,
        connection: { ...DEFAULT_ENDPOINT_CONNECTION },
      },
      {
        name: 'buffered',
        baseUrl: 'http://127.0.0.1:9/buffered/v1',
        model: 'model-b',
        api: 'chat-completions',
        apiKeyEnv: null,
        headers: {},
        body: {},
        reference: false,
        connection: { ...DEFAULT_ENDPOINT_CONNECTION },
      },
    ],
    scenarios: [
      {
        name: 'essay',
        weight: 2,
        messages: [{ role: 'user', content: 'Write a 150-word essay about rivers.' }],
        maxTokens: 256,
        params: { reasoning_effort: 'none', temperature: 0.2 },
        cache: 'cold',
        agent: null,
      },
      {
        name: 'hello',
        weight: 1,
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hello' },
        ],
        maxTokens: 32,
        params: {},
        cache: { warmShare: 0.5 },
        agent: null,
      },
      {
        name: 'agent',
        weight: 1,
        messages: [{ role: 'user', content: 'List the files.' }],
        maxTokens: 128,
        params: {},
        cache: 'warm',
        agent: { turns: 3, followUps: [{ role: 'user', content: 'Continue.' }], tools: [] },
      },
    ],
    run: {
      requests: 40,
      warmup: 2,
      concurrency: 4,
      ratePerSecond: null,
      seed: 1,
      timeouts: { ...DEFAULT_TIMEOUTS },
      captureHeaders: [...DEFAULT_CAPTURE_HEADERS],
      retries: 0,
    },
  };
}

export interface ResultsOptions {
  /** Requests per cell, failed ones included. */
  requestsPerCell?: number;
  /** Failed requests per cell. */
  errorsPerCell?: number;
  seed?: number;
  runId?: string;
}

/** Plausible magnitudes per metric, with more decimals than a baseline keeps. */
const METRIC_RANGES: Record<Exclude<SummarisedMetric, 'promptTokens'>, [number, number]> = {
  ttfbMs: [80, 400],
  ttftMs: [300, 12_000],
  ttftContentMs: [300, 12_000],
  settleMs: [2_000, 80_000],
  e2eMs: [2_000, 80_000],
  maxGapMs: [20, 10_000],
  gapP50Ms: [5, 40],
  gapP99Ms: [20, 400],
  outputTokens: [8, 512],
  reasoningTokens: [0, 300],
  tokensPerSecond: [20, 2_500],
  tokensPerEvent: [1, 4],
  chunkCount: [10, 600],
  tokenEvents: [8, 512],
  idr: [0, 1],
  upstreamMs: [300, 6_000],
  gatewayOverheadMs: [-5, 60],
  serverPrefillMs: [20, 8_000],
  outsideEngineMs: [-2, 400],
};

const COUNT_METRICS = new Set<SummarisedMetric>(['outputTokens', 'reasoningTokens', 'chunkCount', 'tokenEvents']);

/**
 * Results the way buildResults shapes them, for every cell the workload defines: each scenario's
 * cache states, each agent turn, values for every metric (unrounded noise past the third decimal).
 */
export function makeResults(workload: Workload, options: ResultsOptions = {}): Results {
  const perCell = options.requestsPerCell ?? 40;
  const errorsPerCell = options.errorsPerCell ?? 2;
  const random = createRng(options.seed ?? 42);
  const between = ([low, high]: [number, number]): number => low + (high - low) * random();
  const cells: CellResult[] = [];
  const loops: LoopResult[] = [];

  for (const endpoint of workload.endpoints) {
    for (const scenario of workload.scenarios) {
      const states: CacheState[] = typeof scenario.cache === 'string' ? [scenario.cache] : ['cold', 'warm'];
      for (const cache of states) {
        const turns = scenario.agent ? Array.from({ length: scenario.agent.turns }, (_, t) => t) : [null];
        for (const turn of turns) {
          const ok = perCell - errorsPerCell;
          const values: CellResult['values'] = {};
          const metrics: CellResult['metrics'] = {};
          // A server counts the same prompt the same way every time: one count per cell, whatever the seed.
          const prompt = Math.ceil(scenario.messages.reduce((n, m) => n + m.content.length, 0) / 4) + 4 + 60 * (turn ?? 0);
          for (const metric of SUMMARISED_METRICS) {
            const list = Array.from({ length: ok }, () =>
              metric === 'promptTokens'
                ? prompt
                : COUNT_METRICS.has(metric)
                  ? Math.round(between(METRIC_RANGES[metric]))
                  : between(METRIC_RANGES[metric]) + 1e-7,
            );
            values[metric] = list;
            metrics[metric] = summaryOf(list);
          }
          const streamed = Math.floor(ok * 0.8);
          cells.push({
            endpoint: endpoint.name,
            scenario: scenario.name,
            cache,
            turn,
            n: perCell,
            errors: errorsPerCell,
            errorKinds: errorKinds(errorsPerCell),
            classes: { streamed, coalesced: ok - streamed - 1, buffered: 1, undefined: 0 },
            tokensSource: { usage: ok, estimate: 0 },
            finishReasons: { stop: ok },
            metrics,
            headers: { 'x-envoy-upstream-service-time': summaryOf([341, 6110]) },
            values,
          });
        }
        if (scenario.agent) {
          const complete = perCell - 1;
          const series = (range: [number, number]): number[] => Array.from({ length: complete }, () => between(range));
          const loopValues = { loopMs: series([5_000, 40_000]), sumTtftMs: series([900, 9_000]), sumE2eMs: series([4_000, 39_000]) };
          loops.push({
            endpoint: endpoint.name,
            scenario: scenario.name,
            cache,
            turns: scenario.agent.turns,
            n: perCell,
            errors: 1,
            metrics: {
              loopMs: summaryOf(loopValues.loopMs),
              sumTtftMs: summaryOf(loopValues.sumTtftMs),
              sumE2eMs: summaryOf(loopValues.sumE2eMs),
            },
            values: loopValues,
          });
        }
      }
    }
  }

  return {
    version: RESULTS_VERSION,
    tool: { name: 'streamgate', version: '0.1.0' },
    workload: { name: workload.name, source: workload.source, fingerprint: null },
    run: {
      runId: options.runId ?? 'a1b2c3d4e5f6',
      seed: workload.run.seed,
      startedAt: '2025-01-02T03:04:05.678Z',
      finishedAt: '2025-01-02T03:09:15.123Z',
      durationMs: 309_445,
      partial: false,
      shard: null,
      requests: workload.run.requests,
      warmup: workload.run.warmup,
      concurrency: workload.run.concurrency,
      ratePerSecond: workload.run.ratePerSecond,
      warmupSamples: workload.run.warmup * workload.endpoints.length,
      warmupErrors: 0,
      runner: 'node v20.20.2 linux 6.1.0 2×Test CPU',
    },
    endpoints: workload.endpoints.map((e) => ({ name: e.name, model: e.model, baseUrl: e.baseUrl, reference: e.reference })),
    cells,
    loops,
  };
}

/** One idle timeout, the rest server errors: two kinds, so ordering by kind is exercised. */
function errorKinds(errors: number): CellResult['errorKinds'] {
  if (errors === 0) return {};
  return errors === 1 ? { idle_timeout: 1 } : { idle_timeout: 1, http_5xx: errors - 1 };
}

function summaryOf(values: readonly number[]): MetricSummary {
  const s = summarize(values);
  if (!s) throw new Error('summaryOf needs at least one value');
  return s;
}
