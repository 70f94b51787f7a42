import { mkdirSync, writeFileSync } from 'node:fs';
import { selectEndpoints, loadWorkload, resolveApiKeys, ConfigError, type Workload } from '../config/index.js';
import { renderSkippedSummary } from '../report/index.js';
import { workloadIdentity } from '../baseline/index.js';
import { notComparedEndpoints, verdictFile, writeVerdictFile } from '../compare/index.js';
import { join, resolve } from 'node:path';
import type { ActionConfig } from './config.js';
import { describeMissingKeys, forgottenSecretText, missingApiKeys, type MissingKey } from './missing-keys.js';
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
  if (missing.length > 0) {
    const withheld = deps.context.secretsWithheld ?? null;
    if (cfg.missingSecrets === 'skip' || (cfg.missingSecrets === 'auto' && withheld !== null))
      return skip(cfg, deps, full, missing, withheld);
    throw new ConfigError([
      {
        file: cfg.workload,
        path: 'endpoints',
        line: null,
        message: forgottenSecretText(missing, cfg.missingSecrets),
      },
    ]);
  }
  const apiKeys = measuring ? resolveApiKeys(workload, deps.env) : new Map<string, string | null>();
  for (const key of apiKeys.values()) if (key) deps.setSecret(key);
  const redact = deps.createRedactor([...apiKeys.values(), cfg.githubToken]);
  mkdirSync(cfg.resultsDir, { recursive: true });
  return MODES[cfg.mode]({ cfg, deps, full, workload, apiKeys, redact, logger: deps.logger(redact) });
}

/**
 * Nothing is measured where the run cannot have secrets: the step passes with `verdict=skipped`, and the results
 * folder still gets report.md and verdict.json saying why, so an artifact upload finds what it expects.
 */
async function skip(
  cfg: ActionConfig,
  deps: ActionDeps,
  workload: Workload,
  missing: readonly MissingKey[],
  withheld: string | null,
): Promise<ActionResult> {
  const logger = deps.logger(deps.createRedactor([cfg.githubToken]));
  const reason = describeMissingKeys(missing, withheld);
  logger.warn(reason);
  const summary = renderSkippedSummary(workload.name, missing);
  mkdirSync(cfg.resultsDir, { recursive: true });
  const reportPath = join(cfg.resultsDir, 'report.md');
  writeFileSync(reportPath, summary);
  writeVerdictFile(
    join(cfg.resultsDir, 'verdict.json'),
    verdictFile({
      command: cfg.mode === 'merge' ? 'merge' : cfg.mode,
      workload: { name: workload.name, fingerprint: workloadIdentity(workload).fingerprint },
      verdict: 'skipped',
      exitCode: 0,
      failOn: cfg.failOn,
      reason,
      comparison: { kind: 'none', label: null },
      endpoints: notComparedEndpoints(workload.endpoints),
      files: { results: null, samples: null, report: resolve(reportPath), baseline: null },
    }),
  );
  await deps.writeSummary(summary);
  return { outputs: { ...emptyOutputs('skipped'), reportPath }, failure: null };
}
