/**
 * A scenario's `expect:` as contracts: which `expect` key each recorded assertion belongs to, and the least pass rate
 * each must keep (`expect.minPassRate`, defaults in src/config/min-pass-rate.ts).
 */
import type { ExpectationKey, ScenarioConfig } from '../config/types.js';
import type { AssertionName } from './types.js';

/**
 * The `expect` key an assertion enforces. The single answer kinds (`answer-exact`, …) are parts of `answer-correct`
 * (every kind passed), which alone carries the answer's contract, so one wrong answer is not counted twice.
 */
export const CONTRACT_KEY: Readonly<Record<AssertionName, ExpectationKey | null>> = Object.freeze({
  'reasoning-absent': 'reasoning',
  'reasoning-present': 'reasoning',
  'within-max-tokens': 'withinMaxTokens',
  'stop-honoured': 'stopHonoured',
  'non-empty': 'nonEmpty',
  'json-parses': 'json',
  'json-schema': 'jsonSchema',
  'usage-present': 'usage',
  'answer-exact': null,
  'answer-contains': null,
  'answer-regex': null,
  'answer-number': null,
  'answer-schema': null,
  'answer-correct': 'answer',
});

/** How each assertion is written in a workload, for messages: `reasoning: absent`, `withinMaxTokens`, `answer`. */
export const CONTRACT_LABEL: Readonly<Record<AssertionName, string>> = Object.freeze({
  'reasoning-absent': 'reasoning: absent',
  'reasoning-present': 'reasoning: present',
  'within-max-tokens': 'withinMaxTokens',
  'stop-honoured': 'stopHonoured',
  'non-empty': 'nonEmpty',
  'json-parses': 'json',
  'json-schema': 'jsonSchema',
  'usage-present': 'usage',
  'answer-exact': 'answer.exact',
  'answer-contains': 'answer.contains',
  'answer-regex': 'answer.regex',
  'answer-number': 'answer.number',
  'answer-schema': 'answer.jsonSchema',
  'answer-correct': 'answer',
});

/** Per scenario name, the least pass rate of each assertion that carries a contract. */
export type ContractRates = ReadonlyMap<string, Partial<Record<AssertionName, number>>>;

export function contractRates(scenarios: readonly Pick<ScenarioConfig, 'name' | 'expect'>[]): ContractRates {
  const rates = new Map<string, Partial<Record<AssertionName, number>>>();
  for (const s of scenarios) {
    if (!s.expect) continue;
    const minPassRate = s.expect.minPassRate;
    const own: Partial<Record<AssertionName, number>> = {};
    for (const [assertion, key] of Object.entries(CONTRACT_KEY) as [AssertionName, ExpectationKey | null][]) {
      if (key !== null) own[assertion] = minPassRate[key];
    }
    rates.set(s.name, own);
  }
  return rates;
}
