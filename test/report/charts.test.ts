import { describe, expect, it } from 'vitest';
import { renderPercentileChart, renderTimelineChart } from '../../src/report/charts.js';
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

describe('renderPercentileChart', () => {
  it('puts baseline and candidate bars side by side, coloured by side', () => {
    const md = renderPercentileChart('TTFT', 'gateway · essay · cold', { p50: 1200, p90: 1500, p95: 1600, p99: 1900 }, { p50: 9800, p90: 11000, p95: 11500, p99: 12000 });
    const [chart] = parseXyCharts(md);
    expect(chart!.xAxis).toEqual({ categories: ['base p50', 'cand p50', 'base p90', 'cand p90', 'base p95', 'cand p95', 'base p99', 'cand p99'] });
    expect(chart!.bars).toEqual([
      [1.2, 0, 1.5, 0, 1.6, 0, 1.9, 0],
      [0, 9.8, 0, 11, 0, 11.5, 0, 12],
    ]);
    expect(chart!.yAxis.title).toBe('TTFT (s)');
    expect(chart!.yAxis.max).toBeGreaterThanOrEqual(12);
    expect(chart!.title).toBe('TTFT · gateway · essay · cold');
  });

  it('stays in milliseconds below a second', () => {
    const md = renderPercentileChart('TTFT', 'x', { p50: 120, p90: 150, p95: 160, p99: 190 }, { p50: 130, p90: 160, p95: 170, p99: 200 });
    const [chart] = parseXyCharts(md);
    expect(chart!.yAxis.title).toBe('TTFT (ms)');
    expect(chart!.bars[1]).toEqual([0, 130, 0, 160, 0, 170, 0, 200]);
  });
});
