import { cellKey, type CacheState } from '../../src/vocabulary/cell.js';
/** Realistic Results / baseline / GateOutcome objects for the Markdown report tests. */
import { notGatedWarning as gateNotGatedWarning } from '../../src/gate/evaluate/outcome-warnings.js';
import { assembleOutcome } from '../../src/gate/index.js';
import type {
  CellData,
  Comparison,
  EndpointVerdict,
  Evidence,
  Finding,
  GateOutcome,
  GateRules,
  GateWarning,
  NotGatedWarning,
  PooledComparison,
  Verdict,
} from '../../src/gate/types.js';
import type { Role } from '../../src/vocabulary/rules.js';
import type { SummarisedMetric } from '../../src/vocabulary/metrics.js';
import type { CellResult, MetricSummary, Results } from '../../src/results/types.js';
import { summarize } from '../../src/stats/summary.js';
import { type ReportParts } from '../helpers/decided-report.js';

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
    classes: spec.buffered
      ? { streamed: 0, coalesced: 0, buffered: n - errors, undefined: 0 }
      : { streamed: n - errors, coalesced: 0, buffered: 0, undefined: 0 },
    tokensSource: { usage: n - errors, estimate: 0 },
    finishReasons: { stop: n - errors },
    metrics,
    headers,
    values,
  };
}

/** What a baseline file keeps of a cell: counts and raw values. */
export function cellData(r: CellResult): CellData {
  return {
    endpoint: r.endpoint,
    scenario: r.scenario,
    cache: r.cache,
    turn: r.turn,
    n: r.n,
    errors: r.errors,
    classes: r.classes,
    values: r.values,
  };
}

/** `looks`: a sequential run's looks, planned and measured per endpoint (absent: one plan, as the report tests assume). */
export function results(
  cells: CellResult[],
  endpoints: Results['endpoints'],
  name = 'chat-mix',
  looks?: NonNullable<Results['run']['looks']>,
): Results {
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
      ...(looks ? { looks } : {}),
      runner: 'ubuntu-24.04 / node 24',
    },
    endpoints,
    cells,
    loops: [],
  };
}

/** Written out rather than taken from DEFAULT_RULES, so the rendered settings do not follow changes to the defaults. */
export const RULES: GateRules = {
  falseFailureBudget: 0.01,
  passConfidence: 0.95,
  metrics: [],
  maxNonStreamedShareIncrease: 0.1,
  maxErrorRateIncrease: 0.05,
  maxCacheMissShareIncrease: 0.2,
  mustCatchNonStreamedShareIncrease: 0.1,
  mustCatchErrorRateIncrease: 0.05,
  tailMinSamples: 30,
  bootstrapIterations: 2000,
  seed: 7,
  policy: 'margin',
  relevanceNull: 1.05,
  primaryShare: 0.8,
  spending: 'obrien-fleming',
  assumedDrift: 0.05,
  tailTest: 'bootstrap',
  extraLooks: 3,
  requireBounded: false,
};

/** Primaries as in the default rules (TTFT p50, tok/s p50, both rates); every other rule can only fail a run. */
export function roleOf(metric: string, statistic: Comparison['statistic']): Role {
  if (metric.startsWith('check:')) return 'secondary';
  if (statistic === 'share' || statistic === 'rate') return 'primary';
  return statistic === 'p50' && (metric === 'ttftMs' || metric === 'tokensPerSecond') ? 'primary' : 'secondary';
}

/** The level a cell's test is held to in these fixtures (a plausible share of a 1 % budget; nothing renders it). */
const CELL_LEVEL = 0.0005;
const POOLED_LEVEL = 0.0015;

/** The margins and floors of the default rules, by `metric:statistic` (the fixtures' comparisons are held to them). */
const MARGINS: Record<string, { maxRatio: number; minAbsolute: number }> = {
  'ttftMs:p50': { maxRatio: 1.2, minAbsolute: 50 },
  'ttftMs:p95': { maxRatio: 1.3, minAbsolute: 100 },
  'tokensPerSecond:p50': { maxRatio: 1.2, minAbsolute: 2 },
  'idr:p50': { maxRatio: 1.25, minAbsolute: 0.1 },
};

/** What the bounds show for a verdict when a fixture does not say: beyond for a failure, inside for a pass. */
function findingOf(verdict: Verdict): 'beyond' | 'inside' | 'straddles' {
  return verdict === 'fail' ? 'beyond' : verdict === 'pass' ? 'inside' : 'straddles';
}

