import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { workloadIdentity } from '../baseline/index.js';
import { readResultsOf } from '../compare/index.js';
import type { Workload } from '../config/index.js';
import { runWorkload, type SequentialHook } from '../engine.js';
import { parseAgreedStart } from '../runner/index.js';
import type { CommentsApi, RunContext } from '../github/index.js';
import type { ActionOutputs } from './outputs.js';
import type { Results } from '../results/index.js';
import { type Logger, redactDeep, type Redactor } from '../util/index.js';
import type { ActionConfig } from './config.js';
import type { ActionVerdict } from './inputs.js';

/** The job summary takes up to 1 MiB per step; stay well inside it. */
export const SUMMARY_MAX_CHARS = 400_000;

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

/** Everything a mode works with, settled before it starts: inputs, the workload, keys and the masking logger. */
export interface ModeContext {
  cfg: ActionConfig;
  deps: ActionDeps;
  /** The whole workload (fingerprints, baselines and shards are about all of it). */
  full: Workload;
  /** The endpoints this job measures (the `endpoints` input; the reference endpoint is always kept). */
  workload: Workload;
  apiKeys: ReadonlyMap<string, string | null>;
  redact: Redactor;
  logger: Logger;
}

export interface Measured {
  results: Results;
  resultsPath: string;
  samplesPath: string | null;
}

/** Measures the workload (into `resultsDir`), or takes the results of the `results` input. */
export async function obtainResults(
  ctx: ModeContext,
  sequential: SequentialHook | null,
  resultsDir = ctx.cfg.resultsDir,
  runId = ctx.cfg.runId,
): Promise<Measured> {
  const { cfg, full, workload, apiKeys, redact, logger } = ctx;
  if (cfg.results !== null) return adoptResults(ctx);
  const outcome = await runWorkload({
    workload,
    apiKeys,
    resultsDir,
    redact,
    logger,
    shard: cfg.shard,
    runId,
    agreedStart: cfg.startAt === null ? null : parseAgreedStart(cfg.startAt),
    identity: workloadIdentity(full),
    sequential,
  });
  return { results: redactDeep(outcome.results, redact), resultsPath: outcome.resultsPath, samplesPath: outcome.samplesPath };
}

/**
 * Given results (`results:` input) instead of measuring: written into results-dir like a measured run's, with the
 * samples beside them when the run that made them left its samples.jsonl there.
 */
function adoptResults(ctx: ModeContext): Measured {
  const { cfg, full, redact, logger } = ctx;
  const given = resolve(cfg.results!);
  const results = readResultsOf(given, full);
  const resultsPath = join(cfg.resultsDir, 'results.json');
  if (resolve(resultsPath) !== given) writeResults(resultsPath, results, redact);
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

export function writeResults(path: string, results: Results, redact: Redactor): void {
  writeFileSync(path, `${JSON.stringify(redactDeep(results, redact), null, 2)}\n`);
}

export function writeReport(cfg: ActionConfig, markdown: string): string {
  const path = join(cfg.resultsDir, 'report.md');
  writeFileSync(path, markdown);
  return path;
}

export function emptyOutputs(verdict: ActionVerdict): ActionOutputs {
  return { verdict, failures: 0, reportPath: null, resultsPath: null, samplesPath: null, baselinePath: null };
}
