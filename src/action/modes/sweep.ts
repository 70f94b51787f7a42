import { join, relative, resolve } from 'node:path';
import { workloadIdentity } from '../../baseline/index.js';
import { PLAIN_STYLE, sweepHeadline } from '../../report/sweep-markdown.js';
import type { SweepGate } from '../../results/sweep-types.js';
import { deadEndpointsText } from '../../sweep/dead-endpoints.js';
import { planSweep, sweepAndGate, type SweepOutcome, type SweepPlan } from '../../sweep/flow.js';
import { postComment } from '../comment.js';
import type { ActionVerdict } from '../inputs.js';
import { writeReport, type ActionResult, type ModeContext } from '../mode-context.js';

/** The sweep gate's verdict as the `verdict` output says it: nothing gated reads as `none`, as a gate with no baseline. */
const VERDICTS: Record<SweepGate['verdict'], ActionVerdict> = {
  pass: 'pass',
  fail: 'fail',
  inconclusive: 'inconclusive',
  'not-gated': 'none',
};

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

  const verdict = VERDICTS[outcome.gate.verdict];
  const note = plan.comparand.kind === 'none' ? noBaselineNote(ctx, plan) : null;
  const summary = redact(note === null ? outcome.markdown : `${outcome.markdown}\n${note}\n`);
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  await postComment(cfg, deps, logger, verdict, () => summary);

  const dead = deadEndpointsText(outcome.sweep, ctx.cfg.resultsDir, ctx.full.endpoints);
  const capacity = outcome.sweep.endpoints.find((e) => !e.reference)?.capacity.lower ?? null;
  return {
    outputs: {
      verdict: dead === null ? verdict : 'error',
      failures: outcome.gate.endpoints.filter((e) => e.verdict === 'fail').length,
      reportPath,
      resultsPath: null,
      samplesPath: null,
      baselinePath: plan.comparand.kind === 'baseline' ? plan.baselinePath : null,
      capacity,
      sweepPath: outcome.sweepPath,
    },
    failure: dead === null ? failureMessage(ctx, outcome) : redact(dead),
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

/** Fails on a capacity regression, and on an undecided one with `fail-on: inconclusive`, as the gate does. */
function failureMessage(ctx: ModeContext, outcome: SweepOutcome): string | null {
  const { failOn } = ctx.cfg;
  const { verdict } = outcome.gate;
  if (failOn === 'never' || !(verdict === 'fail' || (verdict === 'inconclusive' && failOn === 'inconclusive'))) return null;
  const headline = sweepHeadline({ sweep: outcome.sweep, gate: outcome.gate, baseline: null }, PLAIN_STYLE);
  const why = verdict === 'fail' ? '' : ' with fail-on: inconclusive';
  return ctx.redact(`streamgate sweep: ${headline.status}${why}: ${headline.text} (see the job summary)`);
}
