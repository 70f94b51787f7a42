import { ConfigError } from '../config/errors.js';
import type { Workload } from '../config/types.js';
import { createRng, deriveSeed } from '../stats/rng.js';
import { measuredCells, minimumRequests, warmupCells, type Cell } from './cells.js';
import { applyPrefix, createPrefixer, type Prefixer } from './prefix.js';
import { selectShard, type Shard } from './shard.js';
import { shuffle } from './shuffle.js';
import type { Plan, PlannedItem } from './types.js';

export interface BuildPlanOptions {
  /** Random per run; mixed into cold nonces and warm prefixes. */
  runId: string;
  shard?: Shard | null;
  /**
   * A later look of a sequential run (1-based look index above 1): no warmup, the seed's shuffle for that look, and
   * item indices (and so cold nonces and agent-loop ids) after `firstIndex`. Warm prefixes stay those of the run,
   * so warm cells stay warm. Only the named endpoints are planned (a reference endpoint must be among them).
   */
  look?: { index: number; firstIndex: number; endpoints: readonly string[] } | null;
  /** Measured items per endpoint, instead of `run.requests` (a whole budget measured at once). */
  requests?: number;
}

/**
 * Expands a workload into the ordered request plan. Pure and deterministic: the same workload,
 * seed and runId give a deep-equal plan; the order depends on the seed only.
 *
 * Layout: warmup items first, then the measured cells shuffled by the seed. Each position holds
 * one item per endpoint, the endpoint order rotated by position, so drift over time (a provider
 * slowing down, a noisy neighbour) falls on every endpoint alike instead of on whichever ran last.
 */
export function buildPlan(workload: Workload, options: BuildPlanOptions): Plan {
  const { seed, warmup } = workload.run;
  const requests = options.requests ?? workload.run.requests;
  const look = options.look ?? null;
  const needed = minimumRequests(workload.scenarios);
  if (requests < needed) {
    throw new ConfigError([
      {
        file: workload.source,
        path: 'run.requests',
        line: null,
        message: `must be at least ${needed} so that each scenario × cache cell gets a request, got ${requests}`,
      },
    ]);
  }
  const prefixer = createPrefixer(seed, options.runId);
  const items: PlannedItem[] = [];
  if (look === null) {
    emit(items, workload, warmupCells(workload.scenarios, warmup), true, prefixer, 0);
    emit(items, workload, shuffle(measuredCells(workload.scenarios, requests), createRng(seed)), false, prefixer, 0);
  } else {
    const wanted = new Set(look.endpoints);
    const subset = { ...workload, endpoints: workload.endpoints.filter((e) => wanted.has(e.name)) };
    emit(
      items,
      subset,
      shuffle(measuredCells(workload.scenarios, requests), createRng(deriveSeed(seed, look.index))),
      false,
      prefixer,
      look.firstIndex,
    );
  }

  const shard = options.shard ?? null;
  return {
    seed,
    runId: options.runId,
    items: shard === null ? items : selectShard(items, shard),
    shard: shard === null ? null : { index: shard.index, count: shard.count },
  };
}

function emit(
  items: PlannedItem[],
  workload: Workload,
  cells: readonly Cell[],
  warmup: boolean,
  prefixer: Prefixer,
  firstIndex: number,
): void {
  const { endpoints } = workload;
  cells.forEach((cell, position) => {
    for (let k = 0; k < endpoints.length; k++) {
      const endpoint = endpoints[(position + k) % endpoints.length]!;
      const index = firstIndex + items.length;
      const prefix = cell.cache === 'warm' ? prefixer.warm(endpoint.name, cell.scenario.name) : prefixer.cold(index);
      items.push({
        index,
        warmup,
        endpoint,
        scenario: cell.scenario,
        cache: cell.cache,
        messages: applyPrefix(cell.scenario.messages, prefix),
        prefix,
      });
    }
  });
}
