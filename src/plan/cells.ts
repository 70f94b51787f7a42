import { cacheStates, type ScenarioConfig } from '../config/index.js';
import type { CacheState } from '../vocabulary/index.js';
import { allocateByWeight, splitByCache } from './allocate.js';

/** One (scenario, cache state) slot of the plan; the same list of cells is sent to every endpoint. */
export interface Cell {
  scenario: ScenarioConfig;
  cache: CacheState;
}

/** Smallest `requests` that gives every scenario × cache cell at least one item. */
export function minimumRequests(scenarios: readonly ScenarioConfig[]): number {
  return scenarios.reduce((sum, scenario) => sum + cacheStates(scenario.cache).length, 0);
}

/** `requests` cells, grouped by scenario (cold before warm), in declaration order: shuffle before use. */
export function measuredCells(scenarios: readonly ScenarioConfig[], requests: number): Cell[] {
  const counts = allocateByWeight(
    requests,
    scenarios.map((scenario) => scenario.weight),
    scenarios.map((scenario) => cacheStates(scenario.cache).length),
  );
  return scenarios.flatMap((scenario, index) => {
    const split = splitByCache(counts[index]!, scenario.cache);
    return [...repeat({ scenario, cache: 'cold' }, split.cold), ...repeat({ scenario, cache: 'warm' }, split.warm)];
  });
}

/**
 * Warmup for one endpoint: one item per warm cell (per prefix of a pool), which primes that cell's shared prefix, then
 * cold items cycling through the scenarios up to `warmup`. Raised to the number of warm cells
 * when `warmup` is lower, because an unprimed warm cell would be measured cold.
 */
export function warmupCells(scenarios: readonly ScenarioConfig[], warmup: number): Cell[] {
  // A prefix pool primes each of its prefixes once.
  const primers: Cell[] = scenarios
    .filter((scenario) => cacheStates(scenario.cache).includes('warm'))
    .flatMap((scenario) => repeat({ scenario, cache: 'warm' }, warmPrefixes(scenario)));
  const fillers: Cell[] = [];
  for (let k = 0; primers.length + fillers.length < warmup && scenarios.length > 0; k++) {
    fillers.push({ scenario: scenarios[k % scenarios.length]!, cache: 'cold' });
  }
  return [...primers, ...fillers];
}

function repeat(cell: Cell, times: number): Cell[] {
  return Array.from({ length: times }, () => ({ ...cell }));
}

/**
 * The shared prefixes a warm scenario's warm-up primes: a pool's prefixes, a session trace's system prompts (sessions
 * without one share the scenario's), else one.
 */
export function warmPrefixes(scenario: Pick<ScenarioConfig, 'prefixPool' | 'sessions'>): number {
  if (scenario.prefixPool) return scenario.prefixPool.prefixes;
  if (scenario.sessions) return new Set(scenario.sessions.sessions.map((s) => s.system)).size;
  return 1;
}
