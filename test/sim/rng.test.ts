import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, exponential, hashString, lognormal, normal } from '../../src/stats/rng.js';

function draws(n: number, f: () => number): number[] {
  return Array.from({ length: n }, f);
}

function mean(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function variance(xs: number[]): number {
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// 100k draws: standard errors are ~0.1-0.3 % of the moments checked, so the bounds below
// (several standard errors wide) only fail on a real defect, and the seed makes them repeatable.
const N = 100_000;

describe('createRng', () => {
  it('repeats exactly for the same seed and differs between seeds', () => {
    const a = draws(1000, createRng(42));
    expect(draws(1000, createRng(42))).toEqual(a);
    const b = draws(1000, createRng(43));
    expect(b.filter((x, i) => x === a[i]).length).toBeLessThan(5);
  });

  it('returns uniforms in [0, 1) with the right mean and variance', () => {
    const xs = draws(N, createRng(7));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
    expect(mean(xs)).toBeCloseTo(0.5, 2);
    expect(variance(xs)).toBeCloseTo(1 / 12, 2);
    // Each decile holds about a tenth of the draws.
    const deciles = new Array<number>(10).fill(0);
    for (const x of xs) deciles[Math.floor(x * 10)]! += 1;
    for (const count of deciles) expect(Math.abs(count / N - 0.1)).toBeLessThan(0.005);
  });

  it('treats seeds modulo 2^32', () => {
    expect(draws(10, createRng(2 ** 32 + 5))).toEqual(draws(10, createRng(5)));
  });
});

describe('deriveSeed', () => {
  it('gives unrelated streams for adjacent stream numbers', () => {
    const first = draws(100, createRng(deriveSeed(1, 1)));
    const second = draws(100, createRng(deriveSeed(1, 2)));
    expect(first).not.toEqual(second);
    // Adjacent derived streams are not shifted copies of each other.
    expect(second.slice(0, 99)).not.toEqual(first.slice(1));
    expect(deriveSeed(1, 2)).toBe(deriveSeed(1, 2));
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(2, 1));
  });
});

describe('hashString', () => {
  it('matches the published FNV-1a 32-bit test vectors', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});

describe('distributions', () => {
  it('normal has mean 0 and variance 1', () => {
    const rng = createRng(11);
    const xs = draws(N, () => normal(rng));
    expect(Math.abs(mean(xs))).toBeLessThan(0.02);
    expect(Math.abs(variance(xs) - 1)).toBeLessThan(0.03);
  });

  it('lognormal is parameterised by its median and is exact for sigma 0', () => {
    const rng = createRng(12);
    const xs = draws(N, () => lognormal(rng, 300, 0.25));
    expect(Math.abs(median(xs) / 300 - 1)).toBeLessThan(0.01);
    // Mean of a lognormal is median * exp(sigma^2 / 2).
    expect(Math.abs(mean(xs) / (300 * Math.exp(0.25 ** 2 / 2)) - 1)).toBeLessThan(0.01);
    expect(xs.every((x) => x > 0)).toBe(true);
    expect(lognormal(createRng(1), 250, 0)).toBe(250);
  });

  it('exponential has the requested mean and is never negative', () => {
    const rng = createRng(13);
    const xs = draws(N, () => exponential(rng, 40));
    expect(Math.abs(mean(xs) / 40 - 1)).toBeLessThan(0.02);
    expect(Math.abs(median(xs) / (40 * Math.LN2) - 1)).toBeLessThan(0.02);
    expect(xs.every((x) => x >= 0 && Number.isFinite(x))).toBe(true);
  });
});
