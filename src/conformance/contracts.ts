/**
 * A scenario's `expect:` as contracts: which `expect` key each recorded assertion belongs to, and the least pass rate
 * each must keep (`expect.minPassRate`, defaults in src/config/sections/min-pass-rate.ts).
 */
import type { ExpectationKey, ScenarioConfig } from '../config/index.js';
import type { AssertionName } from './types.js';

/**
 * Per assertion: the `expect` key it enforces, and how a workload writes it (for messages: `reasoning: absent`,
 * `withinMaxTokens`, `answer`). The single answer kinds (`answer-exact`, …) are parts of `answer-correct` (every kind
 * passed), which alone carries the answer's contract (key null for the parts), so one wrong answer is not counted twice.
 */
export const CONTRACTS: Readonly<Record<AssertionName, { key: ExpectationKey | null; label: string }>> = Object.freeze({
  'reasoning-absent': { key: 'reasoning', label: 'reasoning: absent' },
  'reasoning-present': { key: 'reasoning', label: 'reasoning: present' },
  'within-max-tokens': { key: 'withinMaxTokens', label: 'withinMaxTokens' },
  'stop-honoured': { key: 'stopHonoured', label: 'stopHonoured' },
  'non-empty': { key: 'nonEmpty', label: 'nonEmpty' },
  'json-parses': { key: 'json', label: 'json' },
  'json-schema': { key: 'jsonSchema', label: 'jsonSchema' },
  'usage-present': { key: 'usage', label: 'usage' },
  'answer-exact': { key: null, label: 'answer.exact' },
  'answer-contains': { key: null, label: 'answer.contains' },
  'answer-regex': { key: null, label: 'answer.regex' },
  'answer-number': { key: null, label: 'answer.number' },
  'answer-schema': { key: null, label: 'answer.jsonSchema' },
  'answer-correct': { key: 'answer', label: 'answer' },
});

/** Per scenario name, the least pass rate of each assertion that carries a contract. */
export type ContractRates = ReadonlyMap<string, Partial<Record<AssertionName, number>>>;

export function contractRates(scenarios: readonly Pick<ScenarioConfig, 'name' | 'expect'>[]): ContractRates {
  const rates = new Map<string, Partial<Record<AssertionName, number>>>();
  for (const s of scenarios) {
    if (!s.expect) continue;
    const minPassRate = s.expect.minPassRate;
    const own: Partial<Record<AssertionName, number>> = {};
    for (const [assertion, { key }] of Object.entries(CONTRACTS) as [AssertionName, (typeof CONTRACTS)[AssertionName]][]) {
      if (key !== null) own[assertion] = minPassRate[key];
    }
    rates.set(s.name, own);
  }
  return rates;
}
