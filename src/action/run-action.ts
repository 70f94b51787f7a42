import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { baselineFromResults, workloadIdentity, writeBaseline, type Baseline } from '../baseline/index.js';
import { ConfigError } from '../config/errors.js';
import { loadWorkload } from '../config/load.js';
import { resolveApiKeys } from '../config/secrets.js';
import type { Workload } from '../config/types.js';
import { runWorkload, type SequentialHook } from '../engine.js';
import { checkFingerprint, evaluateRun, planGate, readResultsOf, renderRunReport, renderRunTerminal, selectEndpoints, sequentialRun, type Evaluation } from '../compare/flow.js';
import { commentMarker, upsertStickyComment, type CommentsApi } from '../github/comments.js';
import type { RunContext } from '../github/context.js';
import type { ActionOutputs } from '../github/outputs.js';
import { failedEndpoints, unrecordableCells } from '../compare/run-health.js';
import { renderBaselineAdoption, renderSkippedSummary } from '../report/action-messages.js';
import { failedEndpointsText, unrecordableText } from '../report/run-health-text.js';
import { DEFAULT_MAX_CHARS } from '../report/markdown.js';
import { colourEnabled } from '../report/colour.js';
import { renderTerminalReport } from '../report/terminal.js';
import { mergeResults, MergeError } from '../results/merge.js';
import { describeRunSpread, mergeRuns } from '../results/merge-runs.js';
import type { Results } from '../results/types.js';
import type { Logger } from '../util/logger.js';
import { redactDeep, type Redactor } from '../util/redact.js';
import { aaCalibration, baselinePathFor, gateExitCode, resolveGateRules } from '../compare/comparand.js';
import { mayCreateComment } from './comment-policy.js';
import type { ActionConfig } from './config.js';
import type { ActionVerdict } from './inputs.js';
import { describeMissingKeys, missingApiKeys } from './missing-keys.js';
import { readShardResults } from './read-shards.js';

/** The job summary takes up to 1 MiB per step; stay well inside it. */
export const SUMMARY_MAX_CHARS = 400_000;
const DEFAULT_AA_RUNS = 200;

/** Side effects the action needs, passed in so the flow has no hidden globals. */
export interface ActionDeps {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  context: RunContext;
  /** Builds the logger once the secrets to mask are known. */
  logger: (redact: Redactor) => Logger;
  createRedactor: (secrets: Iterable<string | null>) => Redactor;
  setSecret: (secret: string) => void;
  writeSummary: (markdown: string) => Promise<boolean>;
  comments: (token: string, repo: { owner: string; repo: string }) => CommentsApi;
}

export interface ActionResult {
  outputs: ActionOutputs;
  /** Set when the step must fail (the only caller, main.ts, calls core.setFailed with it). */
  failure: string | null;
}

interface Measured {
  results: Results;
  resultsPath: string;
  samplesPath: string | null;
}

