import { describe, expect, it } from 'vitest';
import type { CacheState } from '../../src/vocabulary/cell.js';
import type { Comparison } from '../../src/gate/types.js';
import type { CellResult } from '../../src/results/types.js';
import {
  bufferedTimeline,
  cellData,
  cellResult,
  comparison,
  gateOutcome,
  passingComparisons,
  results,
  streamedTimeline,
} from './factory.js';
import { count, expectBalancedMarkup, expectWellFormedTables } from './markdown-checks.js';
import { markdownOf, type ReportParts } from '../helpers/decided-report.js';

const FAILING = new Set(['ep1/s03/cold', 'ep2/s11/warm', 'ep3/s20/cold']);
/** ep0's TTFT p50 is undecided in these cells, and over its cells: the endpoint is inconclusive. */
const UNDECIDED = new Set(['ep0/s05/warm', 'ep0/s25/cold']);

/**
 * 4 endpoints × 30 scenarios × cold/warm = 240 cells in one look. Three cells (of ep1, ep2, ep3) fail: buffered and 6×
 * slower, so TTFT p50, TTFT p95 and the non-streamed share fail in the cell and over its endpoint. ep0 is inconclusive:
 * its TTFT p50 is undecided in two cells and over its cells.
 */
function hugeInput(): ReportParts {
  const base: CellResult[] = [];
  const cand: CellResult[] = [];
  const comparisons: Comparison[] = [];
  for (let e = 0; e < 4; e++) {
    for (let s = 0; s < 30; s++) {
      for (const cache of ['cold', 'warm'] as CacheState[]) {
        const spec = {
          endpoint: `ep${e}`,
          scenario: `s${String(s).padStart(2, '0')}`,
          cache,
          ttftMs: 300 + 20 * s + (cache === 'cold' ? 400 : 0),
          tokensPerSecond: 60 + e,
          headers: { 'x-envoy-upstream-service-time': 250 + s },
        };
        const id = `${spec.endpoint}/${spec.scenario}/${cache}`;
        const b = cellResult(spec);
        const c = cellResult({
          ...spec,
          ttftMs: FAILING.has(id) ? spec.ttftMs * 6 : UNDECIDED.has(id) ? spec.ttftMs * 1.17 : spec.ttftMs * 1.01,
          buffered: FAILING.has(id),
        });
        if (FAILING.has(id)) {
          b.timeline = streamedTimeline(700, 60, 300);
          c.timeline = bufferedTimeline(4200, 300);
        }
        base.push(b);
        cand.push(c);
        const list = passingComparisons(b, c);
        if (FAILING.has(id)) {
          list[0] = comparison(c, {
            metric: 'ttftMs',
            statistic: 'p50',
            verdict: 'fail',
            baseline: b.metrics.ttftMs!.p50,
            candidate: c.metrics.ttftMs!.p50,
            ratio: [6, 5.5, 6.5],
            change: [3000, 2800, 3200],
          });
          list[1] = comparison(c, {
            metric: 'ttftMs',
            statistic: 'p95',
            verdict: 'fail',
            baseline: b.metrics.ttftMs!.p95,
            candidate: c.metrics.ttftMs!.p95,
            ratio: [6, 5.2, 6.9],
          });
          list[3] = comparison(c, {
            metric: 'nonStreamedShare',
            statistic: 'share',
            verdict: 'fail',
            baseline: 0,
            candidate: 1,
            change: [1, 0.9, 1],
          });
        }
        if (UNDECIDED.has(id)) {
          list[0] = comparison(c, {
            metric: 'ttftMs',
            statistic: 'p50',
            verdict: 'undecided',
            baseline: b.metrics.ttftMs!.p50,
            candidate: c.metrics.ttftMs!.p50,
            ratio: [1.17, 1.05, 1.31],
          });
        }
        comparisons.push(...list);
      }
    }
  }
  return {
    title: 'big',
    candidate: results(
      cand,
      [0, 1, 2, 3].map((e) => ({ name: `ep${e}`, model: 'm', baseUrl: `https://ep${e}.example/v1`, reference: false })),
    ),
    baseline: {
      label: 'baselines/big.json',
      cells: base.map((b) => ({ ...cellData(b), ...(b.timeline ? { timeline: b.timeline } : {}) })),
    },
    gate: gateOutcome(comparisons, [{ kind: 'unmatched-cell', cell: 'ep9/s00/cold', endpoint: 'ep9', side: 'baseline' }], {
      pooled: [{ endpoint: 'ep0', metric: 'ttftMs', statistic: 'p50', ratio: [1.17, 1.05, 1.31], change: [120, 35, 210] }],
    }),
    links: { summary: 'https://github.com/o/r/actions/runs/9', artifact: 'https://github.com/o/r/actions/runs/9/artifacts/1' },
  };
}

interface Shape {
  tables: string[];
  charts: number;
  details: boolean;
  detailsParts: number;
  shortened: boolean;
}

function shape(md: string): Shape {
  return {
    tables: md.split('\n').filter((l) => l.startsWith('#### ')),
    charts: count(md, '```mermaid'),
    details: md.includes('<summary>Details'),
    detailsParts: count(md, '\n| metric | side |'),
    shortened: md.includes('**Report shortened**'),
  };
}

