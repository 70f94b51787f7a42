/** Realistic Results / baseline / GateOutcome objects for the Markdown report tests. */
import type { CacheState } from '../../src/config/types.js';
import type { CellData, Comparison, GateOutcome, GateRules, Verdict } from '../../src/gate/types.js';
import type { SummarisedMetric } from '../../src/metrics/types.js';
import type { CellResult, MetricSummary, Results } from '../../src/results/types.js';
import type { MarkdownReportInput } from '../../src/report/markdown.js';
import { summarize } from '../../src/stats/summary.js';

export interface CellSpec {
  endpoint: string;
  scenario: string;
  cache: CacheState;
  turn?: number | null;
  n?: number;
  errors?: number;
  ttftMs: number;
  tokensPerSecond: number;
  buffered?: boolean;
  headers?: Record<string, number>;
}

/** Deterministic spread around a centre: a skewed, latency-like sample without randomness. */
function spread(centre: number, n: number, skew = 0.35): number[] {
  return Array.from({ length: n }, (_, i) => {
    const u = ((i * 37) % n) / Math.max(1, n - 1);
    return Math.round(centre * (1 - skew / 3 + skew * u * u) * 1000) / 1000;
  });
}

function summaryOf(values: number[]): MetricSummary {
  const s = summarize(values);
  if (!s) throw new Error('empty sample');
  return s;
}

export function cellValues(spec: CellSpec): Partial<Record<SummarisedMetric, number[]>> {
  const ok = (spec.n ?? 40) - (spec.errors ?? 0);
  const ttft = spread(spec.ttftMs, ok);
  const tps = spread(spec.tokensPerSecond, ok, -0.2);
  const settle = ttft.map((t, i) => Math.round((t + (400 / tps[i]!) * 1000) * 1000) / 1000);
  return {
    ttfbMs: ttft.map((t) => Math.round(t * 0.6 * 1000) / 1000),
    ttftMs: ttft,
    settleMs: settle,
    e2eMs: settle.map((s) => s + 3),
    maxGapMs: spread(spec.buffered ? 1 : 45, ok),
    tokensPerSecond: tps,
    idr: spread(spec.buffered ? 0 : 0.97, ok, 0.05),
    outputTokens: spread(400, ok, 0.1),
    upstreamMs: ttft.map((t) => Math.round(t * 0.9 * 1000) / 1000),
    gatewayOverheadMs: spread(25, ok),
  };
}

export function cellResult(spec: CellSpec): CellResult {
  const n = spec.n ?? 40;
  const errors = spec.errors ?? 0;
  const values = cellValues(spec);
  const metrics: Partial<Record<SummarisedMetric, MetricSummary>> = {};
  for (const [name, list] of Object.entries(values) as [SummarisedMetric, number[]][]) metrics[name] = summaryOf(list);
  const headers: Record<string, MetricSummary> = {};
  for (const [name, centre] of Object.entries(spec.headers ?? {})) headers[name] = summaryOf(spread(centre, n - errors));
  return {
    endpoint: spec.endpoint,
    scenario: spec.scenario,
    cache: spec.cache,
    turn: spec.turn ?? null,
    n,
    errors,
    errorKinds: errors > 0 ? { http_5xx: errors } : {},
    classes: spec.buffered ? { streamed: 0, coalesced: 0, buffered: n - errors, undefined: 0 } : { streamed: n - errors, coalesced: 0, buffered: 0, undefined: 0 },
    tokensSource: { usage: n - errors, estimate: 0 },
    finishReasons: { stop: n - errors },
    metrics,
    headers,
    values,
  };
}

/** What a baseline file keeps of a cell: counts and raw values. */
export function cellData(r: CellResult): CellData {
  return { endpoint: r.endpoint, scenario: r.scenario, cache: r.cache, turn: r.turn, n: r.n, errors: r.errors, classes: r.classes, values: r.values };
}

export function results(cells: CellResult[], endpoints: Results['endpoints'], name = 'chat-mix'): Results {
  return {
    version: 1,
    tool: { name: 'streamgate', version: '0.1.0' },
    workload: { name, source: 'streamgate.yml', fingerprint: 'sha256:5f0c1e' },
    run: {
      runId: 'r-7f3a9c',
      seed: 42,
      startedAt: '2025-01-01T12:00:00.000Z',
      finishedAt: '2025-01-01T12:02:30.000Z',
      durationMs: 150_000,
      partial: false,
      shard: null,
      requests: 240,
      warmup: 4,
      concurrency: 4,
      ratePerSecond: null,
      warmupSamples: 8,
      warmupErrors: 0,
      runner: 'ubuntu-24.04 / node 24',
    },
    endpoints,
    cells,
    loops: [],
  };
}

export const RULES: GateRules = {
  falseFailureBudget: 0.01,
  passConfidence: 0.95,
  metrics: [],
  maxNonStreamedShareIncrease: 0.1,
  maxErrorRateIncrease: 0.05,
  tailMinSamples: 30,
  bootstrapIterations: 2000,
  seed: 7,
};

