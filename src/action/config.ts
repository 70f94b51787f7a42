import { randomBytes } from 'node:crypto';
import { parseShard, type Shard } from '../plan/index.js';
import type { FailOn } from '../compare/index.js';
import { UserError } from '../util/index.js';
import { COMMENT_POLICIES, FAIL_ON, INPUTS, MISSING_SECRETS, MODES, type CommentPolicy, type MissingSecrets, type Mode } from './inputs.js';
import { readHistoryConfig, type HistoryConfig } from './history-config.js';

/** Everything the action was asked to do, typed and checked before anything is measured. */
export interface ActionConfig {
  workload: string;
  /**
   * Explicit baseline path, or null for the workload's own (`gate.baseline` or `baselines/<name>.json`); sweep mode: the
   * sweep baseline, or null for `<that baseline's stem>.sweep.json`.
   */
  baseline: string | null;
  mode: Mode;
  /** record: measure the workload this many times and store each cell's run-to-run spread (1 = one run). */
  recordRuns: number;
  /** Endpoint names to measure, or null for all of them. */
  endpoints: string[] | null;
  comment: CommentPolicy;
  commentId: string;
  failOn: FailOn;
  shard: Shard | null;
  resultsDir: string;
  /** gate/record/aa: a results.json to use instead of measuring; merge: the folder holding the shards' results. */
  results: string | null;
  runId: string;
  /** Shards applying load together: the agreed moment (ISO) measuring waits for, checked as the run starts; null for none. */
  startAt: string | null;
  /** A sweep across shards: the time each level has (s); null otherwise. */
  levelSeconds: number | null;
  missingSecrets: MissingSecrets;
  /** record: write the baseline even when cells failed on more than 5 % of their requests. */
  allowErrors: boolean;
  /** Pull request to comment on; null: the event's own (pull_request events only). */
  pullRequest: number | null;
  githubToken: string;
  /** The run history to compare with (gate) or append to (history), or null for none (action/history-config.ts). */
  history: HistoryConfig | null;
}

/** An action input that cannot be used. Only the action reads inputs, and it fails its step with exit 1. */
export class ActionInputError extends UserError {
  override readonly name = 'ActionInputError';
  readonly code = 'STREAMGATE_ACTION_INPUT';
  readonly exitStatus = 1;
}

export type InputReader = (name: string) => string;

const COMMENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Reads every input once, through `read` (core.getInput in the action), so parsing is testable without a runner. */
export function readActionConfig(read: InputReader, env: Readonly<Record<string, string | undefined>>): ActionConfig {
  const text = (name: string): string => read(name).trim();
  const workload = text(INPUTS.workload);
  if (!workload) throw new ActionInputError(`input "${INPUTS.workload}" is required: the path of the workload file`);
  const commentId = text(INPUTS.commentId) || 'streamgate';
  // The id goes inside an HTML comment used as the sticky marker: keep it to characters that cannot close it.
  if (!COMMENT_ID.test(commentId))
    throw new ActionInputError(
      `input "${INPUTS.commentId}" must be 1–64 letters, digits, ".", "_" or "-", got ${JSON.stringify(commentId.slice(0, 70))}`,
    );
  const endpoints = text(INPUTS.endpoints)
    .split(/[\s,]+/)
    .filter((name) => name !== '');
  const shardText = text(INPUTS.shard);
  const pullRequest = text(INPUTS.pullRequest);
  const mode = oneOf(INPUTS.mode, text(INPUTS.mode) || 'gate', MODES);
  const startAt = text(INPUTS.startAt) || null;
  const levelSeconds = text(INPUTS.levelSeconds) ? positiveNumber(INPUTS.levelSeconds, text(INPUTS.levelSeconds)) : null;
  checkSweepShards(mode, { shard: shardText, startAt, levelSeconds, results: text(INPUTS.results) });
  if (startAt !== null && (!shardText || (mode !== 'gate' && mode !== 'sweep')))
    throw new ActionInputError(
      `input "${INPUTS.startAt}" is for shards applying load together: give "${INPUTS.shard}: i/n" in mode: gate or sweep (the merge job needs no start)`,
    );
  return {
    workload,
    baseline: text(INPUTS.baseline) || null,
    mode,
    recordRuns: runCount(INPUTS.recordRuns, text(INPUTS.recordRuns) || '1'),
    endpoints: endpoints.length > 0 ? endpoints : null,
    comment: oneOf(INPUTS.comment, text(INPUTS.comment) || 'always', COMMENT_POLICIES),
    commentId,
    failOn: oneOf(INPUTS.failOn, text(INPUTS.failOn) || 'regression', FAIL_ON),
    shard: shardText ? parseShard(shardText) : null,
    resultsDir: text(INPUTS.resultsDir) || 'streamgate-results',
    results: text(INPUTS.results) || null,
    runId: deriveRunId(text(INPUTS.runId), env),
    startAt,
    levelSeconds,
    missingSecrets: oneOf(INPUTS.missingSecrets, text(INPUTS.missingSecrets) || 'auto', MISSING_SECRETS),
    allowErrors: oneOf(INPUTS.allowErrors, text(INPUTS.allowErrors) || 'false', ['true', 'false'] as const) === 'true',
    pullRequest: pullRequest ? positiveInteger(INPUTS.pullRequest, pullRequest) : null,
    githubToken: read(INPUTS.githubToken).trim(),
    history: readHistoryConfig(text, mode, env, (message) => new ActionInputError(message)),
  };
}

