import { join } from 'node:path';
import { checkFingerprint, planGate } from '../../compare/index.js';
import { ConfigError } from '../../config/index.js';
import { mergeResults, MergeError, type Results } from '../../results/index.js';
import { writeResults, type ActionResult, type Measured, type ModeContext } from '../mode-context.js';
import { readShardResults } from '../read-shards.js';
import { gateAndReport } from './gate.js';
import { recordCommand } from '../../vocabulary/index.js';

/**
 * `mode: merge`: the shard jobs' results, read from the `results` folder (or `results-dir`), merged into one run and
 * gated as `mode: gate` gates a measured one. Nothing is measured.
 */
export async function mergeMode(ctx: ModeContext): Promise<ActionResult> {
  const { cfg, deps, full } = ctx;
  const plan = planGate(full, {
    baseline: cfg.baseline,
    workloadFile: cfg.workload,
    aaRuns: full.gate.aaRuns,
    cwd: deps.cwd,
    recordCommand: recordCommand('action', cfg.workload),
  });
  return gateAndReport(ctx, plan, mergeShards(ctx), null);
}

function mergeShards(ctx: ModeContext): Measured {
  const { cfg, full, redact, logger } = ctx;
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
  writeResults(resultsPath, results, redact);
  return { results, resultsPath, samplesPath: null };
}
