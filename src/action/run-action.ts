import { mkdirSync } from 'node:fs';
import { selectEndpoints } from '../compare/flow.js';
import { loadWorkload } from '../config/load.js';
import { resolveApiKeys } from '../config/secrets.js';
import { renderSkippedSummary } from '../report/action-messages.js';
import type { ActionConfig } from './config.js';
import { describeMissingKeys, missingApiKeys } from './missing-keys.js';
import { emptyOutputs, type ActionDeps, type ActionResult, type ModeContext } from './mode-context.js';
import { aaMode } from './modes/aa.js';
import { gateMode } from './modes/gate.js';
import { mergeMode } from './modes/merge.js';
import { recordMode } from './modes/record.js';
import { sweepMode } from './modes/sweep.js';
import { historyMode } from './modes/history.js';

export { SUMMARY_MAX_CHARS, type ActionDeps, type ActionResult } from './mode-context.js';

/** Each mode in its own file, over one context (merge gates merged results through gate's `gateAndReport`). */
const MODES: Record<ActionConfig['mode'], (ctx: ModeContext) => Promise<ActionResult>> = {
  gate: gateMode,
  merge: mergeMode,
  record: recordMode,
  aa: aaMode,
  sweep: sweepMode,
  history: historyMode,
};

/**
 * The action's flow: load and check the workload, settle keys and masking (or skip when a fork has no secrets), then
 * run the mode. Everything the step prints, writes or posts goes through `deps`.
 */
export async function runAction(cfg: ActionConfig, deps: ActionDeps): Promise<ActionResult> {
  if (cfg.githubToken) deps.setSecret(cfg.githubToken);
  const full = loadWorkload(cfg.workload, { env: deps.env });
  const workload = selectEndpoints(full, cfg.endpoints);
  const measuring = cfg.mode !== 'merge' && cfg.results === null;

  const missing = measuring ? missingApiKeys(workload, deps.env) : [];
  if (missing.length > 0 && cfg.missingSecrets === 'skip') {
    const logger = deps.logger(deps.createRedactor([cfg.githubToken]));
    logger.warn(describeMissingKeys(missing));
    await deps.writeSummary(renderSkippedSummary(workload.name, missing));
    return { outputs: emptyOutputs('skipped'), failure: null };
  }
  const apiKeys = measuring ? resolveApiKeys(workload, deps.env) : new Map<string, string | null>();
  for (const key of apiKeys.values()) if (key) deps.setSecret(key);
  const redact = deps.createRedactor([...apiKeys.values(), cfg.githubToken]);
  mkdirSync(cfg.resultsDir, { recursive: true });
  return MODES[cfg.mode]({ cfg, deps, full, workload, apiKeys, redact, logger: deps.logger(redact) });
}
