import { join, relative, resolve } from 'node:path';
import { workloadIdentity, writeBaseline, type Baseline } from '../../baseline/index.js';
import {
  baselineOfRuns,
  baselineReachLines,
  notComparedEndpoints,
  verdictFile,
  writeVerdictFile,
  baselinePathFor,
  renderRunReport,
  decideGateRun,
} from '../../compare/index.js';
import { unrecordableCells } from '../../results/index.js';
import { renderBaselineAdoption, unrecordableText, renderTerminalReport } from '../../report/index.js';
import {
  emptyOutputs,
  obtainResults,
  SUMMARY_MAX_CHARS,
  writeReport,
  writeResults,
  type ActionResult,
  type Measured,
  type ModeContext,
} from '../mode-context.js';
import { appendRunToHistory } from '../history-side.js';

const NOTHING_COMPARED = { comparand: null, outcome: null, aa: null } as const;

/**
 * `mode: record`: measure (once, or `record-runs` times pooled) and write a candidate baseline into results-dir; on
 * the default branch, with a history named, also append the run to the history.
 */
export async function recordMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const { measured, baseline, spreadLine } = await recordRuns(ctx);
  const unrecordable = unrecordableCells(measured.results);
  if (unrecordable.length > 0 && !cfg.allowErrors && !measured.results.run.partial) {
    const why = redact(unrecordableText(unrecordable, measured.results.errorExamples ?? [], full.endpoints, 'allow-errors: true'));
    const report = redact(
      renderRunReport(
        workload.name,
        measured.results,
        NOTHING_COMPARED,
        decideGateRun(measured.results, NOTHING_COMPARED, cfg.failOn, ''),
        { maxChars: SUMMARY_MAX_CHARS, notes: [why] },
      ),
    );
    const reportPath = writeReport(cfg, report);
    await deps.writeSummary(report);
    return {
      outputs: { ...emptyOutputs('error'), reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath },
      failure: why,
    };
  }
  const baselinePath = join(cfg.resultsDir, 'baseline.json');
  writeBaseline(baselinePath, baseline);
  const target = relative(deps.cwd, cfg.baseline ?? baselinePathFor(full, deps.cwd));
  const reach = baselineReachLines(baseline, full);
  logger.info(
    `${renderTerminalReport(measured.results)}\n${spreadLine ? `${spreadLine}\n` : ''}candidate baseline written: ${baselinePath}${reach.lines.length > 0 ? `\n${reach.lines.join('\n')}` : ''}`,
  );
  for (const warning of reach.warnings) logger.warn(warning);
  const howTo = renderBaselineAdoption({ candidatePath: baselinePath, targetPath: target, runId: deps.env.GITHUB_RUN_ID ?? null });
  const report = renderRunReport(
    workload.name,
    measured.results,
    NOTHING_COMPARED,
    decideGateRun(measured.results, NOTHING_COMPARED, cfg.failOn, ''),
    { maxChars: SUMMARY_MAX_CHARS },
  );
  const summary = redact(`${report}\n${howTo}\n`);
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  const partial = measured.results.run.partial;
  writeVerdictFile(
    join(cfg.resultsDir, 'verdict.json'),
    verdictFile({
      command: 'record',
      workload: { name: full.name, fingerprint: workloadIdentity(full).fingerprint },
      verdict: partial ? 'interrupted' : 'recorded',
      exitCode: partial ? 130 : 0,
      failOn: cfg.failOn,
      reason: partial
        ? 'the run was interrupted: a partial run makes no baseline'
        : `candidate baseline written to ${baselinePath}; commit it as ${target}`,
      comparison: { kind: 'none', label: null },
      endpoints: notComparedEndpoints(measured.results.endpoints),
      files: {
        results: resolve(measured.resultsPath),
        samples: measured.samplesPath === null ? null : resolve(measured.samplesPath),
        report: resolve(reportPath),
        baseline: resolve(baselinePath),
      },
    }),
    redact,
  );
  // A baseline recorded on the default branch is also a run of the history, when one is named (`history:`).
  // The new baseline marks a step: the history pools the runs from this one on.
  await appendRunToHistory(ctx, measured.results, 'recorded', { defaultBranchOnly: true }, { kind: 'recorded' });
  return {
    outputs: {
      verdict: 'recorded',
      failures: 0,
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      baselinePath,
    },
    failure: measured.results.run.partial ? 'the run was interrupted: a partial run makes no baseline' : null,
  };
}

/**
 * One run, or `record-runs` runs pooled (each in its own results folder and with its own run id), whose run-to-run
 * spread the baseline stores so the gate widens its tests by measured drift instead of an assumed one.
 */
async function recordRuns(ctx: ModeContext): Promise<{ measured: Measured; baseline: Baseline; spreadLine: string | null }> {
  const { cfg, full, redact, logger } = ctx;
  if (cfg.recordRuns <= 1 || cfg.results !== null) {
    const measured = await obtainResults(ctx, null);
    return { measured, baseline: baselineOfRuns([measured.results], full).baseline, spreadLine: null };
  }
  const runs: Measured[] = [];
  for (let i = 1; i <= cfg.recordRuns; i++) {
    logger.info(`recording run ${i} of ${cfg.recordRuns}`);
    const measured = await obtainResults(ctx, null, join(cfg.resultsDir, `run-${i}`), `${cfg.runId}-${i}`);
    runs.push(measured);
    if (measured.results.run.partial) return { measured, baseline: baselineOfRuns([measured.results], full).baseline, spreadLine: null };
  }
  const recorded = baselineOfRuns(
    runs.map((r) => r.results),
    full,
  );
  const resultsPath = join(cfg.resultsDir, 'results.json');
  writeResults(resultsPath, recorded.results, redact);
  return {
    measured: { results: recorded.results, resultsPath, samplesPath: null },
    baseline: recorded.baseline,
    spreadLine: recorded.spreadLine,
  };
}
