/**
 * `expect.minPassRate`: the least share of checked requests each declared assertion must pass. Response checks
 * default to every request (one failure breaks them); answers, which a model may get wrong now and then, to 90 %.
 */
import type { ExpectationKey } from '../types.js';

export const DEFAULT_MIN_PASS_RATE: Readonly<Record<ExpectationKey, number>> = Object.freeze({
  reasoning: 1,
  withinMaxTokens: 1,
  stopHonoured: 1,
  nonEmpty: 1,
  json: 1,
  jsonSchema: 1,
  usage: 1,
  answer: 0.9,
});

/** `expect.minPassRate` as written: one share for every assertion, or a share per `expect` key. */
export type MinPassRateFile = number | Partial<Record<ExpectationKey, number>>;

export function resolveMinPassRate(file: MinPassRateFile | undefined): Record<ExpectationKey, number> {
  if (typeof file === 'number') {
    return Object.fromEntries(Object.keys(DEFAULT_MIN_PASS_RATE).map((k) => [k, file])) as Record<ExpectationKey, number>;
  }
  return { ...DEFAULT_MIN_PASS_RATE, ...(file ?? {}) };
}
