import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_AA_RUNS } from '../compare/comparand.js';
import { evaluateRun, planGate, readResultsOf, renderRunReport, renderRunTerminal, sequentialRun } from '../compare/flow.js';
import { decideGateRun } from '../compare/gate-decision.js';
import { verdictFile, writeVerdictFile } from '../compare/verdict-file.js';
import { workloadIdentity } from '../baseline/index.js';
import { colourEnabled } from '../report/colour.js';
import { failedEndpointsText } from '../report/run-health-text.js';
import { renderTerminalReport } from '../report/terminal.js';
import { parseFailOn, parseInteger, type Flags } from './args.js';
import { historyForGate, runNotes } from './history-command.js';
import { displayPath, load, measure, resultsDir } from './run-support.js';

/** `streamgate gate`: measure (or read results), compare, render, write report.md and verdict.json, exit by the verdict. */
export async function gateCommand(workloadPath: string, flags: Flags, env: NodeJS.ProcessEnv): Promise<number> {
  const fromResults = flags['from-results'];
  const loaded = load(workloadPath, flags, env, !fromResults);
  const { workload, logger } = loaded;
  const failOn = parseFailOn(flags['fail-on']);
  const aaRuns =
    flags['aa-runs'] !== undefined ? parseInteger(flags['aa-runs'], '--aa-runs') : flags.aa ? DEFAULT_AA_RUNS : workload.gate.aaRuns;
  // A broken or mismatched baseline is reported before anything is measured.
  const history = await historyForGate(flags, workload);
  const plan = planGate(workload, {
    baseline: flags.baseline ?? null,
    workloadFile: workloadPath,
    aaRuns,
    cwd: process.cwd(),
    history: history?.baseline,
  });
  // --json: stdout carries only the verdict; everything a person reads goes to stderr.
  const out = flags.json ? process.stderr : process.stdout;

  const sequential = fromResults || flags.shard ? null : sequentialRun(plan, (line) => logger.info(line));
  const results = fromResults ? readResultsOf(fromResults, workload) : await measure(loaded, flags, sequential?.hook ?? null);
  const evaluation = evaluateRun(plan, results, sequential?.gate ?? null);
  const dir = resultsDir(flags);
  mkdirSync(dir, { recursive: true });
  const resultsPath = join(dir, 'results.json');
  // Gating saved results: the folder still gets everything a measured run leaves (results, report, verdict).
  if (fromResults && resolve(fromResults) !== resolve(resultsPath)) copyFileSync(fromResults, resultsPath);

  // Judged without a comparison side (objectives, or a broken expectation) is not "measured only".
  const judged = evaluation.outcome ? 'nothing to compare with' : 'measured only';
  const noComparison = `no baseline at ${displayPath(plan.baselinePath)}: ${judged}. Record one with \`streamgate baseline:update --workload ${workloadPath}\`, or add a reference endpoint.`;
  const decision = decideGateRun(results, evaluation, failOn, noComparison);
  out.write(`\n${workload.name}\n${renderTerminalReport(results)}\n\n`);
  if (!evaluation.comparand) out.write(`${noComparison}\n`);
  if (evaluation.conformanceTerminal) out.write(`${evaluation.conformanceTerminal}\n\n`);
  const runError = decision.verdict === 'error' ? decision.reason : null;
  out.write(`${renderRunTerminal(results, evaluation, colourEnabled(out, process.env), runError)}\n`);
  const notes = runNotes(plan, evaluation, history, results);
  out.write(notes.terminal);
  const reportPath = join(dir, 'report.md');
  writeFileSync(reportPath, loaded.redact(renderRunReport(workload.name, results, evaluation, { notes: notes.report }) + notes.appendix));
  const verdictPath = join(dir, 'verdict.json');
  const file = verdictFile({
    command: 'gate',
    workload: { name: workload.name, fingerprint: workloadIdentity(workload).fingerprint },
    verdict: decision.verdict,
    exitCode: decision.exitCode,
    failOn,
    reason: decision.reason,
    comparison: {
      kind: evaluation.comparand?.kind ?? ((evaluation.outcome?.slo ?? []).length > 0 ? 'slo' : 'none'),
      label: evaluation.comparand?.label ?? null,
    },
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
    process.stderr.write(`error: ${failedEndpointsText(decision.failed, results.errorExamples ?? [], workload.endpoints)}\n`);
  }
  if (flags.json) process.stdout.write(`${loaded.redact(JSON.stringify(file, null, 2))}\n`);
  return decision.exitCode;
}
