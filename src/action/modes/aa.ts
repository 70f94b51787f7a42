import {
  aaCalibration,
  DEFAULT_AA_RUNS,
  resolveGateRules,
  renderRunReport,
  renderRunTerminal,
  type Evaluation,
  decideGateRun,
} from '../../compare/index.js';
import { renderTerminalReport } from '../../report/index.js';
import type { ActionVerdict } from '../inputs.js';
import { obtainResults, SUMMARY_MAX_CHARS, writeReport, type ActionResult, type ModeContext } from '../mode-context.js';

/** `mode: aa`: how often the gate fails random halves of one run (identical data); fails over the budget. */
export async function aaMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, deps, full, workload, redact, logger } = ctx;
  const rules = resolveGateRules(full);
  const measured = await obtainResults(ctx, null);
  const runs = full.gate.aaRuns > 0 ? full.gate.aaRuns : DEFAULT_AA_RUNS;
  const aa = aaCalibration(measured.results, rules, runs);
  const evaluation: Evaluation = { comparand: null, outcome: null, aa };
  const decision = decideGateRun(measured.results, evaluation, cfg.failOn, 'A/A calibration only: nothing compared');
  logger.info(`${renderTerminalReport(measured.results)}\n${renderRunTerminal(decision)}`);
  // The observed rate is an estimate from a few hundred splits: fail only when even its lower bound is over budget.
  const overBudget = aa.rateLower > rules.falseFailureBudget;
  const note = `A/A calibration: ${aa.falseFailures}/${aa.runs} random half-splits failed (${pct(aa.rate)}, 95% interval ${pct(aa.rateLower)}–${pct(aa.rateUpper)}; budget ${pct(rules.falseFailureBudget)}).`;
  const summary = redact(
    renderRunReport(workload.name, measured.results, evaluation, decision, { maxChars: SUMMARY_MAX_CHARS, notes: [note] }),
  );
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  const verdict: ActionVerdict = overBudget ? 'fail' : 'pass';
  return {
    outputs: {
      verdict,
      failures: aa.falseFailures,
      reportPath,
      resultsPath: measured.resultsPath,
      samplesPath: measured.samplesPath,
      baselinePath: null,
    },
    failure:
      overBudget && cfg.failOn !== 'never'
        ? `A/A calibration: the gate failed ${pct(aa.rate)} of identical-data splits, over the ${pct(rules.falseFailureBudget)} budget`
        : null,
  };
}

function pct(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