/**
 * The evidence the gate would give a comparison of this verdict: a margin (centres, and tails in a cell), a tail test
 * (a tail over an endpoint's cells), a rise (shares and rates) or an assertion's drop. `finding` overrides the verdict's.
 */
export function evidenceFor(
  metric: string,
  statistic: Comparison['statistic'],
  verdict: Verdict,
  options: {
    pooled?: boolean;
    finding?: Finding;
    shares?: { baseline: number; candidate: number };
    cellsGated?: number;
    cellsInside?: number;
    ratio?: number;
  } = {},
): Evidence {
  const tail = statistic === 'p95' || statistic === 'p99';
  if (verdict === 'not-gated') {
    const rate = statistic === 'share' || statistic === 'rate';
    return {
      kind: 'not-gated',
      why: rate ? 'nothing-to-count' : 'too-few-requests',
      needed: rate ? null : tail ? RULES.tailMinSamples : 10,
      tail,
    };
  }
  const rejected = verdict === 'fail';
  if (metric.startsWith('check:'))
    return { kind: 'pass-rate', allowedDrop: 0.1, finding: (options.finding ?? findingOf(verdict)) as 'beyond' | 'inside', rejected };
  if (statistic === 'share' || statistic === 'rate') {
    const allowance = metric === 'nonStreamedShare' ? RULES.maxNonStreamedShareIncrease : RULES.maxErrorRateIncrease;
    return {
      kind: 'rise',
      allowance,
      finding: (options.finding ?? findingOf(verdict)) as 'beyond',
      rejected,
      shares: options.shares ?? { baseline: 0, candidate: 0 },
    };
  }
  const margin = MARGINS[`${metric}:${statistic}`] ?? { maxRatio: 1.2, minAbsolute: 0 };
  if (tail && options.pooled) {
    const gated = options.cellsGated ?? 1;
    return {
      kind: 'tail',
      ...margin,
      finding: (options.finding ?? findingOf(verdict)) as 'beyond',
      rejected,
      cellsGated: gated,
      cellsInside: options.cellsInside ?? (verdict === 'pass' ? gated : 0),
      test: { method: 'bootstrap', ratio: options.ratio ?? 1, logStandardError: 0.1 },
    };
  }
  return {
    kind: 'margin',
    scale: 'ratio',
    ...margin,
    marginShift: null,
    finding: options.finding ?? findingOf(verdict),
    rejected,
    relevanceNull: null,
  };
}

/** The warning the gate gives a cell comparison that was not gated for want of requests. */
export function notGatedWarning(c: Comparison): NotGatedWarning {
  const warning = gateNotGatedWarning(c);
  if (!warning) throw new Error(`${c.id} is not a not-gated comparison worth a warning`);
  return warning;
}

interface ComparisonSpec {
  metric: string;
  statistic: Comparison['statistic'];
  better?: Comparison['better'];
  verdict: Verdict;
  /** Default: what the gate would find for the verdict (`evidenceFor`). */
  evidence?: Evidence;
  /** Shortcut for the default evidence with another finding (e.g. `within-floor` for a pass). */
  finding?: Finding;
  baseline: number | null;
  candidate: number | null;
  ratio?: [number, number, number] | null;
  change?: [number, number, number] | null;
  samplesToDecide?: number | null;
  n?: [number, number];
  role?: Role;
  look?: number;
}

export function comparison(
  cell: { endpoint: string; scenario: string; cache: CacheState; turn?: number | null },
  spec: ComparisonSpec,
): Comparison {
  const interval = (t: [number, number, number] | null | undefined): Comparison['ratio'] =>
    t ? { estimate: t[0], lower: t[1], upper: t[2] } : null;
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
    evidence:
      spec.evidence ??
      evidenceFor(spec.metric, spec.statistic, spec.verdict, {
        finding: spec.finding,
        shares: spec.baseline !== null && spec.candidate !== null ? { baseline: spec.baseline, candidate: spec.candidate } : undefined,
      }),
    samplesToDecide: spec.samplesToDecide ?? null,
    role: spec.role ?? roleOf(spec.metric, spec.statistic),
    level: spec.verdict === 'not-gated' ? null : CELL_LEVEL,
    look: spec.look ?? 1,
  };
}

