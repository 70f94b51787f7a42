import { join, relative, resolve } from 'node:path';
import { workloadIdentity } from '../../baseline/index.js';
import { failureLine } from '../../report/index.js';
import { verdictFile, writeVerdictFile } from '../../compare/index.js';
import {
  decideSweepRun,
  deadEndpointsText,
  planSweep,
  sweepAndGate,
  type SweepPlan,
  gateAndWriteSweep,
  mergeShardSweep,
  runShardSweep,
} from '../../sweep/index.js';
import { parseAgreedStart } from '../../runner/index.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { postComment } from '../comment.js';
import type { ActionVerdict } from '../inputs.js';
import { writeReport, type ActionResult, type ModeContext } from '../mode-context.js';

/**
 * `mode: sweep`: raise the load on every endpoint until its SLO breaks, and gate each capacity against the sweep
 * baseline (the `baseline` input, else `baselines/<workload>.sweep.json`) or the reference endpoint. A missing or
 * mismatched baseline is settled before any request; the report goes to the summary and the sticky comment.
 */
export async function sweepMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, deps, full, workload, apiKeys, redact, logger } = ctx;
  const identity = workloadIdentity(full);
  const plan = planSweep(full, {
    baseline: cfg.baseline === null ? null : resolve(deps.cwd, cfg.baseline),
    record: false,
    levels: null,
    identity,
    cwd: deps.cwd,
  });
  if (cfg.shard !== null) return sweepShard(ctx, plan);
  const outcome =
    cfg.results !== null
      ? sweepAcrossShards(ctx, plan)
      : await sweepAndGate(plan, { workload, apiKeys, resultsDir: cfg.resultsDir, redact, logger, identity });
  logger.info(`${outcome.terminal}\nsweep: ${outcome.sweepPath}\nchart: ${outcome.chartPath}`);

  const dead = deadEndpointsText(outcome.sweep, ctx.cfg.resultsDir, ctx.full.endpoints);
  const decision = decideSweepRun(outcome.sweep, outcome.gate, cfg.failOn, dead);
  const verdict: ActionVerdict = decision.verdict === 'interrupted' ? 'error' : decision.verdict;
  const note = plan.comparand.kind === 'none' ? noBaselineNote(ctx, plan) : null;
  const summary = redact(note === null ? outcome.markdown : `${outcome.markdown}\n${note}\n`);
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  await postComment(cfg, deps, logger, verdict, () => summary);

  const capacity = outcome.sweep.endpoints.find((e) => !e.reference)?.capacity.lower ?? null;
  const baselinePath = plan.comparand.kind === 'baseline' ? plan.baselinePath : null;
  writeVerdictFile(
    join(cfg.resultsDir, 'verdict.json'),
    verdictFile({
      command: 'sweep',
      workload: { name: full.name, fingerprint: identity.fingerprint },
      verdict: decision.verdict,
      exitCode: decision.exitCode,
      failOn: cfg.failOn,
      reason: decision.reason,
      comparison: { kind: plan.comparand.kind, label: plan.comparand.kind === 'reference' ? plan.comparand.reference : null },
      endpoints: decision.endpoints,
      files: { results: resolve(outcome.sweepPath), samples: null, report: resolve(reportPath), baseline: baselinePath },
    }),
    redact,
  );
  return {
    outputs: {
      verdict,
      failures: outcome.gate.endpoints.filter((e) => e.verdict === 'fail').length,
      reportPath,
      resultsPath: null,
      samplesPath: null,
      baselinePath,
      capacity,
      sweepPath: outcome.sweepPath,
    },
    failure: dead !== null ? redact(dead) : failureLine(decision.verdict, decision.exitCode, redact(decision.reason), 'streamgate sweep'),
  };
}

/** A shard of a sweep across shards: its share of every level on the agreed schedule, measured only (the merge judges). */
async function sweepShard(ctx: ModeContext, plan: SweepPlan): Promise<ActionResult> {
  const { cfg, deps, workload, apiKeys, redact, logger, full } = ctx;
  const levels = await runShardSweep({
    workload,
    spec: plan.spec,
    apiKeys,
    resultsDir: cfg.resultsDir,
    redact,
    logger,
    identity: workloadIdentity(full),
    runId: cfg.runId,
    shard: cfg.shard!,
    schedule: { startMs: parseAgreedStart(cfg.startAt!).atMs, levelMs: cfg.levelSeconds! * 1000 },
  });
  const summary = `Shard ${cfg.shard!.index + 1}/${cfg.shard!.count} of sweep ${cfg.runId}: ${levels} level(s) measured only; the merge job (mode: sweep with the shards' results) judges every level on all shards' requests together.\n`;
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  return {
    outputs: {
      verdict: 'none',
      failures: 0,
      reportPath,
      resultsPath: null,
      samplesPath: null,
      baselinePath: null,
      capacity: null,
      sweepPath: null,
    },
    failure: null,
  };
}

/** The shards' levels (the `results` folder) merged and judged together, then gated as one runner's sweep is. */
function sweepAcrossShards(ctx: ModeContext, plan: SweepPlan): ReturnType<typeof gateAndWriteSweep> {
  const { cfg, full } = ctx;
  const sweep = mergeShardSweep({
    workload: full,
    spec: plan.spec,
    rules: plan.rules,
    identity: workloadIdentity(full),
    shardsDir: cfg.results!,
    resultsDir: cfg.resultsDir,
  });
  const sweepPath = join(cfg.resultsDir, 'sweep.json');
  mkdirSync(cfg.resultsDir, { recursive: true });
  writeFileSync(sweepPath, `${JSON.stringify(sweep, null, 2)}\n`);
  return gateAndWriteSweep(plan, sweep, sweepPath, { resultsDir: cfg.resultsDir, redact: ctx.redact });
}

/** Where the sweep baseline goes and the two ways to make one. */
function noBaselineNote(ctx: ModeContext, plan: SweepPlan): string {
  const target = relative(ctx.deps.cwd, plan.baselinePath);
  return (
    `No sweep baseline at \`${target}\`: measured only. Record one with \`streamgate sweep --workload ${ctx.cfg.workload} --record\` ` +
    `and commit it, or commit this run's \`${join(ctx.cfg.resultsDir, 'sweep.json')}\` (in the run's artifact) as \`${target}\`.`
  );
}
