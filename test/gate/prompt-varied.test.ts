import { describe, expect, it } from 'vitest';
import { promptCheck } from '../../src/gate/prompt/integrity.js';
import type { CellData } from '../../src/gate/types.js';
import { createRng, deriveSeed } from '../../src/stats/index.js';
import { cell } from './cells.js';

// Cells whose prompts differ from request to request (a dataset, a trace, a length distribution): both sides send
// the same prompts, in another order, with their own failed requests, or (a baseline) more draws than the run has.
// Lengths as a ShareGPT sample has them: 20 to about 2,000 tokens, most short.
function prompts(n: number, seed: number): number[] {
  const rng = createRng(deriveSeed(7, seed));
  return Array.from({ length: n }, () => Math.round(20 * Math.exp(4.6 * rng() ** 1.5)));
}

function shuffled(values: readonly number[], seed: number): number[] {
  const rng = createRng(seed);
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const side = (counts: number[], n = counts.length): CellData => cell({ n, errors: n - counts.length, values: { promptTokens: counts } });
const check = (baseline: CellData, candidate: CellData) => promptCheck({ baseline, candidate } as never, 1)!;

describe('prompt integrity over prompts that vary', () => {
  it('passes the same prompts in another order, over many draws', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const sent = prompts(30, seed);
      expect(check(side(sent), side(shuffled(sent, seed))).verdict).toBe('pass');
    }
  });

  it('passes when each side lost other requests, and a run against a baseline of more draws', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const sent = prompts(30, seed);
      const order = shuffled(sent, seed);
      // Three failed requests on each side, not the same ones: counts for 27 of the 30 prompts on each.
      expect(check(side(order.slice(3), 30), side(order.slice(0, 27), 30)).verdict).toBe('pass');
      // A baseline of 90 draws (three runs of the same 30 prompts); the run's first 10 and all 30.
      const baseline = side([...sent, ...sent, ...sent]);
      expect(check(baseline, side(sent.slice(0, 10))).verdict).toBe('pass');
      expect(check(baseline, side(order)).verdict).toBe('pass');
      // A run that drew past the baseline (extra looks): 20 prompts the baseline never saw, the shortest of them.
      expect(check(side(sent), side([...order, ...Array.from({ length: 20 }, () => 20)])).verdict).toBe('pass');
    }
  });

  it('fails a server that cuts long prompts to its context, and names what it read', () => {
    const sent = [...prompts(30, 3), 1500, 1800, 2000];
    const cut = shuffled(sent, 3).map((v) => Math.min(v, 512));
    const result = check(side(sent), side(cut));
    expect(result.verdict).toBe('fail');
    expect(result.evidence).toMatchObject({ kind: 'prompt', source: 'comparison', read: 512, finding: 'beyond' });
    const evidence = result.evidence as { short: number; expected: number };
    // Every prompt cut by more than the tolerance, and only those.
    expect(evidence.short).toBe(sent.filter((v) => 512 < v - Math.max(0.1 * v, 32)).length);
    expect(evidence.expected).toBeGreaterThan(1000);
  });
});
