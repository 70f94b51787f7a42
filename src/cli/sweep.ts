import { join, resolve } from 'node:path';
import { workloadIdentity } from '../baseline/index.js';
import { EXIT_ERROR, EXIT_OK } from '../decision/index.js';
import { verdictFile, writeVerdictFile } from '../compare/index.js';
import {
  deadEndpointsText,
  decideSweepRun,
  planSweep,
  recordSweepBaseline,
  sweepAndGate,
  openCapacities,
  openCapacityText,
} from '../sweep/index.js';
import { parseFailOn, parseLevels, type Flags } from './args.js';
import { displayPath, load, resultsDir, withInterrupt } from './run-support.js';
import { mergeSweepShards, sweepShardCommand } from './sweep-shards.js';

/** `streamgate sweep`: raise the load until the SLO breaks; gate the capacity, or record it as the sweep baseline. */
export async function sweepCommand(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  // Merging the shards' levels sends nothing, so it needs no API key.
  const loaded = load(workloadPath, flags, env, flags.merge === undefined);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags['fail-on']);
  const identity = workloadIdentity(workload);
  const levels = flags.levels === undefined ? null : parseLevels(flags.levels, workload.sweep?.load ?? 'concurrency');
  // A broken or mismatched sweep baseline is reported before anything is measured.
  const plan = planSweep(workload, {
    baseline: flags.baseline ? resolve(flags.baseline) : null,
    record: flags.record ?? false,
    levels,
    identity,
    cwd: process.cwd(),
  });
  if (flags.shard) return sweepShardCommand(loaded, plan, flags);
  const out = flags.json ? process.stderr : process.stdout;
  const dir = resultsDir(flags);
  const outcome =
    flags.merge !== undefined
      ? mergeSweepShards(loaded, plan, flags)
      : await withInterrupt(logger, (signal) =>
          sweepAndGate(plan, { workload, apiKeys: loaded.apiKeys, resultsDir: dir, redact: loaded.redact, logger, identity, signal }),
        );
  out.write(`\n${outcome.terminal}\n`);
  logger.info(
    `sweep: ${displayPath(outcome.sweepPath)}\nreport: ${displayPath(outcome.reportPath)}\nchart: ${displayPath(outcome.chartPath)}`,
  );
  const dead = deadEndpointsText(outcome.sweep, dir, workload.endpoints);
  const decision = decideSweepRun(outcome.sweep, outcome.gate, failOn, dead);
  let verdict: typeof decision.verdict | 'recorded' = decision.verdict;
  let exitCode: number = decision.exitCode;
  let reason = decision.reason;

  if (dead !== null) process.stderr.write(`error: ${dead}\n`);
  else if (plan.record && decision.verdict !== 'interrupted') {
    const open = openCapacities(outcome.sweep);
    if (open.length > 0) {
      // A baseline whose capacity is open would gate nothing: refuse it, saying how many requests would decide.
      reason = `no sweep baseline written: ${openCapacityText(open, plan.spec)}`;
      process.stderr.write(`error: ${reason}\n`);
      verdict = 'error';
      exitCode = EXIT_ERROR;
    } else {
      recordSweepBaseline(plan.baselinePath, outcome.sweep);
      out.write(`sweep baseline written: ${displayPath(plan.baselinePath)}\ncommit it with the change that it describes.\n`);
      verdict = 'recorded';
      exitCode = EXIT_OK;
      reason = `sweep baseline written to ${displayPath(plan.baselinePath)}`;
    }
  } else if (plan.comparand.kind === 'none') {
    out.write(
      `no sweep baseline at ${displayPath(plan.baselinePath)}: measured only. Record one with \`streamgate sweep --workload ${workloadPath} --record\`.\n`,
    );
  }
  const file = verdictFile({
    command: 'sweep',
    workload: { name: workload.name, fingerprint: identity.fingerprint },
    verdict,
    exitCode,
    failOn,
    reason,
    comparison: { kind: plan.comparand.kind, label: plan.comparand.kind === 'reference' ? plan.comparand.reference : null },
    endpoints: decision.endpoints,
    files: {
      results: resolve(outcome.sweepPath),
      samples: null,
      report: resolve(outcome.reportPath),
      baseline: plan.comparand.kind === 'baseline' || verdict === 'recorded' ? plan.baselinePath : null,
    },
  });
  writeVerdictFile(join(dir, 'verdict.json'), file, loaded.redact);
  if (flags.json) process.stdout.write(`${loaded.redact(JSON.stringify(file, null, 2))}\n`);
  return exitCode;
}
