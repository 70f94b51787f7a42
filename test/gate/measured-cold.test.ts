import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../src/gate/defaults.js';
import { evaluateGate } from '../../src/gate/evaluate/gate.js';
import { isMeasuredCold, measuredCold, warmSideHits, WARM_HIT_SHARE_FLOOR } from '../../src/gate/cache/measured-cold.js';
import { unmetConditions, type ConditionsInput } from '../../src/gate/conditions/unmet.js';
import type { CellData, GateOutcome } from '../../src/gate/types.js';
import { cell, scaled, spread } from './cells.js';
import { decideRemedies } from '../../src/gate/decide-remedy.js';
import { remedySentence } from '../../src/report/text/remedy.js';

const RULES = { ...DEFAULT_RULES, bootstrapIterations: 400 };

/** A warm cell whose hits take ~80 ms and whose misses pay a ~300 ms prefill (the simulator's clean profile). */
function warmCell(
  hits: number,
  misses: number,
  options: { endpoint?: string; missScale?: number; report?: 'usage' | 'counters' } = {},
): CellData {
  const hitValues = spread(80, 0.2, hits);
  const missValues = scaled(spread(300, 0.2, misses), options.missScale ?? 1);
  const all = [...hitValues, ...missValues].sort((a, b) => ((a * 7919) % 13) - ((b * 7919) % 13));
  const base = cell({
    cache: 'warm',
    endpoint: options.endpoint ?? 'api',
    values: { ttftMs: all, tokensPerSecond: spread(60, 0.1, hits + misses) },
  });
  if (options.report === 'counters')
    return {
      ...base,
      serverCacheHits: {
        hit: hits,
        miss: misses,
        hitTokens: hits * 100,
        warmPromptTokens: (hits + misses) * 100,
        counters: 'vllm:prefix_cache_hits_total / vllm:prefix_cache_queries_total',
      },
    };
  return { ...base, cacheHits: { hit: hits, miss: misses, unknown: 0, values: { ttftMs: hitValues }, missValues: { ttftMs: missValues } } };
}

function coldCell(endpoint = 'api'): CellData {
  return cell({
    endpoint,
    scenario: 'hello',
    cache: 'cold',
    values: { ttftMs: spread(300, 0.2, 40), tokensPerSecond: spread(60, 0.1, 40) },
  });
}

const ttft = (outcome: GateOutcome, statistic = 'p50') => outcome.pooled.find((p) => p.metric === 'ttftMs' && p.statistic === statistic)!;

describe('a side of a warm cell that measured cold', () => {
  it('hit on fewer than a quarter, with its hits shown under half', () => {
    expect(WARM_HIT_SHARE_FLOOR).toBe(0.25);
    expect(isMeasuredCold({ hit: 0, total: 50, source: 'usage' })).toBe(true);
    expect(isMeasuredCold({ hit: 10, total: 50, source: 'usage' })).toBe(true);
    // A quarter or more: fewer hits than declared, but a warm measurement of them (about half, as llama.cpp's slots give).
    expect(isMeasuredCold({ hit: 13, total: 50, source: 'usage' })).toBe(false);
    expect(isMeasuredCold({ hit: 25, total: 50, source: 'usage' })).toBe(false);
    // Too few requests to show it: 0 of 4 may still be a cache hitting half the time.
    expect(isMeasuredCold({ hit: 0, total: 4, source: 'usage' })).toBe(false);
    expect(isMeasuredCold({ hit: 0, total: 5, source: 'usage' })).toBe(true);
    expect(isMeasuredCold(null)).toBe(false);
  });

  it('is read from the usage, or from the server counters where the usage said nothing; never for a cold cell', () => {
    expect(warmSideHits(warmCell(3, 37))).toEqual({ hit: 3, total: 40, source: 'usage' });
    expect(warmSideHits(warmCell(3, 37, { report: 'counters' }))).toEqual({ hit: 3, total: 40, source: 'counters' });
    expect(warmSideHits(coldCell())).toBeNull();
    expect(warmSideHits(cell({ cache: 'warm', values: { ttftMs: [1, 2, 3] } }))).toBeNull();
  });

  it('names which side measured cold, and whether the pair was still compared among the hits', () => {
    expect(measuredCold({ baseline: warmCell(0, 50), candidate: warmCell(48, 2) })).toMatchObject({
      cold: ['comparison'],
      amongHits: false,
    });
    expect(measuredCold({ baseline: warmCell(48, 2), candidate: warmCell(1, 49) })).toMatchObject({ cold: ['candidate'] });
    expect(measuredCold({ baseline: warmCell(40, 60), candidate: warmCell(12, 88) })?.cold).toEqual(['candidate']);
    expect(measuredCold({ baseline: warmCell(48, 2), candidate: warmCell(40, 10) })).toBeNull();
  });
});

