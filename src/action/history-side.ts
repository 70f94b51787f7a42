import { resolve } from 'node:path';
import { historyEntryFromResults, readBaselineStamp, type HistoryStepMark } from '../baseline/index.js';
import { loadHistorySide, openStore, type HistorySide, type HistoryStore } from '../history/index.js';
import { baselinePathFor, planGate, type GatePlan } from '../compare/index.js';
import { recordCommand } from '../vocabulary/index.js';
import { driftPriorLine } from '../report/index.js';
import type { Results } from '../results/index.js';
import type { ModeContext } from './mode-context.js';

/** Pull request events read the history and never write it: a fork's run must not move the default branch's yardstick. */
export const READ_ONLY_EVENTS = new Set(['pull_request', 'pull_request_target', 'pull_request_review', 'merge_group']);

/** How long the implicit read of this repository's history branch may take before the gate goes on without it. */
export const IMPLICIT_HISTORY_TIMEOUT_MS = 60_000;

export function historyStoreOf(ctx: ModeContext): HistoryStore | null {
  const history = ctx.cfg.history;
  if (!history) return null;
  return openStore(history.location, {
    branch: history.branch,
    token: ctx.cfg.githubToken || null,
    ...(history.implicit ? { timeoutMs: IMPLICIT_HISTORY_TIMEOUT_MS } : {}),
  });
}

/**
 * The history's pooled side and entries, read before anything is measured (null when no history is configured). A
 * history named in the `history` input that cannot be read fails the step; the implicit one (the input empty in
 * `mode: gate`) is skipped with a note saying why, and the gate goes on with the baseline file.
 */
export async function readHistorySide(ctx: ModeContext): Promise<HistorySide | null> {
  const store = historyStoreOf(ctx);
  if (!store || !ctx.cfg.history) return null;
  let side: HistorySide;
  try {
    // The committed baseline file, when newer than some runs, starts the history's current segment (as in the CLI).
    const file = ctx.cfg.baseline ? resolve(ctx.deps.cwd, ctx.cfg.baseline) : baselinePathFor(ctx.full, ctx.deps.cwd);
    side = await loadHistorySide(ctx.full, store, ctx.cfg.history.runs, { baseline: readBaselineStamp(file) });
  } catch (error) {
    if (!ctx.cfg.history.implicit) throw error;
    // git's words on one line: the note is one line of the log.
    const why = (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ');
    ctx.logger.info(
      `history: this repository's history could not be read, so the gate goes on without it: ${why} (history: 'false' skips the read)`,
    );
    return null;
  }
  ctx.logger.info(
    side.baseline
      ? `history: ${side.baseline.label}`
      : (side.note ?? `history: ${side.entries.length} run(s) of ${ctx.full.name} in ${store.describe}; 2 are needed to compare with`),
  );
  if (side.driftPrior) ctx.logger.info(driftPriorLine(side.driftPrior.priors, side.driftPrior.series));
  return side;
}

/**
 * The gate's plan for this run, with the history's last K runs as the comparison side when the workload has a
 * history (2 runs or more) and no reference endpoint or explicitly named baseline takes precedence (`mode: gate` and
 * `mode: history`); the committed baseline file is then the snapshot and fallback.
 */
export async function planGateWithHistory(ctx: ModeContext): Promise<{ plan: GatePlan; history: HistorySide | null }> {
  const { cfg, deps, full } = ctx;
  const history = await readHistorySide(ctx);
  const plan = planGate(full, {
    baseline: cfg.baseline,
    workloadFile: cfg.workload,
    aaRuns: full.gate.aaRuns,
    cwd: deps.cwd,
    history: history?.baseline ?? null,
    driftPrior: history?.driftPrior?.priors ?? null,
    recordCommand: recordCommand('action', cfg.workload),
  });
  return { plan, history };
}

export interface AppendRules {
  /** Append only when the workflow runs on the repository's default branch (`mode: record`). */
  defaultBranchOnly: boolean;
}

/** Why this run is not appended to the history, or null when it is. */
export function notAppendedBecause(ctx: ModeContext, results: Results, verdict: string, rules: AppendRules): string | null {
  const { eventName, defaultBranch } = ctx.deps.context;
  if (READ_ONLY_EVENTS.has(eventName)) return `a ${eventName} event reads the history and never writes it`;
  if (results.run.partial || results.run.shard !== null || verdict === 'error')
    return 'this run is not appended (interrupted, a shard, or an endpoint failed)';
  if (rules.defaultBranchOnly) {
    const ref = ctx.deps.env.GITHUB_REF ?? null;
    if (!defaultBranch) return 'this run is not appended: the event names no default branch to compare the ref with';
    if (ref !== `refs/heads/${defaultBranch}`)
      return `this run is not appended: ${ref ?? 'no ref'} is not the default branch ${defaultBranch}`;
  }
  return null;
}

/**
 * Appends the run to the configured history with its verdict, unless it may not be (a pull request, an interrupted
 * run or a shard, an endpoint that failed, or for `mode: record` a branch other than the default): shared by
 * `mode: history` and `mode: record`. Returns whether it appended.
 */
export async function appendRunToHistory(
  ctx: ModeContext,
  results: Results,
  verdict: string,
  rules: AppendRules,
  step: HistoryStepMark | null = null,
): Promise<boolean> {
  // Only a history named (or `mode: history`'s own) is written: the implicit one of `mode: gate` is read only.
  if (ctx.cfg.history?.implicit) return false;
  const store = historyStoreOf(ctx);
  if (!store || !ctx.cfg.history) return false;
  const why = notAppendedBecause(ctx, results, verdict, rules);
  if (why !== null) {
    if (READ_ONLY_EVENTS.has(ctx.deps.context.eventName)) ctx.logger.info(`history: ${why}`);
    else ctx.logger.warn(`history: ${why}`);
    return false;
  }
  const commit = ctx.deps.env.GITHUB_SHA ?? null;
  // A step (a baseline recorded, a change accepted) rides on the run itself: it is the first run of the new segment.
  await store.append(historyEntryFromResults(results, ctx.full, { commit, verdict, step }), ctx.cfg.history.maxRuns);
  if (step !== null) ctx.logger.info(`history: the run marks a step (${step.kind}): the runs before it are no longer pooled`);
  ctx.logger.info(`history: run ${results.run.runId} appended to ${store.describe}`);
  return true;
}
