import { apiOf } from '../apis/index.js';
import { ConfigError, type EndpointConfig, type Workload, cacheStates, runLooks } from '../config/index.js';
import { createRng, deriveSeed } from '../stats/index.js';
import { measuredCells, minimumRequests, warmupCells, type Cell } from './cells.js';
import { applyPrefix, createPrefixer, type Prefixer } from './prefix.js';
import { selectShard, type Shard } from './shard.js';
import { drawMaterial, hasSource, shuffle, sourceCapacityError, type RequestMaterial } from './sources.js';
import { allocateByWeight } from './allocate.js';
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
 * Null when the workload's sources (datasets drawn without replacement, traces) can serve `budget` measured requests
 * per endpoint, split by weight as the plan splits them; otherwise the error naming the scenario. The planned budget
 * is checked before the first request; an extra look after the planned ones is taken only when its sources allow it.
 */
export function sourcesServe(workload: Workload, budget: number): ConfigError | null {
  const counts = allocateByWeight(
    budget,
    workload.scenarios.map((s) => s.weight),
    workload.scenarios.map((s) => cacheStates(s.cache).length),
  );
  return sourceCapacityError(workload.scenarios, counts, `${budget} requests (run.requests × looks)`);
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
  if (look === null) {
    // The whole budget of the run: later looks (or this plan, when it is the whole budget) draw from the same sources.
    const error = sourcesServe(workload, Math.max(requests, workload.run.requests * runLooks(workload.run)));
    if (error) throw error;
  }
  const prefixer = createPrefixer(seed, options.runId);
  const items: PlannedItem[] = [];
  const measured = measuredCells(workload.scenarios, requests);
  if (look === null) {
    emit(items, workload, warmupCells(workload.scenarios, warmup), {
      warmup: true,
      prefixer,
      firstIndex: 0,
      draws: new Map(),
      colds: new Map(),
    });
    emit(items, workload, shuffle(measured, createRng(seed)), {
      warmup: false,
      prefixer,
      firstIndex: 0,
      draws: new Map(),
      colds: new Map(),
    });
  } else {
    const wanted = new Set(look.endpoints);
    const subset = { ...workload, endpoints: workload.endpoints.filter((e) => wanted.has(e.name)) };
    // A later look draws a source's next requests: a dataset sampled without replacement never repeats a record.
    const draws = new Map<string, number>();
    for (const cell of measured) draws.set(cell.scenario.name, (draws.get(cell.scenario.name) ?? 0) + look.index - 1);
    // Its cold requests are the scenario's next ones too: look k's j-th is the run's ((k − 1)·per look + j)-th.
    const colds = new Map<string, number>();
    for (const cell of measured)
      if (cell.cache === 'cold') colds.set(cell.scenario.name, (colds.get(cell.scenario.name) ?? 0) + look.index - 1);
    emit(items, subset, shuffle(measured, createRng(deriveSeed(seed, look.index))), {
      warmup: false,
      prefixer,
      firstIndex: look.firstIndex,
      draws,
      colds,
    });
  }

  const shard = options.shard ?? null;
  return {
    seed,
    runId: options.runId,
    items: shard === null ? items : selectShard(items, shard),
    shard: shard === null ? null : { index: shard.index, count: shard.count },
  };
}

/** The warm-prefix owner of a scenario whose prompts are the same on every endpoint. */
const SAME_PROMPT_OWNER = '\u0000every endpoint';

interface EmitContext {
  warmup: boolean;
  prefixer: Prefixer;
  firstIndex: number;
  /** Requests drawn so far from each scenario's source, by scenario name. */
  draws: Map<string, number>;
  /** Cold requests of each scenario so far in the run (earlier looks included), by scenario name. */
  colds: Map<string, number>;
}

function emit(items: PlannedItem[], workload: Workload, cells: readonly Cell[], ctx: EmitContext): void {
  const { endpoints, run } = workload;
  cells.forEach((cell, position) => {
    const scenario = cell.scenario;
    let material: RequestMaterial | null = null;
    if (hasSource(scenario)) {
      const k = ctx.draws.get(scenario.name) ?? 0;
      ctx.draws.set(scenario.name, k + 1);
      material = drawMaterial(scenario, k, ctx.warmup, run.seed);
    }
    // Answers compared across endpoints (`quality:`) need the same prompt on every endpoint: one cold tag per position,
    // one warm prefix per scenario for all of them (docs/quality.md).
    const same = scenario.quality !== undefined;
    // With no reference endpoint the answers are compared with a recorded baseline's: the prompts must be the ones it
    // recorded, so the tags are the same in every run (the k-th cold request of the scenario, the scenario's warm
    // prefix). A cold request may then find a prefix cache an earlier run on the same server left (docs/quality.md).
    const recorded = same && !workload.endpoints.some((e) => e.reference);
    const ordinal = cell.cache === 'cold' ? (ctx.colds.get(scenario.name) ?? 0) : 0;
    if (cell.cache === 'cold') ctx.colds.set(scenario.name, ordinal + 1);
    const sharedCold =
      same && cell.cache === 'cold' && material?.sharedKey === undefined
        ? recorded
          ? ctx.prefixer.stable(`${ctx.warmup ? 'warm-up' : 'cold'}\u0000${scenario.name}\u0000${ordinal}`)
          : ctx.prefixer.cold(ctx.firstIndex + items.length)
        : null;
    const warm = (owner: string, key: string): string =>
      recorded ? ctx.prefixer.stable(`warm\u0000${key}`) : ctx.prefixer.warm(owner, key);
    for (let k = 0; k < endpoints.length; k++) {
      const endpoint = endpoints[(position + k) % endpoints.length]!;
      const index = ctx.firstIndex + items.length;
      // A session's system prompt is shared between sessions only when warm: cold, every session starts anew.
      const shared = scenario.sessions && cell.cache === 'cold' ? undefined : material?.sharedKey;
      const owner = same ? SAME_PROMPT_OWNER : endpoint.name;
      const prefix =
        shared !== undefined
          ? warm(owner, `${scenario.name}\u0000${shared}`)
          : cell.cache === 'warm'
            ? warm(owner, scenario.name)
            : (sharedCold ?? ctx.prefixer.cold(index));
      items.push({
        index,
        warmup: ctx.warmup,
        endpoint,
        scenario,
        cache: cell.cache,
        messages: applyPrefix(material?.messages ?? scenario.messages, prefix),
        prefix,
        ...(material ? materialFields(material, endpoint) : {}),
      });
    }
  });
}

function materialFields(material: RequestMaterial, endpoint: EndpointConfig): Partial<PlannedItem> {
  const { minTokens } = material;
  // Only an API with a minimum length (src/apis/, `minTokens`) is sent one.
  const lengthFields = minTokens === undefined ? null : (apiOf(endpoint.api).minTokens?.(minTokens) ?? null);
  return {
    ...(material.maxTokens === undefined ? {} : { maxTokens: material.maxTokens }),
    ...(lengthFields ? { params: lengthFields } : {}),
    ...(material.target ? { target: material.target } : {}),
    ...(material.atMs === undefined ? {} : { atMs: material.atMs }),
    ...(material.session ? { session: material.session } : {}),
  };
}
