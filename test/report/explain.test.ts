import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, evaluateConformanceGate, evaluateGate } from '../../src/gate/index.js';
import type { CellData, Comparison, GateOutcome, GateRules, PooledComparison } from '../../src/gate/types.js';
import { metricLabel, statisticLabel } from '../../src/vocabulary/metrics.js';
import {
  explainComparison,
  explainNotGated,
  explainPooled,
  explainVariantChange,
  explainWarning,
  explainWarnings,
} from '../../src/report/explain/index.js';
import { data, record, tally } from '../conformance/records.js';
import { cell, scaled, spread } from '../gate/cells.js';

/** The default rules restricted to some metric rules (the two rate rules always take part). */
/** The default rules with only these metric rules, and no extra looks: each test's look is the run's last. */
function only(...ids: string[]): GateRules {
  return { ...DEFAULT_RULES, extraLooks: 0, metrics: DEFAULT_RULES.metrics.filter((r) => ids.includes(`${r.metric}:${r.statistic}`)) };
}

function cellOf(outcome: GateOutcome, metric: string, statistic: string): Comparison {
  const found = outcome.comparisons.find((c) => c.metric === metric && c.statistic === statistic);
  if (!found) throw new Error(`no ${metric} ${statistic} comparison`);
  return found;
}

function pooledOf(outcome: GateOutcome, metric: string, statistic: string): PooledComparison {
  const found = outcome.pooled.find((p) => p.metric === metric && p.statistic === statistic);
  if (!found) throw new Error(`no pooled ${metric} ${statistic}`);
  return found;
}

/** n streamed requests with every default metric, as a healthy endpoint produces them. */
function streamed(n: number, options: Parameters<typeof cell>[0] = {}): CellData {
  return cell({
    ...options,
    values: {
      ttftMs: spread(600, 0.3, n),
      ttfbMs: spread(120, 0.3, n),
      settleMs: spread(3000, 0.2, n),
      e2eMs: spread(3020, 0.2, n),
      maxGapMs: spread(60, 0.5, n),
      tokensPerSecond: spread(70, 0.1, n),
      idr: spread(0.97, 0.01, n),
    },
  });
}

/** The same requests arriving in one flush: no decode to time (no tok/s), IDR 0, every request buffered. */
function buffered(n: number, options: Parameters<typeof cell>[0] = {}): CellData {
  const c = streamed(n, options);
  const { tokensPerSecond: _none, ...values } = c.values;
  return {
    ...c,
    values: { ...values, idr: new Array<number>(n).fill(0) },
    classes: { streamed: 0, coalesced: 0, buffered: n, undefined: 0 },
  };
}

const base = spread(1000, 0.02, 30);

