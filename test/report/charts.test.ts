import { describe, expect, it } from 'vitest';
import { renderDistributionChart, renderTimelineChart } from '../../src/report/charts.js';
import { bufferedTimeline, streamedTimeline } from './factory.js';
import { expectBalancedMarkup, parseXyCharts } from './markdown-checks.js';

describe('renderTimelineChart', () => {
  const streamed = { label: 'baseline', points: streamedTimeline(1200, 77, 400) };
  const buffered = { label: 'candidate', points: bufferedTimeline(10_000, 400) };

  it('draws a buffered response as a flat line and one vertical jump, a streamed one as a ramp', () => {
    const md = renderTimelineChart([streamed, buffered], 'Median request')!;
    expectBalancedMarkup(md);
    const [chart] = parseXyCharts(md);
    expect(chart).toBeDefined();
    expect(chart!.xAxis).toEqual({ title: 'time (s)', min: 0, max: 10 });
    expect(chart!.yAxis.max).toBeGreaterThanOrEqual(400);
    expect(chart!.lines).toHaveLength(2);
    const [base, cand] = chart!.lines as [number[], number[]];
    expect(base).toHaveLength(cand.length);

    // Buffered: zero at every grid point before the flush, everything at the end.
    expect(cand.slice(0, -1).every((v) => v === 0)).toBe(true);
    expect(cand.at(-1)).toBe(400);

    // Streamed: nothing before TTFT (1.2 s), then several intermediate values, finishing at 400.
    const gridStepMs = 10_000 / (base.length - 1);
    base.forEach((v, i) => {
      if (i * gridStepMs < 1200) expect(v).toBe(0);
    });
    expect(new Set(base.filter((v) => v > 0 && v < 400)).size).toBeGreaterThan(5);
    expect(base.at(-1)).toBe(400);
    for (let i = 1; i < base.length; i++) expect(base[i]!).toBeGreaterThanOrEqual(base[i - 1]!);
  });

  it('names the colours of each series in the caption, since xychart has no legend', () => {
    const md = renderTimelineChart([streamed, buffered], 'Median request')!;
    const [chart] = parseXyCharts(md);
    expect(chart!.palette).toHaveLength(2);
    expect(md).toContain('grey = baseline, red = candidate');
  });

  it('sanitises the title and escapes labels', () => {
    const md = renderTimelineChart([{ label: '@bob <b>x</b>', points: streamed.points }], 'a "b" [c]\n```\n# d')!;
    const [chart] = parseXyCharts(md);
    expect(chart!.title).toBe('a b c d');
    expect(md).toContain('@\u200dbob &lt;b&gt;x&lt;/b&gt;');
    expectBalancedMarkup(md);
  });

  it('returns null when there is nothing to draw', () => {
    expect(renderTimelineChart([], 't')).toBeNull();
    expect(renderTimelineChart([{ label: 'x', points: [] }], 't')).toBeNull();
  });
});

describe('renderDistributionChart', () => {
  it('draws both sides over the same percentiles, in seconds from a second on', () => {
    const base = Array.from({ length: 100 }, (_, i) => 1000 + i * 10);
    const cand = base.map((v) => v * 8);
    const md = renderDistributionChart('TTFT', 'gateway, 6 cells', { baseline: 'main', candidate: 'gateway' }, base, cand)!;
    const [chart] = parseXyCharts(md);
    expect(chart!.xAxis).toEqual({ categories: ['p10', 'p25', 'p50', 'p75', 'p90', 'p95', 'p99'] });
    expect(chart!.yAxis.title).toBe('TTFT (s)');
    expect(chart!.lines).toHaveLength(2);
    expect(chart!.lines[1]![2]).toBeCloseTo(chart!.lines[0]![2]! * 8, 1);
    expect(md).toContain('grey = main (100 requests), red = gateway (100 requests)');
    expectBalancedMarkup(md);
  });

  it('draws nothing when a side has no values', () => {
    expect(renderDistributionChart('TTFT', 'x', { baseline: 'a', candidate: 'b' }, [], [1, 2])).toBeNull();
  });
});
