import { describe, expect, it } from 'vitest';
import { capacityOf, type LevelState } from '../../src/gate/capacity.js';
import type { SloVerdict } from '../../src/gate/slo/objectives.js';
import type { SweepEndpoint, SweepGate, SweepLevel, SweepResults } from '../../src/results/sweep-types.js';
import { renderSweepMarkdown } from '../../src/report/sweep/markdown.js';
import { renderSweepSvg } from '../../src/report/sweep/svg.js';
import { renderSweepTerminal } from '../../src/report/sweep/terminal.js';
import { gateSweep } from '../../src/sweep/gate-sweep.js';
import { expectBalancedMarkup, expectWellFormedTables, parseXyCharts } from './markdown-checks.js';

const TARGET_MS = 2000;

/** A TTFT p95 objective in one cell at one level, with bounds on the side its state says. */
function ttftVerdict(endpoint: string, scenario: string, p95: number, state: LevelState, n = 40): SloVerdict {
  const violated = state === 'violated';
  const met = state === 'met';
  return {
    endpoint,
    scenario,
    cache: 'cold',
    turn: null,
    id: `${endpoint}/${scenario}/cold:slo:ttftMs:p95`,
    kind: 'percentile',
    metric: 'ttftMs',
    level: 0.95,
    label: 'p95',
    better: 'lower',
    target: TARGET_MS,
    n,
    misses: { low: violated ? 12 : 0, high: violated ? 12 : 0 },
    allowedMisses: 0.05,
    estimate: p95,
    // The lower bound shows a violation; the upper bound under the target shows it met.
    bounds: { lower: violated ? Math.round(p95 * 0.9625) : p95 * 0.8, upper: met ? Math.min(p95 * 1.2, TARGET_MS - 1) : p95 * 1.3 },
    violationBound: 'lower',
    pValue: violated ? 0.0001 : 0.9,
    failLevel: 0.001,
    passConfidence: 0.95,
    verdict: violated ? 'violated' : met ? 'met' : 'inconclusive',
    requestsToMeet: 59,
    look: 1,
  };
}

function goodputVerdict(endpoint: string, share: number, state: LevelState, n = 40): SloVerdict {
  return {
    endpoint,
    scenario: 'chat',
    cache: 'cold',
    turn: null,
    id: `${endpoint}/chat/cold:slo:goodput`,
    kind: 'goodput',
    metric: 'goodput',
    level: null,
    label: null,
    better: 'higher',
    target: 0.9,
    n,
    misses: { low: Math.round((1 - share) * n), high: Math.round((1 - share) * n) },
    allowedMisses: 0.1,
    estimate: share,
    bounds: { lower: share - 0.08, upper: state === 'violated' ? Math.min(share + 0.05, 0.89) : Math.min(1, share + 0.04) },
    violationBound: 'upper',
    pValue: state === 'violated' ? 0.0002 : 0.8,
    failLevel: 0.001,
    passConfidence: 0.95,
    verdict: state === 'violated' ? 'violated' : state === 'met' ? 'met' : 'inconclusive',
    requestsToMeet: 29,
    look: 1,
  };
}

interface LevelSpec {
  load: number;
  state: LevelState;
  /** TTFT p95 of the pooled level (ms). */
  p95: number;
  goodput?: number;
}

/** A level as the sweep writes it: pooled percentiles derived from the TTFT p95, and one verdict per cell. */
function level(endpoint: string, spec: LevelSpec): SweepLevel {
  const { load, state, p95 } = spec;
  const slo: SloVerdict[] = [
    ttftVerdict(endpoint, 'chat', p95, state),
    // A second cell that stays within its target: only `chat · cold` breaks.
    ttftVerdict(endpoint, 'summarise', Math.min(p95 * 0.5, TARGET_MS * 0.6), state === 'violated' ? 'met' : state),
  ];
  if (spec.goodput !== undefined) slo.push(goodputVerdict(endpoint, spec.goodput, spec.goodput < 0.9 ? 'violated' : 'met'));
  const requests = 40 + load * 4;
  const errors = state === 'violated' ? 2 : 0;
  return {
    load,
    state,
    estimateMeets: p95 <= TARGET_MS,
    requests,
    errors,
    looks: state === 'violated' ? 1 : 2,
    durationMs: 20_000,
    requestsPerSecond: requests / 20,
    outputTokensPerSecond: (requests / 20) * 180,
    latency: {
      ttftMs: { n: requests - errors, p50: p95 * 0.55, p90: p95 * 0.9, p95, p99: p95 * 1.2 },
      e2eMs: { n: requests - errors, p50: p95 * 2.5, p90: p95 * 3.5, p95: p95 * 4, p99: p95 * 4.5 },
      tokensPerSecond: { n: requests - errors, p50: 80 - load * 2, p90: 95, p95: 98, p99: 101 },
    },
    goodput: spec.goodput ?? null,
    slo,
    resultsDir: `${endpoint}/c${load}`,
  };
}