/**
 * The run id mixed into cold-cache nonces. The shards of one matrix run must share it (merge checks they do), so in
 * Actions it comes from the workflow run and attempt: every job of a run agrees, and a re-run is a new attempt whose
 * nonces cannot hit caches primed by the previous one. Outside Actions, and without an input, it is random.
 */
export function deriveRunId(input: string, env: Readonly<Record<string, string | undefined>>): string {
  if (input) return input;
  const runId = env.GITHUB_RUN_ID?.trim();
  if (runId) return `gh-${runId}-${env.GITHUB_RUN_ATTEMPT?.trim() || '1'}`;
  return randomBytes(6).toString('hex');
}

/**
 * `mode: sweep` measures every level itself, unless it is a shard of a sweep across shards (`shard`, `start-at` and
 * `level-seconds`, docs/sweep.md#across-shards) or the merge of those shards (`results`: the folder of their results).
 */
function checkSweepShards(
  mode: Mode,
  given: { shard: string; startAt: string | null; levelSeconds: number | null; results: string },
): void {
  if (mode !== 'sweep') {
    if (given.levelSeconds !== null)
      throw new ActionInputError(`input "${INPUTS.levelSeconds}" is for the shards of a sweep across shards (mode: sweep)`);
    return;
  }
  if (given.shard && given.results)
    throw new ActionInputError(
      `mode: sweep takes "${INPUTS.shard}" (a shard measures) or "${INPUTS.results}" (the merge of the shards), not both`,
    );
  if (given.shard && (given.startAt === null || given.levelSeconds === null))
    throw new ActionInputError(
      `a shard of a sweep (mode: sweep with "${INPUTS.shard}") needs "${INPUTS.startAt}" and "${INPUTS.levelSeconds}", the same in every shard: the levels are stepped on that schedule`,
    );
}

function positiveNumber(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0)
    throw new ActionInputError(`input "${name}" must be a positive number of seconds, got ${JSON.stringify(value.slice(0, 40))}`);
  return n;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined)
    throw new ActionInputError(`input "${name}" must be ${allowed.join(', ')}; got ${JSON.stringify(value.slice(0, 40))}`);
  return found;
}

function runCount(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > 20)
    throw new ActionInputError(`input "${name}" must be a whole number of runs from 1 to 20, got ${JSON.stringify(value.slice(0, 40))}`);
  return n;
}

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new ActionInputError(`input "${name}" must be a pull request number, got ${JSON.stringify(value.slice(0, 40))}`);
  return n;
}
