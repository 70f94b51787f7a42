import type { Workload } from '../config/index.js';
import type { Sample } from '../probe/index.js';
import { checkSample } from './assertions.js';
import { ASSERTION_NAMES, type AssertionTally, type SampleChecks } from './types.js';

/** A sample with its checks, the per-request record a runner can write next to the sample. */
export interface CheckedSample {
  item: number;
  turn: number;
  endpoint: string;
  scenario: string;
  cache: Sample['cache'];
  checks: SampleChecks;
}

/** Checks of every measured sample whose scenario has expectations (failed requests have none). */
export function checkSamples(workload: Workload, samples: Iterable<Sample>): CheckedSample[] {
  const scenarios = new Map(workload.scenarios.map((s) => [s.name, s]));
  const out: CheckedSample[] = [];
  for (const sample of samples) {
    const scenario = scenarios.get(sample.scenario);
    const checks = scenario ? checkSample(sample, scenario) : null;
    if (checks)
      out.push({ item: sample.item, turn: sample.turn, endpoint: sample.endpoint, scenario: sample.scenario, cache: sample.cache, checks });
  }
  return out;
}

/** Pass counts per endpoint × scenario × cache state × assertion, in a stable order (workload order, then assertion). */
export function tallyChecks(workload: Workload, checked: readonly CheckedSample[]): AssertionTally[] {
  const tallies = new Map<string, AssertionTally>();
  for (const record of checked) {
    for (const [name, passed] of Object.entries(record.checks) as [AssertionTally['assertion'], boolean][]) {
      const key = [record.endpoint, record.scenario, record.cache, name].join('\u0000');
      let tally = tallies.get(key);
      if (!tally) {
        tally = { endpoint: record.endpoint, scenario: record.scenario, cache: record.cache, assertion: name, passed: 0, total: 0 };
        tallies.set(key, tally);
      }
      tally.total++;
      if (passed) tally.passed++;
    }
  }
  const endpointOrder = new Map(workload.endpoints.map((e, i) => [e.name, i]));
  const scenarioOrder = new Map(workload.scenarios.map((s, i) => [s.name, i]));
  const order = (t: AssertionTally): number[] => [
    endpointOrder.get(t.endpoint) ?? 1e9,
    scenarioOrder.get(t.scenario) ?? 1e9,
    t.cache === 'cold' ? 0 : 1,
    ASSERTION_NAMES.indexOf(t.assertion),
  ];
  return [...tallies.values()].sort((a, b) => {
    const x = order(a);
    const y = order(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return 0;
  });
}
