// One of the action's modes (an entry point), registered with its siblings in run-action.ts's MODES table.
import { historySideReachLines, sequentialRun } from '../../compare/index.js';
import { loadHistorySide } from '../../history/index.js';
import { obtainResults, type ActionResult, type ModeContext } from '../mode-context.js';
import { appendRunToHistory, historyStoreOf, planGateWithHistory } from '../history-side.js';
import { gateAndReport } from './gate.js';

/**
 * `mode: history`: gate like `mode: gate` (against the baseline file, the reference endpoint, or the history's last K
 * runs), then append this run to the history with its verdict, unless the event is a pull request.
 */
export async function historyMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, logger } = ctx;
  const { plan, history } = await planGateWithHistory(ctx);
  const sequential = cfg.results !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured = await obtainResults(ctx, sequential?.hook ?? null);
  const result = await gateAndReport(ctx, plan, measured, sequential?.gate ?? null, history?.entries ?? []);
  // accept-change: 'true': the change this run measures is intended; it starts the history's new segment.
  const step = cfg.history?.acceptChange ? ({ kind: 'accepted', reason: 'accept-change' } as const) : null;
  const appended = await appendRunToHistory(ctx, measured.results, result.outputs.verdict, { defaultBranchOnly: false }, step);
  // What the history the next run compares with can catch, beside a reference in the same run (docs/history.md).
  const store = historyStoreOf(ctx);
  if (appended && store && cfg.history) {
    const reach = historySideReachLines((await loadHistorySide(ctx.full, store, cfg.history.runs)).baseline, ctx.full);
    for (const line of reach) logger.info(`history: ${line}`);
  }
  return result;
}
