import { createRng } from '../stats/rng.js';

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
