import * as core from '@actions/core';
import { readActionConfig, type ActionConfig, setActionOutputs } from './action/index.js';
import { readRunContext, type CommentsApi, writeJobSummary } from './github/index.js';
import { renderErrorSummary } from './report/index.js';
import { createLogger, createRedactor, UserError } from './util/index.js';
import { join } from 'node:path';
import { verdictFile, writeVerdictFile } from './compare/index.js';

/** What the step reports when it fails before a verdict. */
const ERROR_OUTPUTS = {
  verdict: 'error',
  failures: 0,
  reportPath: null,
  resultsPath: null,
  samplesPath: null,
  baselinePath: null,
} as const;

/**
 * The action's composition root: reads the inputs once, runs the flow, and is the only place that sets outputs or
 * fails the step.
 */
export async function run(): Promise<void> {
  let config: ActionConfig;
  try {
    config = readActionConfig((name) => core.getInput(name), process.env);
  } catch (error) {
    setActionOutputs(ERROR_OUTPUTS);
    core.setFailed(describe(error));
    return;
  }
  try {
    // Loaded once the inputs are known to be usable: a step that fails on its inputs does not load the engine.
    const { runAction } = await import('./action/run-action.js');
    const result = await runAction(config, {
      env: process.env,
      cwd: process.cwd(),
      context: readRunContext(),
      logger: (redact) => createLogger({ info: core.info, warn: core.warning, error: core.error, debug: core.debug }, redact),
      createRedactor,
      setSecret: core.setSecret,
      writeSummary: writeJobSummary,
      comments: lazyCommentsApi,
    });
    setActionOutputs(result.outputs);
    if (result.failure !== null) {
      core.setFailed(result.failure);
      return;
    }
  } catch (error) {
    await writeJobSummary(errorSummary(error)).catch(() => false);
    writeErrorVerdict(config, error);
    setActionOutputs(ERROR_OUTPUTS);
    core.setFailed(describe(error));
    return;
  }
}

/**
 * The octokit-backed comments API, loaded on its first call: octokit and its HTTP stack are needed only after
 * measuring, when a comment is posted, so they stay out of the action's start-up.
 */
function lazyCommentsApi(token: string, repo: { owner: string; repo: string }): CommentsApi {
  let api: Promise<CommentsApi> | null = null;
  const load = (): Promise<CommentsApi> => (api ??= import('./github/octokit-comments.js').then((m) => m.octokitCommentsApi(token, repo)));
  return {
    identity: () => load().then((a) => a.identity()),
    list: (pullRequest) => load().then((a) => a.list(pullRequest)),
    create: (pullRequest, body) => load().then((a) => a.create(pullRequest, body)),
    update: (commentId, body) => load().then((a) => a.update(commentId, body)),
  };
}

/**
 * The results folder gets a verdict.json saying why the step failed, so an artifact upload never finds nothing. Only a
 * user error's own words go in it (they name variables, never values); anything else points to the log.
 */
function writeErrorVerdict(config: ActionConfig, error: unknown): void {
  try {
    writeVerdictFile(
      join(config.resultsDir, 'verdict.json'),
      verdictFile({
        command: config.mode,
        workload: null,
        verdict: 'error',
        exitCode: 2,
        failOn: config.failOn,
        reason: error instanceof UserError ? error.message : 'the action failed before a verdict; the step log has the error',
        comparison: { kind: 'none', label: null },
        endpoints: [],
        files: { results: null, samples: null, report: null, baseline: null },
      }),
    );
  } catch {
    // The folder itself cannot be written: the step's failure message still says why.
  }
}

/** User errors are the user's to fix and say so; anything else stays in the (masked) log, not the summary file. */
function errorSummary(error: unknown): string {
  return renderErrorSummary(error instanceof UserError ? error.message : null);
}

/**
 * The step's failure message: a user error's own words, anything else with its stack. The step fails with exit 1
 * (core.setFailed) whatever failed it; a UserError's exitStatus is for the command-line roots.
 */
function describe(error: unknown): string {
  if (error instanceof UserError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