/** What a fixture says about one pooled rule (endpoint × metric × statistic); the rest is derived from its cells. */
export interface PooledSpec {
  endpoint: string;
  metric: string;
  statistic: Comparison['statistic'];
  verdict?: Verdict;
  /** Default: what the gate would find for the verdict (`evidenceFor`); `finding` overrides only that. */
  evidence?: Evidence;
  finding?: Finding;
  ratio?: [number, number, number] | null;
  change?: [number, number, number] | null;
  pValue?: number | null;
  cellsBeyond?: string[];
  samplesToDecide?: number | null;
}

export interface OutcomeOptions {
  /** Looks the run may take (default 1). */
  looks?: number;
  /** The look each endpoint was decided at (default: the last). */
  decidedAt?: Record<string, number>;
  /** Pooled rules that differ from what their cells suggest, or that have no cells here. */
  pooled?: PooledSpec[];
}

/**
 * A GateOutcome shaped as the gate builds it: per endpoint one pooled comparison for each rule its cells were compared
 * on, and an endpoint verdict; counts and the overall verdict by the gate's own `assembleOutcome`.
 * A pooled rule fails when one of its cells fails, is not gated when none of its cells was, is undecided when one of
 * them is, and passes otherwise, unless `options.pooled` says otherwise. As in the gate, an endpoint fails on any
 * failure, is undecided while a primary is (inconclusive at the last look, the primary with it), and passes otherwise.
 */
export function gateOutcome(comparisons: Comparison[], warnings: GateWarning[] = [], options: OutcomeOptions = {}): GateOutcome {
  const looks = options.looks ?? 1;
  const speed = comparisons.filter((c) => !c.metric.startsWith('check:'));
  const endpointNames = [...new Set([...speed.map((c) => c.endpoint), ...(options.pooled ?? []).map((p) => p.endpoint)])];
  const pooled: PooledComparison[] = [];
  const endpoints: EndpointVerdict[] = [];
  for (const endpoint of endpointNames) {
    const look = options.decidedAt?.[endpoint] ?? looks;
    const cells = speed.filter((c) => c.endpoint === endpoint);
    const rules = [
      ...new Map(
        [...cells, ...(options.pooled ?? []).filter((p) => p.endpoint === endpoint)].map((r) => [`${r.metric}:${r.statistic}`, r]),
      ).values(),
    ];
    const own = rules.map((r) => pooledComparison(endpoint, r.metric, r.statistic, cells, look, options.pooled ?? []));
    const failing = [
      ...own.filter((p) => p.verdict === 'fail').map((p) => p.id),
      ...cells.filter((c) => c.verdict === 'fail').map((c) => c.id),
    ];
    const open = own.filter((p) => p.role === 'primary' && (p.verdict === 'undecided' || p.verdict === 'inconclusive'));
    const verdict: EndpointVerdict['verdict'] =
      failing.length > 0 ? 'fail' : open.length > 0 ? (look >= looks ? 'inconclusive' : 'undecided') : 'pass';
    for (const p of open) p.verdict = verdict === 'inconclusive' ? 'inconclusive' : 'undecided';
    pooled.push(...own);
    endpoints.push({
      endpoint,
      verdict,
      look,
      looks,
      requests: requestRange(cells),
      decidedBy: verdict === 'fail' ? failing : verdict === 'pass' ? [] : open.map((p) => p.id),
    });
  }
  // Every cell a comparison names was compared, over all its requests (these fixtures report no prefix-cache hits).
  const facts = [...new Map(comparisons.map((c) => [cellKey(c), c])).values()].map((c) => ({
    key: cellKey(c),
    endpoint: c.endpoint,
    scenario: c.scenario,
    cache: c.cache,
    turn: c.turn,
    compared: true,
    hitOnly: false,
    hits: null,
  }));
  return assembleOutcome(endpoints, comparisons, pooled, warnings, RULES, [], facts);
}

