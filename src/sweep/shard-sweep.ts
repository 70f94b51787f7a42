import { join } from 'node:path';
import type { WorkloadIdentity } from '../baseline/index.js';
import type { SweepSpec, Workload } from '../config/index.js';
import { runWorkload } from '../engine.js';
import type { Shard } from '../plan/index.js';
import { deriveSeed, hashString } from '../stats/index.js';
import type { Logger, Redactor } from '../util/index.js';
import { levelLabel } from './run-sweep.js';
import { levelStartMs, shardedLevels, shardShare, type ShardSchedule } from './shard-levels.js';
import { refuseTrace } from './sweep-record.js';

export interface ShardSweepOptions {
  workload: Workload;
  spec: SweepSpec;
  apiKeys: ReadonlyMap<string, string | null>;
  resultsDir: string;
  redact: Redactor;
  logger: Logger;
  identity: WorkloadIdentity | null;
  /** Shared by every shard: each level's run id is derived from it, as its plan is. */
  runId: string;
  shard: Shard;
  schedule: ShardSchedule;
  signal?: AbortSignal;
}

/**
 * One shard's part of a sweep across shards: every endpoint (the reference first) at every listed level, each level
 * begun at its agreed moment and driven at this shard's share of its load, its share of the level's requests dealt
 * as a gate's shards deal them. Nothing is judged here: a level's SLO is judged on every shard's requests together,
 * when the shards are merged (merge-sweep.ts). Each level's results go to `<endpoint>/<level>/results.json`.
 */
export async function runShardSweep(opts: ShardSweepOptions): Promise<number> {
  const { workload, spec, shard, logger } = opts;
  refuseTrace(workload);
  const levels = shardedLevels(spec, shard.count);
  const ordered = [...workload.endpoints].sort((a, b) => Number(b.reference) - Number(a.reference));
  let k = 0;
  for (const [index, endpoint] of ordered.entries()) {
    for (const load of levels) {
      if (opts.signal?.aborted) return k;
      const atMs = levelStartMs(opts.schedule, k++);
      const label = levelLabel(load, spec.load);
      const share = shardShare(load, shard.index, shard.count, spec.load);
      if (Date.now() > atMs)
        logger.warn(
          `${endpoint.name} @ ${label}: the level's agreed start passed before the previous level ended; give each level more time`,
        );
      logger.info(
        `${endpoint.name} @ ${label}: shard ${shard.index + 1}/${shard.count} drives ${share} of ${load} from ${new Date(atMs).toISOString()}`,
      );
      const requests = spec.load === 'concurrency' ? Math.max(spec.requests, 2 * load) : spec.requests;
      await runWorkload({
        workload: {
          ...workload,
          endpoints: [{ ...endpoint, reference: false }],
          scenarios: workload.scenarios.map((s) => ({ ...s, expect: null })),
          probes: null,
          run: {
            ...workload.run,
            requests,
            looks: spec.looks,
            concurrency: spec.load === 'concurrency' ? share : workload.run.concurrency,
            ratePerSecond: spec.load === 'rate' ? share : null,
            // The level's seed, as an unsharded sweep derives it: every shard builds the same plan and deals it.
            seed: deriveSeed(workload.run.seed, hashString(`${endpoint.name}:${label}`)),
          },
        },
        apiKeys: opts.apiKeys,
        resultsDir: join(opts.resultsDir, levelFolder(endpoint.name, label)),
        redact: opts.redact,
        logger,
        shard,
        runId: `${opts.runId}-${index}-${label}`,
        agreedStart: { at: new Date(atMs).toISOString(), atMs },
        identity: opts.identity,
        repeatAnswers: false,
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    }
  }
  return k;
}

/** `<endpoint>/c8`: a level's folder, relative to the sweep's. */
export function levelFolder(endpoint: string, label: string): string {
  return `${endpoint.replace(/[^A-Za-z0-9._-]+/g, '-')}/${label}`;
}
