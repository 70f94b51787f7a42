import { join, relative } from 'node:path';
import { gateExitCode } from '../../compare/comparand.js';
import { checkFingerprint, evaluateRun, planGate, renderRunReport, renderRunTerminal, sequentialRun, type Evaluation } from '../../compare/flow.js';
import { failedEndpoints } from '../../results/run-health.js';
import { ConfigError } from '../../config/errors.js';
import type { RunContext } from '../../github/context.js';
import { colourEnabled } from '../../report/colour.js';
import { DEFAULT_MAX_CHARS } from '../../report/markdown.js';
import { failedEndpointsText } from '../../report/run-health-text.js';
import { renderTerminalReport } from '../../report/terminal.js';
import { mergeResults, MergeError } from '../../results/merge.js';
import type { Results } from '../../results/types.js';
import { postComment } from '../comment.js';
import type { ActionConfig } from '../config.js';
import type { ActionVerdict } from '../inputs.js';
import { emptyOutputs, obtainResults, SUMMARY_MAX_CHARS, writeReport, writeResults, type ActionResult, type Measured, type ModeContext } from '../mode-context.js';
import { readShardResults } from '../read-shards.js';

/**
 * `mode: gate` (measure, or take `results`, and compare) and `mode: merge` (gate the merged results of shard jobs).
 * The comparison side is checked before anything is measured; a shard job only measures.
 */
export async function gateMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const plan = planGate(full, { baseline: cfg.baseline, workloadFile: cfg.workload, aaRuns: full.gate.aaRuns, cwd: deps.cwd });
  const sequential = cfg.mode === 'merge' || cfg.results !== null || cfg.shard !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured = cfg.mode === 'merge' ? mergeShards(ctx) : await obtainResults(ctx, sequential?.hook ?? null);
  const { results } = measured;
  logger.info(`${workload.name}\n${renderTerminalReport(results)}`);
  if (results.run.shard !== null) return shardOnly(ctx, measured);

  const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
  // The Actions log is not a terminal: colour only when the workflow sets FORCE_COLOR (NO_COLOR still wins).
  logger.info(renderRunTerminal(results, evaluation, colourEnabled({ isTTY: false }, deps.env)));
  // A finished sequential run is never undecided; were it cut short, undecided reads as inconclusive.
  const outcomeVerdict = evaluation.outcome?.verdict ?? 'none';
  const verdict: ActionVerdict = outcomeVerdict === 'undecided' ? 'inconclusive' : outcomeVerdict;
  const notes = evaluation.comparand
    ? []
    : [`No baseline at ${relative(deps.cwd, plan.baselinePath)}: measured only. Record one with \`mode: record\` (see the action's README).`];
  const summary = redact(renderRunReport(workload.name, results, evaluation, { maxChars: SUMMARY_MAX_CHARS, notes }));
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  await postComment(cfg, deps, logger, verdict, () =>
    redact(renderRunReport(workload.name, results, evaluation, { maxChars: DEFAULT_MAX_CHARS, notes, ...links(deps.context) })),
  );

  const failed = results.run.partial ? [] : failedEndpoints(results);
  return {
    outputs: {
      verdict: failed.length > 0 ? 'error' : verdict,
      failures: evaluation.outcome?.counts.fail ?? 0,
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      // Only a baseline that was read: with none yet (verdict `none`), there is no file to name.
      baselinePath: evaluation.comparand?.kind === 'baseline' ? plan.baselinePath : null,
    },
    failure: failed.length > 0 ? redact(failedEndpointsText(failed, results.errorExamples ?? [], full.endpoints)) : failureMessage(results, evaluation, cfg),
  };
}

/** A shard job measures its part and reports it; the merge job gates all shards together. */
async function shardOnly(ctx: ModeContext, measured: Measured): Promise<ActionResult> {
  const { cfg, deps, workload, redact } = ctx;
  const shard = measured.results.run.shard!;
  const note = `Shard ${shard.index + 1}/${shard.count} of run ${measured.results.run.runId}: measured only; the merge job (\`mode: merge\`) gates all shards together.`;
  const report = redact(renderRunReport(workload.name, measured.results, { comparand: null, outcome: null, aa: null }, { maxChars: SUMMARY_MAX_CHARS, notes: [note] }));
  const reportPath = writeReport(cfg, report);
  await deps.writeSummary(report);
  return { outputs: { ...emptyOutputs('none'), reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath }, failure: null };
}

function mergeShards(ctx: ModeContext): Measured {
  const { cfg, full, redact, logger } = ctx;
  const folder = cfg.results ?? cfg.resultsDir;
  const parts = readShardResults(folder);
  let results: Results;
  try {
    results = mergeResults(parts.map((p) => p.results));
  } catch (error) {
    if (error instanceof MergeError) throw new ConfigError([{ file: folder, path: 'results', line: null, message: error.message }]);
    throw error;
  }
  checkFingerprint(results, full, folder);
  logger.info(`merged ${parts.length} shard(s) of run ${results.run.runId}: ${parts.map((p) => p.path).join(', ')}`);
  const resultsPath = join(cfg.resultsDir, 'results.json');
  writeResults(resultsPath, results, redact);
  return { results, resultsPath, samplesPath: null };
}

function failureMessage(results: Results, evaluation: Evaluation, cfg: ActionConfig): string | null {
  if (results.run.partial) return 'the run was interrupted before every request was measured';
  const { outcome } = evaluation;
  if (gateExitCode(outcome, cfg.failOn) === 0 || !outcome) return null;
  if (outcome.verdict === 'fail') return `streamgate: FAIL: ${outcome.counts.fail} comparison(s) regressed beyond their margin (see the job summary)`;
  return `streamgate: INCONCLUSIVE with fail-on: inconclusive: ${outcome.counts.inconclusive} comparison(s) undecided`;
}

function links(context: RunContext): { links?: { summary: string; artifact: string } } {
  return context.runUrl ? { links: { summary: context.runUrl, artifact: `${context.runUrl}#artifacts` } } : {};
}