describe('the gate never passes a warm cell that measured cold as warm', () => {
  it("holds open a candidate with its cache off against a reference that hit 0 of 50 (issue 56's run, which passed)", () => {
    // Both sides paid the whole prefill on every request: compared over every request, TTFT is unchanged.
    const outcome = evaluateGate([warmCell(0, 50)], [warmCell(0, 50)], RULES, { looks: 1 });
    const p50 = ttft(outcome);
    expect(p50.verdict).toBe('inconclusive');
    expect(p50.measuredCold).toEqual([
      expect.objectContaining({ key: 'api/chat/warm', cold: ['comparison', 'candidate'], amongHits: false }),
    ]);
    expect(p50.resolution).toBeUndefined();
    // The ratio it was held on is a pass's: inside the margin.
    expect(p50.ratio!.upper).toBeLessThan(RULES.metrics.find((r) => r.metric === 'ttftMs' && r.statistic === 'p50')!.mustCatch);
    const cellP50 = outcome.comparisons.find((c) => c.metric === 'ttftMs' && c.statistic === 'p50')!;
    expect(cellP50).toMatchObject({ verdict: 'undecided' });
    expect(cellP50.measuredCold).toHaveLength(1);
    expect(outcome.verdict).toBe('inconclusive');
    expect(outcome.endpoints[0]!.decidedBy).toContain('api:ttftMs:p50');
    // The miss share did not rise: nothing else could have caught it.
    expect(outcome.pooled.find((p) => p.metric === 'cacheMissShare')!.verdict).not.toBe('fail');
    expect(outcome.cells![0]!.measuredCold).toMatchObject({ cold: ['comparison', 'candidate'] });
  });

  it('holds the endpoint-wide rule over every cell, cold cells that passed included, and takes no extra look for it', () => {
    const outcome = evaluateGate([warmCell(1, 49), coldCell()], [warmCell(0, 50), coldCell()], RULES, { looks: 1 });
    expect(ttft(outcome).verdict).toBe('inconclusive');
    expect(ttft(outcome).measuredCold!.map((c) => c.key)).toEqual(['api/chat/warm']);
    // The cold cell's own comparison still passes; only the warm cell's is held.
    const cellVerdicts = outcome.comparisons.filter((c) => c.metric === 'ttftMs' && c.statistic === 'p50').map((c) => [c.cache, c.verdict]);
    expect(cellVerdicts).toEqual([
      ['warm', 'undecided'],
      ['cold', 'pass'],
    ]);
    // Other rules than the hit-only ones are decided as usual.
    expect(outcome.pooled.find((p) => p.metric === 'tokensPerSecond' && p.statistic === 'p50')!.verdict).toBe('pass');
    // The hold alone takes no extra look (more requests seldom warm a cell other endpoints keep evicting).
    expect(outcome.endpoints[0]!.verdict).toBe('inconclusive');
    expect(outcome.endpoints[0]!.looks).toBe(1);
  });

  it('says what would decide the held rule: warm cells that hit, not more requests', () => {
    const outcome = evaluateGate([warmCell(0, 50)], [warmCell(0, 50)], RULES, { looks: 1 });
    const [remedy] = decideRemedies(outcome, RULES, { kind: 'reference', history: false, baseline: [warmCell(0, 50)], historyRuns: 5 });
    expect(remedy!.measuredCold!.map((c) => c.key)).toEqual(['api/chat/warm']);
    expect(remedySentence(remedy!)).toMatch(
      /^TTFT p50 of api is open at [+−]\d+ % against a margin of \+20 %, not passed as warm: chat · warm measured cold; no number of requests passes it\. Would have decided it: warm cells that hit the prefix cache as declared/,
    );
  });

  it('lets a failure stand: shown worse over every request is what the candidate sent', () => {
    // The reference hit nothing; the candidate's misses take twice as long.
    const outcome = evaluateGate([warmCell(0, 50)], [warmCell(0, 50, { missScale: 2 })], RULES, { looks: 1 });
    expect(ttft(outcome).verdict).toBe('fail');
    expect(ttft(outcome).measuredCold).toBeUndefined();
    expect(outcome.verdict).toBe('fail');
  });

  it('decides as usual when both sides had enough hits to compare among them, and marks the cell', () => {
    // 10 of 50 hit on each side (below a quarter), each more than the rule's fewest samples: the cache was measured.
    const outcome = evaluateGate(
      [warmCell(10, 40)],
      [warmCell(10, 40)],
      { ...RULES, metrics: RULES.metrics.map((r) => ({ ...r, minSamples: 8 })) },
      { looks: 1 },
    );
    expect(ttft(outcome).measuredCold).toBeUndefined();
    expect(outcome.cells![0]!.measuredCold).toMatchObject({ cold: ['comparison', 'candidate'], amongHits: true });
  });

  it('holds on the server counters where the usage said nothing', () => {
    const outcome = evaluateGate([warmCell(0, 50, { report: 'counters' })], [warmCell(0, 50, { report: 'counters' })], RULES, { looks: 1 });
    expect(ttft(outcome).verdict).toBe('inconclusive');
    expect(ttft(outcome).measuredCold![0]!.comparison).toMatchObject({ source: 'counters' });
  });

  it('passes a warm cell that hit as declared, and a cell whose server said nothing of its cache', () => {
    expect(ttft(evaluateGate([warmCell(48, 2)], [warmCell(47, 3)], RULES, { looks: 1 })).verdict).toBe('pass');
    const silent = (c: CellData): CellData => ({ ...c, cacheHits: undefined });
    const outcome = evaluateGate([silent(warmCell(0, 50))], [silent(warmCell(0, 50))], RULES, { looks: 1 });
    expect(ttft(outcome).verdict).toBe('pass');
    expect(outcome.cells![0]!.measuredCold).toBeUndefined();
  });
});

