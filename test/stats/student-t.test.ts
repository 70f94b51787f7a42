import { describe, expect, it } from 'vitest';
import { tQuantile, tUpperTail } from '../../src/stats/index.js';

describe("Student's t", () => {
  it('has the tabled quantiles', () => {
    // Two-sided 95 % critical values from any t table.
    expect(tQuantile(0.975, 1)).toBeCloseTo(12.706, 3);
    expect(tQuantile(0.975, 4)).toBeCloseTo(2.776, 3);
    expect(tQuantile(0.975, 9)).toBeCloseTo(2.262, 3);
    expect(tQuantile(0.995, 20)).toBeCloseTo(2.845, 3);
    expect(tQuantile(0.025, 4)).toBeCloseTo(-2.776, 3);
  });

  it('tends to the normal with many degrees of freedom, and its tail is the quantile inverted', () => {
    expect(tQuantile(0.975, 1e6)).toBeCloseTo(1.96, 3);
    for (const df of [1, 3, 10, 50]) expect(tUpperTail(tQuantile(0.9, df), df)).toBeCloseTo(0.1, 10);
    expect(tUpperTail(0, 5)).toBeCloseTo(0.5, 12);
    expect(tUpperTail(-2, 10)).toBeCloseTo(1 - tUpperTail(2, 10), 12);
  });
});