interface ComparisonSpec {
  metric: string;
  statistic: Comparison['statistic'];
  better?: Comparison['better'];
  verdict: Verdict;
  reason: string;
  baseline: number | null;
  candidate: number | null;
  ratio?: [number, number, number] | null;
  change?: [number, number, number] | null;
  samplesToDecide?: number | null;
  n?: [number, number];
}

export function comparison(cell: { endpoint: string; scenario: string; cache: CacheState; turn?: number | null }, spec: ComparisonSpec): Comparison {
  const interval = (t: [number, number, number] | null | undefined): Comparison['ratio'] => (t ? { estimate: t[0], lower: t[1], upper: t[2] } : null);
  return {
    id: `${cell.endpoint}/${cell.scenario}/${cell.cache}:${spec.metric}:${spec.statistic}`,
    endpoint: cell.endpoint,
    scenario: cell.scenario,
    cache: cell.cache,
    turn: cell.turn ?? null,
    metric: spec.metric,
    statistic: spec.statistic,
    better: spec.better ?? 'lower',
    baseline: { n: spec.n?.[0] ?? 40, value: spec.baseline },
    candidate: { n: spec.n?.[1] ?? 40, value: spec.candidate },
    ratio: interval(spec.ratio),
    change: interval(spec.change),
    pValue: null,
    verdict: spec.verdict,
    reason: spec.reason,
    samplesToDecide: spec.samplesToDecide ?? null,
  };
}

export function gateOutcome(comparisons: Comparison[], warnings: string[] = []): GateOutcome {
  const count = (v: Verdict): number => comparisons.filter((c) => c.verdict === v).length;
  const counts = { fail: count('fail'), inconclusive: count('inconclusive'), pass: count('pass'), notGated: count('not-gated') };
  const verdict = counts.fail > 0 ? 'fail' : counts.inconclusive > 0 ? 'inconclusive' : 'pass';
  return { verdict, counts, comparisons, warnings, rules: RULES };
}

/** Pass comparisons for TTFT p50/p95, tok/s p50, delivery and errors of a cell, built from the two sides' numbers. */
export function passingComparisons(base: CellResult, cand: CellResult): Comparison[] {
  const p = (cell: CellResult, metric: SummarisedMetric, stat: 'p50' | 'p95'): number => cell.metrics[metric]![stat];
  const ratioOf = (metric: SummarisedMetric, stat: 'p50' | 'p95'): [number, number, number] => {
    const r = p(cand, metric, stat) / p(base, metric, stat);
    return [round(r), round(r * 0.95), round(r * 1.05)];
  };
  const changeOf = (metric: SummarisedMetric, stat: 'p50' | 'p95'): [number, number, number] => {
    const d = p(cand, metric, stat) - p(base, metric, stat);
    return [round(d), round(d - 40), round(d + 40)];
  };
  const make = (metric: SummarisedMetric, stat: 'p50' | 'p95', better: 'lower' | 'higher'): Comparison =>
    comparison(cand, {
      metric,
      statistic: stat,
      better,
      verdict: 'pass',
      reason: 'within the allowed margin',
      baseline: p(base, metric, stat),
      candidate: p(cand, metric, stat),
      ratio: ratioOf(metric, stat),
      change: changeOf(metric, stat),
    });
  return [
    make('ttftMs', 'p50', 'lower'),
    make('ttftMs', 'p95', 'lower'),
    make('tokensPerSecond', 'p50', 'higher'),
    comparison(cand, { metric: 'nonStreamedShare', statistic: 'share', verdict: 'pass', reason: 'no more buffered responses', baseline: 0, candidate: 0, change: [0, -0.05, 0.05] }),
    comparison(cand, { metric: 'errorRate', statistic: 'rate', verdict: 'pass', reason: 'error rate unchanged', baseline: base.errors / base.n, candidate: cand.errors / cand.n, change: [0, -0.04, 0.04] }),
  ];
}

function round(v: number): number {
  return Math.round(v * 1000) / 1000;
}

const ENDPOINTS: Results['endpoints'] = [
  { name: 'clean', model: 'llama-3.1-70b', baseUrl: 'https://clean.example.com/v1', reference: false },
  { name: 'gateway', model: 'llama-3.1-70b-ultrafast', baseUrl: 'https://gw.example.com/v1', reference: false },
];

const TTFT_CENTRES: Record<string, Record<CacheState, number>> = {
  hello: { cold: 350, warm: 210 },
  essay: { cold: 1200, warm: 700 },
  'reasoning-off': { cold: 900, warm: 520 },
};

/**
 * Two endpoints × three scenarios × cold/warm against a baseline file. One comparison fails
 * (gateway · essay · cold TTFT p50: the prefix cache stopped working), one is inconclusive
 * (clean · essay · warm TTFT p95), one is not gated (the failing cell has too few requests for a tail).
 */