describe('declared conditions that did not hold, as records', () => {
  const endpoints = [
    { name: 'reference', model: 'sim', baseUrl: 'http://127.0.0.1:8787/clean/v1', reference: true },
    { name: 'candidate', model: 'sim', baseUrl: 'http://127.0.0.1:8787/clean/v1', reference: false },
    { name: 'third', model: 'sim', baseUrl: 'http://127.0.0.1:8787/clean/v1', reference: false },
  ];
  const base = (outcome: GateOutcome | null, more: Partial<ConditionsInput> = {}): ConditionsInput => ({
    endpoints,
    cells: [],
    outcome,
    comparison: 'reference',
    telemetry: [],
    warmup: { sent: 3, failed: 0 },
    ...more,
  });

  function threeOnOneServer(): GateOutcome {
    const reference = warmCell(2, 48);
    return evaluateGate(
      [reference, { ...reference, endpoint: 'third' }].map((c, i) => ({ ...c, endpoint: i === 0 ? 'candidate' : 'third' })),
      [warmCell(0, 50, { endpoint: 'candidate' }), warmCell(1, 49, { endpoint: 'third' })],
      RULES,
      { looks: 1 },
    );
  }

  it('one record per warm cell: the reference once, each candidate that measured cold, and endpoints sharing a server as the cause', () => {
    const [cold, ...rest] = unmetConditions(base(threeOnOneServer()));
    expect(rest).toEqual([]);
    expect(cold).toEqual({
      kind: 'measured-cold',
      scenario: 'chat',
      turn: null,
      sides: [
        { endpoint: 'reference', role: 'comparison', recorded: false, hit: 2, total: 50, source: 'usage' },
        { endpoint: 'candidate', role: 'candidate', recorded: false, hit: 0, total: 50, source: 'usage' },
        { endpoint: 'third', role: 'candidate', recorded: false, hit: 1, total: 50, source: 'usage' },
      ],
      notPassed: true,
      held: ['candidate', 'third'],
      amongHits: [],
      causes: [{ kind: 'shared-server', endpoints: ['reference', 'candidate', 'third'] }],
    });
  });

  it("blames a candidate's own cache where the comparison side hit, and names failed warm-ups and slots", () => {
    const outcome = evaluateGate([warmCell(48, 2)], [warmCell(0, 50, { endpoint: 'api' })], RULES, { looks: 1 });
    const alone = [{ name: 'api', model: 'sim', baseUrl: 'http://a.example/v1', reference: false }];
    const cells = [
      {
        endpoint: 'api',
        scenario: 'chat',
        cache: 'warm' as const,
        turn: null,
        n: 50,
        errors: 0,
        finishReasons: { stop: 50 },
        values: { serverPrefillMs: [300] },
      },
    ];
    const [cold] = unmetConditions(base(outcome, { endpoints: alone, comparison: 'baseline', cells, warmup: { sent: 1, failed: 1 } }));
    expect(cold).toMatchObject({
      sides: [{ endpoint: 'api', role: 'candidate', hit: 0 }],
      causes: [
        { kind: 'candidate-cache', endpoints: ['api'] },
        { kind: 'warmup-failed', failed: 1, sent: 1 },
      ],
    });
    const [slots] = unmetConditions(base(outcome, { endpoints: alone, comparison: 'baseline', cells }));
    expect(slots).toMatchObject({ causes: [{ kind: 'candidate-cache' }, { kind: 'slots' }] });
  });

  it('says a baseline recorded cold, and a cell every answer of which a content filter stopped', () => {
    const outcome = evaluateGate([warmCell(0, 50)], [warmCell(48, 2)], RULES, { looks: 1 });
    const [cold] = unmetConditions(base(outcome, { comparison: 'baseline' }));
    expect(cold).toMatchObject({ sides: [{ endpoint: 'api', role: 'comparison', recorded: true }], causes: [{ kind: 'recorded' }] });
    const filtered = (finishReasons: Record<string, number>) => ({
      endpoint: 'candidate',
      scenario: 'chat',
      cache: 'cold' as const,
      turn: null,
      n: 12,
      errors: 2,
      finishReasons,
      values: {},
    });
    expect(unmetConditions(base(null, { cells: [filtered({ content_filter: 10 })] }))).toEqual([
      {
        kind: 'content-filter',
        endpoint: 'candidate',
        cells: [{ key: 'candidate/chat/cold', scenario: 'chat', cache: 'cold', turn: null, answers: 10 }],
        reasons: ['content_filter'],
      },
    ]);
    // Some answers stopped, not all: an answer's timing is still measured.
    expect(unmetConditions(base(null, { cells: [filtered({ content_filter: 9, stop: 1 })] }))).toEqual([]);
  });

  it("says a metrics URL that answered none of the run's scrapes, once, by its path", () => {
    const look = { look: 1, scrapes: 5, failedScrapes: 5, windowMs: 0, sharedWith: [], gauges: {}, counters: {}, histograms: {} };
    const telemetry = [
      {
        endpoint: 'candidate',
        preset: 'llama.cpp',
        url: 'http://10.0.0.5:8080/metrics',
        intervalMs: 1000,
        looks: [look, { ...look, look: 2 }],
        warnings: ['before scrape: unreachable (ECONNREFUSED)'],
      },
      {
        endpoint: 'third',
        preset: 'vllm',
        url: 'http://10.0.0.6:8000/metrics',
        intervalMs: 1000,
        looks: [{ ...look, failedScrapes: 4 }],
        warnings: [],
      },
    ];
    expect(unmetConditions(base(null, { telemetry }))).toEqual([
      {
        kind: 'telemetry-silent',
        endpoint: 'candidate',
        preset: 'llama.cpp',
        path: '/metrics',
        scrapes: 10,
        reason: 'before scrape: unreachable (ECONNREFUSED)',
      },
    ]);
  });
});
