import { describe, expect, it } from 'vitest';
import { formatMs } from '../../src/report/format.js';
import { renderMarkdownReport, renderSummaryLine } from '../../src/report/markdown.js';
import { bufferedTimeline, cellResult, comparison, gateOutcome, realisticInput, results, streamedTimeline } from './factory.js';
import { count, expectBalancedMarkup, expectWellFormedTables, parseXyCharts } from './markdown-checks.js';

describe('renderMarkdownReport: a realistic run against a baseline', () => {
  const input = realisticInput();
  const md = renderMarkdownReport(input);

  it('matches the reviewed rendering', async () => {
    await expect(md).toMatchFileSnapshot('./__snapshots__/realistic-report.md');
  });

  it('opens with the verdict and the counts', () => {
    expect(md.split('\n')[0]).toBe('**streamgate: FAIL** — 1 failed · 1 inconclusive · 57 passed · 1 not gated');
  });

  it('lists the failure, naming the cell, before any table', () => {
    const failed = md.indexOf('**Failed**');
    const bullet = md.indexOf('- **gateway · essay · cold**, TTFT p50: TTFT p50 is 8.1× the baseline');
    const firstTable = md.indexOf('\n| metric');
    expect(failed).toBeGreaterThan(0);
    expect(bullet).toBeGreaterThan(failed);
    expect(bullet).toBeLessThan(firstTable);
    expect(md).toContain('- **clean · essay · warm**, TTFT p95: TTFT p95 may be up to 34% slower');
    expect(md).toContain('about 120 requests per side would likely decide');
  });

  it('has one table per endpoint × scenario × cache state, with the cell verdict in its heading', () => {
    const headings = md.split('\n').filter((l) => l.startsWith('#### '));
    expect(headings).toHaveLength(12);
    expect(headings).toContain('#### gateway · essay · cold · 40 vs 24 requests — FAIL');
    expect(headings).toContain('#### clean · essay · warm · 40 vs 40 requests — inconclusive');
    expect(headings.filter((h) => h.endsWith('— pass'))).toHaveLength(10);
  });

  it('shows both sides, the change with its bounds and the verdict with its reason in the failing row', () => {
    const section = md.slice(md.indexOf('#### gateway · essay · cold'));
    const ttftRow = section.split('\n').find((l) => l.startsWith('| TTFT |'))!;
    const cells = ttftRow.split(' | ');
    const base = input.baseline!.cells!.find((c) => c.endpoint === 'gateway' && c.scenario === 'essay' && c.cache === 'cold')!;
    const cand = input.candidate.cells.find((c) => c.endpoint === 'gateway' && c.scenario === 'essay' && c.cache === 'cold')!;
    // The baseline file keeps raw values; the report recomputes the median from them.
    expect(cells[1]).toBe(formatMs(median(base.values.ttftMs!)));
    expect(cells[2]).toBe(formatMs(cand.metrics.ttftMs!.p50));
    expect(cells[4]).toBe(formatMs(cand.metrics.ttftMs!.p95));
    expect(ttftRow).toContain('p50 8.1× [7.4×, 8.9×] · +8.60 s');
    expect(ttftRow).toContain('**FAIL** p50 — TTFT p50 is 8.1× the baseline');
    expect(ttftRow).toContain('not gated p95 — tails are gated from 30 requests per side');
    expect(section).toMatch(/\| errors \| 0\/40 \(0\.0%\) \| 1\/24 \(4\.2%\) \|/);
    expect(section).toMatch(/\| delivery \| streamed \| streamed \|/);
  });

  it('draws the median timeline and at most one TTFT chart per scenario, for the cell where TTFT is in question', () => {
    const charts = parseXyCharts(md);
    expect(charts).toHaveLength(2);
    // The essay scenario has a failing and an inconclusive TTFT cell: the failing one gets the chart, under its table.
    expect(charts[0]!.title).toBe('TTFT · gateway · essay · cold');
    expect(md.indexOf('```mermaid', md.indexOf('#### gateway · essay · cold'))).toBeLessThan(md.indexOf('#### gateway · essay · warm'));
    // The median-request timeline follows the tables.
    expect(charts[1]!.lines).toHaveLength(2);
    expect(md.lastIndexOf('```mermaid')).toBeGreaterThan(md.lastIndexOf('\n#### '));
  });

  it('keeps the rest in one <details>: run settings, A/A rate, warnings, percentiles, header stats', () => {
    expect(count(md, '<details>')).toBe(1);
    const details = md.slice(md.indexOf('<details>'), md.indexOf('</details>'));
    expect(details).toContain('| run id | r-7f3a9c |');
    expect(details).toContain('| seed | 42 |');
    expect(details).toContain('| runner | ubuntu-24.04 / node 24 |');
    expect(details).toContain('| A/A false failures | 0 in 20 runs (0.0%) |');
    expect(details).toContain('- gateway · essay · cold: TTFT p95 not gated');
    expect(details).toMatch(/\| header x-envoy-upstream-service-time \| cand \| 40 \|/);
    expect(details).toMatch(/\| gateway overhead \| base \| 40 \|/);
    const cand = input.candidate.cells.find((c) => c.endpoint === 'gateway' && c.scenario === 'essay' && c.cache === 'cold')!;
    expect(details).toContain(`| TTFT | cand | 23 | ${formatMs(cand.metrics.ttftMs!.mean)} | ${formatMs(cand.metrics.ttftMs!.min)} | ${formatMs(cand.metrics.ttftMs!.p50)} |`);
    expect(details).toContain('cand: 24 requests · errors: http&#95;5xx ×1');
  });

  it('is well-formed and within the default budget', () => {
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
    expect(md.length).toBeLessThan(60_000);
    expect(md).not.toContain('Report shortened');
  });
});

