// One of the action's modes (an entry point), registered with its siblings in run-action.ts's MODES table.
import { sequentialRun } from '../../compare/index.js';
import { obtainResults, type ActionResult, type ModeContext } from '../mode-context.js';
import { appendRunToHistory, planGateWithHistory } from '../history-side.js';
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
  await appendRunToHistory(ctx, measured.results, result.outputs.verdict, { defaultBranchOnly: false }, step);
  return result;
}
