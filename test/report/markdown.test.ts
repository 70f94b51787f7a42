import { describe, expect, it } from 'vitest';
import { formatMs } from '../../src/report/format.js';
import { headlineText } from '../../src/report/headline.js';
import {
  bufferedTimeline,
  cellResult,
  comparison,
  gateOutcome,
  realisticInput,
  results,
  sequentialInput,
  streamedTimeline,
} from './factory.js';
import { count, expectBalancedMarkup, expectWellFormedTables, parseXyCharts } from './markdown-checks.js';
import { decisionOf, markdownOf } from '../helpers/decided-report.js';

describe('renderMarkdownReport: a realistic run against a baseline', () => {
  const input = realisticInput();
  const md = markdownOf(input);

  it('matches the reviewed rendering', async () => {
    await expect(md).toMatchFileSnapshot('./__snapshots__/realistic-report.md');
  });

  it('opens with the verdict naming the endpoint that failed and the look that decided it', () => {
    expect(md.split('\n')[0]).toBe('**streamgate: FAIL** — 1 of 2 endpoints failed: gateway at look 1 of 3');
  });

  it('gives one finding line per endpoint and cause, then what passed in one line, before anything collapsed', () => {
    const lines = md.split('\n');
    const finding = lines.indexOf('- ❌ **gateway**: TTFT p50 8.1× (7.4× to 8.9×) in essay · cold');
    expect(finding).toBeGreaterThan(0);
    expect(lines.filter((l) => l.startsWith('- ❌') || l.startsWith('- ⚠️'))).toHaveLength(1);
    const passed = lines.findIndex((l) => l.startsWith('**Passed:** clean (look 1 of 3)'));
    expect(passed).toBeGreaterThan(finding);
    expect(passed).toBeLessThan(lines.indexOf('<details>'));
  });

  it('tabulates every compared cell with the primaries on both sides, the tested change and the cell verdict', () => {
    const lines = md.split('\n');
    const header = lines.indexOf('| endpoint | cell | requests | TTFT p50 | tok/s p50 | delivery | errors | verdict |');
    expect(header).toBeGreaterThan(0);
    expect(lines.slice(header + 2, header + 14)).toHaveLength(12);
    expect(lines).toContain(
      '| gateway | essay · cold | 120 vs 24 | 1.17 s → 9.51 s (8.1×) | 78.3 (±0.0%) | streamed | 0 → 1/24 | **FAIL**: latency |',
    );
    // The key is visible, and says which statistic the change in brackets is.
    const key = lines.find((l) => l.startsWith('**Key:**'))!;
    expect(lines.indexOf(key)).toBeLessThan(lines.indexOf('<details>'));
    expect(key).toContain('Hodges–Lehmann');
    expect(key).toContain('inconclusive: still open after the last look');
  });

  it('has one table per endpoint × scenario × cache state, with the cell verdict in its heading', () => {
    const headings = md.split('\n').filter((l) => l.startsWith('#### '));
    expect(headings).toHaveLength(12);
    expect(headings.filter((h) => h.endsWith('— FAIL'))).toEqual(['#### gateway · essay · cold · 120 vs 24 requests — FAIL']);
    // Cell comparisons are never inconclusive; only an endpoint's primary can be, after the last look.
    expect(headings.filter((h) => h.endsWith('— inconclusive'))).toEqual([]);
    const undecided = md
      .slice(md.indexOf('#### clean · essay · warm'))
      .split('\n')
      .find((l) => l.startsWith('| TTFT |'))!;
    // The change and its one interval are in the change column; the verdict column says why, without repeating them.
    expect(undecided).toContain('p95 +15% (−2.0% to +34%)');
    expect(undecided).toContain('undecided p95 — the bound straddles the 1.3× margin');
    expect(undecided.split('(−2.0% to +34%)')).toHaveLength(2);
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
    expect(ttftRow).toContain('p50 8.1× (7.4× to 8.9×) · +8.60 s');
    expect(ttftRow).toContain('**FAIL** p50 — beyond the 1.2× margin');
    expect(ttftRow.split('(7.4× to 8.9×)')).toHaveLength(2);
    expect(ttftRow).toContain('not gated p95 — 120 vs 23 requests; a tail needs ≥ 30 per side');
    expect(section).toMatch(/\| errors \| 0\/120 \(0\.0%\) \| 1\/24 \(4\.2%\) \|/);
    expect(section).toMatch(/\| delivery \| streamed \| streamed \|/);
  });

  it('charts only the finding: the TTFT distribution of the failing endpoint, baseline beside candidate', () => {
    const charts = parseXyCharts(md);
    expect(charts).toHaveLength(1);
    expect(charts[0]!.title).toBe('TTFT · gateway, 6 cells');
    expect(charts[0]!.lines).toHaveLength(2);
    // Inside the collapsed charts section.
    expect(md.indexOf('```mermaid')).toBeGreaterThan(md.indexOf('<summary>Charts'));
  });

  it('collapses the rest: charts, cells in detail, and run settings with the A/A rate, warnings, percentiles, header stats', () => {
    expect(count(md, '<details>')).toBe(3);
    const details = md.slice(md.lastIndexOf('<details>'), md.lastIndexOf('</details>'));
    expect(details).toContain('| run id | r-7f3a9c |');
    expect(details).toContain('| seed | 42 |');
    expect(details).toContain('| runner | ubuntu-24.04 / node 24 |');
    expect(details).toContain('| A/A false failures | 0 in 20 runs (0.0%) |');
    expect(details).toMatch(
      /\| gate \| false-failure budget 1\.0% \(80% to the primaries, spent over the looks by obrien-fleming, up to 3 extra looks while a rule is still open\)/,
    );
    expect(details).toContain('- TTFT p95: not gated in gateway · essay · cold (a tail needs ≥ 30 requests per side; 120 vs 23 here)');
    expect(details).toMatch(/\| header x-envoy-upstream-service-time \| candidate \| 40 \|/);
    expect(details).toMatch(/\| gateway overhead \| baseline \| 120 \|/);
    const cand = input.candidate.cells.find((c) => c.endpoint === 'gateway' && c.scenario === 'essay' && c.cache === 'cold')!;
    expect(details).toContain(
      `| TTFT | candidate | 23 | ${formatMs(cand.metrics.ttftMs!.mean)} | ${formatMs(cand.metrics.ttftMs!.min)} | ${formatMs(cand.metrics.ttftMs!.p50)} |`,
    );
    expect(details).toContain('candidate: 24 requests · errors: http&#95;5xx ×1');
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
    const md = markdownOf({ ...input, baseline: null, gate: null });
    expect(md.split('\n')[0]).toBe('**streamgate: measured, no baseline** — 12 cells · 464 requests · 1 error');
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
    const run = results(
      [ref, cand],
      [
        { name: 'ref', model: 'm', baseUrl: 'https://a.example/v1', reference: true },
        { name: 'new', model: 'm', baseUrl: 'https://b.example/v1', reference: false },
      ],
    );
    const md = markdownOf({
      title: 'ref-check',
      candidate: run,
      baseline: { label: 'reference endpoint ref', results: run },
      gate: null,
    });
    const headings = md.split('\n').filter((l) => l.startsWith('#### '));
    expect(headings).toEqual(['#### new · essay · cold · 40 vs 40 requests — not gated']);
    const ttftRow = md.split('\n').find((l) => l.startsWith('| TTFT |'))!;
    expect(ttftRow.split(' | ').slice(1, 3)).toEqual([formatMs(ref.metrics.ttftMs!.p50), formatMs(cand.metrics.ttftMs!.p50)]);
    expect(md).toMatch(/\| delivery \| streamed \| buffered \| +\| +\| non-streamed \+100 pp \|/);
  });

  it('renders a compared cell the candidate no longer has, and an agent turn', () => {
    const turnCell = cellResult({ endpoint: 'e', scenario: 'agent', cache: 'warm', turn: 1, ttftMs: 800, tokensPerSecond: 60 });
    const gone = comparison(
      { endpoint: 'e', scenario: 'vanished', cache: 'cold' },
      { metric: 'ttftMs', statistic: 'p50', verdict: 'fail', baseline: 900, candidate: null },
    );
    const md = markdownOf({
      title: 't',
      candidate: results([turnCell], [{ name: 'e', model: 'm', baseUrl: 'https://e.example/v1', reference: false }]),
      baseline: { label: 'b', cells: [] },
      gate: gateOutcome([gone]),
    });
    expect(md).toContain('#### e · agent · turn 2 · warm · 0 vs 40 requests — not gated');
    expect(md).toContain('#### e · vanished · cold · 0 vs 0 requests — FAIL');
    expect(md).toMatch(/\| TTFT \| 900 ms \| – \| – \| – \| p50 – \| \*\*FAIL\*\* p50 — beyond the 1\.2× margin \|/);
    expectWellFormedTables(md);
  });

  it('warns about a partial run near the top', () => {
    const input = realisticInput();
    input.candidate.run.partial = true;
    const md = markdownOf(input);
    expect(md.split('\n\n')[1]).toContain('Workload **chat-mix**');
    expect(md.split('\n\n')[2]).toContain('**Partial run:**');
  });

  it('draws the median request of a buffered cell beside the same cell streamed', () => {
    const input = realisticInput();
    const cell = input.candidate.cells.find((c) => c.endpoint === 'gateway' && c.scenario === 'essay' && c.cache === 'cold')!;
    cell.classes = { streamed: 0, coalesced: 0, buffered: cell.n, undefined: 0 };
    cell.timeline = bufferedTimeline(10_000, 400);
    const base = input.baseline!.cells!.find((c) => c.endpoint === 'gateway' && c.scenario === 'essay' && c.cache === 'cold')!;
    base.timeline = streamedTimeline(1200, 77, 400);
    const failing = comparison(
      { endpoint: 'gateway', scenario: 'essay', cache: 'cold' },
      { metric: 'nonStreamedShare', statistic: 'share', verdict: 'fail', baseline: 0, candidate: 1, change: [1, 0.9, 1] },
    );
    const md = markdownOf({ ...input, gate: { ...input.gate!, comparisons: [...input.gate!.comparisons, failing] } });
    expect(md).toContain('the stream is held and flushed at the end in 1 of 6 cells');
    const timeline = parseXyCharts(md).find((c) => c.title.startsWith('Median request'))!;
    expect(timeline.lines[1]!.slice(0, -1).every((v) => v === 0)).toBe(true);
    expect(timeline.lines[1]!.at(-1)).toBe(400);
    expect(timeline.lines[0]!.some((v) => v > 0 && v < 400)).toBe(true);
  });
});