export async function runAction(cfg: ActionConfig, deps: ActionDeps): Promise<ActionResult> {
  if (cfg.githubToken) deps.setSecret(cfg.githubToken);
  const full = loadWorkload(cfg.workload, { env: deps.env });
  const workload = selectEndpoints(full, cfg.endpoints);
  const measuring = cfg.mode !== 'merge' && cfg.results === null;

  const missing = measuring ? missingApiKeys(workload, deps.env) : [];
  if (missing.length > 0 && cfg.missingSecrets === 'skip') {
    const logger = deps.logger(deps.createRedactor([cfg.githubToken]));
    const message = describeMissingKeys(missing);
    logger.warn(message);
    await deps.writeSummary(renderSkippedSummary(workload.name, missing));
    return { outputs: emptyOutputs('skipped'), failure: null };
  }
  const apiKeys = measuring ? resolveApiKeys(workload, deps.env) : new Map<string, string | null>();
  for (const key of apiKeys.values()) if (key) deps.setSecret(key);
  const redact = deps.createRedactor([...apiKeys.values(), cfg.githubToken]);
  const logger = deps.logger(redact);
  mkdirSync(cfg.resultsDir, { recursive: true });

  if (cfg.mode === 'record') return record(cfg, deps, full, workload, apiKeys, redact, logger);
  if (cfg.mode === 'aa') return calibrate(cfg, deps, full, workload, apiKeys, redact, logger);

  // gate and merge: the comparison side is checked before anything is measured.
  const plan = planGate(full, { baseline: cfg.baseline, workloadFile: cfg.workload, aaRuns: full.gate.aaRuns, cwd: deps.cwd });
  const sequential = cfg.mode === 'merge' || cfg.results !== null || cfg.shard !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured =
    cfg.mode === 'merge' ? merge(cfg, full, redact, logger) : await obtainResults(cfg, full, workload, apiKeys, redact, logger, sequential?.hook ?? null);
  const { results } = measured;
  logger.info(`${workload.name}\n${renderTerminalReport(results)}`);

  if (results.run.shard !== null) {
    const note = `Shard ${results.run.shard.index + 1}/${results.run.shard.count} of run ${results.run.runId}: measured only; the merge job (\`mode: merge\`) gates all shards together.`;
    const report = renderRunReport(workload.name, results, { comparand: null, outcome: null, aa: null }, { maxChars: SUMMARY_MAX_CHARS, notes: [note] });
    const reportPath = writeReport(cfg, redact(report));
    await deps.writeSummary(redact(report));
    return { outputs: { ...emptyOutputs('none'), reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath }, failure: null };
  }

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

async function obtainResults(
  cfg: ActionConfig,
  full: Workload,
  workload: Workload,
  apiKeys: ReadonlyMap<string, string | null>,
  redact: Redactor,
  logger: Logger,
  sequential: SequentialHook | null,
): Promise<Measured> {
  if (cfg.results !== null) return adoptResults(cfg, full, redact, logger);
  const outcome = await runWorkload({
    workload,
    apiKeys,
    resultsDir: cfg.resultsDir,
    redact,
    logger,
    shard: cfg.shard,
    runId: cfg.runId,
    identity: workloadIdentity(full),
    sequential,
  });
  return { results: redactDeep(outcome.results, redact), resultsPath: outcome.resultsPath, samplesPath: outcome.samplesPath };
}

function merge(cfg: ActionConfig, full: Workload, redact: Redactor, logger: Logger): Measured {
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
  writeFileSync(resultsPath, `${JSON.stringify(redactDeep(results, redact), null, 2)}\n`);
  return { results, resultsPath, samplesPath: null };
}

/**
 * Given results (`results:` input) instead of measuring: written into results-dir like a measured run's, with the
 * samples beside them when the run that made them left its samples.jsonl there.
 */
function adoptResults(cfg: ActionConfig, full: Workload, redact: Redactor, logger: Logger): Measured {
  const given = resolve(cfg.results!);
  const results = readResultsOf(given, full);
  const resultsPath = join(cfg.resultsDir, 'results.json');
  if (resolve(resultsPath) !== given) writeFileSync(resultsPath, `${JSON.stringify(redactDeep(results, redact), null, 2)}\n`);
  const samplesFrom = join(dirname(given), 'samples.jsonl');
  const samplesPath = join(cfg.resultsDir, 'samples.jsonl');
  let samples: string | null = null;
  if (resolve(samplesPath) === resolve(samplesFrom)) samples = samplesPath;
  else if (existsSync(samplesFrom)) {
    copyFileSync(samplesFrom, samplesPath);
    samples = samplesPath;
  }
  logger.info(`results from ${cfg.results}${samples === null ? ' (no samples.jsonl beside them)' : ''}`);
  return { results, resultsPath, samplesPath: samples };
}

async function record(
  cfg: ActionConfig,
  deps: ActionDeps,
  full: Workload,
  workload: Workload,
  apiKeys: ReadonlyMap<string, string | null>,
  redact: Redactor,
  logger: Logger,
): Promise<ActionResult> {
  const { measured, baseline, spreadLine } = await recordRuns(cfg, full, workload, apiKeys, redact, logger);
  const unrecordable = unrecordableCells(measured.results);
  if (unrecordable.length > 0 && !cfg.allowErrors && !measured.results.run.partial) {
    const why = redact(unrecordableText(unrecordable, measured.results.errorExamples ?? [], full.endpoints, '`allow-errors: true`'));
    const report = renderRunReport(workload.name, measured.results, { comparand: null, outcome: null, aa: null }, { maxChars: SUMMARY_MAX_CHARS, notes: [why] });
    const reportPath = writeReport(cfg, redact(report));
    await deps.writeSummary(redact(report));
    return {
      outputs: { ...emptyOutputs('error'), reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath },
      failure: why,
    };
  }
  const baselinePath = join(cfg.resultsDir, 'baseline.json');
  writeBaseline(baselinePath, baseline);
  const target = relative(deps.cwd, cfg.baseline ?? baselinePathFor(full, deps.cwd));
  logger.info(`${renderTerminalReport(measured.results)}\n${spreadLine ? `${spreadLine}\n` : ''}candidate baseline written: ${baselinePath}`);
  const howTo = renderBaselineAdoption({ candidatePath: baselinePath, targetPath: target, runId: deps.env.GITHUB_RUN_ID ?? null });
  const report = renderRunReport(workload.name, measured.results, { comparand: null, outcome: null, aa: null }, { maxChars: SUMMARY_MAX_CHARS });
  const summary = redact(`${report}\n${howTo}\n`);
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  return {
    outputs: { verdict: 'recorded', failures: 0, reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath, baselinePath },
    failure: measured.results.run.partial ? 'the run was interrupted: a partial run makes no baseline' : null,
  };
}

/**
 * One run, or `record-runs` runs pooled (each in its own results folder and with its own run id), whose run-to-run
 * spread the baseline stores so the gate widens its tests by measured drift instead of an assumed one.
 */
async function recordRuns(
  cfg: ActionConfig,
  full: Workload,
  workload: Workload,
  apiKeys: ReadonlyMap<string, string | null>,
  redact: Redactor,
  logger: Logger,
): Promise<{ measured: Measured; baseline: Baseline; spreadLine: string | null }> {
  if (cfg.recordRuns <= 1 || cfg.results !== null) {
    const measured = await obtainResults(cfg, full, workload, apiKeys, redact, logger, null);
    return { measured, baseline: baselineFromResults(measured.results, full), spreadLine: null };
  }
  const runs: Measured[] = [];
  for (let i = 1; i <= cfg.recordRuns; i++) {
    logger.info(`recording run ${i} of ${cfg.recordRuns}`);
    const runCfg = { ...cfg, resultsDir: join(cfg.resultsDir, `run-${i}`), runId: `${cfg.runId}-${i}` };
    const measured = await obtainResults(runCfg, full, workload, apiKeys, redact, logger, null);
    runs.push(measured);
    if (measured.results.run.partial) return { measured, baseline: baselineFromResults(measured.results, full), spreadLine: null };
  }
  const merged = mergeRuns(runs.map((r) => r.results));
  const resultsPath = join(cfg.resultsDir, 'results.json');
  writeFileSync(resultsPath, `${JSON.stringify(redactDeep(merged.results, redact), null, 2)}\n`);
  return {
    measured: { results: merged.results, resultsPath, samplesPath: null },
    baseline: baselineFromResults(merged.results, full, merged.spread),
    spreadLine: describeRunSpread(cfg.recordRuns, merged.spread),
  };
}

async function calibrate(
  cfg: ActionConfig,
  deps: ActionDeps,
  full: Workload,
  workload: Workload,
  apiKeys: ReadonlyMap<string, string | null>,
  redact: Redactor,
  logger: Logger,
): Promise<ActionResult> {
  const rules = resolveGateRules(full);
  const measured = await obtainResults(cfg, full, workload, apiKeys, redact, logger, null);
  const runs = full.gate.aaRuns > 0 ? full.gate.aaRuns : DEFAULT_AA_RUNS;
  const aa = aaCalibration(measured.results, rules, runs);
  const evaluation: Evaluation = { comparand: null, outcome: null, aa };
  logger.info(`${renderTerminalReport(measured.results)}\n${renderRunTerminal(measured.results, evaluation)}`);
  // The observed rate is an estimate from a few hundred splits: fail only when even its lower bound is over budget.
  const overBudget = aa.rateLower > rules.falseFailureBudget;
  const note = `A/A calibration: ${aa.falseFailures}/${aa.runs} random half-splits failed (${pct(aa.rate)}, 95% interval ${pct(aa.rateLower)}–${pct(aa.rateUpper)}; budget ${pct(rules.falseFailureBudget)}).`;
  const summary = redact(renderRunReport(workload.name, measured.results, evaluation, { maxChars: SUMMARY_MAX_CHARS, notes: [note] }));
  const reportPath = writeReport(cfg, summary);
  await deps.writeSummary(summary);
  const verdict: ActionVerdict = overBudget ? 'fail' : 'pass';
  return {
    outputs: { verdict, failures: aa.falseFailures, reportPath, resultsPath: measured.resultsPath, samplesPath: measured.samplesPath, baselinePath: null },
    failure: overBudget && cfg.failOn !== 'never' ? `A/A calibration: the gate failed ${pct(aa.rate)} of identical-data splits, over the ${pct(rules.falseFailureBudget)} budget` : null,
  };
}

async function postComment(cfg: ActionConfig, deps: ActionDeps, logger: Logger, verdict: ActionVerdict, body: () => string): Promise<void> {
  if (cfg.comment === 'never') return;
  const pullRequest = cfg.pullRequest ?? deps.context.pullRequest;
  if (pullRequest === null) {
    logger.info(`no pull request (event "${deps.context.eventName || 'none'}"): no comment; the report is in the job summary`);
    return;
  }
  if (!deps.context.repo || !cfg.githubToken) {
    logger.warn('cannot comment: no repository or token (input github-token); the report is in the job summary');
    return;
  }
  try {
    const api = deps.comments(cfg.githubToken, deps.context.repo);
    const result = await upsertStickyComment(api, {
      pullRequest,
      marker: commentMarker(cfg.commentId),
      body: body(),
      create: mayCreateComment(cfg.comment, verdict),
    });
    logger.info(`pull request comment: ${result.action}${result.url ? ` (${result.url})` : ''}`);
  } catch (error) {
    const { httpStatus } = await import('../github/octokit-comments.js');
    const status = httpStatus(error);
    const why =
      status === 403 || status === 404
        ? `the token may not write to pull request #${pullRequest} (HTTP ${status}). Give the job \`permissions: pull-requests: write\`; pull requests from forks get a read-only token, so use the two-workflow pattern in the README`
        : `${error instanceof Error ? error.message : String(error)}`;
    logger.warn(`could not post the pull request comment: ${why}. The job summary has the full report.`);
  }
}

function failureMessage(results: Results, evaluation: Evaluation, cfg: ActionConfig): string | null {
  if (results.run.partial) return 'the run was interrupted before every request was measured';
  const { outcome } = evaluation;
  if (gateExitCode(outcome, cfg.failOn) === 0 || !outcome) return null;
  if (outcome.verdict === 'fail') return `streamgate: FAIL: ${outcome.counts.fail} comparison(s) regressed beyond their margin (see the job summary)`;
  return `streamgate: INCONCLUSIVE with fail-on: inconclusive: ${outcome.counts.inconclusive} comparison(s) undecided`;
}

function writeReport(cfg: ActionConfig, markdown: string): string {
  const path = join(cfg.resultsDir, 'report.md');
  writeFileSync(path, markdown);
  return path;
}

function links(context: RunContext): { links?: { summary: string; artifact: string } } {
  return context.runUrl ? { links: { summary: context.runUrl, artifact: `${context.runUrl}#artifacts` } } : {};
}

function emptyOutputs(verdict: ActionVerdict): ActionOutputs {
  return { verdict, failures: 0, reportPath: null, resultsPath: null, samplesPath: null, baselinePath: null };
}

function pct(rate: number): string {
  return `${(rate * 100).toFixed(1)}%`;
}