export function realisticInput(): MarkdownReportInput {
  const specs: CellSpec[] = [];
  for (const endpoint of ['clean', 'gateway']) {
    for (const scenario of Object.keys(TTFT_CENTRES)) {
      for (const cache of ['cold', 'warm'] as const) {
        const header: Record<string, number> = endpoint === 'gateway' ? { 'x-envoy-upstream-service-time': TTFT_CENTRES[scenario]![cache] * 0.9 } : { 'openai-processing-ms': TTFT_CENTRES[scenario]![cache] * 0.95 };
        specs.push({ endpoint, scenario, cache, ttftMs: TTFT_CENTRES[scenario]![cache], tokensPerSecond: 77, headers: header });
      }
    }
  }
  const baseCells = specs.map(cellResult);
  const candSpecs = specs.map((s): CellSpec => {
    if (s.endpoint === 'gateway' && s.scenario === 'essay' && s.cache === 'cold') return { ...s, ttftMs: 9800, n: 24, errors: 1 };
    if (s.endpoint === 'clean' && s.scenario === 'essay' && s.cache === 'warm') return { ...s, ttftMs: 760 };
    return { ...s, ttftMs: s.ttftMs * 1.02, tokensPerSecond: 76 };
  });
  const candCells = candSpecs.map(cellResult);

  const comparisons: Comparison[] = [];
  candCells.forEach((cand, i) => {
    const base = baseCells[i]!;
    const passing = passingComparisons(base, cand);
    if (cand.endpoint === 'gateway' && cand.scenario === 'essay' && cand.cache === 'cold') {
      passing[0] = comparison(cand, {
        metric: 'ttftMs',
        statistic: 'p50',
        verdict: 'fail',
        reason: 'TTFT p50 is 8.1× the baseline (bound ≥ 7.4×, allowed 1.2×) and 8.6 s slower (floor 200 ms)',
        baseline: base.metrics.ttftMs!.p50,
        candidate: cand.metrics.ttftMs!.p50,
        ratio: [8.1, 7.4, 8.9],
        change: [8600, 8350, 8900],
        n: [40, 23],
      });
      passing[1] = comparison(cand, {
        metric: 'ttftMs',
        statistic: 'p95',
        verdict: 'not-gated',
        reason: 'tails are gated from 30 requests per side; this cell has 23',
        baseline: base.metrics.ttftMs!.p95,
        candidate: cand.metrics.ttftMs!.p95,
        n: [40, 23],
      });
      passing[4] = comparison(cand, { metric: 'errorRate', statistic: 'rate', verdict: 'pass', reason: 'one error in 24 is within the allowed increase', baseline: 0, candidate: 1 / 24, change: [1 / 24, -0.01, 0.12] });
    }
    if (cand.endpoint === 'clean' && cand.scenario === 'essay' && cand.cache === 'warm') {
      passing[1] = comparison(cand, {
        metric: 'ttftMs',
        statistic: 'p95',
        verdict: 'inconclusive',
        reason: 'TTFT p95 may be up to 34% slower; the bound straddles the 20% margin',
        baseline: base.metrics.ttftMs!.p95,
        candidate: cand.metrics.ttftMs!.p95,
        ratio: [1.15, 0.98, 1.34],
        change: [105, -14, 238],
        samplesToDecide: 120,
      });
    }
    comparisons.push(...passing);
  });

  return {
    title: 'chat-mix',
    candidate: results(candCells, ENDPOINTS),
    baseline: { label: 'baselines/chat-mix.json (main@4e1d2b7)', cells: baseCells.map(cellData) },
    gate: gateOutcome(comparisons, ['gateway · essay · cold: TTFT p95 not gated (23 requests, tails need 30 per side)']),
    aa: { runs: 20, falseFailures: 0 },
    medianTimelines: [
      { label: 'baseline · gateway · essay · cold', points: streamedTimeline(1200, 77, 400) },
      { label: 'candidate · gateway · essay · cold', points: streamedTimeline(9800, 76, 400) },
    ],
    notes: ['Baseline recorded on main at 4e1d2b7 with the same workload fingerprint.'],
    links: { summary: 'https://github.com/acme/llm-gw/actions/runs/123', artifact: 'https://github.com/acme/llm-gw/actions/runs/123/artifacts/456' },
  };
}

/** Cumulative tokens of a stream that starts at `ttftMs` and then delivers `tokensPerSecond`, one event per 2 tokens. */
export function streamedTimeline(ttftMs: number, tokensPerSecond: number, tokens: number): { tMs: number; tokens: number }[] {
  const points = [{ tMs: 0, tokens: 0 }];
  for (let sent = 2; sent <= tokens; sent += 2) points.push({ tMs: ttftMs + ((sent - 2) / tokensPerSecond) * 1000, tokens: sent });
  return points;
}

/** Nothing for `ttftMs`, then every token in one flush. */
export function bufferedTimeline(ttftMs: number, tokens: number): { tMs: number; tokens: number }[] {
  return [
    { tMs: 0, tokens: 0 },
    { tMs: ttftMs, tokens },
  ];
}
