import { join, relative, resolve } from 'node:path';
import { workloadIdentity, type HistoryEntry } from '../../baseline/index.js';
import {
  decideGateRun,
  comparisonOf,
  verdictFile,
  writeVerdictFile,
  evaluateRun,
  renderRunReport,
  renderRunTerminal,
  sequentialRun,
  type GatePlan,
  type SequentialGate,
  decideNotes,
  blindHistoryNotes,
  parityNotes,
  failureFacts,
} from '../../compare/index.js';
import { failureCount } from '../../decision/index.js';
import {
  failureLine,
  colourEnabled,
  DEFAULT_MAX_CHARS,
  failedEndpointsText,
  renderTerminalReport,
  terminalLegend,
  nextStepLines,
} from '../../report/index.js';
import { historyNoteLines, historyTrendMarkdown } from '../../history/index.js';
import { planGateWithHistory } from '../history-side.js';
import type { RunContext } from '../../github/index.js';
import { postComment } from '../comment.js';
import { recordCommand } from '../../vocabulary/index.js';
import type { ActionVerdict } from '../inputs.js';
import {
  emptyOutputs,
  obtainResults,
  SUMMARY_MAX_CHARS,
  writeReport,
  type ActionResult,
  type Measured,
  type ModeContext,
} from '../mode-context.js';

/**
 * `mode: gate`: measure (or take the `results` input) and compare. The comparison side is checked before anything is
 * measured; a shard job only measures.
 */
export async function gateMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, logger } = ctx;
  const { plan, history } = await planGateWithHistory(ctx);
  const sequential = cfg.results !== null || cfg.shard !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured = await obtainResults(ctx, sequential?.hook ?? null);
  if (measured.results.run.shard !== null) {
    logger.info(`${ctx.workload.name}\n${renderTerminalReport(measured.results)}`);
    return shardOnly(ctx, measured);
  }
  return gateAndReport(ctx, plan, measured, sequential?.gate ?? null, history?.entries ?? []);
}

