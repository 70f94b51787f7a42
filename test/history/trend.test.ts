import { describe, expect, it } from 'vitest';
import type { HistorySeries } from '../../src/gate/history-changes.js';
import { renderHistoryTrends, renderTrendChart } from '../../src/report/charts.js';

const series = (n: number, last: number | null): HistorySeries => ({
  endpoint: 'api',
  scenario: 'chat',
  cache: 'cold',
  turn: null,
  metric: 'ttftMs',
  better: 'lower',
  points: [
    ...Array.from({ length: n }, (_, i) => ({ commit: `${i}`.padStart(2, '0').repeat(20), time: '', value: 300 + i })),
    ...(last === null ? [] : [{ commit: null, thisRun: true, time: '', value: last }]),
  ],
});

describe('history trend charts', () => {
  it('draws the last 20 runs and this run as a Mermaid line, commits on the axis', () => {
    const chart = renderTrendChart(series(30, 450))!;
    expect(chart).toContain('TTFT p50 of api chat · cold over the last 21 runs');
    expect(chart).toContain('```mermaid');
    const axis = chart.split('\n').find((l) => l.includes('x-axis'))!;
    expect(axis.startsWith('  x-axis ["1010101", "1111111"')).toBe(true);
    expect(axis.endsWith('"2929292", "this run"]')).toBe(true);
    const line = chart.split('\n').find((l) => l.trim().startsWith('line'))!;
    expect(line.trim()).toBe(`line [${[...Array.from({ length: 20 }, (_, i) => 310 + i), 450].join(', ')}]`);
    expect(chart).toContain('y-axis "TTFT p50 ms" 0 --> 500');
  });

  it('names a recorded run without a commit by its date, never as this run', () => {
    const recorded = series(3, null);
    recorded.points.push({ commit: null, time: '2026-03-04T05:06:07.000Z', value: 310 });
    const axis = renderTrendChart(recorded)!
      .split('\n')
      .find((l) => l.includes('x-axis'))!;
    expect(axis).toBe('  x-axis ["0000000", "0101010", "0202020", "03-04"]');
  });

  it('needs two points, and keeps a report to four charts', () => {
    expect(renderTrendChart(series(1, null))).toBeNull();
    expect(renderHistoryTrends([])).toBe('');
    const section = renderHistoryTrends(Array.from({ length: 6 }, () => series(5, 320)));
    expect(section.startsWith('\n### History trends\n')).toBe(true);
    expect(section.match(/```mermaid/g)).toHaveLength(4);
  });
});
