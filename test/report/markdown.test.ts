import { describe, expect, it } from 'vitest';
import { formatMs } from '../../src/report/format.js';
import { renderMarkdownReport, renderSummaryLine } from '../../src/report/markdown.js';
import { bufferedTimeline, cellResult, comparison, gateOutcome, realisticInput, results, sequentialInput, streamedTimeline } from './factory.js';
import { count, expectBalancedMarkup, expectWellFormedTables, parseXyCharts } from './markdown-checks.js';

describe('renderMarkdownReport: a realistic run against a baseline', () => {
  const input = realisticInput();
  const md = renderMarkdownReport(input);

  it('matches the reviewed rendering', async () => {
    await expect(md).toMatchFileSnapshot('./__snapshots__/realistic-report.md');
  });

  it('opens with the verdict and the counts of the pooled comparisons', () => {
    // Five rules per endpoint over its cells: gateway's TTFT p50 fails; clean's TTFT p95 is undecided (a secondary,
    // counted nowhere); the other eight pass. The failing cell's not-gated tail is a cell comparison, not counted.
    expect(md.split('\n')[0]).toBe('**streamgate: FAIL** — 1 failed · 0 inconclusive · 8 passed');
  });

  it('tabulates the endpoints under the verdict line: verdict, the look that decided it, and what did', () => {
    const lines = md.split('\n');
    const header = lines.indexOf('| endpoint | verdict | decided at | by |');
    expect(header).toBeGreaterThan(0);
    expect(header).toBeLessThan(lines.indexOf('**Failed**'));
    expect(lines[header + 2]).toBe('| clean | pass | look 1 of 3, 40 vs 120 requests per cell | every primary inside its margin |');
    // The failing cell has 24 requests, the others 40; the baseline was recorded at the full budget.
    expect(lines[header + 3]).toMatch(/^\| gateway \| \*\*FAIL\*\* \| look 1 of 3, 24–40 vs 120 requests per cell \| TTFT p50\b.* \|$/);
  });

  it('lists the failure over the endpoint, then the cell that failed on its own, before any cell table', () => {
    const failed = md.indexOf('**Failed**');
    const pooled = md.indexOf('- **gateway** (all 6 cells), TTFT p50: TTFT p50 +5.1% (1.02×–1.08×), +32.6 ms over 6 cells; one cell is beyond the 1.2× margin on its own');
    const cell = md.indexOf('- **gateway · essay · cold**, TTFT p50: TTFT p50 +710% (7.4×–8.9×) and +8600 ms, beyond the 1.2× margin');
    const firstTable = md.indexOf('\n| metric');
    expect(failed).toBeGreaterThan(0);
    expect(pooled).toBeGreaterThan(failed);
    expect(cell).toBeGreaterThan(pooled);
    expect(cell).toBeLessThan(firstTable);
    // Nothing is inconclusive: an undecided secondary is shown in its table only.
    expect(md).not.toContain('**Inconclusive**');
    expect(md).not.toContain('- **clean · essay · warm**');
  });

  it('has one table per endpoint × scenario × cache state, with the cell verdict in its heading', () => {
    const headings = md.split('\n').filter((l) => l.startsWith('#### '));
    expect(headings).toHaveLength(12);
    expect(headings.filter((h) => h.endsWith('— FAIL'))).toEqual(['#### gateway · essay · cold · 120 vs 24 requests — FAIL']);
    // Cell comparisons are never inconclusive; only an endpoint's primary can be, after the last look.
    expect(headings.filter((h) => h.endsWith('— inconclusive'))).toEqual([]);
    const undecided = md.slice(md.indexOf('#### clean · essay · warm')).split('\n').find((l) => l.startsWith('| TTFT |'))!;
    expect(undecided).toContain('undecided p95 — TTFT p95 +15% (0.98×–1.34×) and +105 ms: the bound straddles the 1.3× margin');
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
    expect(ttftRow).toContain('**FAIL** p50 — TTFT p50 +710% (7.4×–8.9×) and +8600 ms, beyond the 1.2× margin');
    expect(ttftRow).toContain('not gated p95 — TTFT p95: 120 baseline / 23 candidate samples, a tail needs ≥ 30 per side');
    expect(section).toMatch(/\| errors \| 0\/120 \(0\.0%\) \| 1\/24 \(4\.2%\) \|/);
    expect(section).toMatch(/\| delivery \| streamed \| streamed \|/);
  });

  it('draws the median timeline and at most one TTFT chart per scenario, for the cell where TTFT is in question', () => {
    const charts = parseXyCharts(md);
    expect(charts).toHaveLength(2);
    // The essay scenario has a failing TTFT cell (and an undecided TTFT p95 elsewhere): the failing one gets the chart, under its table.
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
    expect(details).toMatch(/\| gate \| false-failure budget 1\.0% \(80% to the primaries, spent over the looks by obrien-fleming\)/);
    expect(details).toContain('- gateway/essay/cold: not gated: TTFT p95');
    expect(details).toMatch(/\| header x-envoy-upstream-service-time \| cand \| 40 \|/);
    expect(details).toMatch(/\| gateway overhead \| base \| 120 \|/);
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

describe('renderMarkdownReport: a sequential run, endpoints decided at different looks', () => {
  const md = renderMarkdownReport(sequentialInput());
  const lines = md.split('\n');

  it('fails on the failing endpoint and tabulates each endpoint at the look that decided it', () => {
    // 3 endpoints × 5 rules: one failed (buffered's non-streamed share), one inconclusive (drifting's TTFT p50).
    expect(lines[0]).toBe('**streamgate: FAIL** — 1 failed · 1 inconclusive · 13 passed');
    const header = lines.indexOf('| endpoint | verdict | decided at | by |');
    expect(lines.slice(header + 2, header + 5)).toEqual([
      '| buffered | **FAIL** | look 1 of 3, 20 vs 60 requests per cell | non-streamed share |',
      '| steady | pass | look 2 of 3, 40 vs 60 requests per cell | every primary inside its margin |',
      '| drifting | **inconclusive** | look 3 of 3, 60 vs 60 requests per cell | TTFT p50 |',
    ]);
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
  });

  it('lists failures (over the endpoint, then each failing cell), then what is inconclusive after the last look', () => {
    const failed = lines.indexOf('**Failed**');
    const inconclusive = lines.indexOf('**Inconclusive** after the last look (does not fail the check)');
    expect(failed).toBeGreaterThan(0);
    expect(inconclusive).toBeGreaterThan(failed);
    expect(lines.slice(failed + 2, inconclusive - 1)).toEqual([
      '- **buffered** (all 2 cells), non-streamed share: non-streamed share 0% → 100% (+100 points, at most +100 points) over 2 cells, beyond the allowed +10 points (p &lt; 0.0001)',
      '- **buffered · hello · cold**, non-streamed share: non-streamed share 0% → 100% (+100 points), beyond the allowed +10 points (p &lt; 0.0001)',
      '- **buffered · answer · cold**, non-streamed share: non-streamed share 0% → 100% (+100 points), beyond the allowed +10 points (p &lt; 0.0001)',
    ]);
    expect(lines[inconclusive + 2]).toBe(
      '- **drifting** (all 2 cells), TTFT p50: TTFT p50 +17% (1.12×–1.23×), +78.2 ms over 2 cells: the bound straddles the 1.2× margin; still undecided after 3 looks, &#126;150 requests per cell and side would likely decide',
    );
    // Its cells' own TTFT p50 comparisons are undecided, not findings of their own.
    expect(md).not.toMatch(/^- \*\*drifting · /m);
    expect(md).toContain('undecided p50 — TTFT p50 +17% (1.05×–1.31×)');
  });

  it('is inconclusive when nothing failed and a primary is still open after the last look', () => {
    const open = renderMarkdownReport(sequentialInput(['steady', 'drifting']));
    expect(open.split('\n')[0]).toBe('**streamgate: INCONCLUSIVE** — 0 failed · 1 inconclusive · 9 passed');
    expect(open).not.toContain('**Failed**');
    expect(open).toContain('**Inconclusive** after the last look (does not fail the check)');
  });

  it('passes when every endpoint passed, whatever look it passed at', () => {
    const passed = renderMarkdownReport(sequentialInput(['steady']));
    expect(passed.split('\n')[0]).toBe('**streamgate: PASS** — 0 failed · 0 inconclusive · 5 passed');
    expect(passed).toContain('| steady | pass | look 2 of 3, 40 vs 60 requests per cell | every primary inside its margin |');
  });

  it('says UNDECIDED for a run cut short between looks, with the endpoint still open', () => {
    const input = sequentialInput(['drifting']);
    const cut = gateOutcome(input.gate!.comparisons, [], { looks: 3, decidedAt: { drifting: 2 } });
    expect(cut.verdict).toBe('undecided');
    const text = renderMarkdownReport({ ...input, gate: cut });
    expect(text.split('\n')[0]).toBe('**streamgate: UNDECIDED** — 0 failed · 0 inconclusive · 4 passed');
    expect(text).toContain('| drifting | undecided | look 2 of 3, 60 vs 60 requests per cell | TTFT p50 |');
    expect(text).not.toContain('**Inconclusive**');
  });
});

describe('renderSummaryLine', () => {
  it('is one plain line for logs', () => {
    expect(renderSummaryLine(realisticInput().gate)).toBe('streamgate: FAIL — 1 failed · 0 inconclusive · 8 passed');
    expect(renderSummaryLine(gateOutcome([]))).toBe('streamgate: PASS — 0 failed · 0 inconclusive · 0 passed');
    expect(renderSummaryLine(null)).toBe('streamgate: measured, no baseline');
  });
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}