describe('renderMarkdownReport: other shapes', () => {
  it('without a baseline says so and shows the measured distribution', () => {
    const input = realisticInput();
    const md = renderMarkdownReport({ ...input, baseline: null, gate: null, medianTimelines: [] });
    expect(md.split('\n')[0]).toBe('**streamgate: measured, no baseline** — 12 cells · 464 requests · 1 errors');
    expect(md).toContain('| metric | p50 | p90 | p95 | p99 | max | n |');
    expect(md).not.toContain('baseline p50');
    expect(md).not.toContain('**Failed**');
    expect(md).not.toContain('```mermaid');
    expect(md).toContain('#### gateway · essay · cold · 24 requests\n');
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
  });

  it('uses a reference endpoint measured in the same run as the baseline side', () => {
    const ref = cellResult({ endpoint: 'ref', scenario: 'essay', cache: 'cold', ttftMs: 1200, tokensPerSecond: 77 });
    const cand = cellResult({ endpoint: 'new', scenario: 'essay', cache: 'cold', ttftMs: 2400, tokensPerSecond: 77, buffered: true });
    const run = results([ref, cand], [
      { name: 'ref', model: 'm', baseUrl: 'https://a.example/v1', reference: true },
      { name: 'new', model: 'm', baseUrl: 'https://b.example/v1', reference: false },
    ]);
    const md = renderMarkdownReport({ title: 'ref-check', candidate: run, baseline: { label: 'reference endpoint ref', results: run }, gate: null });
    const headings = md.split('\n').filter((l) => l.startsWith('#### '));
    expect(headings).toEqual(['#### new · essay · cold · 40 vs 40 requests — not gated']);
    const ttftRow = md.split('\n').find((l) => l.startsWith('| TTFT |'))!;
    expect(ttftRow.split(' | ').slice(1, 3)).toEqual([formatMs(ref.metrics.ttftMs!.p50), formatMs(cand.metrics.ttftMs!.p50)]);
    expect(md).toMatch(/\| delivery \| streamed \| buffered \| +\| +\| non-streamed \+100\.0 pp \|/);
  });

  it('renders a compared cell the candidate no longer has, and an agent turn', () => {
    const turnCell = cellResult({ endpoint: 'e', scenario: 'agent', cache: 'warm', turn: 1, ttftMs: 800, tokensPerSecond: 60 });
    const gone = comparison({ endpoint: 'e', scenario: 'vanished', cache: 'cold' }, { metric: 'ttftMs', statistic: 'p50', verdict: 'fail', reason: 'no candidate requests in this cell', baseline: 900, candidate: null });
    const md = renderMarkdownReport({
      title: 't',
      candidate: results([turnCell], [{ name: 'e', model: 'm', baseUrl: 'https://e.example/v1', reference: false }]),
      baseline: { label: 'b', cells: [] },
      gate: gateOutcome([gone]),
    });
    expect(md).toContain('#### e · agent · turn 2 · warm · 0 vs 40 requests — not gated');
    expect(md).toContain('#### e · vanished · cold · 0 vs 0 requests — FAIL');
    expect(md).toMatch(/\| TTFT \| 900 ms \| – \| – \| – \| p50 – \| \*\*FAIL\*\* p50 — no candidate requests in this cell \|/);
    expectWellFormedTables(md);
  });

  it('warns about a partial run near the top', () => {
    const input = realisticInput();
    input.candidate.run.partial = true;
    const md = renderMarkdownReport(input);
    expect(md.split('\n\n')[1]).toContain('Workload **chat-mix**');
    expect(md.split('\n\n')[2]).toContain('**Partial run:**');
  });

  it('draws a buffered candidate against a streamed baseline', () => {
    const input = realisticInput();
    input.medianTimelines = [
      { label: 'baseline', points: streamedTimeline(1200, 77, 400) },
      { label: 'candidate', points: bufferedTimeline(10_000, 400) },
    ];
    const timeline = parseXyCharts(renderMarkdownReport(input)).find((c) => c.lines.length > 0);
    expect(timeline!.lines[1]!.slice(0, -1).every((v) => v === 0)).toBe(true);
    expect(timeline!.lines[1]!.at(-1)).toBe(400);
  });
});

describe('renderSummaryLine', () => {
  it('is one plain line for logs', () => {
    expect(renderSummaryLine(realisticInput().gate)).toBe('streamgate: FAIL — 1 failed · 1 inconclusive · 57 passed · 1 not gated');
    expect(renderSummaryLine(gateOutcome([]))).toBe('streamgate: PASS — 0 failed · 0 inconclusive · 0 passed');
    expect(renderSummaryLine(null)).toBe('streamgate: measured, no baseline');
  });
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}
