import { join, relative, resolve } from 'node:path';
import { workloadIdentity } from '../../baseline/index.js';
import { failureLine } from '../../report/index.js';
import { verdictFile, writeVerdictFile } from '../../compare/index.js';
import { decideSweepRun } from '../../sweep/index.js';
import { deadEndpointsText } from '../../sweep/index.js';
import { planSweep, sweepAndGate, type SweepPlan } from '../../sweep/index.js';
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
  const outcome = await sweepAndGate(plan, { workload, apiKeys, resultsDir: cfg.resultsDir, redact, logger, identity });
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

/** Where the sweep baseline goes and the two ways to make one. */
function noBaselineNote(ctx: ModeContext, plan: SweepPlan): string {
  const target = relative(ctx.deps.cwd, plan.baselinePath);
  return (
    `No sweep baseline at \`${target}\`: measured only. Record one with \`streamgate sweep --workload ${ctx.cfg.workload} --record\` ` +
    `and commit it, or commit this run's \`${join(ctx.cfg.resultsDir, 'sweep.json')}\` (in the run's artifact) as \`${target}\`.`
  );
}