describe('renderMarkdownReport: a sequential run, endpoints decided at different looks', () => {
  const md = markdownOf(sequentialInput());
  const lines = md.split('\n');

  it('matches the reviewed rendering (a buffered endpoint, one that passed, one still open)', async () => {
    await expect(md).toMatchFileSnapshot('./__snapshots__/sequential-report.md');
  });

  it('keeps what a reviewer reads first short: at most 40 lines outside the collapsed sections', () => {
    const outside = md.replace(/<details>[\s\S]*?<\/details>/g, '<details>…</details>').split('\n');
    expect(outside.length).toBeLessThanOrEqual(40);
    expect(outside.filter((l) => l === '<details>…</details>')).toHaveLength(3);
  });

  it('names the failed endpoint with its look and the one still open after the last look', () => {
    expect(lines[0]).toBe(
      '**streamgate: FAIL** — 1 of 3 endpoints failed: buffered at look 1 of 3; drifting still open after 3 of 3 looks on TTFT p50 (does not fail the check)',
    );
    expectWellFormedTables(md);
    expectBalancedMarkup(md);
  });

  it('gives one line per endpoint and cause: the failure first, then what is open, then what passed', () => {
    const findings = lines.filter((l) => /^- (❌|⚠️)/.test(l));
    expect(findings).toEqual([
      // IDR spelled out at its first mention; TTFT moved by 1 % in both cells, within its bounds: not listed either way.
      '- ❌ **buffered**: the stream is held and flushed at the end in 2 of 2 cells — IDR (incremental delivery ratio: 0 = all at once, 1 = evenly streamed) 0.00 vs 0.97',
      '- ⚠️ **drifting** (inconclusive): TTFT p50 +17% (+12% to +23%) over 2 cells — still open after 3 of 3 looks',
    ]);
    expect(lines).toContain(
      '**Passed:** steady (look 2 of 3): TTFT p50 at most +6.1% (would have caught +27%) · tok/s p50 at most 5.0% lower (would have caught 21% lower) · errors at most +4 points (would have caught +14) · non-streamed share at most +5 points (would have caught +15)',
    );
    expect(lines).toContain(
      '| drifting | hello · cold | 60 vs 60 | 340 ms → 398 ms (+17%) | 71.2 (±0.0%) | streamed | 0 | **inconclusive** |',
    );
    // The cells' own undecided comparisons are in the collapsed cell tables only.
    expect(md.indexOf('undecided p50 — ')).toBeGreaterThan(md.indexOf('<summary>Cells in detail'));
  });

  it('states a lone passed endpoint\'s resolution once, in the first line, with no "Passed" line repeating it', () => {
    const pass = markdownOf(sequentialInput(['steady']));
    expect(pass.split('\n')[0]).toMatch(/^\*\*streamgate: PASS\*\* — steady at look 2 of 3 passed: TTFT p50 at most \+6\.1%/);
    expect(pass).not.toContain('**Passed:**');
    expect(pass.split('would have caught +27%').length - 1).toBe(1);
  });

  it('is inconclusive when nothing failed and a primary is still open after the last look', () => {
    const open = markdownOf(sequentialInput(['steady', 'drifting']));
    expect(open.split('\n')[0]).toBe(
      '**streamgate: INCONCLUSIVE** — drifting still open after 3 of 3 looks on TTFT p50 (does not fail the check)',
    );
    expect(open).not.toContain('- ❌');
  });

  it('passes when every endpoint passed, whatever look it passed at', () => {
    const passed = markdownOf(sequentialInput(['steady']));
    // The headline states what the pass could have caught (docs/design/gate.md §2).
    expect(passed.split('\n')[0]).toBe(
      '**streamgate: PASS** — steady at look 2 of 3 passed: TTFT p50 at most +6.1% (would have caught +27%) · tok/s p50 at most 5.0% lower (would have caught 21% lower) · errors at most +4 points (would have caught +14) · non-streamed share at most +5 points (would have caught +15)',
    );
  });

  it('says UNDECIDED for a run cut short between looks, with the endpoint still open', () => {
    const input = sequentialInput(['drifting']);
    const cut = gateOutcome(input.gate!.comparisons, [], { looks: 3, decidedAt: { drifting: 2 } });
    expect(cut.verdict).toBe('undecided');
    const text = markdownOf({ ...input, gate: cut });
    expect(text.split('\n')[0]).toBe('**streamgate: UNDECIDED** — drifting still open at look 2 of 3');
    expect(text).toContain('| drifting | hello · cold | 60 vs 60 | 340 ms → 398 ms (+17%) | 71.2 (±0.0%) | streamed | 0 | undecided |');
  });
});

describe('the headline text (the log line and verdict.json reason)', () => {
  it('is one plain line, from the decision', () => {
    const r = realisticInput();
    expect(headlineText(decisionOf(r), 'unjudged')).toBe('1 of 2 endpoints failed: gateway at look 1 of 3');
    expect(headlineText(decisionOf({ ...r, gate: gateOutcome([]) }), 'unjudged')).toBe(
      'nothing was compared: no cell of this run matched one on the comparison side',
    );
    expect(headlineText(decisionOf({ ...r, gate: null, baseline: null }), 'unjudged')).toBe('unjudged');
  });
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = (sorted.length - 1) / 2;
  return (sorted[Math.floor(mid)]! + sorted[Math.ceil(mid)]!) / 2;
}