function pooledComparison(
  endpoint: string,
  metric: string,
  statistic: Comparison['statistic'],
  cells: readonly Comparison[],
  look: number,
  specs: readonly PooledSpec[],
): PooledComparison {
  const mine = cells.filter((c) => c.metric === metric && c.statistic === statistic);
  const spec = specs.find((p) => p.endpoint === endpoint && p.metric === metric && p.statistic === statistic);
  const gated = mine.filter((c) => c.verdict !== 'not-gated');
  const derived: Verdict = mine.some((c) => c.verdict === 'fail')
    ? 'fail'
    : gated.length === 0
      ? 'not-gated'
      : gated.some((c) => c.verdict === 'undecided' || c.verdict === 'inconclusive')
        ? 'undecided'
        : 'pass';
  const verdict = spec?.verdict ?? derived;
  const interval = (t: [number, number, number] | null | undefined): PooledComparison['ratio'] =>
    t ? { estimate: t[0], lower: t[1], upper: t[2] } : null;
  const share = (side: 'baseline' | 'candidate'): number => {
    const n = gated.reduce((sum, c) => sum + c[side].n, 0);
    return n === 0 ? 0 : gated.reduce((sum, c) => sum + (c[side].value ?? 0) * c[side].n, 0) / n;
  };
  const evidence =
    spec?.evidence ??
    evidenceFor(metric, statistic, verdict, {
      pooled: true,
      finding: spec?.finding,
      shares: { baseline: share('baseline'), candidate: share('candidate') },
      cellsGated: gated.length,
      cellsInside: gated.filter((c) => c.verdict === 'pass').length,
      // A tail over the cells: their geometric mean ratio.
      ratio: Math.exp(gated.reduce((sum, c) => sum + Math.log(c.ratio?.estimate ?? 1), 0) / Math.max(1, gated.length)),
    });
  // A passed primary or critical rule states its resolution (src/gate/resolution.ts): here the widest of its cells'
  // worse-side bounds, and a resolution a fifth beyond it.
  const role = roleOf(metric, statistic);
  const rate = statistic === 'share' || statistic === 'rate';
  const worse = gated.map((c) =>
    rate ? (c.change?.upper ?? 0) : c.better === 'lower' ? (c.ratio?.upper ?? 1) : 1 / (c.ratio?.lower ?? 1),
  );
  const within = worse.length > 0 ? Math.max(...worse) : rate ? 0 : 1;
  const resolution =
    verdict === 'pass' && (role === 'primary' || role === 'critical')
      ? { resolution: { within, wouldCatch: rate ? within + 0.1 : within * 1.2, scale: rate ? ('points' as const) : ('ratio' as const) } }
      : {};
  return {
    ...resolution,
    id: `${endpoint}:${metric}:${statistic}`,
    endpoint,
    metric,
    statistic,
    better: mine[0]?.better ?? 'lower',
    role,
    cells: gated.length > 0 ? gated.length : mine.length,
    baseline: { n: gated.reduce((n, c) => n + c.baseline.n, 0) },
    candidate: { n: gated.reduce((n, c) => n + c.candidate.n, 0) },
    ratio: interval(spec?.ratio),
    change: interval(spec?.change),
    pValue: spec?.pValue ?? null,
    level: verdict === 'not-gated' ? null : POOLED_LEVEL,
    verdict,
    evidence,
    look,
    cellsBeyond:
      spec?.cellsBeyond ??
      mine
        .filter((c) => c.verdict === 'fail')
        .map((c) => `${c.endpoint}/${c.scenario}/${c.cache}${c.turn === null ? '' : `/turn${c.turn}`}`),
    samplesToDecide: spec?.samplesToDecide ?? null,
  };
}