describe("explainComparison and explainPooled, on the gate's own comparisons", () => {
  it('never names the metric: callers print the label first', () => {
    const outcomes = [
      evaluateGate([streamed(30)], [buffered(30)], DEFAULT_RULES),
      evaluateGate([streamed(60)], [streamed(60)], DEFAULT_RULES),
      evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, 1.5) } })], only('ttftMs:p50')),
    ];
    let checked = 0;
    for (const outcome of outcomes) {
      for (const c of [...outcome.comparisons, ...outcome.pooled]) {
        const text = 'scenario' in c ? explainComparison(c) : explainPooled(c);
        // `TTFT p50`, `error rate` never appear; `tok/s` may, as the unit of a change (`−20.0 tok/s`), never first.
        expect(text, c.id).not.toContain(statisticLabel(c.metric, c.statistic));
        expect(text.startsWith(metricLabel(c.metric)), `${c.id}: ${text}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('says the change with the bounds the gate used, and the margin they were held to', () => {
    const outcome = evaluateGate(
      [cell({ values: { ttftMs: base } })],
      [cell({ values: { ttftMs: scaled(base, 1.2 * Math.exp(0.03)) } })],
      only('ttftMs:p50'),
    );
    expect(explainComparison(cellOf(outcome, 'ttftMs', 'p50'))).toMatch(
      /^\+24% \(\+2\d% to \+2\d%\), \+2\d\d ms: beyond the 1\.2× margin$/,
    );
    // Over the endpoint's cells: how many, and the pooled test's p-value.
    expect(explainPooled(pooledOf(outcome, 'ttftMs', 'p50'))).toMatch(
      /^\+24% \(\+2\d% to \+2\d%\), \+2\d\d ms over 1 cell: beyond the 1\.2× margin \(p < 0\.0001\)$/,
    );

    const same = evaluateGate([cell({ values: { ttftMs: base } })], [cell({ values: { ttftMs: scaled(base, 1.03) } })], only('ttftMs:p50'));
    expect(explainComparison(cellOf(same, 'ttftMs', 'p50'))).toMatch(
      /^\+3\.0% \([+−]?\d\.\d% to \+\d\.\d%\), \+30\.0 ms: inside the 1\.3× must-catch level$/,
    );

    // 40 ms → 54 ms: past the ratio and the must-catch level, but the whole change is under the 50 ms floor.
    const small = spread(40, 0.02, 30);
    const floor = evaluateGate(
      [cell({ values: { ttftMs: small } })],
      [cell({ values: { ttftMs: scaled(small, 1.3 * Math.exp(0.03)) } })],
      only('ttftMs:p50'),
    );
    expect(explainComparison(cellOf(floor, 'ttftMs', 'p50'))).toMatch(
      /^\+34% \(.*\), \+1\d\.\d+ ms: at worst \+1\d\.\d+ ms, within the \+50\.0 ms floor$/,
    );
  });

  it("writes a change on the shift scale with its bounds and the margin in the metric's unit", () => {
    const idr = spread(0.97, 0.005, 20);
    const outcome = evaluateGate([cell({ values: { idr } })], [cell({ values: { idr: new Array<number>(20).fill(0) } })], only('idr:p50'));
    // A drop of 0.97 × (1 − 1/1.25) ≈ 0.19 is the margin.
    expect(explainComparison(cellOf(outcome, 'idr', 'p50'))).toBe('−0.97 (−0.97 to −0.97): beyond the 1/1.25 margin (−0.19)');
    const tps = spread(60, 0.05, 30);
    const slower = evaluateGate(
      [cell({ values: { tokensPerSecond: tps } })],
      [cell({ values: { tokensPerSecond: scaled(tps, 1 / 1.5) } })],
      only('tokensPerSecond:p50'),
    );
    expect(explainComparison(cellOf(slower, 'tokensPerSecond', 'p50'))).toMatch(
      /^−33% \(−3\d% to −3\d%\), −20\.0 tok\/s: beyond the 1\/1\.2 margin$/,
    );
  });

  it('writes shares and rates in pp, against the allowed rise', () => {
    const outcome = evaluateGate(
      [streamed(10), streamed(10, { scenario: 'b' })],
      [buffered(10), buffered(10, { scenario: 'b' })],
      DEFAULT_RULES,
    );
    expect(explainPooled(pooledOf(outcome, 'nonStreamedShare', 'share'))).toBe(
      '0% → 100% (+100 pp, at most +100 pp) over 2 cells: beyond the allowed +10 pp rise (p < 0.0001)',
    );
    expect(explainComparison(cellOf(outcome, 'nonStreamedShare', 'share'))).toMatch(
      /^0% → 100% \(\+100 pp, at most \+100 pp\): beyond the allowed \+10 pp rise \(p < 0\.0001\)$/,
    );
    // 0/30 → 2/30 errors: past the allowance, not shown beyond it.
    const unsure = evaluateGate([cell({ n: 30 })], [cell({ n: 30, errors: 2 })], only());
    expect(explainComparison(cellOf(unsure, 'errorRate', 'rate'))).toMatch(
      /^0% → 7% \(\+6\.7 pp, at most \+\d+ pp\): beyond the allowed \+5 pp rise, but not yet at the level that fails \(p = 0\.\d+\)$/,
    );
  });

  it('says when a primary is still open after its last look, and what would likely decide it only when that is more than it has', () => {
    const noisy = spread(1000, 0.3, 30);
    const outcome = evaluateGate(
      [cell({ values: { ttftMs: noisy } })],
      [cell({ values: { ttftMs: scaled(noisy, 1.3) } })],
      only('ttftMs:p50'),
      { look: 3, looks: 3 },
    );
    const open = pooledOf(outcome, 'ttftMs', 'p50');
    expect(open.verdict).toBe('inconclusive');
    expect(open.samplesToDecide).toBeGreaterThan(30);
    const text = explainPooled(open);
    expect(text).toMatch(
      new RegExp(
        `^\\+30% \\([+−]?\\d+(\\.\\d)?% to \\+\\d+(\\.\\d)?%\\), \\+\\d+ ms over 1 cell: not yet shown beyond the 1\\.2× margin nor inside the 1\\.3× must-catch level; still open after 3 of 3 looks; about ${open.samplesToDecide} requests per cell and side would likely decide$`,
      ),
    );
    // Said once: no other suggestion in the sentence.
    expect(text.match(/would likely decide/g)).toHaveLength(1);
    // A suggestion of no more requests than each cell already has is no advice: left out.
    expect(explainPooled({ ...open, samplesToDecide: 30 })).toBe(text.slice(0, text.indexOf('; about')));
    expect(explainPooled({ ...open, samplesToDecide: 7 })).not.toContain('would likely decide');
    // Before the last look the same rule is only undecided: nothing about looks.
    const early = evaluateGate(
      [cell({ values: { ttftMs: noisy } })],
      [cell({ values: { ttftMs: scaled(noisy, 1.3) } })],
      only('ttftMs:p50'),
      { look: 1, looks: 3 },
    );
    expect(explainPooled(pooledOf(early, 'ttftMs', 'p50'))).toMatch(
      /not yet shown beyond the 1\.2× margin nor inside the 1\.3× must-catch level$/,
    );
  });

  it('names the cells that failed on their own when the pooled test did not', () => {
    const spreadBase = spread(500, 0.2, 40);
    const scenarios = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const outcome = evaluateGate(
      scenarios.map((scenario) => cell({ scenario, values: { ttftMs: spreadBase } })),
      scenarios.map((scenario) => cell({ scenario, values: { ttftMs: scenario === 'j' ? scaled(spreadBase, 2) : spreadBase } })),
      only('ttftMs:p50'),
    );
    expect(explainPooled(pooledOf(outcome, 'ttftMs', 'p50'))).toMatch(
      /^\+\d\.\d% \(.*\), \+\d+\.\d ms over 10 cells: one cell is beyond the 1\.2× margin on its own$/,
    );
  });

  it("tells tails too short to gate, reported with their numbers, and a pooled tail's test", () => {
    const tail = spread(800, 0.4, 30);
    const few = evaluateGate([cell({ values: { ttftMs: tail } })], [cell({ values: { ttftMs: scaled(tail, 4) } })], only('ttftMs:p95'));
    expect(explainComparison(cellOf(few, 'ttftMs', 'p95'))).toMatch(
      /^30 vs 30 requests; a tail needs ≥ 50 per side; reported only: 4\.0× \(.*\), \+4\.\d+ s$/,
    );
    // A critical tail is counted exactly at any size.
    expect(explainPooled(pooledOf(few, 'ttftMs', 'p95'))).toMatch(
      /^\d+ of 30 requests beyond 1\.3× the baseline's p95 \(3% expected at the margin\) over 1 cell: beyond the 1\.3× margin \(p < 0\.0001\)$/,
    );
    const secondary = { ...only('ttftMs:p95'), metrics: only('ttftMs:p95').metrics.map((r) => ({ ...r, role: 'secondary' as const })) };
    const reported = evaluateGate([cell({ values: { ttftMs: tail } })], [cell({ values: { ttftMs: scaled(tail, 4) } })], secondary);
    expect(explainPooled(pooledOf(reported, 'ttftMs', 'p95'))).toBe('no cell has ≥ 50 requests per side, as a tail needs');

    const long = spread(800, 0.4, 300);
    const worse = evaluateGate(
      [cell({ values: { ttftMs: long } })],
      [cell({ values: { ttftMs: long.map((v) => (v > 800 ? 800 * (v / 800) ** 2.5 : v)) } })],
      only('ttftMs:p95'),
    );
    expect(explainPooled(pooledOf(worse, 'ttftMs', 'p95'))).toMatch(
      /^\d\.\d× \(.*\) over 1 cell: beyond the 1\.3× margin \(p < 0\.0001\)$/,
    );

    const exceedance = { ...only('ttftMs:p95'), tailTest: 'exceedance' as const };
    const short = spread(800, 0.4, 100);
    const untestable = evaluateGate([cell({ values: { ttftMs: short } })], [cell({ values: { ttftMs: scaled(short, 3) } })], exceedance);
    expect(explainPooled(pooledOf(untestable, 'ttftMs', 'p95'))).toMatch(
      // Not bounded inside its margin, the critical tail holds its endpoint open: inconclusive at the only look.
      /^too few baseline requests for a p95 bound \(about \d+ per cell needed\): 0 of 1 cells shown inside the 1\.6× must-catch level; still open after its only look$/,
    );
  });

  it('words an assertion pass rate against its allowed drop', () => {
    const out = evaluateConformanceGate(
      data([], [tally('gw', 'answer-exact', 30, 30)]),
      data([], [tally('gw', 'answer-exact', 15, 30)]),
      DEFAULT_RULES,
    );
    expect(explainComparison(out.assertions[0]!)).toMatch(
      /^100% → 50% \(−50 pp\) on 30 requests: beyond the allowed −10 pp drop \(p < 0\.0001\)$/,
    );
    const few = evaluateConformanceGate(
      data([], [tally('gw', 'answer-exact', 3, 3)]),
      data([], [tally('gw', 'answer-exact', 1, 3)]),
      DEFAULT_RULES,
    );
    expect(explainComparison(few.assertions[0]!)).toBe(
      '100% → 33% (−67 pp) on 3 requests: beyond the allowed −10 pp drop, but not significant (p = 0.2)',
    );
  });

  it("words a probe variant's change with its extra cost", () => {
    const base = data([record('gw', 'control', 'control'), record('gw', 'enable_thinking=false', 'honoured')]);
    const now = data([
      record('gw', 'control', 'control'),
      record('gw', 'enable_thinking=false', 'ignored'),
      record('gw', 'reasoning_effort=none', 'honoured'),
    ]);
    const [ignored, added] = evaluateConformanceGate(base, now, DEFAULT_RULES).probes;
    expect(explainVariantChange(ignored!)).toBe('was honoured, now ignored: +48 reasoning tokens, +800 ms to the last token per request');
    expect(explainVariantChange(added!)).toBe('honoured (not in the baseline)');
  });
});

describe('explainWarning and explainNotGated', () => {
  it('words unmatched and repeated cells one by one', () => {
    const values = { ttftMs: spread(500, 0.2, 20) };
    const outcome = evaluateGate(
      [cell({ scenario: 'chat', values }), cell({ scenario: 'gone', values })],
      [cell({ scenario: 'chat', values }), cell({ scenario: 'new', values }), cell({ scenario: 'new', values })],
      only('ttftMs:p50'),
    );
    expect(outcome.warnings.map(explainWarning)).toEqual([
      'api/new/cold: more than one candidate cell, only the first is compared',
      'api/new/cold: no baseline cell, not compared (new scenario, endpoint or cache state?)',
      'api/gone/cold: in the baseline but not measured now, not compared',
    ]);
  });

  it('groups what was not gated into one line per metric and cause over all cells', () => {
    // Two endpoints × three scenarios of 20, 30 and 40 requests: no cell's bootstrap gates a tail (50 per side needed),
    // the critical TTFT p95 is tested by its exact count instead (so not listed), and the buffered endpoint has no
    // decode speed to compare.
    const sizes = { short: 20, mid: 30, long: 40 } as const;
    const baseline = ['clean', 'buffered'].flatMap((endpoint) =>
      Object.entries(sizes).map(([scenario, n]) => streamed(n, { endpoint, scenario })),
    );
    const candidate = [
      ...Object.entries(sizes).map(([scenario, n]) => streamed(n, { endpoint: 'clean', scenario })),
      ...Object.entries(sizes).map(([scenario, n]) => buffered(n, { endpoint: 'buffered', scenario })),
    ];
    const outcome = evaluateGate(baseline, candidate, DEFAULT_RULES);
    // One warning per cell and rule in the outcome; a few lines for the reviewer.
    expect(outcome.warnings.filter((w) => w.kind === 'not-gated')).toHaveLength(6 + 3);
    expect(explainNotGated(outcome.warnings)).toEqual([
      'longest stall p95: not gated in 6 cells (a tail needs ≥ 50 requests per side; 20–40 here)',
      'tok/s p50: not gated in 3 cells of buffered (no candidate request measured it)',
    ]);
    // A single cell is named, with both sides' counts.
    const one = evaluateGate([streamed(30)], [streamed(30)], only('maxGapMs:p95'));
    expect(explainNotGated(one.warnings)).toEqual([
      'longest stall p95: not gated in api · chat · cold (a tail needs ≥ 50 requests per side; 30 vs 30 here)',
    ]);
  });

  it('lists the other warnings first, then the grouped lines', () => {
    const outcome = evaluateGate([streamed(30), streamed(30, { scenario: 'gone' })], [streamed(30)], only('maxGapMs:p95'));
    expect(explainWarnings(outcome.warnings)).toEqual([
      'api/gone/cold: in the baseline but not measured now, not compared',
      'longest stall p95: not gated in api · chat · cold (a tail needs ≥ 50 requests per side; 30 vs 30 here)',
    ]);
  });
});
