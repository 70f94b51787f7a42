import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  DEFAULT_AA_RUNS,
  evaluateRun,
  planGate,
  readResultsOf,
  renderRunReport,
  renderRunTerminal,
  sequentialRun,
  decideGateRun,
  comparisonOf,
  verdictFile,
  writeVerdictFile,
  failureFacts,
} from '../compare/index.js';
import { workloadIdentity } from '../baseline/index.js';
import {
  colourEnabled,
  failedEndpointsText,
  renderTerminalReport,
  planLines,
  nextStepLines,
  terminalLegend,
  TERMINAL_WIDTH,
  wrap,
} from '../report/index.js';
import { OptionError, parseFailOn, parseInteger, type Flags } from './args.js';
import { EXIT_OK } from '../decision/index.js';
import { runSize } from '../plan/index.js';
import { cliInvocation, recordCommand } from '../vocabulary/index.js';
import { acceptCommand, historyForGate, runNotes } from './history-command.js';
import { agreedStartOf, displayPath, load, measure, resultsDir } from './run-support.js';

/** `streamgate gate`: measure (or read results), compare, render, write report.md and verdict.json, exit by the verdict. */
export async function gateCommand(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  if (flags['no-history'] && flags.history !== undefined)
    throw new OptionError('--history names a history to compare with and --no-history turns it off: give one of them', 'gate');
  const fromResults = flags['from-results'];
  // A start already past, or one without a shard and run id, is refused before anything else.
  agreedStartOf(flags);
  // --plan sends nothing, so it needs no API key.
  const loaded = load(workloadPath, flags, env, !fromResults && flags.plan !== true);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags['fail-on']);
  const aaRuns =
    flags['aa-runs'] !== undefined ? parseInteger(flags['aa-runs'], '--aa-runs') : flags.aa ? DEFAULT_AA_RUNS : workload.gate.aaRuns;
  // A broken or mismatched baseline is reported before anything is measured. The history: --history's, else the
  // default store's when that folder exists.
  const history = await historyForGate(flags, workload, (line) => logger.info(line));
  const record = recordCommand(cliInvocation(env), workloadPath);
  const plan = planGate(workload, {
    recordCommand: record,
    baseline: flags.baseline ?? null,
    workloadFile: workloadPath,
    aaRuns,
    cwd: process.cwd(),
    history: history?.baseline,
    driftPrior: history?.driftPrior?.priors ?? null,
  });
  // --json: stdout carries only the verdict; everything a person reads goes to stderr.
  const out = flags.json ? process.stderr : process.stdout;

  const sequential = fromResults || flags.shard ? null : sequentialRun(plan, (line) => logger.info(line));
  if (!fromResults) {
    const size = planLines(
      runSize(workload, { sequential: sequential !== null, extraLooks: plan.rules.extraLooks }),
      workload.run.concurrency,
      workload.run.ratePerSecond,
    );
    if (flags.plan) {
      process.stdout.write(`${size.join('\n')}\n`);
      return EXIT_OK;
    }
    logger.info(size.join('\n'));
  }
  const results = fromResults ? readResultsOf(fromResults, workload) : await measure(loaded, flags, sequential?.hook ?? null);
  const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
  const dir = resultsDir(flags);
  mkdirSync(dir, { recursive: true });
  const resultsPath = join(dir, 'results.json');
  // Gating saved results: the folder still gets everything a measured run leaves (results, report, verdict).
  if (fromResults && resolve(fromResults) !== resolve(resultsPath)) copyFileSync(fromResults, resultsPath);

  // Judged without a comparison side (objectives, or a broken expectation) is not "measured only".
  const judged = evaluation.outcome ? 'nothing to compare with' : 'measured only';
  const noComparison = `no baseline at ${displayPath(plan.baselinePath)}: ${judged}. Record one with \`${record}\`, or add a reference endpoint.`;
  const decision = decideGateRun(results, evaluation, failOn, noComparison);
  // Everything shown, for the legend of the terms it used.
  const shown: string[] = [];
  const show = (text: string): void => {
    shown.push(text);
    out.write(text);
  };
  show(`\n${workload.name}\n${renderTerminalReport(results, workload.endpoints)}\n\n`);
  // A run none of whose requests succeeded would record a baseline of failures: no suggestion to record one.
  if (!evaluation.comparand && decision.failed.length === 0) out.write(`${noComparison}\n`);
  if (evaluation.conformanceTerminal) show(`${evaluation.conformanceTerminal}\n\n`);
  show(`${renderRunTerminal(decision, colourEnabled(out, process.env))}\n`);
  if (decision.verdict === 'fail') {
    const kind = evaluation.comparand?.kind ?? 'none';
    const lines = nextStepLines({
      comparison: kind === 'reference' ? 'reference' : kind === 'none' ? 'none' : 'baseline',
      ...failureFacts(evaluation),
      reportPath: displayPath(join(dir, 'report.md')),
      record,
      workloadFile: workloadPath,
      historyAccept: history?.baseline && kind === 'baseline' ? `\`${acceptCommand(workloadPath, flags.history ?? null)}\`` : null,
    });
    out.write(`${lines.flatMap((l) => wrap(`  ${l}`, TERMINAL_WIDTH, '    ')).join('\n')}\n`);
  }
  const notes = runNotes(plan, evaluation, history, results);
  show(notes.terminal);
  const legend = terminalLegend(shown.join(''));
  if (legend) out.write(`${wrap(legend, TERMINAL_WIDTH, '  ').join('\n')}\n`);
  const reportPath = join(dir, 'report.md');
  writeFileSync(
    reportPath,
    loaded.redact(renderRunReport(workload.name, results, evaluation, decision, { notes: notes.report }) + notes.appendix),
  );
  const verdictPath = join(dir, 'verdict.json');
  const file = verdictFile({
    command: 'gate',
    workload: { name: workload.name, fingerprint: workloadIdentity(workload).fingerprint },
    verdict: decision.verdict,
    exitCode: decision.exitCode,
    failOn,
    reason: decision.reason,
    comparison: comparisonOf(evaluation),
    endpoints: decision.endpoints,
    files: {
      results: resolve(resultsPath),
      samples: fromResults ? null : resolve(dir, 'samples.jsonl'),
      report: resolve(reportPath),
      baseline: evaluation.comparand?.kind === 'baseline' ? plan.baselinePath : null,
    },
  });
  writeVerdictFile(verdictPath, file, loaded.redact);
  logger.info(`report: ${displayPath(reportPath)}\nverdict: ${displayPath(verdictPath)}`);
  if (decision.failed.length > 0) {
    // The first error of each kind, with what to check, is in the table above: not printed twice.
    process.stderr.write(`error: ${failedEndpointsText(decision.failed, [], workload.endpoints)}\n`);
  }
  if (flags.json) process.stdout.write(`${loaded.redact(JSON.stringify(file, null, 2))}\n`);
  return decision.exitCode;
}