/** Requests per cell on each side (smallest and largest cell), from the cells' error-rate comparisons (all requests). */
function requestRange(cells: readonly Comparison[]): EndpointVerdict['requests'] {
  const counted = cells.filter((c) => c.metric === 'errorRate');
  const from = counted.length > 0 ? counted : cells;
  const range = (side: 'baseline' | 'candidate'): [number, number] =>
    from.length === 0 ? [0, 0] : [Math.min(...from.map((c) => c[side].n)), Math.max(...from.map((c) => c[side].n))];
  return { baseline: range('baseline'), candidate: range('candidate') };
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
  const samples: [number, number] = [base.n - base.errors, cand.n - cand.errors];
  const requests: [number, number] = [base.n, cand.n];
  const make = (metric: SummarisedMetric, stat: 'p50' | 'p95', better: 'lower' | 'higher'): Comparison =>
    comparison(cand, {
      metric,
      statistic: stat,
      better,
      verdict: 'pass',
      baseline: p(base, metric, stat),
      candidate: p(cand, metric, stat),
      ratio: ratioOf(metric, stat),
      change: changeOf(metric, stat),
      n: samples,
    });
  return [
    make('ttftMs', 'p50', 'lower'),
    make('ttftMs', 'p95', 'lower'),
    make('tokensPerSecond', 'p50', 'higher'),
    comparison(cand, {
      metric: 'nonStreamedShare',
      statistic: 'share',
      verdict: 'pass',
      baseline: 0,
      candidate: 0,
      change: [0, -0.05, 0.05],
      n: samples,
    }),
    comparison(cand, {
      metric: 'errorRate',
      statistic: 'rate',
      verdict: 'pass',
      baseline: base.errors / base.n,
      candidate: cand.errors / cand.n,
      change: [0, -0.04, 0.04],
      n: requests,
    }),
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

/** The fixture's run measures 40 requests per cell in a look, of up to three; its baseline was recorded at the full budget. */
const PER_LOOK = 40;
const BASELINE_PER_CELL = 3 * PER_LOOK;

/**
 * Two endpoints × three scenarios × cold/warm against a baseline file, gated sequentially (up to 3 looks); both
 * endpoints are decided at the first look. `gateway` fails: in its essay · cold cell the prefix cache stopped working
 * (TTFT 8×), which fails that cell's own test and with it the endpoint's TTFT p50 (pooled over its six cells, the
 * change is small). `clean` passes; its essay · warm TTFT p95 is undecided (a secondary, which cannot hold a run). The
 * failing cell has too few requests for a tail: not gated.
 */
export function realisticInput(): ReportParts {
  const specs: CellSpec[] = [];
  for (const endpoint of ['clean', 'gateway']) {
    for (const scenario of Object.keys(TTFT_CENTRES)) {
      for (const cache of ['cold', 'warm'] as const) {
        const header: Record<string, number> =
          endpoint === 'gateway'
            ? { 'x-envoy-upstream-service-time': TTFT_CENTRES[scenario]![cache] * 0.9 }
            : { 'openai-processing-ms': TTFT_CENTRES[scenario]![cache] * 0.95 };
        specs.push({ endpoint, scenario, cache, ttftMs: TTFT_CENTRES[scenario]![cache], tokensPerSecond: 77, headers: header });
      }
    }
  }
  const baseCells = specs.map((s) => cellResult({ ...s, n: BASELINE_PER_CELL }));
  const candSpecs = specs.map((s): CellSpec => {
    if (s.endpoint === 'gateway' && s.scenario === 'essay' && s.cache === 'cold') return { ...s, ttftMs: 9800, n: 24, errors: 1 };
    if (s.endpoint === 'clean' && s.scenario === 'essay' && s.cache === 'warm') return { ...s, ttftMs: 760, n: PER_LOOK };
    return { ...s, ttftMs: s.ttftMs * 1.02, tokensPerSecond: 76, n: PER_LOOK };
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
        baseline: base.metrics.ttftMs!.p50,
        candidate: cand.metrics.ttftMs!.p50,
        ratio: [8.1, 7.4, 8.9],
        change: [8600, 8350, 8900],
        n: [BASELINE_PER_CELL, 23],
      });
      passing[1] = comparison(cand, {
        metric: 'ttftMs',
        statistic: 'p95',
        verdict: 'not-gated',
        baseline: base.metrics.ttftMs!.p95,
        candidate: cand.metrics.ttftMs!.p95,
        n: [BASELINE_PER_CELL, 23],
      });
      passing[4] = comparison(cand, {
        metric: 'errorRate',
        statistic: 'rate',
        verdict: 'pass',
        baseline: 0,
        candidate: 1 / 24,
        change: [1 / 24, -0.01, 0.12],
        n: [BASELINE_PER_CELL, 24],
      });
    }
    if (cand.endpoint === 'clean' && cand.scenario === 'essay' && cand.cache === 'warm') {
      passing[1] = comparison(cand, {
        metric: 'ttftMs',
        statistic: 'p95',
        verdict: 'undecided',
        baseline: base.metrics.ttftMs!.p95,
        candidate: cand.metrics.ttftMs!.p95,
        ratio: [1.15, 0.98, 1.34],
        change: [105, -14, 238],
        n: [BASELINE_PER_CELL, PER_LOOK],
      });
    }
    comparisons.push(...passing);
  });

  const notGated = comparisons.filter((c) => c.verdict === 'not-gated').map(notGatedWarning);
  const gate = gateOutcome(comparisons, notGated, {
    looks: 3,
    decidedAt: { clean: 1, gateway: 1 },
    pooled: [
      {
        endpoint: 'gateway',
        metric: 'ttftMs',
        statistic: 'p50',
        evidence: {
          kind: 'margin',
          scale: 'ratio',
          maxRatio: 1.2,
          marginShift: null,
          minAbsolute: 50,
          finding: 'cells-beyond',
          rejected: false,
          relevanceNull: null,
        },
        ratio: [1.051, 1.02, 1.08],
        change: [32.6, 12.8, 51.2],
        pValue: 0.9999,
        cellsBeyond: ['gateway/essay/cold'],
      },
    ],
  });
  return {
    title: 'chat-mix',
    candidate: results(candCells, ENDPOINTS, 'chat-mix', { planned: 3, measured: { clean: 1, gateway: 1 } }),
    baseline: { label: 'baselines/chat-mix.json (main@4e1d2b7)', cells: baseCells.map(cellData) },
    gate,
    aa: { runs: 20, falseFailures: 0 },
    notes: ['Baseline recorded on main at 4e1d2b7 with the same workload fingerprint.'],
    links: {
      summary: 'https://github.com/acme/llm-gw/actions/runs/123',
      artifact: 'https://github.com/acme/llm-gw/actions/runs/123/artifacts/456',
    },
  };
}

