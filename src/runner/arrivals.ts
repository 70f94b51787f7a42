import { createRng, normal } from '../stats/index.js';

/** Open-loop start offsets (ms from the start of the measured phase) for Poisson arrivals at `ratePerSecond`. */
export function poissonOffsetsMs(count: number, ratePerSecond: number, seed: number): number[] {
  const rng = createRng(seed ^ 0x5eed);
  const meanGapMs = 1000 / ratePerSecond;
  const offsets: number[] = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    offsets.push(t);
    // Inverse-CDF draw; 1 - u keeps the log argument in (0, 1].
    t += -Math.log(1 - rng()) * meanGapMs;
  }
  return offsets;
}

/**
 * Gamma-distributed gaps with shape `burstiness` and mean 1/rate, as vLLM's `bench serve --burstiness`: 1 gives the
 * same exponential gaps as Poisson arrivals, below 1 bunches requests into bursts (the gaps' coefficient of variation is
 * 1/√burstiness), above 1 spaces them more evenly. The mean rate is the same whatever the shape.
 */
export function gammaOffsetsMs(count: number, ratePerSecond: number, burstiness: number, seed: number): number[] {
  const rng = createRng(seed ^ 0x6a3a);
  const scaleMs = 1000 / ratePerSecond / burstiness;
  const offsets: number[] = [];
  let t = 0;
  for (let i = 0; i < count; i++) {
    offsets.push(t);
    t += gamma(burstiness, rng) * scaleMs;
  }
  return offsets;
}

/** A Gamma(shape, 1) draw: Marsaglia and Tsang's method, boosted for shapes below 1. */
export function gamma(shape: number, rng: () => number): number {
  if (shape < 1) return gamma(shape + 1, rng) * Math.pow(1 - rng(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normal(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - rng();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}
