import type { LengthDistribution } from '../config/index.js';
import { normal } from '../stats/index.js';

/** One whole token count from the distribution; always at least 1. Consumes two uniforms whatever the type. */
export function drawLength(d: LengthDistribution, rng: () => number): number {
  const u = rng();
  const v = rng();
  switch (d.type) {
    case 'fixed':
      return d.value;
    case 'uniform':
      return d.min + Math.floor(u * (d.max - d.min + 1));
    case 'normal': {
      // `normal` takes its two uniforms from a replay of u and v, so the stream stays aligned.
      const pair = [u, v];
      const z = normal(() => pair.shift()!);
      return Math.min(d.max, Math.max(d.min, Math.max(1, Math.round(d.mean + d.stdev * z))));
    }
    case 'histogram': {
      const total = d.bins.reduce((sum, bin) => sum + bin.weight, 0);
      let target = u * total;
      for (const bin of d.bins) {
        if (target < bin.weight) return bin.tokens;
        target -= bin.weight;
      }
      return d.bins.findLast((bin) => bin.weight > 0)!.tokens;
    }
  }
}
