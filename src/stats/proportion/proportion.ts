import { assertOpenUnit } from '../finite.js';
import { normalQuantile } from '../normal.js';

export interface ProportionInterval {
  estimate: number;
  lower: number;
  upper: number;
}

function assertCounts(caller: string, successes: number, trials: number): void {
  if (!(Number.isInteger(trials) && trials >= 1))
    throw new RangeError(`${caller} needs a positive integer number of trials, got ${trials}`);
  if (!(Number.isInteger(successes) && successes >= 0 && successes <= trials)) {
    throw new RangeError(`${caller} successes must be an integer within [0, ${trials}], got ${successes}`);
  }
}

/**
 * Wilson (1927) score interval for a binomial proportion: keeps close to nominal coverage at
 * 0/n and n/n, where the Wald interval collapses to a point (an error rate of 0/50 is not
 * "exactly 0"). Throws a RangeError for zero trials or impossible counts.
 */
export function wilsonInterval(successes: number, trials: number, level = 0.95): ProportionInterval {
  assertCounts('wilsonInterval', successes, trials);
  assertOpenUnit('wilsonInterval level', level);
  const z = normalQuantile(1 - (1 - level) / 2);
  const estimate = successes / trials;
  const zz = z * z;
  const denominator = 1 + zz / trials;
  const centre = (estimate + zz / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((estimate * (1 - estimate)) / trials + zz / (4 * trials * trials))) / denominator;
  return {
    estimate,
    lower: successes === 0 ? 0 : Math.max(0, centre - halfWidth),
    upper: successes === trials ? 1 : Math.min(1, centre + halfWidth),
  };
}

/**
 * Confidence interval for p1 − p2 from two independent binomial samples: Newcombe's (1998)
 * hybrid score method ("method 10"), built from the two Wilson intervals. Used to report rate
 * changes (error rate, buffered share, pass rate) with honest width at small counts.
 */
export function proportionDiffCI(
  successes1: number,
  trials1: number,
  successes2: number,
  trials2: number,
  level = 0.95,
): ProportionInterval {
  const first = wilsonInterval(successes1, trials1, level);
  const second = wilsonInterval(successes2, trials2, level);
  const estimate = first.estimate - second.estimate;
  return {
    estimate,
    lower: estimate - Math.hypot(first.estimate - first.lower, second.upper - second.estimate),
    upper: estimate + Math.hypot(first.upper - first.estimate, second.estimate - second.lower),
  };
}