function endpoint(name: string, specs: readonly LevelSpec[], reference = false): SweepEndpoint {
  const levels = specs.map((s) => level(name, s));
  return {
    name,
    model: 'llama-3.1-8b-instruct',
    baseUrl: 'http://127.0.0.1:8000/v1',
    reference,
    synchronous: null,
    levels,
    capacity: capacityOf(levels),
    saturation: null,
  };
}

/** The candidate in measurement order: doubling 1, 2, 4, 8 (violated), then bisecting 6 and 5 (violated). */
const CANDIDATE_LEVELS: LevelSpec[] = [
  { load: 1, state: 'met', p95: 820 },
  { load: 2, state: 'met', p95: 940 },
  { load: 4, state: 'met', p95: 1480 },
  { load: 8, state: 'violated', p95: 4100 },
  { load: 6, state: 'violated', p95: 3050 },
  { load: 5, state: 'violated', p95: 2400 },
];

/** The baseline sustained 16 streams and broke at 32. */
const BASELINE_LEVELS: LevelSpec[] = [
  { load: 1, state: 'met', p95: 700 },
  { load: 2, state: 'met', p95: 720 },
  { load: 4, state: 'met', p95: 760 },
  { load: 8, state: 'met', p95: 900 },
  { load: 16, state: 'met', p95: 1400 },
  { load: 32, state: 'violated', p95: 3900 },
];

function sweep(endpoints: SweepEndpoint[], overrides: Partial<SweepResults> = {}): SweepResults {
  return {
    version: 1,
    kind: 'sweep',
    tool: { name: 'streamgate', version: '0.1.0' },
    workload: { name: 'chat-capacity', source: 'streamgate.yml', fingerprint: 'abc123', sloDigest: null },
    run: {
      runId: 'r1',
      seed: 7,
      startedAt: '2025-01-01T00:00:00.000Z',
      finishedAt: '2025-01-01T00:10:00.000Z',
      partial: false,
      runner: 'test',
    },
    sweep: { load: 'concurrency', levels: null, start: null, max: 64, resolution: 0.1, requests: 40, looks: 2, margin: 0.25 },
    hasSlo: true,
    levelBudget: 0.01 / 12,
    endpoints,
    ...overrides,
  };
}

/** The gate as the sweep command builds it: each endpoint's capacity against the baseline's of the same name. */
/** The gate's own verdict over hand-built sweeps (src/sweep/gate-sweep.ts). */
function gateOf(candidate: SweepResults, baseline: SweepResults | null): SweepGate {
  return gateSweep(candidate, baseline === null ? { kind: 'none' } : { kind: 'baseline', baseline });
}