/** Gates measured (or merged) results against the plan's comparison side; reports, comments and sets the outputs. */
export async function gateAndReport(
  ctx: ModeContext,
  plan: GatePlan,
  measured: Measured,
  sequentialGate: SequentialGate | null,
  history: readonly HistoryEntry[] = [],
): Promise<ActionResult> {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const { results } = measured;
  logger.info(`${workload.name}\n${renderTerminalReport(results)}`);
  const evaluation = evaluateRun(plan, results, sequentialGate);
  const judged = evaluation.outcome ? 'nothing to compare with' : 'measured only';
  const noBaseline = `No baseline at ${relative(deps.cwd, plan.baselinePath)}: ${judged}. Record one with the action's mode: record (see its README).`;
  const decision = decideGateRun(results, evaluation, cfg.failOn, noBaseline);
  // The Actions log is not a terminal: colour only when the workflow sets FORCE_COLOR (NO_COLOR still wins).
  const verdictText = renderRunTerminal(decision, colourEnabled({ isTTY: false }, deps.env));
  logger.info(verdictText);
  const legend = terminalLegend(`${renderTerminalReport(results)}\n${verdictText}`);
  if (legend) logger.info(legend);
  // An interrupted run reads as an error in the outputs: it has no verdict.
  const verdict: ActionVerdict = decision.verdict === 'interrupted' ? 'error' : decision.verdict;
  // No suggestion to record a baseline from a run none of whose requests succeeded.
  const recordHint = evaluation.comparand || decision.failed.length > 0 ? [] : [noBaseline];
  const kind = evaluation.comparand?.kind ?? 'none';
  const next =
    decision.verdict === 'fail'
      ? nextStepLines({
          comparison: kind === 'reference' ? 'reference' : kind === 'none' ? 'none' : 'baseline',
          ...failureFacts(evaluation),
          reportPath: null,
          record: recordCommand('action', cfg.workload),
          workloadFile: cfg.workload,
          historyAccept:
            kind === 'baseline' && history.length > 0 && cfg.history
              ? cfg.mode === 'history'
                ? "`accept-change: 'true'` on this `mode: history` step (its next run starts the new segment)"
                : "`accept-change: 'true'` on the job with `mode: history` that records the new stack (or a run with `mode: record`)"
              : null,
        })
      : [];
  const notes = [
    ...recordHint,
    ...next,
    ...historyNoteLines(history, results),
    ...blindHistoryNotes(plan),
    ...parityNotes(plan, evaluation, results),
    ...decideNotes(plan, evaluation),
  ];
  if (notes.length > 0) logger.info(notes.map((n) => `- ${n}`).join('\n'));
  // A run that could not decide is not green: a warning annotation on the step names what held it open and what would
  // decide it (fail-on keeps its default, so the step itself still passes).
  if (decision.verdict === 'inconclusive') {
    const decide = decideNotes(plan, evaluation)[0];
    logger.warn(`streamgate could not decide: ${decision.reason}${decide ? `. ${decide}` : ''}`);
  }
  const trends = historyTrendMarkdown(history, results, evaluation.outcome);
  const summary = redact(
    renderRunReport(workload.name, results, evaluation, decision, { maxChars: SUMMARY_MAX_CHARS - trends.length, notes }) + trends,
  );
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  await postComment(cfg, deps, logger, verdict, () =>
    redact(
      renderRunReport(workload.name, results, evaluation, decision, {
        maxChars: DEFAULT_MAX_CHARS - trends.length,
        notes,
        ...links(deps.context),
      }) + trends,
    ),
  );
  const baselinePath = evaluation.comparand?.kind === 'baseline' ? plan.baselinePath : null;
  writeVerdictFile(
    join(cfg.resultsDir, 'verdict.json'),
    verdictFile({
      command: cfg.mode === 'merge' || cfg.mode === 'history' ? cfg.mode : 'gate',
      workload: { name: full.name, fingerprint: workloadIdentity(full).fingerprint },
      verdict: decision.verdict,
      exitCode: decision.exitCode,
      failOn: cfg.failOn,
      reason: decision.reason,
      comparison: comparisonOf(evaluation),
      endpoints: decision.endpoints,
      files: {
        results: resolve(measured.resultsPath),
        samples: measured.samplesPath === null ? null : resolve(measured.samplesPath),
        report: resolve(reportPath),
        baseline: baselinePath,
      },
    }),
    redact,
  );

  return {
    outputs: {
      verdict,
      // The failing findings the report lists, one per endpoint and cause (not the comparisons behind them).
      failures: failureCount(decision),
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      // Only a baseline that was read: with none yet (verdict `none`), there is no file to name.
      baselinePath,
    },
    failure:
      decision.verdict === 'error'
        ? redact(failedEndpointsText(decision.failed, results.errorExamples ?? [], full.endpoints))
        : failureLine(decision.verdict, decision.exitCode, redact(decision.reason)),
  };
}

const MEASURED_ONLY = { comparand: null, outcome: null, aa: null } as const;

/** A shard job measures its part and reports it; the merge job gates all shards together. */
async function shardOnly(ctx: ModeContext, measured: Measured): Promise<ActionResult> {
  const { cfg, deps, workload, redact } = ctx;
  const shard = measured.results.run.shard!;
  const note = `Shard ${shard.index + 1}/${shard.count} of run ${measured.results.run.runId}: measured only; the merge job (mode: merge) gates all shards together.`;
  const report = redact(
    renderRunReport(workload.name, measured.results, MEASURED_ONLY, decideGateRun(measured.results, MEASURED_ONLY, cfg.failOn, note), {
      maxChars: SUMMARY_MAX_CHARS,
      notes: [note],
    }),
  );
  const reportPath = writeReport(cfg, report);
  await deps.writeSummary(report);
  return {
    outputs: { ...emptyOutputs('none'), reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath },
    failure: null,
  };
}

function links(context: RunContext): { links?: { summary: string; artifact: string } } {
  return context.runUrl ? { links: { summary: context.runUrl, artifact: `${context.runUrl}#artifacts` } } : {};
}
