import { historyEntryFromResults } from '../../baseline/index.js';
import { planGate, sequentialRun } from '../../compare/flow.js';
import { obtainResults, type ActionResult, type ModeContext } from '../mode-context.js';
import { historyStoreOf, readHistorySide, READ_ONLY_EVENTS } from '../history-side.js';
import { gateAndReport } from './gate.js';

/**
 * `mode: history`: gate like `mode: gate` (against the baseline file, the reference endpoint, or the history's last K
 * runs), then append this run to the history with its verdict, unless the event is a pull request.
 */
export async function historyMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, deps, full, logger } = ctx;
  const history = await readHistorySide(ctx);
  const plan = planGate(full, {
    baseline: cfg.baseline,
    workloadFile: cfg.workload,
    aaRuns: full.gate.aaRuns,
    cwd: deps.cwd,
    history: history?.baseline ?? null,
  });
  const sequential = cfg.results !== null ? null : sequentialRun(plan, (line) => logger.info(line));
  const measured = await obtainResults(ctx, sequential?.hook ?? null);
  const result = await gateAndReport(ctx, plan, measured, sequential?.gate ?? null, history?.entries ?? []);
  const { results } = measured;
  if (READ_ONLY_EVENTS.has(deps.context.eventName)) {
    logger.info(`history: a ${deps.context.eventName} event reads the history and never writes it`);
    return result;
  }
  if (results.run.partial || results.run.shard !== null || result.outputs.verdict === 'error') {
    logger.warn('history: this run is not appended (interrupted, a shard, or an endpoint failed)');
    return result;
  }
  const store = historyStoreOf(ctx)!;
  const commit = deps.env.GITHUB_SHA ?? null;
  await store.append(historyEntryFromResults(results, full, { commit, verdict: result.outputs.verdict }), cfg.history!.maxRuns);
  logger.info(`history: run ${results.run.runId} appended to ${store.describe}`);
  return result;
}