describe('the sweep report of a failing candidate', () => {
  const candidate = sweep([endpoint('api', CANDIDATE_LEVELS)]);
  const baseline = sweep([endpoint('api', BASELINE_LEVELS)]);
  const gate = gateOf(candidate, baseline);
  const md = renderSweepMarkdown({ sweep: candidate, gate, baseline });

  it('builds the failing case it means to', () => {
    expect(candidate.endpoints[0]!.capacity).toEqual({ lower: 4, upper: 5, estimate: 4 });
    expect(gate.verdict).toBe('fail');
    expect(gate.endpoints[0]!.comparison).toMatchObject({ threshold: 12, brokeAt: 5 });
  });

  it('leads with the verdict and where the SLO broke', () => {
    const first = md.split('\n')[0]!;
    expect(first).toMatch(/^\*\*streamgate sweep: FAIL\*\* — /);
    expect(first).toContain('api fell below its capacity threshold: must sustain 12 streams, SLO violated at 5 streams');
  });

  it('states the capacity bracket and estimate, and the baseline’s capacity and threshold', () => {
    expect(md).toContain('Highest load meeting the SLO: **4 streams** (shown met at 4, shown violated at 5; observed estimate 4 ◆)');
    expect(md).toContain('The baseline sustained **16 streams**; the candidate must sustain 12 streams (margin 25%).');
  });

  it('names the objective, the cell, the bound and the target at the level where the SLO broke', () => {
    expect(md).toContain('It violated the SLO at **5 streams**: ttftMs p95 ≥ 2.31 s (lower bound) > 2.00 s in chat · cold.');
    // The cell that met its objective at that level is not blamed.
    expect(md).not.toMatch(/violated the SLO[^\n]*summarise/);
  });

  it('lists every level in ascending load with its state, the capacity estimate marked', () => {
    expectWellFormedTables(md);
    const rows = md.split('\n').filter((l) => /^\| \d/.test(l));
    expect(rows.map((r) => Number(r.split('|')[1]))).toEqual([1, 2, 4, 5, 6, 8]);
    expect(rows[2]).toMatch(/\| met ◆ \|$/);
    expect(rows[3]).toMatch(/^\| 5 \| 60 \| 2 \| 1 \| 3\.00 \| 540 \| 1\.32 s \| 2\.40 s \| 9\.60 s \| 70\.0 \| \*\*violated\*\* \|$/);
  });

  it('charts TTFT p95 over the union of both sides’ loads with the target line, and marks the knees', () => {
    expectBalancedMarkup(md);
    const charts = parseXyCharts(md);
    expect(charts).toHaveLength(2);
    const [ttft, throughput] = charts as [ReturnType<typeof parseXyCharts>[number], ReturnType<typeof parseXyCharts>[number]];
    expect(ttft.xAxis).toEqual({ categories: ['1', '2', '4 ◆', '5', '6', '8', '16 ◇', '32'] });
    expect(ttft.lines).toHaveLength(3);
    const [base, cand, target] = ttft.lines as [number[], number[], number[]];
    expect(target.every((v) => v === 2)).toBe(true);
    expect(cand.slice(0, 6)).toEqual([0.82, 0.94, 1.48, 2.4, 3.05, 4.1]);
    // Held at its last measured value beyond its own levels, and the caption says so.
    expect(cand.slice(6)).toEqual([4.1, 4.1]);
    expect(md).toContain('beyond its own levels api is held at its last value');
    // The baseline did not measure 5 and 6: interpolated between 4 (760) and 8 (900).
    expect(base.slice(3, 5)).toEqual([0.795, 0.83]);
    expect(ttft.yAxis).toMatchObject({ title: 'TTFT p95, s', min: 0, max: 5 });
    expect(md).toContain('grey = baseline, red = api, green = SLO target 2.00 s');
    expect(md).toContain('◆ capacity estimate 4 streams, ◇ baseline’s 16 streams');
    // No goodput objective: throughput.
    expect(throughput.title).toContain('completed req/s');
    expect(throughput.lines).toHaveLength(2);
  });

  it('stays a plain report: no sticky marker, no stray tags', () => {
    expect(md).not.toContain('<!--');
    expect(md).not.toContain('NaN');
    expect(md).not.toContain('undefined');
  });

  it('renders the same facts for the terminal, with the table rows', () => {
    const text = renderSweepTerminal({ sweep: candidate, gate, baseline });
    expect(text.split('\n')[0]).toBe(
      'streamgate sweep: FAIL — api fell below its capacity threshold: must sustain 12 streams, SLO violated at 5 streams',
    );
    expect(text).toContain('Highest load meeting the SLO: 4 streams (shown met at 4, shown violated at 5; observed estimate 4 ◆)');
    expect(text).toContain('It violated the SLO at 5 streams: ttftMs p95 ≥ 2.31 s (lower bound) > 2.00 s in chat · cold.');
    const lines = text.split('\n');
    const header = lines.find((l) => l.startsWith('streams'))!;
    expect(header).toMatch(
      /^streams\s+requests\s+errors\s+looks\s+req\/s\s+output tok\/s\s+TTFT p50\s+TTFT p95\s+e2e p95\s+decode tok\/s p50\s+SLO$/,
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\s+4\s+56\s+0\s+2\s+2\.80\s+504\s+814 ms\s+1\.48 s\s+5\.92 s\s+72\.0\s+met ◆$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^\s+5\s+60\s+2\s+1\s+3\.00\s+540\s+1\.32 s\s+2\.40 s\s+9\.60 s\s+70\.0\s+VIOLATED$/),
    );
    expect(text).not.toMatch(/\*\*|\||`/);
  });
});

describe('the sweep report that passes, or is not gated', () => {
  it('says the candidate sustained the threshold', () => {
    const candidate = sweep([
      endpoint(
        'api',
        BASELINE_LEVELS.map((l) => ({ ...l, p95: l.p95 * 1.05 })),
      ),
    ]);
    const baseline = sweep([endpoint('api', BASELINE_LEVELS)]);
    const gate = gateOf(candidate, baseline);
    expect(gate.verdict).toBe('pass');
    const md = renderSweepMarkdown({ sweep: candidate, gate, baseline });
    expect(md.split('\n')[0]).toBe(
      '**streamgate sweep: PASS** — api sustained its capacity threshold: shown met at 16 streams, must sustain 12 streams',
    );
    expect(md).toContain('### ✅ api');
    expect(md).toContain('It was shown to meet the SLO at **16 streams**.');
    expect(md).not.toContain('violated the SLO at');
  });

  it('without a baseline: measured, the capacity in the headline, no gate sentence, no comparison series', () => {
    const candidate = sweep([endpoint('api', CANDIDATE_LEVELS)]);
    const md = renderSweepMarkdown({ sweep: candidate, gate: gateOf(candidate, null), baseline: null });
    expect(md.split('\n')[0]).toBe('**streamgate sweep: measured, no baseline** — capacity: api 4 streams');
    expect(md).not.toContain('must sustain');
    expect(md).toContain('Highest load meeting the SLO: **4 streams**');
    const [ttft] = parseXyCharts(md);
    expect(ttft!.lines).toHaveLength(2);
    expect(ttft!.xAxis).toEqual({ categories: ['1', '2', '4 ◆', '5', '6', '8'] });
  });

  it('not gated when the baseline never showed the SLO met', () => {
    const candidate = sweep([endpoint('api', CANDIDATE_LEVELS)]);
    const baseline = sweep([
      endpoint('api', [
        { load: 1, state: 'violated', p95: 2600 },
        { load: 2, state: 'violated', p95: 3000 },
      ]),
    ]);
    const gate = gateOf(candidate, baseline);
    expect(gate.verdict).toBe('not-gated');
    const md = renderSweepMarkdown({ sweep: candidate, gate, baseline });
    expect(md.split('\n')[0]).toBe('**streamgate sweep: NOT GATED** — api not gated (the comparison side showed no level meeting the SLO)');
    expect(md).toContain('Not gated: the baseline showed no level meeting the SLO');
  });

  it('says what is missing from the bracket: none shown violated up to the maximum, none shown met', () => {
    const open = endpoint('open', [
      { load: 16, state: 'met', p95: 900 },
      { load: 64, state: 'met', p95: 1200 },
    ]);
    const broken = endpoint('broken', [
      { load: 1, state: 'undecided', p95: 1900 },
      { load: 2, state: 'violated', p95: 2600 },
    ]);
    const candidate = sweep([open, broken]);
    const md = renderSweepMarkdown({ sweep: candidate, gate: gateOf(candidate, null), baseline: null });
    expect(md).toContain(
      'Highest load meeting the SLO: **at least 64 streams** (shown met at 64, none shown violated up to 64 streams, the sweep’s maximum; observed estimate 64 ◆).',
    );
    expect(md).toContain('No load shown to meet the SLO: violated at **2 streams**, no level below it shown met; observed estimate 1 ◆.');
  });

  it('reads an inconclusive comparison and a rate sweep in req/s, with goodput charted against its target', () => {
    const levels: LevelSpec[] = [
      { load: 2.5, state: 'met', p95: 900, goodput: 0.98 },
      { load: 5, state: 'met', p95: 1100, goodput: 0.96 },
      { load: 10, state: 'undecided', p95: 1900, goodput: 0.93 },
      { load: 20, state: 'violated', p95: 2600, goodput: 0.8 },
    ];
    const spec = { load: 'rate' as const, levels: null, start: null, max: 100, resolution: 0.1, requests: 40, looks: 2, margin: 0.25 };
    const candidate = sweep([endpoint('api', levels)], { sweep: spec });
    const baseline = sweep(
      [
        endpoint('api', [
          { load: 5, state: 'met', p95: 800, goodput: 0.99 },
          { load: 10, state: 'met', p95: 900, goodput: 0.99 },
          { load: 20, state: 'met', p95: 1000, goodput: 0.97 },
          { load: 40, state: 'violated', p95: 3000, goodput: 0.7 },
        ]),
      ],
      { sweep: spec },
    );
    const gate = gateOf(candidate, baseline);
    expect(gate.verdict).toBe('inconclusive');
    const md = renderSweepMarkdown({ sweep: candidate, gate, baseline });
    expect(md.split('\n')[0]).toMatch(
      /^\*\*streamgate sweep: INCONCLUSIVE\*\* — api: capacity not shown on either side of the threshold \(15 req\/s\)/,
    );
    expect(md).toContain('The baseline sustained **20 req/s**; the candidate must sustain 15 req/s (margin 25%).');
    expect(md).toContain(
      'Neither side of the threshold was shown: it was shown met up to 5 req/s only, first shown violated at 20 req/s, above it.',
    );
    expect(md).toContain('| offered req/s |');
    const [, goodput] = parseXyCharts(md);
    expect(goodput!.yAxis).toMatchObject({ title: 'goodput, percent', max: 100 });
    expect(goodput!.lines[2]!.every((v) => v === 90)).toBe(true);
    expect(goodput!.lines[1]).toEqual([98, 96, 93, 80, 80]);
    expect(md).toContain('| 20 | 120 | 2 | 1 | 6.00 | 1080 | 1.43 s | 2.60 s | 10.4 s | 40.0 | 80.0% | **violated** |');
  });
});

describe('untrusted names', () => {
  const hostile = 'gw|<script>alert(1)</script>`x`\n# @team [a](b)';
  const candidate = sweep([endpoint(hostile, CANDIDATE_LEVELS)], {
    workload: { name: 'w<b>|`', source: null, fingerprint: null, sloDigest: null },
  });
  const baseline = sweep([endpoint(hostile, BASELINE_LEVELS)]);
  const gate = gateOf(candidate, baseline);

  it('escapes them in Markdown: no tag, no table break, no code span, no mention, no heading', () => {
    const md = renderSweepMarkdown({ sweep: candidate, gate, baseline });
    expectBalancedMarkup(md);
    expectWellFormedTables(md);
    expect(md).not.toContain('<script');
    expect(md).not.toContain('gw|');
    expect(md).not.toContain('`x`');
    expect(md).not.toMatch(/(^|[^\u200d])@team/);
    expect(md).not.toMatch(/^# /m);
    expect(md).toContain('gw&#124;&lt;script&gt;alert(1)&lt;/script&gt;&#96;x&#96; &#35; @\u200dteam &#91;a&#93;(b)');
    // Every line outside the fences is one block: the newline in the name did not start a line.
    expect(
      md
        .split('\n')
        .filter((l) => l.includes('alert(1)') && !l.startsWith('  title'))
        .every((l) => l.includes('&lt;script')),
    ).toBe(true);
    const charts = parseXyCharts(md);
    expect(charts).toHaveLength(2);
    expect(charts[0]!.title).toBe('TTFT p95 vs streams · gw script alert 1 /script x team a b');
  });

  it('escapes them in the SVG, which stays one balanced document without NaN', () => {
    const svg = renderSweepSvg({ sweep: candidate, baseline });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('gw|&#60;script&#62;alert(1)&#60;/script&#62;`x` # @team [a](b)');
    expect(svg).not.toContain('NaN');
    expectBalancedSvg(svg);
  });

  it('flattens them in the terminal', () => {
    const text = renderSweepTerminal({ sweep: candidate, gate, baseline });
    expect(text).toContain('gw|<script>alert(1)</script>`x` # @team [a](b) (llama-3.1-8b-instruct) [FAIL]');
    expect(text.split('\n').some((l) => l.startsWith('# @team'))).toBe(false);
  });
});

/** The root `<svg …>` opens first and closes last, and every element in between opens and closes in order. */
function expectBalancedSvg(svg: string): void {
  const trimmed = svg.trim();
  expect(trimmed).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
  expect(trimmed.endsWith('</svg>')).toBe(true);
  const stack: string[] = [];
  for (const m of trimmed.matchAll(/<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    const [, closing, name, , selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `</${name}> closes`).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  // Nothing that looks like a tag was left out of the element grammar above.
  const tags = trimmed.match(/<[^>]*>/g) ?? [];
  for (const tag of tags) expect(tag).toMatch(/^<\/?[a-zA-Z][\w-]*((?:\s+[\w:-]+="[^"<>]*")*)\s*\/?>$/);
  // Text between tags holds no raw markup character.
  for (const text of trimmed.split(/<[^>]*>/)) expect(text).not.toMatch(/[<>]/);
}

describe('the SVG', () => {
  it('draws one row of two panels per endpoint with axes, the target, the knee and the legend', () => {
    const candidate = sweep([endpoint('api', CANDIDATE_LEVELS), endpoint('gw', BASELINE_LEVELS)]);
    const baseline = sweep([endpoint('api', BASELINE_LEVELS)]);
    const svg = renderSweepSvg({ sweep: candidate, baseline });
    expectBalancedSvg(svg);
    expect(svg).not.toContain('NaN');
    expect(svg.match(/>latency against load</g)).toHaveLength(2);
    expect(svg.match(/>throughput against load</g)).toHaveLength(2);
    expect(svg).toContain('>capacity 4<');
    expect(svg).toContain('>capacity 16<');
    expect(svg).toContain('>SLO TTFT p95 ≤ 2.00 s<');
    expect(svg).toContain('>streams<');
    expect(svg).toContain('api · llama-3.1-8b-instruct · dashed: baseline');
    // Only api has a baseline endpoint: its three latency lines and throughput are drawn dashed once each.
    expect(svg.match(/stroke-dasharray="7 4"/g)?.length).toBe(4 + 1);
    expect(svg).toContain('>candidate (solid)<');
  });

  it('draws a level-less endpoint and an empty sweep without a number that is not one', () => {
    const empty = endpoint('idle', []);
    const svg = renderSweepSvg({ sweep: sweep([empty]), baseline: null });
    expectBalancedSvg(svg);
    expect(svg).toContain('no level measured');
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    const none = renderSweepSvg({ sweep: sweep([]), baseline: null });
    expectBalancedSvg(none);
    expect(none).toContain('no endpoint measured');
  });
});

describe('size', () => {
  it('keeps 4 endpoints × 12 levels with long names well under the comment limit, nothing dropped', () => {
    const loads = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 24, 32];
    const specs = loads.map((load, i) => ({
      load,
      state: (i < 8 ? 'met' : 'violated') as LevelState,
      p95: 500 + load * 120,
      goodput: i < 8 ? 0.97 : 0.85,
    }));
    const names = ['a', 'b', 'c', 'd'].map((c) => `${c}${'<|`&'.repeat(120)}`);
    const candidate = sweep(names.map((n) => endpoint(n, specs)));
    const baseline = sweep(
      names.map((n) =>
        endpoint(
          n,
          specs.map((s) => ({ ...s, load: s.load * 2 })),
        ),
      ),
    );
    const gate = gateOf(candidate, baseline);
    const md = renderSweepMarkdown({ sweep: candidate, gate, baseline });
    expect(md.length).toBeLessThan(40_000);
    expect(md).not.toContain('Report shortened');
    expect(parseXyCharts(md)).toHaveLength(8);
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
  });

  it('drops charts before tables when the budget is small', () => {
    const candidate = sweep([endpoint('api', CANDIDATE_LEVELS)]);
    const baseline = sweep([endpoint('api', BASELINE_LEVELS)]);
    const full = renderSweepMarkdown({ sweep: candidate, gate: gateOf(candidate, baseline), baseline });
    const short = renderSweepMarkdown({ sweep: candidate, gate: gateOf(candidate, baseline), baseline, maxChars: full.length - 500 });
    expect(short.length).toBeLessThanOrEqual(full.length - 500 + 1);
    expect(short).toContain('Report shortened');
    expect(short).toContain('| 5 | 60 |');
    expect(short).toContain('It violated the SLO at **5 streams**');
  });
});
