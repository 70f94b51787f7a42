import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workloadIdentity } from '../baseline/index.js';
import { EXIT_INTERRUPTED, EXIT_OK } from '../decision/index.js';
import { parseShard } from '../plan/index.js';
import { gateAndWriteSweep, mergeShardSweep, runShardSweep, type SweepPlan } from '../sweep/index.js';
import { OptionError, type Flags } from './args.js';
import { agreedStartOf, displayPath, resultsDir, withInterrupt, type Loaded } from './run-support.js';

/**
 * `streamgate sweep --shard i/n --start-at <ISO> --run-id <id> --level-seconds <s>`: this shard's part of a sweep across
 * shards, every level begun on the agreed schedule; the levels' results go to the results folder, judged by the merge.
 */
export async function sweepShardCommand(loaded: Loaded, plan: SweepPlan, flags: Flags): Promise<number> {
  const start = agreedStartOf(flags, 'sweep');
  const seconds = Number(flags['level-seconds']);
  if (start === null || !(seconds > 0))
    throw new OptionError(
      'a sweep across shards needs --start-at, --run-id and --level-seconds (the time each level has), the same in every shard',
      'sweep',
    );
  const { workload, logger } = loaded;
  const dir = resultsDir(flags);
  const levels = await withInterrupt(logger, (signal) =>
    runShardSweep({
      workload,
      spec: plan.spec,
      apiKeys: loaded.apiKeys,
      resultsDir: dir,
      redact: loaded.redact,
      logger,
      identity: workloadIdentity(workload),
      runId: flags['run-id']!,
      shard: parseShard(flags.shard!),
      schedule: { startMs: start.atMs, levelMs: seconds * 1000 },
      signal,
    }),
  );
  logger.info(
    `shard ${flags.shard}: ${levels} level(s) measured into ${displayPath(dir)}; merge the shards with \`streamgate sweep --merge <folder>\``,
  );
  return levels === 0 ? EXIT_INTERRUPTED : EXIT_OK;
}

/** `streamgate sweep --merge <folder>`: the shards' levels merged, judged together, the capacity found and gated. */
export function mergeSweepShards(loaded: Loaded, plan: SweepPlan, flags: Flags): ReturnType<typeof gateAndWriteSweep> {
  const dir = resultsDir(flags);
  const sweep = mergeShardSweep({
    workload: loaded.workload,
    spec: plan.spec,
    rules: plan.rules,
    identity: workloadIdentity(loaded.workload),
    shardsDir: flags.merge!,
    resultsDir: dir,
  });
  const sweepPath = join(dir, 'sweep.json');
  writeFileSync(sweepPath, `${JSON.stringify(sweep, null, 2)}\n`);
  return gateAndWriteSweep(plan, sweep, sweepPath, { resultsDir: dir, redact: loaded.redact });
}