/**
 * A sequential run of up to 3 looks of 20 requests per cell, three endpoints against a baseline recorded at the full
 * budget (60 per cell): `buffered` fails at the first look (non-streamed share, in both cells and over them),
 * `steady` passes at the second, `drifting` is still undecided on TTFT p50 at the last look: inconclusive.
 * `only` keeps some of the endpoints (the verdict follows from those kept).
 */
export function sequentialInput(only: readonly string[] = ['buffered', 'steady', 'drifting']): ReportParts {
  const looks = { buffered: 1, steady: 2, drifting: 3 } as const;
  const names = (Object.keys(looks) as (keyof typeof looks)[]).filter((name) => only.includes(name));
  const base: CellResult[] = [];
  const cand: CellResult[] = [];
  const comparisons: Comparison[] = [];
  for (const endpoint of names) {
    for (const scenario of ['hello', 'answer']) {
      const spec: CellSpec = { endpoint, scenario, cache: 'cold', ttftMs: scenario === 'hello' ? 350 : 560, tokensPerSecond: 70 };
      const b = cellResult({ ...spec, n: 60 });
      const c = cellResult({
        ...spec,
        n: 20 * looks[endpoint],
        buffered: endpoint === 'buffered',
        ttftMs: spec.ttftMs * (endpoint === 'drifting' ? 1.17 : 1.01),
      });
      base.push(b);
      cand.push(c);
      const list = passingComparisons(b, c);
      if (endpoint === 'buffered') {
        list[3] = comparison(c, {
          metric: 'nonStreamedShare',
          statistic: 'share',
          verdict: 'fail',
          baseline: 0,
          candidate: 1,
          change: [1, 0.83, 1],
          n: [60, 20],
        });
      }
      if (endpoint === 'drifting') {
        const d = c.metrics.ttftMs!.p50 - b.metrics.ttftMs!.p50;
        list[0] = comparison(c, {
          metric: 'ttftMs',
          statistic: 'p50',
          verdict: 'undecided',
          baseline: b.metrics.ttftMs!.p50,
          candidate: c.metrics.ttftMs!.p50,
          ratio: [1.17, 1.05, 1.31],
          change: [d, d * 0.3, d * 1.8],
          n: [60, 60],
          look: 3,
        });
      }
      comparisons.push(...list);
    }
  }
  const gate = gateOutcome(comparisons, [], {
    looks: 3,
    decidedAt: Object.fromEntries(names.map((name) => [name, looks[name]])),
    pooled: [
      {
        endpoint: 'buffered',
        metric: 'nonStreamedShare',
        statistic: 'share',
        change: [1, 0.9, 1],
        pValue: 1e-12,
      },
      {
        endpoint: 'drifting',
        metric: 'ttftMs',
        statistic: 'p50',
        ratio: [1.17, 1.12, 1.23],
        change: [78.2, 52.1, 105.8],
        pValue: 0.41,
        samplesToDecide: 150,
      },
    ].filter((p) => names.includes(p.endpoint as keyof typeof looks)) as PooledSpec[],
  });
  return {
    title: 'sequential',
    candidate: results(
      cand,
      names.map((name) => ({ name, model: 'm', baseUrl: `https://${name}.example/v1`, reference: false })),
      'sequential',
      { planned: 3, measured: Object.fromEntries(names.map((name) => [name, looks[name]])) },
    ),
    baseline: { label: 'baselines/sequential.json', cells: base.map(cellData) },
    gate,
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