const FINDINGS = [
  '- ❌ **ep1**: the stream is held and flushed at the end in 1 of 60 cells',
  '- ❌ **ep2**: the stream is held and flushed at the end in 1 of 60 cells',
  '- ❌ **ep3**: the stream is held and flushed at the end in 1 of 60 cells',
  '- ⚠️ **ep0** (inconclusive): TTFT p50 +17% (+5.0% to +31%) over 60 cells — still open after 1 of 1 look',
];

describe('renderMarkdownReport truncation', () => {
  const input = hugeInput();
  const full = markdownOf({ ...input, maxChars: Number.POSITIVE_INFINITY });
  const fullShape = shape(full);

  it('renders everything when there is room', () => {
    expect(fullShape.tables).toHaveLength(240);
    // The TTFT distribution of three endpoints with a finding, and the median request of a buffered cell.
    expect(fullShape.charts).toBe(3 + 1);
    expect(fullShape.detailsParts).toBe(240);
    expect(fullShape.shortened).toBe(false);
    expect(full.length).toBeGreaterThan(200_000);
  });

  it('fits the default budget, keeps every finding and the primary table, and points to the full report', () => {
    const md = markdownOf(input);
    expect(md.length).toBeLessThanOrEqual(60_000);
    expectBalancedMarkup(md);
    expectWellFormedTables(md);
    const s = shape(md);
    expect(s.shortened).toBe(true);
    expect(s.details).toBe(false);
    expect(s.tables.filter((t) => t.endsWith('— FAIL'))).toHaveLength(3);
    for (const finding of FINDINGS) expect(md).toContain(finding);
    // The primary table shows the failing and open cells first when it has to leave rows out.
    expect(md).toContain('| ep1 | s03 · cold | 40 vs 40 |');
    expect(md).toContain('| … 220 more cells | in the cell details below |');
    expect(md.trimEnd().split('\n').at(-1)).toMatch(
      /^\*\*Report shortened\*\* to fit the comment size limit \(left out: the details, 4 charts, \d+ of 241 tables\)\. The full report is in the \[job summary\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/9\) and the \[results artifact\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/9\/artifacts\/1\)\.$/,
    );
  });

  it('drops details first, then charts, then passing tables, then failing ones', () => {
    const budgets = [full.length - 1, 150_000, 60_000, 40_000, 20_000, 12_000, 8_000, 6_000, 4_500, 3_000, 2_000, 1_000];
    // Headings carry the gate's cell verdict; an open cell is undecided between looks, inconclusive after the last.
    const open = (t: string): boolean => t.endsWith('— undecided') || t.endsWith('— inconclusive');
    expect(fullShape.tables.filter((t) => !t.endsWith('— FAIL') && !t.endsWith('— pass') && !open(t))).toEqual([]);
    expect(fullShape.tables.filter(open).length).toBeGreaterThan(0);
    const rank = (t: string): number => (t.endsWith('— FAIL') ? 2 : open(t) ? 1 : 0);
    for (const maxChars of budgets) {
      const md = markdownOf({ ...input, maxChars });
      const s = shape(md);
      expectBalancedMarkup(md);
      expectWellFormedTables(md);
      expect(s.shortened, `budget ${maxChars}`).toBe(true);
      expect(md.length, `budget ${maxChars}`).toBeLessThanOrEqual(maxChars);
      // Each stage starts only when the previous one is used up.
      if (s.charts < fullShape.charts) expect(s.detailsParts, `budget ${maxChars}`).toBe(0);
      if (s.tables.length < fullShape.tables.length) expect(s.charts, `budget ${maxChars}`).toBe(0);
      const droppedRanks = fullShape.tables.filter((t) => !s.tables.includes(t)).map(rank);
      const keptRanks = s.tables.map(rank);
      if (droppedRanks.length > 0) expect(Math.min(...keptRanks, 3)).toBeGreaterThanOrEqual(Math.max(...droppedRanks));
      expect(s.tables).toEqual(fullShape.tables.filter((t) => s.tables.includes(t)));
    }
  });

  it('shrinks the details part by part before removing them', () => {
    const md = markdownOf({ ...input, maxChars: full.length - 5_000 });
    const s = shape(md);
    expect(s.details).toBe(true);
    expect(s.detailsParts).toBeGreaterThan(0);
    expect(s.detailsParts).toBeLessThan(240);
    expect(s.tables).toHaveLength(240);
    expect(md).toContain('left out: part of the details)');
  });

  it('keeps the verdict line, the context and the key even when nothing else fits', () => {
    const md = markdownOf({ ...input, maxChars: 100 });
    expect(md.split('\n')[0]).toBe(
      '**streamgate: FAIL** — 3 of 4 endpoints failed: ep1, ep2 and ep3; ep0 still open after 1 of 1 look on TTFT p50 (does not fail the check)',
    );
    expect(md).toContain('**Key:**');
    expect(md.trimEnd().split('\n').at(-1)).toMatch(/^\*\*Report shortened\*\*.*241 of 241 tables, 10 findings\)/);
    expect(md).not.toContain('\n- ');
    expect(md).not.toContain('<details>');
    expectBalancedMarkup(md);
  });

  it('names the job summary and artifact in words when no links are given', () => {
    const md = markdownOf({ ...input, links: undefined });
    expect(md.trimEnd().split('\n').at(-1)).toContain("The full report is in this run's job summary and its results artifact.");
  });
});
